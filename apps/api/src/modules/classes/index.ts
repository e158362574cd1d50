/** The classes feature's public entry: what payments and other features may use. */
export { classPayable } from './payable';
export { monthBounds } from './creator-dashboard';
export { classSearchFields, searchableClasses } from './search';
export { classWaitlist } from './waitlist';
