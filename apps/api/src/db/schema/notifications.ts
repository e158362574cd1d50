import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The in-app inbox (issue 23). An item keeps what its text is made from (`data`), not the text:
 * the title and body are written at read time in the reader's language, so a change of language
 * changes the inbox too.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 40 }).notNull(),
    /** Names, titles and ids the text is made from. */
    data: jsonb().notNull().default({}),
    /** The page it opens, without the language: `/community/post/12#comment-40`. */
    url: text().notNull(),
    /** What it is about, so that it can be withdrawn when that is removed. */
    subjectType: varchar({ length: 40 }).notNull(),
    subjectId: integer().notNull(),
    /** Unread items with one key fold into one ("12 new replies to your post"). */
    foldKey: varchar({ length: 100 }),
    count: integer().notNull().default(1),
    /** Who caused it (every actor of a folded item). */
    actorIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
    withdrawnAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    // The inbox, newest first.
    index('notifications_inbox_idx')
      .on(table.userId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.withdrawnAt} is null`),
    // The target of notify's insert … on conflict: one unread item per fold key.
    uniqueIndex('notifications_fold_idx')
      .on(table.userId, table.foldKey)
      .where(sql`${table.readAt} is null and ${table.withdrawnAt} is null and ${table.foldKey} is not null`),
    index('notifications_subject_idx').on(table.subjectType, table.subjectId),
  ],
);

/** Per kind and channel, and quiet hours ('HH:MM' in the person's zone; both null = none). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** { <kind>: { in_app, push, email } }; a kind not here has its defaults. */
  channels: jsonb().notNull().default({}),
  quietStart: varchar({ length: 5 }),
  quietEnd: varchar({ length: 5 }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
