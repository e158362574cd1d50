/**
 * The bookings feature's public entry. Each kind of booking brings its checkout (a CheckoutKind), its
 * my-bookings panel and its coming bookings; these are the types it fills. The app lists the kinds
 * (`app/booking-kinds.tsx`) and hands the list to the two pages, which never import a kind.
 */
export type { BookingKinds } from './booking-kind';
export type { CheckoutAnswerOf, CheckoutKind } from './checkout-kind';
export { checkoutView } from './checkout-kind';
export type { UpcomingBookings } from './upcoming-booking';
export { CheckoutPage } from './components/checkout';
export { MyBookingsPage } from './components/my-bookings';
