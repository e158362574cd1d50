import { PAYMENT_ERROR_CODES, PAYMENT_MESSAGES } from '@sangam/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors';

/** The parts of a Stripe Checkout Session this app reads. */
const checkoutSessionSchema = z.object({
  id: z.string().min(1).max(120),
  /** The payment page; null once the session is complete or expired. */
  url: z.string().nullable(),
  status: z.enum(['open', 'complete', 'expired']).nullable(),
  payment_status: z.string(),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** Stripe is slow at times; the learner waits at most this long before being asked to try again. */
const TIMEOUT_MS = 15_000;

const unavailable = () =>
  new HttpError(502, PAYMENT_ERROR_CODES.providerUnavailable, PAYMENT_MESSAGES.providerUnavailable);

/**
 * The two calls of Stripe's HTTP API that checkout needs, with `fetch` (no SDK): form-encoded
 * requests with the secret key as a bearer token. Any failure is logged with Stripe's message and
 * answered 502 with a sentence for the learner.
 */
export class StripeApi {
  constructor(
    private readonly options: { secretKey: string; apiBase: string },
    private readonly log: FastifyBaseLogger,
  ) {}

  createCheckoutSession(form: URLSearchParams, idempotencyKey: string): Promise<CheckoutSession> {
    return this.call('POST', '/v1/checkout/sessions', form, { 'Idempotency-Key': idempotencyKey });
  }

  retrieveCheckoutSession(id: string): Promise<CheckoutSession> {
    return this.call('GET', `/v1/checkout/sessions/${encodeURIComponent(id)}`);
  }

  private async call(
    method: 'GET' | 'POST',
    path: string,
    form?: URLSearchParams,
    headers: Record<string, string> = {},
  ): Promise<CheckoutSession> {
    const url = `${this.options.apiBase.replace(/\/$/, '')}${path}`;
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: {
          Authorization: `Bearer ${this.options.secretKey}`,
          ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
          ...headers,
        },
        body: form?.toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      this.log.error({ err, method, path }, 'Stripe could not be reached');
      throw unavailable();
    }
    const text = await res.text().catch(() => '');
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // Left null: reported below with the status.
    }
    if (!res.ok) {
      const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
      this.log.error({ status: res.status, method, path, stripe: message ?? text.slice(0, 300) }, 'Stripe refused');
      throw unavailable();
    }
    const session = checkoutSessionSchema.safeParse(body);
    if (!session.success) {
      this.log.error({ method, path, issues: session.error.issues }, 'Stripe answered an unexpected session');
      throw unavailable();
    }
    return session.data;
  }
}
