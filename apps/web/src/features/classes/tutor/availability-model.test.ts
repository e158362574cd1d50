import { ApiError } from '../../../shared/api/http-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage, i18n } from '../../../shared/i18n/i18n';
import { ruleMessage } from '../../creator';
import {
  availabilityProblems,
  availabilityRequest,
  describeAvailabilityError,
  type AvailabilityValues,
} from './availability-model';

function values(change: Partial<AvailabilityValues> = {}): AvailabilityValues {
  return {
    timeZone: 'Asia/Kolkata',
    weekly: { 1: [{ id: 'mon', start: '09:00', end: '12:00' }], 3: [{ id: 'wed', start: '17:00', end: '00:00' }] },
    overrides: [],
    numbers: { buffer_before: '0', buffer_after: '10', horizon: '60', notice: { value: '2', unit: 'days' } },
    ...change,
  };
}
const en = ruleMessage;

beforeAll(async () => {
  await activateLanguage('en');
  await i18n.loadNamespaces(['creator', 'common']);
});

describe('the availability form', () => {
  it('sends the hours Monday first, midnight as 24:00, the notice in minutes', () => {
    const request = availabilityRequest(
      values({
        overrides: [
          { id: 'd', date: '2026-12-24', dayOff: false, ranges: [{ id: 'x', start: '10:00', end: '11:00' }] },
        ],
      }),
    );
    expect(request.body).toEqual({
      time_zone: 'Asia/Kolkata',
      weekly: [
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 3, start: '17:00', end: '24:00' },
      ],
      overrides: [{ date: '2026-12-24', intervals: [{ start: '10:00', end: '11:00' }] }],
      buffer_before_minutes: 0,
      buffer_after_minutes: 10,
      horizon_days: 60,
      minimum_notice_minutes: 2880,
    });
    expect(request.weeklyIds).toEqual(['mon', 'wed']);
    expect(availabilityProblems(request)).toEqual({ ranges: {}, dates: {}, fields: {} });
  });

  it('names an overlap and an end before its start at the range they concern', () => {
    const weekly = {
      1: [
        { id: 'a', start: '09:00', end: '12:00' },
        { id: 'b', start: '11:00', end: '13:00' },
      ],
      5: [{ id: 'c', start: '15:00', end: '14:00' }],
    };
    expect(availabilityProblems(availabilityRequest(values({ weekly })))).toEqual({
      ranges: { b: { start: en('overlap') }, c: { end: en('endAfterStart') } },
      dates: {},
      fields: {},
    });
  });

  it('names a date given twice, a blank date and a blank time on their own rows', () => {
    const overrides = [
      { id: 'd1', date: '2026-12-24', dayOff: true, ranges: [] },
      { id: 'd2', date: '2026-12-24', dayOff: true, ranges: [] },
      { id: 'd3', date: '', dayOff: false, ranges: [{ id: 'r', start: '', end: '11:00' }] },
    ];
    expect(availabilityProblems(availabilityRequest(values({ weekly: {}, overrides })))).toEqual({
      // The form's own words, not the API's English sentence ('Use a time such as 09:30 on the 24-hour clock.').
      ranges: { r: { start: 'Enter a time such as 09:30.' } },
      dates: { d2: en('duplicateDate'), d3: en('date') },
      fields: {},
    });
  });

  it('gives each number its field’s message, the notice counted in its unit', () => {
    const numbers = {
      buffer_before: 'ten',
      buffer_after: '121',
      horizon: '',
      notice: { value: '31', unit: 'days' as const },
    };
    expect(availabilityProblems(availabilityRequest(values({ numbers }))).fields).toEqual({
      buffer_before_minutes: en('buffer'),
      buffer_after_minutes: en('buffer'),
      horizon_days: en('horizon'),
      minimum_notice_minutes: en('notice'),
    });
  });

  it('puts the API’s messages on the rows the request’s indexes came from', () => {
    const request = availabilityRequest(
      values({
        overrides: [
          { id: 'd', date: '2026-12-24', dayOff: false, ranges: [{ id: 'x', start: '10:00', end: '11:00' }] },
        ],
      }),
    );
    const refusal = new ApiError(400, 'invalid', 'Invalid request body', {
      'weekly.1.end': ['The end must come after the start.'],
      'overrides.0.intervals.0.start': ['These hours overlap other hours of the same day.'],
      time_zone: ['Use a time zone such as Asia/Kolkata.'],
    });
    expect(describeAvailabilityError(refusal, request)).toEqual({
      form: i18n.t('creator:errors.check_fields'),
      ranges: { wed: { end: en('endAfterStart') }, x: { start: en('overlap') } },
      dates: {},
      fields: { time_zone: en('timeZone') },
    });
  });
});
