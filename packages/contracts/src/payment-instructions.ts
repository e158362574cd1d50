import { z } from './zod';
import { TUTORING_LIMITS, TUTORING_MESSAGES } from './tutoring-constants';

/**
 * PUT /api/creators/me/payment-instructions/: how a creator asks to be paid directly, which whoever
 * booked them reads at checkout. Trimmed; empty clears them.
 */
export const paymentInstructionsRequestSchema = z.object({
  payment_instructions: z
    .string({ message: TUTORING_MESSAGES.paymentInstructionsText })
    .trim()
    .max(TUTORING_LIMITS.paymentInstructionsMax, { message: TUTORING_MESSAGES.paymentInstructionsMax }),
});
export type PaymentInstructionsRequest = z.input<typeof paymentInstructionsRequestSchema>;

/** GET and PUT /api/creators/me/payment-instructions/ */
export const paymentInstructionsSchema = z.object({ payment_instructions: z.string() });
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>;
