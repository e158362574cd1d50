import { describe, expect, it } from 'vitest';
import { calendarFileHref, festivalCalendarFile } from './calendar-file';

const file = festivalCalendarFile({
  id: 'durga-ashtami',
  date: '2026-12-31',
  title: 'দুর্গাপূজা: মহাষ্টমী',
  description: 'দুর্গাপূজার অষ্টম দিন, সকালে অঞ্জলি; সন্ধিপূজা সহ, আর কুমারী পূজা।',
});

describe('a festival as a calendar file', () => {
  it('is one all-day event with a stable id, ending the next day (across a year)', () => {
    expect(file.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(file).toContain('\r\nUID:durga-ashtami-20261231@sanatansangam\r\n');
    expect(file).toContain('\r\nDTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101\r\n');
    expect(file.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  });

  it('escapes text and folds lines at 75 octets without splitting a letter', () => {
    const lines = file.split('\r\n');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = file.replace(/\r\n /g, '');
    expect(unfolded).toContain('DESCRIPTION:দুর্গাপূজার অষ্টম দিন\\, সকালে অঞ্জলি\\; সন্ধিপূজা সহ\\, আর কুমারী পূজা।');
    expect(unfolded).toContain('SUMMARY:দুর্গাপূজা: মহাষ্টমী');
  });

  it('downloads from a data address', () => {
    expect(decodeURIComponent(calendarFileHref(file).replace('data:text/calendar;charset=utf-8,', ''))).toBe(file);
  });
});
