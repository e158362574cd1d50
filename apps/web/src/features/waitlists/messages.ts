import { WAITLIST_ERROR_CODES } from '@sangam/contracts';
import { holdLimitMessage } from '../../shared/api/hold-limit-errors';
import { describeApiError } from '../../shared/api/error-messages';
import { ApiError } from '../../shared/api/http-client';
import { i18n } from '../../shared/i18n/i18n';

const CODES: Record<string, 'places_open' | 'already_waiting' | 'already_booked' | 'too_many'> = {
  [WAITLIST_ERROR_CODES.notFull]: 'places_open',
  [WAITLIST_ERROR_CODES.alreadyWaiting]: 'already_waiting',
  [WAITLIST_ERROR_CODES.alreadyBooked]: 'already_booked',
  [WAITLIST_ERROR_CODES.tooManyEntries]: 'too_many',
};

/** What a failed waitlist call tells the person, in their language. */
export function waitlistFailure(error: unknown, action: 'join' | 'leave' | 'load'): string {
  const limit = holdLimitMessage(error);
  if (limit) return limit;
  if (error instanceof ApiError) {
    const key = CODES[error.code];
    if (key) return i18n.t(`waitlists:errors.${key}`);
    if (error.status === 0 || error.status === 429 || error.status >= 500) return describeApiError(error).form!;
  }
  return i18n.t(`waitlists:errors.${action}`);
}
