import { HOLD_ERROR_CODES, HOLD_LIMITS, HOLD_MESSAGES } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { selectRows, type Db } from '../db/client';
import { HttpError, minutesToWait, TooManyRequestsError } from './http-errors';
import { LIMITS, type RateLimiter } from './rate-limiter';

/**
 * The fair limits every kind of booking keeps, in one place (issue 24): testing as an attacker
 * would, one fresh account held every seat of a departure, and one person booked a sitting three
 * times. A kind calls these around its own booking; they know no kind's table (the `open_holds`
 * view of migration 0028 lists every kind's running holds).
 */

/** The kinds as `open_holds` names them. */
export type HoldKind = 'class' | 'retreat' | 'pooja' | 'journey';

/**
 * Which of the per-account limits a booking keeps: all of them, unless RATE_LIMITS is off (load
 * benchmarks, where a few learners book hundreds of sittings). A confirmed address is no limit but
 * a rule, and holds always.
 */
export interface HoldRules {
  capOpenHolds: boolean;
}

/**
 * A new booking's start, for every kind's route: 429 past the hourly number of bookings a person
 * may start (of every kind together), else the rules the booking keeps.
 */
async function admitBooking(rateLimiter: RateLimiter, personId: number): Promise<HoldRules> {
  const wait = await rateLimiter.consume(LIMITS.bookingsPerUser, String(personId));
  if (wait !== null)
    throw new TooManyRequestsError(wait, `Too many bookings started. Please try again in ${minutesToWait(wait)}.`);
  return { capOpenHolds: rateLimiter.on };
}

/**
 * What every kind's booking route answers: the person admitted (admitBooking), the kind's booking
 * made under the rules it keeps, and 201 for a new booking, or 200 for the one a retried request
 * (the same key) already made and mailed.
 */
export async function answerNewBooking<P extends { id: number }, B>(
  rateLimiter: RateLimiter,
  person: P,
  reply: FastifyReply,
  book: (person: P, rules: HoldRules) => Promise<{ booking: B; created: boolean }>,
): Promise<B> {
  const { booking, created } = await book(person, await admitBooking(rateLimiter, person.id));
  reply.code(created ? 201 : 200);
  return booking;
}

/**
 * 403 unless the person's email address is confirmed (as `assertNotBanned` read it): a paid place is
 * held only for a reachable person.
 */
export function requireConfirmedEmail(person: { emailConfirmed: boolean }): void {
  if (!person.emailConfirmed)
    throw new HttpError(403, HOLD_ERROR_CODES.emailNotVerified, HOLD_MESSAGES.emailNotVerified);
}

/** First key of the per-person advisory lock (the second is the person's id). */
const PERSON_HOLDS_LOCK = 9_201;

/**
 * 409 when the person already has as many unpaid bookings as allowed, of this item or of all.
 * Called inside the booking's transaction after the kind's own lock: the person's lock makes two
 * holds started at once by one person count each other. Always taken after the kind's lock, never
 * before one, so no two bookings wait on each other.
 */
export async function limitOpenHolds(
  tx: Pick<Db, 'execute'>,
  personId: number,
  item: { kind: HoldKind; id: number },
  rules: HoldRules,
): Promise<void> {
  if (!rules.capOpenHolds) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${PERSON_HOLDS_LOCK}::int, ${personId}::int)`);
  const [open] = await selectRows<{ all: number; here: number }>(
    tx,
    sql`select count(*)::int as all,
               (count(*) filter (where kind = ${item.kind} and item_id = ${item.id}))::int as here
        from open_holds where person_id = ${personId}`,
  );
  if (!open) return;
  if (open.here >= HOLD_LIMITS.openHoldsPerItem)
    throw new HttpError(409, HOLD_ERROR_CODES.tooManyHolds, HOLD_MESSAGES.tooManyHoldsHere);
  if (open.all >= HOLD_LIMITS.openHoldsPerPerson)
    throw new HttpError(409, HOLD_ERROR_CODES.tooManyHolds, HOLD_MESSAGES.tooManyHolds);
}
