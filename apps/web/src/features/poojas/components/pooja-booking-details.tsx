import type { PoojaBooking } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PayBy } from '../../../shared/ui/pay-by';
import { formatMoney } from '../../../shared/lib/money';
import { localize, paths } from '../../../shared/lib/paths';
import { BookingStatus } from '../../../shared/ui/booking-status';
import { RefundFact } from '../../../shared/ui/refund-fact';
import { formatTempleDay } from './day-picker';
import styles from './poojas.module.css';
import { cancelReasonText } from '../../../shared/ui/cancel-reason';

/**
 * A booked pooja: which, where and on which day, its state in words, for whom (name, gotra,
 * nakshatra), the sankalp, offerings, where the prasad goes, the total, and the recording once added.
 */
export function PoojaBookingDetails({ booking, heading = 'h2' }: { booking: PoojaBooking; heading?: 'h2' | 'h3' }) {
  const { t, i18n } = useTranslation('poojas');
  const { lang = 'en' } = useParams();
  const language = i18n.resolvedLanguage ?? 'en';
  const Heading = heading;
  const b = booking;
  const nakshatra = b.nakshatra ? t(`nakshatras.${b.nakshatra as 'rohini'}`) : null;
  const address = b.prasad_address;
  return (
    <>
      <Heading>
        <Link to={localize(lang, paths.pooja(b.pooja.slug))}>{b.pooja.name}</Link>
      </Heading>
      <p className={styles.meta}>
        <Link to={localize(lang, paths.temple(b.temple.slug))}>{b.temple.name}</Link> ·{' '}
        <time dateTime={b.day}>{formatTempleDay(b.day, language, true)}</time>
      </p>
      <p className={styles.statusLine}>
        <BookingStatus status={b.status}>{t(`status.${b.status}`)}</BookingStatus>
        {b.total_minor > 0 && b.paid ? <BookingStatus>{t('status.paid')}</BookingStatus> : null}
        <span className={styles.meta}>{t(`status_explained.${b.status}`)}</span>
        <PayBy payBy={b.pay_by} className={styles.meta} />
      </p>
      <dl className={styles.bookingFacts}>
        <div>
          <dt>{t('booking.for')}</dt>
          <dd>
            {[b.devotee_name, b.gotra && t('booking.gotra_value', { gotra: b.gotra }), nakshatra]
              .filter(Boolean)
              .join(' · ')}
          </dd>
        </div>
        {b.sankalp ? (
          <div>
            <dt>{t('terms.sankalp.name')}</dt>
            <dd className={styles.sankalp}>{b.sankalp}</dd>
          </div>
        ) : null}
        {b.offerings.length ? (
          <div>
            <dt>{t('booking.offerings')}</dt>
            <dd>{b.offerings.map((o) => o.name).join(', ')}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('booking.prasad')}</dt>
          <dd>
            {b.prasad && address
              ? t('booking.prasad_to', {
                  address: [address.name, address.line1, address.city, address.postal_code].join(', '),
                })
              : t('booking.no_prasad')}
          </dd>
        </div>
        <div>
          <dt>{t('booking.total')}</dt>
          <dd>{b.total_minor === 0 ? t('price.free') : formatMoney(b.total_minor, b.currency, language)}</dd>
        </div>
        <RefundFact booking={b} ns="poojas" />
      </dl>
      {b.recording_url ? (
        <p>
          <a href={b.recording_url} target="_blank" rel="noopener noreferrer">
            {t('booking.recording')}
            <span className="visually-hidden"> ({t('temple.new_tab')})</span>
          </a>
        </p>
      ) : null}
      {b.status === 'cancelled' && b.cancel_reason ? (
        <p className={styles.meta}>{t('booking.cancel_reason', { reason: cancelReasonText(b.cancel_reason) })}</p>
      ) : null}
    </>
  );
}
