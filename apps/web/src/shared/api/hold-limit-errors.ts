import { HOLD_ERROR_CODES, HOLD_LIMITS, HOLD_MESSAGES } from '@sangam/contracts';
import { i18n } from '../i18n/i18n';
import { ApiError } from './http-client';

/**
 * The fair limits every kind of booking keeps (a confirmed address for a paid place, a few unpaid
 * bookings at once), told in the reader's language: each kind's own messages ask here first.
 * Null when the failure is not one of them.
 */
export function holdLimitMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === HOLD_ERROR_CODES.emailNotVerified) return i18n.t('common:hold_limits.email_not_verified');
  if (error.code === HOLD_ERROR_CODES.tooManyHolds)
    return error.detail === HOLD_MESSAGES.tooManyHoldsHere
      ? i18n.t('common:hold_limits.too_many_here', { n: HOLD_LIMITS.openHoldsPerItem })
      : i18n.t('common:hold_limits.too_many', { n: HOLD_LIMITS.openHoldsPerPerson });
  return null;
}

/** Whether a 409 is a fair limit rather than a change in the places (which a page would read again). */
export const isHoldLimit = (error: unknown) => holdLimitMessage(error) !== null;
