import { useState, type FormEvent } from 'react';
import type { DescribedError } from '../../../shared/api/error-messages';
import { FormMessage, SubmitButton, TextAreaField, useFormMutation } from '../../../shared/ui/form';
import { Modal } from '../../../shared/ui/modal/modal';
import styles from '../../../shared/ui/creator.module.css';

interface DialogTexts {
  title: string;
  /** What is about to happen, to whom. */
  text: string;
  /** The way out without doing it. */
  back: string;
  busy: string;
  confirm: string;
}

interface ActionProps<B> {
  texts: DialogTexts;
  onClose: () => void;
  onDone: (booking: B) => void;
  /** The API's refusal in the area's words. */
  describeError: (error: unknown) => DescribedError;
}

/** The way out and the confirming button, busy while the step is sent. */
function DialogActions({ texts, busy, onClose }: { texts: DialogTexts; busy: boolean; onClose: () => void }) {
  return (
    <div className={styles.dialogActions}>
      <button type="button" className="button button-secondary" onClick={onClose}>
        {texts.back}
      </button>
      <SubmitButton busy={busy} busyLabel={texts.busy}>
        {texts.confirm}
      </SubmitButton>
    </div>
  );
}

/**
 * A creator confirms one step of a booking (a deposit received directly, say): the step is said,
 * then sent; the API's refusal is shown in the dialog. Each area passes its texts and its call, and
 * refreshes its lists in `onDone`, the mutation's success.
 */
export function ConfirmBookingDialog<B>({
  texts,
  action,
  onClose,
  onDone,
  describeError,
}: ActionProps<B> & { action: () => Promise<B> }) {
  const { formError, busy, submit } = useFormMutation({
    mutationFn: () => action(),
    onSuccess: (booking) => onDone(booking),
    describe: describeError,
  });

  async function confirm(event: FormEvent) {
    event.preventDefault();
    await submit(undefined);
  }

  return (
    <Modal title={texts.title} onClose={onClose}>
      <form className={styles.form} onSubmit={(event) => void confirm(event)} noValidate>
        <p>{texts.text}</p>
        {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
        <DialogActions texts={texts} busy={busy} onClose={onClose} />
      </form>
    </Modal>
  );
}

/**
 * A creator cancels a booking with a reason the person who booked reads (required, checked before
 * sending); what comes back to them (a refund, or nothing paid) is said first when the area knows it.
 */
export function CancelBookingDialog<B>({
  texts,
  notice,
  reasonMax,
  cancel,
  onClose,
  onDone,
  describeError,
}: ActionProps<B> & {
  texts: DialogTexts & { reason: string; reasonHint: string; reasonRequired: string };
  notice?: string;
  reasonMax: number;
  cancel: (reason: string) => Promise<B>;
}) {
  const [reason, setReason] = useState('');
  const { fieldErrors, formError, busy, check, submit } = useFormMutation({
    mutationFn: (text: string) => cancel(text),
    onSuccess: (booking) => onDone(booking),
    describe: describeError,
  });

  async function cancelWithReason(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    if (!check(text ? {} : { reason: texts.reasonRequired })) return;
    await submit(text);
  }

  return (
    <Modal title={texts.title} onClose={onClose}>
      <form className={styles.form} onSubmit={(event) => void cancelWithReason(event)} noValidate>
        <p>{texts.text}</p>
        {notice ? <FormMessage kind="info">{notice}</FormMessage> : null}
        {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
        <TextAreaField
          label={texts.reason}
          hint={texts.reasonHint}
          rows={3}
          maxLength={reasonMax}
          required
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={fieldErrors.reason}
        />
        <DialogActions texts={texts} busy={busy} onClose={onClose} />
      </form>
    </Modal>
  );
}
