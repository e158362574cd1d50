import { sql } from 'drizzle-orm';
import { selectRows, type Tx } from '../../db/client';
import { issueRefund } from '../payments';
import { giveBackStay } from './waitlist';

/**
 * Ends a held or confirmed stay, by its guest or its host, in the caller's transaction under the
 * retreat's lock: the booking is cancelled with what comes back recorded on it, a Stripe payment's
 * refund is noted for the outbox (payments/refunds.ts; paid directly, the host sends it), and the
 * nights go back, to the stay's waitlists first. Mails are the caller's: each side words its own.
 */
export async function cancelStay(
  tx: Tx,
  stay: { id: number; package_id: number; start_date: string; end_date: string; guests: number },
  how: { by: 'guest' | 'host'; reason: string; refundMinor: number },
): Promise<void> {
  const [paid] = await selectRows<{ payment_provider: string; payment_ref: string | null; currency: string }>(
    tx,
    sql`update retreat_bookings set status = 'cancelled', cancelled_at = now(), cancelled_by = ${how.by},
                                    cancel_reason = ${how.reason}, refund_minor = ${how.refundMinor},
                                    hold_expires_at = null, updated_at = now()
        where id = ${stay.id}
        returning payment_provider, payment_ref, currency`,
  );
  await issueRefund(tx, {
    kind: 'retreat',
    bookingId: stay.id,
    amountMinor: how.refundMinor,
    currency: paid!.currency,
    provider: paid!.payment_provider,
    paymentRef: paid!.payment_ref,
  });
  await giveBackStay(tx, {
    packageId: stay.package_id,
    start: stay.start_date,
    end: stay.end_date,
    guests: stay.guests,
  });
}
