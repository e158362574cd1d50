import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/client';
import type { WaitlistableKind } from './waitlist-kind';

/**
 * A kind's `hasBooked` when a key names one row its bookings point at (a sitting, a departure):
 * whether the person's bookings in `table` (`personColumn`) hold or have booked that row
 * (`targetColumn` = `targetOf(key)`), in one of the `live` statuses.
 */
export function hasLiveBookingOf(
  table: string,
  personColumn: string,
  targetColumn: string,
  targetOf: (key: string) => number,
  live: readonly string[],
): WaitlistableKind['hasBooked'] {
  return async (db, personId, key) => {
    const rows = await selectRows<{ id: number }>(
      db,
      sql`select id from ${sql.identifier(table)}
          where ${sql.identifier(personColumn)} = ${personId} and ${sql.identifier(targetColumn)} = ${targetOf(key)}
            and status in (${sql.join(
              live.map((status) => sql`${status}`),
              sql`, `,
            )}) limit 1`,
    );
    return rows.length > 0;
  };
}
