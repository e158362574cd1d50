import { isLanguage } from '@sangam/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { afterLoginDestination } from '../../../shared/session/destinations';
import { FormMessage, PasswordField, SubmitButton, TextField, formStyles } from '../../../shared/ui/form';
import { PageFrame } from '../../../shared/ui/page-frame';
import { useScreenTitleKey } from '../../../shared/lib/route-handle';
import { login } from '../api';
import { useAuthErrors } from '../use-auth-errors';
import { checkRequired, problems, type ValidationKey } from '../validation';
import type { AuthVariant } from './variants';
import { VARIANT_PATHS } from './variants';

const INTRO = { user: 'intro.login', creator: 'intro.creator_login', retreat: 'intro.retreat_login' } as const;

/** Log in with email or username and password; then on to where the guards of section 2 say. */
export function LoginForm({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation(['auth', 'common']);
  const { lang: rawLang } = useParams();
  const lang = isLanguage(rawLang) ? rawLang : 'en';
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const describe = useAuthErrors();
  const title = useScreenTitleKey();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = problems({ login: checkRequired(identifier), password: checkRequired(password) });
    setFieldErrors(
      Object.fromEntries(Object.entries(found).map(([f, key]) => [f, t(`validation.${key as ValidationKey}`)])),
    );
    setFormError(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const user = await login({ email: identifier.trim(), password });
      await navigate(afterLoginDestination(lang, user, params.get('redirect')), { replace: true });
    } catch (err) {
      const described = describe(err);
      setFormError(described.form ?? null);
      setFieldErrors({ ...described.fields, ...(described.fields.email ? { login: described.fields.email } : {}) });
      setBusy(false);
    }
  }

  const { register: registerPath } = VARIANT_PATHS[variant];
  return (
    <PageFrame title={t(`common:pages.${title}`)} lead={t(INTRO[variant])}>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
        <TextField
          label={t('fields.login')}
          name="login"
          autoComplete="username"
          value={identifier}
          onChange={(e) => setIdentifier(e.target.value)}
          error={fieldErrors.login}
          required
        />
        <PasswordField
          label={t('fields.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldErrors.password}
          required
        />
        <SubmitButton busy={busy} busyLabel={t('actions.logging_in')}>
          {t('actions.login')}
        </SubmitButton>
      </form>
      <ul className={formStyles.links}>
        <li>
          <Link to={localize(lang, paths.passwordReset())}>{t('links.forgot')}</Link>
        </li>
        <li>
          {t('links.no_account')} <Link to={localize(lang, registerPath)}>{t('links.create_account')}</Link>
        </li>
      </ul>
    </PageFrame>
  );
}
