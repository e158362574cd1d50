import { z } from './zod';
import { languagesParamSchema } from './reader-languages';
import { readerLanguage } from './translations';
import { isTimeZone } from './account-constants';
import { displayParagraphs } from './display-text';
import {
  BOOKING_LIMITS,
  BOOKING_MESSAGES,
  BOOKING_STATUSES,
  CLASS_CATEGORIES,
  CLASS_FILTER_LIMITS,
  CLASS_FILTER_MESSAGES,
  CLASS_FORMATS,
  CLASS_LEVELS,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  DAY_PART_NAMES,
  PAYMENT_PROVIDERS,
} from './classes-constants';
import { LANGUAGES } from './languages';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Use a date such as 2026-03-29.' });
const currencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { message: 'Use a currency code such as INR.' });
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
  /**
   * The class's sittings in the range that are full (issue 24), in the visitor's zone: not
   * bookable, but a person may join their waitlist (`POST /api/waitlists/`, kind `class`, target
   * `{class, start}`).
   */
  full: z.array(z.object({ start: z.string(), end: z.string() })),
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
  tutor: z.object({ username: z.string(), slug: z.string(), display_name: z.string() }),
  /** Who booked: shown to the tutor in Class Bookings. */
  learner: z.object({ username: z.string(), display_name: z.string() }),
  format: z.enum(CLASS_FORMATS),
  /** The address of an in-person class. */
  address: z.string(),
  /** The online class's link: given only once the booking is confirmed (empty otherwise). */
  meeting_url: z.string(),
  cancellation_hours: z.number(),
  start: z.string(),
  end: z.string(),
  seats: z.number(),
  price_minor: z.number(),
  currency: z.string(),
  /** Until when the seat is held at checkout (null once confirmed). */
  hold_expires_at: z.string().nullable(),
  /** Whether the money has arrived (Stripe), or the tutor marked it paid (paying the tutor directly). */
  paid: z.boolean(),
  payment_provider: z.enum(PAYMENT_PROVIDERS),
  cancel_reason: z.string(),
  /** Paid directly and still unpaid: the deadline to pay, after which the creator may release it; null when none or nothing is owed. */
  pay_by: z.string().nullable(),
  /** What comes back of what was paid, set when a paid booking is cancelled (all of it). */
  refund_minor: z.number().nullable(),
  /** When the refund went back (through Stripe, or marked sent by the tutor when paid directly); null until then. */
  refund_sent_at: z.string().nullable(),
  created_at: z.string(),
  /** Whether its learner has rated and reviewed it (possible once, after attending). */
  reviewed: z.boolean(),
  /** A new time the tutor proposed, waiting for the learner to accept it or decline (and cancel); null when none. */
  proposal: z.object({ start: z.string(), note: z.string(), proposed_at: z.string() }).nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** The page to come back to after paying (or giving up): `/<lang>/my-bookings`, `/<lang>/checkout`. */
export const checkoutRequestSchema = z.object({
  lang: z.enum(LANGUAGES, { message: 'Use one of the interface languages.' }).default('en'),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

/**
 * The answer to starting checkout: with Stripe, the address of its payment page (the same one on a
 * second call); when paying the tutor directly, or when nothing is left to pay, `checkout_url` is null
 * and the booking is already confirmed.
 */
export const checkoutAnswerSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  checkout_url: z.string().nullable(),
  booking: bookingSchema,
});
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>;

/**
 * How a booking of any kind is paid (`GET /api/<kind's path>/{id}/payment/`), for its checkout page
 * before and after confirming: online through the provider's page (Stripe), or `direct`ly to the
 * tutor, host, temple or organiser, as their own instructions say (empty when they have written none).
 */
export const paymentInfoSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  instructions: z.string(),
});
export type PaymentInfo = z.infer<typeof paymentInfoSchema>;

/** What the Stripe webhook answers to a genuine event (processed, replayed or ignored alike). */
export const paymentWebhookAnswerSchema = z.object({ received: z.literal(true) });

export const cancelBookingRequestSchema = z.object({
  reason: displayParagraphs()
    .max(BOOKING_LIMITS.cancelReasonMax, { message: `Use at most ${BOOKING_LIMITS.cancelReasonMax} characters.` })
    .default(''),
});

// ---- Discovery ------------------------------------------------------------------------------

export const classListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(12),
    category: z.enum(CLASS_CATEGORIES, { message: 'Choose one of the categories.' }).optional(),
    language: z.enum(LANGUAGES, { message: 'Choose one of the languages.' }).optional(),
    level: z.enum(CLASS_LEVELS, { message: 'Choose one of the levels.' }).optional(),
    format: z.enum(CLASS_FORMATS).optional(),
    /** The learner's age: classes whose age range includes it. */
    age: z.coerce.number().int().min(CLASS_FILTER_LIMITS.ageMin).max(CLASS_FILTER_LIMITS.ageMax).optional(),
    /** 'free', or a highest price in minor units of `currency` (prices in different currencies do not compare). */
    price: z.union([z.literal('free'), z.coerce.number().int().min(0).max(CLASS_FILTER_LIMITS.priceMax)]).optional(),
    currency: currencyCode.optional(),
    q: z.string().trim().max(100, { message: 'Search for at most 100 characters.' }).optional(),
    tutor: z.string().trim().max(80).optional(),
    /** A weekday (0 Sunday … 6 Saturday) and a part of the day, read in `tz` (the visitor's zone). */
    day: z.coerce.number({ message: 'Choose a day of the week.' }).int().min(0).max(6).optional(),
    time: z.enum(DAY_PART_NAMES, { message: 'Choose morning, afternoon or evening.' }).optional(),
    tz: timeZone.optional(),
    languages: languagesParamSchema,
    /** The reader's language: titles and descriptions translated into it where they are. */
    lang: readerLanguage,
  })
  .refine((q) => typeof q.price !== 'number' || q.currency !== undefined, {
    message: CLASS_FILTER_MESSAGES.priceCurrency,
    path: ['currency'],
  });
export type ClassListQuery = z.infer<typeof classListQuerySchema>;

/** The currencies classes are priced in (the free ones aside), the most used first: the price filter's groups. */
export const classCurrenciesSchema = z.object({ results: z.array(z.string()) });
export type ClassCurrencies = z.infer<typeof classCurrenciesSchema>;

export const tutorSummarySchema = z.object({
  slug: z.string(),
  username: z.string(),
  display_name: z.string(),
  photo_url: z.string(),
  /** The average of the reviews, or null before the first. */
  rating: z.number().nullable(),
  rating_count: z.number(),
  /** An editor checked who the tutor is (the Verified badge). */
  verified: z.boolean(),
});

export const classSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(CLASS_CATEGORIES),
  language: z.string(),
  level: z.enum(CLASS_LEVELS),
  age_min: z.number(),
  age_max: z.number(),
  format: z.enum(CLASS_FORMATS),
  duration_minutes: z.number(),
  capacity: z.number(),
  price_minor: z.number(),
  currency: z.string(),
  cancellation_hours: z.number(),
  tutor: tutorSummarySchema,
});
export type ClassSummary = z.infer<typeof classSummarySchema>;

/** A class's page: its summary, the address of an in-person class (the meeting link comes with a booking). */
export const classDetailSchema = classSummarySchema.extend({
  address: z.string(),
  tutor_time_zone: z.string(),
});
export type ClassDetail = z.infer<typeof classDetailSchema>;

export const tutorSchema = tutorSummarySchema.extend({
  bio: z.string(),
  languages: z.array(z.string()),
  specialities: z.array(z.string()),
  time_zone: z.string(),
  classes: z.array(classSummarySchema),
});
export type Tutor = z.infer<typeof tutorSchema>;

export const rescheduleRequestSchema = z.object({
  start: z.iso.datetime({ offset: true, message: 'Choose one of the times shown.' }),
});

/** `POST bookings/{id}/propose-time/`: the tutor proposes a new time (any free minute ahead), with a note. */
export const proposeTimeRequestSchema = z.object({
  start: z.iso.datetime({ offset: true, message: BOOKING_MESSAGES.proposalTime }),
  note: displayParagraphs()
    .max(BOOKING_LIMITS.proposalNoteMax, { message: `Use at most ${BOOKING_LIMITS.proposalNoteMax} characters.` })
    .default(''),
});
export type ProposeTimeRequest = z.input<typeof proposeTimeRequestSchema>;

// ---- Reviews ---------------------------------------------------------------------------------

const ratingMessage = { message: REVIEW_MESSAGES.rating };

/** `POST bookings/{id}/review/`: stars and an optional text, once per attended booking. */
export const reviewRequestSchema = z.object({
  rating: z
    .number(ratingMessage)
    .int(ratingMessage)
    .min(REVIEW_LIMITS.ratingMin, ratingMessage)
    .max(REVIEW_LIMITS.ratingMax, ratingMessage),
  text: displayParagraphs()
    .max(REVIEW_LIMITS.textMax, { message: REVIEW_MESSAGES.textTooLong })
    .nullish()
    .transform((text) => text ?? ''),
});
export type ReviewRequest = z.input<typeof reviewRequestSchema>;

export const reviewSchema = z.object({
  id: z.number(),
  rating: z.number(),
  text: z.string(),
  created_at: z.string(),
  learner: z.object({ username: z.string() }),
  /** The class's slug and title. */
  class: z.string(),
  class_title: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const tutorReviewsQuerySchema = z.object({
  page: z.coerce.number({ message: 'Use a page number.' }).int().min(1).max(100_000).default(1),
});
