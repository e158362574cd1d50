import { BOOKING_LIMITS, BOOKING_MESSAGES, type Booking } from '@sangam/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../shared/api/http-client';
import { instantInZone, wallClockInZone, zoneName } from '../../../../shared/lib/time-zones';
import { FormMessage, SubmitButton, TextAreaField, TextField } from '../../../../shared/ui/form';
import { Modal } from '../../../../shared/ui/modal/modal';
import { toast } from '../../../../shared/ui/toast/toast-store';
import { describeCreatorError, refreshCreator } from '../../../creator';
import { tutorCalls } from '../api';
import styles from '../../../../shared/ui/creator.module.css';

/** The API's refusals of a proposed time, by their sentence: each has its own words here. */
const START_KEYS: Record<
  string,
  'bookings.propose_in_past' | 'bookings.propose_same_time' | 'bookings.propose_not_free'
> = {
  [BOOKING_MESSAGES.proposalInPast]: 'bookings.propose_in_past',
  [BOOKING_MESSAGES.proposalSameTime]: 'bookings.propose_same_time',
  [BOOKING_MESSAGES.proposalNotFree]: 'bookings.propose_not_free',
};

/**
 * The tutor proposes a new time for a booking, as a date and time of their own zone, with an optional
 * note: the learner is asked to accept it or to cancel with a full refund; nothing moves until then.
 */
export function ProposeTimeDialog({
  booking,
  learner,
  timeZone,
  onClose,
}: {
  booking: Booking;
  learner: string;
  timeZone: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('creator');
  const client = useQueryClient();
  const [when, setWhen] = useState(() => wallClockInZone(booking.proposal?.start ?? booking.start, timeZone));
  const [note, setNote] = useState('');
  const [startError, setStartError] = useState<string | null>(null);
  const propose = useMutation({
    mutationFn: (start: string) => tutorCalls.proposeTime(booking.id, { start, note: note.trim() }),
    onSuccess: () => {
      toast.success(t('bookings.proposed_toast', { name: learner }));
      refreshCreator(client);
      onClose();
    },
    onError: (error) => {
      const key = error instanceof ApiError ? START_KEYS[error.fieldErrors.start?.[0] ?? error.detail] : undefined;
      setStartError(key ? t(key) : (describeCreatorError(error, 'action').fields.start ?? null));
    },
  });
  const failure =
    propose.error && !startError ? (describeCreatorError(propose.error, 'action').form ?? t('errors.action')) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const start = instantInZone(when, timeZone);
    if (!start) {
      setStartError(t('bookings.propose_when_required'));
      return;
    }
    setStartError(null);
    propose.mutate(start);
  }

  return (
    <Modal title={t('bookings.propose_title')} onClose={onClose}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p>{t('bookings.propose_text', { name: learner })}</p>
        {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
        <TextField
          type="datetime-local"
          label={t('bookings.propose_when')}
          hint={t('bookings.times_in', { zone: zoneName(timeZone, i18n.resolvedLanguage ?? 'en') })}
          required
          step={60}
          value={when}
          onChange={(event) => setWhen(event.target.value)}
          error={startError}
        />
        <TextAreaField
          label={t('bookings.propose_note')}
          hint={t('bookings.propose_note_hint')}
          rows={3}
          maxLength={BOOKING_LIMITS.proposalNoteMax}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <div className={styles.dialogActions}>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('bookings.back')}
          </button>
          <SubmitButton busy={propose.isPending} busyLabel={t('bookings.proposing')}>
            {t('bookings.propose_confirm')}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
