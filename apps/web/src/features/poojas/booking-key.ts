import { readString, removeItem, writeString } from '../../shared/lib/storage';
import { newUuid } from '../../shared/lib/uuid';

/**
 * The idempotency key of one booking attempt: this pooja, this day, these details. It is kept for
 * the tab's session, so pressing again, a retry after a lost answer, or a reload sends the same key
 * and the API answers the booking already made instead of taking a second place. Changing anything in
 * the form makes it another attempt, with its own key.
 */
const name = (slug: string, day: string, details: string) => `sangam.pooja-key.${slug}.${day}.${fingerprint(details)}`;

/** A short, stable fingerprint of the form's content (not a secret: it only tells attempts apart). */
function fingerprint(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(36);
}

export function poojaBookingKey(slug: string, day: string, details: string): string {
  const existing = readString(name(slug, day, details), 'session');
  if (existing) return existing;
  const key = newUuid();
  writeString(name(slug, day, details), key, 'session');
  return key;
}

/**
 * The attempt is over (booked, or refused for its day): the next one gets a new key, so booking the
 * same again later (after a hold ran out, say) is a new booking rather than the old one answered.
 */
export function forgetPoojaBookingKey(slug: string, day: string, details: string): void {
  removeItem(name(slug, day, details), 'session');
}
