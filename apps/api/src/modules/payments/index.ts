/**
 * The payments feature's public entry: what a kind of booking needs to be payable (payables.ts says
 * how to add one).
 */
export { releaseAllExpiredHolds, startHoldReleaseJob } from './hold-release';
export {
  BOOKING_KINDS,
  type BookingKind,
  type PayableBooking,
  type PayableKind,
  type PayablePhase,
  type PaymentMailEvent,
  type Tx,
} from './payables';
