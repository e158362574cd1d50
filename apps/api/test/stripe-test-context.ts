import type { App } from '../src/app';
import { type FakeStripe, SECRET_KEY, stripeSignatureHeader, WEBHOOK_SECRET } from './fake-stripe';
import { createTestContext } from './helpers';

/**
 * A test app whose payments go through Stripe, played by `fake` (started here): the keys and the
 * webhook secret the fake knows. `env` adds to it (RATE_LIMITS, PUBLIC_URL…).
 */
export async function createStripeTestContext(fake: FakeStripe, env: Record<string, string> = {}) {
  const apiBase = await fake.start();
  return createTestContext({
    env: {
      ...env,
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: apiBase,
    },
  });
}

/** Posts an event (its JSON text) to the Stripe webhook, signed as Stripe signs it. */
export function postStripeEvent(app: App, body: string) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook/',
    headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignatureHeader(WEBHOOK_SECRET, body) },
    payload: body,
  });
}
