import { WAITLIST_LIMITS } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Tx } from '../../db/client';
import { notify } from '../../notifications/notify';
import type { WaitlistableKind } from './waitlist-kind';

const MINUTE = 60_000;

/** An offer lasts two hours, or 30 minutes when the start is within a day (never past the start). */
export function offerExpiry(now: Date, startsAt: Date): Date {
  const soon = startsAt.getTime() - now.getTime() < WAITLIST_LIMITS.soonHours * 60 * MINUTE;
  const minutes = soon ? WAITLIST_LIMITS.offerMinutesSoon : WAITLIST_LIMITS.offerMinutes;
  return new Date(now.getTime() + minutes * MINUTE);
}

/**
 * Places of a target came back (a cancellation, a hold that ran out, a larger capacity): offer them,
 * in this transaction, to the first people waiting whose seats fit, each as a held booking that
 * lapses with the offer. The caller holds the kind's lock of the key, so two processes freeing
 * places of one target offer them one after the other: no place is offered twice.
 */
export async function offerFreedPlaces(tx: Tx, kind: WaitlistableKind, key: string, now = new Date()): Promise<number> {
  const settled = sql.join(
    kind.settledStatuses.map((status) => sql`${status}`),
    sql`, `,
  );
  // Offers answered since: taken when paid, lapsed when their hold ran out or was cancelled.
  await tx.execute(sql`
    update waitlist_entries e
    set status = case when b.status in (${settled}) then 'taken' else 'lapsed' end, updated_at = now()
    from ${sql.identifier(kind.table)} b
    where e.kind = ${kind.kind} and e.target_key = ${key} and e.status = 'offered' and b.id = e.booking_id
      and not (b.status = 'held' and b.hold_expires_at > ${now.toISOString()}::timestamptz)`);
  const target = await kind.targetOf(tx, key);
  if (!target || target.startsAt <= now) return 0;
  let left = target.placesLeft;
  let offered = 0;
  while (left > 0) {
    const [entry] = await selectRows<{ id: number; person_id: number; seats: number; target: Record<string, unknown> }>(
      tx,
      sql`select id, person_id, seats, target from waitlist_entries
          where kind = ${kind.kind} and target_key = ${key} and status = 'waiting' and seats <= ${left}
          order by created_at, id limit 1`,
    );
    if (!entry) break;
    const until = offerExpiry(now, target.startsAt);
    const bookingId = await kind.hold(
      tx,
      { key, target: entry.target, personId: entry.person_id, seats: entry.seats },
      until,
      now,
    );
    if (bookingId === null) {
      // They booked it meanwhile: they wait no longer.
      await tx.execute(sql`update waitlist_entries set status = 'left', updated_at = now() where id = ${entry.id}`);
      continue;
    }
    await tx.execute(sql`
      update waitlist_entries
      set status = 'offered', booking_id = ${bookingId}, offered_at = ${now.toISOString()}::timestamptz,
          offer_expires_at = ${until.toISOString()}::timestamptz, updated_at = now()
      where id = ${entry.id}`);
    await notify(tx, {
      userId: entry.person_id,
      actorId: null,
      kind: 'waitlist_offer',
      data: { title: target.title, day: target.startsOn, seats: entry.seats, until: until.toISOString() },
      url: kind.checkoutPath(bookingId),
      subject: { type: `${kind.kind}_booking`, id: bookingId },
    });
    left -= entry.seats;
    offered++;
  }
  return offered;
}
