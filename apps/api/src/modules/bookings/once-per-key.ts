import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';

/**
 * Thrown in a booking's transaction when its insert meets the row the same client key made meanwhile:
 * the same attempt arrived twice at once. The transaction is undone and the other's booking answered.
 */
export class SameKey extends Error {}

/**
 * Makes a booking once per client key, for every kind: `make` books in its transaction and answers
 * the new booking's id (created); when it throws SameKey, the booking the key already made (`again`)
 * is answered instead (not created). `made` reads a booking by id, `show` gives it as the API does.
 */
export async function bookOnce<Row, Booking>(
  make: () => Promise<number>,
  made: (id: number) => Promise<Row | null>,
  again: () => Promise<Row | null>,
  show: (row: Row) => Booking,
): Promise<{ booking: Booking; created: boolean }> {
  try {
    const id = await make();
    return { booking: show((await made(id))!), created: true };
  } catch (error) {
    if (error instanceof SameKey) {
      const existing = await again();
      if (existing) return { booking: show(existing), created: false };
    }
    throw error;
  }
}

/** The id of the booking the person's client key already made in `table` (`personColumn` says who booked), or null. */
export async function idUnderKey(
  db: Pick<Db, 'execute'>,
  table: string,
  personColumn: string,
  personId: number,
  key: string,
): Promise<number | null> {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`select id from ${sql.identifier(table)} where ${sql.identifier(personColumn)} = ${personId}
        and idempotency_key = ${key}`,
  );
  return row?.id ?? null;
}

/**
 * The `again` of a kind's bookOnce, also asked before booking: the booking the person's client key
 * already made (`idUnderKey`), read by `byId`; null when it made none.
 */
export function bookedUnderKey<Row>(
  db: Pick<Db, 'execute'>,
  table: string,
  personColumn: string,
  personId: number,
  key: string,
  byId: (db: Pick<Db, 'execute'>, id: number) => Promise<Row | null>,
): () => Promise<Row | null> {
  return async () => {
    const id = await idUnderKey(db, table, personColumn, personId, key);
    return id === null ? null : await byId(db, id);
  };
}
