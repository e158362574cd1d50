/** The journeys feature's public entry: what payments and other features may use. */
export { journeyPayable } from './payable';
export { searchableJourneys } from './search';
export { journeyReviewable } from './reviewable';
export { journeyWaitlist } from './waitlist';
