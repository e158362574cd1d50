import { index, integer, jsonb, pgTable, smallint, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Refresh tokens, stored only as SHA-256 hashes. Each login starts a family; every refresh marks the
 * used token rotated and adds its successor to the family. A rotated token presented again (outside
 * a few seconds' grace for concurrent tabs) revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid().notNull(),
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    rotatedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    userAgent: varchar({ length: 300 }).notNull().default(''),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId), index('refresh_tokens_user_idx').on(table.userId)],
);

/** The current 6-digit code that confirms a user's email address (hashed, limited attempts). */
export const emailVerificationCodes = pgTable('email_verification_codes', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: varchar({ length: 64 }).notNull(),
  attempts: smallint().notNull().default(0),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Single-use password reset links, valid for an hour. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: varchar({ length: 64 }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

/** Mail written here when no SMTP server is configured (and logged), so the embedded default works. */
export const mailOutbox = pgTable('mail_outbox', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  recipient: varchar({ length: 254 }).notNull(),
  subject: varchar({ length: 300 }).notNull(),
  text: text().notNull(),
  html: text().notNull(),
  /** Attachments kept as sent (e.g. a booking's .ics): [{ filename, contentType, content }]. */
  attachments: jsonb().$type<Array<{ filename: string; contentType: string; content: string }>>().notNull().default([]),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Bot-check answers already accepted: each challenge works once. */
export const botCheckSolutions = pgTable('bot_check_solutions', {
  challenge: varchar({ length: 64 }).primaryKey(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
