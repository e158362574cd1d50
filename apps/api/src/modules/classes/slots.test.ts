import { describe, expect, it } from 'vitest';
import { openSlots, startOfLocalDate, type Availability, type Busy } from './slots';
import { isoInZone } from '../../lib/iso-time';

const weekdays = (start: string, end: string) => [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start, end }));

const base = (over: Partial<Availability> = {}): Availability => ({
  timeZone: 'Asia/Kolkata',
  weekly: weekdays('09:00', '12:00'),
  overrides: [],
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeMinutes: 0,
  horizonDays: 365,
  ...over,
});

function slots(
  availability: Availability,
  from: string,
  to: string,
  viewer: string,
  opts: { busy?: Busy[]; now?: string; duration?: number; capacity?: number } = {},
) {
  return openSlots({
    availability,
    durationMinutes: opts.duration ?? 60,
    capacity: opts.capacity ?? 1,
    busy: opts.busy ?? [],
    from: startOfLocalDate(from, viewer),
    to: startOfLocalDate(to, viewer),
    now: new Date(opts.now ?? '2026-01-01T00:00:00Z'),
  }).map((s) => ({ start: isoInZone(s.start, viewer), seats: s.seatsLeft }));
}

describe('open slots', () => {
  it("are the tutor's hours in the tutor's zone, shown in the visitor's", () => {
    expect(slots(base(), '2026-02-10', '2026-02-11', 'Asia/Kolkata').map((s) => s.start)).toEqual([
      '2026-02-10T09:00:00+05:30',
      '2026-02-10T10:00:00+05:30',
      '2026-02-10T11:00:00+05:30',
    ]);
    // A visitor in London on the same day: 09:00 in Kolkata is 03:30 there.
    expect(slots(base(), '2026-02-10', '2026-02-11', 'Europe/London').map((s) => s.start)).toEqual([
      '2026-02-10T03:30:00+00:00',
      '2026-02-10T04:30:00+00:00',
      '2026-02-10T05:30:00+00:00',
    ]);
  });

  it("keep the tutor's wall clock across the tutor's daylight-saving change", () => {
    const newYork = base({ timeZone: 'America/New_York', weekly: [{ weekday: 0, start: '09:00', end: '10:00' }] });
    // The US moves its clocks on Sunday 8 March 2026: 09:00 stays 09:00 in New York.
    expect(slots(newYork, '2026-03-01', '2026-03-09', 'UTC').map((s) => s.start)).toEqual([
      '2026-03-01T14:00:00+00:00',
      '2026-03-08T13:00:00+00:00',
    ]);
    expect(slots(newYork, '2026-03-01', '2026-03-09', 'America/New_York').map((s) => s.start)).toEqual([
      '2026-03-01T09:00:00-05:00',
      '2026-03-08T09:00:00-04:00',
    ]);
  });

  it("are read with the visitor's offset across the visitor's daylight-saving change", () => {
    const sundays = base({ weekly: [{ weekday: 0, start: '18:00', end: '19:00' }] });
    // The UK moves its clocks on Sunday 29 March 2026; Kolkata does not.
    expect(slots(sundays, '2026-03-22', '2026-03-30', 'Europe/London').map((s) => s.start)).toEqual([
      '2026-03-22T12:30:00+00:00',
      '2026-03-29T13:30:00+01:00',
    ]);
  });

  it('follow date overrides: a day off, and other hours', () => {
    const a = base({
      overrides: [
        { date: '2026-02-10', intervals: [] },
        { date: '2026-02-11', intervals: [{ start: '17:00', end: '19:00' }] },
      ],
    });
    expect(slots(a, '2026-02-10', '2026-02-12', 'Asia/Kolkata').map((s) => s.start)).toEqual([
      '2026-02-11T17:00:00+05:30',
      '2026-02-11T18:00:00+05:30',
    ]);
  });

  it('keep the buffers free around every booking', () => {
    const a = base({ bufferBeforeMinutes: 0, bufferAfterMinutes: 15, weekly: weekdays('09:00', '14:00') });
    const busy = [
      { start: new Date('2026-02-10T05:30:00Z'), end: new Date('2026-02-10T06:30:00Z'), seats: 1, sameClass: false },
    ];
    // Booked 11:00–12:00: 10:00 would end at 11:00 with its 15 minutes after overlapping it, and
    // 12:00 starts inside the booking's 15 minutes after.
    expect(slots(a, '2026-02-10', '2026-02-11', 'Asia/Kolkata', { busy }).map((s) => s.start)).toEqual([
      '2026-02-10T09:00:00+05:30',
      '2026-02-10T13:00:00+05:30',
    ]);
  });

  it('respect the minimum notice and the horizon', () => {
    const a = base({ minimumNoticeMinutes: 120, horizonDays: 1 });
    // Now is 08:30 in Kolkata on 10 February: 09:00 and 10:00 are too soon, 11 February is too far.
    const open = slots(a, '2026-02-10', '2026-02-13', 'Asia/Kolkata', { now: '2026-02-10T03:00:00Z' });
    expect(open.map((s) => s.start)).toEqual(['2026-02-10T11:00:00+05:30']);
  });

  it('share the seats of a group session and close it when full', () => {
    const busy = [
      { start: new Date('2026-02-10T04:30:00Z'), end: new Date('2026-02-10T05:30:00Z'), seats: 2, sameClass: true },
    ];
    const open = slots(base(), '2026-02-10', '2026-02-11', 'Asia/Kolkata', { busy, capacity: 5 });
    expect(open[1]).toEqual({ start: '2026-02-10T10:00:00+05:30', seats: 3 });
    const full = [{ ...busy[0]!, seats: 5 }];
    expect(slots(base(), '2026-02-10', '2026-02-11', 'Asia/Kolkata', { busy: full, capacity: 5 })).toHaveLength(2);
  });

  it('fit the class length into each window', () => {
    const open = slots(base(), '2026-02-10', '2026-02-11', 'Asia/Kolkata', { duration: 90 });
    expect(open.map((s) => s.start)).toEqual(['2026-02-10T09:00:00+05:30', '2026-02-10T10:30:00+05:30']);
  });
});
