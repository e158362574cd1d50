import { BOOKING_REVIEW_ERROR_CODES, BOOKING_REVIEW_MESSAGES, type BookingReviewKind } from '@sangam/contracts';
import { describeApiError } from '../../shared/api/error-messages';
import { ApiError } from '../../shared/api/http-client';
import { i18n } from '../../shared/i18n/i18n';

type Action = 'load' | 'send' | 'reply';

/** What a failed review call tells the person, in their language: our sentence for what we know. */
export function reviewFailure(error: unknown, action: Action, kind?: BookingReviewKind): string {
  if (error instanceof ApiError) {
    if (error.code === BOOKING_REVIEW_ERROR_CODES.notEnded && kind) return i18n.t(`reviews:errors.not_ended.${kind}`);
    if (error.code === BOOKING_REVIEW_ERROR_CODES.windowClosed) return i18n.t('reviews:errors.window_closed');
    if (error.code === BOOKING_REVIEW_ERROR_CODES.alreadyReviewed) return i18n.t('reviews:errors.already_reviewed');
    if (error.fieldErrors.text?.[0] === BOOKING_REVIEW_MESSAGES.replyEmpty) return i18n.t('reviews:errors.reply_empty');
    if (error.status === 0 || error.status === 429 || error.status >= 500) return describeApiError(error).form!;
  }
  return i18n.t(`reviews:errors.${action}`);
}
