import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { translationsColumn } from './translations-column';
import type { RefundStep } from '@sangam/contracts';
import { payableBookingColumns, payableBookingIndexes, depositBookingColumns } from './booking-columns';
import { itemKeyColumns, placeColumns, listingColumns, listingIndexes } from './item-columns';
import { capacityCheck, depositCheck, priceCheck } from './item-checks';
import { identityId, belongsTo, calendarDate, flag, freeText, textList, timestamps, writtenAt } from './row-columns';
import { users } from './users';

/**
 * A retreat hosted by a retreat representative (a creator of type retreat_rep). Its dates are fixed
 * departures or a flexible window the guest picks a stay from; either way, what a guest takes is
 * counted per package and night in retreat_nights.
 */
export const retreats = pgTable(
  'retreats',
  {
    ...itemKeyColumns(),
    hostId: belongsTo(() => users.id),
    title: varchar({ length: 140 }).notNull(),
    translations: translationsColumn(),
    summary: varchar({ length: 300 }).notNull().default(''),
    description: freeText(),
    /** yoga, ayurveda, meditation, pilgrimage, wellness (RETREAT_TYPES in the contracts). */
    type: varchar({ length: 20 }).notNull(),
    /** The language its texts are written in (an interface language code). */
    contentLanguage: varchar({ length: 2 }).notNull().default('en'),
    /** The languages it is held in. */
    languages: textList(),
    place: varchar({ length: 120 }).notNull(),
    ...placeColumns(),
    photos: textList(),
    teachers: jsonb().$type<Array<{ name: string; bio: string }>>().notNull().default([]),
    schedule: jsonb().$type<Array<{ time: string; activity: string }>>().notNull().default([]),
    included: textList(),
    /** 'fixed': guests choose one of `departures`; 'flexible': any stay inside the window. */
    dateMode: varchar({ length: 10 }).notNull(),
    departures: jsonb().$type<Array<{ start: string; end: string }>>().notNull().default([]),
    availableFrom: calendarDate(),
    availableUntil: calendarDate(),
    minNights: smallint().notNull().default(1),
    maxNights: smallint().notNull().default(30),
    /** The share of the total paid at checkout; the rest is paid to the host at the retreat. */
    depositPercent: smallint().notNull().default(30),
    /** The most guests one booking may bring (RETREAT_LIMITS.guestsPerBookingDefault unless the host sets it). */
    maxGuestsPerBooking: smallint().notNull().default(10),
    cancellationPolicy: jsonb().$type<RefundStep[]>().notNull().default([]),
    currency: varchar({ length: 3 }).notNull().default('INR'),
    ...listingColumns(),
    ...timestamps(),
  },
  (table) => [
    ...listingIndexes('retreats', table),
    index('retreats_host_idx').on(table.hostId),
    index('retreats_type_idx').on(table.type),
    check('retreats_date_mode', sql`${table.dateMode} in ('fixed', 'flexible')`),
    depositCheck('retreats', table.depositPercent),
    check('retreats_max_guests_per_booking', sql`${table.maxGuestsPerBooking} between 1 and 50`),
    check('retreats_nights', sql`${table.minNights} between 1 and ${table.maxNights}`),
  ],
);

/** A room or package type: its price per person and how many guests it takes each night. */
export const retreatPackages = pgTable(
  'retreat_packages',
  {
    id: identityId(),
    retreatId: belongsTo(() => retreats.id),
    name: varchar({ length: 100 }).notNull(),
    description: varchar({ length: 500 }).notNull().default(''),
    /** Integer minor units per person: for the whole departure (fixed) or per night (flexible). */
    priceMinor: integer().notNull(),
    /** Guests it takes on one night. */
    capacity: smallint().notNull(),
    position: smallint().notNull().default(0),
    active: flag(true),
  },
  (table) => [
    index('retreat_packages_retreat_idx').on(table.retreatId, table.position),
    priceCheck('retreat_packages', table.priceMinor),
    capacityCheck('retreat_packages', table.capacity),
  ],
);

/**
 * Guests of one package on one night. A booking adds its guests to every night of its stay in one
 * statement that also checks the capacity (the night's own, or the package's), under the retreat's
 * lock, so no night ever holds more guests than it has room for. The host may close a night or
 * change its capacity (availability screen).
 */
export const retreatNights = pgTable(
  'retreat_nights',
  {
    packageId: belongsTo(() => retreatPackages.id),
    night: calendarDate().notNull(),
    guestsTaken: smallint().notNull().default(0),
    /** Null: the package's capacity. */
    capacity: smallint(),
    closed: flag(false),
  },
  (table) => [
    primaryKey({ columns: [table.packageId, table.night] }),
    check('retreat_nights_guests', sql`${table.guestsTaken} >= 0`),
  ],
);

export const retreatBookings = pgTable(
  'retreat_bookings',
  {
    id: identityId(),
    retreatId: belongsTo(() => retreats.id),
    packageId: belongsTo(() => retreatPackages.id),
    guestId: belongsTo(() => users.id),
    /** The first night and the day of leaving (the stay is [start, end)). */
    startDate: calendarDate().notNull(),
    endDate: calendarDate().notNull(),
    guests: smallint().notNull(),
    /** held (at checkout) → confirmed → completed; or cancelled / expired. */
    status: varchar({ length: 12 }).notNull(),
    /** The guest's note to the host (diet, arrival time). */
    note: varchar({ length: 1000 }).notNull().default(''),
    ...payableBookingColumns(),
    ...depositBookingColumns(),
  },
  (table) => [
    ...payableBookingIndexes('retreat_bookings', table),
    uniqueIndex('retreat_bookings_idempotency_key').on(table.guestId, table.idempotencyKey),
    index('retreat_bookings_guest_idx').on(table.guestId, table.createdAt),
    index('retreat_bookings_retreat_idx').on(table.retreatId, table.startDate),
    check(
      'retreat_bookings_status',
      sql`${table.status} in ('held', 'confirmed', 'cancelled', 'expired', 'completed')`,
    ),
    check('retreat_bookings_stay', sql`${table.endDate} > ${table.startDate}`),
    check('retreat_bookings_guests', sql`${table.guests} between 1 and 50`),
  ],
);

/** A question to the organiser instead of a booking. */
export const retreatInquiries = pgTable(
  'retreat_inquiries',
  {
    id: identityId(),
    retreatId: belongsTo(() => retreats.id),
    userId: belongsTo(() => users.id),
    message: varchar({ length: 2000 }).notNull(),
    preferredStart: calendarDate(),
    guests: smallint().notNull().default(1),
    createdAt: writtenAt(),
  },
  (table) => [index('retreat_inquiries_retreat_idx').on(table.retreatId, table.createdAt)],
);

/** Messages on a booking between host and guest (each is also mailed to the other side). */
export const retreatMessages = pgTable(
  'retreat_messages',
  {
    id: identityId(),
    bookingId: belongsTo(() => retreatBookings.id),
    senderId: belongsTo(() => users.id),
    body: varchar({ length: 2000 }).notNull(),
    createdAt: writtenAt(),
  },
  (table) => [index('retreat_messages_booking_idx').on(table.bookingId, table.createdAt)],
);
