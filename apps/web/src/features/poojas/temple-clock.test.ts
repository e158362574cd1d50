import { describe, expect, it } from 'vitest';
import { aartisAround, dateIn, plusDays, zonedInstant } from './temple-clock';

describe("a temple's clock", () => {
  it('finds the instant a zone shows a time, in India and across daylight saving time', () => {
    expect(zonedInstant('2026-03-29', '06:00', 'Asia/Kolkata').toISOString()).toBe('2026-03-29T00:30:00.000Z');
    // London moves to summer time at 01:00 UTC on 29 March 2026.
    expect(zonedInstant('2026-03-28', '09:00', 'Europe/London').toISOString()).toBe('2026-03-28T09:00:00.000Z');
    expect(zonedInstant('2026-03-29', '09:00', 'Europe/London').toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(zonedInstant('2026-11-01', '23:30', 'America/New_York').toISOString()).toBe('2026-11-02T04:30:00.000Z');
  });

  it('reads dates in a zone and counts days on', () => {
    const instant = new Date('2026-03-28T20:00:00Z');
    expect(dateIn(instant, 'Asia/Kolkata')).toBe('2026-03-29');
    expect(dateIn(instant, 'America/Los_Angeles')).toBe('2026-03-28');
    expect(plusDays('2026-02-28', 1)).toBe('2026-03-01');
  });

  it("lists the temple's aartis of its today in order, and the next one, tomorrow's after the last", () => {
    const aartis = [
      { name: 'Sandhya', time: '19:00' },
      { name: 'Mangala', time: '04:45' },
    ];
    // 10:00 in India.
    const morning = aartisAround(aartis, 'Asia/Kolkata', new Date('2026-03-29T04:30:00Z'));
    expect(morning.today.map((a) => a.name)).toEqual(['Mangala', 'Sandhya']);
    expect(morning.next?.name).toBe('Sandhya');
    expect(morning.next?.at.toISOString()).toBe('2026-03-29T13:30:00.000Z');
    // 22:00 in India: the next is tomorrow's Mangala.
    const night = aartisAround(aartis, 'Asia/Kolkata', new Date('2026-03-29T16:30:00Z'));
    expect(night.next?.name).toBe('Mangala');
    expect(night.next?.at.toISOString()).toBe('2026-03-29T23:15:00.000Z');
    expect(aartisAround([], 'Asia/Kolkata').next).toBeNull();
  });
});
