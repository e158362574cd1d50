import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/http-client';
import { describeApiError } from '../../shared/api/error-messages';

/** The reset links' window is an hour: the longest wait, when an answer names none. */
const RESET_WINDOW_MINUTES = 60;

/** Translates the account API's error codes to the field (or the form) they concern. */
export function useAuthErrors() {
  const { t } = useTranslation('auth');
  return (error: unknown) => {
    const wait = error instanceof ApiError ? error.retryAfterSeconds : null;
    const minutes = wait ? Math.ceil(wait / 60) : RESET_WINDOW_MINUTES;
    return describeApiError(error, {
      invalid_credentials: [null, t('errors.invalid_credentials')],
      username_taken: ['username', t('errors.username_taken')],
      email_taken: ['email', t('errors.email_taken')],
      bot_check_failed: [null, t('errors.bot_check_failed')],
      bot_check_required: [null, t('errors.bot_check_required')],
      invalid_code: ['code', t('errors.invalid_code')],
      code_expired: ['code', t('errors.code_expired')],
      reset_link_invalid: [null, t('errors.reset_link_invalid')],
      too_many_reset_links: [null, t('errors.too_many_reset_links', { count: minutes })],
      wrong_password: ['password', t('errors.wrong_password')],
      already_verified: [null, t('errors.already_verified')],
    });
  };
}
