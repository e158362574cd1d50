/**
 * Marking a booking's payment by hand (a deposit paid to the creator, a refund sent back), the same in
 * every kind that offers it: the sentences and codes of the answers when there is nothing to mark.
 */

/** The messages of marking a cancelled booking's refund as sent. */
export const REFUND_SENT_MESSAGES = {
  noRefundDue: 'Only a cancelled booking with a refund due can be marked as refunded.',
  refundAlreadySent: 'The refund of this booking is already marked as sent.',
} as const;

/** The codes of the 409 when a booking is marked paid, or its refund sent, a second time. */
export const MARKED_TWICE_ERROR_CODES = {
  alreadyPaid: 'already_paid',
  refundAlreadySent: 'refund_already_sent',
} as const;
