import type { DropdownOption } from '../../../shared/ui/dropdown/dropdown';

/** The offset of a zone right now, as "GMT+5:30". */
function offsetOf(zone: string, now: Date): string {
  const part = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(now)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? '';
}

let cache: DropdownOption[] | null = null;

/** Every IANA time zone the browser knows, with its current offset, for the profile's Dropdown. */
export function timeZoneOptions(): DropdownOption[] {
  if (cache) return cache;
  const now = new Date();
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['Asia/Kolkata', 'UTC'];
  cache = zones.map((zone) => ({ value: zone, label: `${zone.replaceAll('_', ' ')} (${offsetOf(zone, now)})` }));
  return cache;
}
