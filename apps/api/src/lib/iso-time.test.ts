import { isoDate, localParts } from '@sangam/panchang';
import { describe, expect, it } from 'vitest';
import { isoInZone } from './iso-time';

describe('an instant in the visitor’s zone', () => {
  /** What Intl reads for each instant on its own: the answer before offsets were kept by day. */
  function readOneByOne(instant: Date, timeZone: string): string {
    const p = localParts(instant, timeZone);
    const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    const offset = Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
    const two = (n: number) => String(n).padStart(2, '0');
    const sign = offset < 0 ? '-' : '+';
    return `${isoDate(p)}T${two(p.hour)}:${two(p.minute)}:${two(p.second)}${sign}${two(Math.floor(Math.abs(offset) / 60))}:${two(Math.abs(offset) % 60)}`;
  }

  it('reads as Intl does every 15 minutes of a year, across each zone’s changes of clocks', () => {
    // London and New York change on different days; Lord Howe by half an hour; Kathmandu and
    // Kolkata never, at +05:45 and +05:30; Santiago changes at midnight local time.
    const zones = [
      'Europe/London',
      'America/New_York',
      'Australia/Lord_Howe',
      'Asia/Kathmandu',
      'Asia/Kolkata',
      'America/Santiago',
    ];
    const start = Date.UTC(2026, 0, 1);
    for (const zone of zones) {
      const wrong: string[] = [];
      for (let t = start; t < start + 366 * 86_400_000; t += 15 * 60_000) {
        const instant = new Date(t + 7_000);
        if (isoInZone(instant, zone) !== readOneByOne(instant, zone)) wrong.push(instant.toISOString());
      }
      expect(wrong, zone).toEqual([]);
    }
  });

  it('says the offset of each side of a change (London, 29 March 2026)', () => {
    expect(isoInZone(new Date('2026-03-29T00:59:59Z'), 'Europe/London')).toBe('2026-03-29T00:59:59+00:00');
    expect(isoInZone(new Date('2026-03-29T01:00:00Z'), 'Europe/London')).toBe('2026-03-29T02:00:00+01:00');
    expect(isoInZone(new Date('2026-10-25T00:59:59Z'), 'Europe/London')).toBe('2026-10-25T01:59:59+01:00');
    expect(isoInZone(new Date('2026-10-25T01:00:00Z'), 'Europe/London')).toBe('2026-10-25T01:00:00+00:00');
  });
});
