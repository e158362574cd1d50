import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { RefundStep } from '@sangam/contracts';
import { payableBookingColumns, payableBookingIndexes, depositBookingColumns } from './booking-columns';
import { itemKeyColumns, listingColumns, listingIndexes, seatColumns } from './item-columns';
import { depositCheck, priceCheck, seatsCheck } from './item-checks';
import { identityId, belongsTo, calendarDate, flag, freeText, textList, timestamps, writtenAt } from './row-columns';
import { users } from './users';

/** A pilgrimage journey run by an organiser (a creator account), with dated departures. */
export const journeys = pgTable(
  'journeys',
  {
    ...itemKeyColumns(),
    organiserId: belongsTo(() => users.id),
    title: varchar({ length: 140 }).notNull(),
    summary: varchar({ length: 300 }).notNull().default(''),
    description: freeText(),
    contentLanguage: varchar({ length: 2 }).notNull().default('en'),
    languages: textList(),
    region: varchar({ length: 120 }).notNull().default(''),
    /** Where it starts and ends (the first day's meeting point). */
    startPlace: varchar({ length: 120 }).notNull().default(''),
    itinerary: jsonb()
      .$type<Array<{ day: number; title: string; place: string; description: string }>>()
      .notNull()
      .default([]),
    inclusions: textList(),
    exclusions: textList(),
    photos: textList(),
    durationDays: smallint().notNull(),
    /** Per traveller, integer minor units. */
    priceMinor: integer().notNull(),
    currency: varchar({ length: 3 }).notNull().default('INR'),
    depositPercent: smallint().notNull().default(25),
    /** The most travellers one booking may take (JOURNEY_LIMITS.travellersPerBookingDefault unless the organiser sets it). */
    maxTravellersPerBooking: smallint().notNull().default(10),
    cancellationPolicy: jsonb().$type<RefundStep[]>().notNull().default([]),
    ...listingColumns(),
    ...timestamps(),
  },
  (table) => [
    ...listingIndexes('journeys', table),
    index('journeys_organiser_idx').on(table.organiserId),
    depositCheck('journeys', table.depositPercent),
    check('journeys_max_travellers_per_booking', sql`${table.maxTravellersPerBooking} between 1 and 20`),
    check('journeys_duration', sql`${table.durationDays} between 1 and 90`),
    priceCheck('journeys', table.priceMinor),
  ],
);

/** One departure of a journey; its seats are counted with each booking, never past capacity. */
export const journeyDepartures = pgTable(
  'journey_departures',
  {
    id: identityId(),
    journeyId: belongsTo(() => journeys.id),
    startDate: calendarDate().notNull(),
    ...seatColumns(),
    /** Null: the journey's price. */
    priceMinor: integer(),
    closed: flag(false),
  },
  (table) => [
    uniqueIndex('journey_departures_key').on(table.journeyId, table.startDate),
    seatsCheck('journey_departures', table),
  ],
);

/** Someone asking to hear about a journey (or a departure) before booking. */
export const journeyInterests = pgTable(
  'journey_interests',
  {
    id: identityId(),
    journeyId: belongsTo(() => journeys.id),
    departureId: integer().references(() => journeyDepartures.id, { onDelete: 'set null' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    name: varchar({ length: 100 }).notNull(),
    email: varchar({ length: 254 }).notNull(),
    phone: varchar({ length: 30 }).notNull().default(''),
    travellers: smallint().notNull().default(1),
    message: varchar({ length: 2000 }).notNull().default(''),
    createdAt: writtenAt(),
  },
  (table) => [index('journey_interests_journey_idx').on(table.journeyId, table.createdAt)],
);

export const journeyBookings = pgTable(
  'journey_bookings',
  {
    id: identityId(),
    journeyId: belongsTo(() => journeys.id),
    departureId: belongsTo(() => journeyDepartures.id),
    userId: belongsTo(() => users.id),
    travellers: smallint().notNull(),
    travellerNames: jsonb().$type<string[]>().notNull().default([]),
    /** held (at checkout) → confirmed → completed; or cancelled / expired. */
    status: varchar({ length: 12 }).notNull(),
    ...payableBookingColumns(),
    ...depositBookingColumns(),
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
