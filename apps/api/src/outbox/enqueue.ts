import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../db/client';
import { outbox } from '../db/schema';

/** The channel the enqueueing transaction notifies at its commit, to wake every worker. */
export const OUTBOX_CHANNEL = 'outbox';

export interface OutboxItem {
  /** Names the handler that delivers it (src/outbox/handlers.ts). */
  topic: string;
  payload: unknown;
  /** A second item with the same key is dropped (one reminder a day, whoever tries twice). */
  dedupeKey?: string;
  /** Not before this time (the end of someone's quiet hours). */
  availableAt?: Date;
}

/**
 * Writes side effects in the caller's transaction, so they exist exactly when the change that
 * causes them does: a rolled-back change sends nothing, a committed one loses nothing. Answers how
 * many were written (fewer when a dedupe key was already there).
 */
export async function enqueue(tx: Pick<Db, 'insert' | 'execute'>, items: OutboxItem | OutboxItem[]): Promise<number> {
  const list = Array.isArray(items) ? items : [items];
  if (list.length === 0) return 0;
  const insert = tx
    .insert(outbox)
    .values(
      list.map((item) => ({
        topic: item.topic,
        payload: item.payload,
        dedupeKey: item.dedupeKey ?? null,
        ...(item.availableAt ? { availableAt: item.availableAt } : {}),
      })),
    )
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  // NOTIFY is transactional: the workers hear of it at the commit, and never of a rollback. Sent in
  // the insert's own statement (only when a row was written), it costs a booking or a post no second
  // round trip.
  const [row] = await selectRows<{ written: number }>(
    tx,
    sql`with written as (${insert.getSQL()})
        select count(*)::int as written, pg_notify(${OUTBOX_CHANNEL}, '') from written having count(*) > 0`,
  );
  return row?.written ?? 0;
}
