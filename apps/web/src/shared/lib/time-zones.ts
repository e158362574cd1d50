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

/** The offset of a zone right now, as the language writes it ("GMT+5:30"). */
function offsetOf(zone: string, language: string, now: Date): string {
  const part = dateTimeFormat(language, { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(now)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? '';
}

/** A zone's name in a style, or null where Intl has only an offset for it ("GMT+00:00"). */
function namedAs(zone: string, language: string, style: 'longGeneric' | 'long', now: Date): string | null {
  const name = dateTimeFormat(language, { timeZone: zone, timeZoneName: style })
    .formatToParts(now)
    .find((p) => p.type === 'timeZoneName')?.value;
  return name && !/^(GMT|UTC)\s*[+\-−]?\d/.test(name) ? name : null;
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

/** "India Standard Time · Kolkata (GMT+5:30)": the name people say, the city that tells zones of one name apart. */
const option = (zone: string, language: string, now: Date): DropdownOption => {
  const city = cityOf(zone);
  const name = zoneName(zone, language, now);
  return {
    value: zone,
    label: `${city && !name.includes(city) ? `${name} · ${city}` : name} (${offsetOf(zone, language, now)})`,
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
