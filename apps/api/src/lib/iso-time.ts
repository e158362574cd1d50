import { isoDate, zoneOffsetMs } from '@sangam/panchang';

/** A time from a row (a Date on one driver, a string on the other) as the API answers it: ISO 8601. */
export const iso = (value: Date | string) => new Date(value).toISOString();

/** A time from a row (a Date on one driver, a string on the other) as the API answers it: ISO 8601, or null. */
export const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Offsets by zone and UTC day; null for a day whose clocks change. Cleared when it grows large. */
const dayOffsets = new Map<string, number | null>();

/**
 * A zone's offset at an instant, read from Intl once per zone and UTC day rather than per instant:
 * a class's slot list asks it for every open slot and every full sitting (hundreds over 62
 * days), and Intl's formatting was most of the answer's time. A day whose two ends have different offsets
 * holds a change of clocks, and its instants are read one by one.
 */
function offsetAt(instant: Date, timeZone: string): number {
  const dayStart = Math.floor(instant.getTime() / DAY) * DAY;
  const key = `${timeZone} ${dayStart}`;
  let offset = dayOffsets.get(key);
  if (offset === undefined) {
    const first = zoneOffsetMs(new Date(dayStart), timeZone);
    offset = first === zoneOffsetMs(new Date(dayStart + DAY - 1000), timeZone) ? first : null;
    if (dayOffsets.size >= 20_000) dayOffsets.clear();
    dayOffsets.set(key, offset);
  }
  return offset ?? zoneOffsetMs(instant, timeZone);
}

/** '2026-03-29T10:00:00+01:00': an instant as a zone (the visitor's) reads it, with its offset. */
export function isoInZone(instant: Date, timeZone: string): string {
  const offsetMs = offsetAt(instant, timeZone);
  const wall = new Date(Math.floor(instant.getTime() / 1000) * 1000 + offsetMs);
  const offset = Math.round(offsetMs / MINUTE);
  const sign = offset < 0 ? '-' : '+';
  const two = (n: number) => String(n).padStart(2, '0');
  const day = { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
  const time = `${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}:${two(wall.getUTCSeconds())}`;
  return `${isoDate(day)}T${time}${sign}${two(Math.floor(Math.abs(offset) / 60))}:${two(Math.abs(offset) % 60)}`;
}
