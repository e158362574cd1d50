import { createHmac, timingSafeEqual } from 'node:crypto';
import { badRequest } from '../../lib/http-errors';

/** Stripe's own libraries accept a signature up to five minutes old. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

const SIGNATURE_MESSAGES = {
  missing: 'The Stripe-Signature header is missing.',
  malformed: 'The Stripe-Signature header must read t=<unix time>,v1=<signature>.',
  stale: `The Stripe-Signature timestamp is more than ${SIGNATURE_TOLERANCE_SECONDS} seconds away from now.`,
  mismatch: 'The Stripe-Signature does not match the request body.',
} as const;

/** The v1 signature of a payload at a time: hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint's secret. */
export function stripeSignature(secret: string, timestamp: number, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** A header as Stripe sends it, for tests and tools: `t=<unix>,v1=<hex>`. */
export function stripeSignatureHeader(secret: string, rawBody: Buffer | string, now = new Date()): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${stripeSignature(secret, t, rawBody)}`;
}

/**
 * Checks a Stripe-Signature header against the raw body: the timestamp within the tolerance either
 * way, and one of its v1 signatures (Stripe sends several while a secret is being rolled) equal to
 * ours, compared in constant time. Throws a 400 naming what is wrong.
 */
export function verifyStripeSignature(
  header: string | string[] | undefined,
  rawBody: Buffer,
  secret: string,
  now = new Date(),
): void {
  if (header === undefined || header === '') throw badRequest(SIGNATURE_MESSAGES.missing);
  if (Array.isArray(header) || header.length > 4096) throw badRequest(SIGNATURE_MESSAGES.malformed);
  let timestamp: number | null = null;
  const candidates: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    // Other schemes (v0 is Stripe's test-only scheme) are ignored, as Stripe's libraries do.
    else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) candidates.push(value.toLowerCase());
  }
  if (timestamp === null || candidates.length === 0) throw badRequest(SIGNATURE_MESSAGES.malformed);
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS)
    throw badRequest(SIGNATURE_MESSAGES.stale);
  const expected = Buffer.from(stripeSignature(secret, timestamp, rawBody), 'hex');
  // Every candidate is compared (no early exit), each in constant time: equal lengths by the pattern above.
  let matched = false;
  for (const candidate of candidates) matched = timingSafeEqual(expected, Buffer.from(candidate, 'hex')) || matched;
  if (!matched) throw badRequest(SIGNATURE_MESSAGES.mismatch);
}
