/**
 * The payments feature's public entry: what a kind of booking needs to be payable (payable-kind.ts
 * says how to add one). The list of payable kinds is the app's, in `src/payables.ts`.
 */
export { releaseAllExpiredHolds, startHoldReleaseJob } from './hold-release';
export {
  depositPayableBookings,
  lockCapacityBy,
  namedPayableBookings,
  payableBookings,
  type PayableKind,
  type PayablePhase,
  type Payables,
  recordPaidRefundDue,
  recordRefundDueBy,
  type Tx,
} from './payable-kind';
export { issueRefund, notifyRefundSent, refundOfDelivery, stripeRefundHandler } from './refunds';
export { payByIso, payBySql, paymentStateOf } from './unpaid';
