import type { BookingReviewKind } from '@sangam/contracts';
import { sql, type SQL } from 'drizzle-orm';

/**
 * A kind of booking whose person reviews what they booked (issue 24): retreats, poojas, journeys.
 * A kind says, in SQL, which of its bookings are over and what a review is shown on; the reviews
 * module does the rest (the window, once per booking, the rating, the host's reply, the routes).
 * The kinds are listed where the app is put together (src/reviewables.ts), never here.
 */
export interface ReviewableKind {
  kind: BookingReviewKind;
  /** The review is written at `POST /api/<bookingPath>/{id}/review/`. */
  bookingPath: string;
  /** An item's reviews are read at `GET /api/<itemPath>/{slug}/reviews/`. */
  itemPath: string;
  /**
   * The kind's bookings as reviews read them, one row each: booking_id, owner_id (who booked),
   * item_id (what the review is shown on), ended_at (timestamptz: when it was over; null while it is
   * not, or never will be, as when cancelled), booked_name and booked_date (text 'YYYY-MM-DD').
   */
  bookings: SQL;
  /** Its items: item_id, slug, title, host_id (who replies to their reviews) and published. */
  items: SQL;
}

/**
 * A reviewable kind's `bookings` in one select: `b` is its booking table (which `from` names with its
 * joins); `owner`, `item` and `endedAt` its columns for owner_id, item_id and ended_at; `bookedName`
 * and `bookedDay` (a date) what the review says was booked.
 */
export function reviewedBookings(parts: {
  owner: SQL;
  item: SQL;
  endedAt: SQL;
  bookedName: SQL;
  bookedDay: SQL;
  from: SQL;
}): Pick<ReviewableKind, 'bookings'> {
  return {
    bookings: sql`
      select b.id as booking_id, ${parts.owner} as owner_id, ${parts.item} as item_id, ${parts.endedAt} as ended_at,
             ${parts.bookedName} as booked_name, to_char(${parts.bookedDay}, 'YYYY-MM-DD') as booked_date
      from ${parts.from}`,
  };
}

/**
 * The names of a reviewable kind whose booking path follows its name: reviews are written at
 * `POST /api/<kind>-bookings/{id}/review/` and read at `GET /api/<itemPath>/{slug}/reviews/`.
 */
export function reviewableNamed(
  kind: BookingReviewKind,
  itemPath: string,
): Pick<ReviewableKind, 'kind' | 'bookingPath' | 'itemPath'> {
  return { kind, bookingPath: `${kind}-bookings`, itemPath };
}
