import type { FailedDelivery } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { selectRows, type Db, type Tx } from '../../db/client';
import { notify, type Subject } from '../../notifications/notify';
import { enqueue } from '../../outbox/enqueue';
import type { OutboxHandler } from '../../outbox/worker';
import { payableOf, tableOf, type BookingKind, type Payables } from './payable-kind';
import { StripeApi } from './stripe-api';

/** The outbox topic of a refund to be issued through Stripe. */
const STRIPE_REFUND_TOPIC = 'stripe-refund';

/** What is owed back on a cancelled booking, as its kind knows it. */
export interface RefundDue {
  kind: BookingKind;
  bookingId: number;
  /** What goes back, in integer minor units (the kind's cancellation rules computed it). */
  amountMinor: number;
  currency: string;
  /** How it was paid: only a Stripe payment is refunded here; the others are sent back by the creator. */
  provider: string | null;
  /** Stripe's Checkout Session of the payment. */
  paymentRef: string | null;
}

interface RefundPayload {
  kind: BookingKind;
  bookingId: number;
  amountMinor: number;
  currency: string;
  paymentRef: string;
}

/**
 * In the transaction that cancels a booking: when it was paid through Stripe and something is owed
 * back, notes the refund in the outbox (decision 024), so it exists exactly when the cancellation
 * does and a crash cannot lose it. One row per booking whoever notes it twice. Paid directly, the
 * creator sends the money and marks it sent (`…/refund-sent/`). Answers whether a refund was noted.
 */
export async function issueRefund(tx: Pick<Db, 'insert' | 'execute'>, due: RefundDue): Promise<boolean> {
  if (due.provider !== 'stripe' || !due.paymentRef || due.amountMinor <= 0) return false;
  const payload: RefundPayload = {
    kind: due.kind,
    bookingId: due.bookingId,
    amountMinor: due.amountMinor,
    currency: due.currency,
    paymentRef: due.paymentRef,
  };
  await enqueue(tx, { topic: STRIPE_REFUND_TOPIC, payload, dedupeKey: refundKey(due.kind, due.bookingId) });
  return true;
}

/**
 * The refund an outbox row carries, for the operator's list of deliveries that gave up: whose
 * booking and how much. Null for a row of another topic.
 */
export function refundOfDelivery(topic: string, payload: unknown): FailedDelivery['refund'] {
  if (topic !== STRIPE_REFUND_TOPIC || typeof payload !== 'object' || payload === null) return null;
  const refund = payload as Partial<RefundPayload>;
  return {
    kind: String(refund.kind ?? ''),
    booking_id: Number(refund.bookingId ?? 0),
    amount_minor: Number(refund.amountMinor ?? 0),
    currency: String(refund.currency ?? ''),
  };
}

/** Stripe's Idempotency-Key of a booking's refund, and the outbox row's dedupe key: one refund per booking. */
const refundKey = (kind: BookingKind, id: number) => `${kind}-booking-${id}-refund`;

/**
 * Delivers a noted refund: asks Stripe for it under the booking's key (a second delivery, after a
 * crash or a timeout, gets back the refund the first made, never a second one), then records its id
 * and `refund_sent_at` once and tells the person, in one transaction. A failure is thrown, so the
 * outbox tries again later. A booking whose session was never paid through Stripe (the creator
 * marked it paid by hand) is left for the creator to refund, as a direct payment is.
 */
export function stripeRefundHandler(ctx: AppContext, payables: Payables): OutboxHandler {
  let api: StripeApi | null = null;
  const stripe = () => {
    if (!ctx.config.STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY is not set: the refund waits for it');
    api ??= new StripeApi({ secretKey: ctx.config.STRIPE_SECRET_KEY, apiBase: ctx.config.STRIPE_API_BASE }, ctx.log);
    return api;
  };
  return {
    topic: STRIPE_REFUND_TOPIC,
    inTransaction: false,
    run: async (payload: RefundPayload) => {
      const payable = payableOf(payables, payload.kind);
      if (!payable?.refundSent) throw new Error(`No payable kind refunds ${payload.kind} bookings`);
      const table = tableOf(payable);
      const [row] = await selectRows<{ refund_sent_at: Date | string | null }>(
        ctx.db,
        sql`select refund_sent_at from ${table} where id = ${payload.bookingId}`,
      );
      // Already sent (an earlier delivery, or the creator by hand): nothing more to do.
      if (!row || row.refund_sent_at !== null) return;
      const session = await stripe().retrieveCheckoutSession(payload.paymentRef);
      const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (session.payment_status !== 'paid' || !intent) {
        ctx.log.warn({ kind: payload.kind, bookingId: payload.bookingId }, 'refund due but not paid through Stripe');
        return;
      }
      const key = refundKey(payload.kind, payload.bookingId);
      const refund = await stripe().createRefund(
        {
          paymentIntent: intent,
          amountMinor: payload.amountMinor,
          metadata: { booking_id: String(payload.bookingId), booking_kind: payload.kind },
        },
        key,
      );
      await ctx.db.transaction(async (tx) => {
        const [recorded] = await selectRows<{ id: number }>(
          tx,
          sql`update ${table} set refund_ref = ${refund.id}, refund_sent_at = now()
              where id = ${payload.bookingId} and refund_sent_at is null returning id`,
        );
        if (recorded) await payable.refundSent!(tx, payload.bookingId, null);
      });
      ctx.log.info({ kind: payload.kind, bookingId: payload.bookingId, refund: refund.id }, 'refund sent');
    },
  };
}

/**
 * Tells the person who booked that the refund of their booking went back (by its payee, or by
 * Stripe with no actor): the `booking_refund` item, whose mail is its own, in the transaction that
 * recorded it. `refund` is the booking's row (the amount as stored: each reader's text writes it in
 * their own language, texts.ts); `shown` what the kind's text names (its title, its day or dates).
 */
export async function notifyRefundSent(
  tx: Tx,
  actorId: number | null,
  to: { userId: number; subject: Subject },
  refund: { refund_minor: number | null; currency: string },
  shown: Record<string, string>,
): Promise<void> {
  await notify(tx, {
    userId: to.userId,
    actorId,
    kind: 'booking_refund',
    data: { ...shown, minor: refund.refund_minor, currency: refund.currency },
    url: '/my-bookings',
    subject: to.subject,
  });
}
