import { i18n } from '../../shared/i18n/i18n';
import { paths } from '../../shared/lib/paths';
import { browserZone } from '../../shared/lib/time-zones';
import type { CheckoutKind, CheckoutPhase } from '../bookings';
import { bookingCalls, bookingQuery, refreshBookings, type LearnerBooking } from './api';
import { BookingDetails } from './components/booking-details';
import { formatDateTime } from './format';
import styles from './components/classes.module.css';
import { bookingFailure } from './messages';
import { useVisitorZone } from './visitor-zone';

const PHASES: Record<LearnerBooking['status'], CheckoutPhase> = {
  held: 'held',
  confirmed: 'settled',
  attended: 'settled',
  expired: 'expired',
  cancelled: 'ended',
};

/** The class booked, its time in the visitor's zone. */
function ClassCheckoutSummary({ booking }: { booking: LearnerBooking }) {
  const [zone] = useVisitorZone();
  return (
    <div className={styles.summary}>
      <BookingDetails booking={booking} zone={zone} />
    </div>
  );
}

/** A class at checkout (`checkout?booking=`, the kind the page takes when none is named). */
export const classCheckout: CheckoutKind<LearnerBooking> = {
  id: 'class',
  listKind: 'classes',
  ns: ['classes'],
  browse: () => ({ path: paths.classesExplore(), label: i18n.t('classes:landing.explore_all') }),
  query: bookingQuery,
  view: (b) => ({
    phase: PHASES[b.status] ?? 'ended',
    holdExpiresAt: b.status === 'held' ? b.hold_expires_at : null,
    currency: b.currency,
    dueNowMinor: b.price_minor,
    totalMinor: b.price_minor,
    paid: b.paid === true,
    paymentNote: i18n.t('classes:checkout.payment_note'),
    confirmed: i18n.t('classes:checkout.confirmed'),
    payDirectly: i18n.t('classes:checkout.pay_tutor_directly'),
    payee: b.tutor.display_name || b.tutor.username,
    // Before the class begins, in the zone of the browser reading it.
    payBy: formatDateTime(b.start, i18n.resolvedLanguage ?? 'en', browserZone()),
    status: i18n.t(`classes:status.${b.status}`),
    again: { path: paths.book(b.class), label: i18n.t('classes:checkout.choose_again') },
  }),
  Summary: ClassCheckoutSummary,
  checkout: bookingCalls.checkout,
  refresh: (client, b) => refreshBookings(client, b.class),
  failure: bookingFailure,
};
