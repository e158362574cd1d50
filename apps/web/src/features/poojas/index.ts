/** The poojas feature's public entry: its my-bookings panel, its checkout, and darshan's pieces. */
export { PoojaBookingsPanel } from './components/pooja-bookings-panel';
export { poojaCheckout } from './checkout-kind';
export { darshanQuery } from './api';
export { AartiTimes, type AartiItem } from './components/aarti-times';
export { DarshanVideo } from './components/darshan-video';
export { TempleArt } from './components/temple-art';
export { TermNotes } from './components/term-notes';
export { deityLabel } from './labels';
export { useUpcomingPoojaBookings } from './components/upcoming-pooja-bookings';
