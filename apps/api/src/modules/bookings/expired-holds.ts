import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db, type Tx } from '../../db/client';

/**
 * The statement that expires one lock key's holds not paid in time (a journey's, a temple's, a
 * retreat's): `table`'s held bookings whose `column` is `key` and whose hold has run out become
 * `expired`, answering `returning` of each, so the caller gives their places back in the same
 * statement or transaction. Run it under the key's lock.
 */
export function expireHeldBookings(table: string, column: string, key: number, returning: SQL): SQL {
  return sql`update ${sql.identifier(table)} set status = 'expired', updated_at = now()
      where status = 'held' and hold_expires_at < now() and ${sql.identifier(column)} = ${key}
      returning ${returning}`;
}

/**
 * Every lock key (`column` of `table`: a journey, a temple, a retreat) with holds past their expiry,
 * each released by `release` in a transaction of its own after `lock` took that key's lock, so the
 * release never waits on two keys at once. Finding none (the usual answer) is one read of the index
 * on held bookings.
 */
export async function releaseExpiredHoldsByKey(
  db: Db | Tx,
  table: string,
  column: string,
  lock: (tx: Tx, key: number) => Promise<void>,
  release: (tx: Tx, key: number) => Promise<unknown>,
): Promise<void> {
  const keys = await selectRows<{ key: number }>(
    db,
    sql`select distinct ${sql.identifier(column)} as key from ${sql.identifier(table)}
        where status = 'held' and hold_expires_at < now()`,
  );
  for (const { key } of keys) {
    await db.transaction(async (tx) => {
      await lock(tx, key);
      await release(tx, key);
    });
  }
}
