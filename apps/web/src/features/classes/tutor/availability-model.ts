import { availabilityRequestSchema, type AvailabilityRequest } from '@sangam/contracts';
import type { DescribedError } from '../../../shared/api/error-messages';
import { describeCreatorError } from '../../creator';
import { schemaRefusal, wholeNumber } from './schema-check';

/** Monday first, as most of our tutors' calendars are; the API counts 0 Sunday … 6 Saturday. */
export const WEEK = [1, 2, 3, 4, 5, 6, 0];
export const UNITS = { minutes: 1, hours: 60, days: 24 * 60 } as const;
export type Unit = keyof typeof UNITS;

export interface Range {
  id: string;
  start: string;
  /** As the time input shows it: '00:00' as an end is midnight ('24:00' for the API). */
  end: string;
}
export interface Override {
  id: string;
  date: string;
  dayOff: boolean;
  ranges: Range[];
}

/** The availability form as typed: hours by weekday, the date changes, and the numbers as text. */
export interface AvailabilityValues {
  timeZone: string;
  weekly: Record<number, Range[]>;
  overrides: Override[];
  numbers: {
    buffer_before: string;
    buffer_after: string;
    horizon: string;
    notice: { value: string; unit: Unit };
  };
}

/** Messages by range id ({ start, end }), by override id (its date), and by field name. */
export interface AvailabilityProblems {
  ranges: Record<string, { start?: string; end?: string }>;
  dates: Record<string, string>;
  fields: Record<string, string>;
}

/** For each index of the request's arrays, the range or override of the form it came from. */
interface RowIds {
  weeklyIds: string[];
  overrideIds: Array<{ id: string; ranges: string[] }>;
}

const apiEnd = (end: string) => (end === '00:00' ? '24:00' : end);

/** The request with, for each index of its arrays, the range or override it came from. */
export function availabilityRequest(values: AvailabilityValues): { body: AvailabilityRequest } & RowIds {
  const weeklyIds: string[] = [];
  const weekly: NonNullable<AvailabilityRequest['weekly']> = [];
  for (const day of WEEK) {
    for (const range of values.weekly[day] ?? []) {
      weeklyIds.push(range.id);
      weekly.push({ weekday: day, start: range.start, end: apiEnd(range.end) });
    }
  }
  const { numbers, overrides } = values;
  return {
    body: {
      time_zone: values.timeZone,
      weekly,
      overrides: overrides.map((o) => ({
        date: o.date,
        intervals: o.dayOff ? [] : o.ranges.map((r) => ({ start: r.start, end: apiEnd(r.end) })),
      })),
      buffer_before_minutes: wholeNumber(numbers.buffer_before),
      buffer_after_minutes: wholeNumber(numbers.buffer_after),
      horizon_days: wholeNumber(numbers.horizon),
      // The schema knows minutes only: a notice of '2' days is 2880 of them.
      minimum_notice_minutes: wholeNumber(numbers.notice.value) * UNITS[numbers.notice.unit],
    },
    weeklyIds,
    overrideIds: overrides.map((o) => ({ id: o.id, ranges: o.dayOff ? [] : o.ranges.map((r) => r.id) })),
  };
}

/**
 * A refusal (the API's, or the schema's before sending) placed on the form: 'weekly.3.end',
 * 'overrides.1.date', 'overrides.1.intervals.0.start' back to the row they name, others by field.
 */
export function describeAvailabilityError(
  error: unknown,
  { weeklyIds, overrideIds }: RowIds,
): AvailabilityProblems & Pick<DescribedError, 'form'> {
  const described = describeCreatorError(error);
  const ranges: AvailabilityProblems['ranges'] = {};
  const dates: AvailabilityProblems['dates'] = {};
  const fields: AvailabilityProblems['fields'] = {};
  for (const [path, message] of Object.entries(described.fields)) {
    const parts = path.split('.');
    const field = parts[parts.length - 1] === 'end' ? 'end' : 'start';
    if (parts[0] === 'weekly' && parts.length > 1) {
      const id = weeklyIds[Number(parts[1])];
      if (id) ranges[id] = { [field]: message, ...ranges[id] };
    } else if (parts[0] === 'overrides' && parts.length > 2) {
      const o = overrideIds[Number(parts[1])];
      if (o && parts[2] === 'date') dates[o.id] ??= message;
      else if (o && parts[2] === 'intervals') {
        const id = o.ranges[Number(parts[3])];
        if (id) ranges[id] = { [field]: message, ...ranges[id] };
        else dates[o.id] ??= message;
      }
    } else fields[parts[0]!] ??= message;
  }
  return { form: described.form, ranges, dates, fields };
}

/** What the contract's schema refuses before the availability is sent, in the person's language, on its rows. */
export function availabilityProblems(request: ReturnType<typeof availabilityRequest>): AvailabilityProblems {
  const refusal = schemaRefusal(availabilityRequestSchema, request.body);
  if (!refusal) return { ranges: {}, dates: {}, fields: {} };
  const { form: _form, ...problems } = describeAvailabilityError(refusal, request);
  return problems;
}
