import type { ReactNode } from 'react';

/** One coming booking of any kind, for my-bookings' combined list: its card, and when it begins. */
export interface UpcomingBooking {
  key: string;
  /** An instant (a class's start) or a day ('YYYY-MM-DD': a stay, a pooja, a departure). */
  starts: string;
  card: ReactNode;
}

/**
 * A kind's coming bookings, as its feature reads them (its own rules of what is still to come, its own
 * card with its actions): the bookings feature puts the kinds together. `error` is the kind's own
 * message for a list that could not be read.
 */
export type UpcomingBookings =
  { status: 'pending' } | { status: 'error'; error: string } | { status: 'success'; items: UpcomingBooking[] };
