import { index, integer, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Behaviour events from the web app (spec section 5), one row per event. The client's event id, or
 * for an event sent without one a UUID made from its content, is the key, so a retried batch stores
 * nothing twice. Deleting an account deletes its events (the
 * privacy policy promises it); a guest's events keep only the random guest id.
 */
export const events = pgTable(
  'events',
  {
    id: uuid().primaryKey(),
    eventType: varchar({ length: 40 }).notNull(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    guestUuid: uuid(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
  },
  (table) => [
    index('events_type_occurred_idx').on(table.eventType, table.occurredAt),
    index('events_occurred_idx').on(table.occurredAt),
    index('events_user_idx').on(table.userId),
    index('events_guest_idx').on(table.guestUuid),
  ],
);
