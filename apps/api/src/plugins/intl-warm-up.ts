import { createHash } from 'node:crypto';

/**
 * The one script a served page runs before its first paint (decision 017). A page's first `Intl`
 * call sets up the browser's ICU data: 20–50 ms on a desktop, four times that on a phone, in one piece
 * that nothing can split, and every served page formats a date, a price or a count as it is adopted.
 * Placed in the head before the styles, it runs while they download (the preload scanner has asked for
 * them already), when the page has nothing to show and nobody can tap it; after the first paint it
 * was the longest task between the paint and the page being ready.
 */
export const INTL_WARM_UP_SCRIPT = 'try{Intl.DateTimeFormat().resolvedOptions()}catch(e){}';

/** The Content-Security-Policy source that allows exactly that script and no other inline one. */
export const INTL_WARM_UP_SOURCE = `'sha256-${createHash('sha256').update(INTL_WARM_UP_SCRIPT).digest('base64')}'`;
