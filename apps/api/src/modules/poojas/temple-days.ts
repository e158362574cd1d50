import { POOJA_LIMITS } from '@sangam/contracts';
import { addDays, isoDate, localParts, parseIsoDate } from '@sangam/panchang';

/**
 * Pooja days are dates of the temple's own calendar: "today" is the temple's today in its zone, the
 * notice and the horizon count whole days from it, and a devotee abroad books the temple's date.
 */

/** The temple's date at an instant ('2026-03-29'). */
export const templeToday = (timeZone: string, now: Date) => isoDate(localParts(now, timeZone));

/** The date n days after an ISO date. */
export const plusDays = (day: string, days: number) => isoDate(addDays(parseIsoDate(day), days));

/** The first and last days a pooja with this notice may be booked on now. */
export function bookableWindow(timeZone: string, noticeDays: number, now: Date) {
  const today = templeToday(timeZone, now);
  return { today, earliest: plusDays(today, noticeDays), latest: plusDays(today, POOJA_LIMITS.horizonDays) };
}

/** Why a day cannot be booked now, before counting places: too soon, too far, or null when it can. */
export function dayRule(day: string, window: { earliest: string; latest: string }): 'notice' | 'horizon' | null {
  if (day < window.earliest) return 'notice';
  if (day > window.latest) return 'horizon';
  return null;
}
