/**
 * The bookings feature's public entry. Each kind of booking brings its checkout (a CheckoutKind,
 * registered in checkout-kinds.ts) and its my-bookings panel (kinds.tsx); these are the types it fills.
 */
export type { CheckoutAnswerOf, CheckoutKind, CheckoutPhase, CheckoutView } from './checkout-kind';
export type { UpcomingBooking, UpcomingBookings } from './upcoming-booking';
