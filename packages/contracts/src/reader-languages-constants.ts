import { LANGUAGES, type Language } from './languages';

/**
 * A reader's languages (issue 21): lists show the items in these languages first, in this order,
 * then all the others. Empty means "the interface language". Without schemas, so that the browser's
 * first page loads no zod (issue 22).
 */
export const READER_LANGUAGES_MAX = LANGUAGES.length;

/** The `languages` parameter of a list as the web sends it. */
export const languagesParam = (languages: readonly Language[]) => languages.join(',');
