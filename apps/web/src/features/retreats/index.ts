/** The retreats feature's public entry: what other features (my-bookings, checkout) may use. */
export { RetreatBookingsPanel } from './components/retreat-bookings-panel';
export { retreatCheckout } from './checkout-kind';
export { useUpcomingRetreatBookings } from './components/upcoming-retreat-bookings';
export { HostDashboard } from './host/components/host-dashboard';
export { useIsRetreatHost } from './host/use-retreat-host';
