import type { HostBooking } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateRange, formatMoment, formatNumber, todayIn } from '../../../creator';
import { guestName } from './stay-dialogs';
import { CancelledNote, DepositBadges, DepositMoneyRows, PersonContact, ReleaseUnpaid } from '../../../creator';
import { refundToSend, type BookingCardProps } from '../../../creator';
import creator from '../../../../shared/ui/creator.module.css';
import styles from '../../../../shared/ui/host-forms.module.css';
import { browserZone } from '../../../../shared/lib/time-zones';
import { refreshHost } from '../api';

export type StayAction = 'confirm' | 'cancel' | 'messages' | 'refund';

/**
 * One stay booked at the host's retreats: the guest and how to reach them, the dates, package,
 * guests, total and deposit, its state; confirm a deposit paid directly, cancel, read and write
 * messages; once cancelled with a refund due, mark the refund sent.
 */
export function HostBookingCard({ booking, onAction }: BookingCardProps<HostBooking, StayAction>) {
  const { t, i18n } = useTranslation('retreat-host');
  const language = i18n.resolvedLanguage ?? 'en';
  const name = guestName(booking);
  const named = { name, title: booking.retreat.title };
  const open = booking.status === 'held' || booking.status === 'confirmed';
  // The stay's last night has not passed (the API has the last word, in the retreat's zone).
  const notOver = booking.end_date > todayIn(browserZone());

  return (
    <li className={creator.card}>
      <h2>{booking.retreat.title}</h2>
      <PersonContact who={t('bookings.guest', { name })} email={booking.guest.email} />
      <DepositBadges ns="retreat-host" booking={booking} />
      <dl className={styles.details}>
        <div>
          <dt>{t('bookings.dates')}</dt>
          <dd>
            {formatDateRange(booking.start_date, booking.end_date, language)} ·{' '}
            {t('bookings.nights', { count: booking.nights })}
          </dd>
        </div>
        <div>
          <dt>{t('bookings.package')}</dt>
          <dd>{booking.package.name}</dd>
        </div>
        <div>
          <dt>{t('bookings.guests')}</dt>
          <dd>{formatNumber(booking.guests, language)}</dd>
        </div>
        <DepositMoneyRows ns="retreat-host" booking={booking} />
      </dl>
      {booking.status === 'held' && booking.hold_expires_at ? (
        <p className={creator.meta}>
          {t('bookings.held_until', { time: formatMoment(booking.hold_expires_at, language) })}
        </p>
      ) : null}
      {booking.note ? (
        <p className={styles.note}>
          <strong>{t('bookings.note')}</strong> {booking.note}
        </p>
      ) : null}
      <CancelledNote
        ns="retreat-host"
        booking={booking}
        who={booking.cancelled_by === 'host' ? t('bookings.cancelled_by_host') : t('bookings.cancelled_by_guest')}
      />
      <ReleaseUnpaid
        booking={{ kind: 'retreat', id: booking.id, payBy: booking.pay_by, name, title: booking.retreat.title }}
        refresh={refreshHost}
      />
      <div className={creator.cardActions}>
        {open && !booking.paid && booking.payment_provider !== 'stripe' && booking.deposit_minor > 0 ? (
          <button
            type="button"
            className="button"
            aria-label={t('bookings.confirm_named', named)}
            onClick={() => onAction(booking, 'confirm')}
          >
            {t('bookings.confirm')}
          </button>
        ) : null}
        {refundToSend(booking) ? (
          <button
            type="button"
            className="button"
            aria-label={t('bookings.mark_refund_sent_named', named)}
            onClick={() => onAction(booking, 'refund')}
          >
            {t('bookings.mark_refund_sent')}
          </button>
        ) : null}
        <button
          type="button"
          className="button button-secondary"
          aria-label={t('bookings.messages_named', { ...named, count: booking.messages })}
          onClick={() => onAction(booking, 'messages')}
        >
          {t('bookings.messages', { count: booking.messages })}
        </button>
        {open && notOver ? (
          <button
            type="button"
            className="button-link"
            aria-label={t('bookings.cancel_named', named)}
            onClick={() => onAction(booking, 'cancel')}
          >
            {t('bookings.cancel')}
          </button>
        ) : null}
      </div>
    </li>
  );
}
