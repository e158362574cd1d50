import type { DropdownOption } from '../ui/dropdown/dropdown';
import { dateTimeFormat } from './intl-format';

/** The zone this browser lives in (as it was when the page first asked: Intl's formatter is kept). */
export function browserZone(): string {
  try {
    return dateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The date (YYYY-MM-DD) an instant falls on in a zone (the browser's when none is given). */
export function dateInZone(instant: Date | number, timeZone?: string): string {
  return dateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(instant);
}

/** `count` months ('2026-10') from `month` on: the months a filter offers. */
export function monthsFrom(month: string, count: number): string[] {
  const [year = 2026, first = 1] = month.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => new Date(Date.UTC(year, first - 1 + i, 1)).toISOString().slice(0, 7));
}

/** A name that is only an offset ("GMT+00:00", "GMT-3"), which Intl gives zones it has no name for. */
const OFFSET_ONLY = /^(GMT|UTC)\s*([+\-−]\d|$)/;

/** A zone's name in a style, or null where Intl has only an offset for it ("GMT+00:00"). */
function namedAs(zone: string, language: string, style: 'longGeneric' | 'long', now: Date): string | null {
  const name = dateTimeFormat(language, { timeZone: zone, timeZoneName: style })
    .formatToParts(now)
    .find((p) => p.type === 'timeZoneName')?.value;
  return name && !OFFSET_ONLY.test(name) ? name : null;
}

/**
 * A zone as people say it, in their language: "India Standard Time", "भारतीय मानक समय", "Eastern
 * Time" (the same all year), else its name now ("Coordinated Universal Time"), else its id in words.
 */
export function zoneName(zone: string, language: string, now = new Date()): string {
  try {
    return namedAs(zone, language, 'longGeneric', now) ?? namedAs(zone, language, 'long', now) ?? zoneId(zone);
  } catch {
    return zoneId(zone);
  }
}

/** The id in words: "America/New_York" → "America/New York". */
const zoneId = (zone: string) => zone.replaceAll('_', ' ');

/** Older ids browsers still list, by the city's name today. */
const RENAMED: Record<string, string> = {
  'Asia/Calcutta': 'Kolkata',
  'Asia/Katmandu': 'Kathmandu',
  'Asia/Rangoon': 'Yangon',
  'Asia/Saigon': 'Ho Chi Minh City',
  'Europe/Kiev': 'Kyiv',
};

/** The city a zone is named for ("Kolkata"), or '' for a zone that names none (UTC). */
function cityOf(zone: string): string {
  if (RENAMED[zone]) return RENAMED[zone];
  const parts = zone.split('/');
  return parts.length > 1 ? parts[parts.length - 1]!.replaceAll('_', ' ') : '';
}

/** "GMT+5:30", "GMT-4", "GMT": an offset in minutes as Intl's short offset writes it. */
function offsetText(minutes: number): string {
  if (minutes === 0) return 'GMT';
  const sign = minutes > 0 ? '+' : '-';
  const whole = Math.abs(minutes);
  const rest = whole % 60;
  return `GMT${sign}${Math.floor(whole / 60)}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/**
 * "India Standard Time · Kolkata (GMT+5:30)": the name people say, the city that tells zones of one
 * name apart, the offset now. One formatter a zone reads both the name and the wall clock (for the
 * offset): a picker lists some 420 zones, and each formatter costs a phone a fraction of a millisecond.
 * They are made here, not kept with the app's formatters, whose bounded store they would flush.
 */
const option = (zone: string, language: string, now: Date): DropdownOption => {
  const parts = new Intl.DateTimeFormat(language, {
    timeZone: zone,
    timeZoneName: 'longGeneric',
    numberingSystem: 'latn',
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  const offset = Math.round((wall - Math.floor(now.getTime() / 60_000) * 60_000) / 60_000);
  const generic = parts.find((p) => p.type === 'timeZoneName')?.value;
  const name = generic && !OFFSET_ONLY.test(generic) ? generic : zoneName(zone, language, now);
  const city = cityOf(zone);
  return {
    value: zone,
    label: `${city && !name.includes(city) ? `${name} · ${city}` : name} (${offsetText(offset)})`,
  };
};

const cache = new Map<string, DropdownOption[]>();

/**
 * Every IANA time zone the browser knows, named in the language with its city and current offset, for
 * a time-zone picker. Browsers list some zones by an older name (Asia/Calcutta for Asia/Kolkata) and
 * may leave out UTC, so the zones asked for (the person's own, say) are added when the list lacks them.
 */
export function timeZoneOptions(language: string, ...wanted: string[]): DropdownOption[] {
  const now = new Date();
  let list = cache.get(language);
  if (!list) {
    const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
    list = zones.map((zone) => option(zone, language, now));
    cache.set(language, list);
  }
  const known = list;
  const missing = [...new Set(wanted)].filter((zone) => zone && !known.some((o) => o.value === zone));
  return missing.length ? [...missing.map((zone) => option(zone, language, now)), ...known] : known;
}

/** Minutes a zone is ahead of UTC at an instant (330 for Kolkata). */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((wall - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/**
 * The instant (ISO, UTC) of a wall-clock time ('2026-12-05T15:30', as a datetime-local input gives it)
 * in a zone; null when it is not one. Asked twice so a time next to a clock change takes that day's offset.
 */
export function instantInZone(local: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const first = wall - offsetMinutes(wall, timeZone) * 60_000;
  return new Date(wall - offsetMinutes(first, timeZone) * 60_000).toISOString();
}

/** An instant as a datetime-local input shows it in a zone ('2026-12-05T15:30'). */
export function wallClockInZone(iso: string, timeZone: string): string {
  const instant = Date.parse(iso);
  return new Date(instant + offsetMinutes(instant, timeZone) * 60_000).toISOString().slice(0, 16);
}
