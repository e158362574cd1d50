import { PAYMENT_MESSAGES, type BookingStatus } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import type { PaymentEvent } from './provider';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What an event did, for the log, the mail and the tests. */
export type Settlement =
  | 'replayed'
  | 'ignored'
  | 'unknown-booking'
  | 'confirmed'
  | 'already-paid'
  | 'seat-retaken'
  | 'refund-due'
  | 'released'
  | 'not-held';

interface LockedBooking {
  id: number;
  status: BookingStatus;
  seats: number;
  session_id: number;
  paid_at: Date | string | null;
  payment_ref: string | null;
  start_at: Date | string;
}

/**
 * Applies a genuine provider event once: its id goes into payment_events in the same transaction as
 * its effect on the booking, so a replay (Stripe retries until it gets a 2xx, and may send an event
 * twice) finds the id and changes nothing. Event types without an effect are not recorded.
 */
export async function applyPaymentEvent(
  db: Db,
  event: PaymentEvent,
): Promise<{ outcome: Settlement; bookingId: number | null }> {
  const effect = event.effect;
  if (effect.kind === 'none') return { outcome: 'ignored', bookingId: null };
  const outcome = await db.transaction(async (tx): Promise<Settlement> => {
    const [fresh] = await selectRows<{ event_id: string }>(
      tx,
      sql`insert into payment_events (provider, event_id, type) values (${event.provider}, ${event.id}, ${event.type})
          on conflict (provider, event_id) do nothing returning event_id`,
    );
    if (!fresh) return 'replayed';
    return effect.kind === 'paid'
      ? settlePaid(tx, effect.bookingId, effect.ref, event.provider)
      : releaseUnpaid(tx, effect.bookingId, effect.ref);
  });
  return { outcome, bookingId: effect.bookingId };
}

/**
 * The money arrived. A held booking is confirmed. One whose hold ran out (its seat given back)
 * takes its seat again if the sitting still has one and has not begun; otherwise the booking is
 * cancelled and marked paid, with a reason saying a refund is due (refunds are made by hand in the
 * provider's dashboard: decision 012).
 */
async function settlePaid(tx: Tx, bookingId: number, ref: string, provider: string): Promise<Settlement> {
  const booking = await lockBooking(tx, bookingId);
  // A payment for another checkout than the one this booking made is not this booking's.
  if (!booking || (booking.payment_ref !== null && booking.payment_ref !== ref)) return 'unknown-booking';
  if (booking.paid_at !== null) return 'already-paid';
  const paid = sql`paid_at = now(), payment_ref = ${ref}, payment_provider = ${provider}`;
  if (booking.status === 'held' || booking.status === 'confirmed' || booking.status === 'attended') {
    await tx.execute(sql`update bookings set ${paid}, hold_expires_at = null,
                           status = case when status = 'held' then 'confirmed' else status end
                         where id = ${bookingId}`);
    return 'confirmed';
  }
  if (booking.status === 'expired' && (await retakeSeat(tx, booking))) {
    await tx.execute(
      sql`update bookings set ${paid}, status = 'confirmed', hold_expires_at = null where id = ${bookingId}`,
    );
    return 'seat-retaken';
  }
  // Expired without a seat to take, or cancelled by the learner while the payment page was open.
  await tx.execute(sql`update bookings set ${paid}, status = 'cancelled', cancelled_at = coalesce(cancelled_at, now()),
                         cancel_reason = ${PAYMENT_MESSAGES.refundDue}
                       where id = ${bookingId}`);
  return 'refund-due';
}

/**
 * Takes the seat of a booking whose hold ran out back, if its sitting is still ahead and not full.
 * In a savepoint: a sitting that had no seats left taken no longer blocks the tutor's time, so another
 * sitting may overlap it now, and the exclusion constraint refuses the seat (23P01) — an answer, not a
 * failure of the whole event.
 */
async function retakeSeat(tx: Tx, booking: LockedBooking): Promise<boolean> {
  if (new Date(booking.start_at).getTime() <= Date.now()) return false;
  try {
    return await tx.transaction(async (savepoint) => {
      const rows = await selectRows<{ id: number }>(
        savepoint,
        sql`update class_sessions set seats_taken = seats_taken + ${booking.seats}
            where id = ${booking.session_id} and seats_taken + ${booking.seats} <= capacity returning id`,
      );
      return rows.length > 0;
    });
  } catch (error) {
    if (isExclusionViolation(error)) return false;
    throw error;
  }
}

/** The checkout ended unpaid: a booking still held by this checkout gives its seat back at once. */
async function releaseUnpaid(tx: Tx, bookingId: number, ref: string): Promise<Settlement> {
  const [released] = await selectRows<{ session_id: number; seats: number }>(
    tx,
    sql`update bookings set status = 'expired'
        where id = ${bookingId} and status = 'held' and payment_ref = ${ref} returning session_id, seats`,
  );
  if (!released) return 'not-held';
  await tx.execute(
    sql`update class_sessions set seats_taken = seats_taken - ${released.seats} where id = ${released.session_id}`,
  );
  return 'released';
}

async function lockBooking(tx: Tx, id: number): Promise<LockedBooking | null> {
  const [row] = await selectRows<LockedBooking>(
    tx,
    sql`select b.id, b.status, b.seats, b.session_id, b.paid_at, b.payment_ref, s.start_at
        from bookings b join class_sessions s on s.id = b.session_id
        where b.id = ${id} for update of b`,
  );
  return row ?? null;
}

/** PostgreSQL's exclusion_violation, wherever the driver put the code. */
function isExclusionViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '23P01') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
