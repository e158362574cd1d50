import { PAYMENT_ERROR_CODES, PAYMENT_MESSAGES } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import { tableOf } from './payable-kind';
import type { CheckoutBooking, CheckoutStart, PaymentProvider } from './provider';

/**
 * "Pay the tutor directly": checkout confirms the held place at once and nothing is paid online; the
 * tutor (or host, or temple) marks the booking paid when the money arrives. The embedded default.
 */
export class DirectProvider implements PaymentProvider {
  readonly name = 'direct' as const;
  readonly readWebhook = null;

  async startCheckout(db: Db, booking: CheckoutBooking): Promise<CheckoutStart> {
    await db.transaction(async (tx) => {
      // One statement: the hold is still running (its seat still counted), so confirming keeps the seat.
      const [confirmed] = await selectRows<{ id: number }>(
        tx,
        sql`update ${tableOf(booking.payable)}
            set status = ${booking.payable.confirmedStatus}, hold_expires_at = null, payment_provider = 'direct'
            where id = ${booking.id} and status = 'held' and hold_expires_at > now()
            returning id`,
      );
      if (!confirmed) throw new HttpError(400, PAYMENT_ERROR_CODES.holdEnded, PAYMENT_MESSAGES.holdEnded);
      // Confirmed now, the money comes later (not "paid").
      await booking.payable.mail(tx, booking.id, 'booked');
    });
    return { provider: 'direct', checkout_url: null };
  }
}
