import type { RetreatBooking } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDayOf } from '../../../shared/lib/format-day';
import { PayBy } from '../../../shared/ui/pay-by';
import { localize, paths } from '../../../shared/lib/paths';
import { BookingStatus } from '../../../shared/ui/booking-status';
import { formatDateRange, formatMoney } from '../format';
import styles from './retreats.module.css';
import { cancelReasonText } from '../../../shared/ui/cancel-reason';

/**
 * A booked stay: the retreat, its status, the dates and nights, the package, the guests, where, and
 * the money (total, deposit and whether it is paid, the rest due at the retreat, a refund).
 */
export function StayDetails({ booking: b, heading = 'h2' }: { booking: RetreatBooking; heading?: 'h2' | 'h3' }) {
  const { t, i18n } = useTranslation('retreats');
  const { lang = 'en' } = useParams();
  const language = i18n.resolvedLanguage ?? 'en';
  const money = (minor: number) => formatMoney(minor, b.currency, language);
  const Heading = heading;
  return (
    <>
      <Heading>
        <Link to={localize(lang, paths.retreat(b.retreat.slug))}>{b.retreat.title}</Link>
      </Heading>
      <p className={styles.tags}>
        <BookingStatus status={b.status}>{t(`status.${b.status}`)}</BookingStatus>
        {b.deposit_minor > 0 && b.paid ? <BookingStatus status="paid">{t('stay.deposit_paid')}</BookingStatus> : null}
      </p>
      <dl className={styles.details}>
        <div>
          <dt>{t('stay.dates')}</dt>
          <dd>
            <time dateTime={b.start_date}>{formatDateRange(b.start_date, b.end_date, language)}</time>
            <br />
            <span className={styles.meta}>{t('nights', { count: b.nights })}</span>
          </dd>
        </div>
        <div>
          <dt>{t('stay.package')}</dt>
          <dd>{b.package.name}</dd>
        </div>
        <div>
          <dt>{t('stay.guests')}</dt>
          <dd>{t('stay.guest_count', { count: b.guests })}</dd>
        </div>
        <div>
          <dt>{t('stay.total')}</dt>
          <dd>{money(b.total_minor)}</dd>
        </div>
        {b.deposit_minor > 0 ? (
          <div>
            <dt>{t('stay.deposit')}</dt>
            <dd>
              {money(b.deposit_minor)}
              <br />
              <span className={styles.meta}>{b.paid ? t('stay.paid') : t('stay.not_paid')}</span>
              {b.pay_by ? (
                <>
                  <br />
                  <PayBy payBy={b.pay_by} className={styles.meta} />
                </>
              ) : null}
            </dd>
          </div>
        ) : null}
        {b.balance_minor > 0 && b.status !== 'cancelled' && b.status !== 'expired' ? (
          <div>
            <dt>{t('stay.balance')}</dt>
            <dd>{money(b.balance_minor)}</dd>
          </div>
        ) : null}
        {b.status === 'cancelled' && b.refund_minor !== null ? (
          <div>
            <dt>{t('stay.refund')}</dt>
            <dd>
              {money(b.refund_minor)}
              {b.refund_sent_at ? (
                <>
                  <br />
                  <span className={styles.meta}>
                    {t('stay.refund_sent_on', { date: formatDayOf(b.refund_sent_at, language) })}
                  </span>
                </>
              ) : b.refund_minor > 0 ? (
                <>
                  <br />
                  <span className={styles.meta}>{t('stay.refund_not_sent')}</span>
                </>
              ) : null}
            </dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.meta}>
        {t('card.place', { place: b.retreat.place, country: b.retreat.country })}
        {b.retreat.address ? ` · ${b.retreat.address}` : ''} · {t('stay.host', { name: b.host.display_name })}
      </p>
      {b.status === 'cancelled' ? (
        <p className={styles.meta}>
          {b.cancelled_by === 'host' ? t('stay.cancelled_by_host') : t('stay.cancelled_by_you')}
          {b.cancel_reason ? ` ${t('stay.reason', { reason: cancelReasonText(b.cancel_reason) })}` : ''}
        </p>
      ) : null}
    </>
  );
}
