import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A person waiting for places of a full sitting, stay, pooja day or departure (issue 24). The kind
 * names its target by a key of its own (`departure:12`), under which its places are locked and
 * counted; the offered booking is the kind's row, held until the offer lapses.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar({ length: 12 }).notNull(),
    personId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The target as the person named it (checked by the kind), and its key. */
    target: jsonb().$type<Record<string, unknown>>().notNull(),
    targetKey: varchar({ length: 120 }).notNull(),
    seats: smallint().notNull(),
    /** waiting → offered → taken | lapsed; or left (the person left the list, or booked otherwise). */
    status: varchar({ length: 10 }).notNull().default('waiting'),
    bookingId: integer(),
    offeredAt: timestamp({ withTimezone: true }),
    offerExpiresAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('waitlist_entries_person_target_key')
      .on(table.personId, table.kind, table.targetKey)
      .where(sql`${table.status} in ('waiting', 'offered')`),
    // The line of a target: first come, first offered.
    index('waitlist_entries_line_idx')
      .on(table.kind, table.targetKey, table.createdAt, table.id)
      .where(sql`${table.status} = 'waiting'`),
    index('waitlist_entries_person_idx').on(table.personId, table.createdAt),
    check('waitlist_entries_kind', sql`${table.kind} in ('class', 'retreat', 'pooja', 'journey')`),
    check('waitlist_entries_status', sql`${table.status} in ('waiting', 'offered', 'taken', 'lapsed', 'left')`),
    check('waitlist_entries_seats', sql`${table.seats} between 1 and 50`),
  ],
);
