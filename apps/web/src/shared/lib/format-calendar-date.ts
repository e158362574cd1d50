import { dateTimeFormat } from './intl-format';

/**
 * Calendar dates ('2026-05-15': a departure, a night of a stay) are the same day wherever the reader
 * is: they are written through Intl in UTC from noon, so no zone can move them to the day before or after.
 */
const atNoon = (date: string) => new Date(`${date}T12:00:00Z`);

/** 'Fri, 15 May 2026', or '15 May 2026' without the weekday. */
export function formatCalendarDate(date: string, language: string, weekday: boolean): string {
  return dateTimeFormat(language, {
    ...(weekday ? { weekday: 'short' } : {}),
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(atNoon(date));
}

/** '15 – 25 May 2026', '28 Dec 2026 – 4 Jan 2027': Intl joins the two days as the language does. */
export function formatCalendarRange(start: string, end: string, language: string): string {
  return dateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(atNoon(start), atNoon(end));
}

/** 'October 2026' for a month 'YYYY-MM' (a month filter). */
export function formatCalendarMonth(month: string, language: string): string {
  return dateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(atNoon(`${month}-01`));
}
