import type { Language } from '@sangam/contracts';
import { addDays, localParts, zonedInstant } from '@sangam/panchang';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../db/client';
import type { WeeklyHours } from '../modules/classes/slots';
import content from './data/demo-class-reviews.json';

/** A learner's review of a past sitting of a demo class (written in `language`). */
export interface DemoReview {
  class: string;
  /** A demo or forum account's username. */
  learner: string;
  /** How long before the seed runs the sitting was, in days (then back to a day the tutor teaches). */
  days_ago: number;
  /** Its start in the tutor's zone. */
  time: string;
  rating: number;
  language: Language;
  text: string;
}

export const DEMO_CLASS_REVIEWS: { reviews: DemoReview[] } = content as { reviews: DemoReview[] };

const MINUTE = 60_000;

interface DemoClassRow {
  id: number;
  tutor_id: number;
  duration_minutes: number;
  capacity: number;
  price_minor: number;
  currency: string;
  time_zone: string;
  weekly: WeeklyHours[] | null;
  buffer_before_minutes: number | null;
  buffer_after_minutes: number | null;
}

const minutesOf = (clock: string) => {
  const [h, m] = clock.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/**
 * Past sittings of the demo classes, attended bookings of demo learners, and their reviews: the
 * tutors' pages show ratings from the start. Each sitting is placed on the nearest day at or before
 * `days_ago` on which the tutor teaches at that time and has no other sitting, so the demo keeps
 * the rules real bookings follow (never two sittings of one tutor at once, seats within capacity).
 * The tutors' rating sums and counts are recounted from the reviews at the end.
 */
export async function seedDemoClassReviews(db: Db): Promise<void> {
  const now = new Date();
  for (const review of DEMO_CLASS_REVIEWS.reviews) {
    const [cls] = await selectRows<DemoClassRow>(
      db,
      sql`select c.id, c.tutor_id, c.duration_minutes, c.capacity, c.price_minor, c.currency, t.time_zone, a.weekly,
                 a.buffer_before_minutes, a.buffer_after_minutes
          from classes c join tutors t on t.user_id = c.tutor_id left join tutor_availability a on a.tutor_id = c.tutor_id
          where c.slug = ${review.class}`,
    );
    const [learner] = await selectRows<{ id: number }>(
      db,
      sql`select id from users where lower(username) = ${review.learner.toLowerCase()}`,
    );
    // A class or account someone else's data replaced: that review is left out.
    if (!cls || !learner) continue;
    const session = await pastSitting(db, cls, review, now);
    if (!session) continue;
    const [booking] = await selectRows<{ id: number }>(
      db,
      sql`insert into bookings (session_id, class_id, learner_id, seats, status, idempotency_key, price_minor, currency,
                                paid_at, reminder_sent_at, created_at)
          values (${session.id}, ${cls.id}, ${learner.id}, 1, 'attended', ${`demo-review-${review.class}`},
                  ${cls.price_minor}, ${cls.currency},
                  ${cls.price_minor > 0 ? new Date(session.start.getTime() - 4 * 24 * 60 * MINUTE).toISOString() : null},
                  ${new Date(session.start.getTime() - 24 * 60 * MINUTE).toISOString()},
                  ${new Date(session.start.getTime() - 5 * 24 * 60 * MINUTE).toISOString()})
          on conflict (learner_id, idempotency_key) do nothing returning id`,
    );
    if (!booking) continue;
    await db.execute(
      sql`update class_sessions set seats_taken = seats_taken + 1 where id = ${session.id} and seats_taken < capacity`,
    );
    // Written the evening after the class.
    const writtenAt = new Date(session.start.getTime() + (cls.duration_minutes + 180) * MINUTE);
    await db.execute(
      sql`insert into class_reviews (booking_id, class_id, tutor_id, learner_id, rating, text, created_at)
          values (${booking.id}, ${cls.id}, ${cls.tutor_id}, ${learner.id}, ${review.rating}, ${review.text},
                  ${writtenAt.toISOString()})
          on conflict (booking_id) do nothing`,
    );
  }
  await db.execute(sql`
    update tutors t set rating_sum = coalesce(r.sum, 0), rating_count = coalesce(r.count, 0)
    from (select tt.user_id, sum(cr.rating)::int as sum, count(cr.id)::int as count
          from tutors tt left join class_reviews cr on cr.tutor_id = tt.user_id group by tt.user_id) r
    where r.user_id = t.user_id`);
}

/**
 * The sitting a review is of: the class's sitting at the review's time on the nearest suitable
 * day (shared by the reviews of one group sitting), made when missing. Null when no day in the
 * fortnight before fits (the class and the tutor's other sittings leave no room).
 */
async function pastSitting(
  db: Db,
  cls: DemoClassRow,
  review: DemoReview,
  now: Date,
): Promise<{ id: number; start: Date } | null> {
  const today = localParts(now, cls.time_zone);
  const from = minutesOf(review.time);
  const to = from + cls.duration_minutes;
  const [hour, minute] = review.time.split(':').map(Number) as [number, number];
  for (let back = review.days_ago; back < review.days_ago + 14; back++) {
    const date = addDays(today, -back);
    const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
    const teaches = (cls.weekly ?? []).some(
      (w) => w.weekday === weekday && minutesOf(w.start) <= from && to <= minutesOf(w.end),
    );
    if (!teaches) continue;
    const start = zonedInstant(date, cls.time_zone, hour, minute);
    const end = new Date(start.getTime() + cls.duration_minutes * MINUTE);
    const busy = `[${new Date(start.getTime() - (cls.buffer_before_minutes ?? 0) * MINUTE).toISOString()},${new Date(
      end.getTime() + (cls.buffer_after_minutes ?? 0) * MINUTE,
    ).toISOString()})`;
    const [same] = await selectRows<{ id: number; seats_taken: number; capacity: number }>(
      db,
      sql`select id, seats_taken, capacity from class_sessions where class_id = ${cls.id} and start_at = ${start.toISOString()}`,
    );
    if (same && same.seats_taken >= same.capacity) continue;
    const [clash] = await selectRows<{ id: number }>(
      db,
      sql`select id from class_sessions
          where tutor_id = ${cls.tutor_id} and seats_taken > 0 and busy && ${busy}::tstzrange
            and not (class_id = ${cls.id} and start_at = ${start.toISOString()})`,
    );
    if (clash) continue;
    if (same) return { id: same.id, start };
    const [made] = await selectRows<{ id: number }>(
      db,
      sql`insert into class_sessions (class_id, tutor_id, start_at, end_at, busy, capacity)
          values (${cls.id}, ${cls.tutor_id}, ${start.toISOString()}, ${end.toISOString()}, ${busy}::tstzrange,
                  ${cls.capacity})
          returning id`,
    );
    return { id: made!.id, start };
  }
  return null;
}
