import {
  BOOKING_MESSAGES,
  PAYMENT_ERROR_CODES,
  PAYMENT_MESSAGES,
  type BookingStatus,
  type CheckoutAnswer,
  type Language,
  type PaymentProviderName,
} from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-errors';
import type { Caller } from '../../plugins/auth';
import { bookingById, releaseExpiredHolds, toBooking } from '../classes';
import type { PaymentProvider } from './provider';

interface CheckoutRow {
  id: number;
  learner_id: number;
  status: BookingStatus;
  seats: number;
  price_minor: number;
  currency: string;
  payment_provider: PaymentProviderName;
  payment_ref: string | null;
  class_title: string;
}

async function checkoutRow(db: Db, id: number) {
  const [row] = await selectRows<CheckoutRow>(
    db,
    sql`select b.id, b.learner_id, b.status, b.seats, b.price_minor, b.currency, b.payment_provider, b.payment_ref,
               c.title as class_title
        from bookings b join classes c on c.id = b.class_id where b.id = ${id}`,
  );
  return row ?? null;
}

async function answer(
  db: Db,
  id: number,
  start: { provider: PaymentProviderName; checkout_url: string | null },
): Promise<CheckoutAnswer> {
  return { ...start, booking: toBooking((await bookingById(db, id))!) };
}

/**
 * The learner pays for a held booking (`POST bookings/{id}/checkout/`): the provider confirms it
 * (paying the tutor directly) or gives the address of its payment page (Stripe). A booking already
 * confirmed (a free class, or a second call after paying) answers with nothing left to pay; one
 * whose hold ended is a 400. Only the learner may: anyone else is told it does not exist.
 * `confirmed` says whether this call confirmed the booking (for the mails).
 */
export async function startCheckout(
  db: Db,
  provider: PaymentProvider,
  caller: Caller,
  id: number,
  back: { origin: string; lang: Language },
): Promise<{ answer: CheckoutAnswer; confirmed: boolean }> {
  await releaseExpiredHolds(db);
  const row = await checkoutRow(db, id);
  if (!row || row.learner_id !== caller.id) throw notFound(BOOKING_MESSAGES.bookingNotFound);
  const settled = async (provider: PaymentProviderName) => ({
    answer: await answer(db, id, { provider, checkout_url: null }),
    confirmed: false,
  });
  if (row.status === 'confirmed' || row.status === 'attended') return settled(row.payment_provider);
  if (row.status !== 'held')
    throw new HttpError(
      400,
      PAYMENT_ERROR_CODES.holdEnded,
      row.status === 'expired' ? PAYMENT_MESSAGES.holdEnded : BOOKING_MESSAGES.alreadyEnded,
    );

  const base = `${back.origin.replace(/\/$/, '')}/${back.lang}`;
  try {
    const start = await provider.startCheckout(
      db,
      {
        id,
        classTitle: row.class_title,
        priceMinor: row.price_minor,
        currency: row.currency,
        seats: row.seats,
        paymentRef: row.payment_provider === provider.name ? row.payment_ref : null,
      },
      { success: `${base}/my-bookings?paid=${id}`, cancel: `${base}/checkout?booking=${id}` },
    );
    const done = await answer(db, id, start);
    return { answer: done, confirmed: done.booking.status === 'confirmed' };
  } catch (error) {
    // Two checkouts of one booking at once: the one that lost finds it confirmed by the other.
    if (error instanceof HttpError && error.code === PAYMENT_ERROR_CODES.holdEnded) {
      const now = await checkoutRow(db, id);
      if (now && (now.status === 'confirmed' || now.status === 'attended')) return settled(now.payment_provider);
    }
    throw error;
  }
}
