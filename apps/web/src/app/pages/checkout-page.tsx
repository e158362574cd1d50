import { CheckoutPage } from '../../features/bookings';
import { BOOKING_KINDS } from '../booking-kinds';

/** checkout, for every kind the app lists: a screen of its own (its chunk holds the kinds' summaries). */
export function Component() {
  return <CheckoutPage kinds={BOOKING_KINDS} />;
}
