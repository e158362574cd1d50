import { useMutation } from '@tanstack/react-query';
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
  // Once confirmed, the session's person says so and the banner goes: the toast is the only answer.
  const verify = useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => toast.success(t('verify.done')),
    onError: (err) => {
      const described = describe(err);
      setError(described.fields.code ?? described.form);
    },
  });
  const resend = useMutation({
    mutationFn: resendVerificationCode,
    onMutate: () => setError(null),
    onSuccess: () => toast.info(t('verify.resent')),
    onError: (err) => setError(describe(err).form),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (checkCode(code)) {
      setError(t('validation.code'));
      return;
    }
    verify.mutate(code.trim());
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
          <button type="submit" className="button" disabled={verify.isPending}>
            {verify.isPending ? t('actions.verifying') : t('actions.verify')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => resend.mutate()}>
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
