import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';

type Executor = Pick<Db, 'execute'>;

/** First key of the per-temple advisory locks (the second is the temple's id); classes use 9001. */
const TEMPLE_DAYS_LOCK = 9_101;

/**
 * Places of one temple's pooja days change one transaction at a time, under a lock held to the
 * commit (decision 013): a booking, a cancellation, an expired hold and a new daily limit all count
 * against the same `pooja_days` rows, so each reads and writes them without another in between.
 */
export async function lockTempleDays(tx: Executor, templeId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${TEMPLE_DAYS_LOCK}::int, ${templeId}::int)`);
}

/**
 * Poojas held at checkout and not paid in time give their place back: the booking expires and its
 * day's count drops, in one statement. Inside a booking's transaction only that temple's holds are
 * released (under its lock), so the transaction never waits on another temple's rows.
 */
export async function releaseExpiredPoojaHolds(db: Executor, templeId?: number) {
  const ofTemple = templeId === undefined ? sql`` : sql`and temple_id = ${templeId}`;
  await db.execute(sql`
    with expired as (
      update pooja_bookings set status = 'expired', updated_at = now()
      where status = 'held' and hold_expires_at < now() ${ofTemple}
      returning pooja_id, day
    ), freed as (select pooja_id, day, count(*)::int as n from expired group by pooja_id, day)
    update pooja_days d set taken = d.taken - freed.n from freed where d.pooja_id = freed.pooja_id and d.day = freed.day`);
}

/** Held poojas that were not paid in time go back every minute, even when nobody looks at the days. */
export function startPoojaHoldReleaseJob(ctx: AppContext): () => void {
  const timer = setInterval(() => {
    releaseExpiredPoojaHolds(ctx.db).catch((err: unknown) => ctx.log.error({ err }, 'releasing held poojas failed'));
  }, 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
