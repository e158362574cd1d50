import { attemptKey, forgetAttemptKey } from '../../shared/lib/attempt-key';

/** One attempt: this pooja, this day, these details (changing anything in the form is another). */
const attempt = (slug: string, day: string, details: string) =>
  `sangam.pooja-key.${slug}.${day}.${fingerprint(details)}`;

/** A short, stable fingerprint of the form's content (not a secret: it only tells attempts apart). */
function fingerprint(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(36);
}

export const poojaBookingKey = (slug: string, day: string, details: string) => attemptKey(attempt(slug, day, details));

/**
 * The attempt is over (booked, or refused for its day): the next one gets a new key, so booking the
 * same again later (after a hold ran out, say) is a new booking rather than the old one answered.
 */
export const forgetPoojaBookingKey = (slug: string, day: string, details: string) =>
  forgetAttemptKey(attempt(slug, day, details));
