import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isCalendarDate } from './calendar-date';
import { availabilityRequestSchema } from './tutoring';

describe('calendar dates', () => {
  it('count days across months, leap days and the years, both ways', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-03-28', '2026-04-02')).toBe(5);
    expect(daysBetween('2026-04-02', '2026-03-28')).toBe(-5);
  });

  it('takes real days only, and never throws', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-29', '2026-13-01', 'not-a-date', '9999-99-99', '', null, 20260101])
      expect(isCalendarDate(bad)).toBe(false);
  });

  it("a tutor's override with a date that is not one is a field error, not an exception", () => {
    const result = availabilityRequestSchema.safeParse({
      weekly: [],
      overrides: [{ date: 'not-a-date', intervals: [] }],
    });
    expect(result.success).toBe(false);
  });
});

describe('contracts take dates through the one rule', () => {
  it("an organiser's departure on '2026-99-99' is a field error, not an exception", async () => {
    const { departuresRequestSchema } = await import('./journeys');
    const result = departuresRequestSchema.safeParse({ departures: [{ start_date: '2026-99-99', capacity: 20 }] });
    expect(result.success).toBe(false);
  });
});
