/** The retreats feature's public entry: what the app, payments and other features may use. */
export { retreatRoutes } from './routes';
export { retreatPayable } from './payable';
export { searchableRetreats } from './search';
export { retreatReviewable } from './reviewable';
export { retreatWaitlist } from './waitlist';
