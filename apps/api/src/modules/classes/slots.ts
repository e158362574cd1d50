import { addDays, isoDate, localParts, parseIsoDate, zonedInstant } from '@sangam/panchang';

/**
 * Open times of a class, Cal.com's model: the tutor's weekly hours in the tutor's own zone, date
 * overrides that replace a day's hours (none = a day off), buffers kept free around every booking,
 * a minimum notice and a booking horizon. Slots start at each window's start and follow each other
 * by the class's duration; each is shown in the visitor's zone. Pure: the database decides races.
 */

/** 'HH:MM' on the 24-hour clock. */
type ClockTime = string;

export interface WeeklyHours {
  /** 0 Sunday … 6 Saturday, in the tutor's zone. */
  weekday: number;
  start: ClockTime;
  end: ClockTime;
}

export interface DateOverride {
  /** A date in the tutor's zone. */
  date: string;
  /** The hours of that date instead of the weekly ones; empty for a day off. */
  intervals: Array<{ start: ClockTime; end: ClockTime }>;
}

export interface Availability {
  timeZone: string;
  weekly: WeeklyHours[];
  overrides: DateOverride[];
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minimumNoticeMinutes: number;
  /** How far ahead people may book, in days from now. */
  horizonDays: number;
}

/** A booking that holds time: confirmed, or held at checkout and not yet expired. */
export interface Busy {
  start: Date;
  end: Date;
  seats: number;
  /** A sitting of this same class: a group class shares its seats at exactly its time. */
  sameClass: boolean;
}

export interface Slot {
  start: Date;
  end: Date;
  seatsLeft: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const clock = (time: ClockTime) => {
  const [h, m] = time.split(':').map(Number);
  return { hour: h!, minute: m! };
};

/** The tutor's windows of one local date, as instants (a DST day is 23 or 25 hours long). */
function windowsOf(availability: Availability, date: { year: number; month: number; day: number }) {
  const iso = isoDate(date);
  const override = availability.overrides.find((o) => o.date === iso);
  const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  const hours = override ? override.intervals : availability.weekly.filter((w) => w.weekday === weekday);
  return hours.map(({ start, end }) => {
    const s = clock(start);
    const e = clock(end);
    // 24:00 is the end of the day: midnight of the next date.
    const endDate = e.hour === 24 ? addDays(date, 1) : date;
    return {
      start: zonedInstant(date, availability.timeZone, s.hour, s.minute),
      end: zonedInstant(endDate, availability.timeZone, e.hour === 24 ? 0 : e.hour, e.minute),
    };
  });
}

/**
 * The open slots whose start lies in [from, to) (instants), for a class of `durationMinutes` with
 * `capacity` seats. A slot at the very start of a group booking shares its seats; any other
 * overlap with a booking (buffers included) closes the slot.
 */
export function openSlots(input: {
  availability: Availability;
  durationMinutes: number;
  capacity: number;
  busy: Busy[];
  from: Date;
  to: Date;
  now: Date;
}): Slot[] {
  const { availability: a, durationMinutes, capacity, busy, now } = input;
  const length = durationMinutes * MINUTE;
  const earliest = Math.max(input.from.getTime(), now.getTime() + a.minimumNoticeMinutes * MINUTE);
  const latest = Math.min(input.to.getTime(), now.getTime() + a.horizonDays * DAY);
  if (earliest >= latest) return [];
  const before = a.bufferBeforeMinutes * MINUTE;
  const after = a.bufferAfterMinutes * MINUTE;
  const sorted = [...busy].sort((x, y) => x.start.getTime() - y.start.getTime());

  // Local dates of the tutor that can hold a window touching [earliest, latest).
  const first = localParts(new Date(earliest - DAY), a.timeZone);
  const last = localParts(new Date(latest + DAY), a.timeZone);
  const lastIso = isoDate(last);
  const slots: Slot[] = [];
  for (
    let date = { year: first.year, month: first.month, day: first.day };
    isoDate(date) <= lastIso;
    date = addDays(date, 1)
  ) {
    for (const window of windowsOf(a, date)) {
      for (let start = window.start.getTime(); start + length <= window.end.getTime(); start += length) {
        if (start < earliest || start >= latest) continue;
        const end = start + length;
        let seatsTaken = 0;
        let blocked = false;
        for (const b of sorted) {
          const bs = b.start.getTime();
          const be = b.end.getTime();
          // Every session keeps its buffers free: the time after one and before the next add up.
          if (bs - before >= end + after) break;
          if (b.sameClass && bs === start && be === end && capacity > 1) {
            seatsTaken += b.seats;
            continue;
          }
          if (start - before < be + after) blocked = true;
        }
        const seatsLeft = capacity - seatsTaken;
        if (!blocked && seatsLeft > 0) slots.push({ start: new Date(start), end: new Date(end), seatsLeft });
      }
    }
  }
  return slots;
}

/** The instant a local date begins in a zone: for 'from'/'to' dates read in the visitor's zone. */
export const startOfLocalDate = (date: string, timeZone: string) => zonedInstant(parseIsoDate(date), timeZone);
