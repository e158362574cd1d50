import { pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Which demo-content steps have been loaded into this database (see src/seed). */
export const seedSteps = pgTable('seed_steps', {
  name: varchar({ length: 80 }).primaryKey(),
  appliedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
