import { addDays, daysBetween, RETREAT_ERROR_CODES, RETREAT_MESSAGES } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { HttpError } from '../../lib/http-errors';

/**
 * Guests counted per package and night (decision 013). A stay is [start, end): the first night and
 * the day of leaving, both calendar dates ('YYYY-MM-DD') of the retreat's place. Nights are counted
 * in whole calendar days in UTC arithmetic, so a change of clocks (DST) never adds or drops a night.
 *
 * Every change of guests_taken goes through this file, inside a transaction that first took the
 * retreat's lock (lockRetreatNights): the guest's booking, cancellation and hold release, the host's
 * cancellation and capacity changes.
 */

type Executor = Pick<Db, 'execute'>;

/** Nights of the stay [start, end): the day of leaving is not a night. */
export const nightCount = daysBetween;

/** Every night of the stay [start, end), in order; none when end is not after start. */
export function stayNights(start: string, end: string): string[] {
  const n = nightCount(start, end);
  return Array.from({ length: Math.max(0, n) }, (_, i) => addDays(start, i));
}

/** The nights of a fixed departure ({ start, end } as stored in retreats.departures). */
export function departureNights(departure: { start: string; end: string }): string[] {
  return stayNights(departure.start, departure.end);
}

/**
 * The nights a flexible retreat can be booked for: from available_from up to the night before
 * available_until, the last day a guest may leave. Empty when the window is not set.
 */
export function windowNights(window: { availableFrom: string | null; availableUntil: string | null }): string[] {
  if (!window.availableFrom || !window.availableUntil) return [];
  return stayNights(window.availableFrom, window.availableUntil);
}

/** First key of the per-retreat advisory locks (the second is the retreat's id); tutors use 9_001. */
const RETREAT_NIGHTS_LOCK = 9_002;

/**
 * Changes to one retreat's nights go one transaction at a time, under a lock held to the commit:
 * each booking reads and raises the counts of its nights alone, so a crowd on the last rooms gets
 * exactly the capacity, never more (the same guarantee as a tutor's seats, decision 013).
 */
export async function lockRetreatNights(tx: Executor, retreatId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${RETREAT_NIGHTS_LOCK}::int, ${retreatId}::int)`);
}

export interface Stay {
  packageId: number;
  /** The first night. */
  start: string;
  /** The day of leaving (not a night). */
  end: string;
  guests: number;
}

/** Makes the night rows of a stay that no booking or host has touched yet (guests 0, open). */
async function ensureNights(tx: Executor, stay: Stay) {
  await tx.execute(sql`
    insert into retreat_nights (package_id, night)
    select ${stay.packageId}, d::date
    from generate_series(${stay.start}::date, ${stay.end}::date - 1, interval '1 day') d
    on conflict (package_id, night) do nothing`);
}

/**
 * Adds the stay's guests to every night of it, all or nothing, in one conditional UPDATE: each
 * night must be open and keep guests_taken + guests within its capacity (the night's own, else the
 * package's), and the rows changed must be as many as the nights. Call under lockRetreatNights.
 * Refused with a 409 naming the first night that has no room (or is closed).
 */
export async function takeNights(tx: Executor, stay: Stay): Promise<void> {
  const nights = nightCount(stay.start, stay.end);
  if (nights <= 0) throw new Error('takeNights: a stay needs at least one night');
  await ensureNights(tx, stay);
  const fits = sql`n.package_id = ${stay.packageId} and n.night >= ${stay.start}::date and n.night < ${stay.end}::date
                   and not n.closed and n.guests_taken + ${stay.guests} <= coalesce(n.capacity, p.capacity)`;
  const taken = await selectRows<{ night: string }>(
    tx,
    sql`update retreat_nights n set guests_taken = n.guests_taken + ${stay.guests}
        from retreat_packages p
        where p.id = n.package_id and ${fits}
          and (select count(*) from retreat_nights n join retreat_packages p on p.id = n.package_id
               where ${fits}) = ${nights}
        returning n.night`,
  );
  if (taken.length === nights) return;
  // Nothing changed (the count guard is all or nothing): say which night is the obstacle.
  throw await fullError(tx, stay);
}

async function fullError(tx: Executor, stay: Stay): Promise<HttpError> {
  const [first] = await selectRows<{ night: string; left: number; closed: boolean }>(
    tx,
    sql`select to_char(n.night, 'YYYY-MM-DD') as night, n.closed,
               (coalesce(n.capacity, p.capacity) - n.guests_taken)::int as "left"
        from retreat_nights n join retreat_packages p on p.id = n.package_id
        where n.package_id = ${stay.packageId} and n.night >= ${stay.start}::date and n.night < ${stay.end}::date
          and (n.closed or n.guests_taken + ${stay.guests} > coalesce(n.capacity, p.capacity))
        order by n.night limit 1`,
  );
  const detail = !first
    ? RETREAT_MESSAGES.full
    : first.closed
      ? RETREAT_MESSAGES.nightClosed(first.night)
      : RETREAT_MESSAGES.nightFull(first.night, Math.max(0, first.left));
  return new HttpError(409, RETREAT_ERROR_CODES.full, detail);
}

/**
 * Gives the stay's guests back on every night of it (a cancellation, an expired hold). Never below
 * zero: the CHECK constraint would refuse it, and a count that low would mean a bug elsewhere.
 * Call under lockRetreatNights.
 */
export async function giveBackNights(tx: Executor, stay: Stay): Promise<void> {
  await tx.execute(
    sql`update retreat_nights set guests_taken = greatest(guests_taken - ${stay.guests}, 0)
        where package_id = ${stay.packageId} and night >= ${stay.start}::date and night < ${stay.end}::date`,
  );
}
