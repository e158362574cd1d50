import { useQueryClient } from '@tanstack/react-query';
import type { JourneyBooking } from '@sangam/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { journeyToday } from '../format';
import { BookingSummary } from './booking-summary';
import { CancelDialog } from './cancel-dialog';
import styles from './journeys.module.css';
import { BookingReview } from '../../reviews';
import { refreshJourneyBookings } from '../api';
import { cancelReasonText } from '../../../shared/ui/cancel-reason';

/** One of the traveller's journey bookings, with what can be done now: pay the deposit, cancel. */
export function JourneyBookingCard({ booking }: { booking: JourneyBooking }) {
  const { t } = useTranslation('travel');
  const { lang = 'en' } = useParams();
  const [cancelling, setCancelling] = useState(false);
  const client = useQueryClient();
  const active = booking.status === 'held' || booking.status === 'confirmed';
  // The API takes cancellations until the day before departure (India's calendar).
  const cancellable = active && booking.departure.start_date > journeyToday();

  return (
    <article className={styles.bookingCard}>
      <BookingSummary booking={booking} />
      {booking.status === 'cancelled' && booking.cancelled_by === 'organiser' ? (
        <p className={styles.meta}>
          {/* Only a deposit received comes back: a booking released unpaid had nothing to return. */}
          {t(booking.paid ? 'booking.cancelled_by_organiser' : 'booking.cancelled_by_organiser_unpaid')}
          {booking.cancel_reason ? ` ${t('booking.reason', { reason: cancelReasonText(booking.cancel_reason) })}` : ''}
        </p>
      ) : null}
      {active ? (
        <div className={styles.actions}>
          {booking.status === 'held' ? (
            <Link className="button" to={`${localize(lang, paths.checkout())}?kind=journey&booking=${booking.id}`}>
              {t('booking.complete_payment')}
            </Link>
          ) : null}
          {cancellable ? (
            <button type="button" className="button button-secondary" onClick={() => setCancelling(true)}>
              {t('booking.cancel')}
            </button>
          ) : (
            <p className={styles.meta}>{t('booking.too_late')}</p>
          )}
        </div>
      ) : null}
      {cancelling ? <CancelDialog booking={booking} onClose={() => setCancelling(false)} /> : null}
      <BookingReview
        kind="journey"
        bookingId={booking.id}
        state={booking.review_state}
        onReviewed={() => refreshJourneyBookings(client)}
      />
    </article>
  );
}
