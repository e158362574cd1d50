import { paymentInstructionsRequestSchema, type PaymentInstructionsRequest } from '@sangam/contracts';
import { ruleMessage, schemaProblems } from '../messages';

/**
 * The days box as a number for the schema: empty is no deadline (null), a number as typed, and
 * text that is no number at all `undefined` (the schema would take it for "left out, kept as it was").
 */
function daysOf(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return /^[+-]?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : undefined;
}

/**
 * What "How you are paid" sends, checked by the contract's schema as the API checks it, or the
 * problems to show at its fields. The body is sent as typed: the API trims it.
 */
export function paymentInstructionsRequest(
  text: string,
  days: string,
): { body: PaymentInstructionsRequest; problems: null } | { body: null; problems: Record<string, string> } {
  const payWithinDays = daysOf(days);
  if (payWithinDays === undefined) return { body: null, problems: { pay_within_days: ruleMessage('payWithinDays') } };
  const body = { payment_instructions: text, pay_within_days: payWithinDays };
  const parsed = paymentInstructionsRequestSchema.safeParse(body);
  return parsed.success ? { body, problems: null } : { body: null, problems: schemaProblems(parsed.error.issues) };
}
