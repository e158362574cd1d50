import { ACCOUNT_LIMITS } from '@sangam/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../shared/api/error-messages';
import { FormMessage, PasswordField, SubmitButton, formStyles } from '../../../shared/ui/form';
import { toast } from '../../../shared/ui/toast/toast-store';
import { changePassword } from '../api';

export function ChangePasswordForm() {
  const { t } = useTranslation(['account', 'auth']);
  const [values, setValues] = useState({ current: '', next: '', repeat: '' });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!values.current) found.current = t('auth:validation.required');
    if (values.next.length < ACCOUNT_LIMITS.passwordMin) found.next = t('auth:validation.password_length');
    if (values.repeat !== values.next) found.repeat = t('auth:validation.passwords_differ');
    setFieldErrors(found);
    setFormError(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await changePassword(values.current, values.next);
      setValues({ current: '', next: '', repeat: '' });
      toast.success(t('password.saved'));
    } catch (err) {
      const described = describeApiError(err, {
        wrong_password: ['current', t('auth:errors.wrong_password')],
      });
      setFormError(described.form);
      setFieldErrors({
        ...(described.fields.current ? { current: described.fields.current } : {}),
        ...(described.fields.new_password ? { next: described.fields.new_password } : {}),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
      <PasswordField
        label={t('password.current')}
        name="current_password"
        autoComplete="current-password"
        value={values.current}
        onChange={set('current')}
        error={fieldErrors.current}
      />
      <PasswordField
        label={t('password.new')}
        hint={t('auth:fields.password_hint')}
        name="new_password"
        autoComplete="new-password"
        value={values.next}
        onChange={set('next')}
        error={fieldErrors.next}
      />
      <PasswordField
        label={t('password.repeat')}
        name="repeat_password"
        autoComplete="new-password"
        value={values.repeat}
        onChange={set('repeat')}
        error={fieldErrors.repeat}
      />
      <SubmitButton busy={busy} busyLabel={t('password.saving')}>
        {t('password.save')}
      </SubmitButton>
    </form>
  );
}
