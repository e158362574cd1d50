import { z } from './zod';
import { WAITLIST_KINDS, WAITLIST_MESSAGES, WAITLIST_STATES } from './waitlists-constants';

/**
 * `POST /api/waitlists/`: what to wait for. `target` names it in the kind's own terms; for a journey
 * `{departure_id}` (each kind's shape is checked by the kind).
 */
export const joinWaitlistRequestSchema = z.object({
  kind: z.enum(WAITLIST_KINDS, { message: WAITLIST_MESSAGES.kind }),
  target: z.record(z.string(), z.unknown(), { message: WAITLIST_MESSAGES.target }),
  seats: z
    .number({ message: WAITLIST_MESSAGES.seats })
    .int({ message: WAITLIST_MESSAGES.seats })
    .min(1, { message: WAITLIST_MESSAGES.seats })
    .max(50, { message: WAITLIST_MESSAGES.seats }),
});
export type JoinWaitlistRequest = z.input<typeof joinWaitlistRequestSchema>;

/** A person's place on a waitlist, with the held booking they were offered (and until when). */
export const waitlistEntrySchema = z.object({
  id: z.number(),
  kind: z.enum(WAITLIST_KINDS),
  target: z.record(z.string(), z.unknown()),
  /** What is waited for, as a person reads it: the journey's title and the departure's day. */
  title: z.string(),
  starts_on: z.string(),
  seats: z.number(),
  state: z.enum(WAITLIST_STATES),
  /** People before this one, while waiting. */
  ahead: z.number().nullable(),
  /** The held booking offered, to be paid at checkout before `offer_expires_at`. */
  booking_id: z.number().nullable(),
  offer_expires_at: z.string().nullable(),
  created_at: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const waitlistEntryListSchema = z.object({ results: z.array(waitlistEntrySchema) });
