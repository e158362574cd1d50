import { ACCOUNT_LIMITS } from '@sangam/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../shared/api/error-messages';
import { FormMessage, PasswordField, SubmitButton, formStyles, useFormMutation } from '../../../shared/ui/form';
import { toast } from '../../../shared/ui/toast/toast-store';
import { accountCalls } from '../api';

export function ChangePasswordForm() {
  const { t } = useTranslation(['account', 'auth']);
  const [values, setValues] = useState({ current: '', next: '', repeat: '' });
  const form = useFormMutation({
    mutationFn: accountCalls.changePassword,
    onSuccess: () => {
      setValues({ current: '', next: '', repeat: '' });
      toast.success(t('password.saved'));
    },
    describe: (err) => {
      const described = describeApiError(err, { wrong_password: ['current', t('auth:errors.wrong_password')] });
      const { new_password: next, ...fields } = described.fields;
      return { form: described.form, fields: next ? { ...fields, next } : fields };
    },
  });
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!values.current) found.current = t('auth:validation.required');
    if (values.next.length < ACCOUNT_LIMITS.passwordMin) found.next = t('auth:validation.password_length');
    if (values.repeat !== values.next) found.repeat = t('auth:validation.passwords_differ');
    if (!form.check(found)) return;
    await form.submit({ current_password: values.current, new_password: values.next });
  }

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      {form.formError ? <FormMessage kind="error">{form.formError}</FormMessage> : null}
      <PasswordField
        label={t('password.current')}
        name="current_password"
        autoComplete="current-password"
        value={values.current}
        onChange={set('current')}
        error={form.fieldErrors.current}
      />
      <PasswordField
        label={t('password.new')}
        hint={t('auth:fields.password_hint')}
        name="new_password"
        autoComplete="new-password"
        value={values.next}
        onChange={set('next')}
        error={form.fieldErrors.next}
      />
      <PasswordField
        label={t('password.repeat')}
        name="repeat_password"
        autoComplete="new-password"
        value={values.repeat}
        onChange={set('repeat')}
        error={form.fieldErrors.repeat}
      />
      <SubmitButton busy={form.busy} busyLabel={t('password.saving')}>
        {t('password.save')}
      </SubmitButton>
    </form>
  );
}
