import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A browser's web push subscription (issue 23), owned by an account or, before sign-in, by a guest
 * id (the practice merge moves it to the account). One row per endpoint: the push service's address
 * names one browser profile, so a second subscribe of it moves the row to whoever asked.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    guestUuid: uuid(),
    endpoint: text().notNull().unique(),
    /** The browser's P-256 public key and auth secret (base64url), which encrypt each message (RFC 8291). */
    p256dh: varchar({ length: 100 }).notNull(),
    auth: varchar({ length: 40 }).notNull(),
    /** The page's language when it subscribed: a guest has no profile, so their pushes are written in it. */
    language: varchar({ length: 2 }).notNull().default('en'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The last time the push service accepted a message for it. */
    lastSuccessAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('push_subscriptions_user_idx').on(table.userId),
    index('push_subscriptions_guest_idx').on(table.guestUuid),
    check('push_subscriptions_one_owner', sql`num_nonnulls(${table.userId}, ${table.guestUuid}) = 1`),
  ],
);
