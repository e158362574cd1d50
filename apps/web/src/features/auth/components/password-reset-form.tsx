import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import {
  FormMessage,
  PasswordField,
  SubmitButton,
  TextField,
  formStyles,
  useFormMutation,
} from '../../../shared/ui/form';
import { PageFrame } from '../../../shared/ui/page-frame';
import { confirmPasswordReset, requestPasswordReset } from '../api';
import { useAuthErrors } from '../use-auth-errors';
import { checkEmail, checkNewPassword, problems } from '../validation';
import { useAuthPage } from './use-auth-page';

/**
 * Without a token: ask for a link by email (the answer never says whether the address has an
 * account). With the emailed link's token: choose a new password.
 */
export function PasswordResetForm() {
  const { t, lang, params, title } = useAuthPage();
  const token = params.get('token');
  const describe = useAuthErrors();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const request = useFormMutation({
    mutationFn: requestPasswordReset,
    onSuccess: (_, sentTo) => setDone(t('reset.sent', { email: sentTo })),
    describe,
  });
  const confirm = useFormMutation({
    mutationFn: (newPassword: { token: string; password: string }) =>
      confirmPasswordReset(newPassword.token, newPassword.password),
    onSuccess: () => setDone(t('reset.done')),
    describe,
  });
  // A link's token decides which of the two forms this page shows.
  const form = token ? confirm : request;

  async function submitRequest(event: FormEvent) {
    event.preventDefault();
    if (!request.check(problems({ email: checkEmail(email) }, t))) return;
    await request.submit(email.trim());
  }

  async function submitNewPassword(event: FormEvent) {
    event.preventDefault();
    const found = problems(
      { password: checkNewPassword(password), repeat: repeat === password ? null : 'passwords_differ' },
      t,
    );
    if (!confirm.check(found) || !token) return;
    await confirm.submit({ token, password });
  }

  return (
    <PageFrame title={title} lead={t(token ? 'intro.password_reset_confirm' : 'intro.password_reset')}>
      {done ? (
        <FormMessage kind="success">{done}</FormMessage>
      ) : token ? (
        <form className={formStyles.form} onSubmit={submitNewPassword} noValidate>
          {form.formError ? <FormMessage kind="error">{form.formError}</FormMessage> : null}
          <PasswordField
            label={t('fields.new_password')}
            hint={t('fields.password_hint')}
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={form.fieldErrors.password}
            required
          />
          <PasswordField
            label={t('fields.confirm_password')}
            name="repeat"
            autoComplete="new-password"
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
            error={form.fieldErrors.repeat}
            required
          />
          <SubmitButton busy={form.busy} busyLabel={t('actions.saving')}>
            {t('actions.save_password')}
          </SubmitButton>
        </form>
      ) : (
        <form className={formStyles.form} onSubmit={submitRequest} noValidate>
          {form.formError ? <FormMessage kind="error">{form.formError}</FormMessage> : null}
          <TextField
            label={t('fields.email')}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={form.fieldErrors.email}
            required
          />
          <SubmitButton busy={form.busy} busyLabel={t('actions.sending')}>
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
