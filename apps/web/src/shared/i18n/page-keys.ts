import type { englishResources } from './resources';

/** The name of a screen, as in common.json `pages` (used in headings and the document title). */
export type PageKey = keyof (typeof englishResources)['common']['pages'];
