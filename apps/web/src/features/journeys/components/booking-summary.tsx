import type { JourneyBooking } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PayBy } from '../../../shared/ui/pay-by';
import { formatMoney } from '../../../shared/lib/money';
import { localize, paths } from '../../../shared/lib/paths';
import { BookingStatus } from '../../../shared/ui/booking-status';
import { RefundFact } from '../../../shared/ui/refund-fact';
import { formatDateRange, formatNumber } from '../format';
import styles from './journeys.module.css';

/** What a journey booking is: the journey, its dates, the travellers by name and the money. */
export function BookingSummary({ booking, heading = 'h2' }: { booking: JourneyBooking; heading?: 'h2' | 'h3' }) {
  const { t, i18n } = useTranslation('travel');
  const { lang = 'en' } = useParams();
  const language = i18n.resolvedLanguage ?? 'en';
  const Heading = heading;
  const money = (minor: number) => formatMoney(minor, booking.currency, language);
  return (
    <div className={styles.bookingSummary}>
      <div className={styles.bookingHead}>
        <Heading>
          <Link to={localize(lang, paths.journey(booking.journey.slug))}>{booking.journey.title}</Link>
        </Heading>
        <BookingStatus status={booking.status}>{t(`status.${booking.status}`)}</BookingStatus>
      </div>
      <p className={styles.departureDates}>
        <time dateTime={booking.departure.start_date}>
          {formatDateRange(booking.departure.start_date, booking.departure.end_date, language)}
        </time>
      </p>
      <p className={styles.meta}>
        {booking.journey.region} · {booking.organiser.display_name}
      </p>
      <p>
        {t('booking.travellers', { count: booking.travellers, travellers: formatNumber(booking.travellers, language) })}
        {': '}
        {booking.traveller_names.join(', ')}
      </p>
      <dl className={styles.money}>
        <div>
          <dt>{t('book.total')}</dt>
          <dd>{money(booking.total_minor)}</dd>
        </div>
        <div>
          <dt>{t('booking.deposit')}</dt>
          <dd>
            {money(booking.deposit_minor)}
            {booking.deposit_minor > 0 ? (
              <span className={styles.meta}> · {booking.paid ? t('booking.paid') : t('booking.not_paid')}</span>
            ) : null}
            {booking.pay_by ? (
              <>
                <br />
                <PayBy payBy={booking.pay_by} className={styles.meta} />
              </>
            ) : null}
          </dd>
        </div>
        <RefundFact booking={booking} ns="travel" />
      </dl>
    </div>
  );
}
