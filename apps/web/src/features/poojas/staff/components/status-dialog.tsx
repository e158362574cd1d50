import { POOJA_LIMITS as L, type PoojaBooking, type PoojaStatusRequest } from '@sangam/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, SubmitButton, TextField, useFormMutation } from '../../../../shared/ui/form';
import { Modal } from '../../../../shared/ui/modal/modal';
import { formatMoney } from '../../../../shared/lib/money';
import { formatDate } from '../../../creator';
import { refreshAfterBookingStep, staffCalls } from '../api';
import { describeStaffError, formRuleText } from '../messages';
import { asksRecording, readStatusStep, type BookingAction } from '../status-step';
import creator from '../../../../shared/ui/creator.module.css';

/**
 * The staff confirm a step before it is taken (the devotee is mailed at once): a payment made to the
 * temple (a held booking is booked by it), the pooja performed, with its recording if there is one
 * already; the prasad posted; a recording link added later; or the refund of a cancelled booking sent.
 * A refusal of the API (too early, not paid yet…) is said in the dialog, in the staff's language.
 */
export function StatusDialog({
  booking,
  action,
  onClose,
  onDone,
}: {
  booking: PoojaBooking;
  action: BookingAction;
  onClose: () => void;
  onDone: (booking: PoojaBooking, action: BookingAction) => void;
}) {
  const { t, i18n } = useTranslation('temple-staff');
  const language = i18n.resolvedLanguage ?? 'en';
  const [url, setUrl] = useState(booking.recording_url);
  const client = useQueryClient();
  // The other steps change the booking's state (`body`); the payment and the refund have calls of their own.
  const { fieldErrors, formError, busy, check, submit } = useFormMutation({
    mutationFn: (body: PoojaStatusRequest | null) =>
      body
        ? staffCalls.setBookingStatus(booking.id, body)
        : action === 'paid'
          ? staffCalls.markBookingPaid(booking.id)
          : staffCalls.markRefundSent(booking.id),
    onSuccess: () => refreshAfterBookingStep(client),
    describe: (error) => describeStaffError(error, 'action'),
  });
  const named = {
    name: booking.devotee_name,
    pooja: booking.pooja.name,
    day: formatDate(booking.day, language, true),
    city: booking.prasad_address?.city ?? '',
    amount: formatMoney(
      action === 'refund_sent' ? (booking.refund_minor ?? 0) : booking.total_minor,
      booking.currency,
      language,
    ),
  };
  const askUrl = asksRecording(action);
  // Recording a payment mails the devotee only when it books a held booking.
  const mailed = action === 'paid' ? booking.status === 'held' : action !== 'recording';
  const urlRequired = action === 'recording';

  async function takeStep(event: FormEvent) {
    event.preventDefault();
    const { body, refused } = readStatusStep(booking, action, url);
    if (!check(refused ? { recording_url: formRuleText(refused) } : {})) return;
    const answer = await submit(body);
    if (answer) onDone(answer, action);
  }

  return (
    <Modal title={t(`status_dialog.${action}.title`)} onClose={onClose}>
      <form className={creator.form} onSubmit={(event) => void takeStep(event)} noValidate>
        <p>{t(`status_dialog.${action}.text`, named)}</p>
        {mailed ? <p className={creator.hint}>{t('status_dialog.mailed')}</p> : null}
        {askUrl ? (
          <TextField
            label={urlRequired ? t('status_dialog.url') : t('status_dialog.url_optional')}
            hint={t('status_dialog.url_hint')}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            required={urlRequired}
            maxLength={L.urlMax}
            placeholder="https://"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            error={fieldErrors.recording_url}
          />
        ) : null}
        {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
        <div className={creator.dialogActions}>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('status_dialog.back')}
          </button>
          <SubmitButton busy={busy} busyLabel={t('form.saving')}>
            {t(`status_dialog.${action}.confirm`)}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
