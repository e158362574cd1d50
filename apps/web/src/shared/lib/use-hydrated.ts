import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while React adopts the server's page (decision 017); true from then on,
 * and always in a page the browser rendered itself. What only the browser knows (its time zone, its
 * storage) waits for it, so that the adopted page is exactly the server's, then follows the browser.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * The zone the server renders in, not knowing the reader's: the product's default place (Kolkata,
 * as for daily dharma). Times rendered in it say so beside them.
 */
export const SERVER_RENDER_ZONE = 'Asia/Kolkata';

/** The zone to show times in: the browser's own (undefined), except while the page is the server's. */
export function useDisplayZone(): string | undefined {
  return useHydrated() ? undefined : SERVER_RENDER_ZONE;
}

/** The browser's zone by name, except while the page is the server's (SERVER_RENDER_ZONE then). */
export function useBrowserZone(): string {
  return useHydrated() ? browserZone() : SERVER_RENDER_ZONE;
}

/** The zone this browser lives in. */
export function browserZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
