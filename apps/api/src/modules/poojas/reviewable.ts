import { sql } from 'drizzle-orm';
import { reviewableNamed, reviewedBookings, type ReviewableKind } from '../booking-reviews';

/** A pooja is reviewed on its temple's page once the temple has marked it performed. */
export const poojaReviewable: ReviewableKind = {
  ...reviewableNamed('pooja', 'temples'),
  ...reviewedBookings({
    owner: sql`b.user_id`,
    item: sql`b.temple_id`,
    endedAt: sql`case when b.status in ('performed', 'prasad_sent') then coalesce(b.performed_at, b.updated_at) end`,
    bookedName: sql`p.name`,
    bookedDay: sql`b.day`,
    from: sql`pooja_bookings b join poojas p on p.id = b.pooja_id`,
  }),
  items: sql`select t.id as item_id, t.slug, t.name as title, t.manager_id as host_id, t.published from temples t`,
};
