import type { PoojaBooking } from '@sangam/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { CancelQuestion } from '../../../shared/ui/cancel-question';
import { toast } from '../../../shared/ui/toast/toast-store';
import { poojaCalls, refreshPoojaBookings } from '../api';
import { poojaFailure } from '../messages';
import { formatTempleDay } from './day-picker';
import { PoojaBookingDetails } from './pooja-booking-details';
import styles from './poojas.module.css';
import { BookingReview } from '../../reviews';

/** One of the devotee's poojas with what can be done now: complete payment, or cancel while allowed. */
export function PoojaBookingCard({ booking }: { booking: PoojaBooking }) {
  const { t, i18n } = useTranslation('poojas');
  const { lang = 'en' } = useParams();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const active = booking.status === 'held' || booking.status === 'booked';

  const cancel = useMutation({
    mutationFn: () => poojaCalls.cancel(booking.id),
    onSuccess: () => {
      toast.success(t('booking.cancelled'));
      refreshPoojaBookings(client, booking.pooja.slug);
    },
    onError: (err) => toast.error(poojaFailure(err, 'cancel')),
  });

  return (
    <article className={styles.card}>
      <PoojaBookingDetails booking={booking} />
      {active ? (
        <div className={styles.actions}>
          {booking.status === 'held' ? (
            <Link className="button" to={`${localize(lang, paths.checkout())}?kind=pooja&booking=${booking.id}`}>
              {t('booking.complete_payment')}
            </Link>
          ) : null}
          {booking.cancellable ? (
            <button type="button" className="button button-secondary" onClick={() => setConfirming(true)}>
              {t('booking.cancel')}
            </button>
          ) : (
            <p className={styles.meta}>{t('booking.cancel_closed')}</p>
          )}
        </div>
      ) : null}
      <BookingReview
        kind="pooja"
        bookingId={booking.id}
        state={booking.review_state}
        onReviewed={() => refreshPoojaBookings(client)}
      />
      {confirming ? (
        <CancelQuestion
          ns="poojas"
          // The question closes on success; a refusal was told by the toast and leaves it open.
          cancel={() =>
            cancel.mutateAsync().then(
              () => true,
              () => false,
            )
          }
          onClose={() => setConfirming(false)}
          actionsClass={styles.actions}
        >
          <p>
            {t('booking.cancel_question', {
              name: booking.pooja.name,
              day: formatTempleDay(booking.day, i18n.resolvedLanguage ?? 'en', true),
            })}
          </p>
          {booking.paid ? <p>{t('booking.cancel_refund')}</p> : null}
        </CancelQuestion>
      ) : null}
    </article>
  );
}
