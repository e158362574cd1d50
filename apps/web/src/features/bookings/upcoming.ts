import { useUpcomingClassBookings } from '../classes';
import { useUpcomingJourneyBookings } from '../journeys';
import { useUpcomingPoojaBookings } from '../poojas';
import { useUpcomingRetreatBookings } from '../retreats';
import type { BookingKind } from './kinds';
import type { UpcomingBooking, UpcomingBookings } from './upcoming-booking';

/** A day ('YYYY-MM-DD') begins at the reader's midnight; an instant is itself. */
const startOf = (starts: string) => Date.parse(starts.length === 10 ? `${starts}T00:00` : starts);

/** Each kind's coming bookings, read together: every list is asked for at once. */
export function useUpcomingByKind(): Record<BookingKind, UpcomingBookings> {
  return {
    classes: useUpcomingClassBookings(),
    retreats: useUpcomingRetreatBookings(),
    poojas: useUpcomingPoojaBookings(),
    journeys: useUpcomingJourneyBookings(),
  };
}

/** Every kind's coming bookings in one list, soonest first, each row knowing its kind. */
export function combineUpcoming(byKind: Record<BookingKind, UpcomingBookings>) {
  const rows: Array<UpcomingBooking & { kind: BookingKind }> = [];
  for (const [kind, list] of Object.entries(byKind) as Array<[BookingKind, UpcomingBookings]>) {
    if (list.status === 'success') rows.push(...list.items.map((item) => ({ ...item, kind })));
  }
  return rows.sort((a, b) => startOf(a.starts) - startOf(b.starts) || a.key.localeCompare(b.key));
}
