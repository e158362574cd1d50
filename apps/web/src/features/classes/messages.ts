import { BOOKING_ERROR_CODES } from '@sangam/contracts';
import { holdLimitMessage } from '../../shared/api/hold-limit-errors';
import { ApiError } from '../../shared/api/http-client';
import { i18n } from '../../shared/i18n/i18n';

/**
 * What a failed classes or bookings call tells the person: our own sentence for the codes we know
 * (the API writes English), the common ones for offline / too many / server trouble, else `fallback`.
 */
export function bookingFailure(
  error: unknown,
  fallback: 'load' | 'book' | 'cancel' | 'reschedule' | 'checkout' | 'review',
): string {
  const limit = holdLimitMessage(error);
  if (limit) return limit;
  if (error instanceof ApiError) {
    if (error.code === BOOKING_ERROR_CODES.slotTaken) return i18n.t('classes:errors.slot_taken');
    if (error.code === BOOKING_ERROR_CODES.alreadyBooked) return i18n.t('classes:errors.already_booked');
    if (error.code === BOOKING_ERROR_CODES.notAnOpenSlot) return i18n.t('classes:errors.not_open');
    if (error.code === BOOKING_ERROR_CODES.tooLateToCancel) return i18n.t('classes:errors.too_late');
    if (error.status === 404) return i18n.t('classes:errors.not_found');
    if (error.status === 409 && fallback === 'review') return i18n.t('classes:errors.already_reviewed');
    if (error.status === 0) return i18n.t('common:api_errors.network');
    if (error.status === 429) return i18n.t('common:api_errors.rate_limited');
    if (error.status >= 500) return i18n.t('common:api_errors.server');
    // A sentence of the API's is shown in English only; other languages get the translated fallback.
    if (i18n.resolvedLanguage === 'en' && error.detail) return error.detail;
  }
  return i18n.t(`classes:errors.${fallback}`);
}
