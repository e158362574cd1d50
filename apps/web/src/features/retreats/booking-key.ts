import { attemptKey, forgetAttemptKey } from '../../shared/lib/attempt-key';

/** One attempt: this package of this retreat, these nights, this many guests. */
export interface StayChoice {
  slug: string;
  packageId: number;
  start: string;
  end: string;
  guests: number;
}

const attempt = (c: StayChoice) => `sangam.retreat-key.${c.slug}.${c.packageId}.${c.start}.${c.end}.${c.guests}`;

export const retreatBookingKey = (choice: StayChoice) => attemptKey(attempt(choice));

/** A refused attempt (no room left) starts over with a new key next time. */
export const forgetRetreatBookingKey = (choice: StayChoice) => forgetAttemptKey(attempt(choice));
