/** Waitlists (issue 24): what kinds implement and call, and what the app registers. */
export type { WaitlistableKind, WaitTarget } from './waitlist-kind';
export { describedByParts } from './described-keys';
export { hasLiveBookingOf } from './live-booking';
export { offerFreedPlaces } from './offers';
export { waitlistRoutes } from './routes';
