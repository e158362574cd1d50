import { sql } from 'drizzle-orm';
import type { ReviewableKind } from '../booking-reviews';

/** A pooja is reviewed on its temple's page once the temple has marked it performed. */
export const poojaReviewable: ReviewableKind = {
  kind: 'pooja',
  bookingPath: 'pooja-bookings',
  itemPath: 'temples',
  bookings: sql`
    select b.id as booking_id, b.user_id as owner_id, b.temple_id as item_id,
           case when b.status in ('performed', 'prasad_sent') then coalesce(b.performed_at, b.updated_at) end
             as ended_at,
           p.name as booked_name, to_char(b.day, 'YYYY-MM-DD') as booked_date
    from pooja_bookings b
    join poojas p on p.id = b.pooja_id`,
  items: sql`select t.id as item_id, t.slug, t.name as title, t.manager_id as host_id, t.published from temples t`,
};
