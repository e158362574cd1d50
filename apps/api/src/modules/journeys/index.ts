/** The journeys feature's public entry: what payments and other features may use. */
export { journeyBookingById, toJourneyBooking } from './bookings';
export { journeyBookingMails, journeyInterestMails } from './journey-mail';
export { journeyPayable } from './payable';
export { searchableJourneys } from './search';
export { releaseExpiredJourneyHolds } from './seats';
export { journeyReviewable } from './reviewable';
