import { poojaStatusRequestSchema, type PoojaBooking, type PoojaStatusRequest } from '@sangam/contracts';
import type { FormRule } from './messages';
import { schemaRefusals } from './schema-rules';

/**
 * What the staff may do with a booking now: record its payment to the temple, mark it performed or
 * its prasad sent, or add the recording; once a paid booking is cancelled, mark its refund sent.
 */
export type BookingAction = 'paid' | 'performed' | 'prasad_sent' | 'recording' | 'refund_sent';

/** Whether the step's dialog asks for a recording link: with the pooja performed, or added later. */
export const asksRecording = (action: BookingAction) => action === 'performed' || action === 'recording';

export interface StatusStep {
  /** The state change to send; null for the payment and the refund, which have calls of their own. */
  body: PoojaStatusRequest | null;
  /** The rule the link breaks, when it does. */
  refused: FormRule | undefined;
}

/**
 * The step as sent, with the link typed checked by the contract's schema (https, not too long). Only
 * the form knows that a recording added later needs a link: performing may leave it for later.
 */
export function readStatusStep(booking: PoojaBooking, action: BookingAction, url: string): StatusStep {
  if (action === 'paid' || action === 'refund_sent') return { body: null, refused: undefined };
  const link = url.trim();
  if (action === 'recording' && !link) return { body: null, refused: 'recordingUrl' };
  const body: PoojaStatusRequest = {
    // A recording is added to the state the pooja is already in.
    status: action === 'recording' ? (booking.status as 'performed' | 'prasad_sent') : action,
    ...(asksRecording(action) && link ? { recording_url: link } : {}),
  };
  const checked = poojaStatusRequestSchema.safeParse(body);
  return { body, refused: schemaRefusals(checked.error?.issues ?? [], {}).errors.recording_url };
}
