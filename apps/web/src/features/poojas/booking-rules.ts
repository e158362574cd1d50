import type { PoojaBooking } from '@sangam/contracts';
import { dateIn } from './temple-clock';

/**
 * Upcoming: held or booked, on the temple's today or later, soonest first. Past: the rest (performed,
 * prasad sent, cancelled, expired, or a day gone by), latest first.
 */
export function splitPoojaBookings(bookings: PoojaBooking[], now = new Date()) {
  const isUpcoming = (b: PoojaBooking) =>
    (b.status === 'held' || b.status === 'booked') && b.day >= dateIn(now, b.temple.time_zone);
  const upcoming = bookings.filter(isUpcoming).sort((a, b) => a.day.localeCompare(b.day) || a.id - b.id);
  const past = bookings.filter((b) => !isUpcoming(b)).sort((a, b) => b.day.localeCompare(a.day) || b.id - a.id);
  return { upcoming, past };
}
