import { sql } from 'drizzle-orm';
import { intArray, selectRow, selectRows, type Db, type Tx } from '../../db/client';
import { pgCode } from '../../db/unavailable';
import { hasLiveBookingOf, offerFreedPlaces, type WaitlistableKind, type WaitTarget } from '../waitlists';
import { lockTutorSeats, releaseTutorHolds, tutorsWithExpiredHolds } from './seats';

/**
 * A full class sitting's waitlist (issue 24): a person waits for a seat at one time of a class.
 * Seats are counted on `class_sessions` under the tutor's lock (seats.ts); a seat that comes back
 * (a cancellation, a move to another time, a hold run out, a larger class) is offered to the line
 * in that transaction (offerSittingPlaces).
 */

type Executor = Pick<Db, 'execute'>;
const keyOf = (sessionId: number) => `sitting:${sessionId}`;
const sessionOf = (key: string) => Number(/^sitting:(\d{1,9})$/.exec(key)?.[1] ?? NaN);

interface SittingRow {
  id: number;
  class_id: number;
  tutor_id: number;
  slug: string;
  title: string;
  start_at: Date | string;
  /** The sitting's day in the tutor's zone, as its line names it. */
  day: string;
  capacity: number;
  seats_taken: number;
  price_minor: number;
  currency: string;
}

async function sitting(db: Executor, where: ReturnType<typeof sql>): Promise<SittingRow | null> {
  return selectRow<SittingRow>(
    db,
    sql`select s.id, s.class_id, s.tutor_id, c.slug, c.title, s.start_at, s.capacity, s.seats_taken, c.price_minor,
               c.currency, to_char(s.start_at at time zone t.time_zone, 'YYYY-MM-DD') as day
        from class_sessions s join classes c on c.id = s.class_id join tutors t on t.user_id = c.tutor_id
        where ${where} and c.published`,
  );
}

const bySession = (key: string) => {
  const id = sessionOf(key);
  return Number.isSafeInteger(id) ? sql`s.id = ${id}` : null;
};

function waitTarget(row: SittingRow, now = new Date()): WaitTarget | null {
  const startsAt = new Date(row.start_at);
  // A sitting that has begun has nothing to wait for.
  if (startsAt <= now) return null;
  return {
    key: keyOf(row.id),
    target: { class: row.slug, start: startsAt.toISOString() },
    title: row.title,
    startsOn: row.day,
    startsAt,
    placesLeft: Math.max(0, row.capacity - row.seats_taken),
    maxSeats: 1,
    paid: row.price_minor > 0,
  };
}

const hasBooked = hasLiveBookingOf('bookings', 'learner_id', 'session_id', (key) => sessionOf(key) || 0, [
  'held',
  'confirmed',
]);

export const classWaitlist: WaitlistableKind = {
  kind: 'class',
  table: 'bookings',
  settledStatuses: ['confirmed', 'attended'],

  async resolve(db, target) {
    const start = typeof target.start === 'string' ? new Date(target.start) : null;
    if (typeof target.class !== 'string' || !start || Number.isNaN(start.getTime())) return null;
    const row = await sitting(
      db,
      sql`c.slug = ${target.class.toLowerCase().slice(0, 100)} and s.start_at = ${start.toISOString()}`,
    );
    return row ? waitTarget(row) : null;
  },

  async describe(db, keys) {
    const rows = await selectRows<{ id: number; title: string; day: string }>(
      db,
      sql`select s.id, c.title, to_char(s.start_at at time zone t.time_zone, 'YYYY-MM-DD') as day
          from class_sessions s join classes c on c.id = s.class_id join tutors t on t.user_id = c.tutor_id
          where s.id = any(${intArray(keys.map(sessionOf).filter(Number.isSafeInteger))})`,
    );
    return new Map(rows.map((r) => [keyOf(r.id), { title: r.title, startsOn: r.day }]));
  },

  async targetOf(tx, key) {
    const where = bySession(key);
    const row = where ? await sitting(tx, where) : null;
    return row ? waitTarget(row) : null;
  },

  hasBooked,

  async lock(tx, key) {
    const where = bySession(key);
    const row = where ? await sitting(tx, where) : null;
    if (row) await lockTutorSeats(tx, row.tutor_id);
  },

  async hold(tx, { key, personId }, until, now) {
    const where = bySession(key);
    const row = where ? await sitting(tx, where) : null;
    if (!row || (await hasBooked(tx, personId, key))) return null;
    try {
      // In a savepoint: a sitting whose seats had all gone back no longer blocked the tutor's time,
      // and the exclusion constraint may refuse its seat now (23P01): no offer, not a failed cancel.
      return await tx.transaction(async (savepoint) => {
        const seat = await selectRows<{ id: number }>(
          savepoint,
          sql`update class_sessions set seats_taken = seats_taken + 1
              where id = ${row.id} and seats_taken + 1 <= capacity returning id`,
        );
        if (seat.length === 0) return null;
        const [booking] = await selectRows<{ id: number }>(
          savepoint,
          sql`insert into bookings (session_id, class_id, learner_id, seats, status, hold_expires_at, idempotency_key,
                                    price_minor, currency)
              values (${row.id}, ${row.class_id}, ${personId}, 1, 'held', ${until.toISOString()}::timestamptz,
                      ${`waitlist-${key}-${now.getTime()}`}, ${row.price_minor}, ${row.currency})
              returning id`,
        );
        // The offer's notification (and its mail, with the checkout link) is the news: no second mail.
        return booking!.id;
      });
    } catch (error) {
      if (pgCode(error) === '23P01') return null;
      throw error;
    }
  },

  checkoutPath: (bookingId) => `/checkout?kind=class&booking=${bookingId}`,
};

/** A seat of a sitting came back: the first person waiting is offered it (the tutor's lock held). */
export const offerSittingPlaces = (tx: Tx, sessionId: number, now = new Date()) =>
  offerFreedPlaces(tx, classWaitlist, keyOf(sessionId), now);

/** Every coming sitting of a class that has people waiting (the class was made larger). */
export async function offerClassSittings(tx: Tx, classId: number, now = new Date()) {
  const lines = await selectRows<{ target_key: string }>(
    tx,
    sql`select distinct e.target_key from waitlist_entries e
        join class_sessions s on e.target_key = 'sitting:' || s.id
        where e.kind = 'class' and e.status = 'waiting' and s.class_id = ${classId} and s.start_at > now()`,
  );
  for (const { target_key } of lines) await offerFreedPlaces(tx, classWaitlist, target_key, now);
}

/**
 * Seats held at checkout and not paid in time go back, and each sitting's line is offered them:
 * tutor by tutor, each in a transaction (a savepoint inside the caller's) under the tutor's lock.
 * Finding none, the usual answer, is one read of the index on held bookings.
 */
export async function releaseClassHoldsAndOffer(db: Db | Tx, tutorId?: number, now = new Date()): Promise<void> {
  if (tutorId === undefined) {
    for (const tutor of await tutorsWithExpiredHolds(db)) await releaseClassHoldsAndOffer(db, tutor, now);
    return;
  }
  await db.transaction(async (tx) => {
    await lockTutorSeats(tx, tutorId);
    await releaseLockedHoldsAndOffer(tx, tutorId, now);
  });
}

/**
 * The same for a transaction that holds the tutor's lock already (a booking): one statement when
 * nothing ran out, where a savepoint and the lock again would cost three more round trips.
 */
export async function releaseLockedHoldsAndOffer(tx: Tx, tutorId: number, now = new Date()): Promise<void> {
  for (const sessionId of await releaseTutorHolds(tx, tutorId)) await offerSittingPlaces(tx, sessionId, now);
}
