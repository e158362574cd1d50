import { sql } from 'drizzle-orm';
import { integer, pgEnum, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ['user', 'creator', 'admin']);
export const creatorType = pgEnum('creator_type', ['tutor', 'retreat_rep', 'mentor']);

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    username: varchar({ length: 30 }).notNull(),
    email: varchar({ length: 254 }).notNull(),
    passwordHash: text(),
    role: userRole().notNull().default('user'),
    displayName: varchar({ length: 80 }).notNull().default(''),
    preferredLanguage: varchar({ length: 2 }).notNull().default('en'),
    timeZone: varchar({ length: 64 }).notNull().default('Asia/Kolkata'),
    city: varchar({ length: 120 }).notNull().default(''),
    /** Community reputation, changed in the same transaction as the votes that earn it. */
    karma: integer().notNull().default(0),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    /** Access tokens issued before this moment are refused: "sign out everywhere" and password resets. */
    sessionsRevokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Case-insensitive uniqueness: "Arjun" and "arjun" are the same person.
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
  ],
);

export const creatorProfiles = pgTable('creator_profiles', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  creatorType: creatorType().notNull(),
  headline: varchar({ length: 140 }).notNull().default(''),
  bio: text().notNull().default(''),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
