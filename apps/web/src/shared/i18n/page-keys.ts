import type { EnglishResources } from './resources';

/** The name of a screen, as in common.json `pages` (used in headings and the document title). */
export type PageKey = keyof EnglishResources['common']['pages'];
