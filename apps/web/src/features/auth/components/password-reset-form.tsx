import { isLanguage } from '@sangam/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { FormMessage, PasswordField, SubmitButton, TextField, formStyles } from '../../../shared/ui/form';
import { PageFrame } from '../../../shared/ui/page-frame';
import { confirmPasswordReset, requestPasswordReset } from '../api';
import { useAuthErrors } from '../use-auth-errors';
import { checkEmail, checkNewPassword, problems, type ValidationKey } from '../validation';

/**
 * Without a token: ask for a link by email (the answer never says whether the address has an
 * account). With the emailed link's token: choose a new password.
 */
export function PasswordResetForm() {
  const { t } = useTranslation(['auth', 'common']);
  const { lang: rawLang } = useParams();
  const lang = isLanguage(rawLang) ? rawLang : 'en';
  const [params] = useSearchParams();
  const token = params.get('token');
  const describe = useAuthErrors();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const show = (found: Record<string, ValidationKey>) =>
    setFieldErrors(Object.fromEntries(Object.entries(found).map(([f, key]) => [f, t(`validation.${key}`)])));

  async function run(action: () => Promise<string>) {
    setFormError(null);
    setBusy(true);
    try {
      setDone(await action());
    } catch (err) {
      const described = describe(err);
      setFormError(described.form);
      setFieldErrors(described.fields);
    } finally {
      setBusy(false);
    }
  }

  function submitRequest(event: FormEvent) {
    event.preventDefault();
    const found = problems({ email: checkEmail(email) });
    show(found);
    if (Object.keys(found).length) return;
    void run(async () => {
      await requestPasswordReset(email.trim());
      return t('reset.sent', { email: email.trim() });
    });
  }

  function submitNewPassword(event: FormEvent) {
    event.preventDefault();
    const found = problems({
      password: checkNewPassword(password),
      repeat: repeat === password ? null : 'passwords_differ',
    });
    show(found);
    if (Object.keys(found).length || !token) return;
    void run(async () => {
      await confirmPasswordReset(token, password);
      return t('reset.done');
    });
  }

  return (
    <PageFrame
      title={t('common:pages.password_reset')}
      lead={t(token ? 'intro.password_reset_confirm' : 'intro.password_reset')}
    >
      {done ? (
        <FormMessage kind="success">{done}</FormMessage>
      ) : token ? (
        <form className={formStyles.form} onSubmit={submitNewPassword} noValidate>
          {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
          <PasswordField
            label={t('fields.new_password')}
            hint={t('fields.password_hint')}
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={fieldErrors.password}
            required
          />
          <PasswordField
            label={t('fields.confirm_password')}
            name="repeat"
            autoComplete="new-password"
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
            error={fieldErrors.repeat}
            required
          />
          <SubmitButton busy={busy} busyLabel={t('actions.saving')}>
            {t('actions.save_password')}
          </SubmitButton>
        </form>
      ) : (
        <form className={formStyles.form} onSubmit={submitRequest} noValidate>
          {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
          <TextField
            label={t('fields.email')}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={fieldErrors.email}
            required
          />
          <SubmitButton busy={busy} busyLabel={t('actions.sending')}>
            {t('actions.send_link')}
          </SubmitButton>
        </form>
      )}
      <ul className={formStyles.links}>
        <li>
          <Link to={localize(lang, paths.login())}>{t('links.back_to_login')}</Link>
        </li>
      </ul>
    </PageFrame>
  );
}
