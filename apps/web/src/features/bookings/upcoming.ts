import type { BookingKindId, BookingKinds } from './booking-kind';
import type { UpcomingBooking, UpcomingBookings } from './upcoming-booking';

/** A day ('YYYY-MM-DD') begins at the reader's midnight; an instant is itself. */
const startOf = (starts: string) => Date.parse(starts.length === 10 ? `${starts}T00:00` : starts);

/** Each kind's coming bookings by its id. */
export type UpcomingByKind = Partial<Record<BookingKindId, UpcomingBookings>>;

/**
 * Each kind's coming bookings, read together: every list is asked for at once. The kinds are the
 * app's one list, the same on every render, so their hooks are always called in the same order.
 */
export function useUpcomingByKind(kinds: BookingKinds): UpcomingByKind {
  const byKind: UpcomingByKind = {};
  for (const kind of kinds) byKind[kind.id] = kind.useUpcoming();
  return byKind;
}

/** Every kind's coming bookings in one list, soonest first, each row knowing its kind. */
export function combineUpcoming(byKind: UpcomingByKind) {
  const rows: Array<UpcomingBooking & { kind: BookingKindId }> = [];
  for (const [kind, list] of Object.entries(byKind) as Array<[BookingKindId, UpcomingBookings]>) {
    if (list.status === 'success') rows.push(...list.items.map((item) => ({ ...item, kind })));
  }
  return rows.sort((a, b) => startOf(a.starts) - startOf(b.starts) || a.key.localeCompare(b.key));
}
