/** The journeys feature's public entry: what payments and other features may use. */
export { journeyBookingById, toJourneyBooking } from './bookings';
export { sendJourneyBookingMails } from './journey-mail';
export { releaseExpiredJourneyHolds } from './seats';
