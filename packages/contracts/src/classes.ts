import { z } from 'zod';
import { isTimeZone } from './account-constants';
import { BOOKING_LIMITS, BOOKING_MESSAGES, BOOKING_STATUSES } from './classes-constants';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Use a date such as 2026-03-29.' });
const timeZone = z.string().max(64).refine(isTimeZone, { message: 'Use a time zone such as Asia/Kolkata.' });

export const classSlugParamsSchema = z.object({ slug: z.string().trim().min(1).max(100) });

export const slotsQuerySchema = z
  .object({ from: isoDate, to: isoDate, tz: timeZone.default('Asia/Kolkata') })
  .refine((q) => q.from <= q.to, { message: BOOKING_MESSAGES.rangeOrder, path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= BOOKING_LIMITS.slotRangeMaxDays, {
    message: BOOKING_MESSAGES.rangeTooWide,
    path: ['to'],
  });

export const slotSchema = z.object({
  /** ISO times with the visitor's offset: '2026-03-29T10:00:00+01:00'. */
  start: z.string(),
  end: z.string(),
  seats_left: z.number(),
});
export type Slot = z.infer<typeof slotSchema>;

export const slotsAnswerSchema = z.object({
  count: z.number(),
  next: z.null(),
  previous: z.null(),
  results: z.array(slotSchema),
  time_zone: z.string(),
});
export type SlotsAnswer = z.infer<typeof slotsAnswerSchema>;

export const createBookingRequestSchema = z.object({
  class: z.string({ message: 'Choose a class.' }).trim().min(1).max(100),
  start: z.iso.datetime({ offset: true, message: 'Choose one of the times shown.' }),
  idempotency_key: z
    .string({ message: 'Send an idempotency key with each booking attempt.' })
    .trim()
    .min(8)
    .max(BOOKING_LIMITS.idempotencyKeyMax),
});
export type CreateBookingRequest = z.input<typeof createBookingRequestSchema>;

export const bookingSchema = z.object({
  id: z.number(),
  status: z.enum(BOOKING_STATUSES),
  class: z.string(),
  class_title: z.string(),
  tutor: z.object({ username: z.string(), slug: z.string() }),
  start: z.string(),
  end: z.string(),
  seats: z.number(),
  price_minor: z.number(),
  currency: z.string(),
  /** Until when the seat is held at checkout (null once confirmed). */
  hold_expires_at: z.string().nullable(),
  cancel_reason: z.string(),
  created_at: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const cancelBookingRequestSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(BOOKING_LIMITS.cancelReasonMax, { message: `Use at most ${BOOKING_LIMITS.cancelReasonMax} characters.` })
    .default(''),
});
