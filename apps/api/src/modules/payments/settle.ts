import { PAYMENT_MESSAGES } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { payableOf, tableOf, type PayableKind, type Payables, type Tx } from './payable-kind';
import type { PaymentEvent } from './provider';
import { issueRefund } from './refunds';

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
  status: string;
  paid_at: Date | string | null;
  payment_ref: string | null;
}

/**
 * Applies a genuine provider event once: its id goes into payment_events in the same transaction as
 * its effect on the booking, so a replay (Stripe retries until it gets a 2xx, and may send an event
 * twice) finds the id and changes nothing. Event types without an effect are not recorded, nor are
 * those for a kind of booking no module has made payable (decision 013): once it is, Stripe's
 * retries find it.
 */
export async function applyPaymentEvent(
  db: Db,
  payables: Payables,
  event: PaymentEvent,
): Promise<{ outcome: Settlement; bookingId: number | null; payable: PayableKind | null }> {
  const effect = event.effect;
  if (effect.kind === 'none') return { outcome: 'ignored', bookingId: null, payable: null };
  const payable = payableOf(payables, effect.bookingKind);
  if (!payable) return { outcome: 'unknown-booking', bookingId: effect.bookingId, payable: null };
  const outcome = await db.transaction(async (tx): Promise<Settlement> => {
    const [fresh] = await selectRows<{ event_id: string }>(
      tx,
      sql`insert into payment_events (provider, event_id, type) values (${event.provider}, ${event.id}, ${event.type})
          on conflict (provider, event_id) do nothing returning event_id`,
    );
    if (!fresh) return 'replayed';
    // The kind's capacity lock first, then the booking's row: the order its bookings take them in.
    await payable.lockCapacity?.(tx, effect.bookingId);
    if (effect.kind !== 'paid') return releaseUnpaid(tx, payable, effect.bookingId, effect.ref);
    const settled = await settlePaid(tx, payable, effect.bookingId, effect.ref, event.provider);
    if (settled === 'confirmed' || settled === 'seat-retaken') await payable.mail(tx, effect.bookingId, 'paid');
    return settled;
  });
  return { outcome, bookingId: effect.bookingId, payable };
}

/**
 * The money arrived. A held booking is confirmed. One whose hold ran out (its place given back)
 * takes its place again if there still is one and it has not begun; otherwise the booking is
 * cancelled and marked paid, with a reason saying a refund is due, which the kind records and
 * refunds.ts then issues through the provider.
 */
async function settlePaid(
  tx: Tx,
  payable: PayableKind,
  bookingId: number,
  ref: string,
  provider: string,
): Promise<Settlement> {
  const table = tableOf(payable);
  const [booking] = await selectRows<LockedBooking>(
    tx,
    sql`select id, status, paid_at, payment_ref from ${table} where id = ${bookingId} for update`,
  );
  // A payment for another checkout than the one this booking made is not this booking's.
  if (!booking || (booking.payment_ref !== null && booking.payment_ref !== ref)) return 'unknown-booking';
  if (booking.paid_at !== null) return 'already-paid';
  const paid = sql`paid_at = now(), payment_ref = ${ref}, payment_provider = ${provider}`;
  if (booking.status === 'held' || payable.settledStatuses.includes(booking.status)) {
    await tx.execute(sql`update ${table} set ${paid}, hold_expires_at = null,
                           status = case when status = 'held' then ${payable.confirmedStatus} else status end
                         where id = ${bookingId}`);
    return 'confirmed';
  }
  if (booking.status === 'expired' && (await payable.retake(tx, bookingId))) {
    await tx.execute(
      sql`update ${table} set ${paid}, status = ${payable.confirmedStatus}, hold_expires_at = null
          where id = ${bookingId}`,
    );
    return 'seat-retaken';
  }
  // Expired without a place to take, or cancelled while the payment page was open.
  await tx.execute(sql`update ${table} set ${paid}, status = 'cancelled', cancelled_at = coalesce(cancelled_at, now()),
                         cancel_reason = ${PAYMENT_MESSAGES.refundDue}
                       where id = ${bookingId}`);
  const due = await payable.recordRefundDue?.(tx, bookingId);
  if (due) await issueRefund(tx, { kind: payable.kind, bookingId, ...due, provider, paymentRef: ref });
  return 'refund-due';
}

/** The checkout ended unpaid: a booking still held by this checkout gives its place back at once. */
async function releaseUnpaid(tx: Tx, payable: PayableKind, bookingId: number, ref: string): Promise<Settlement> {
  const [released] = await selectRows<{ id: number }>(
    tx,
    sql`update ${tableOf(payable)} set status = 'expired'
        where id = ${bookingId} and status = 'held' and payment_ref = ${ref} returning id`,
  );
  if (!released) return 'not-held';
  await payable.giveBack(tx, bookingId);
  return 'released';
}
