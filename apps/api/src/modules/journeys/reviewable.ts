import { sql } from 'drizzle-orm';
import type { ReviewableKind } from '../booking-reviews';
import { JOURNEY_TIME_ZONE } from './seats';

/** A journey is reviewed on its page once its last day is over (midnight after it, in India). */
export const journeyReviewable: ReviewableKind = {
  kind: 'journey',
  bookingPath: 'journey-bookings',
  itemPath: 'journeys',
  bookings: sql`
    select b.id as booking_id, b.user_id as owner_id, b.journey_id as item_id,
           case when b.status in ('confirmed', 'completed')
             then (d.start_date + j.duration_days)::timestamp at time zone ${JOURNEY_TIME_ZONE} end as ended_at,
           '' as booked_name, to_char(d.start_date, 'YYYY-MM-DD') as booked_date
    from journey_bookings b
    join journey_departures d on d.id = b.departure_id
    join journeys j on j.id = b.journey_id`,
  items: sql`select j.id as item_id, j.slug, j.title, j.organiser_id as host_id, j.published from journeys j`,
};
