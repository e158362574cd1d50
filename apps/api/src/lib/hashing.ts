import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Tokens and codes are stored as SHA-256 hex digests, never as they are. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** An unguessable token for links and refresh tokens (256 bits, URL-safe). */
export const randomToken = () => randomBytes(32).toString('base64url');

/** A 6-digit code, uniformly random, with leading zeros. */
export const randomCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
