/** The journeys feature's public entry: its my-bookings panel and its kind of checkout. */
export { JourneyBookingsPanel } from './components/journey-bookings-panel';
export { journeyCheckout } from './checkout-kind';
export { useUpcomingJourneyBookings } from './components/upcoming-journey-bookings';
