import type { PoojaBooking } from '@sangam/contracts';
import { i18n } from '../../shared/i18n/i18n';
import { paths } from '../../shared/lib/paths';
import { checkoutView, type CheckoutKind } from '../bookings';
import { poojaBookingQuery, poojaCalls, refreshPoojaBookings } from './api';
import { formatTempleDay } from './components/day-picker';
import { PoojaBookingDetails } from './components/pooja-booking-details';
import styles from './components/poojas.module.css';
import { poojaFailure } from './messages';

function PoojaCheckoutSummary({ booking }: { booking: PoojaBooking }) {
  return (
    <div className={styles.summary}>
      <PoojaBookingDetails booking={booking} />
    </div>
  );
}

/** A pooja at checkout (`checkout?kind=pooja&booking=`): the whole total as booked is paid at once. */
export const poojaCheckout: CheckoutKind<PoojaBooking> = {
  id: 'pooja',
  listKind: 'poojas',
  ns: ['poojas'],
  browse: () => ({ path: paths.poojas(), label: i18n.t('poojas:my_bookings.find') }),
  query: poojaBookingQuery,
  view: (b) =>
    checkoutView(b, 'poojas', {
      dueNowMinor: b.total_minor,
      totalMinor: b.total_minor,
      payDirectly: i18n.t('poojas:checkout.pay_directly'),
      payee: b.temple.name,
      payBy: formatTempleDay(b.day, i18n.resolvedLanguage ?? 'en', true),
      status: i18n.t(`poojas:status_explained.${b.status}`),
      againPath: paths.pooja(b.pooja.slug),
    }),
  Summary: PoojaCheckoutSummary,
  checkout: poojaCalls.checkout,
  refresh: (client, b) => refreshPoojaBookings(client, b.pooja.slug),
  failure: poojaFailure,
};
