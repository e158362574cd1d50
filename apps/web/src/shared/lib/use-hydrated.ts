import { useSyncExternalStore } from 'react';
import { browserZone, dateInZone } from './time-zones';

const never = () => () => {};

/**
 * A value only the browser knows (its zone, its storage), as the server's page had it (`server`)
 * while React adopts that page (decision 017), and on the server; the browser's own (`browser()`)
 * from then on, and always in a page the browser rendered itself. React renders a component again
 * after adoption only where the two differ, and that render holds the main thread until done: a
 * plain value (a day, a count) in place of a whole zone or a flag spares most pages that render.
 */
export function useBrowserValue<T extends string | number | boolean | null | undefined>(
  browser: () => T,
  server: T,
): T {
  return useSyncExternalStore(never, browser, () => server);
}

/**
 * False on the server and while React adopts the server's page; true from then on, and always in a
 * page the browser rendered itself.
 */
export function useHydrated(): boolean {
  return useBrowserValue(() => true, false);
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
  return useBrowserValue(browserZone, SERVER_RENDER_ZONE);
}

/**
 * This month ('2026-12') where the reader is; the server's, in its zone, while the page is the
 * server's. Only the month is compared: a different day (Kolkata is a day ahead of a late evening in
 * London) would render the component again, synchronously, right after the page is adopted.
 */
export function useThisMonth(): string {
  return useBrowserValue(() => monthIn(browserZone()), monthIn(SERVER_RENDER_ZONE));
}

/** Today ('2026-12-01') in `zone`; the server's, in its zone, while the page is the server's. */
export function useToday(zone: string): string {
  return useBrowserValue(() => dateIn(zone), dateIn(SERVER_RENDER_ZONE));
}

const dateIn = (zone: string) => dateInZone(Date.now(), zone);
const monthIn = (zone: string) => dateIn(zone).slice(0, 7);
