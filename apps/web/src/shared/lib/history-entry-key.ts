import type { Location } from 'react-router';

/**
 * The name of one history entry, under which a page keeps its scroll position. An entry made inside
 * the app has its own key, so Back and Forward return to where the person was. Every page loaded
 * from the address bar, a link from outside or a reload starts with the key "default": keyed so, one
 * page's position opened the next one scrolled far down. Those are named by their address instead
 * (a reload still returns to where it was).
 */
export function historyEntryKey(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}
