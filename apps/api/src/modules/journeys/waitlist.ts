import { depositMinor } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { intArray, selectRow, selectRows, type Db, type Tx } from '../../db/client';
import { releaseExpiredHoldsByKey } from '../bookings';
import { hasLiveBookingOf, offerFreedPlaces, type WaitlistableKind, type WaitTarget } from '../waitlists';
import { journeyToday, lockJourneySeats, releaseExpiredJourneyHolds, takePlaces } from './seats';

/**
 * A full departure's waitlist (issue 24): its places are counted and locked as bookings take them
 * (seats.ts); freed ones are offered to the line wherever they come back (see offerDeparturePlaces).
 */

type Executor = Pick<Db, 'execute'>;
const keyOf = (departureId: number) => `departure:${departureId}`;
const departureOf = (key: string) => Number(/^departure:(\d{1,9})$/.exec(key)?.[1] ?? NaN);

interface DepartureRow {
  id: number;
  journey_id: number;
  title: string;
  start_date: string;
  left: number;
  closed: boolean;
  max_travellers_per_booking: number;
  price_minor: number;
  deposit_percent: number;
  currency: string;
}

async function departure(db: Executor, id: number): Promise<DepartureRow | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  return selectRow<DepartureRow>(
    db,
    sql`select d.id, d.journey_id, j.title, d.start_date::text as start_date, d.capacity - d.seats_taken as left,
               d.closed, j.max_travellers_per_booking, coalesce(d.price_minor, j.price_minor) as price_minor,
               j.deposit_percent, j.currency
        from journey_departures d join journeys j on j.id = d.journey_id
        where d.id = ${id} and j.published`,
  );
}

function waitTarget(row: DepartureRow, now = new Date()): WaitTarget | null {
  // A departure that is closed or leaves today or before has nothing to wait for.
  if (row.closed || row.start_date <= journeyToday(now)) return null;
  return {
    key: keyOf(row.id),
    target: { departure_id: row.id },
    title: row.title,
    startsOn: row.start_date,
    // Journeys start in India, at the beginning of their first day.
    startsAt: new Date(`${row.start_date}T00:00:00+05:30`),
    placesLeft: Math.max(0, row.left),
    maxSeats: row.max_travellers_per_booking,
    paid: depositMinor(row.price_minor, row.deposit_percent) > 0,
  };
}

const hasBooked = hasLiveBookingOf('journey_bookings', 'user_id', 'departure_id', departureOf, ['held', 'confirmed']);

export const journeyWaitlist: WaitlistableKind = {
  kind: 'journey',
  table: 'journey_bookings',
  settledStatuses: ['confirmed', 'completed'],

  async resolve(db, target) {
    const row = await departure(db, Number(target.departure_id));
    return row ? waitTarget(row) : null;
  },

  async describe(db, keys) {
    const rows = await selectRows<{ id: number; title: string; start_date: string }>(
      db,
      sql`select d.id, j.title, d.start_date::text as start_date
          from journey_departures d join journeys j on j.id = d.journey_id
          where d.id = any(${intArray(keys.map(departureOf).filter(Number.isSafeInteger))})`,
    );
    return new Map(rows.map((r) => [keyOf(r.id), { title: r.title, startsOn: r.start_date }]));
  },

  async targetOf(tx, key) {
    const row = await departure(tx, departureOf(key));
    return row ? waitTarget(row) : null;
  },

  hasBooked,

  async lock(tx, key) {
    const row = await departure(tx, departureOf(key));
    if (row) await lockJourneySeats(tx, row.journey_id);
  },

  async hold(tx, { key, personId, seats }, until, now) {
    if (await hasBooked(tx, personId, key)) return null;
    const row = (await departure(tx, departureOf(key)))!;
    if (!(await takePlaces(tx, row.id, seats))) return null;
    const total = row.price_minor * seats;
    const [booking] = await selectRows<{ id: number }>(
      tx,
      sql`insert into journey_bookings (journey_id, departure_id, user_id, travellers, status, hold_expires_at,
                                        idempotency_key, total_minor, deposit_minor, currency, cancellation_policy)
          values (${row.journey_id}, ${row.id}, ${personId}, ${seats}, 'held', ${until.toISOString()}::timestamptz,
                  ${`waitlist-${key}-${now.getTime()}`}, ${total}, ${depositMinor(total, row.deposit_percent)},
                  ${row.currency}, (select cancellation_policy from journeys where id = ${row.journey_id}))
          returning id`,
    );
    // The offer's notification (and its mail, with the checkout link) is the news: no second mail.
    return booking!.id;
  },

  checkoutPath: (bookingId) => `/checkout?kind=journey&booking=${bookingId}`,
};

/** Places of a departure came back: the first people waiting whose seats fit are offered them (lock held). */
export const offerDeparturePlaces = (tx: Tx, departureId: number, now = new Date()) =>
  offerFreedPlaces(tx, journeyWaitlist, keyOf(departureId), now);

/**
 * Expired holds give their places back and each departure's line is offered them, journey by
 * journey under its lock, in the transaction of the release (one journey's, or every journey's for
 * the minutely job and the lists).
 */
export async function releaseHoldsAndOffer(db: Db | Tx, journeyId?: number, now = new Date()): Promise<void> {
  const releaseAndOffer = async (tx: Tx, id: number) => {
    for (const departureId of await releaseExpiredJourneyHolds(tx, id))
      await offerDeparturePlaces(tx, departureId, now);
  };
  if (journeyId === undefined) {
    await releaseExpiredHoldsByKey(db, 'journey_bookings', 'journey_id', lockJourneySeats, releaseAndOffer);
    return;
  }
  await db.transaction(async (tx) => {
    await lockJourneySeats(tx, journeyId);
    await releaseAndOffer(tx, journeyId);
  });
}
