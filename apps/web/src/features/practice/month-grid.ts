import { PANCHANG_YEARS, type Festival, type PanchangMonthDay } from '@sangam/contracts';
import { TRADITION_REGIONS, type Region, type Tradition } from '@sangam/panchang/regions';

/**
 * The month calendar's arithmetic (issue 25), apart from its drawing: which month an address names,
 * its neighbours, where its first day sits in the week, which of a day's festivals the reader's
 * tradition keeps, and the feed a calendar app subscribes to.
 */

export interface CalendarMonth {
  year: number;
  month: number;
}

/** The month `/{yyyy}/{mm}` names, or null when it is not one the calendar is computed for. */
export function monthOf(yyyy: string | undefined, mm: string | undefined): CalendarMonth | null {
  if (!/^\d{4}$/.test(yyyy ?? '') || !/^\d{2}$/.test(mm ?? '')) return null;
  const year = Number(yyyy);
  const month = Number(mm);
  if (month < 1 || month > 12 || year < PANCHANG_YEARS.min || year > PANCHANG_YEARS.max) return null;
  return { year, month };
}

/** The month `step` months away, or null beyond the calendar's years. */
export function monthAfter({ year, month }: CalendarMonth, step: 1 | -1): CalendarMonth | null {
  const index = year * 12 + month - 1 + step;
  const next = { year: Math.floor(index / 12), month: (index % 12) + 1 };
  return next.year < PANCHANG_YEARS.min || next.year > PANCHANG_YEARS.max ? null : next;
}

/** "2026/12": the month's part of the address. */
export const monthPath = ({ year, month }: CalendarMonth) => `${year}/${String(month).padStart(2, '0')}`;

/** Empty cells before the 1st in a week that starts on Sunday, as Indian wall calendars print it. */
export const leadingBlanks = ({ year, month }: CalendarMonth) => new Date(Date.UTC(year, month - 1, 1)).getUTCDay();

/** What a day is marked as: the three days of the lunar month a reader looks for first. */
export type DayMark = 'ekadashi' | 'purnima' | 'amavasya';
const MARKS: DayMark[] = ['ekadashi', 'purnima', 'amavasya'];

export const markOf = (day: PanchangMonthDay): DayMark | null =>
  MARKS.find((mark) => day.festivals.some((f) => f.id === mark)) ?? null;

/** The day's festivals that the tradition of the reader's language keeps (pan-Indian ones always). */
export function festivalsFor(day: PanchangMonthDay, tradition: Tradition): Festival[] {
  const regions: Region[] = TRADITION_REGIONS[tradition];
  return day.festivals.filter((f) => f.regions.some((r) => regions.includes(r as Region)));
}

/**
 * The `webcal://` address of the festival feed at a place, in a language, for the regions of the
 * reader's tradition; calendar apps open webcal links as a subscription.
 */
export function feedAddress(
  origin: string,
  place: { lat: number; lon: number; zone: string } | null,
  language: string,
  tradition: Tradition,
): string {
  const query = new URLSearchParams({
    ...(place ? { lat: place.lat.toFixed(4), lon: place.lon.toFixed(4), tz: place.zone } : {}),
    lang: language,
    region: tradition,
  });
  return `${origin.replace(/^https?:/, 'webcal:')}/api/panchang/calendar.ics?${query}`;
}
