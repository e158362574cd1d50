import type { PoojaBooking } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../shared/lib/money';
import { formatDate, formatMoment, todayIn, type BookingCardProps } from '../../../creator';
import { formatDayOf } from '../../../../shared/lib/format-day';
import { refundByStripe, refundToSend, ReleaseUnpaid } from '../../../creator';
import creator from '../../../../shared/ui/creator.module.css';
import styles from '../temple-staff.module.css';
import { refreshTempleStaff } from '../api';
import type { BookingAction } from '../status-step';
import { cancelReasonText } from '../../../../shared/ui/cancel-reason';

const STATUS_STYLE: Record<PoojaBooking['status'], string> = {
  held: creator.badgeWarn!,
  booked: creator.badgeWarn!,
  performed: creator.badgeGood!,
  prasad_sent: creator.badgeGood!,
  cancelled: creator.badgeMuted!,
  expired: creator.badgeMuted!,
};

/** Whether the staff may record a payment: something to pay, not paid yet, and still held or booked. */
function payable(b: PoojaBooking, now = Date.now()): boolean {
  if (b.total_minor === 0 || b.paid) return false;
  if (b.status === 'held') return b.hold_expires_at !== null && new Date(b.hold_expires_at).getTime() > now;
  return b.status === 'booked' || b.status === 'performed' || b.status === 'prasad_sent';
}

/** The payment in words: paid, to be paid at the temple, not paid, nothing to pay; or held (its state says so). */
function paymentKey(b: PoojaBooking): 'free' | 'paid' | 'waiting' | 'direct' | 'unpaid' {
  if (b.total_minor === 0) return 'free';
  if (b.paid) return 'paid';
  if (b.status === 'held') return 'waiting';
  if (b.payment_provider === 'direct' && b.status !== 'cancelled' && b.status !== 'expired') return 'direct';
  return 'unpaid';
}

/**
 * A booking of one of the staff's poojas: the pooja, the day in the temple's calendar and its
 * state; for whom it is performed (name, gotra, nakshatra) and the sankalp the priest speaks; the
 * offerings; where the prasad is posted; the payment; the recording; and what can be done next.
 */
export function StaffBookingCard({ booking: b, onAction }: BookingCardProps<PoojaBooking, BookingAction>) {
  const { t, i18n } = useTranslation(['temple-staff', 'poojas']);
  const language = i18n.resolvedLanguage ?? 'en';
  const money = (minor: number) => formatMoney(minor, b.currency, language);
  const today = todayIn(b.temple.time_zone);
  const named = { name: b.devotee_name, pooja: b.pooja.name };
  const address = b.prasad_address;
  const payment = paymentKey(b);
  const nakshatra = b.nakshatra ? t(`poojas:nakshatras.${b.nakshatra as 'rohini'}`) : null;

  return (
    <li className={`${creator.card} ${styles.bookingCard}`}>
      <h2>{b.pooja.name}</h2>
      <p className={creator.meta}>
        {b.temple.name} · <time dateTime={b.day}>{formatDate(b.day, language, true)}</time>
        {b.day === today ? ` · ${t('bookings.today')}` : ''}
      </p>
      <div className={creator.badges}>
        <span className={`${creator.badge} ${STATUS_STYLE[b.status]}`}>{t(`poojas:status.${b.status}`)}</span>
        {/* A held booking's state already says it waits for payment. */}
        {payment !== 'waiting' ? (
          <span
            className={`${creator.badge} ${payment === 'paid' || payment === 'free' ? creator.badgeGood : creator.badgeMuted}`}
          >
            {t(`bookings.payment.${payment}`)}
          </span>
        ) : null}
      </div>
      <dl className={styles.details}>
        <div>
          <dt>{t('bookings.devotee')}</dt>
          <dd>{b.devotee_name}</dd>
        </div>
        <div>
          <dt>{t('poojas:terms.gotra.name')}</dt>
          <dd>{b.gotra || t('bookings.not_given')}</dd>
        </div>
        <div>
          <dt>{t('poojas:terms.nakshatra.name')}</dt>
          <dd>{nakshatra ?? t('bookings.not_given')}</dd>
        </div>
        <div className={styles.full}>
          <dt>{t('poojas:terms.sankalp.name')}</dt>
          {b.sankalp ? <dd className={styles.sankalp}>{b.sankalp}</dd> : <dd>{t('bookings.not_given')}</dd>}
        </div>
        {b.offerings.length ? (
          <div className={styles.full}>
            <dt>{t('bookings.offerings')}</dt>
            <dd>
              <ul className={styles.plainList}>
                {b.offerings.map((o) => (
                  <li key={o.id}>
                    {o.name} ({money(o.price_minor)})
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
        <div className={styles.full}>
          <dt>{t('poojas:terms.prasad.name')}</dt>
          <dd>
            {address ? (
              <address className={styles.address}>
                {[
                  address.name,
                  address.line1,
                  address.line2,
                  [address.city, address.state, address.postal_code].filter(Boolean).join(', '),
                  address.country,
                ]
                  .filter(Boolean)
                  .map((line, index) => (
                    <span key={index}>{line}</span>
                  ))}
                <span>
                  {t('bookings.phone')} <a href={`tel:${address.phone.replace(/[^\d+]/g, '')}`}>{address.phone}</a>
                </span>
              </address>
            ) : (
              t('bookings.no_prasad')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('bookings.total')}</dt>
          <dd>{b.total_minor === 0 ? t('pooja.free') : money(b.total_minor)}</dd>
        </div>
        {b.status === 'cancelled' && b.refund_minor !== null ? (
          <div>
            <dt>{t('bookings.refund')}</dt>
            <dd>
              {money(b.refund_minor)}
              {b.refund_sent_at ? (
                <span className={creator.meta}>
                  {' '}
                  · {t('bookings.refund_sent_on', { date: formatDayOf(b.refund_sent_at, language) })}
                </span>
              ) : refundByStripe(b) ? (
                <span className={creator.meta}> · {t('bookings.refund_by_stripe')}</span>
              ) : null}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('bookings.booked_by')}</dt>
          <dd>
            {b.devotee.display_name} <span className={creator.meta}>@{b.devotee.username}</span>
          </dd>
        </div>
        <div>
          <dt>{t('bookings.booked_on')}</dt>
          <dd>{formatMoment(b.created_at, language)}</dd>
        </div>
      </dl>
      {b.status === 'held' && b.hold_expires_at ? (
        <p className={creator.meta}>{t('bookings.held_until', { time: formatMoment(b.hold_expires_at, language) })}</p>
      ) : null}
      {b.performed_at ? (
        <p className={creator.meta}>{t('bookings.performed_at', { time: formatMoment(b.performed_at, language) })}</p>
      ) : null}
      {b.prasad_sent_at ? (
        <p className={creator.meta}>
          {t('bookings.prasad_sent_at', { time: formatMoment(b.prasad_sent_at, language) })}
        </p>
      ) : null}
      {b.recording_url ? (
        <p className={styles.recording}>
          <a href={b.recording_url} target="_blank" rel="noopener noreferrer">
            {t('bookings.recording')}
            <span className="visually-hidden"> ({t('bookings.new_tab')})</span>
          </a>
        </p>
      ) : null}
      {b.status === 'cancelled' ? (
        <p className={creator.meta}>
          {b.cancel_reason
            ? t('bookings.cancelled_reason', { reason: cancelReasonText(b.cancel_reason) })
            : t('bookings.cancelled')}
        </p>
      ) : null}
      <ReleaseUnpaid
        booking={{
          kind: 'pooja',
          id: b.id,
          payBy: b.pay_by,
          name: b.devotee.display_name || b.devotee.username,
          title: b.pooja.name,
        }}
        refresh={refreshTempleStaff}
      />
      <BookingActions booking={b} today={today} named={named} onAction={onAction} />
    </li>
  );
}

function BookingActions({
  booking: b,
  today,
  named,
  onAction,
}: {
  booking: PoojaBooking;
  today: string;
  named: { name: string; pooja: string };
  onAction: (booking: PoojaBooking, action: BookingAction) => void;
}) {
  const { t } = useTranslation('temple-staff');
  const done = b.status === 'performed' || b.status === 'prasad_sent';
  const canPay = payable(b);
  const refund = refundToSend(b);
  if (b.status !== 'booked' && !done && !canPay && !refund) return null;
  // Only on its day or after (the temple's calendar): before, the API refuses, so the page says when.
  const beforeDay = b.status === 'booked' && b.day > today;
  return (
    <div className={creator.cardActions}>
      {refund ? (
        <button
          type="button"
          className="button"
          aria-label={t('bookings.mark_refund_sent_named', named)}
          onClick={() => onAction(b, 'refund_sent')}
        >
          {t('bookings.mark_refund_sent')}
        </button>
      ) : null}
      {canPay ? (
        <button
          type="button"
          className="button button-secondary"
          aria-label={t('bookings.mark_paid_named', named)}
          onClick={() => onAction(b, 'paid')}
        >
          {t('bookings.mark_paid')}
        </button>
      ) : null}
      {b.status === 'booked' && !beforeDay ? (
        <button
          type="button"
          className="button"
          aria-label={t('bookings.mark_performed_named', named)}
          onClick={() => onAction(b, 'performed')}
        >
          {t('bookings.mark_performed')}
        </button>
      ) : null}
      {beforeDay ? <p className={creator.meta}>{t('bookings.on_its_day')}</p> : null}
      {b.status === 'performed' && b.prasad ? (
        <button
          type="button"
          className="button"
          aria-label={t('bookings.mark_prasad_sent_named', named)}
          onClick={() => onAction(b, 'prasad_sent')}
        >
          {t('bookings.mark_prasad_sent')}
        </button>
      ) : null}
      {done ? (
        <button
          type="button"
          className="button button-secondary"
          aria-label={t(b.recording_url ? 'bookings.change_recording_named' : 'bookings.add_recording_named', named)}
          onClick={() => onAction(b, 'recording')}
        >
          {b.recording_url ? t('bookings.change_recording') : t('bookings.add_recording')}
        </button>
      ) : null}
    </div>
  );
}
