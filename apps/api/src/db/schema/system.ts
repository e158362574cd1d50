import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Which demo-content steps have been loaded into this database (see src/seed). */
export const seedSteps = pgTable('seed_steps', {
  name: varchar({ length: 80 }).primaryKey(),
  appliedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The version of lib/search's keys each searchable kind's stored keys were made with: when the
 * key rules change (SEARCH_KEYS_VERSION), the server makes every row's keys again at start.
 */
export const searchKeyVersions = pgTable('search_key_versions', {
  kind: varchar({ length: 40 }).primaryKey(),
  version: integer().notNull(),
});
