import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { translationsColumn } from './translations-column';
import { payableBookingColumns, payableBookingIndexes } from './booking-columns';
import { itemKeyColumns, listingColumns, listingIndexes, seatColumns } from './item-columns';
import { capacityCheck, priceCheck, seatsCheck } from './item-checks';
import { identityId, belongsTo, freeText, textList, timestampTz, writtenAt } from './row-columns';
import { users } from './users';

/** A tstzrange, written by the service as '[start,end)'. */
const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

/** A tutor's public profile; the account is a creator of type tutor. */
export const tutors = pgTable(
  'tutors',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: varchar({ length: 80 }).notNull(),
    photoUrl: varchar({ length: 300 }).notNull().default(''),
    languages: textList(),
    specialities: textList(),
    /** The tutor's own zone: weekly hours and overrides are read in it. */
    timeZone: varchar({ length: 64 }).notNull(),
    /** Sum and count of ratings: the average is their quotient, kept with each review. */
    ratingSum: integer().notNull().default(0),
    ratingCount: integer().notNull().default(0),
    createdAt: writtenAt(),
  },
  (table) => [uniqueIndex('tutors_slug_key').on(table.slug)],
);

/** Weekly hours, date overrides, buffers, notice and horizon of a tutor (edited as a whole). */
export const tutorAvailability = pgTable('tutor_availability', {
  tutorId: integer()
    .primaryKey()
    .references(() => tutors.userId, { onDelete: 'cascade' }),
  weekly: jsonb().$type<Array<{ weekday: number; start: string; end: string }>>().notNull().default([]),
  overrides: jsonb()
    .$type<Array<{ date: string; intervals: Array<{ start: string; end: string }> }>>()
    .notNull()
    .default([]),
  bufferBeforeMinutes: smallint().notNull().default(0),
  bufferAfterMinutes: smallint().notNull().default(0),
  minimumNoticeMinutes: integer().notNull().default(240),
  horizonDays: smallint().notNull().default(60),
  updatedAt: writtenAt(),
});

export const classes = pgTable(
  'classes',
  {
    ...itemKeyColumns(),
    tutorId: belongsTo(() => tutors.userId),
    title: varchar({ length: 120 }).notNull(),
    translations: translationsColumn(),
    description: freeText(),
    category: varchar({ length: 30 }).notNull(),
    /** The language it is taught in (an interface language code). */
    language: varchar({ length: 2 }).notNull(),
    level: varchar({ length: 20 }).notNull(),
    ageMin: smallint().notNull().default(0),
    ageMax: smallint().notNull().default(120),
    format: varchar({ length: 10 }).notNull(),
    meetingUrl: varchar({ length: 300 }).notNull().default(''),
    address: varchar({ length: 300 }).notNull().default(''),
    durationMinutes: smallint().notNull(),
    /** 1 for one-to-one; more for a group with seats. */
    capacity: smallint().notNull(),
    /** Integer minor units (paise, cents); 0 is free. */
    priceMinor: integer().notNull().default(0),
    currency: varchar({ length: 3 }).notNull().default('INR'),
    /** Learners cancel free of charge until this many hours before the start. */
    cancellationHours: smallint().notNull().default(24),
    ...listingColumns(),
    createdAt: writtenAt(),
  },
  (table) => [
    ...listingIndexes('classes', table),
    index('classes_tutor_idx').on(table.tutorId),
    index('classes_category_idx').on(table.category, table.language),
    check('classes_format', sql`${table.format} in ('online', 'in_person')`),
    capacityCheck('classes', table.capacity),
    check('classes_duration', sql`${table.durationMinutes} between 15 and 480`),
    priceCheck('classes', table.priceMinor),
  ],
);

/**
 * One sitting of a class at one time, made by its first booking. Its seats are counted in the same
 * transaction as each booking (never more than its capacity), and an exclusion constraint (added in
 * the migration) keeps two sittings of one tutor, buffers included, from ever overlapping.
 */
export const classSessions = pgTable(
  'class_sessions',
  {
    id: identityId(),
    classId: belongsTo(() => classes.id),
    tutorId: belongsTo(() => tutors.userId),
    startAt: timestampTz().notNull(),
    endAt: timestampTz().notNull(),
    /** The time the tutor is busy: the sitting with its buffers. */
    busy: tstzrange().notNull(),
    ...seatColumns(),
  },
  (table) => [
    uniqueIndex('class_sessions_class_start_key').on(table.classId, table.startAt),
    index('class_sessions_tutor_idx').on(table.tutorId, table.startAt),
    seatsCheck('class_sessions', table),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: identityId(),
    sessionId: belongsTo(() => classSessions.id),
    classId: belongsTo(() => classes.id),
    learnerId: belongsTo(() => users.id),
    seats: smallint().notNull().default(1),
    /** held (at checkout, until hold_expires_at) → confirmed → attended; or cancelled / expired. */
    status: varchar({ length: 12 }).notNull(),
    ...payableBookingColumns(),
    priceMinor: integer().notNull(),
    /** When the hour-before reminder of an online class went out, so it goes once. */
    hourReminderSentAt: timestampTz(),
    /** A new time the tutor proposed (the learner accepts it or declines and cancels); no seat is taken for it yet. */
    proposedStartAt: timestampTz(),
    proposalNote: varchar({ length: 500 }).notNull().default(''),
    proposedAt: timestampTz(),
  },
  (table) => [
    ...payableBookingIndexes('bookings', table),
    uniqueIndex('bookings_idempotency_key').on(table.learnerId, table.idempotencyKey),
    // One seat of a sitting per person while it is held or confirmed, whatever key each attempt sends.
    uniqueIndex('bookings_active_learner_key')
      .on(table.sessionId, table.learnerId)
      .where(sql`${table.status} in ('held', 'confirmed')`),
    index('bookings_learner_idx').on(table.learnerId, table.createdAt),
    index('bookings_session_idx').on(table.sessionId),
    check('bookings_status', sql`${table.status} in ('held', 'confirmed', 'cancelled', 'expired', 'attended')`),
  ],
);

/** A payment provider's webhook event, stored once: a replayed event finds its id and is skipped. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: varchar({ length: 20 }).notNull(),
    eventId: varchar({ length: 120 }).notNull(),
    type: varchar({ length: 80 }).notNull(),
    receivedAt: writtenAt(),
  },
  (table) => [uniqueIndex('payment_events_key').on(table.provider, table.eventId)],
);

/** A learner's rating and review of an attended booking: one per booking. */
export const classReviews = pgTable(
  'class_reviews',
  {
    id: identityId(),
    bookingId: belongsTo(() => bookings.id),
    classId: belongsTo(() => classes.id),
    tutorId: belongsTo(() => tutors.userId),
    learnerId: belongsTo(() => users.id),
    /** 1 to 5. */
    rating: smallint().notNull(),
    text: varchar({ length: 2000 }).notNull().default(''),
    createdAt: writtenAt(),
  },
  (table) => [
    uniqueIndex('class_reviews_booking_key').on(table.bookingId),
    index('class_reviews_tutor_idx').on(table.tutorId, table.createdAt),
    check('class_reviews_rating', sql`${table.rating} between 1 and 5`),
  ],
);
