import { RETREAT_LIMITS, type RetreatDetail, type RetreatInquiryRequest, addDays } from '@sangam/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '../../../shared/tracking';
import { FormMessage, SubmitButton, TextAreaField, TextField } from '../../../shared/ui/form';
import { useFormSubmit } from '../../../shared/ui/form/use-form-submit';
import { Modal } from '../../../shared/ui/modal/modal';
import { toast } from '../../../shared/ui/toast/toast-store';
import { retreatCalls } from '../api';
import { todayIn } from '../format';
import { retreatFailure } from '../messages';
import styles from './retreats.module.css';

/**
 * A question to the retreat's host (signed in): the message, a preferred first night and how many
 * would come. The host gets it by mail in their language and answers by mail.
 */
export function InquiryDialog({ retreat, onClose }: { retreat: RetreatDetail; onClose: () => void }) {
  const { t } = useTranslation('retreats');
  const form = useFormSubmit();
  const [message, setMessage] = useState('');
  const [start, setStart] = useState('');
  const [guests, setGuests] = useState('1');
  // Nothing the guest sees lists their questions: a sent one changes no query to read again.
  const inquire = useMutation({
    mutationFn: (input: RetreatInquiryRequest) => retreatCalls.inquire(retreat.slug, input),
    onSuccess: (_inquiry, input) => {
      track('retreat_interest_submit', { retreat: retreat.slug, type: retreat.type, guests: input.guests });
      toast.success(t('inquiry.sent'));
    },
  });
  // Once sent, the dialog thanks the guest instead of offering the form again.
  const sent = inquire.isSuccess;
  const tomorrow = addDays(todayIn(retreat.time_zone), 1);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const count = Number(guests);
    const problems: Record<string, string> = {};
    if (!message.trim()) problems.message = t('inquiry.message_required');
    if (start && start < tomorrow) problems.preferred_start = t('inquiry.start_future');
    if (!Number.isInteger(count) || count < 1 || count > RETREAT_LIMITS.guestsMax)
      problems.guests = t('inquiry.guests_range', { max: RETREAT_LIMITS.guestsMax });
    if (!form.check(problems)) return;
    await form.send(
      async () => {
        await inquire.mutateAsync({ message: message.trim(), preferred_start: start || null, guests: count });
      },
      (error) => ({ form: retreatFailure(error, 'inquiry'), fields: {} }),
    );
  }

  return (
    <Modal title={t('inquiry.title', { host: retreat.host.display_name })} onClose={onClose}>
      {sent ? (
        <>
          <FormMessage kind="success">{t('inquiry.sent_body', { host: retreat.host.display_name })}</FormMessage>
          <div className={styles.actions}>
            <button type="button" className="button" onClick={onClose}>
              {t('inquiry.close')}
            </button>
          </div>
        </>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <p className={styles.hint}>{t('inquiry.lead')}</p>
          <TextAreaField
            label={t('inquiry.message')}
            value={message}
            maxLength={RETREAT_LIMITS.inquiryMax}
            rows={5}
            required
            error={form.fieldErrors.message}
            onChange={(event) => setMessage(event.target.value)}
          />
          <div className={styles.fieldRow}>
            <TextField
              label={t('inquiry.preferred_start')}
              hint={t('inquiry.optional')}
              type="date"
              min={tomorrow}
              value={start}
              error={form.fieldErrors.preferred_start}
              onChange={(event) => setStart(event.target.value)}
            />
            <TextField
              label={t('inquiry.guests')}
              type="number"
              inputMode="numeric"
              min={1}
              max={RETREAT_LIMITS.guestsMax}
              value={guests}
              error={form.fieldErrors.guests}
              onChange={(event) => setGuests(event.target.value)}
            />
          </div>
          {form.formError ? <FormMessage kind="error">{form.formError}</FormMessage> : null}
          <SubmitButton busy={form.busy} busyLabel={t('inquiry.sending')}>
            {t('inquiry.send')}
          </SubmitButton>
        </form>
      )}
    </Modal>
  );
}
