import { RETREAT_HOST_LIMITS as L, type HostBooking } from '@sangam/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, SubmitButton, TextAreaField, useFormSubmit } from '../../../../shared/ui/form';
import { Modal } from '../../../../shared/ui/modal/modal';
import { cancelStay, confirmStay } from '../api';
import { formatDateRange, formatMoney } from '../format';
import { describeHostError } from '../messages';
import creator from '../../components/creator.module.css';

export const guestName = (booking: HostBooking) => booking.guest.display_name || booking.guest.username;

/** The host says the deposit reached them directly (cash, bank transfer): the stay is confirmed and paid. */
export function ConfirmStayDialog({
  booking,
  onClose,
  onDone,
}: {
  booking: HostBooking;
  onClose: () => void;
  onDone: (booking: HostBooking) => void;
}) {
  const { t, i18n } = useTranslation('retreat-host');
  const language = i18n.resolvedLanguage ?? 'en';
  const { formError, busy, send } = useFormSubmit();

  async function submit(event: FormEvent) {
    event.preventDefault();
    let done: HostBooking | null = null;
    const ok = await send(
      async () => {
        done = await confirmStay(booking.id);
      },
      (error) => describeHostError(error, 'action'),
    );
    if (ok && done) onDone(done);
  }

  return (
    <Modal title={t('bookings.confirm_title')} onClose={onClose}>
      <form className={creator.form} onSubmit={(event) => void submit(event)} noValidate>
        <p>
          {t('bookings.confirm_text', {
            name: guestName(booking),
            amount: formatMoney(booking.deposit_minor, booking.currency, language),
            dates: formatDateRange(booking.start_date, booking.end_date, language),
          })}
        </p>
        {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
        <div className={creator.dialogActions}>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('bookings.back')}
          </button>
          <SubmitButton busy={busy} busyLabel={t('bookings.confirming')}>
            {t('bookings.confirm_received')}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}

/** The host cancels a stay with a reason the guest will read (required); the whole deposit paid goes back. */
export function CancelStayDialog({
  booking,
  onClose,
  onDone,
}: {
  booking: HostBooking;
  onClose: () => void;
  onDone: (booking: HostBooking) => void;
}) {
  const { t, i18n } = useTranslation('retreat-host');
  const language = i18n.resolvedLanguage ?? 'en';
  const [reason, setReason] = useState('');
  const { fieldErrors, formError, busy, check, send } = useFormSubmit();
  const refund = booking.host_cancel_refund_minor;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    if (!check(text ? {} : { reason: t('errors.reasonRequired') })) return;
    let done: HostBooking | null = null;
    const ok = await send(
      async () => {
        done = await cancelStay(booking.id, text);
      },
      (error) => describeHostError(error, 'action'),
    );
    if (ok && done) onDone(done);
  }

  return (
    <Modal title={t('bookings.cancel_title')} onClose={onClose}>
      <form className={creator.form} onSubmit={(event) => void submit(event)} noValidate>
        <p>
          {t('bookings.cancel_text', {
            name: guestName(booking),
            dates: formatDateRange(booking.start_date, booking.end_date, language),
          })}
        </p>
        <FormMessage kind="info">
          {refund > 0
            ? t('bookings.cancel_refund', { amount: formatMoney(refund, booking.currency, language) })
            : t('bookings.cancel_nothing_paid')}
        </FormMessage>
        {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
        <TextAreaField
          label={t('bookings.reason')}
          hint={t('bookings.reason_hint')}
          rows={3}
          maxLength={L.cancelReasonMax}
          required
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={fieldErrors.reason}
        />
        <div className={creator.dialogActions}>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('bookings.keep')}
          </button>
          <SubmitButton busy={busy} busyLabel={t('bookings.cancelling')}>
            {t('bookings.cancel_confirm')}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
