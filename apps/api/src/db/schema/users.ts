import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ['user', 'creator', 'editor', 'admin']);
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
    /** The languages whose items lists show first, in this order; empty means the interface language. */
    contentLanguages: varchar({ length: 2 })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    timeZone: varchar({ length: 64 }).notNull().default('Asia/Kolkata'),
    city: varchar({ length: 120 }).notNull().default(''),
    /** Community reputation, changed in the same transaction as the votes that earn it. */
    karma: integer().notNull().default(0),
    /** The part of `karma` earned by comments (the rest by posts), moved by the same vote statement (issue 26). */
    commentKarma: integer().notNull().default(0),
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

export const creatorProfiles = pgTable(
  'creator_profiles',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    creatorType: creatorType().notNull(),
    headline: varchar({ length: 140 }).notNull().default(''),
    bio: text().notNull().default(''),
    /** How a booking is paid to this creator directly (UPI id, bank account…), shown at checkout to whoever booked. */
    paymentInstructions: text().notNull().default(''),
    /** Days a person has to pay this creator directly after booking; after them an unpaid booking may be released. Null: no deadline. */
    payWithinDays: integer(),
    /** Verification by an editor (issue 20): unverified, pending, verified or rejected. */
    verificationStatus: varchar({ length: 10 }).notNull().default('unverified'),
    /** Uploaded photos of the documents (identity; a temple's registration), shown to the console only. */
    verificationDocuments: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    verificationNote: text().notNull().default(''),
    /** Why an editor refused: the creator reads it. */
    verificationReason: text().notNull().default(''),
    verificationRequestedAt: timestamp({ withTimezone: true }),
    verifiedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('creator_profiles_verification_idx').on(table.verificationStatus, table.verificationRequestedAt),
    check(
      'creator_profiles_verification_status',
      sql`${table.verificationStatus} in ('unverified', 'pending', 'verified', 'rejected')`,
    ),
    check('creator_profiles_pay_within_days', sql`${table.payWithinDays} between 1 and 60`),
  ],
);

/** A site-wide ban (issue 20): the person may read but not write in the community, book or review. */
export const userBans = pgTable('user_bans', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text().notNull(),
  bannedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  /** null: until lifted. */
  expiresAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Every action taken in the operator's console: who, what, when, before and after. Kept when the actor leaves. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    action: varchar({ length: 40 }).notNull(),
    targetType: varchar({ length: 20 }).notNull(),
    targetId: varchar({ length: 40 }).notNull(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('audit_log_target_idx').on(table.targetType, table.targetId),
    index('audit_log_actor_idx').on(table.actorId),
  ],
);
