import { useMatches } from 'react-router';
import type { PageKey } from '../i18n/page-keys';

/** What each route of the table declares about itself. */
export interface RouteHandle {
  /** The screen's name in common.json `pages`: its heading and its part of the document title. */
  title: PageKey;
}

/** The title key of the deepest matched route that has one. */
export function useScreenTitleKey(): PageKey {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle.title;
  }
  return 'home';
}
