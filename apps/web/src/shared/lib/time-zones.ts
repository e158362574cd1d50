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

/** The offset of a zone right now, as "GMT+5:30". */
function offsetOf(zone: string, now: Date): string {
  const part = dateTimeFormat('en', { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(now)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? '';
}

const option = (zone: string, now: Date): DropdownOption => ({
  value: zone,
  label: `${zone.replaceAll('_', ' ')} (${offsetOf(zone, now)})`,
});

let cache: DropdownOption[] | null = null;

/**
 * Every IANA time zone the browser knows, with its current offset, for a time-zone picker.
 * Browsers list some zones by an older name (Asia/Calcutta for Asia/Kolkata) and may leave out UTC,
 * so the zones asked for (the person's own, say) are added when the list lacks them.
 */
export function timeZoneOptions(...wanted: string[]): DropdownOption[] {
  const now = new Date();
  cache ??= (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC']).map((zone) =>
    option(zone, now),
  );
  const missing = [...new Set(wanted)].filter((zone) => zone && !cache!.some((o) => o.value === zone));
  return missing.length ? [...missing.map((zone) => option(zone, now)), ...cache] : cache;
}
