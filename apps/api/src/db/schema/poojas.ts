import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { translationsColumn } from './translations-column';
import { payableBookingColumns, payableBookingIndexes } from './booking-columns';
import { itemKeyColumns, placeColumns, listingColumns, listingIndexes } from './item-columns';
import {
  identityId,
  belongsTo,
  calendarDate,
  flag,
  freeText,
  textList,
  timestamps,
  timestampTz,
  writtenAt,
} from './row-columns';
import { users } from './users';

/** A chadhava (offering) a devotee may add to a pooja, at its price. */
export type Offering = { id: string; name: string; price_minor: number };

export type PrasadAddress = {
  name: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  phone: string;
};

/**
 * A temple, managed by its staff through a creator account. Its timings and aartis are local times
 * in its own zone (shown to visitors in theirs); its darshan videos are YouTube embeds.
 */
export const temples = pgTable(
  'temples',
  {
    ...itemKeyColumns(),
    managerId: belongsTo(() => users.id),
    name: varchar({ length: 140 }).notNull(),
    deity: varchar({ length: 80 }).notNull(),
    description: freeText(),
    contentLanguage: varchar({ length: 2 }).notNull().default('en'),
    place: varchar({ length: 120 }).notNull(),
    region: varchar({ length: 120 }).notNull().default(''),
    translations: translationsColumn(),
    ...placeColumns(),
    photos: textList(),
    /** Opening hours, local times ('05:00'–'12:30'). */
    timings: jsonb().$type<Array<{ label: string; opens: string; closes: string }>>().notNull().default([]),
    aartis: jsonb().$type<Array<{ name: string; time: string }>>().notNull().default([]),
    darshanVideos: jsonb().$type<Array<{ youtube_id: string; title: string; live: boolean }>>().notNull().default([]),
    ...listingColumns(),
    ...timestamps(),
  },
  (table) => [...listingIndexes('temples', table), index('temples_manager_idx').on(table.managerId)],
);

export const poojas = pgTable(
  'poojas',
  {
    id: identityId(),
    templeId: belongsTo(() => temples.id),
    slug: varchar({ length: 100 }).notNull(),
    name: varchar({ length: 140 }).notNull(),
    purpose: varchar({ length: 300 }).notNull().default(''),
    translations: translationsColumn(),
    description: freeText(),
    priceMinor: integer().notNull(),
    currency: varchar({ length: 3 }).notNull().default('INR'),
    offerings: jsonb().$type<Offering[]>().notNull().default([]),
    /** Whether the temple posts prasad, and what posting adds to the price. */
    prasadAvailable: flag(true),
    prasadPriceMinor: integer().notNull().default(0),
    /** How many it performs on one day. */
    dailyLimit: smallint().notNull().default(20),
    /** Booked at least this many days ahead (the temple needs time to prepare). */
    noticeDays: smallint().notNull().default(1),
    position: smallint().notNull().default(0),
    ...listingColumns(),
    createdAt: writtenAt(),
  },
  (table) => [
    ...listingIndexes('poojas', table),
    index('poojas_temple_idx').on(table.templeId, table.position),
    check('poojas_price', sql`${table.priceMinor} >= 0 and ${table.prasadPriceMinor} >= 0`),
    check('poojas_daily_limit', sql`${table.dailyLimit} between 1 and 1000`),
  ],
);

/** Bookings of one pooja on one day, counted with each booking against the daily limit. */
export const poojaDays = pgTable(
  'pooja_days',
  {
    poojaId: belongsTo(() => poojas.id),
    day: calendarDate().notNull(),
    taken: smallint().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.poojaId, table.day] }), check('pooja_days_taken', sql`${table.taken} >= 0`)],
);

export const poojaBookings = pgTable(
  'pooja_bookings',
  {
    id: identityId(),
    poojaId: belongsTo(() => poojas.id),
    templeId: belongsTo(() => temples.id),
    userId: belongsTo(() => users.id),
    day: calendarDate().notNull(),
    /** The pooja is performed in this name, with this gotra, nakshatra and sankalp. */
    devoteeName: varchar({ length: 100 }).notNull(),
    gotra: varchar({ length: 60 }).notNull().default(''),
    nakshatra: varchar({ length: 30 }).notNull().default(''),
    sankalp: varchar({ length: 1000 }).notNull().default(''),
    /** The offerings chosen, as priced when booked. */
    offerings: jsonb().$type<Offering[]>().notNull().default([]),
    prasadAddress: jsonb().$type<PrasadAddress>(),
    totalMinor: integer().notNull(),
    ...payableBookingColumns(),
    /** held (at checkout) → booked → performed → prasad_sent; or cancelled / expired. */
    status: varchar({ length: 12 }).notNull(),
    /** The temple's recording of the pooja, once performed. */
    recordingUrl: varchar({ length: 300 }).notNull().default(''),
    performedAt: timestampTz(),
    prasadSentAt: timestampTz(),
    updatedAt: writtenAt(),
  },
  (table) => [
    ...payableBookingIndexes('pooja_bookings', table),
    uniqueIndex('pooja_bookings_idempotency_key').on(table.userId, table.idempotencyKey),
    index('pooja_bookings_user_idx').on(table.userId, table.createdAt),
    index('pooja_bookings_temple_idx').on(table.templeId, table.day),
    check(
      'pooja_bookings_status',
      sql`${table.status} in ('held', 'booked', 'performed', 'prasad_sent', 'cancelled', 'expired')`,
    ),
  ],
);
