import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const SECRET_KEY = 'sk_test_fakeKey108';
export const WEBHOOK_SECRET = 'whsec_testSecretOfTheEndpoint';

/** The v1 signature of a payload at a time, as Stripe documents it: hex HMAC-SHA256 of "<t>.<raw body>". */
export function stripeSignature(secret: string, timestamp: number, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** A Stripe-Signature header as Stripe sends it: `t=<unix>,v1=<hex>`. */
export function stripeSignatureHeader(secret: string, rawBody: Buffer | string, now = new Date()): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${stripeSignature(secret, t, rawBody)}`;
}

/** A recorded call to the fake Stripe API. */
export interface StripeCall {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  client_reference_id: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  expires_at: number;
  /** The payment the session takes (Stripe makes it with the session in payment mode); refunds name it. */
  payment_intent: string;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
}

/**
 * A local HTTP server that plays the two calls of Stripe's API the app makes: it checks the key,
 * answers sessions shaped like Stripe's, keeps Stripe's 30-minute minimum for expires_at, and replays
 * the first answer for a repeated Idempotency-Key (refusing one reused with other parameters).
 */
export class FakeStripe {
  calls: StripeCall[] = [];
  sessions = new Map<string, FakeSession>();
  refunds: FakeRefund[] = [];
  /** Answer the next call with a 500, as Stripe does when it has trouble. */
  failNext = false;
  /** Answer this many next calls with a 500: Stripe down for longer than the outbox keeps trying. */
  failing = 0;
  private byKey = new Map<string, { path: string; body: string; answer: unknown }>();
  private server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      this.calls.push({ method: req.method!, path: req.url!, headers: req.headers, form });
      const [status, answer] = this.answer(req.method!, req.url!, req.headers, body, form);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The learner pays on the session's page: Stripe marks it complete and paid (its event is sent apart). */
  pay(sessionId: string): FakeSession {
    const session = { ...this.sessions.get(sessionId)!, status: 'complete' as const, payment_status: 'paid' as const };
    this.sessions.set(sessionId, session);
    return session;
  }

  /** The refunds made of a session's payment. */
  refundsOf(sessionId: string): FakeRefund[] {
    const intent = this.sessions.get(sessionId)?.payment_intent;
    return this.refunds.filter((r) => r.payment_intent === intent);
  }

  /** The refund requests that reached Stripe, replays included. */
  refundCalls() {
    return this.calls.filter((c) => c.method === 'POST' && c.path === '/v1/refunds');
  }

  created() {
    return this.calls.filter((c) => c.method === 'POST' && c.path === '/v1/checkout/sessions');
  }

  private answer(
    method: string,
    url: string,
    headers: IncomingHttpHeaders,
    body: string,
    form: URLSearchParams,
  ): [number, unknown] {
    const error = (status: number, message: string, type = 'invalid_request_error') => [
      status,
      { error: { type, message } },
    ];
    if (headers.authorization !== `Bearer ${SECRET_KEY}`) return error(401, 'Invalid API Key provided.') as never;
    if (this.failNext || this.failing > 0) {
      this.failNext = false;
      this.failing = Math.max(0, this.failing - 1);
      return error(500, 'An unknown error occurred', 'api_error') as never;
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(url);
    if (method === 'GET' && retrieve) {
      const session = this.sessions.get(retrieve[1]!);
      return session ? [200, session] : (error(404, `No such checkout.session: '${retrieve[1]}'`) as never);
    }
    if (method !== 'POST' || (url !== '/v1/checkout/sessions' && url !== '/v1/refunds'))
      return error(404, 'Unrecognized request URL.') as never;
    // Stripe keeps the first answer to a key and gives it again; other parameters under it are refused.
    const key = headers['idempotency-key'] as string | undefined;
    const earlier = key ? this.byKey.get(key) : undefined;
    if (earlier) {
      if (earlier.body !== body || earlier.path !== url)
        return error(400, 'Keys for idempotent requests can only be used with the same parameters.') as never;
      return [200, earlier.answer];
    }
    const [status, answer] = url === '/v1/refunds' ? this.refund(form) : this.createSession(form);
    if (key && status === 200) this.byKey.set(key, { path: url, body, answer });
    return [status, answer];
  }

  /** A refund of (part of) a paid session's payment, refused past what is left of it, as Stripe does. */
  private refund(form: URLSearchParams): [number, unknown] {
    const error = (message: string) =>
      [400, { error: { type: 'invalid_request_error', message } }] as [number, unknown];
    const intent = form.get('payment_intent') ?? '';
    const session = [...this.sessions.values()].find((s) => s.payment_intent === intent);
    if (!session)
      return [404, { error: { type: 'invalid_request_error', message: `No such payment_intent: '${intent}'` } }];
    if (session.payment_status !== 'paid')
      return error('This PaymentIntent does not have a successful charge to refund.');
    const refunded = this.refunds.filter((r) => r.payment_intent === intent).reduce((sum, r) => sum + r.amount, 0);
    const amount = form.has('amount') ? Number(form.get('amount')) : session.amount_total - refunded;
    if (!Number.isInteger(amount) || amount <= 0) return error('Invalid positive integer');
    if (refunded + amount > session.amount_total)
      return error(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${session.amount_total - refunded})`,
      );
    const refund: FakeRefund = {
      id: `re_test_${this.refunds.length + 1}${Math.random().toString(36).slice(2, 10)}`,
      object: 'refund',
      amount,
      currency: session.currency,
      payment_intent: intent,
      status: 'succeeded',
      metadata: metadataOf(form, {}),
      created: Math.floor(Date.now() / 1000),
    };
    this.refunds.push(refund);
    return [200, refund];
  }

  private createSession(form: URLSearchParams): [number, unknown] {
    const error = (status: number, message: string) => [status, { error: { type: 'invalid_request_error', message } }];
    const expiresAt = Number(form.get('expires_at'));
    const now = Date.now() / 1000;
    if (expiresAt < now + 30 * 60 || expiresAt > now + 24 * 3600)
      return error(400, 'The `expires_at` timestamp must be between 30 minutes and 24 hours from now.') as never;
    const id = `cs_test_${this.sessions.size + 1}${Math.random().toString(36).slice(2, 10)}`;
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.test/c/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: form.get('client_reference_id'),
      metadata: metadataOf(form),
      amount_total:
        Number(form.get('line_items[0][price_data][unit_amount]')) * Number(form.get('line_items[0][quantity]') ?? 1),
      currency: form.get('line_items[0][price_data][currency]') ?? '',
      expires_at: expiresAt,
      payment_intent: `pi_test_${this.sessions.size + 1}${Math.random().toString(36).slice(2, 10)}`,
    };
    this.sessions.set(id, session);
    return [200, session];
  }
}

/** The metadata[...] fields of a session request, as Stripe keeps them (booking_id always present). */
function metadataOf(form: URLSearchParams, metadata: Record<string, string> = { booking_id: '' }) {
  for (const [key, value] of form) {
    const name = /^metadata\[(\w+)\]$/.exec(key)?.[1];
    if (name) metadata[name] = value;
  }
  return metadata;
}
