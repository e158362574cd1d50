import { Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isAuthenticated, useSession } from '../../../shared/session/session-store';
import { toast } from '../../../shared/ui/toast/toast-store';
import { resendVerificationCode, verifyEmail } from '../api';
import { useAuthErrors } from '../use-auth-errors';
import { checkCode } from '../validation';
import styles from './verify-email-banner.module.css';

/**
 * Asks a signed-in person for the 6-digit code until their email address is confirmed. Everyone else
 * gets nothing, without waiting for the account texts.
 */
export function VerifyEmailBanner() {
  const session = useSession();
  if (!isAuthenticated(session) || session.user?.email_verified !== false) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailForm email={session.user.email} />
    </Suspense>
  );
}

function VerifyEmailForm({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const describe = useAuthErrors();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (checkCode(code)) {
      setError(t('validation.code'));
      return;
    }
    setBusy(true);
    try {
      await verifyEmail(code.trim());
      toast.success(t('verify.done'));
    } catch (err) {
      const described = describe(err);
      setError(described.fields.code ?? described.form);
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    setError(null);
    try {
      await resendVerificationCode();
      toast.info(t('verify.resent'));
    } catch (err) {
      setError(describe(err).form);
    }
  }

  return (
    <section className={styles.banner} aria-labelledby="verify-email-text">
      <form className={styles.inner} onSubmit={submit} noValidate>
        <p id="verify-email-text" className={styles.text}>
          {t('verify.banner', { email })}
        </p>
        <div className={styles.controls}>
          <label className="visually-hidden" htmlFor="verify-email-code">
            {t('fields.code')}
          </label>
          <input
            id="verify-email-code"
            className={styles.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="••••••"
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'verify-email-error' : undefined}
          />
          <button type="submit" className="button" disabled={busy}>
            {busy ? t('actions.verifying') : t('actions.verify')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => void resend()}>
            {t('actions.resend')}
          </button>
        </div>
        {error ? (
          <p id="verify-email-error" className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </section>
  );
}
