/** The poojas feature's public entry: what the app, payments and other features may use. */
export { creatorPoojaRoutes } from './creator-routes';
export { poojaRoutes } from './routes';
export { poojaPayable } from './payable';
export { searchablePoojas, searchableTemples, storeTempleSearchKeys } from './search';
export { templesLookedAfterBy } from './temple-access';
export { poojaReviewable } from './reviewable';
export { poojaWaitlist } from './waitlist';
