import { sql } from 'drizzle-orm';
import { boolean, date, integer, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * Column builders the kinds' tables (classes, retreats, poojas, journeys) each wrote out again. The SQL
 * they make is the same as the builders spelled out, so using them changes no migration.
 */

/** A row's own id, numbered by the database. */
export const identityId = () => integer().primaryKey().generatedAlwaysAsIdentity();

/** A required link to the row this one belongs to: deleting that row deletes this one with it. */
export const belongsTo = (target: () => AnyPgColumn) => integer().notNull().references(target, { onDelete: 'cascade' });

/** A list of texts, empty until set (languages, photos, what is included). */
export const textList = () =>
  text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** A yes or no that is always set, `initially` until changed (published, active, closed). */
export const flag = (initially: boolean) => boolean().notNull().default(initially);

/** A free text of any length, empty until written (descriptions). */
export const freeText = () => text().notNull().default('');

/** A calendar day, read and written as its 'YYYY-MM-DD' text so that no time zone ever shifts it. */
export const calendarDate = () => date({ mode: 'string' });

/** A moment with its zone (timestamptz): when something happened or ends; null until set unless made notNull. */
export const timestampTz = () => timestamp({ withTimezone: true });

/** A moment that is the time the row was written unless set (createdAt, updatedAt). */
export const writtenAt = () => timestampTz().notNull().defaultNow();

/** When the row was made and last changed (the service sets updatedAt on each change). */
export const timestamps = () => ({ createdAt: writtenAt(), updatedAt: writtenAt() });
