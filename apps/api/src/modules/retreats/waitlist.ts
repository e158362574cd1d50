import { sql } from 'drizzle-orm';
import { selectRow, selectRows, type Db, type Tx } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import { describedByParts, offerFreedPlaces, type WaitlistableKind, type WaitTarget } from '../waitlists';
import { retreatRow } from './catalogue';
import { giveBackNights, lockRetreatNights, nightCount, takeNights, type Stay } from './nights';
import { checkStay, hasStayOn, stayPrice } from './stay-rules';

/**
 * A full stay's waitlist (issue 24): a person waits for a package's nights [start, end) for their
 * guests. Places are counted per package and night under the retreat's lock (nights.ts); nights
 * that come back are offered to every line of that package whose stay they touch (giveBackStay).
 */

type Executor = Pick<Db, 'execute'>;
const keyOf = (packageId: number, start: string, end: string) => `stay:${packageId}:${start}:${end}`;
const partsOf = (key: string) => {
  const m = /^stay:(\d{1,9}):(\d{4}-\d{2}-\d{2}):(\d{4}-\d{2}-\d{2})$/.exec(key);
  return m ? { packageId: Number(m[1]), start: m[2]!, end: m[3]! } : null;
};

const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

interface StayRow {
  package_id: number;
  retreat_id: number;
  slug: string;
  title: string;
  today: string;
  date_mode: 'fixed' | 'flexible';
  deposit_percent: number;
  max_guests_per_booking: number;
  currency: string;
  active: boolean;
  price_minor: number;
  starts_at: Date | string;
  left: number;
}

/**
 * A package's stay as the line sees it: the retreat, the price, the moment the first night begins
 * at the retreat's place, and the places left on its fullest night (a closed night leaves none).
 */
async function stayRow(db: Executor, packageId: number, start: string, end: string): Promise<StayRow | null> {
  if (!Number.isSafeInteger(packageId) || packageId < 1 || packageId > 2_147_483_647) return null;
  return selectRow<StayRow>(
    db,
    sql`select p.id as package_id, r.id as retreat_id, r.slug, r.title, r.date_mode, r.deposit_percent, r.max_guests_per_booking,
               r.currency, p.active, p.price_minor,
               to_char((now() at time zone r.time_zone)::date, 'YYYY-MM-DD') as today,
               (${start}::date::timestamp at time zone r.time_zone) as starts_at,
               (select min(case when n.closed then 0 else coalesce(n.capacity, p.capacity) - coalesce(n.guests_taken, 0) end)
                from generate_series(${start}::date, ${end}::date - 1, interval '1 day') d
                left join retreat_nights n on n.package_id = p.id and n.night = d::date)::int as left
        from retreat_packages p join retreats r on r.id = p.retreat_id
        where p.id = ${packageId} and r.published`,
  );
}

function waitTarget(row: StayRow, start: string, end: string): WaitTarget | null {
  // A package no longer offered, or a stay that began, has nothing to wait for.
  if (!row.active || start <= row.today || nightCount(start, end) <= 0) return null;
  const flexible = row.date_mode === 'flexible';
  return {
    key: keyOf(row.package_id, start, end),
    target: { retreat: row.slug, package_id: row.package_id, start_date: start, end_date: end },
    title: row.title,
    startsOn: start,
    startsAt: new Date(row.starts_at),
    placesLeft: Math.max(0, row.left ?? 0),
    maxSeats: row.max_guests_per_booking,
    paid:
      stayPrice(
        { priceMinor: row.price_minor, guests: 1, nights: nightCount(start, end), flexible },
        row.deposit_percent,
      ).deposit > 0,
  };
}

/** The stay a person names, checked as a booking of it would be (its dates, its package). */
async function resolve(db: Executor, target: Record<string, unknown>): Promise<WaitTarget | null> {
  const { retreat: slug, package_id: packageId, start_date: start, end_date: end } = target;
  if (typeof slug !== 'string' || typeof packageId !== 'number' || !isDay(start) || !isDay(end)) return null;
  let retreat;
  try {
    retreat = await retreatRow(db, slug.slice(0, 200));
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
  try {
    checkStay(retreat, start, end);
  } catch (error) {
    // The same words as the booking form's, on the target's own fields.
    if (error instanceof HttpError && error.fieldErrors) {
      const fields = Object.fromEntries(Object.entries(error.fieldErrors).map(([field, m]) => [`target.${field}`, m]));
      throw new HttpError(error.statusCode, error.code, error.message, fields);
    }
    throw error;
  }
  const row = await stayRow(db, packageId, start, end);
  return row && row.retreat_id === retreat.id ? waitTarget(row, start, end) : null;
}

async function hasBooked(db: Executor, personId: number, key: string): Promise<boolean> {
  const parts = partsOf(key);
  const row = parts ? await stayRow(db, parts.packageId, parts.start, parts.end) : null;
  return row ? hasStayOn(db, personId, row.retreat_id, parts!.start, parts!.end) : false;
}

export const retreatWaitlist: WaitlistableKind = {
  kind: 'retreat',
  table: 'retreat_bookings',
  settledStatuses: ['confirmed', 'completed'],

  resolve,

  describe: describedByParts(
    partsOf,
    (stay) => stay.packageId,
    (stay) => stay.start,
    (ids) =>
      sql`select p.id, r.title from retreat_packages p join retreats r on r.id = p.retreat_id where p.id = any(${ids})`,
  ),

  async targetOf(tx, key) {
    const parts = partsOf(key);
    const row = parts ? await stayRow(tx, parts.packageId, parts.start, parts.end) : null;
    return row ? waitTarget(row, parts!.start, parts!.end) : null;
  },

  hasBooked,

  async lock(tx, key) {
    const parts = partsOf(key);
    const row = parts ? await stayRow(tx, parts.packageId, parts.start, parts.end) : null;
    if (row) await lockRetreatNights(tx, row.retreat_id);
  },

  async hold(tx, { key, personId, seats }, until, now) {
    const parts = partsOf(key);
    const row = parts ? await stayRow(tx, parts.packageId, parts.start, parts.end) : null;
    if (!parts || !row || (await hasStayOn(tx, personId, row.retreat_id, parts.start, parts.end))) return null;
    // The line offered only what the fullest night holds, under the retreat's lock: this fits.
    await takeNights(tx, { packageId: row.package_id, start: parts.start, end: parts.end, guests: seats });
    const { total, deposit } = stayPrice(
      {
        priceMinor: row.price_minor,
        guests: seats,
        nights: nightCount(parts.start, parts.end),
        flexible: row.date_mode === 'flexible',
      },
      row.deposit_percent,
    );
    const [booking] = await selectRows<{ id: number }>(
      tx,
      sql`insert into retreat_bookings (retreat_id, package_id, guest_id, start_date, end_date, guests, status,
                                        hold_expires_at, idempotency_key, total_minor, deposit_minor, currency, note,
                                        cancellation_policy)
          values (${row.retreat_id}, ${row.package_id}, ${personId}, ${parts.start}, ${parts.end}, ${seats}, 'held',
                  ${until.toISOString()}::timestamptz, ${`waitlist-${key}-${now.getTime()}`}, ${total}, ${deposit},
                  ${row.currency}, '', (select cancellation_policy from retreats where id = ${row.retreat_id}))
          returning id`,
    );
    // The offer's notification (and its mail, with the checkout link) is the news: no second mail.
    return booking!.id;
  },

  checkoutPath: (bookingId) => `/checkout?kind=retreat&booking=${bookingId}`,
};

/**
 * Nights of a package came back over [from, to) (a cancellation, a hold run out, a larger or
 * reopened night), or over every night when no range is given: each line of the package whose
 * stay touches them is offered what its fullest night now holds, the line with the longest wait
 * first. The retreat's lock is held.
 */
export async function offerStayPlaces(tx: Tx, packageId: number, from?: string, to?: string, now = new Date()) {
  const lines = await selectRows<{ target_key: string }>(
    tx,
    sql`select target_key from waitlist_entries
        where kind = 'retreat' and status = 'waiting' and target_key like ${`stay:${packageId}:%`}
        group by target_key order by min(created_at), min(id)`,
  );
  for (const { target_key } of lines) {
    const parts = partsOf(target_key);
    if (!parts || (from !== undefined && to !== undefined && (parts.start >= to || parts.end <= from))) continue;
    await offerFreedPlaces(tx, retreatWaitlist, target_key, now);
  }
}

/** Gives a stay's nights back and offers them to the lines that wait for them (the retreat's lock held). */
export async function giveBackStay(tx: Tx, stay: Stay, now = new Date()): Promise<void> {
  await giveBackNights(tx, stay);
  await offerStayPlaces(tx, stay.packageId, stay.start, stay.end, now);
}
