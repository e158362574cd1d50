import { JOURNEY_LIMITS as L, refundMinor, type JourneyBooking } from '@sangam/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, SubmitButton, TextAreaField, useFormSubmit } from '../../../../shared/ui/form';
import { Modal } from '../../../../shared/ui/modal/modal';
import { formatDateRange, formatMoney, todayIn } from '../../retreat-host/format';
import { cancelBooking, markDepositPaid } from '../api';
import { describeOrganiserError, organiserRule } from '../messages';
import { travellerName } from './organiser-booking-card';
import creator from '../../components/creator.module.css';

interface DialogProps {
  booking: JourneyBooking;
  onClose: () => void;
  onDone: (booking: JourneyBooking) => void;
}

/** The organiser says the deposit reached them directly: the booking is confirmed and paid, the traveller told. */
export function MarkPaidDialog({ booking, onClose, onDone }: DialogProps) {
  const { t, i18n } = useTranslation('journey-organiser');
  const language = i18n.resolvedLanguage ?? 'en';
  const { formError, busy, send } = useFormSubmit();

  async function submit(event: FormEvent) {
    event.preventDefault();
    let done: JourneyBooking | null = null;
    const ok = await send(
      async () => {
        done = await markDepositPaid(booking.id);
      },
      (error) => describeOrganiserError(error, 'action'),
    );
    if (ok && done) onDone(done);
  }

  return (
    <Modal title={t('bookings.paid_title')} onClose={onClose}>
      <form className={creator.form} onSubmit={(event) => void submit(event)} noValidate>
        <p>
          {t('bookings.paid_text', {
            name: travellerName(booking),
            amount: formatMoney(booking.deposit_minor, booking.currency, language),
            title: booking.journey.title,
            dates: formatDateRange(booking.departure.start_date, booking.departure.end_date, language),
          })}
        </p>
        {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
        <div className={creator.dialogActions}>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('bookings.back')}
          </button>
          <SubmitButton busy={busy} busyLabel={t('bookings.marking')}>
            {t('bookings.paid_confirm')}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}

/**
 * The organiser cancels a booking with a reason the traveller reads (required). An organiser's
 * cancellation gives back the whole deposit received (the API's refundMinor for the host), shown
 * before confirming.
 */
export function CancelBookingDialog({ booking, onClose, onDone }: DialogProps) {
  const { t, i18n } = useTranslation('journey-organiser');
  const language = i18n.resolvedLanguage ?? 'en';
  const [reason, setReason] = useState('');
  const { fieldErrors, formError, busy, check, send } = useFormSubmit();
  // The rule the API applies: an organiser's cancellation gives back all of the deposit received.
  const refund = refundMinor(
    booking.cancellation_policy,
    booking.paid ? booking.deposit_minor : 0,
    booking.departure.start_date,
    todayIn('Asia/Kolkata'),
    'host',
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    if (!check(text ? {} : { reason: organiserRule('reasonRequired') })) return;
    let done: JourneyBooking | null = null;
    const ok = await send(
      async () => {
        done = await cancelBooking(booking.id, text);
      },
      (error) => describeOrganiserError(error, 'action'),
    );
    if (ok && done) onDone(done);
  }

  return (
    <Modal title={t('bookings.cancel_title')} onClose={onClose}>
      <form className={creator.form} onSubmit={(event) => void submit(event)} noValidate>
        <p>
          {t('bookings.cancel_text', {
            name: travellerName(booking),
            count: booking.travellers,
            title: booking.journey.title,
            dates: formatDateRange(booking.departure.start_date, booking.departure.end_date, language),
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
