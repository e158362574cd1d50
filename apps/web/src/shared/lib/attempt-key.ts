import { readString, removeItem, writeString } from './storage';
import { newUuid } from './uuid';

/**
 * The idempotency key of one booking attempt, named by what makes it that attempt (this class at
 * this time, this pooja on this day with these details…). It is kept for the tab's session, so
 * pressing again, a retry after a lost answer, or a reload sends the same key and the API answers the
 * booking already made instead of booking twice; another choice is another name, so another key.
 */
export function attemptKey(attempt: string): string {
  const existing = readString(attempt, 'session');
  if (existing) return existing;
  const key = newUuid();
  writeString(attempt, key, 'session');
  return key;
}

/** The attempt is over (booked, or refused): the next one gets a new key. */
export function forgetAttemptKey(attempt: string): void {
  removeItem(attempt, 'session');
}
