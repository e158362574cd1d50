import {
  BOOKING_MESSAGES,
  PAYMENT_ERROR_CODES,
  PAYMENT_MESSAGES,
  type Language,
  type PaymentInfo,
  type PaymentProviderName,
} from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-errors';
import type { Caller } from '../../plugins/auth';
import type { PayableKind } from './payable-kind';
import type { PaymentProvider } from './provider';

/** The checkout answer, whatever the kind: `booking` in the kind's own shape. */
export interface KindCheckoutAnswer {
  provider: PaymentProviderName;
  checkout_url: string | null;
  booking: unknown;
}

/**
 * How the person who booked pays for it (`GET <path>/{id}/payment/`): the server's provider and, to
 * pay directly, the instructions of the creator paid. Only the person who booked may read them.
 */
export async function paymentInfo(
  db: Db,
  provider: PaymentProvider,
  payable: PayableKind,
  caller: Caller,
  id: number,
): Promise<PaymentInfo> {
  const row = await payable.load(db, id);
  if (!row || row.ownerId !== caller.id) throw notFound(BOOKING_MESSAGES.bookingNotFound);
  const [payee] = await selectRows<{ payment_instructions: string }>(
    db,
    sql`select payment_instructions from creator_profiles where user_id = ${row.payeeId}`,
  );
  return { provider: provider.name, instructions: payee?.payment_instructions ?? '' };
}

/**
 * The person who booked pays for a held booking (`POST <path>/{id}/checkout/`): the provider confirms
 * it (paying the tutor or host directly) or gives the address of its payment page (Stripe). A booking
 * already secured (free, or a second call after paying) answers with nothing left to pay; one whose
 * hold ended is a 400. Only the person who booked may: anyone else is told it does not exist.
 * `confirmed` says whether this call confirmed the booking (for the mails).
 */
export async function startCheckout(
  db: Db,
  provider: PaymentProvider,
  payable: PayableKind,
  caller: Caller,
  id: number,
  back: { origin: string; lang: Language },
): Promise<{ answer: KindCheckoutAnswer; confirmed: boolean }> {
  await payable.releaseExpiredHolds(db);
  const row = await payable.load(db, id);
  if (!row || row.ownerId !== caller.id) throw notFound(BOOKING_MESSAGES.bookingNotFound);
  const answer = async (start: { provider: PaymentProviderName; checkout_url: string | null }) => ({
    ...start,
    booking: await payable.show(db, id),
  });
  const settled = async (name: string) => ({
    answer: await answer({ provider: name as PaymentProviderName, checkout_url: null }),
    confirmed: false,
  });
  if (row.phase === 'settled') return settled(row.provider);
  if (row.phase !== 'held')
    throw new HttpError(
      400,
      PAYMENT_ERROR_CODES.holdEnded,
      row.phase === 'expired' ? PAYMENT_MESSAGES.holdEnded : BOOKING_MESSAGES.alreadyEnded,
    );

  const base = `${back.origin.replace(/\/$/, '')}/${back.lang}`;
  const kindParam = payable.kind === 'class' ? '' : `&kind=${payable.kind}`;
  try {
    const start = await provider.startCheckout(
      db,
      {
        payable,
        id,
        title: row.title,
        unitAmountMinor: row.unitAmountMinor,
        quantity: row.quantity,
        currency: row.currency,
        paymentRef: row.provider === provider.name ? row.paymentRef : null,
      },
      {
        success: `${base}/my-bookings?paid=${id}${kindParam}`,
        cancel: `${base}/checkout?booking=${id}${kindParam}`,
      },
    );
    const after = await payable.load(db, id);
    return { answer: await answer(start), confirmed: after?.phase === 'settled' };
  } catch (error) {
    // Two checkouts of one booking at once: the one that lost finds it confirmed by the other.
    if (error instanceof HttpError && error.code === PAYMENT_ERROR_CODES.holdEnded) {
      const now = await payable.load(db, id);
      if (now?.phase === 'settled') return settled(now.provider);
    }
    throw error;
  }
}
