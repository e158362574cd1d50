import {
  RETREAT_HOST_ERROR_CODES,
  RETREAT_HOST_LIMITS,
  RETREAT_HOST_MESSAGES as M,
  RETREAT_LIMITS,
  type HostAvailabilityFields,
  type HostRetreatAvailability,
  addDays,
} from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { badRequest, HttpError } from '../../lib/http-errors';
import type { Caller } from '../../plugins/auth';
import { ownedRetreat, type HostRetreatRow } from './host-retreats';
import { departureNights, lockRetreatNights, stayNights, windowNights } from './nights';
import { offerStayPlaces } from './waitlist';

/**
 * The availability screen (creator/retreats/{id}/availability): per package and night, its
 * capacity, the guests taken and whether the host closed it; and the host's changes to nights.
 */

type Executor = Pick<Db, 'execute'>;

/** The nights the retreat's dates offer at all: the nights of its departures, or of its window. */
function offeredNights(retreat: HostRetreatRow): Set<string> {
  if (retreat.date_mode === 'fixed') return new Set(retreat.departures.flatMap((d) => departureNights(d)));
  return new Set(windowNights({ availableFrom: retreat.available_from, availableUntil: retreat.available_until }));
}

async function availabilityOf(
  db: Executor,
  retreat: HostRetreatRow,
  from: string,
  to: string,
): Promise<HostRetreatAvailability> {
  const [packages, nights] = await Promise.all([
    selectRows<{ id: number; name: string; capacity: number; active: boolean }>(
      db,
      sql`select id, name, capacity, active from retreat_packages where retreat_id = ${retreat.id}
          order by active desc, position, id`,
    ),
    selectRows<{ package_id: number; night: string; guests_taken: number; capacity: number | null; closed: boolean }>(
      db,
      sql`select n.package_id, to_char(n.night, 'YYYY-MM-DD') as night, n.guests_taken, n.capacity, n.closed
          from retreat_nights n join retreat_packages p on p.id = n.package_id
          where p.retreat_id = ${retreat.id} and n.night >= ${from}::date and n.night <= ${to}::date`,
    ),
  ]);
  const stored = new Map(nights.map((n) => [`${n.package_id}/${n.night}`, n]));
  const offered = offeredNights(retreat);
  // Every night of the range: the ones nobody booked or changed have no row yet.
  const days = stayNights(from, addDays(to, 1));
  return {
    retreat_id: retreat.id,
    time_zone: retreat.time_zone,
    from,
    to,
    packages: packages.map((p) => ({
      ...p,
      nights: days.map((night) => {
        const n = stored.get(`${p.id}/${night}`);
        return {
          night,
          capacity: n?.capacity ?? p.capacity,
          own_capacity: n?.capacity !== null && n?.capacity !== undefined,
          guests_taken: n?.guests_taken ?? 0,
          closed: n?.closed ?? false,
          offered: offered.has(night),
        };
      }),
    })),
  };
}

/** The range asked for, or from today (in the retreat's zone) for a month; at most the allowed days. */
function rangeOf(retreat: HostRetreatRow, query: { from?: string; to?: string }) {
  const span = RETREAT_LIMITS.availabilityRangeMaxDays - 1;
  const from = query.from ?? (query.to ? addDays(query.to, -30) : retreat.today);
  const to = query.to ?? addDays(from, 30);
  return { from, to: to > addDays(from, span) ? addDays(from, span) : to };
}

export async function getAvailability(
  db: Db,
  caller: Caller,
  retreatId: number,
  query: { from?: string; to?: string },
): Promise<HostRetreatAvailability> {
  const retreat = await ownedRetreat(db, caller, retreatId);
  const { from, to } = rangeOf(retreat, query);
  return availabilityOf(db, retreat, from, to);
}

/** One field message per change at fault, as the request validation gives them ('changes.3.night'). */
function changeErrors(items: Array<{ index: number; field: string; message: string }>) {
  const errors = Object.fromEntries(items.map((i) => [`changes.${i.index}.${i.field}`, [i.message]]));
  const first = items[0]!;
  return { errors, detail: `changes.${first.index}.${first.field}: ${first.message}` };
}

/**
 * Closes or opens nights and sets or clears a night's own capacity, all or none. A night's capacity
 * never goes below the guests it already has (409 naming the nights); closing a night stops new
 * bookings and keeps the guests who booked it. Past nights stay as they were. Decided under the
 * retreat's lock, so no booking takes a place between the check and the change.
 */
export async function changeNights(
  db: Db,
  caller: Caller,
  retreatId: number,
  input: HostAvailabilityFields,
): Promise<HostRetreatAvailability> {
  const changes = input.changes;
  const retreat = await db.transaction(async (tx) => {
    const retreat = await ownedRetreat(tx, caller, retreatId, true);
    await lockRetreatNights(tx, retreat.id);
    const packages = new Map(
      (
        await selectRows<{ id: number; name: string; capacity: number }>(
          tx,
          sql`select id, name, capacity from retreat_packages where retreat_id = ${retreat.id}`,
        )
      ).map((p) => [p.id, p]),
    );
    const furthest = addDays(retreat.today, RETREAT_HOST_LIMITS.daysAheadMax);
    const invalid = changes.flatMap((c, index): Array<{ index: number; field: string; message: string }> =>
      !packages.has(c.package_id)
        ? [{ index, field: 'package_id', message: M.packageUnknown }]
        : c.night < retreat.today
          ? [{ index, field: 'night', message: M.nightPast }]
          : c.night > furthest
            ? [{ index, field: 'night', message: M.tooFarAhead }]
            : [],
    );
    if (invalid.length) {
      const { errors, detail } = changeErrors(invalid);
      throw badRequest(`Invalid request body: ${detail}`, errors);
    }

    const stored = await selectRows<{ package_id: number; night: string; guests_taken: number }>(
      tx,
      sql`select n.package_id, to_char(n.night, 'YYYY-MM-DD') as night, n.guests_taken
          from retreat_nights n join retreat_packages p on p.id = n.package_id
          where p.retreat_id = ${retreat.id} and n.night >= ${retreat.today}::date and n.guests_taken > 0
          for update of n`,
    );
    const taken = new Map(stored.map((n) => [`${n.package_id}/${n.night}`, n.guests_taken]));
    const below = changes.flatMap((c, index) => {
      if (c.capacity === undefined) return [];
      const capacity = c.capacity ?? packages.get(c.package_id)!.capacity;
      const guests = taken.get(`${c.package_id}/${c.night}`) ?? 0;
      return guests > capacity ? [{ index, change: c, guests }] : [];
    });
    if (below.length) {
      const named = below
        .slice(0, RETREAT_HOST_LIMITS.nightsNamedMax)
        .map(
          (b) =>
            `${packages.get(b.change.package_id)!.name}, ${b.change.night} (${b.guests} ${b.guests === 1 ? 'guest' : 'guests'})`,
        )
        .join('; ');
      throw new HttpError(
        409,
        RETREAT_HOST_ERROR_CODES.capacityBelowTaken,
        `${M.capacityBelowTaken} ${named}.`,
        changeErrors(below.map((b) => ({ index: b.index, field: 'capacity', message: M.capacityBelowTaken }))).errors,
      );
    }

    for (const c of changes) {
      const closed = c.closed === undefined ? sql`retreat_nights.closed` : sql`${c.closed}`;
      const capacity = c.capacity === undefined ? sql`retreat_nights.capacity` : sql`${c.capacity}::smallint`;
      await tx.execute(sql`
        insert into retreat_nights (package_id, night, closed, capacity)
        values (${c.package_id}, ${c.night}::date, ${c.closed ?? false}, ${c.capacity ?? null}::smallint)
        on conflict (package_id, night) do update set closed = ${closed}, capacity = ${capacity}`);
    }
    // A night reopened or made larger: the stays waiting for it are offered what it now holds.
    for (const packageId of new Set(changes.map((c) => c.package_id))) {
      const nights = changes.filter((c) => c.package_id === packageId).map((c) => c.night);
      await offerStayPlaces(
        tx,
        packageId,
        nights.reduce((a, b) => (a < b ? a : b)),
        addDays(
          nights.reduce((a, b) => (a > b ? a : b)),
          1,
        ),
      );
    }
    return retreat;
  });
  // The answer shows the nights changed (as much of their range as one request may ask for).
  const nights = changes.map((c) => c.night).sort();
  const { from, to } = rangeOf(retreat, { from: nights[0], to: nights[nights.length - 1] });
  return availabilityOf(db, retreat, from, to);
}
