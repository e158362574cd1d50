import { readString, removeItem, writeString } from '../../shared/lib/storage';
import { newUuid } from '../../shared/lib/uuid';

/** One attempt: this package of this retreat, these nights, this many guests. */
export interface StayChoice {
  slug: string;
  packageId: number;
  start: string;
  end: string;
  guests: number;
}

const name = (c: StayChoice) => `sangam.retreat-key.${c.slug}.${c.packageId}.${c.start}.${c.end}.${c.guests}`;

/**
 * The idempotency key of one booking attempt (as the classes' booking-key.ts). It is kept for the
 * tab's session, so pressing again, a retry after a lost answer, or a reload sends the same key and
 * the API answers the stay already booked instead of booking it twice; another choice is another key.
 */
export function retreatBookingKey(choice: StayChoice): string {
  const existing = readString(name(choice), 'session');
  if (existing) return existing;
  const key = newUuid();
  writeString(name(choice), key, 'session');
  return key;
}

/** A refused attempt (no room left) starts over with a new key next time. */
export function forgetRetreatBookingKey(choice: StayChoice): void {
  removeItem(name(choice), 'session');
}
