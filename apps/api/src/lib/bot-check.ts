import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import type { BotChallenge } from '@sangam/contracts';
import { safeEqual } from './hashing';

/**
 * A self-hosted proof-of-work bot check in the manner of ALTCHA: the server picks a secret number n,
 * publishes SHA-256(salt + n) with an HMAC signature, and the browser finds n by trying numbers up
 * to `maxnumber` (about a second of work). No outside service is involved.
 */
const CHALLENGE_TTL_MS = 10 * 60_000;

export function createChallenge(secret: Buffer, maxNumber: number, now = Date.now()): BotChallenge {
  const salt = `${randomBytes(12).toString('hex')}?expires=${Math.floor((now + CHALLENGE_TTL_MS) / 1000)}`;
  const number = randomInt(0, maxNumber + 1);
  const challenge = createHash('sha256').update(`${salt}${number}`).digest('hex');
  const signature = createHmac('sha256', secret).update(challenge).digest('hex');
  return { enabled: true, algorithm: 'SHA-256', challenge, salt, signature, maxnumber: maxNumber };
}

export interface BotCheckSolution {
  challenge: string;
  expiresAt: Date;
}

/**
 * Checks a solution (base64 JSON of { algorithm, challenge, number, salt, signature }). Answers the
 * challenge and its expiry when it is right, so the caller can refuse a second use; null otherwise.
 */
export function verifySolution(secret: Buffer, payload: string | undefined, now = Date.now()): BotCheckSolution | null {
  if (!payload) return null;
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
  const { algorithm, challenge, number, salt, signature } = parsed;
  if (algorithm !== 'SHA-256' || typeof challenge !== 'string' || typeof salt !== 'string') return null;
  if (typeof signature !== 'string' || typeof number !== 'number' || !Number.isInteger(number)) return null;
  const expires = Number(/[?&]expires=(\d+)/.exec(salt)?.[1]);
  if (!Number.isFinite(expires) || expires * 1000 < now) return null;
  const expected = createHmac('sha256', secret).update(challenge).digest('hex');
  if (!safeEqual(signature, expected)) return null;
  if (createHash('sha256').update(`${salt}${number}`).digest('hex') !== challenge) return null;
  return { challenge, expiresAt: new Date(expires * 1000) };
}
