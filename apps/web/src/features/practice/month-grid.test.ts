import type { PanchangMonthDay } from '@sangam/contracts';
import { describe, expect, it } from 'vitest';
import { feedAddress, festivalsFor, leadingBlanks, markOf, monthAfter, monthOf, monthPath } from './month-grid';

const day = (festivals: Array<{ id: string; regions: string[] }>): PanchangMonthDay => ({
  date: '2026-12-20',
  tithi: { number: 11, id: 'ekadashi' },
  paksha: 'shukla',
  nakshatra: { number: 1, id: 'ashwini' },
  moon_phase: { illuminated: 0.8, id: 'waxing-gibbous' },
  festivals: festivals.map((f) => ({ ...f, date: '2026-12-20' })),
  sunrise: null,
  sunset: null,
  solar_dates: {
    tamil: { month: 'karthigai', day: 4, year_name: 'parabhava' },
    malayalam: { month: 'vrischikam', day: 4, era_year: 1202 },
    bengali: { month: 'agrahayan', day: 4, era_year: 1433 },
    odia: { month: 'margasira', day: 4 },
  },
});

describe('the month calendar', () => {
  it('reads the month from the address, within the calendar’s years', () => {
    expect(monthOf('2026', '12')).toEqual({ year: 2026, month: 12 });
    for (const [y, m] of [
      ['2026', '13'],
      ['2026', '00'],
      ['2026', '1'],
      ['1899', '12'],
      ['2101', '01'],
      ['abcd', '01'],
      [undefined, '01'],
    ])
      expect(monthOf(y, m)).toBeNull();
  });

  it('steps across the year and stops at its ends', () => {
    expect(monthAfter({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(monthAfter({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
    expect(monthAfter({ year: 2100, month: 12 }, 1)).toBeNull();
    expect(monthAfter({ year: 1900, month: 1 }, -1)).toBeNull();
    expect(monthPath({ year: 2027, month: 3 })).toBe('2027/03');
  });

  it('puts the 1st under its weekday, Sunday first', () => {
    expect(leadingBlanks({ year: 2026, month: 12 })).toBe(2); // Tuesday
    expect(leadingBlanks({ year: 2026, month: 11 })).toBe(0); // Sunday
  });

  it('marks Ekadashi, Purnima and Amavasya', () => {
    expect(markOf(day([{ id: 'ekadashi', regions: ['all'] }]))).toBe('ekadashi');
    expect(
      markOf(
        day([
          { id: 'pradosh', regions: ['all'] },
          { id: 'purnima', regions: ['all'] },
        ]),
      ),
    ).toBe('purnima');
    expect(markOf(day([{ id: 'diwali', regions: ['all'] }]))).toBeNull();
  });

  it('shows the festivals of the reader’s tradition, and the pan-Indian ones', () => {
    const d = day([
      { id: 'diwali', regions: ['all'] },
      { id: 'thai-pongal', regions: ['tamil'] },
      { id: 'karva-chauth', regions: ['north', 'punjabi'] },
    ]);
    expect(festivalsFor(d, 'tamil').map((f) => f.id)).toEqual(['diwali', 'thai-pongal']);
    expect(festivalsFor(d, 'north').map((f) => f.id)).toEqual(['diwali', 'karva-chauth']);
  });

  it('subscribes to the feed at the reader’s place, in their language and tradition', () => {
    const place = { lat: 13.08268, lon: 80.27072, zone: 'Asia/Kolkata' };
    expect(feedAddress('https://sangam.example', place, 'ta', 'tamil')).toBe(
      'webcal://sangam.example/api/panchang/calendar.ics?lat=13.0827&lon=80.2707&tz=Asia%2FKolkata&lang=ta&region=tamil',
    );
    expect(feedAddress('http://localhost:3000', null, 'hi', 'bengali')).toBe(
      'webcal://localhost:3000/api/panchang/calendar.ics?lang=hi&region=bengali',
    );
  });
});
