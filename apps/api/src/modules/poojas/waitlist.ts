import { POOJA_LIMITS, POOJA_MESSAGES, cleanDisplayLine } from '@sangam/contracts';
import { parseIsoDate, zonedInstant } from '@sangam/panchang';
import { sql } from 'drizzle-orm';
import { selectRow, selectRows, type Db, type Tx } from '../../db/client';
import { badRequest } from '../../lib/http-errors';
import { releaseExpiredHoldsByKey } from '../bookings';
import { describedByParts, offerFreedPlaces, type WaitlistableKind, type WaitTarget } from '../waitlists';
import { lockTempleDays, releaseTempleHolds } from './holds';
import { bookableWindow, dayRule } from './temple-days';

/**
 * A full pooja day's waitlist (issue 24): one place a person, performed in the name they give when
 * they join. Places are counted on `pooja_days` under the temple's lock (holds.ts); freed ones are
 * offered to the line wherever they come back (offerPoojaDay).
 */

type Executor = Pick<Db, 'execute'>;
const keyOf = (poojaId: number, day: string) => `pooja:${poojaId}:${day}`;
const partsOf = (key: string) => {
  const m = /^pooja:(\d{1,9}):(\d{4}-\d{2}-\d{2})$/.exec(key);
  return m ? { poojaId: Number(m[1]), day: m[2]! } : null;
};

interface PoojaDayRow {
  id: number;
  slug: string;
  name: string;
  temple_id: number;
  time_zone: string;
  notice_days: number;
  daily_limit: number;
  price_minor: number;
  currency: string;
  taken: number;
}

async function poojaDay(db: Executor, where: ReturnType<typeof sql>, day: string): Promise<PoojaDayRow | null> {
  return selectRow<PoojaDayRow>(
    db,
    sql`select p.id, p.slug, p.name, p.temple_id, t.time_zone, p.notice_days, p.daily_limit, p.price_minor, p.currency,
               coalesce((select taken from pooja_days d where d.pooja_id = p.id and d.day = ${day}::date), 0) as taken
        from poojas p join temples t on t.id = p.temple_id
        where ${where} and p.published and t.published`,
  );
}

function waitTarget(row: PoojaDayRow, day: string, devoteeName: string, now = new Date()): WaitTarget | null {
  // A day too soon (its notice), too far or past has nothing to wait for.
  if (dayRule(day, bookableWindow(row.time_zone, row.notice_days, now)) !== null) return null;
  return {
    key: keyOf(row.id, day),
    target: { pooja: row.slug, day, devotee_name: devoteeName },
    title: row.name,
    startsOn: day,
    startsAt: zonedInstant(parseIsoDate(day), row.time_zone),
    placesLeft: Math.max(0, row.daily_limit - row.taken),
    maxSeats: 1,
    paid: row.price_minor > 0,
  };
}

/** The name a pooja is performed in, as the booking form takes it. */
function devoteeNameOf(target: Record<string, unknown>): string {
  const name = typeof target.devotee_name === 'string' ? cleanDisplayLine(target.devotee_name) : '';
  if (!name) throw badRequest(POOJA_MESSAGES.devoteeName, { 'target.devotee_name': [POOJA_MESSAGES.devoteeName] });
  if (name.length > POOJA_LIMITS.devoteeNameMax) {
    throw badRequest(POOJA_MESSAGES.devoteeNameTooLong, {
      'target.devotee_name': [POOJA_MESSAGES.devoteeNameTooLong],
    });
  }
  return name;
}

const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

async function hasBooked(db: Executor, personId: number, key: string) {
  const parts = partsOf(key);
  if (!parts) return false;
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select id from pooja_bookings where user_id = ${personId} and pooja_id = ${parts.poojaId}
          and day = ${parts.day}::date and status in ('held', 'booked') limit 1`,
  );
  return rows.length > 0;
}

export const poojaWaitlist: WaitlistableKind = {
  kind: 'pooja',
  table: 'pooja_bookings',
  settledStatuses: ['booked', 'performed', 'prasad_sent'],

  async resolve(db, target) {
    if (typeof target.pooja !== 'string' || !isDay(target.day)) return null;
    const devoteeName = devoteeNameOf(target);
    const row = await poojaDay(db, sql`p.slug = ${target.pooja.toLowerCase().slice(0, 100)}`, target.day);
    return row ? waitTarget(row, target.day, devoteeName) : null;
  },

  describe: describedByParts(
    partsOf,
    (day) => day.poojaId,
    (day) => day.day,
    (ids) => sql`select id, name as title from poojas where id = any(${ids})`,
  ),

  async targetOf(tx, key) {
    const parts = partsOf(key);
    if (!parts) return null;
    const row = await poojaDay(tx, sql`p.id = ${parts.poojaId}`, parts.day);
    return row ? waitTarget(row, parts.day, '') : null;
  },

  hasBooked,

  async lock(tx, key) {
    const parts = partsOf(key);
    const row = parts ? await poojaDay(tx, sql`p.id = ${parts.poojaId}`, parts.day) : null;
    if (row) await lockTempleDays(tx, row.temple_id);
  },

  async hold(tx, { key, target, personId }, until, now) {
    const parts = partsOf(key);
    if (!parts || (await hasBooked(tx, personId, key))) return null;
    const row = (await poojaDay(tx, sql`p.id = ${parts.poojaId}`, parts.day))!;
    await tx.execute(
      sql`insert into pooja_days (pooja_id, day) values (${row.id}, ${parts.day}) on conflict do nothing`,
    );
    const taken = await selectRows<{ taken: number }>(
      tx,
      sql`update pooja_days d set taken = d.taken + 1 from poojas p
          where d.pooja_id = ${row.id} and d.day = ${parts.day} and p.id = d.pooja_id and d.taken + 1 <= p.daily_limit
          returning d.taken`,
    );
    if (taken.length === 0) return null;
    const [booking] = await selectRows<{ id: number }>(
      tx,
      sql`insert into pooja_bookings (pooja_id, temple_id, user_id, day, devotee_name, total_minor, currency, status,
                                      hold_expires_at, idempotency_key)
          values (${row.id}, ${row.temple_id}, ${personId}, ${parts.day}, ${String(target.devotee_name ?? '')},
                  ${row.price_minor}, ${row.currency}, 'held', ${until.toISOString()}::timestamptz,
                  ${`waitlist-${key}-${now.getTime()}`})
          returning id`,
    );
    // The offer's notification (and its mail, with the checkout link) is the news: no second mail.
    return booking!.id;
  },

  checkoutPath: (bookingId) => `/checkout?kind=pooja&booking=${bookingId}`,
};

/** A place of a pooja's day came back: the first person waiting is offered it (the temple's lock held). */
export const offerPoojaDay = (tx: Tx, poojaId: number, day: string, now = new Date()) =>
  offerFreedPlaces(tx, poojaWaitlist, keyOf(poojaId, day), now);

/** Every future day of a pooja that has people waiting (its daily limit was raised). */
export async function offerPoojaDays(tx: Tx, poojaId: number, now = new Date()) {
  const lines = await selectRows<{ target_key: string }>(
    tx,
    sql`select distinct target_key from waitlist_entries
        where kind = 'pooja' and status = 'waiting' and target_key like ${`pooja:${poojaId}:%`}`,
  );
  for (const { target_key } of lines) await offerFreedPlaces(tx, poojaWaitlist, target_key, now);
}

/** One temple's expired holds give their places back, and each day's line is offered them (lock held). */
export async function releaseTempleHoldsAndOffer(tx: Tx, templeId: number, now = new Date()) {
  for (const freed of await releaseTempleHolds(tx, templeId)) await offerPoojaDay(tx, freed.pooja_id, freed.day, now);
}

/**
 * Every temple's expired holds, each temple in a transaction of its own under its lock, its freed
 * days offered to their lines. Finding none (the usual answer) is one read of the index on held bookings.
 */
export async function releasePoojaHoldsAndOffer(db: Db) {
  await releaseExpiredHoldsByKey(db, 'pooja_bookings', 'temple_id', lockTempleDays, (tx, templeId) =>
    releaseTempleHoldsAndOffer(tx, templeId),
  );
}
