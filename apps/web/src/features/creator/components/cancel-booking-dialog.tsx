import { BOOKING_LIMITS, type Booking } from '@sangam/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, SubmitButton, TextAreaField, useFormSubmit } from '../../../shared/ui/form';
import { Modal } from '../../../shared/ui/modal/modal';
import { cancelBooking } from '../api';
import { describeCreatorError } from '../messages';
import styles from './creator.module.css';

/** The tutor cancels a booking with a reason the learner will read (required). */
export function CancelBookingDialog({
  booking,
  learner,
  onClose,
  onCancelled,
}: {
  booking: Booking;
  learner: string;
  onClose: () => void;
  onCancelled: (booking: Booking) => void;
}) {
  const { t } = useTranslation('creator');
  const [reason, setReason] = useState('');
  const { fieldErrors, formError, busy, check, send } = useFormSubmit();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    if (!check(text ? {} : { reason: t('bookings.reason_required') })) return;
    let done: Booking | null = null;
    const ok = await send(
      async () => {
        done = await cancelBooking(booking.id, text);
      },
      (error) => describeCreatorError(error, 'action'),
    );
    if (ok && done) onCancelled(done);
  }

  return (
    <Modal title={t('bookings.cancel_title')} onClose={onClose}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <p>{t('bookings.cancel_text', { name: learner })}</p>
        {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
        <TextAreaField
          label={t('bookings.reason')}
          hint={t('bookings.reason_hint')}
          rows={3}
          maxLength={BOOKING_LIMITS.cancelReasonMax}
          required
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={fieldErrors.reason}
        />
        <div className={styles.dialogActions}>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('bookings.keep')}
          </button>
          <SubmitButton busy={busy} busyLabel={t('bookings.cancelling')}>
            {t('bookings.confirm_cancel')}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
