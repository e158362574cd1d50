import { sql, type SQL } from 'drizzle-orm';
import { selectRows } from '../../db/client';
import type { AppContext } from '../../context';
import { repeat } from '../../lib/repeat';

const BATCH = 1000;
const EVERY_MS = 10 * 60_000;

/**
 * Hot rank falls with age even when nobody votes, so it is recomputed for every post that still
 * has one, a batch at a time (short transactions, no long lock on a busy table). Posts of seven
 * days and more get 0 and leave the walk. Idempotent, so several processes may run it.
 */
export async function refreshHotRanks(db: AppContext['db']): Promise<number> {
  // The cursor keeps PostgreSQL's text of the time (microseconds), so no post is skipped or walked twice.
  let cursor: { at: string; id: number } | null = null;
  let updated = 0;
  for (;;) {
    const after: SQL = cursor ? sql`and (created_at, id) > (${cursor.at}::timestamptz, ${cursor.id}::int)` : sql``;
    const [batch] = await selectRows<{ n: number; at: string | null; id: number | null }>(
      db,
      sql`with batch as (
            select id from posts where hot_rank > 0 ${after} order by created_at, id limit ${BATCH}
          ), done as (
            update posts p set hot_rank = hot_rank(p.score, p.created_at)
            from batch where p.id = batch.id
            returning p.id, p.created_at
          ), last as (select id, created_at from done order by created_at desc, id desc limit 1)
          select (select count(*)::int from done) as n, (select created_at::text from last) as at,
                 (select id from last) as id`,
    );
    const n = batch?.n ?? 0;
    updated += n;
    if (n < BATCH || !batch?.at || batch.id === null) return updated;
    cursor = { at: batch.at, id: batch.id };
  }
}

export function startHotRankJob(ctx: AppContext): () => void {
  return repeat(ctx.log, 'hot rank refresh', EVERY_MS, () => refreshHotRanks(ctx.db));
}
