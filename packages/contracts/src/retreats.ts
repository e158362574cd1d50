import { reviewStateSchema } from './booking-reviews';
import { z } from './zod';
import { languagesParamSchema } from './reader-languages';
import { readerLanguage } from './translations';
import { isCalendarDate } from './calendar-date';
import { displayParagraphs } from './display-text';
import { LANGUAGES } from './languages';
import { PAYMENT_PROVIDERS } from './classes-constants';
import {
  RETREAT_BOOKING_STATUSES,
  RETREAT_DATE_MODES,
  RETREAT_LIMITS,
  RETREAT_MESSAGES,
  RETREAT_SORTS,
  RETREAT_TYPES,
} from './retreats-constants';

/**
 * Retreats for guests: the list (`retreats/`, with `yoga-retreats` and `ayurveda` as type filters),
 * a retreat's page, its availability per package and night, booking a stay, the guest's bookings
 * (`retreat-bookings/`), cancelling by the refund policy, and an inquiry to the host. Checkout is
 * `POST retreat-bookings/{id}/checkout/` (payments). Dates are calendar dates of the retreat's place
 * ('YYYY-MM-DD'); a stay is [start_date, end_date): the first night and the day of leaving.
 */

const isoDate = z
  .string({ message: 'Use a date such as 2026-03-29.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Use a date such as 2026-03-29.' })
  // A real calendar day (not 2026-02-30), in years the database and the calendar both hold.
  .refine((v) => v >= '1900-01-01' && v <= '2999-12-31' && isCalendarDate(v), {
    message: 'Use a date that exists, such as 2026-03-29.',
  });
const money = z.coerce
  .number({ message: 'Use a whole number in the smallest unit of the currency (paise, cents).' })
  .int({ message: 'Use a whole number in the smallest unit of the currency (paise, cents).' })
  .min(0, { message: 'Use a price of 0 or more.' })
  .max(1_000_000_000, { message: 'Use a lower price.' });
const nights = z.coerce
  .number({ message: 'Use a number of nights from 1 to 365.' })
  .int({ message: 'Use a number of nights from 1 to 365.' })
  .min(1, { message: 'Use a number of nights from 1 to 365.' })
  .max(365, { message: 'Use a number of nights from 1 to 365.' });

export const retreatSlugParamsSchema = z.object({ slug: z.string().trim().min(1).max(100) });

// ---- The list -----------------------------------------------------------------------------------

export const retreatListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(RETREAT_LIMITS.pageSize),
    type: z.enum(RETREAT_TYPES, { message: 'Choose one of the retreat types.' }).optional(),
    /** A month ('2026-03'): a departure, or the flexible window, touches it. */
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'Use a month such as 2026-03.' })
      .optional(),
    /**
     * Retreats priced in this currency ('INR'): prices of different currencies are not comparable, so
     * a price range is asked together with its currency.
     */
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, { message: 'Use a currency code such as INR.' })
      .optional(),
    /** The price per person of the shortest stay, in the retreat's currency's minor units. */
    price_min: money.optional(),
    price_max: money.optional(),
    /** Words of the place or the country. */
    place: z.string().trim().max(RETREAT_LIMITS.queryMax, { message: 'Use at most 100 characters.' }).optional(),
    /** A language the retreat is held in. */
    language: z.enum(LANGUAGES, { message: 'Choose one of the languages.' }).optional(),
    /** Stays of this many nights or more / fewer are offered. */
    nights_min: nights.optional(),
    nights_max: nights.optional(),
    q: z.string().trim().max(RETREAT_LIMITS.queryMax, { message: 'Search for at most 100 characters.' }).optional(),
    /** soonest (the default: the next date first), price_asc, price_desc, newest. */
    sort: z.enum(RETREAT_SORTS, { message: 'Sort by soonest, price_asc, price_desc or newest.' }).default('soonest'),
    languages: languagesParamSchema,
    /** The reader's language: titles, summaries and descriptions translated into it when they are. */
    lang: readerLanguage,
  })
  .refine((q) => q.price_min === undefined || q.price_max === undefined || q.price_min <= q.price_max, {
    message: RETREAT_MESSAGES.priceOrder,
    path: ['price_max'],
  })
  .refine((q) => q.nights_min === undefined || q.nights_max === undefined || q.nights_min <= q.nights_max, {
    message: RETREAT_MESSAGES.nightsOrder,
    path: ['nights_max'],
  });
export type RetreatListQuery = z.infer<typeof retreatListQuerySchema>;

export const retreatHostSchema = z.object({
  username: z.string(),
  display_name: z.string(),
  /** The organisation's name or a line about it (the host's creator profile). */
  headline: z.string(),
  /** An editor checked who the host is (the Verified badge). */
  verified: z.boolean(),
});

export const retreatSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  type: z.enum(RETREAT_TYPES),
  content_language: z.string(),
  languages: z.array(z.string()),
  place: z.string(),
  country: z.string(),
  /** The first photo, or '' when it has none. */
  photo: z.string(),
  date_mode: z.enum(RETREAT_DATE_MODES),
  /** The first night a guest can book from now, or null when no date is open any more. */
  next_start: z.string().nullable(),
  /** The shortest and longest stays offered (departures' nights, or the flexible limits). */
  nights_min: z.number(),
  nights_max: z.number(),
  /** Per person for the shortest stay, in minor units; null when no package is offered. */
  price_from_minor: z.number().nullable(),
  currency: z.string(),
  deposit_percent: z.number(),
  /** The most guests one booking may bring. */
  max_guests_per_booking: z.number(),
  host: retreatHostSchema,
});
export type RetreatSummary = z.infer<typeof retreatSummarySchema>;

// ---- A retreat's page ---------------------------------------------------------------------------

export const retreatPackageSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  /** Per person: for the whole departure (fixed dates) or per night (flexible dates). */
  price_minor: z.number(),
  /** Guests it takes on one night. */
  capacity: z.number(),
});
export type RetreatPackage = z.infer<typeof retreatPackageSchema>;

export const retreatDepartureSchema = z.object({
  start: z.string(),
  end: z.string(),
  nights: z.number(),
  /** Places left per package for the whole departure (the fullest night's); 0 when a night is closed. */
  packages: z.array(z.object({ package_id: z.number(), guests_left: z.number() })),
});
export type RetreatDeparture = z.infer<typeof retreatDepartureSchema>;

export const refundStepSchema = z.object({ days_before: z.number(), refund_percent: z.number() });

export const retreatDetailSchema = retreatSummarySchema.extend({
  description: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  time_zone: z.string(),
  photos: z.array(z.string()),
  teachers: z.array(z.object({ name: z.string(), bio: z.string() })),
  schedule: z.array(z.object({ time: z.string(), activity: z.string() })),
  included: z.array(z.string()),
  packages: z.array(retreatPackageSchema),
  /** Fixed dates: the departures still to come, with places left per package. */
  departures: z.array(retreatDepartureSchema),
  /** Flexible dates: stays start on or after available_from and end on or before available_until. */
  available_from: z.string().nullable(),
  available_until: z.string().nullable(),
  min_nights: z.number(),
  max_nights: z.number(),
  cancellation_policy: z.array(refundStepSchema),
  host: retreatHostSchema.extend({ bio: z.string() }),
});
export type RetreatDetail = z.infer<typeof retreatDetailSchema>;

// ---- Availability -------------------------------------------------------------------------------

export const retreatAvailabilityQuerySchema = z
  .object({ from: isoDate.optional(), to: isoDate.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: RETREAT_MESSAGES.rangeOrder, path: ['to'] })
  .refine(
    (q) =>
      !q.from ||
      !q.to ||
      (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < RETREAT_LIMITS.availabilityRangeMaxDays,
    { message: RETREAT_MESSAGES.rangeTooWide, path: ['to'] },
  );

export const retreatAvailabilitySchema = z.object({
  retreat: z.string(),
  time_zone: z.string(),
  /** The nights shown, both included. */
  from: z.string(),
  to: z.string(),
  packages: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      nights: z.array(
        z.object({
          night: z.string(),
          guests_left: z.number(),
          closed: z.boolean(),
          /** Whether the retreat's dates offer this night (a departure's night, or inside the window, ahead). */
          offered: z.boolean(),
        }),
      ),
    }),
  ),
});
export type RetreatAvailability = z.infer<typeof retreatAvailabilitySchema>;

// ---- Booking ------------------------------------------------------------------------------------

export const createRetreatBookingRequestSchema = z
  .object({
    package_id: z
      .number({ message: 'Choose a package.' })
      .int({ message: 'Choose a package.' })
      .min(1, { message: 'Choose a package.' })
      .max(2_147_483_647, { message: 'Choose a package.' }),
    start_date: isoDate,
    end_date: isoDate,
    guests: z
      .number({ message: `Book for 1 to ${RETREAT_LIMITS.guestsMax} guests.` })
      .int({ message: `Book for 1 to ${RETREAT_LIMITS.guestsMax} guests.` })
      .min(1, { message: `Book for 1 to ${RETREAT_LIMITS.guestsMax} guests.` })
      .max(RETREAT_LIMITS.guestsMax, { message: `Book for 1 to ${RETREAT_LIMITS.guestsMax} guests.` }),
    /** For the host: diet, arrival time. */
    note: displayParagraphs()
      .max(RETREAT_LIMITS.noteMax, { message: `Use at most ${RETREAT_LIMITS.noteMax} characters.` })
      .default(''),
    idempotency_key: z
      .string({ message: 'Send an idempotency key with each booking attempt.' })
      .trim()
      .min(8, { message: 'Send an idempotency key with each booking attempt.' })
      .max(RETREAT_LIMITS.idempotencyKeyMax),
  })
  .refine((b) => b.end_date > b.start_date, { message: RETREAT_MESSAGES.dateOrder, path: ['end_date'] });
export type CreateRetreatBookingRequest = z.input<typeof createRetreatBookingRequestSchema>;

export const retreatBookingSchema = z.object({
  id: z.number(),
  status: z.enum(RETREAT_BOOKING_STATUSES),
  retreat: z.object({
    slug: z.string(),
    title: z.string(),
    place: z.string(),
    country: z.string(),
    address: z.string(),
    time_zone: z.string(),
  }),
  package: z.object({ id: z.number(), name: z.string() }),
  host: z.object({ username: z.string(), display_name: z.string() }),
  guest: z.object({ username: z.string(), display_name: z.string() }),
  start_date: z.string(),
  end_date: z.string(),
  nights: z.number(),
  guests: z.number(),
  total_minor: z.number(),
  /** Due at checkout; the rest (`balance_minor`) is paid to the host at the retreat. */
  deposit_minor: z.number(),
  balance_minor: z.number(),
  currency: z.string(),
  note: z.string(),
  /** Until when the nights are held at checkout (null once confirmed). */
  hold_expires_at: z.string().nullable(),
  /** Whether the deposit has been paid (online, or marked by the host). */
  paid: z.boolean(),
  payment_provider: z.enum(PAYMENT_PROVIDERS),
  /** Paid directly and still unpaid: the deadline to pay, after which the creator may release it; null when none or nothing is owed. */
  pay_by: z.string().nullable(),
  /** The policy that sets the refund of a cancellation by the guest (of the deposit paid). */
  cancellation_policy: z.array(refundStepSchema),
  refund_minor: z.number().nullable(),
  /** When the host recorded that the refund was sent back; null until then. */
  refund_sent_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancelled_by: z.string().nullable(),
  cancel_reason: z.string(),
  /** Whether its person may review it now (issue 24's verified reviews). */
  review_state: reviewStateSchema,
  created_at: z.string(),
});
export type RetreatBooking = z.infer<typeof retreatBookingSchema>;

export const retreatBookingListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  lang: readerLanguage,
});

export const cancelRetreatBookingRequestSchema = z.object({
  reason: displayParagraphs()
    .max(RETREAT_LIMITS.cancelReasonMax, { message: `Use at most ${RETREAT_LIMITS.cancelReasonMax} characters.` })
    .default(''),
});

/** The checkout answer of a retreat booking (`POST retreat-bookings/{id}/checkout/`). */
export const retreatCheckoutAnswerSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  checkout_url: z.string().nullable(),
  booking: retreatBookingSchema,
});
export type RetreatCheckoutAnswer = z.infer<typeof retreatCheckoutAnswerSchema>;

// ---- Inquiries ----------------------------------------------------------------------------------

export const retreatInquiryRequestSchema = z.object({
  message: displayParagraphs({ message: RETREAT_MESSAGES.inquiryEmpty })
    .min(1, { message: RETREAT_MESSAGES.inquiryEmpty })
    .max(RETREAT_LIMITS.inquiryMax, { message: `Use at most ${RETREAT_LIMITS.inquiryMax} characters.` }),
  preferred_start: isoDate.nullable().default(null),
  guests: z
    .number({ message: `Ask for 1 to ${RETREAT_LIMITS.guestsMax} guests.` })
    .int({ message: `Ask for 1 to ${RETREAT_LIMITS.guestsMax} guests.` })
    .min(1, { message: `Ask for 1 to ${RETREAT_LIMITS.guestsMax} guests.` })
    .max(RETREAT_LIMITS.guestsMax, { message: `Ask for 1 to ${RETREAT_LIMITS.guestsMax} guests.` })
    .default(1),
});
export type RetreatInquiryRequest = z.input<typeof retreatInquiryRequestSchema>;

export const retreatInquirySchema = z.object({
  id: z.number(),
  retreat: z.string(),
  message: z.string(),
  preferred_start: z.string().nullable(),
  guests: z.number(),
  created_at: z.string(),
});
export type RetreatInquiry = z.infer<typeof retreatInquirySchema>;
