import { describe, expect, it } from 'vitest';
import { localDateTimeFormat } from './odia-dates';

const nov23 = new Date(Date.UTC(2026, 10, 23, 1, 10));
const sep4 = new Date(Date.UTC(2027, 8, 4, 13, 30));
const or = (options: Intl.DateTimeFormatOptions, date = nov23) =>
  localDateTimeFormat('or', { timeZone: 'Asia/Kolkata', ...options }).format(date);

describe('Odia dates', () => {
  it('put the day before the month, as Odia writes them, with Odia names', () => {
    expect(or({ day: 'numeric', month: 'long', year: 'numeric' })).toBe('23 ନଭେମ୍ବର 2026');
    expect(or({ dateStyle: 'long' })).toBe('23 ନଭେମ୍ବର 2026');
    expect(or({ dateStyle: 'full' })).toBe('ସୋମବାର, 23 ନଭେମ୍ବର 2026');
    expect(or({ weekday: 'short', day: 'numeric', month: 'short' }, sep4)).toBe('ଶନି, 4 ସେପ୍ଟେମ୍ବର');
    expect(or({ month: 'long', year: 'numeric' })).toBe('ନଭେମ୍ବର 2026');
    expect(or({ month: 'narrow' }, sep4)).toBe('ସେ');
    expect(or({ weekday: 'narrow' })).toBe('ସୋ');
  });

  it('with a time: after the date, the part of the day in Odia', () => {
    expect(
      or({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' }),
    ).toBe('ସୋମବାର, 23 ନଭେମ୍ବର 2026, ସକାଳ 6:40');
    expect(or({ hour: 'numeric', minute: '2-digit' }, sep4)).toBe('ସନ୍ଧ୍ୟା 7:00');
  });

  it('in a range, the shared month and year said once', () => {
    const format = localDateTimeFormat('or', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    expect(format.formatRange(nov23, new Date(Date.UTC(2026, 11, 2)))).toMatch(/^23 ନଭେମ୍ବର\s–\s2 ଡିସେମ୍ବର 2026$/u);
    expect(format.resolvedOptions().locale).toBe('or');
  });

  it('leave every other language to Intl', () => {
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeZone: 'UTC' };
    expect(localDateTimeFormat('hi', options).format(nov23)).toBe(new Intl.DateTimeFormat('hi', options).format(nov23));
    expect(localDateTimeFormat(['en'], options).format(nov23)).toBe('November 23, 2026');
  });
});
