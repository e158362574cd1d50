import { sql } from 'drizzle-orm';
import type { ReviewableKind } from '../booking-reviews';

/** A retreat stay is reviewed on the retreat's page once the guest has left (the morning of the last day). */
export const retreatReviewable: ReviewableKind = {
  kind: 'retreat',
  bookingPath: 'retreat-bookings',
  itemPath: 'retreats',
  bookings: sql`
    select b.id as booking_id, b.guest_id as owner_id, b.retreat_id as item_id,
           case when b.status in ('confirmed', 'completed') then b.end_date::timestamp at time zone r.time_zone end
             as ended_at,
           p.name as booked_name, to_char(b.start_date, 'YYYY-MM-DD') as booked_date
    from retreat_bookings b
    join retreats r on r.id = b.retreat_id
    join retreat_packages p on p.id = b.package_id`,
  items: sql`select r.id as item_id, r.slug, r.title, r.host_id, r.published from retreats r`,
};
