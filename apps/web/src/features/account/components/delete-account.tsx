import { isLanguage } from '@sangam/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { describeApiError } from '../../../shared/api/error-messages';
import { localize, paths } from '../../../shared/lib/paths';
import {
  CheckboxField,
  FormMessage,
  PasswordField,
  SubmitButton,
  formStyles,
  useFormMutation,
} from '../../../shared/ui/form';
import { toast } from '../../../shared/ui/toast/toast-store';
import { accountCalls } from '../api';
import styles from './profile.module.css';

/** Deleting the account, as the data deletion page promises: a confirmation step, then it is done. */
export function DeleteAccount() {
  const { t } = useTranslation(['account', 'auth']);
  const { lang: rawLang } = useParams();
  const lang = isLanguage(rawLang) ? rawLang : 'en';
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  // Busy until the home page is reached, as the account is gone by then.
  const form = useFormMutation({
    mutationFn: accountCalls.deleteAccount,
    onSuccess: async () => {
      toast.success(t('delete.done'));
      await navigate(localize(lang, paths.home()), { replace: true });
    },
    describe: (err) => describeApiError(err, { wrong_password: ['password', t('auth:errors.wrong_password')] }),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!password) found.password = t('auth:validation.required');
    if (!understood) found.understood = t('delete.understand_required');
    if (!form.check(found)) return;
    await form.submit(password);
  }

  return (
    <div>
      <p>{t('delete.body')}</p>
      <p>
        <Link to={localize(lang, paths.dataDeletion())}>{t('delete.learn_more')}</Link>
      </p>
      {confirming ? (
        <form
          className={`${formStyles.form} ${styles.danger}`}
          onSubmit={submit}
          noValidate
          aria-labelledby="delete-confirm"
        >
          <h3 id="delete-confirm">{t('delete.confirm_heading')}</h3>
          {form.formError ? <FormMessage kind="error">{form.formError}</FormMessage> : null}
          <PasswordField
            label={t('delete.password')}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={form.fieldErrors.password}
          />
          <CheckboxField
            label={t('delete.understand')}
            checked={understood}
            onChange={setUnderstood}
            error={form.fieldErrors.understood}
          />
          <div className={styles.row}>
            <SubmitButton busy={form.busy} busyLabel={t('delete.deleting')}>
              {t('delete.confirm')}
            </SubmitButton>
            <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>
              {t('delete.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className={`button ${styles.dangerButton}`} onClick={() => setConfirming(true)}>
          {t('delete.start')}
        </button>
      )}
    </div>
  );
}
