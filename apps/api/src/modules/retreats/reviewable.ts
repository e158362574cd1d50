import { sql } from 'drizzle-orm';
import { reviewableNamed, reviewedBookings, type ReviewableKind } from '../booking-reviews';

/** A retreat stay is reviewed on the retreat's page once the guest has left (the morning of the last day). */
export const retreatReviewable: ReviewableKind = {
  ...reviewableNamed('retreat', 'retreats'),
  ...reviewedBookings({
    owner: sql`b.guest_id`,
    item: sql`b.retreat_id`,
    endedAt: sql`case when b.status in ('confirmed', 'completed') then b.end_date::timestamp at time zone r.time_zone end`,
    bookedName: sql`p.name`,
    bookedDay: sql`b.start_date`,
    from: sql`retreat_bookings b join retreats r on r.id = b.retreat_id join retreat_packages p on p.id = b.package_id`,
  }),
  items: sql`select r.id as item_id, r.slug, r.title, r.host_id, r.published from retreats r`,
};
