import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../shared/api/error-messages';

/** Translates the account API's error codes to the field (or the form) they concern. */
export function useAuthErrors() {
  const { t } = useTranslation('auth');
  return (error: unknown) =>
    describeApiError(error, {
      invalid_credentials: [null, t('errors.invalid_credentials')],
      username_taken: ['username', t('errors.username_taken')],
      email_taken: ['email', t('errors.email_taken')],
      bot_check_failed: [null, t('errors.bot_check_failed')],
      invalid_code: ['code', t('errors.invalid_code')],
      code_expired: ['code', t('errors.code_expired')],
      reset_link_invalid: [null, t('errors.reset_link_invalid')],
      wrong_password: ['password', t('errors.wrong_password')],
      already_verified: [null, t('errors.already_verified')],
    });
}
