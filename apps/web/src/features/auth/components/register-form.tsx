import { type FormEvent, useState } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import {
  CheckboxField,
  FormMessage,
  PasswordField,
  SubmitButton,
  TextField,
  formStyles,
  useFormMutation,
} from '../../../shared/ui/form';
import { PageFrame } from '../../../shared/ui/page-frame';
import { register, type Registration } from '../api';
import { useAuthErrors } from '../use-auth-errors';
import { checkEmail, checkNewPassword, checkUsername, problems } from '../validation';
import { useAuthPage } from './use-auth-page';
import { VARIANT_PATHS, type AuthVariant } from './variants';

const INTRO = { user: 'intro.register', creator: 'intro.creator_register', retreat: 'intro.retreat_register' } as const;

/**
 * Create an account and be signed in at once. Tutors and mentors choose their kind; retreat
 * representatives register their centre. A confirmation code is mailed (the banner asks for it).
 */
export function RegisterForm({ variant }: { variant: AuthVariant }) {
  const { t, lang, title, goOnAfterRegister } = useAuthPage();
  const describe = useAuthErrors();
  const [values, setValues] = useState({ username: '', email: '', password: '' });
  const [creatorType, setCreatorType] = useState<'tutor' | 'mentor'>('tutor');
  const [consent, setConsent] = useState(false);
  const [solving, setSolving] = useState(false);
  // Busy until the next page is reached, as a signed-in person has no business on this one.
  const form = useFormMutation({
    mutationFn: (registration: Registration) =>
      register(registration, () => setSolving(true)).finally(() => setSolving(false)),
    onSuccess: (user) => goOnAfterRegister(user),
    describe,
  });

  const set = (field: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = problems(
      {
        username: checkUsername(values.username),
        email: checkEmail(values.email),
        password: checkNewPassword(values.password),
        consent: consent ? null : 'consent',
      },
      t,
    );
    if (!form.check(found)) return;
    await form.submit({
      username: values.username.trim(),
      email: values.email.trim(),
      password: values.password,
      preferred_language: lang,
      ...(variant === 'creator' ? { creator_type: creatorType } : {}),
      ...(variant === 'retreat' ? { creator_type: 'retreat_rep' as const } : {}),
    });
  }

  return (
    <PageFrame title={title} lead={t(INTRO[variant])}>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        {form.formError ? <FormMessage kind="error">{form.formError}</FormMessage> : null}
        {variant === 'creator' ? (
          <fieldset className={formStyles.radioGroup}>
            <legend>{t('fields.creator_type')}</legend>
            {(['tutor', 'mentor'] as const).map((type) => (
              <label key={type} className={formStyles.radio}>
                <input
                  type="radio"
                  name="creator_type"
                  value={type}
                  checked={creatorType === type}
                  onChange={() => setCreatorType(type)}
                />
                {t(`fields.${type}`)}
              </label>
            ))}
          </fieldset>
        ) : null}
        <TextField
          label={t('fields.username')}
          hint={t('fields.username_hint')}
          name="username"
          autoComplete="username"
          value={values.username}
          onChange={set('username')}
          error={form.fieldErrors.username}
          required
        />
        <TextField
          label={t('fields.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={form.fieldErrors.email}
          required
        />
        <PasswordField
          label={t('fields.password')}
          hint={t('fields.password_hint')}
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={form.fieldErrors.password}
          required
        />
        <CheckboxField
          checked={consent}
          onChange={setConsent}
          error={form.fieldErrors.consent}
          label={
            <Trans
              t={t}
              i18nKey="consent"
              components={{
                terms: <Link to={localize(lang, paths.terms())} target="_blank" />,
                privacy: <Link to={localize(lang, paths.privacy())} target="_blank" />,
              }}
            />
          }
        />
        {solving ? <FormMessage kind="info">{t('actions.checking')}</FormMessage> : null}
        <SubmitButton busy={form.busy} busyLabel={t('actions.registering')}>
          {t('actions.register')}
        </SubmitButton>
      </form>
      <ul className={formStyles.links}>
        <li>
          {t('links.have_account')} <Link to={localize(lang, VARIANT_PATHS[variant].login)}>{t('links.login')}</Link>
        </li>
        {variant === 'user' ? (
          <>
            <li>
              <Link to={localize(lang, paths.creatorRegister())}>{t('links.creator_instead')}</Link>
            </li>
            <li>
              <Link to={localize(lang, paths.retreatRegister())}>{t('links.retreat_instead')}</Link>
            </li>
          </>
        ) : null}
      </ul>
    </PageFrame>
  );
}
