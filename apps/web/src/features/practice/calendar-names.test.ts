import { MOVABLE_KARANAS, SOLAR_MONTHS, TAMIL_YEARS, YOGAS } from '@sangam/panchang';
import { describe, expect, it } from 'vitest';
import practice from '../../locales/en/practice.json';

// The engine names every yoga, karana, solar month and Tamil year by an id; the pages translate the
// ids. A name the engine gives that the texts lack would show as a raw key: every one must be there
// (the other languages are held to English's keys by locales.test.ts).
const keys = (texts: object) => Object.keys(texts).sort();

describe('the calendar names the panchang page reads', () => {
  it('name every yoga and karana of the engine', () => {
    expect(keys(practice.panchang_day.yogas)).toEqual([...YOGAS].sort());
    expect(keys(practice.panchang_day.karanas)).toEqual(
      [...MOVABLE_KARANAS, 'shakuni', 'chatushpada', 'naga', 'kimstughna'].sort(),
    );
  });

  it('name every month of the four solar calendars and every Tamil year', () => {
    for (const [calendar, months] of Object.entries(SOLAR_MONTHS))
      expect(keys(practice.solar.months[calendar as keyof typeof SOLAR_MONTHS])).toEqual([...months].sort());
    expect(keys(practice.solar.tamil_years)).toEqual([...TAMIL_YEARS].sort());
  });
});
