import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A verified review of a retreat stay, a pooja or a journey (issue 24), by the person who booked it:
 * one per booking. `item_id` is what the review is shown on: the retreat, the temple (of the pooja)
 * or the journey. The booking is named by kind and id (each kind keeps its own table), so no foreign
 * key reaches it; a booking is never deleted while its person's account lives.
 */
export const bookingReviews = pgTable(
  'booking_reviews',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar({ length: 12 }).notNull(),
    bookingId: integer().notNull(),
    itemId: integer().notNull(),
    authorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 to 5. */
    rating: smallint().notNull(),
    text: varchar({ length: 2000 }).notNull().default(''),
    /** The host's one public reply (rewritten in place), empty until written. */
    replyText: varchar({ length: 2000 }).notNull().default(''),
    replyAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('booking_reviews_booking_key').on(table.kind, table.bookingId),
    index('booking_reviews_item_idx').on(table.kind, table.itemId, table.createdAt.desc(), table.id.desc()),
    check('booking_reviews_rating', sql`${table.rating} between 1 and 5`),
    check('booking_reviews_kind', sql`${table.kind} in ('retreat', 'pooja', 'journey')`),
  ],
);

/**
 * Each reviewed item's sum and count of ratings: its average is their quotient. Kept by a trigger on
 * booking_reviews (migration 0030) in the same transaction as every review written or deleted, also
 * by an account's deletion, so the average always equals the reviews shown.
 */
export const itemRatings = pgTable(
  'item_ratings',
  {
    kind: varchar({ length: 12 }).notNull(),
    itemId: integer().notNull(),
    ratingSum: integer().notNull().default(0),
    ratingCount: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.kind, table.itemId] })],
);
