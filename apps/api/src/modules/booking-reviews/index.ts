/** Verified reviews of bookings (issue 24): what kinds implement, and what the app registers. */
export type { ReviewableKind } from './reviewable';
export { reviewStateOf } from './reviews';
export { bookingReviewRoutes } from './routes';
