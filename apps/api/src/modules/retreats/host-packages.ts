import {
  RETREAT_HOST_ERROR_CODES,
  RETREAT_HOST_LIMITS,
  RETREAT_HOST_MESSAGES as M,
  type HostPackages,
  type HostPackagesFields,
} from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { badRequest, HttpError } from '../../lib/http-errors';
import type { Caller } from '../../plugins/auth';
import { ownedRetreat } from './host-retreats';
import { lockRetreatNights } from './nights';
import { offerStayPlaces } from './waitlist';

/** The packages of a retreat at creator/retreats/{id}/packages: rooms or package types, price and capacity. */

type Executor = Pick<Db, 'execute'>;

interface PackageRow {
  id: number;
  name: string;
  description: string;
  price_minor: number;
  capacity: number;
  active: boolean;
  position: number;
  bookings: number;
}

async function packageRows(db: Executor, retreatId: number) {
  return selectRows<PackageRow>(
    db,
    sql`select p.id, p.name, p.description, p.price_minor, p.capacity, p.active, p.position,
               (select count(*)::int from retreat_bookings b where b.package_id = p.id) as bookings
        from retreat_packages p where p.retreat_id = ${retreatId}
        order by p.active desc, p.position, p.id`,
  );
}

export async function getPackages(db: Db, caller: Caller, retreatId: number): Promise<HostPackages> {
  const retreat = await ownedRetreat(db, caller, retreatId);
  return { retreat_id: retreat.id, currency: retreat.currency, packages: await packageRows(db, retreat.id) };
}

/**
 * The coming nights (today onwards in the retreat's zone) on which a package that follows its own
 * capacity already has more guests than `capacity`: the fullest first.
 */
async function nightsAbove(tx: Executor, packageId: number, capacity: number, today: string) {
  return selectRows<{ night: string; guests_taken: number }>(
    tx,
    sql`select to_char(night, 'YYYY-MM-DD') as night, guests_taken from retreat_nights
        where package_id = ${packageId} and capacity is null and night >= ${today}::date and guests_taken > ${capacity}
        order by guests_taken desc, night limit ${RETREAT_HOST_LIMITS.nightsNamedMax}`,
  );
}

const guestsText = (n: number) => `${n} ${n === 1 ? 'guest' : 'guests'}`;

/**
 * Saves the whole list of packages, in order. A package left out is deleted, or deactivated when it
 * has bookings (they keep pointing at it). A capacity may not go below the guests already taken on
 * any coming night that follows the package's capacity (409 naming the nights). All of it happens
 * under the retreat's lock, so no booking takes a night between the check and the change; and a
 * published retreat keeps at least one active package.
 */
export async function savePackages(
  db: Db,
  caller: Caller,
  retreatId: number,
  input: HostPackagesFields,
): Promise<HostPackages> {
  await db.transaction(async (tx) => {
    const retreat = await ownedRetreat(tx, caller, retreatId, true);
    await lockRetreatNights(tx, retreat.id);
    const existing = new Map((await packageRows(tx, retreat.id)).map((p) => [p.id, p]));

    const unknown = input.packages.flatMap((p, i) => (p.id !== undefined && !existing.has(p.id) ? [i] : []));
    if (unknown.length) {
      const errors = Object.fromEntries(unknown.map((i) => [`packages.${i}.id`, [M.packageUnknown]]));
      throw badRequest(`Invalid request body: packages.${unknown[0]}.id: ${M.packageUnknown}`, errors);
    }

    const conflicts: Array<{ index: number; name: string; nights: Array<{ night: string; guests_taken: number }> }> =
      [];
    for (const [index, p] of input.packages.entries()) {
      const before = p.id === undefined ? undefined : existing.get(p.id);
      if (!before || p.capacity >= before.capacity) continue;
      const nights = await nightsAbove(tx, before.id, p.capacity, retreat.today);
      if (nights.length) conflicts.push({ index, name: p.name, nights });
    }
    if (conflicts.length) {
      const named = conflicts
        .map((c) => `${c.name}: ${c.nights.map((n) => `${n.night} (${guestsText(n.guests_taken)})`).join(', ')}`)
        .join('; ');
      throw new HttpError(
        409,
        RETREAT_HOST_ERROR_CODES.capacityBelowTaken,
        `${M.capacityBelowTaken} ${named}.`,
        Object.fromEntries(conflicts.map((c) => [`packages.${c.index}.capacity`, [M.capacityBelowTaken]])),
      );
    }

    const listed = new Set(input.packages.flatMap((p) => (p.id === undefined ? [] : [p.id])));
    const leftOut = [...existing.values()].filter((p) => !listed.has(p.id));
    const activeAfter = input.packages.filter((p) => p.active).length;
    if (retreat.published && activeAfter === 0) throw badRequest(M.lastActivePackage);

    for (const [position, p] of input.packages.entries()) {
      if (p.id === undefined) {
        await tx.execute(sql`
          insert into retreat_packages (retreat_id, name, description, price_minor, capacity, position, active)
          values (${retreat.id}, ${p.name}, ${p.description}, ${p.price_minor}, ${p.capacity}, ${position}, ${p.active})`);
      } else {
        await tx.execute(sql`
          update retreat_packages set name = ${p.name}, description = ${p.description}, price_minor = ${p.price_minor},
                 capacity = ${p.capacity}, position = ${position}, active = ${p.active}
          where id = ${p.id}`);
      }
    }
    // Left out: gone when nobody ever booked it, else kept inactive after the listed ones.
    for (const [i, p] of leftOut.entries()) {
      if (p.bookings === 0) await tx.execute(sql`delete from retreat_packages where id = ${p.id}`);
      else
        await tx.execute(
          sql`update retreat_packages set active = false, position = ${input.packages.length + i} where id = ${p.id}`,
        );
    }
    await tx.execute(sql`update retreats set updated_at = now() where id = ${retreat.id}`);
    // A package made larger (or offered again): the stays waiting for it are offered its new places.
    for (const p of input.packages) {
      const before = p.id === undefined ? undefined : existing.get(p.id);
      if (before && p.active && (p.capacity > before.capacity || !before.active)) await offerStayPlaces(tx, before.id);
    }
  });
  return getPackages(db, caller, retreatId);
}
