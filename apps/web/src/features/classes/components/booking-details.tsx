import { BOOKING_MESSAGES } from '@sangam/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDayOf } from '../../../shared/lib/format-day';
import { localize, paths } from '../../../shared/lib/paths';
import { PayBy } from '../../../shared/ui/pay-by';
import { BookingStatus } from '../../../shared/ui/booking-status';
import type { LearnerBooking } from '../api';
import { formatDateTime, formatPrice } from '../format';
import styles from './classes.module.css';
import { cancelReasonText } from '../../../shared/ui/cancel-reason';

/** What was booked: the class, its tutor, when (in the visitor's zone), where, and the price. */
export function BookingDetails({
  booking,
  zone,
  heading = 'h2',
}: {
  booking: LearnerBooking;
  zone: string;
  heading?: 'h2' | 'h3';
}) {
  const { t, i18n } = useTranslation('classes');
  const { lang = 'en' } = useParams();
  const language = i18n.resolvedLanguage ?? 'en';
  const Heading = heading;
  // The meeting link is for joining: once the class has ended it is only clutter in the past bookings.
  const [shownAt] = useState(() => Date.now());
  const live = (booking.status === 'confirmed' || booking.status === 'attended') && Date.parse(booking.end) > shownAt;
  return (
    <>
      <Heading>
        <Link to={localize(lang, paths.classDetail(booking.class))}>{booking.class_title}</Link>
      </Heading>
      <p className={styles.meta}>
        <BookingStatus status={booking.status}>{t(`status.${booking.status}`)}</BookingStatus>{' '}
        {booking.price_minor > 0 && booking.paid ? <BookingStatus>{t('status.paid')}</BookingStatus> : null}
      </p>
      <p>
        <time dateTime={booking.start}>{formatDateTime(booking.start, language, zone)}</time>
        <br />
        <span className={styles.meta}>
          {t('card.by', { name: booking.tutor.display_name })} ·{' '}
          {booking.price_minor === 0 ? t('price.free') : formatPrice(booking.price_minor, booking.currency, language)}
        </span>
        {booking.pay_by ? (
          <>
            <br />
            <PayBy payBy={booking.pay_by} className={styles.meta} />
          </>
        ) : null}
      </p>
      {booking.format === 'in_person' && booking.address ? (
        <p>
          {t('facts.address')}: {booking.address}
        </p>
      ) : null}
      {booking.format === 'online' && live && booking.meeting_url ? (
        <p>
          <a href={booking.meeting_url} target="_blank" rel="noopener noreferrer">
            {t('booking.join_link')}
          </a>
        </p>
      ) : null}
      {booking.status === 'cancelled' && booking.cancel_reason ? (
        <p className={styles.meta}>
          {booking.cancel_reason === BOOKING_MESSAGES.declinedProposal
            ? t('proposal.declined_reason')
            : t('booking.cancel_reason', { reason: cancelReasonText(booking.cancel_reason) })}
        </p>
      ) : null}
      {booking.status === 'cancelled' && booking.refund_minor ? (
        <p>
          {t('booking.refund')}: {formatPrice(booking.refund_minor, booking.currency, language)}{' '}
          <span className={styles.meta}>
            ·{' '}
            {booking.refund_sent_at
              ? t('booking.refund_sent_on', { date: formatDayOf(booking.refund_sent_at, language) })
              : t('booking.refund_not_sent')}
          </span>
        </p>
      ) : null}
    </>
  );
}
