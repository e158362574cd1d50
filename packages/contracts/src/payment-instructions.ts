import { z } from './zod';
import { TUTORING_LIMITS, TUTORING_MESSAGES } from './tutoring-constants';

/**
 * PUT /api/creators/me/payment-instructions/: how a creator asks to be paid directly, which whoever
 * booked them reads at checkout. Trimmed; empty clears them. `pay_within_days` is the deadline to pay
 * them after booking (issue 24): omitted it stays as it was, null clears it (no deadline).
 */
export const paymentInstructionsRequestSchema = z.object({
  payment_instructions: z
    .string({ message: TUTORING_MESSAGES.paymentInstructionsText })
    .trim()
    .max(TUTORING_LIMITS.paymentInstructionsMax, { message: TUTORING_MESSAGES.paymentInstructionsMax }),
  pay_within_days: z
    .number({ message: TUTORING_MESSAGES.payWithinDays })
    .int({ message: TUTORING_MESSAGES.payWithinDays })
    .min(TUTORING_LIMITS.payWithinDaysMin, { message: TUTORING_MESSAGES.payWithinDays })
    .max(TUTORING_LIMITS.payWithinDaysMax, { message: TUTORING_MESSAGES.payWithinDays })
    .nullable()
    .optional(),
});
export type PaymentInstructionsRequest = z.input<typeof paymentInstructionsRequestSchema>;

/** GET and PUT /api/creators/me/payment-instructions/ */
export const paymentInstructionsSchema = z.object({
  payment_instructions: z.string(),
  /** Days to pay after booking, after which the creator may release an unpaid booking; null for no deadline. */
  pay_within_days: z.number().nullable(),
});
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>;
