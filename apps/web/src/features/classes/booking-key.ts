import { attemptKey, forgetAttemptKey } from '../../shared/lib/attempt-key';

/** One attempt: this class at this time. */
const attempt = (slug: string, start: string) => `sangam.booking-key.${slug}.${new Date(start).toISOString()}`;

export const bookingKey = (slug: string, start: string) => attemptKey(attempt(slug, start));

/** A refused attempt (the time was taken) starts over with a new key next time. */
export const forgetBookingKey = (slug: string, start: string) => forgetAttemptKey(attempt(slug, start));
