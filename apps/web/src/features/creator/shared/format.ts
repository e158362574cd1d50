import { digitsOf } from '../../../shared/lib/money';
import { dateInZone } from '../../../shared/lib/time-zones';
import { dateTimeFormat, numberFormat } from '../../../shared/lib/intl-format';
import { formatCalendarDate } from '../../../shared/lib/format-calendar-date';
/**
 * Dates and money of the host's retreats in the active language. Nights, departures and stays are
 * calendar dates of the retreat's place ('YYYY-MM-DD'): they are formatted as such (in UTC, so no
 * zone moves them a day), and "today" is today at the retreat's place.
 */

export { currencyName, formatMoney } from '../../../shared/lib/money';

const asDate = (date: string) => new Date(`${date}T00:00:00Z`);

export {
  formatCalendarRange as formatDateRange,
  formatCalendarMonth as formatMonth,
} from '../../../shared/lib/format-calendar-date';

/** '28 Dec 2026' (or with the weekday: 'Mon, 28 Dec 2026'). */
export const formatDate = (date: string, language: string, weekday = false) =>
  formatCalendarDate(date, language, weekday);

/** A moment (a message, an inquiry) in the reader's own zone, with the zone named. */
export function formatMoment(iso: string, language: string): string {
  return dateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

export const formatNumber = (n: number, language: string) => numberFormat(language).format(n);

/** Today's date (YYYY-MM-DD) in a zone (the browser's when the zone is not known). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  try {
    return dateInZone(now, timeZone);
  } catch {
    return dateInZone(now);
  }
}

/** The first and last day of the month 'YYYY-MM'. */
export function monthBounds(month: string): { first: string; last: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10);
  return { first: `${month}-01`, last };
}

/** The month 'YYYY-MM' `delta` months after `month`. */
export function shiftMonth(month: string, delta: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m - 1 + delta, 1)).toISOString().slice(0, 7);
}

/** Weekday of a date, Monday 0 … Sunday 6. */
export const weekdayOf = (date: string) => (asDate(date).getUTCDay() + 6) % 7;

/** Short weekday names from Monday, in the language. */
export function weekdayNames(language: string, width: 'narrow' | 'short' | 'long' = 'short'): string[] {
  const format = dateTimeFormat(language, { weekday: width, timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))));
}

/** An amount in minor units as typed in a form ('2500' or '2500.5'). */
export function minorToText(minor: number, currency: string): string {
  return String(minor / 10 ** digitsOf(currency));
}

/** A typed amount ('2500', '2,500.50' is refused, '2500,5' read as 2500.5) in minor units, or null. */
export function textToMinor(text: string, currency: string): number | null {
  const digits = digitsOf(currency);
  const clean = text.trim().replace(',', '.');
  if (!new RegExp(`^\\d+(\\.\\d{0,${digits}})?$`).test(clean)) return null;
  return Math.round(Number(clean) * 10 ** digits);
}

/** A whole number within [min, max] typed in a text box, or null. */
export function wholeIn(text: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= min && n <= max ? n : null;
}
