import type { Availability } from './slots';

/** A tutor's availability as selected with `left join tutor_availability a` (columns may be null). */
export interface AvailabilityRow {
  time_zone: string;
  weekly: Availability['weekly'] | null;
  overrides: Availability['overrides'] | null;
  buffer_before_minutes: number | null;
  buffer_after_minutes: number | null;
  minimum_notice_minutes: number | null;
  horizon_days: number | null;
}

/** The slot computation's view of a row; a tutor who never set hours has none. */
export function availabilityOf(row: AvailabilityRow): Availability {
  return {
    timeZone: row.time_zone,
    weekly: row.weekly ?? [],
    overrides: row.overrides ?? [],
    bufferBeforeMinutes: row.buffer_before_minutes ?? 0,
    bufferAfterMinutes: row.buffer_after_minutes ?? 0,
    minimumNoticeMinutes: row.minimum_notice_minutes ?? 0,
    horizonDays: row.horizon_days ?? 60,
  };
}
