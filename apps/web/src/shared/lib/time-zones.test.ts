import { describe, expect, it } from 'vitest';
import { instantInZone, timeZoneOptions, wallClockInZone, zoneName } from './time-zones';

describe('time zones as people say them', () => {
  it('name a zone in the language, not by its id', () => {
    expect(zoneName('Asia/Calcutta', 'en')).toBe('India Standard Time');
    expect(zoneName('Asia/Kolkata', 'hi')).toBe('भारतीय मानक समय');
    expect(zoneName('America/New_York', 'en')).toBe('Eastern Time');
    // Intl has only an offset as UTC's generic name: its full name instead.
    expect(zoneName('UTC', 'en')).toBe('Coordinated Universal Time');
  });

  it('tell zones of one name apart by their city in a picker, with the offset', () => {
    const options = timeZoneOptions('en', 'Asia/Kolkata');
    const label = (zone: string) => options.find((o) => o.value === zone)?.label;
    expect(label('Asia/Kolkata')).toBe('India Standard Time · Kolkata (GMT+5:30)');
    expect(label('America/New_York')).toMatch(/^Eastern Time · New York \(GMT-[45]\)$/);
    expect(label('America/Detroit')).toMatch(/^Eastern Time · Detroit /);
    expect(options.every((o) => !o.label.includes('_'))).toBe(true);
  });

  it('turn a wall-clock time of a zone into its instant and back, across a clock change', () => {
    expect(instantInZone('2026-12-05T15:30', 'Asia/Kolkata')).toBe('2026-12-05T10:00:00.000Z');
    expect(wallClockInZone('2026-12-05T10:00:00.000Z', 'Asia/Kolkata')).toBe('2026-12-05T15:30');
    // New York: the day before and the day after summer time ends (1 November 2026).
    expect(instantInZone('2026-10-31T09:00', 'America/New_York')).toBe('2026-10-31T13:00:00.000Z');
    expect(instantInZone('2026-11-02T09:00', 'America/New_York')).toBe('2026-11-02T14:00:00.000Z');
    expect(instantInZone('tomorrow', 'UTC')).toBeNull();
  });
});
