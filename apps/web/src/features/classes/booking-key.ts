import { readString, removeItem, writeString } from '../../shared/lib/storage';
import { newUuid } from '../../shared/lib/uuid';

/**
 * The idempotency key of one booking attempt (this class at this time). It is kept for the tab's
 * session, so pressing again, a retry after a lost answer, or a reload sends the same key and the
 * API answers the booking already made instead of booking twice.
 */
export function bookingKey(slug: string, start: string): string {
  const name = `sangam.booking-key.${slug}.${new Date(start).toISOString()}`;
  const existing = readString(name, 'session');
  if (existing) return existing;
  const key = newUuid();
  writeString(name, key, 'session');
  return key;
}

/** A refused attempt (the time was taken) starts over with a new key next time. */
export function forgetBookingKey(slug: string, start: string): void {
  removeItem(`sangam.booking-key.${slug}.${new Date(start).toISOString()}`, 'session');
}
