import { CONSOLE_LIMITS } from '@sangam/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, formStyles, SubmitButton, TextAreaField, useFormMutation } from '../../../shared/ui/form';
import { Modal } from '../../../shared/ui/modal/modal';

/**
 * Asks for the reason a person will read (a refused video or creator): required, at most 500
 * characters; what the API objects to shows under the box. The reason goes by a mutation whose call
 * is `send` and whose success is `onSent` (refreshing, a toast); the dialog then closes.
 */
export function ReasonDialog({
  title,
  about,
  label,
  submitLabel,
  send,
  onSent,
  onClose,
}: {
  title: string;
  /** What is being refused (the video's title, the creator's name). */
  about?: ReactNode;
  label: string;
  submitLabel: string;
  send: (reason: string) => Promise<unknown>;
  onSent: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('console');
  const [reason, setReason] = useState('');
  const form = useFormMutation({ mutationFn: send, onSuccess: onSent });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.check(reason.trim() ? {} : { reason: t('reason.required') })) return;
    if ((await form.submit(reason.trim())) !== null) onClose();
  }

  return (
    <Modal title={title} onClose={onClose}>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        {about ? <p>{about}</p> : null}
        {form.formError ? <FormMessage kind="error">{form.formError}</FormMessage> : null}
        <TextAreaField
          label={label}
          hint={t('reason.hint', { max: CONSOLE_LIMITS.reasonMax })}
          rows={4}
          maxLength={CONSOLE_LIMITS.reasonMax}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={form.fieldErrors.reason}
        />
        <div className={formStyles.actions}>
          <SubmitButton busy={form.busy} busyLabel={submitLabel}>
            {submitLabel}
          </SubmitButton>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('actions.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
