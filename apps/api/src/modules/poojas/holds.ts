import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { expireHeldBookings } from '../bookings';

type Executor = Pick<Db, 'execute'>;

/** First key of the per-temple advisory locks (the second is the temple's id); classes use 9001. */
const TEMPLE_DAYS_LOCK = 9_101;

/**
 * Places of one temple's pooja days change one transaction at a time, under a lock held to the
 * commit (decision 013): a booking, a cancellation, an expired hold, a late payment and a new daily
 * limit all count against the same `pooja_days` rows. Every such transaction takes this lock before
 * any row, so two of them never wait on each other's rows (no deadlock).
 */
export async function lockTempleDays(tx: Executor, templeId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${TEMPLE_DAYS_LOCK}::int, ${templeId}::int)`);
}

/**
 * One temple's poojas held at checkout and not paid in time give their place back: the booking
 * expires and its day's count drops, in one statement. Call it under the temple's lock. Answers the
 * days that got places back, for their waitlists (waitlist.ts, which every caller goes through).
 */
export async function releaseTempleHolds(
  tx: Executor,
  templeId: number,
): Promise<Array<{ pooja_id: number; day: string }>> {
  return selectRows<{ pooja_id: number; day: string }>(
    tx,
    sql`
    with expired as (${expireHeldBookings('pooja_bookings', 'temple_id', templeId, sql`pooja_id, day`)}),
    freed as (select pooja_id, day, count(*)::int as n from expired group by pooja_id, day)
    update pooja_days d set taken = d.taken - freed.n from freed where d.pooja_id = freed.pooja_id and d.day = freed.day
    returning d.pooja_id, d.day::text as day`,
  );
}
