import { describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { verifyStripeSignature } from './stripe-signature';

const SECRET = 'whsec_test';
const body = Buffer.from('{"id":"evt_1"}');
const at = (seconds: number) => new Date(seconds * 1000);
const header = (timestamp: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload: body.toString(), secret: SECRET, timestamp });

describe('the tolerance of a Stripe signature, on a fixed clock', () => {
  const now = 1_800_000_000;

  it('takes a timestamp up to 300 s away either way', () => {
    expect(() => verifyStripeSignature(header(now - 300), body, SECRET, at(now))).not.toThrow();
    expect(() => verifyStripeSignature(header(now + 300), body, SECRET, at(now))).not.toThrow();
  });

  it('refuses one 301 s away either way, with a detail', () => {
    for (const t of [now - 301, now + 301])
      expect(() => verifyStripeSignature(header(t), body, SECRET, at(now))).toThrow(/more than 300 seconds/);
  });
});
