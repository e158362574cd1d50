import Stripe from 'stripe';
import { badRequest } from '../../lib/http-errors';

/** Stripe's own libraries accept a signature up to five minutes old. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

const SIGNATURE_MESSAGES = {
  missing: 'The Stripe-Signature header is missing.',
  malformed: 'The Stripe-Signature header must read t=<unix time>,v1=<signature>.',
  stale: `The Stripe-Signature timestamp is more than ${SIGNATURE_TOLERANCE_SECONDS} seconds away from now.`,
  mismatch: 'The Stripe-Signature does not match the request body.',
  empty: 'The event has no body.',
} as const;

/**
 * Checks a Stripe-Signature header against the raw body with Stripe's library (the HMAC, the
 * constant-time compare, several v1 signatures while a secret is rolled, the age of the timestamp),
 * and answers its failures as a 400 naming what is wrong in our words. The library lets a timestamp
 * from the future through; one more than the tolerance ahead is refused here too, as before.
 */
export function verifyStripeSignature(
  header: string | string[] | undefined,
  rawBody: Buffer,
  secret: string,
  now = new Date(),
): void {
  if (header === undefined || header === '') throw badRequest(SIGNATURE_MESSAGES.missing);
  if (Array.isArray(header) || header.length > 4096) throw badRequest(SIGNATURE_MESSAGES.malformed);
  try {
    Stripe.webhooks.signature!.verifyHeader(
      rawBody,
      header,
      secret,
      SIGNATURE_TOLERANCE_SECONDS,
      undefined,
      now.getTime(),
    );
  } catch (err) {
    if (!(err instanceof Stripe.errors.StripeSignatureVerificationError)) throw err;
    throw badRequest(
      /tolerance/.test(err.message)
        ? SIGNATURE_MESSAGES.stale
        : /matching the expected signature/.test(err.message)
          ? SIGNATURE_MESSAGES.mismatch
          : /No webhook payload/.test(err.message)
            ? SIGNATURE_MESSAGES.empty
            : SIGNATURE_MESSAGES.malformed,
    );
  }
  const timestamp = Number(/(?:^|,)\s*t=(\d{1,12})\s*(?:,|$)/.exec(header)?.[1]);
  if (timestamp - now.getTime() / 1000 > SIGNATURE_TOLERANCE_SECONDS) throw badRequest(SIGNATURE_MESSAGES.stale);
}
