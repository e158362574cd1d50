import { PAYMENT_ERROR_CODES, PAYMENT_MESSAGES } from '@sangam/contracts';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors';

/** The parts of a Stripe Checkout Session this app reads. */
const checkoutSessionSchema = z.object({
  id: z.string().min(1).max(120),
  /** The payment page; null once the session is complete or expired. */
  url: z.string().nullable(),
  status: z.enum(['open', 'complete', 'expired']).nullable(),
  payment_status: z.string(),
  /** The payment the session made (an id, or the object when expanded); refunds are made against it. */
  payment_intent: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** The parts of a Stripe Refund this app keeps. */
const refundSchema = z.object({
  id: z.string().min(1).max(120),
  amount: z.number().int(),
  status: z.string().nullable(),
});
export type StripeRefund = z.infer<typeof refundSchema>;

/** What a Checkout Session form holds, as Stripe's library takes it. */
export type CheckoutSessionParams = Stripe.Checkout.SessionCreateParams;

/** Stripe is slow at times; the learner waits at most this long before being asked to try again. */
const TIMEOUT_MS = 15_000;

const unavailable = () =>
  new HttpError(502, PAYMENT_ERROR_CODES.providerUnavailable, PAYMENT_MESSAGES.providerUnavailable);

/**
 * The calls of Stripe's API this app makes, through Stripe's own library (decision 012, superseded
 * in part): it owns the wire format, the API version and the error types. STRIPE_API_BASE becomes
 * its host, port and protocol, so the tests' local stand-in answers. The library's own retries are
 * off: a learner at checkout is answered at once, and a refund is retried by the outbox.
 * Any failure is logged with Stripe's message and thrown as a 502 with a sentence for the learner.
 */
export class StripeApi {
  private readonly stripe: Stripe;

  constructor(
    options: { secretKey: string; apiBase: string },
    private readonly log: FastifyBaseLogger,
  ) {
    const base = new URL(options.apiBase);
    const protocol = base.protocol === 'http:' ? 'http' : 'https';
    this.stripe = new Stripe(options.secretKey, {
      host: base.hostname,
      port: base.port || (protocol === 'http' ? 80 : 443),
      protocol,
      timeout: TIMEOUT_MS,
      maxNetworkRetries: 0,
      telemetry: false,
    });
  }

  createCheckoutSession(params: CheckoutSessionParams, idempotencyKey: string): Promise<CheckoutSession> {
    return this.call('POST /v1/checkout/sessions', checkoutSessionSchema, () =>
      this.stripe.checkout.sessions.create(params, { idempotencyKey }),
    );
  }

  retrieveCheckoutSession(id: string): Promise<CheckoutSession> {
    return this.call('GET /v1/checkout/sessions/:id', checkoutSessionSchema, () =>
      this.stripe.checkout.sessions.retrieve(id),
    );
  }

  /**
   * Gives back part or all of a payment. The key makes a second request (a retry after a timeout, a
   * second delivery of the outbox row) answer the refund the first one made instead of a new one.
   */
  createRefund(
    params: { paymentIntent: string; amountMinor: number; metadata: Record<string, string> },
    idempotencyKey: string,
  ): Promise<StripeRefund> {
    return this.call('POST /v1/refunds', refundSchema, () =>
      this.stripe.refunds.create(
        { payment_intent: params.paymentIntent, amount: params.amountMinor, metadata: params.metadata },
        { idempotencyKey },
      ),
    );
  }

  private async call<T>(what: string, schema: z.ZodType<T>, request: () => Promise<unknown>): Promise<T> {
    let body: unknown;
    try {
      body = await request();
    } catch (err) {
      if (err instanceof Stripe.errors.StripeError && err.statusCode !== undefined)
        this.log.error({ status: err.statusCode, call: what, stripe: err.message }, 'Stripe refused');
      else this.log.error({ err, call: what }, 'Stripe could not be reached');
      throw unavailable();
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      this.log.error({ call: what, issues: parsed.error.issues }, 'Stripe answered an unexpected object');
      throw unavailable();
    }
    return parsed.data;
  }
}
