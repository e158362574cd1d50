import type { JourneyBooking } from '@sangam/contracts';
import { journeyToday } from './format';

/** Upcoming: held or confirmed, not yet back. Past: everything else (over, cancelled, expired). */
export function splitJourneyBookings(bookings: JourneyBooking[], today = journeyToday()) {
  const upcoming = bookings.filter(
    (b) => (b.status === 'held' || b.status === 'confirmed') && b.departure.end_date >= today,
  );
  return { upcoming, past: bookings.filter((b) => !upcoming.includes(b)) };
}
