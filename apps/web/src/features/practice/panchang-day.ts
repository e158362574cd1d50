import { addDays, isCalendarDate, isTimeZone, PANCHANG_YEARS, type PanchangDay } from '@sangam/contracts';
import type { PanchangPlace } from './api';

/** The four limbs that change within a day (the fifth, the weekday, does not). */
export type Limb = 'tithi' | 'nakshatra' | 'yoga' | 'karana';

export interface LimbStep {
  id: string;
  number: number;
  /** When it begins, for those that begin within the day (after the one at sunrise). */
  from: string | null;
  /** When it ends, where the answer knows (the one at sunrise always). */
  until: string | null;
}

/**
 * The limb at sunrise, then each that follows it within the civil day. The day's transitions also
 * hold the changes before sunrise (from midnight), which led to the one at sunrise: they are left out.
 */
export function limbSteps(day: PanchangDay, limb: Limb): LimbStep[] {
  const span = day[limb];
  const changes = day.transitions.filter((change) => change.limb === limb);
  const atSunrise = changes.findIndex((change) => change.number === span.number);
  const later = changes.slice(atSunrise + 1);
  return [
    { id: span.id, number: span.number, from: null, until: span.ends_at },
    ...later.map((change, index) => ({
      id: change.id,
      number: change.number,
      from: change.at,
      until: later[index + 1]?.at ?? null,
    })),
  ];
}

/** Tithis 1–15 are of the bright fortnight, 16–30 of the dark. */
export const pakshaOf = (tithiNumber: number) => (tithiNumber <= 15 ? 'shukla' : 'krishna');

/** Choghadiyas good to begin in (amrit, shubh, labh), good for travel (char), and to avoid. */
export function choghadiyaQuality(name: string): 'good' | 'neutral' | 'bad' {
  if (name === 'amrit' || name === 'shubh' || name === 'labh') return 'good';
  return name === 'char' ? 'neutral' : 'bad';
}

/** A day in the address the calendar can answer for: a real date within its years. */
export function isPanchangDate(value: string): boolean {
  if (!isCalendarDate(value)) return false;
  const year = Number(value.slice(0, 4));
  return year >= PANCHANG_YEARS.min && year <= PANCHANG_YEARS.max;
}

/** The day before and after, where the calendar answers for them. */
export function neighbourDays(date: string): { previous: string | null; next: string | null } {
  const previous = addDays(date, -1);
  const next = addDays(date, 1);
  return { previous: isPanchangDate(previous) ? previous : null, next: isPanchangDate(next) ? next : null };
}

/** A place chosen on the page, carried in its address so it can be shared, reloaded and rendered by the server. */
export interface ChosenPlace extends PanchangPlace {
  city: string;
}

export function placeFromAddress(search: URLSearchParams): ChosenPlace | null {
  const city = search.get('city')?.trim() ?? '';
  const lat = Number(search.get('lat'));
  const lon = Number(search.get('lon'));
  const zone = search.get('tz') ?? '';
  const valid =
    city !== '' &&
    search.get('lat') !== null &&
    search.get('lon') !== null &&
    Number.isFinite(lat) &&
    Number.isFinite(lon) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lon) <= 180 &&
    isTimeZone(zone);
  return valid ? { city: city.slice(0, 120), lat, lon, zone } : null;
}

/** The address's part for a chosen place ('' for the reader's own), to keep it from day to day. */
export function placeSearch(place: ChosenPlace | null): string {
  if (!place) return '';
  const search = new URLSearchParams({
    city: place.city,
    lat: place.lat.toFixed(4),
    lon: place.lon.toFixed(4),
    tz: place.zone,
  });
  return `?${search.toString()}`;
}
