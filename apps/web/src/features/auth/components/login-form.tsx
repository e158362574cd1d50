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
import { login, type Credentials } from '../api';
import { useAuthErrors } from '../use-auth-errors';
import { checkRequired, problems } from '../validation';
import { useAuthPage } from './use-auth-page';
import { VARIANT_PATHS, type AuthVariant } from './variants';

const INTRO = { user: 'intro.login', creator: 'intro.creator_login', retreat: 'intro.retreat_login' } as const;

/** Log in with email or username and password; then on to where the guards of section 2 say. */
export function LoginForm({ variant }: { variant: AuthVariant }) {
  const { t, lang, title, goOn } = useAuthPage();
  const describe = useAuthErrors();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [solving, setSolving] = useState(false);
  // Busy until the next page is reached, as a signed-in person has no business on this one.
  const form = useFormMutation({
    mutationFn: (credentials: Credentials) =>
      login(credentials, () => setSolving(true)).finally(() => setSolving(false)),
    onSuccess: (user) => goOn(user),
    describe,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.check(problems({ login: checkRequired(identifier), password: checkRequired(password) }, t))) return;
    await form.submit({ email: identifier.trim(), password });
  }

  return (
    <PageFrame title={title} lead={t(INTRO[variant])}>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        {form.formError ? <FormMessage kind="error">{form.formError}</FormMessage> : null}
        <TextField
          label={t('fields.login')}
          name="login"
          autoComplete="username"
          value={identifier}
          onChange={(e) => setIdentifier(e.target.value)}
          error={form.fieldErrors.login ?? form.fieldErrors.email}
          required
        />
        <PasswordField
          label={t('fields.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={form.fieldErrors.password}
          required
        />
        {solving ? <FormMessage kind="info">{t('actions.checking')}</FormMessage> : null}
        <SubmitButton busy={form.busy} busyLabel={t('actions.logging_in')}>
          {t('actions.login')}
        </SubmitButton>
      </form>
      <ul className={formStyles.links}>
        <li>
          <Link to={localize(lang, paths.passwordReset())}>{t('links.forgot')}</Link>
        </li>
        <li>
          {t('links.no_account')}{' '}
          <Link to={localize(lang, VARIANT_PATHS[variant].register)}>{t('links.create_account')}</Link>
        </li>
      </ul>
    </PageFrame>
  );
}
