import { sql } from 'drizzle-orm';
import { check, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { CAPACITY_LIMITS } from '@sangam/contracts';

/*
 * The checks the kinds' item tables (classes, retreats, poojas, journeys) each wrote out again, named
 * `<table>_<rule>` as before: the SQL they make is the same, so using them changes no migration.
 */

/** A price in minor units is never negative (0 is free). */
export const priceCheck = (table: string, priceMinor: AnyPgColumn) => check(`${table}_price`, sql`${priceMinor} >= 0`);

/** The places one unit offers stay within the contracts' CAPACITY_LIMITS, the same the API checks. */
export const capacityCheck = (table: string, capacity: AnyPgColumn) =>
  check(
    `${table}_capacity`,
    sql`${capacity} between ${sql.raw(String(CAPACITY_LIMITS.capacityMin))} and ${sql.raw(String(CAPACITY_LIMITS.capacityMax))}`,
  );

/** The share of the total paid at checkout (retreats, journeys) is a percentage. */
export const depositCheck = (table: string, depositPercent: AnyPgColumn) =>
  check(`${table}_deposit`, sql`${depositPercent} between 0 and 100`);

/** A dated unit's seats (seatColumns) are never more than its capacity, nor below none. */
export const seatsCheck = (table: string, columns: { seatsTaken: AnyPgColumn; capacity: AnyPgColumn }) =>
  check(`${table}_seats`, sql`${columns.seatsTaken} between 0 and ${columns.capacity}`);
