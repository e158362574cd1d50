import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { CancelQuestion } from '../../../shared/ui/cancel-question';
import { toast } from '../../../shared/ui/toast/toast-store';
import { ReviewForm } from '../../reviews';
import { bookingCalls, classesKeys, refreshBookings, type LearnerBooking } from '../api';
import { withinPolicy } from '../booking-rules';
import { bookingFailure } from '../messages';
import { BookingDetails } from './booking-details';
import { ProposalPanel } from './proposal-panel';
import { RescheduleDialog } from './reschedule-dialog';
import styles from './classes.module.css';

/** One of the learner's bookings with what can be done to it now: pay, cancel, reschedule, review. */
export function BookingCard({ booking, zone }: { booking: LearnerBooking; zone: string }) {
  const { t } = useTranslation('classes');
  const { lang = 'en' } = useParams();
  const client = useQueryClient();
  const [dialog, setDialog] = useState<'cancel' | 'reschedule' | 'review' | null>(null);
  const active = booking.status === 'held' || booking.status === 'confirmed';
  const open = active && withinPolicy(booking);

  const cancel = useMutation({
    mutationFn: () => bookingCalls.cancel(booking.id),
    onSuccess: () => {
      toast.success(t('booking.cancelled'));
      refreshBookings(client, booking.class);
    },
    onError: (err) => toast.error(bookingFailure(err, 'cancel')),
  });

  return (
    <article className={styles.card}>
      <BookingDetails booking={booking} zone={zone} heading="h2" />
      <ProposalPanel booking={booking} zone={zone} />
      {active ? (
        <div className={styles.actions}>
          {booking.status === 'held' ? (
            <Link className="button" to={`${localize(lang, paths.checkout())}?booking=${booking.id}`}>
              {t('booking.complete_payment')}
            </Link>
          ) : null}
          {open ? (
            <>
              <button type="button" className="button button-secondary" onClick={() => setDialog('reschedule')}>
                {t('booking.reschedule')}
              </button>
              <button type="button" className="button button-secondary" onClick={() => setDialog('cancel')}>
                {t('booking.cancel')}
              </button>
            </>
          ) : (
            <p className={styles.meta}>{t('booking.policy_passed', { count: booking.cancellation_hours })}</p>
          )}
        </div>
      ) : null}
      {booking.status === 'attended' && booking.reviewed === false && dialog !== 'review' ? (
        <div className={styles.actions}>
          <button type="button" className="button button-secondary" onClick={() => setDialog('review')}>
            {t('review.open')}
          </button>
        </div>
      ) : null}
      {booking.status === 'attended' && booking.reviewed ? <p className={styles.meta}>{t('review.done')}</p> : null}
      {dialog === 'review' ? (
        <ReviewForm
          send={(input) => bookingCalls.review(booking.id, input)}
          failure={(error) => bookingFailure(error, 'review')}
          onSent={() => {
            refreshBookings(client);
            void client.invalidateQueries({ queryKey: classesKeys.tutors() });
            setDialog(null);
          }}
          onCancel={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'reschedule' ? (
        <RescheduleDialog booking={booking} zone={zone} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'cancel' ? (
        <CancelQuestion
          ns="classes"
          cancel={() =>
            cancel.mutateAsync().then(
              () => true,
              () => false,
            )
          }
          onClose={() => setDialog(null)}
          actionsClass={styles.actions}
        >
          <p>{t('booking.cancel_question', { title: booking.class_title })}</p>
        </CancelQuestion>
      ) : null}
    </article>
  );
}
