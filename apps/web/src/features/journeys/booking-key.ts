import { attemptKey, forgetAttemptKey } from '../../shared/lib/attempt-key';

/** One attempt: this departure, for these travellers (a changed party is a new attempt). */
const attempt = (slug: string, departureId: number, names: readonly string[]) =>
  `sangam.journey-key.${slug}.${departureId}.${names.map((n) => n.trim().toLowerCase()).join('|')}`;

export const journeyBookingKey = (slug: string, departureId: number, names: readonly string[]) =>
  attemptKey(attempt(slug, departureId, names));

/** A refused attempt (no room left, departure closed) starts over with a new key next time. */
export const forgetJourneyBookingKey = (slug: string, departureId: number, names: readonly string[]) =>
  forgetAttemptKey(attempt(slug, departureId, names));
