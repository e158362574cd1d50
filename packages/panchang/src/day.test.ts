import { describe, expect, it } from 'vitest';
import { dayPanchang, nextCrossing, sunSidereal, tithiId, karanaId } from './index';

// New Delhi, as Drik Panchang's default page for these dates.
const delhi = { latitude: 28.6139, longitude: 77.209 };
const day = (date: string) => dayPanchang(date, delhi, 'Asia/Kolkata');
/** Minutes between an instant and an IST wall-clock reading. */
const minutesFrom = (instant: Date | null, ist: string) =>
  Math.abs(instant!.getTime() - new Date(`${ist}+05:30`).getTime()) / 60_000;

describe('the day at New Delhi', () => {
  it('Mauni Amavasya, 29 January 2025: Amavasya at sunrise, ending 6:05 PM (Drik Panchang)', () => {
    const p = day('2025-01-29');
    expect(p.tithi).toMatchObject({ number: 30, id: 'amavasya', paksha: 'krishna' });
    expect(minutesFrom(p.tithi.endsAt, '2025-01-29T18:05')).toBeLessThan(5);
    expect(p.amanta).toEqual({ id: 'pausha', adhika: false });
    expect(p.purnimanta.id).toBe('magha');
    expect(p.vikramSamvat).toBe(2081);
  });

  it('Magha Purnima, 12 February 2025: Purnima ending 7:22 PM (Drik Panchang)', () => {
    const p = day('2025-02-12');
    expect(p.tithi).toMatchObject({ number: 15, id: 'purnima', paksha: 'shukla' });
    expect(minutesFrom(p.tithi.endsAt, '2025-02-12T19:22')).toBeLessThan(5);
    expect(p.amanta.id).toBe('magha');
  });

  it('the new year: Chaitra Shukla Pratipada on 30 March 2025 begins Vikram Samvat 2082', () => {
    const before = day('2025-03-28');
    expect(before.amanta.id).toBe('phalguna');
    expect(before.vikramSamvat).toBe(2081);
    const p = day('2025-03-30');
    expect(p.tithi).toMatchObject({ number: 1, id: 'pratipada', paksha: 'shukla' });
    expect(p.amanta).toEqual({ id: 'chaitra', adhika: false });
    expect(p.vikramSamvat).toBe(2082);
    expect(p.shakaSamvat).toBe(1947);
  });

  it('sunrise and sunset on the June solstice: 5:24 AM and 7:22 PM (timeanddate.com, New Delhi)', () => {
    const p = day('2025-06-21');
    expect(minutesFrom(p.sunrise, '2025-06-21T05:24')).toBeLessThan(2);
    expect(minutesFrom(p.sunset, '2025-06-21T19:22')).toBeLessThan(2);
  });

  it('Janmashtami, 16 August 2025: Krishna Ashtami of Bhadrapada (purnimanta)', () => {
    const p = day('2025-08-16');
    expect(p.tithi).toMatchObject({ number: 23, id: 'ashtami', paksha: 'krishna' });
    expect(p.purnimanta.id).toBe('bhadrapada');
    expect(p.amanta.id).toBe('shravana');
  });

  it('Diwali, 20 October 2025: Chaturdashi at sunrise, Amavasya from 3:44 PM (Drik Panchang)', () => {
    const p = day('2025-10-20');
    expect(p.tithi.id).toBe('chaturdashi');
    expect(minutesFrom(p.tithi.endsAt, '2025-10-20T15:44')).toBeLessThan(5);
    expect(p.purnimanta.id).toBe('kartika');
  });

  it('adhika months: Shravana in 2023 and Jyeshtha in 2026 (no sankranti between their new moons)', () => {
    expect(day('2023-08-01').amanta).toEqual({ id: 'shravana', adhika: true });
    expect(day('2026-06-01').amanta).toEqual({ id: 'jyeshtha', adhika: true });
    expect(day('2026-06-25').amanta).toEqual({ id: 'jyeshtha', adhika: false });
  });

  it('each element ends after the moment it is read at, within its longest span', () => {
    const p = day('2026-11-22');
    for (const [end, hours] of [
      [p.tithi.endsAt, 27],
      [p.nakshatra.endsAt, 27],
      [p.yoga.endsAt, 27],
      [p.karana.endsAt, 14],
    ] as const) {
      expect(end!.getTime()).toBeGreaterThan(p.reference.getTime());
      expect(end!.getTime() - p.reference.getTime()).toBeLessThan(hours * 3_600_000);
    }
    expect(p.tithi.startsAt!.getTime()).toBeLessThanOrEqual(p.reference.getTime());
  });
});

describe('sankranti (Lahiri ayanamsa)', () => {
  it('Makar Sankranti 2025 falls on the morning of 14 January', () => {
    const moment = nextCrossing(sunSidereal, 270, new Date('2025-01-10T00:00Z'), 10)!;
    // Drik Panchang gives 9:03 AM; we are within a quarter of an hour (see the decision record).
    expect(minutesFrom(moment, '2025-01-14T09:03')).toBeLessThan(15);
  });
});

describe('names', () => {
  it('tithis and karanas by position', () => {
    expect([1, 11, 14, 15, 16, 26, 30].map(tithiId)).toEqual([
      'pratipada',
      'ekadashi',
      'chaturdashi',
      'purnima',
      'pratipada',
      'ekadashi',
      'amavasya',
    ]);
    expect([0, 1, 7, 8, 56, 57, 58, 59].map(karanaId)).toEqual([
      'kimstughna',
      'bava',
      'vishti',
      'bava',
      'vishti',
      'shakuni',
      'chatushpada',
      'naga',
    ]);
  });

  it('refuses dates that do not exist', () => {
    expect(() => day('2025-02-30')).toThrow(RangeError);
    expect(() => day('30-03-2025')).toThrow(RangeError);
  });
});

describe('time zones', () => {
  it('reads a day in New York across the DST change', () => {
    const ny = { latitude: 40.7128, longitude: -74.006 };
    const p = dayPanchang('2025-03-09', ny, 'America/New_York');
    // Sunrise that morning is at 7:2x local daylight time (UTC−4): 11:2x UTC.
    expect(p.sunrise!.getUTCHours()).toBe(11);
  });

  it('falls back to 6:00 local where the Sun does not rise', () => {
    const p = dayPanchang('2025-12-21', { latitude: 78.22, longitude: 15.65 }, 'Arctic/Longyearbyen');
    expect(p.sunrise).toBeNull();
    expect(p.reference.toISOString()).toBe('2025-12-21T05:00:00.000Z');
  });
});
