import { readString, removeItem, writeString } from '../../shared/lib/storage';
import { newUuid } from '../../shared/lib/uuid';

/** One attempt: this departure, for these travellers (a changed party is a new attempt). */
const attemptName = (slug: string, departureId: number, names: readonly string[]) =>
  `sangam.journey-key.${slug}.${departureId}.${names.map((n) => n.trim().toLowerCase()).join('|')}`;

/**
 * The idempotency key of one booking attempt, kept for the tab's session as classes do: pressing
 * again, a retry after a lost answer or a reload sends the same key, and the API answers the booking
 * already made instead of taking the places twice.
 */
export function journeyBookingKey(slug: string, departureId: number, names: readonly string[]): string {
  const name = attemptName(slug, departureId, names);
  const existing = readString(name, 'session');
  if (existing) return existing;
  const key = newUuid();
  writeString(name, key, 'session');
  return key;
}

/** A refused attempt (no room left, departure closed) starts over with a new key next time. */
export function forgetJourneyBookingKey(slug: string, departureId: number, names: readonly string[]): void {
  removeItem(attemptName(slug, departureId, names), 'session');
}
