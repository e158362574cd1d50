import type { PaymentProviderName } from '@sangam/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { DirectProvider } from './direct';
import type { BookingKind, PayableKind } from './payable-kind';
import { StripeProvider } from './stripe';

/** A held booking about to be paid, as a provider needs it, whatever its kind. */
export interface CheckoutBooking {
  /** The booking's kind: its table and the status a confirmed booking gets. */
  payable: PayableKind;
  id: number;
  /** The line on the payment page. */
  title: string;
  /** Due now for one unit, in integer minor units. */
  unitAmountMinor: number;
  quantity: number;
  currency: string;
  /** The provider's reference of a checkout already started (Stripe's session id). */
  paymentRef: string | null;
}

/** Where the learner comes back to from the provider's page. */
export interface CheckoutUrls {
  success: string;
  cancel: string;
}

export interface CheckoutStart {
  provider: PaymentProviderName;
  /** The provider's payment page, or null when there is nothing to pay online. */
  checkout_url: string | null;
}

/** What a genuine provider event means for a booking. */
export type PaymentEffect =
  /** The money arrived: confirm the booking (or, if its seat is gone, record that a refund is due). */
  | { kind: 'paid'; bookingKind: BookingKind; bookingId: number; ref: string }
  /** The checkout ended unpaid: a booking still held by it gives its seat back. */
  | { kind: 'unpaid'; bookingKind: BookingKind; bookingId: number; ref: string }
  /** An event type this app does not act on. */
  | { kind: 'none' };

export interface PaymentEvent {
  provider: PaymentProviderName;
  /** The provider's id of the event: each is processed once. */
  id: string;
  type: string;
  effect: PaymentEffect;
}

/**
 * A way of taking the money for a booking. The checkout service checks who asks and that the
 * booking is held; the provider then starts paying (and, paying the tutor directly, confirms).
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Starts (or resumes) paying for a held booking; a 400 when its hold has ended meanwhile. */
  startCheckout(db: Db, booking: CheckoutBooking, urls: CheckoutUrls): Promise<CheckoutStart>;
  /**
   * Verifies a webhook call on its raw body and reads its event, or throws a 400 when it is not
   * genuine. Null for a provider that sends none.
   */
  readonly readWebhook: ((rawBody: Buffer, headers: IncomingHttpHeaders, now?: Date) => PaymentEvent) | null;
}

/** The provider chosen by PAYMENT_PROVIDER (config.ts has checked that Stripe's secrets are set). */
export function createPaymentProvider(config: Config, log: FastifyBaseLogger): PaymentProvider {
  if (config.PAYMENT_PROVIDER === 'stripe')
    return new StripeProvider(
      {
        secretKey: config.STRIPE_SECRET_KEY!,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
        apiBase: config.STRIPE_API_BASE,
      },
      log,
    );
  return new DirectProvider();
}
