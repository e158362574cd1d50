/**
 * The booking hub's public entry: route pieces every kind of booking (classes, retreats, poojas,
 * journeys) registers alike. A kind imports them from here; nothing here imports a kind.
 */
export { bookingRoute } from './booking-route';
export { ownedItemRoutes } from './owned-item-routes';
export { bookedUnderKey, bookOnce, idUnderKey, SameKey } from './once-per-key';
export { expireHeldBookings, releaseExpiredHoldsByKey } from './expired-holds';
export { bookerRoutes } from './booker-routes';
export { catalogueRoute } from './catalogue-route';
export { bookingErrors, bookingErrorsWithLimit } from './route-errors';
