import { RETREAT_ERROR_CODES } from '@sangam/contracts';
import { holdLimitMessage, isHoldLimit } from '../../shared/api/hold-limit-errors';
import { ApiError } from '../../shared/api/http-client';
import { i18n } from '../../shared/i18n/i18n';

export type RetreatAction = 'load' | 'book' | 'cancel' | 'checkout' | 'inquiry';

/**
 * What a failed retreats call tells the person: our own sentence for the codes we know (the API
 * writes English), the common ones for offline / too many / server trouble, else the action's own.
 */
export function retreatFailure(error: unknown, action: RetreatAction): string {
  const limit = holdLimitMessage(error);
  if (limit) return limit;
  if (error instanceof ApiError) {
    if (error.code === RETREAT_ERROR_CODES.full) return i18n.t('retreats:errors.full');
    if (error.code === RETREAT_ERROR_CODES.notADeparture) return i18n.t('retreats:errors.not_a_departure');
    if (error.code === RETREAT_ERROR_CODES.outsideWindow) return i18n.t('retreats:errors.outside_window');
    if (error.code === RETREAT_ERROR_CODES.alreadyBooked) return i18n.t('retreats:errors.already_booked');
    if (error.status === 404) return i18n.t('retreats:errors.not_found');
    if (error.status === 0) return i18n.t('common:api_errors.network');
    if (error.status === 429) return i18n.t('common:api_errors.rate_limited');
    if (error.status >= 500) return i18n.t('common:api_errors.server');
    // A sentence of the API's is shown in English only; other languages get the translated fallback.
    if (i18n.resolvedLanguage === 'en' && error.detail) return error.detail;
  }
  return i18n.t(`retreats:errors.${action}`);
}

/** Whether the guest already has a stay on these nights (the page links to it). */
export const isAlreadyBooked = (error: unknown) =>
  error instanceof ApiError && error.code === RETREAT_ERROR_CODES.alreadyBooked;

/** Whether a failure means the places changed under the guest (the page reads them again). */
export const isFull = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && !isAlreadyBooked(error) && !isHoldLimit(error);
