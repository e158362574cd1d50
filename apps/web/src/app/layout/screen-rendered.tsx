import { useEffect } from 'react';

/** In the page's timeline, and sent as an event of that name: read by boot.js and the browser tests. */
const RENDERED = 'sangam:rendered';

/**
 * Marks the moment the first screen is in the page and answers: rendered by the browser, or the
 * server's adopted (decision 017). It sits beside the screen inside its Suspense boundary, whose
 * adoption React leaves until after the frame's, so the mark waits for the screen's own buttons.
 * boot.js then sends again a form the person sent before.
 */
export function ScreenRendered() {
  useEffect(() => {
    if (performance.getEntriesByName(RENDERED).length) return;
    performance.mark(RENDERED);
    window.dispatchEvent(new Event(RENDERED));
  }, []);
  return null;
}
