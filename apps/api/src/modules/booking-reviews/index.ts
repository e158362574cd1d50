/** Verified reviews of bookings (issue 24): what kinds implement, and what the app registers. */
export { reviewableNamed, reviewedBookings, type ReviewableKind } from './reviewable';
export { reviewStateOf } from './reviews';
export { bookingReviewRoutes } from './routes';
