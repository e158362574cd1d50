import type { PanchangDay } from '@sangam/contracts';
import { describe, expect, it } from 'vitest';
import {
  choghadiyaQuality,
  isPanchangDate,
  limbSteps,
  neighbourDays,
  placeFromAddress,
  placeSearch,
} from './panchang-day';

// Chennai, 1 December 2026, as the API answers it: Ashtami began just after midnight (before
// sunrise) and gives way to Navami at night; the nakshatra changes once; the karana three times.
const day = {
  tithi: {
    number: 23,
    id: 'ashtami',
    paksha: 'krishna',
    starts_at: '2026-11-30T18:42:45Z',
    ends_at: '2026-12-01T17:44:56Z',
  },
  nakshatra: { number: 10, id: 'magha', ends_at: '2026-12-01T03:30:36Z' },
  yoga: { number: 27, id: 'vaidhriti', ends_at: '2026-12-01T06:44:40Z' },
  karana: { number: 45, id: 'balava', ends_at: '2026-12-01T06:09:14Z' },
  transitions: [
    { limb: 'tithi', id: 'ashtami', number: 23, at: '2026-11-30T18:42:45Z' },
    { limb: 'karana', id: 'balava', number: 45, at: '2026-11-30T18:42:45Z' },
    { limb: 'nakshatra', id: 'purva-phalguni', number: 11, at: '2026-12-01T03:30:36Z' },
    { limb: 'karana', id: 'kaulava', number: 46, at: '2026-12-01T06:09:14Z' },
    { limb: 'yoga', id: 'vishkambha', number: 1, at: '2026-12-01T06:44:40Z' },
    { limb: 'tithi', id: 'navami', number: 24, at: '2026-12-01T17:44:56Z' },
    { limb: 'karana', id: 'taitila', number: 47, at: '2026-12-01T17:44:56Z' },
  ],
} as unknown as PanchangDay;

describe('limbSteps', () => {
  it('starts at the limb of sunrise and leaves out the changes before it', () => {
    expect(limbSteps(day, 'tithi')).toEqual([
      { id: 'ashtami', number: 23, from: null, until: '2026-12-01T17:44:56Z' },
      { id: 'navami', number: 24, from: '2026-12-01T17:44:56Z', until: null },
    ]);
  });

  it('gives each later one its start and, but for the last, its end', () => {
    expect(limbSteps(day, 'karana').map((step) => [step.id, step.from, step.until])).toEqual([
      ['balava', null, '2026-12-01T06:09:14Z'],
      ['kaulava', '2026-12-01T06:09:14Z', '2026-12-01T17:44:56Z'],
      ['taitila', '2026-12-01T17:44:56Z', null],
    ]);
  });

  it('keeps every change when the limb of sunrise began before the day', () => {
    expect(limbSteps(day, 'nakshatra').map((step) => step.id)).toEqual(['magha', 'purva-phalguni']);
    expect(limbSteps(day, 'yoga').map((step) => step.id)).toEqual(['vaidhriti', 'vishkambha']);
  });
});

describe('choghadiyaQuality', () => {
  it('tells the auspicious from the inauspicious, with char for travel', () => {
    expect(['amrit', 'shubh', 'labh', 'char', 'udveg', 'kaal', 'rog'].map(choghadiyaQuality)).toEqual([
      'good',
      'good',
      'good',
      'neutral',
      'bad',
      'bad',
      'bad',
    ]);
  });
});

describe('isPanchangDate and neighbourDays', () => {
  it('takes real dates within the calendar’s years only', () => {
    expect(isPanchangDate('2026-12-01')).toBe(true);
    expect(isPanchangDate('2028-02-29')).toBe(true);
    expect(isPanchangDate('2026-02-30')).toBe(false);
    expect(isPanchangDate('2101-01-01')).toBe(false);
    expect(isPanchangDate('1-12-2026')).toBe(false);
  });

  it('offers no day beyond the calendar’s years', () => {
    expect(neighbourDays('2026-12-31')).toEqual({ previous: '2026-12-30', next: '2027-01-01' });
    expect(neighbourDays('2100-12-31')).toEqual({ previous: '2100-12-30', next: null });
    expect(neighbourDays('1900-01-01').previous).toBeNull();
  });
});

describe('a place in the address', () => {
  it('goes there and back', () => {
    const chennai = { city: 'Chennai', lat: 13.0827, lon: 80.2707, zone: 'Asia/Kolkata' };
    const search = placeSearch(chennai);
    expect(placeFromAddress(new URLSearchParams(search))).toEqual(chennai);
    expect(placeSearch(null)).toBe('');
  });

  it('is ignored when any part is missing or wrong', () => {
    for (const search of [
      'lat=13&lon=80&tz=Asia/Kolkata',
      'city=X&lon=80&tz=Asia/Kolkata',
      'city=X&lat=91&lon=80&tz=Asia/Kolkata',
      'city=X&lat=13&lon=80&tz=Mars/Olympus',
      'city=X&lat=north&lon=80&tz=Asia/Kolkata',
    ])
      expect(placeFromAddress(new URLSearchParams(search))).toBeNull();
  });
});
