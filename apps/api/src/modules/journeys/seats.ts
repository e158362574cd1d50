import { isoDate, localParts } from '@sangam/panchang';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { expireHeldBookings } from '../bookings';

/**
 * Places on a journey departure, counted in journey_departures.seats_taken (decision 013). Every
 * change of the count goes through this file, inside a transaction that first took the journey's
 * lock (lockJourneySeats): a booking, a cancellation by either side, a released hold, an organiser's
 * change of capacity. The count rises only in one conditional UPDATE; the CHECK constraint
 * (seats_taken between 0 and capacity) is the last guard.
 */

type Executor = Pick<Db, 'execute'>;

/** First key of the per-journey advisory locks (the second is the journey's id); tutors 9_001, retreats 9_002. */
const JOURNEY_SEATS_LOCK = 9_004;

/**
 * Seat changes of one journey go one transaction at a time, under a lock held to the commit. Take it
 * before locking any booking row: a hold release run under the lock updates booking rows, so a
 * transaction that held a booking row while waiting for the lock could deadlock with it.
 */
export async function lockJourneySeats(tx: Executor, journeyId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${JOURNEY_SEATS_LOCK}::int, ${journeyId}::int)`);
}

/**
 * The calendar date journeys count days in: India's, where they start (a departure "in the future"
 * leaves after today there; refunds count whole days before it).
 */
export const JOURNEY_TIME_ZONE = 'Asia/Kolkata';
export const journeyToday = (now = new Date()) => isoDate(localParts(now, JOURNEY_TIME_ZONE));

/**
 * Places held at checkout and not paid in time go back: the booking expires and its departure's
 * count drops, in one statement, for one journey (under its lock, so the transaction never waits
 * on another journey's rows). Answers the departures that got places back, for their waitlists
 * (waitlist.ts releaseHoldsAndOffer, which every caller goes through).
 */
export async function releaseExpiredJourneyHolds(db: Executor, journeyId: number): Promise<number[]> {
  const freed = await selectRows<{ id: number }>(
    db,
    sql`
    with expired as (${expireHeldBookings('journey_bookings', 'journey_id', journeyId, sql`departure_id, travellers`)}),
    freed as (select departure_id, sum(travellers)::int as n from expired group by departure_id)
    update journey_departures d set seats_taken = d.seats_taken - freed.n from freed where d.id = freed.departure_id
    returning d.id`,
  );
  return freed.map((row) => row.id);
}

/**
 * Takes `travellers` places of a departure that is open, in one statement that checks the capacity.
 * Answers false when they do not fit (or the departure closed meanwhile).
 */
export async function takePlaces(tx: Executor, departureId: number, travellers: number): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    tx,
    sql`update journey_departures set seats_taken = seats_taken + ${travellers}
        where id = ${departureId} and not closed and seats_taken + ${travellers} <= capacity
        returning id`,
  );
  return rows.length === 1;
}

/** Gives a cancelled booking's places back. */
export async function givePlacesBack(tx: Executor, departureId: number, travellers: number) {
  await tx.execute(
    sql`update journey_departures set seats_taken = seats_taken - ${travellers} where id = ${departureId}`,
  );
}

/** The places left on a departure now (0 when closed). */
export async function placesLeft(db: Executor, departureId: number): Promise<number> {
  const [row] = await selectRows<{ left: number }>(
    db,
    sql`select case when closed then 0 else capacity - seats_taken end as left
        from journey_departures where id = ${departureId}`,
  );
  return Math.max(0, row?.left ?? 0);
}

/** Confirmed bookings of journeys that have ended are completed (their last day is before today). */
export async function completeEndedJourneys(db: Executor, now = new Date()) {
  await db.execute(sql`
    update journey_bookings b set status = 'completed', updated_at = now()
    from journey_departures d, journeys j
    where b.status = 'confirmed' and d.id = b.departure_id and j.id = b.journey_id
      and d.start_date + (j.duration_days - 1) < ${journeyToday(now)}::date`);
}
