import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CancelQuestion } from '../../../shared/ui/cancel-question';
import { toast } from '../../../shared/ui/toast/toast-store';
import { bookingCalls, refreshBookings, type LearnerBooking } from '../api';
import { formatDateTime } from '../format';
import { bookingFailure } from '../messages';
import styles from './classes.module.css';

/**
 * A new time the tutor proposed for the learner's booking, in the learner's zone, with the tutor's
 * note: accepting moves the booking there; declining cancels it with all that was paid refunded, so
 * it asks first, as every cancellation does.
 */
export function ProposalPanel({ booking, zone }: { booking: LearnerBooking; zone: string }) {
  const { t, i18n } = useTranslation('classes');
  const language = i18n.resolvedLanguage ?? 'en';
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const answer = useMutation({
    mutationFn: (choice: 'accept' | 'decline') => bookingCalls.answerProposal(booking.id, choice),
    onSuccess: (_, choice) => {
      toast.success(t(choice === 'accept' ? 'proposal.accepted' : 'proposal.declined'));
      refreshBookings(client, booking.class);
    },
    onError: (error) => toast.error(bookingFailure(error, 'reschedule')),
  });
  const proposal = booking.proposal;
  if (!proposal) return null;
  const busy = answer.isPending;
  return (
    <section className={styles.notice} aria-label={t('proposal.label')}>
      <p>
        {t('proposal.text', {
          name: booking.tutor.display_name,
          time: formatDateTime(proposal.start, language, zone),
        })}
      </p>
      {proposal.note ? <p className={styles.meta}>“{proposal.note}”</p> : null}
      <div className={styles.actions}>
        <button
          type="button"
          className="button"
          disabled={busy}
          aria-busy={busy && answer.variables === 'accept'}
          onClick={() => answer.mutate('accept')}
        >
          {t('proposal.accept')}
        </button>
        <button type="button" className="button button-secondary" disabled={busy} onClick={() => setAsking(true)}>
          {booking.paid ? t('proposal.decline_refund') : t('proposal.decline')}
        </button>
      </div>
      {asking ? (
        <CancelQuestion
          ns="classes"
          cancel={() =>
            answer.mutateAsync('decline').then(
              () => true,
              () => false,
            )
          }
          onClose={() => setAsking(false)}
          actionsClass={styles.actions}
        >
          <p>
            {t(booking.paid ? 'proposal.decline_question_refund' : 'proposal.decline_question', {
              title: booking.class_title,
            })}
          </p>
        </CancelQuestion>
      ) : null}
    </section>
  );
}
