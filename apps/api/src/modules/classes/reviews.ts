import { BOOKING_MESSAGES, REVIEW_ERROR_CODES, REVIEW_LIMITS, REVIEW_MESSAGES, type Review } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { selectPage } from '../../lib/page-rows';
import { HttpError, notFound } from '../../lib/http-errors';
import type { Caller } from '../../plugins/auth';
import { assertNotBanned } from '../users';

/** Ratings and reviews of attended classes: one per booking, by its learner; the tutor's average. */

interface ReviewRow {
  id: number;
  rating: number;
  text: string;
  created_at: Date | string;
  learner_username: string;
  class_slug: string;
  class_title: string;
}

const reviewSelect = sql`
  select r.id, r.rating, r.text, r.created_at, l.username as learner_username, c.slug as class_slug,
         c.title as class_title
  from class_reviews r join users l on l.id = r.learner_id join classes c on c.id = r.class_id`;

const toReview = (row: ReviewRow): Review => ({
  id: row.id,
  rating: row.rating,
  text: row.text,
  created_at: new Date(row.created_at).toISOString(),
  learner: { username: row.learner_username },
  class: row.class_slug,
  class_title: row.class_title,
});

/**
 * The learner of an attended booking rates and reviews it, once. The booking row is locked while
 * the review is written, and the tutor's rating sum and count change in the same transaction, so
 * the average always equals the reviews; a second review meets the unique index (409).
 */
export async function createReview(
  db: Db,
  caller: Caller,
  bookingId: number,
  input: { rating: number; text: string },
): Promise<Review> {
  await assertNotBanned(db, caller.id);
  const id = await db.transaction(async (tx) => {
    const [booking] = await selectRows<{ status: string; learner_id: number; class_id: number; tutor_id: number }>(
      tx,
      sql`select b.status, b.learner_id, b.class_id, c.tutor_id
          from bookings b join classes c on c.id = b.class_id
          where b.id = ${bookingId} for update of b`,
    );
    if (!booking || booking.learner_id !== caller.id) throw notFound(BOOKING_MESSAGES.bookingNotFound);
    if (booking.status !== 'attended')
      throw new HttpError(400, REVIEW_ERROR_CODES.notAttended, REVIEW_MESSAGES.notAttended);
    const [review] = await selectRows<{ id: number }>(
      tx,
      sql`insert into class_reviews (booking_id, class_id, tutor_id, learner_id, rating, text)
          values (${bookingId}, ${booking.class_id}, ${booking.tutor_id}, ${caller.id}, ${input.rating}, ${input.text})
          on conflict (booking_id) do nothing returning id`,
    );
    if (!review) throw new HttpError(409, REVIEW_ERROR_CODES.alreadyReviewed, REVIEW_MESSAGES.alreadyReviewed);
    await tx.execute(
      sql`update tutors set rating_sum = rating_sum + ${input.rating}, rating_count = rating_count + 1
          where user_id = ${booking.tutor_id}`,
    );
    return review.id;
  });
  const [row] = await selectRows<ReviewRow>(db, sql`${reviewSelect} where r.id = ${id}`);
  return toReview(row!);
}

/** A tutor's reviews (by slug, or by user id like the tutor's page), newest first, ten a page. */
export async function tutorReviews(db: Db, key: string, page: number) {
  const byId = /^\d{1,9}$/.test(key) ? sql`user_id = ${Number(key)}` : sql`false`;
  const [tutor] = await selectRows<{ user_id: number }>(
    db,
    sql`select user_id from tutors where slug = ${key.toLowerCase()} or ${byId}`,
  );
  if (!tutor) throw notFound(REVIEW_MESSAGES.tutorNotFound);
  const { count, rows } = await selectPage<ReviewRow>(
    db,
    page,
    REVIEW_LIMITS.pageSize,
    sql`${reviewSelect} where r.tutor_id = ${tutor.user_id} order by r.created_at desc, r.id desc`,
    sql`class_reviews where tutor_id = ${tutor.user_id}`,
  );
  return { count, results: rows.map(toReview) };
}
