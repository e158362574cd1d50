import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../db/client';
import { pageWindow } from '../lib/paging';
import { OUTBOX_CHANNEL } from './enqueue';

/** An outbox row the worker gave up on after its last attempt (see `MAX_ATTEMPTS`). */
export interface GivenUpRow {
  id: number;
  topic: string;
  payload: unknown;
  attempts: number;
  last_error: string | null;
  created_at: Date | string;
  failed_at: Date | string | null;
}

/** The rows given up, the most recent first, for the operator to look at and put back in line. */
export async function listGivenUp(
  db: Pick<Db, 'execute'>,
  page: number,
  pageSize: number,
): Promise<{ count: number; rows: GivenUpRow[] }> {
  const { limit, offset } = pageWindow(page, pageSize);
  const rows = await selectRows<GivenUpRow & { total: number | string }>(
    db,
    sql`select id, topic, payload, attempts, last_error, created_at, failed_at, count(*) over () as total
        from outbox where failed_at is not null and sent_at is null
        order by failed_at desc, id desc
        limit ${limit} offset ${offset}`,
  );
  return { count: Number(rows[0]?.total ?? 0), rows };
}

/**
 * Puts a given-up row back in line with a fresh set of attempts, waking the workers at the commit
 * as an enqueue does. Answers the row as it now is, or null when there is no such given-up row
 * (already put back, delivered, or never failed). Its handler decides again whether anything is
 * still due: a refund already sent is not sent twice.
 */
export async function retryGivenUp(db: Pick<Db, 'execute'>, id: number): Promise<GivenUpRow | null> {
  const [row] = await selectRows<GivenUpRow>(
    db,
    sql`update outbox set failed_at = null, attempts = 0, available_at = now(), claimed_until = null
        where id = ${id} and failed_at is not null and sent_at is null
        returning id, topic, payload, attempts, last_error, created_at, failed_at`,
  );
  if (row) await db.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  return row ?? null;
}
