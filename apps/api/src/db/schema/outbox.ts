import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Side effects (mail, push, the notices they are made from) written in the transaction of the
 * change that causes them, and delivered afterwards by the outbox worker (src/outbox): a process
 * killed between the commit and the send loses nothing, and several processes never deliver one
 * row twice (each claims rows with FOR UPDATE SKIP LOCKED for a lease).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** What the row is, and so which handler delivers it: 'mail', 'class_booking_mail', … */
    topic: varchar({ length: 60 }).notNull(),
    payload: jsonb().notNull(),
    /** When set, a second row with the same key is not written (a reminder of one day, once). */
    dedupeKey: varchar({ length: 200 }).unique(),
    /** Not before (a retry's backoff, the end of someone's quiet hours). */
    availableAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    /** A worker holds the row until then; past it, a crashed worker's row is claimed again. */
    claimedUntil: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    /** Given up after the last attempt; kept with its last error for the operator. */
    failedAt: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The worker's claim reads only rows still to deliver.
    index('outbox_due_idx')
      .on(table.availableAt, table.id)
      .where(sql`${table.sentAt} is null and ${table.failedAt} is null`),
  ],
);
