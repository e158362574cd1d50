import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { payableBookingColumns, payableBookingIndexes } from './booking-columns';
import type { RefundStep } from '@sangam/contracts';
import { searchColumns } from './search-columns';
import { users } from './users';

/** A pilgrimage journey run by an organiser (a creator account), with dated departures. */
export const journeys = pgTable(
  'journeys',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: varchar({ length: 100 }).notNull(),
    organiserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar({ length: 140 }).notNull(),
    summary: varchar({ length: 300 }).notNull().default(''),
    description: text().notNull().default(''),
    contentLanguage: varchar({ length: 2 }).notNull().default('en'),
    languages: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    region: varchar({ length: 120 }).notNull().default(''),
    /** Where it starts and ends (the first day's meeting point). */
    startPlace: varchar({ length: 120 }).notNull().default(''),
    itinerary: jsonb()
      .$type<Array<{ day: number; title: string; place: string; description: string }>>()
      .notNull()
      .default([]),
    inclusions: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    exclusions: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    photos: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    durationDays: smallint().notNull(),
    /** Per traveller, integer minor units. */
    priceMinor: integer().notNull(),
    currency: varchar({ length: 3 }).notNull().default('INR'),
    depositPercent: smallint().notNull().default(25),
    /** The most travellers one booking may take (JOURNEY_LIMITS.travellersPerBookingDefault unless the organiser sets it). */
    maxTravellersPerBooking: smallint().notNull().default(10),
    cancellationPolicy: jsonb().$type<RefundStep[]>().notNull().default([]),
    published: boolean().notNull().default(true),
    ...searchColumns(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('journeys_slug_key').on(table.slug),
    index('journeys_organiser_idx').on(table.organiserId),
    index('journeys_search_document_idx').using('gin', table.searchDocument),
    check('journeys_deposit', sql`${table.depositPercent} between 0 and 100`),
    check('journeys_max_travellers_per_booking', sql`${table.maxTravellersPerBooking} between 1 and 20`),
    check('journeys_duration', sql`${table.durationDays} between 1 and 90`),
    check('journeys_price', sql`${table.priceMinor} >= 0`),
  ],
);

/** One departure of a journey; its seats are counted with each booking, never past capacity. */
export const journeyDepartures = pgTable(
  'journey_departures',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    journeyId: integer()
      .notNull()
      .references(() => journeys.id, { onDelete: 'cascade' }),
    startDate: date({ mode: 'string' }).notNull(),
    capacity: smallint().notNull(),
    seatsTaken: smallint().notNull().default(0),
    /** Null: the journey's price. */
    priceMinor: integer(),
    closed: boolean().notNull().default(false),
  },
  (table) => [
    uniqueIndex('journey_departures_key').on(table.journeyId, table.startDate),
    check('journey_departures_seats', sql`${table.seatsTaken} between 0 and ${table.capacity}`),
  ],
);

/** Someone asking to hear about a journey (or a departure) before booking. */
export const journeyInterests = pgTable(
  'journey_interests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    journeyId: integer()
      .notNull()
      .references(() => journeys.id, { onDelete: 'cascade' }),
    departureId: integer().references(() => journeyDepartures.id, { onDelete: 'set null' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    name: varchar({ length: 100 }).notNull(),
    email: varchar({ length: 254 }).notNull(),
    phone: varchar({ length: 30 }).notNull().default(''),
    travellers: smallint().notNull().default(1),
    message: varchar({ length: 2000 }).notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('journey_interests_journey_idx').on(table.journeyId, table.createdAt)],
);

export const journeyBookings = pgTable(
  'journey_bookings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    journeyId: integer()
      .notNull()
      .references(() => journeys.id, { onDelete: 'cascade' }),
    departureId: integer()
      .notNull()
      .references(() => journeyDepartures.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    travellers: smallint().notNull(),
    travellerNames: jsonb().$type<string[]>().notNull().default([]),
    /** held (at checkout) → confirmed → completed; or cancelled / expired. */
    status: varchar({ length: 12 }).notNull(),
    ...payableBookingColumns(),
    totalMinor: integer().notNull(),
    depositMinor: integer().notNull(),
    /** The journey's cancellation policy when the places were booked (the terms the traveller agreed to). */
    cancellationPolicy: jsonb().$type<RefundStep[]>().notNull(),
    cancelledBy: varchar({ length: 10 }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    ...payableBookingIndexes('journey_bookings', table),
    uniqueIndex('journey_bookings_idempotency_key').on(table.userId, table.idempotencyKey),
    index('journey_bookings_user_idx').on(table.userId, table.createdAt),
    index('journey_bookings_departure_idx').on(table.departureId),
    check(
      'journey_bookings_status',
      sql`${table.status} in ('held', 'confirmed', 'cancelled', 'expired', 'completed')`,
    ),
    check('journey_bookings_travellers', sql`${table.travellers} between 1 and 20`),
  ],
);
