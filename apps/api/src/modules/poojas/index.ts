/** The poojas feature's public entry: what the app, payments and other features may use. */
export { poojaMails } from './booking-mail';
export { poojaBookingById, toPoojaBooking } from './bookings';
export { creatorPoojaRoutes } from './creator-routes';
export { releaseExpiredPoojaHolds } from './holds';
export { poojaRoutes } from './routes';
export { poojaPayable } from './payable';
export { searchablePoojas, searchableTemples, storeTempleSearchKeys } from './search';
export { templesLookedAfterBy } from './temple-access';
export { poojaReviewable } from './reviewable';
