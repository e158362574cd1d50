import { describe, expect, it } from 'vitest';
import { dayPeriodWord, withNativeDayPeriods } from './day-periods';

const at = (hour: number, minute = 0) => new Date(Date.UTC(2026, 10, 23, hour, minute));
const time = (lang: string, options: Intl.DateTimeFormatOptions = {}) =>
  withNativeDayPeriods(
    new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC', ...options }),
    lang,
  );

describe('times of day in each language', () => {
  it('name the part of the day before the time, in the language, in place of am/pm', () => {
    expect(time('hi').format(at(6, 40))).toBe('सुबह 6:40');
    expect(time('ta').format(at(6, 40))).toBe('காலை 6:40');
    expect(time('or').format(at(6, 40))).toBe('ସକାଳ 6:40');
    expect(time('te').format(at(19, 10))).toBe('సాయంత్రం 7:10');
    expect(time('bn').format(at(17, 30))).toBe('বিকেল ৫:৩০');
    expect(time('mr').format(at(4, 30))).toBe('पहाटे ४:३०');
    expect(time('gu').format(at(12, 30))).toBe('બપોરે 12:30');
    expect(time('kn').format(at(4, 30))).toBe('ಬೆಳಗಿನ ಜಾವ 4:30');
    expect(time('ml').format(at(15, 0))).toBe('ഉച്ചകഴിഞ്ഞ് 3:00');
    expect(time('hi').format(at(0, 15))).toBe('रात 12:15');
  });

  it('keep English as it is, and a 24-hour clock without a word', () => {
    expect(time('en').format(at(6, 40))).toBe(
      new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(at(6, 40)),
    );
    expect(time('hi', { hourCycle: 'h23' }).format(at(18, 40))).toBe('18:40');
    expect(dayPeriodWord('en', 6)).toBeNull();
  });

  it('in a date with a time and a zone, on the zone’s clock', () => {
    const format = withNativeDayPeriods(
      new Intl.DateTimeFormat('hi', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: 'Asia/Kolkata',
        timeZoneName: 'short',
      }),
      'hi',
    );
    expect(format.format(at(1, 10))).toBe('सोमवार, 23 नवंबर को सुबह 6:40 IST बजे');
  });

  it('in a range: once when both ends share the part of the day, at each end when not', () => {
    const range = time('ta');
    expect(range.formatRange(at(9), at(10))).toBe('காலை 9:00–10:00');
    expect(range.formatRange(at(15), at(17))).toBe('மதியம் 3:00–மாலை 5:00');
  });

  it('leaves dates without a time alone', () => {
    const date = new Intl.DateTimeFormat('hi', { dateStyle: 'long', timeZone: 'UTC' });
    expect(withNativeDayPeriods(date, 'hi').format(at(6))).toBe(date.format(at(6)));
  });
});
