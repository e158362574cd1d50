import type { DropdownOption } from '../../../shared/ui/dropdown/dropdown';

/** The offset of a zone right now, as "GMT+5:30". */
function offsetOf(zone: string, now: Date): string {
  const part = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'shortOffset' })
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
 * Every IANA time zone the browser knows, with its current offset, for the profile's Dropdown.
 * Browsers list some zones by an older name (Asia/Calcutta for Asia/Kolkata), so the person's own
 * zone is added when the list lacks it.
 */
export function timeZoneOptions(current: string): DropdownOption[] {
  const now = new Date();
  cache ??= (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC']).map((zone) =>
    option(zone, now),
  );
  return cache.some((o) => o.value === current) ? cache : [option(current, now), ...cache];
}
