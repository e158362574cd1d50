import {
  BOOKING_REVIEW_ERROR_CODES,
  BOOKING_REVIEW_LIMITS,
  BOOKING_REVIEW_MESSAGES,
  REVIEW_LIMITS,
  type BookingReview,
  type BookingReviewKind,
} from '@sangam/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { HttpError, notFound, permissionDenied } from '../../lib/http-errors';
import { pageWindow } from '../../lib/paging';
import type { Caller } from '../../plugins/auth';
import { assertNotBanned } from '../users';
import type { ReviewableKind } from './reviewable';

/**
 * Verified reviews of retreats, poojas and journeys (issue 24): the person who booked, once per
 * booking, within 90 days of its end; one reply by the host; each item's average kept by the
 * database in the same transaction (migration 0030's trigger on booking_reviews).
 */

const WINDOW = sql.raw(`interval '${BOOKING_REVIEW_LIMITS.windowDays} days'`);

/**
 * Whether the person of booking `bookingId` (an SQL expression, e.g. `b.id` in the kind's own
 * select) may review it now: one of REVIEW_STATES, for the kind's booking answers.
 */
export const reviewStateOf = (kind: ReviewableKind, bookingId: SQL): SQL => sql`(
  select case
    when exists (select 1 from booking_reviews r where r.kind = ${kind.kind} and r.booking_id = x.booking_id)
      then 'reviewed'
    when x.ended_at is null or x.ended_at > now() then 'none'
    when x.ended_at + ${WINDOW} < now() then 'closed'
    else 'open' end
  from (${kind.bookings}) x where x.booking_id = ${bookingId})`;

interface ReviewRow {
  id: number;
  kind: BookingReviewKind;
  rating: number;
  text: string;
  created_at: Date | string;
  reply_text: string;
  reply_at: Date | string | null;
  username: string;
  display_name: string;
  slug: string;
  title: string;
  booked_name: string | null;
  booked_date: string | null;
}

const reviewSelect = (kind: ReviewableKind) => sql`
  select r.id, r.kind, r.rating, r.text, r.created_at, r.reply_text, r.reply_at, u.username, u.display_name,
         i.slug, i.title, bk.booked_name, bk.booked_date
  from booking_reviews r
  join users u on u.id = r.author_id
  join (${kind.items}) i on i.item_id = r.item_id
  left join (${kind.bookings}) bk on bk.booking_id = r.booking_id
  where r.kind = ${kind.kind}`;

const toReview = (row: ReviewRow): BookingReview => ({
  id: row.id,
  kind: row.kind,
  rating: row.rating,
  text: row.text,
  created_at: new Date(row.created_at).toISOString(),
  author: { username: row.username, display_name: row.display_name || row.username },
  item: { slug: row.slug, title: row.title },
  booked: { name: row.booked_name ?? '', date: row.booked_date ?? '' },
  reply:
    row.reply_text && row.reply_at ? { text: row.reply_text, created_at: new Date(row.reply_at).toISOString() } : null,
});

async function reviewById(db: Db, kind: ReviewableKind, id: number): Promise<BookingReview> {
  const [row] = await selectRows<ReviewRow>(db, sql`${reviewSelect(kind)} and r.id = ${id}`);
  if (!row) throw notFound(BOOKING_REVIEW_MESSAGES.reviewNotFound);
  return toReview(row);
}

/**
 * The person who booked reviews it, once, after it ended and within the window. A second review
 * (also two sent at once) meets the unique index on (kind, booking): 409.
 */
export async function createBookingReview(
  db: Db,
  kind: ReviewableKind,
  caller: Caller,
  bookingId: number,
  input: { rating: number; text: string },
): Promise<BookingReview> {
  await assertNotBanned(db, caller.id);
  const [booking] = await selectRows<{ item_id: number; ended: boolean | null; open: boolean | null }>(
    db,
    sql`select item_id, ended_at <= now() as ended, ended_at + ${WINDOW} >= now() as open
        from (${kind.bookings}) x where booking_id = ${bookingId} and owner_id = ${caller.id}`,
  );
  // Another person's booking is not found: whether it exists is theirs to know.
  if (!booking) throw notFound(BOOKING_REVIEW_MESSAGES.bookingNotFound);
  if (!booking.ended) {
    throw new HttpError(400, BOOKING_REVIEW_ERROR_CODES.notEnded, BOOKING_REVIEW_MESSAGES.notEnded[kind.kind]);
  }
  if (!booking.open) {
    throw new HttpError(400, BOOKING_REVIEW_ERROR_CODES.windowClosed, BOOKING_REVIEW_MESSAGES.windowClosed);
  }
  const [review] = await selectRows<{ id: number }>(
    db,
    sql`insert into booking_reviews (kind, booking_id, item_id, author_id, rating, text)
        values (${kind.kind}, ${bookingId}, ${booking.item_id}, ${caller.id}, ${input.rating}, ${input.text})
        on conflict (kind, booking_id) do nothing returning id`,
  );
  if (!review) {
    throw new HttpError(409, BOOKING_REVIEW_ERROR_CODES.alreadyReviewed, BOOKING_REVIEW_MESSAGES.alreadyReviewed);
  }
  return reviewById(db, kind, review.id);
}

interface ItemRow {
  item_id: number;
  host_id: number;
  rating_sum: number | null;
  rating_count: number | null;
}

/** A published item's reviews, newest first, ten a page, with its average and whether the caller replies. */
export async function itemReviews(db: Db, kind: ReviewableKind, slug: string, page: number, caller: Caller | null) {
  const [item] = await selectRows<ItemRow>(
    db,
    sql`select i.item_id, i.host_id, ir.rating_sum, ir.rating_count
        from (${kind.items}) i
        left join item_ratings ir on ir.kind = ${kind.kind} and ir.item_id = i.item_id
        where i.slug = ${slug.toLowerCase()} and i.published`,
  );
  if (!item) throw notFound(BOOKING_REVIEW_MESSAGES.itemNotFound[kind.kind]);
  const { limit, offset } = pageWindow(page, REVIEW_LIMITS.pageSize);
  const rows = await selectRows<ReviewRow>(
    db,
    sql`${reviewSelect(kind)} and r.item_id = ${item.item_id}
        order by r.created_at desc, r.id desc limit ${limit} offset ${offset}`,
  );
  const count = item.rating_count ?? 0;
  return {
    count,
    results: rows.map(toReview),
    rating: count ? Math.round(((item.rating_sum ?? 0) / count) * 10) / 10 : null,
    rating_count: count,
    can_reply: caller?.id === item.host_id,
  };
}

/** The host of the reviewed item writes (or rewrites) their one public reply. */
export async function replyToReview(
  db: Db,
  kinds: readonly ReviewableKind[],
  caller: Caller,
  reviewId: number,
  text: string,
): Promise<BookingReview> {
  const [review] = await selectRows<{ kind: BookingReviewKind; item_id: number }>(
    db,
    sql`select kind, item_id from booking_reviews where id = ${reviewId}`,
  );
  const kind = kinds.find((k) => k.kind === review?.kind);
  if (!review || !kind) throw notFound(BOOKING_REVIEW_MESSAGES.reviewNotFound);
  const [item] = await selectRows<{ host_id: number }>(
    db,
    sql`select host_id from (${kind.items}) i where i.item_id = ${review.item_id}`,
  );
  if (item?.host_id !== caller.id) throw permissionDenied(BOOKING_REVIEW_MESSAGES.notHost);
  await assertNotBanned(db, caller.id);
  await db.execute(sql`update booking_reviews set reply_text = ${text}, reply_at = now() where id = ${reviewId}`);
  return reviewById(db, kind, reviewId);
}
