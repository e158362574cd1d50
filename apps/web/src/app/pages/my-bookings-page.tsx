import { MyBookingsPage } from '../../features/bookings';
import { BOOKING_KINDS } from '../booking-kinds';

/** my-bookings, over every kind the app lists: a screen of its own (its chunk holds the kinds' panels). */
export function Component() {
  return <MyBookingsPage kinds={BOOKING_KINDS} />;
}
