/** The retreats feature's public entry: what the app, payments and other features may use. */
export { retreatRoutes } from './routes';
export { inquiryMails, retreatBookingMails } from './booking-mail';
export { hostActionMails, messageMails } from './host-mail';
export { releaseExpiredRetreatHolds } from './holds';
export { retreatPayable } from './payable';
export { searchableRetreats } from './search';
export {
  departureNights,
  giveBackNights,
  lockRetreatNights,
  nightCount,
  stayNights,
  takeNights,
  windowNights,
  type Stay,
} from './nights';
export { retreatReviewable } from './reviewable';
