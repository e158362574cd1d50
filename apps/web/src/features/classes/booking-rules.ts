import type { LearnerBooking } from './api';

/** Whether the class's free-cancellation window is still open (the API checks it again). */
export const withinPolicy = (booking: LearnerBooking, now = Date.now()) =>
  new Date(booking.start).getTime() - now >= booking.cancellation_hours * 3_600_000;

/** Upcoming: held or confirmed and not yet over, soonest first. Past: the rest, latest first. */
export function splitBookings(bookings: LearnerBooking[], now = Date.now()) {
  const isUpcoming = (b: LearnerBooking) =>
    (b.status === 'held' || b.status === 'confirmed') && new Date(b.end).getTime() > now;
  const upcoming = bookings.filter(isUpcoming).sort((a, b) => a.start.localeCompare(b.start));
  const past = bookings.filter((b) => !isUpcoming(b)).sort((a, b) => b.start.localeCompare(a.start));
  return { upcoming, past };
}
