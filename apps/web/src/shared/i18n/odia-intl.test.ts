import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installOdiaDates, joinList } from './odia-intl';

// Node has full ICU, with Odia: its own output is what the stand-in must print in browsers without it.
const Native = Intl.DateTimeFormat;
const nativeSupported = Native.supportedLocalesOf;
const dates = [new Date(Date.UTC(2026, 10, 23, 9, 5)), new Date(Date.UTC(2027, 0, 4, 15, 30))];
const optionSets: Intl.DateTimeFormatOptions[] = [
  { dateStyle: 'long', timeZone: 'UTC' },
  { dateStyle: 'medium', timeZone: 'UTC' },
  { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  { day: 'numeric', month: 'short', timeZone: 'UTC' },
  { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' },
  { weekday: 'short', timeZone: 'UTC' },
  { weekday: 'narrow', timeZone: 'UTC' },
  { month: 'narrow', timeZone: 'UTC' },
  { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' },
];
const expected = optionSets.map((options) => dates.map((date) => new Native('or', options).format(date)));
const expectedRange = new Native('or', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
}).formatRange(dates[0]!, dates[1]!);

describe('Odia dates in a browser without Odia data', () => {
  beforeAll(() => {
    // Pretend to be Chromium, which lacks Odia.
    Native.supportedLocalesOf = (locales) =>
      nativeSupported.call(Native, locales).filter((locale) => !locale.startsWith('or'));
    expect(installOdiaDates()).toBe(true);
  });
  afterAll(() => {
    Intl.DateTimeFormat = Native;
    Native.supportedLocalesOf = nativeSupported;
  });

  it('prints what a browser with Odia data prints, for the formats the app uses', () => {
    const got = optionSets.map((options) => dates.map((date) => new Intl.DateTimeFormat('or', options).format(date)));
    expect(got).toEqual(expected);
    expect(
      new Intl.DateTimeFormat('or', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).formatRange(
        dates[0]!,
        dates[1]!,
      ),
    ).toBe(expectedRange);
  });

  it('keeps format usable as a plain function, works without new, and leaves other languages alone', () => {
    const { format } = new Intl.DateTimeFormat('or', { month: 'long', timeZone: 'UTC' });
    expect(dates.map(format)).toEqual(['ନଭେମ୍ବର', 'ଜାନୁଆରୀ']);
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBeTruthy();
    expect(new Intl.DateTimeFormat('or').resolvedOptions().locale).toBe('or');
    expect(new Intl.DateTimeFormat('hi', { dateStyle: 'long', timeZone: 'UTC' }).format(dates[0])).toBe(
      new Native('hi', { dateStyle: 'long', timeZone: 'UTC' }).format(dates[0]),
    );
    expect(new Intl.DateTimeFormat('or') instanceof Intl.DateTimeFormat).toBe(true);
  });
});

describe('in a browser with Odia data', () => {
  it('changes nothing', () => {
    expect(installOdiaDates()).toBe(false);
    expect(Intl.DateTimeFormat).toBe(Native);
  });
});

describe('lists', () => {
  it('join in Odia as CLDR does, also where the browser has no Odia lists', () => {
    const native = Intl.ListFormat.supportedLocalesOf;
    for (const missing of [false, true]) {
      if (missing) Intl.ListFormat.supportedLocalesOf = () => [];
      try {
        expect(joinList(['ହିନ୍ଦୀ', 'ଓଡ଼ିଆ'], 'or')).toBe('ହିନ୍ଦୀ ଓ ଓଡ଼ିଆ');
        expect(joinList(['a', 'b', 'c'], 'or')).toBe('a, b, ଓ c');
        expect(joinList(['a'], 'or')).toBe('a');
        expect(joinList(['Hindi', 'English'], 'en')).toBe('Hindi and English');
      } finally {
        Intl.ListFormat.supportedLocalesOf = native;
      }
    }
  });
});
