import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A practice belongs to a user or, before sign-in, to a guest id; `practice/merge/` moves a guest's
 * practices to the account. Exactly one owner column is set.
 */
const owner = {
  userId: integer().references(() => users.id, { onDelete: 'cascade' }),
  guestUuid: uuid(),
};

/** Level, reminder and home time zone of a person's daily practice. */
export const practiceSettings = pgTable(
  'practice_settings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...owner,
    level: varchar({ length: 20 }).notNull(),
    reminderTime: varchar({ length: 5 }),
    remindersEnabled: boolean().notNull().default(false),
    timeZone: varchar({ length: 64 }).notNull(),
    /** The local date the last reminder went out for (one a day). */
    lastReminderOn: date({ mode: 'string' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('practice_settings_user_key').on(table.userId),
    uniqueIndex('practice_settings_guest_key').on(table.guestUuid),
    check('practice_settings_one_owner', sql`num_nonnulls(${table.userId}, ${table.guestUuid}) = 1`),
  ],
);

/** One practice a person keeps: a catalogue kind, or 'custom' with its own name. */
export const practices = pgTable(
  'practices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...owner,
    kind: varchar({ length: 40 }).notNull(),
    name: varchar({ length: 60 }).notNull().default(''),
    target: integer().notNull(),
    unit: varchar({ length: 10 }).notNull(),
    position: smallint().notNull().default(0),
    /** Removed practices stay inactive, with their history. */
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('practices_user_idx').on(table.userId),
    index('practices_guest_idx').on(table.guestUuid),
    check('practices_one_owner', sql`num_nonnulls(${table.userId}, ${table.guestUuid}) = 1`),
  ],
);

/** A practice done on a local day (the day where the person was when marking): one per day. */
export const practiceMarks = pgTable(
  'practice_marks',
  {
    practiceId: integer()
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    amount: integer(),
    markedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.practiceId, table.day] })],
);
