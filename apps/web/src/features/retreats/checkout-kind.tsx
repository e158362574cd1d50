import type { RetreatBooking } from '@sangam/contracts';
import { i18n } from '../../shared/i18n/i18n';
import { paths } from '../../shared/lib/paths';
import { checkoutView, type CheckoutKind } from '../bookings';
import { refreshRetreatBookings, retreatBookingQuery, retreatCalls } from './api';
import { StayDetails } from './components/stay-details';
import { formatDate } from './format';
import styles from './components/retreats.module.css';
import { retreatFailure } from './messages';

/** The stay being paid for: the retreat, dates, package, guests and money. */
function RetreatCheckoutSummary({ booking }: { booking: RetreatBooking }) {
  return (
    <div className={styles.summary}>
      <StayDetails booking={booking} />
    </div>
  );
}

/** A retreat stay at checkout (`checkout?kind=retreat&booking=`): the deposit is due now, the rest at the retreat. */
export const retreatCheckout: CheckoutKind<RetreatBooking> = {
  id: 'retreat',
  listKind: 'retreats',
  ns: ['retreats'],
  browse: () => ({ path: paths.retreats(), label: i18n.t('retreats:list.all') }),
  query: retreatBookingQuery,
  view: (b) =>
    checkoutView(b, 'retreats', {
      dueNowMinor: b.deposit_minor,
      totalMinor: b.total_minor,
      payDirectly: i18n.t('retreats:checkout.pay_host_directly'),
      payee: b.host.display_name || b.host.username,
      payBy: formatDate(b.start_date, i18n.resolvedLanguage ?? 'en'),
      status: i18n.t(`retreats:status.${b.status}`),
      againPath: paths.bookRetreat(b.retreat.slug),
    }),
  Summary: RetreatCheckoutSummary,
  checkout: retreatCalls.checkout,
  refresh: (client, b) => refreshRetreatBookings(client, b.retreat.slug),
  failure: retreatFailure,
};
