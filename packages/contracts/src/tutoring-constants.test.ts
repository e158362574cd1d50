import { describe, expect, it } from 'vitest';
import {
  TUTORING_MESSAGES,
  classRuleProblems,
  clockMinutes,
  dayRangeProblems,
  isWebAddress,
} from './tutoring-constants';

describe("a day's hours (weekly hours and date changes)", () => {
  it('accepts ranges in any order, touching ones too, and midnight as an end', () => {
    expect(
      dayRangeProblems([
        { start: '14:00', end: '16:00' },
        { start: '09:00', end: '12:00' },
        { start: '12:00', end: '14:00' },
        { start: '22:00', end: '24:00' },
      ]),
    ).toEqual([]);
    expect(clockMinutes('24:00')).toBe(1440);
  });

  it('names the range whose end is not after its start, and the later of two that overlap', () => {
    expect(
      dayRangeProblems([
        { start: '09:00', end: '12:00' },
        { start: '13:00', end: '13:00' },
        { start: '11:30', end: '12:30' },
        { start: '08:00', end: '20:00' },
      ]),
    ).toEqual([
      { index: 1, field: 'end', key: 'endAfterStart' },
      { index: 0, field: 'start', key: 'overlap' },
      { index: 2, field: 'start', key: 'overlap' },
    ]);
  });

  it('leaves badly written times to their own message', () => {
    expect(
      dayRangeProblems([{ start: '9am', end: '10:00' }, null as never, { start: 9, end: '10:00' } as never]),
    ).toEqual([]);
  });
});

describe('the rules between the fields of a class', () => {
  const base = { format: 'online', meeting_url: 'https://meet.example.org/x', address: '', age_min: 6, age_max: 12 };

  it('wants an https meeting link online, an address in person, and ages in order', () => {
    expect(classRuleProblems(base)).toEqual({});
    expect(classRuleProblems({ ...base, meeting_url: 'http://meet.example.org/x' })).toEqual({
      meeting_url: 'meetingUrl',
    });
    expect(classRuleProblems({ ...base, format: 'in_person' })).toEqual({ address: 'address' });
    expect(classRuleProblems({ ...base, format: 'in_person', address: 'Assi Ghat, Varanasi' })).toEqual({});
    expect(classRuleProblems({ ...base, age_min: 13 })).toEqual({ age_max: 'ageOrder' });
  });

  it('reads web addresses strictly', () => {
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('http://example.org/photo.jpg')).toBe(true);
    expect(isWebAddress('http://example.org/photo.jpg', true)).toBe(false);
    expect(isWebAddress('not a link')).toBe(false);
  });

  it('has one sentence per message, so each can be found back by its text', () => {
    const texts = Object.values(TUTORING_MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
