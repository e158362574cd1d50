import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';

/**
 * The seats of a tutor's sittings: their lock, and the holds that ran out giving seats back. Every
 * change of `class_sessions.seats_taken` happens under the tutor's lock (bookings, cancellations,
 * moves, releases, waitlist offers).
 */

type Executor = Pick<Db, 'execute'>;

/** First key of the per-tutor advisory locks (the second is the tutor's id). */
const TUTOR_SEATS_LOCK = 9_001;

/**
 * Seat changes of one tutor's sittings go one transaction at a time, under a lock held to the
 * commit. Without it two bookings of overlapping sittings of different classes (a one-to-one and a
 * group at the same hour) each wait in the exclusion constraint for the other's uncommitted row:
 * PostgreSQL breaks the deadlock after a second by failing one (40P01, a 500), and a crowd of such
 * waits empties the connection pool (503s); bench/classes-load.mjs showed both.
 */
export async function lockTutorSeats(tx: Executor, tutorId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${TUTOR_SEATS_LOCK}::int, ${tutorId}::int)`);
}

/** The tutors with seats held at checkout and not paid in time (usually none: one read of an index). */
export async function tutorsWithExpiredHolds(db: Executor): Promise<number[]> {
  const rows = await selectRows<{ tutor_id: number }>(
    db,
    sql`select distinct c.tutor_id from bookings b join classes c on c.id = b.class_id
        where b.status = 'held' and b.hold_expires_at < now()`,
  );
  return rows.map((r) => r.tutor_id);
}

/**
 * One tutor's seats held at checkout and not paid in time go back: the bookings expire and their
 * sittings' seat counts drop, in one statement. The caller holds the tutor's lock. Answers the
 * sittings whose seats came back, for their waitlists.
 */
export async function releaseTutorHolds(tx: Executor, tutorId: number): Promise<number[]> {
  const freed = await selectRows<{ id: number }>(
    tx,
    sql`
    with expired as (
      update bookings set status = 'expired'
      where status = 'held' and hold_expires_at < now()
        and class_id in (select id from classes where tutor_id = ${tutorId})
      returning session_id, seats
    ), freed as (select session_id, sum(seats)::int as n from expired group by session_id)
    update class_sessions s set seats_taken = s.seats_taken - freed.n from freed where s.id = freed.session_id
    returning s.id`,
  );
  return freed.map((r) => r.id);
}
