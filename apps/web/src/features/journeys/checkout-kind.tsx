import type { JourneyBooking } from '@sangam/contracts';
import { i18n } from '../../shared/i18n/i18n';
import { paths } from '../../shared/lib/paths';
import { checkoutView, type CheckoutKind } from '../bookings';
import { journeyBookingQuery, journeyCalls, refreshJourneyBookings } from './api';
import { BookingSummary } from './components/booking-summary';
import { formatDate } from './format';
import styles from './components/journeys.module.css';
import { journeyFailure } from './messages';

/** The journey, its dates and travellers, at the top of checkout. */
function JourneyCheckoutSummary({ booking }: { booking: JourneyBooking }) {
  return (
    <div className={styles.summaryBox}>
      <BookingSummary booking={booking} />
    </div>
  );
}

/** Places on a journey's departure at checkout (`checkout?kind=journey&booking=`): the deposit is paid now. */
export const journeyCheckout: CheckoutKind<JourneyBooking> = {
  id: 'journey',
  listKind: 'journeys',
  ns: ['travel'],
  browse: () => ({ path: paths.travel(), label: i18n.t('travel:my_bookings.browse') }),
  query: journeyBookingQuery,
  view: (b) =>
    checkoutView(b, 'travel', {
      dueNowMinor: b.deposit_minor,
      totalMinor: b.total_minor,
      payDirectly: i18n.t('travel:checkout.pay_directly'),
      payee: b.organiser.display_name,
      payBy: formatDate(b.departure.start_date, i18n.resolvedLanguage ?? 'en'),
      status: i18n.t(`travel:status.${b.status}`),
      againPath: paths.bookJourney(b.journey.slug),
    }),
  Summary: JourneyCheckoutSummary,
  checkout: journeyCalls.checkout,
  refresh: (client, b) => refreshJourneyBookings(client, b.journey.slug),
  failure: (error, action) => journeyFailure(error, action),
};
