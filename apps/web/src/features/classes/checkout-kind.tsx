import { i18n } from '../../shared/i18n/i18n';
import { paths } from '../../shared/lib/paths';
import { browserZone } from '../../shared/lib/time-zones';
import { checkoutView, type CheckoutKind } from '../bookings';
import { bookingCalls, bookingQuery, refreshBookings, type LearnerBooking } from './api';
import { BookingDetails } from './components/booking-details';
import { formatDateTime } from './format';
import styles from './components/classes.module.css';
import { bookingFailure } from './messages';
import { useVisitorZone } from './visitor-zone';

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
  view: (b) =>
    checkoutView(b, 'classes', {
      dueNowMinor: b.price_minor,
      totalMinor: b.price_minor,
      payDirectly: i18n.t('classes:checkout.pay_tutor_directly'),
      payee: b.tutor.display_name || b.tutor.username,
      // Before the class begins, in the zone of the browser reading it.
      payBy: formatDateTime(b.start, i18n.resolvedLanguage ?? 'en', browserZone()),
      status: i18n.t(`classes:status.${b.status}`),
      againPath: paths.book(b.class),
    }),
  Summary: ClassCheckoutSummary,
  checkout: bookingCalls.checkout,
  refresh: (client, b) => refreshBookings(client, b.class),
  failure: bookingFailure,
};
