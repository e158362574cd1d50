import { APP_CANCEL_REASONS } from '@sangam/contracts';
import { i18n } from '../i18n/i18n';

/**
 * A cancellation's reason as the reader should read it: one the app wrote (a booking released unpaid,
 * a payment that came too late) in the reader's language, since it is stored in English; a person's
 * own words as they wrote them.
 */
export function cancelReasonText(reason: string): string {
  const key = APP_CANCEL_REASONS[reason];
  return key ? i18n.t(`common:cancel_reasons.${key}`) : reason;
}
