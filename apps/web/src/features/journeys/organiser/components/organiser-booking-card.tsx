import type { JourneyBooking } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../../shared/lib/paths';
import { formatDateRange, formatMoment, formatNumber, todayIn } from '../../../creator';
import { CancelledNote, DepositBadges, DepositMoneyRows, PersonContact, ReleaseUnpaid } from '../../../creator';
import { refundToSend, type BookingCardProps } from '../../../creator';
import creator from '../../../../shared/ui/creator.module.css';
import host from '../../../../shared/ui/host-forms.module.css';
import { refreshOrganiser } from '../api';

export type BookingAction = 'paid' | 'cancel' | 'refund';

export const travellerName = (booking: JourneyBooking) => booking.traveller.display_name || booking.traveller.username;

/** Whether the journey has not left yet (journeys keep India's calendar; the API has the last word). */
const beforeDeparture = (booking: JourneyBooking) => booking.departure.start_date > todayIn('Asia/Kolkata');

/** Whether the organiser may say the deposit reached them directly (cash, bank transfer, UPI). */
const canMarkPaid = (booking: JourneyBooking) =>
  (booking.status === 'held' || booking.status === 'confirmed') &&
  !booking.paid &&
  booking.deposit_minor > 0 &&
  booking.payment_provider !== 'stripe';

/**
 * One booking of the organiser's journeys: who booked and for whom, the departure, places, total and
 * deposit with whether it arrived, its state; mark the deposit received, or cancel; once cancelled
 * with a refund due, mark the refund sent.
 */
export function OrganiserBookingCard({ booking, onAction }: BookingCardProps<JourneyBooking, BookingAction>) {
  const { t, i18n } = useTranslation('journey-organiser');
  const { lang = 'en' } = useParams();
  const language = i18n.resolvedLanguage ?? lang;
  const name = travellerName(booking);
  const named = { name, title: booking.journey.title };
  const open = booking.status === 'held' || booking.status === 'confirmed';

  return (
    <li className={creator.card}>
      <h2>
        <Link to={`${localize(lang, paths.creatorJourneyBookings())}?journey=${booking.journey.id}`}>
          {booking.journey.title}
        </Link>
      </h2>
      {/* The username too when the name shown is another, so two travellers of one name are told apart. */}
      <PersonContact
        who={
          name === booking.traveller.username
            ? t('bookings.booked_by_plain', { name })
            : t('bookings.booked_by', { name, username: booking.traveller.username })
        }
        email={booking.traveller.email}
      />
      <DepositBadges ns="journey-organiser" booking={booking} />
      <dl className={host.details}>
        <div>
          <dt>{t('bookings.departure')}</dt>
          <dd>{formatDateRange(booking.departure.start_date, booking.departure.end_date, language)}</dd>
        </div>
        <div>
          <dt>{t('bookings.places')}</dt>
          <dd>{formatNumber(booking.travellers, language)}</dd>
        </div>
        <DepositMoneyRows ns="journey-organiser" booking={booking} />
      </dl>
      <p className={creator.meta}>
        <span>{t('bookings.travellers')}</span> {booking.traveller_names.join(', ')}
      </p>
      <p className={creator.meta}>
        {booking.status === 'held' && booking.hold_expires_at
          ? t('bookings.held_until', { time: formatMoment(booking.hold_expires_at, language) })
          : t('bookings.booked_on', { time: formatMoment(booking.created_at, language) })}
      </p>
      <CancelledNote
        ns="journey-organiser"
        booking={booking}
        who={
          booking.cancelled_by === 'organiser' ? t('bookings.cancelled_by_you') : t('bookings.cancelled_by_traveller')
        }
      />
      <ReleaseUnpaid
        booking={{ kind: 'journey', id: booking.id, payBy: booking.pay_by, name, title: booking.journey.title }}
        refresh={refreshOrganiser}
      />
      {open ? (
        <div className={creator.cardActions}>
          {canMarkPaid(booking) ? (
            <button type="button" className="button" onClick={() => onAction(booking, 'paid')}>
              {t('bookings.mark_paid')} <span className="visually-hidden">{t('bookings.of_named', named)}</span>
            </button>
          ) : null}
          {beforeDeparture(booking) ? (
            <button type="button" className="button-link" onClick={() => onAction(booking, 'cancel')}>
              {t('bookings.cancel')} <span className="visually-hidden">{t('bookings.of_named', named)}</span>
            </button>
          ) : null}
        </div>
      ) : null}
      {refundToSend(booking) ? (
        <div className={creator.cardActions}>
          <button type="button" className="button" onClick={() => onAction(booking, 'refund')}>
            {t('bookings.mark_refund_sent')} <span className="visually-hidden">{t('bookings.of_named', named)}</span>
          </button>
        </div>
      ) : null}
    </li>
  );
}
