import { sql } from 'drizzle-orm';
import { reviewableNamed, reviewedBookings, type ReviewableKind } from '../booking-reviews';
import { JOURNEY_TIME_ZONE } from './seats';

/** A journey is reviewed on its page once its last day is over (midnight after it, in India). */
export const journeyReviewable: ReviewableKind = {
  ...reviewableNamed('journey', 'journeys'),
  ...reviewedBookings({
    owner: sql`b.user_id`,
    item: sql`b.journey_id`,
    endedAt: sql`case when b.status in ('confirmed', 'completed')
                   then (d.start_date + j.duration_days)::timestamp at time zone ${JOURNEY_TIME_ZONE} end`,
    bookedName: sql`''`,
    bookedDay: sql`d.start_date`,
    from: sql`journey_bookings b join journey_departures d on d.id = b.departure_id join journeys j on j.id = b.journey_id`,
  }),
  items: sql`select j.id as item_id, j.slug, j.title, j.organiser_id as host_id, j.published from journeys j`,
};
