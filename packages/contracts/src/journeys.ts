import { reviewStateSchema } from './booking-reviews';
import { z } from './zod';
import { searchedPage } from './pagination';
import { languagesParamSchema } from './reader-languages';
import { isCalendarDate } from './calendar-date';
import { displayLine, displayParagraphs } from './display-text';
import { PAYMENT_PROVIDERS } from './classes-constants';
import {
  JOURNEY_BOOKING_STATUSES,
  JOURNEY_CANCELLED_BY,
  JOURNEY_LIMITS as L,
  JOURNEY_MESSAGES as M,
  itineraryProblems,
  type JourneyMessageKey,
} from './journeys-constants';
import { LANGUAGES } from './languages';
import { isWebAddress } from './tutoring-constants';

/**
 * Travel journeys: the catalogue (`journeys/`), interest and booking (`journeys/{slug}/interest/`,
 * `journeys/{slug}/bookings/`), the traveller's bookings (`journey-bookings/`) and the organiser's
 * area (`creators/journeys/`, `creators/journey-bookings/`).
 */

const message = (key: JourneyMessageKey) => ({ message: M[key] });
const line = (max: number, key: JourneyMessageKey) => displayLine(message(key)).max(max, message(key));
const paragraphs = (max: number, key: JourneyMessageKey) => displayParagraphs(message(key)).max(max, message(key));
const requiredLine = (max: number, missing: JourneyMessageKey, tooLong: JourneyMessageKey = missing) =>
  displayLine(message(missing)).min(1, message(missing)).max(max, message(tooLong));
const whole = (min: number, max: number, key: JourneyMessageKey) =>
  z.number(message(key)).int(message(key)).min(min, message(key)).max(max, message(key));
const queryWhole = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const calendarDate = z.string(message('date')).refine(isCalendarDate, message('date'));
const positiveId = z.coerce.number().int().min(1).max(2_147_483_647);

export const journeySlugParamsSchema = z.object({ slug: z.string().trim().min(1).max(100) });

// ---- Catalogue ----------------------------------------------------------------------------------

export const journeyListQuerySchema = z
  .object({
    page: queryWhole(1, 100_000).default(1),
    page_size: queryWhole(1, L.pageSizeMax).default(L.pageSize),
    /** One of the regions the list answer names (case does not matter). */
    region: z.string().trim().max(L.regionMax).optional(),
    /** Journeys with an open departure in this month ('2026-10'). */
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, message('month'))
      .optional(),
    /** The price per traveller ("from": the lowest of the coming departures), in minor units. */
    price_min: queryWhole(0, L.priceMax).optional(),
    price_max: queryWhole(0, L.priceMax).optional(),
    duration_min: queryWhole(L.durationMin, L.durationMax).optional(),
    duration_max: queryWhole(L.durationMin, L.durationMax).optional(),
    /** A language the journey is guided in. */
    language: z.enum(LANGUAGES, message('language')).optional(),
    q: z.string().trim().max(L.queryMax, message('queryTooLong')).optional(),
    languages: languagesParamSchema,
  })
  .refine((q) => q.price_min === undefined || q.price_max === undefined || q.price_min <= q.price_max, {
    ...message('priceRange'),
    path: ['price_max'],
  })
  .refine((q) => q.duration_min === undefined || q.duration_max === undefined || q.duration_min <= q.duration_max, {
    ...message('durationRange'),
    path: ['duration_max'],
  });
export type JourneyListQuery = z.infer<typeof journeyListQuerySchema>;

const organiserSchema = z.object({ display_name: z.string() });

export const journeySummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  region: z.string(),
  start_place: z.string(),
  duration_days: z.number(),
  /** The languages the journey is guided in; `content_language` is the one its texts are written in. */
  languages: z.array(z.string()),
  content_language: z.string(),
  /** The journey's price per traveller; a departure may have its own. */
  price_minor: z.number(),
  /** The lowest price per traveller among the coming open departures (the journey's price when none). */
  price_from_minor: z.number(),
  currency: z.string(),
  deposit_percent: z.number(),
  /** The most travellers one booking may take. */
  max_travellers_per_booking: z.number(),
  /** The first photo, or null. */
  photo: z.string().nullable(),
  /** The next open departure ('YYYY-MM-DD') and its places left, or null when none is coming. */
  next_departure: z.string().nullable(),
  next_departure_seats_left: z.number().nullable(),
  /** `verified`: an editor checked who the organiser is (the Verified badge). */
  organiser: organiserSchema.extend({ verified: z.boolean() }),
});
export type JourneySummary = z.infer<typeof journeySummarySchema>;

export const journeyListAnswerSchema = searchedPage(journeySummarySchema).extend({
  /** Every region of the published journeys, for the region filter. */
  regions: z.array(z.string()),
});
export type JourneyListAnswer = z.infer<typeof journeyListAnswerSchema>;

export const journeyItineraryDaySchema = z.object({
  day: z.number(),
  title: z.string(),
  place: z.string(),
  description: z.string(),
});
export type JourneyItineraryDay = z.infer<typeof journeyItineraryDaySchema>;

export const journeyRefundStepSchema = z.object({ days_before: z.number(), refund_percent: z.number() });

export const journeyDepartureSchema = z.object({
  id: z.number(),
  start_date: z.string(),
  /** The last day of the journey from this departure. */
  end_date: z.string(),
  capacity: z.number(),
  seats_left: z.number(),
  price_minor: z.number(),
  currency: z.string(),
});
export type JourneyDeparture = z.infer<typeof journeyDepartureSchema>;

export const journeyDetailSchema = journeySummarySchema.extend({
  description: z.string(),
  itinerary: z.array(journeyItineraryDaySchema),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
  photos: z.array(z.string()),
  /** Steps of `{ days_before, refund_percent }`, most days first (refund-policy.ts reads them). */
  cancellation_policy: z.array(journeyRefundStepSchema),
  /** The coming departures that are not closed, soonest first (a full one shows 0 places left). */
  departures: z.array(journeyDepartureSchema),
});
export type JourneyDetail = z.infer<typeof journeyDetailSchema>;

// ---- Interest -----------------------------------------------------------------------------------

export const journeyInterestRequestSchema = z.object({
  name: requiredLine(L.nameMax, 'name'),
  email: z
    .string(message('email'))
    .trim()
    .max(L.emailMax, message('email'))
    .pipe(z.email(message('email'))),
  phone: line(L.phoneMax, 'phone').default(''),
  travellers: whole(L.travellersMin, L.travellersMax, 'travellers').default(1),
  /** The departure asked about, if one. */
  departure_id: z.number(message('departureNotFound')).int().min(1).max(2_147_483_647).nullish(),
  message: paragraphs(L.messageMax, 'message').default(''),
  /** The language to answer a guest in (a signed-in person is answered in their account's language). */
  language: z.enum(LANGUAGES, message('language')).optional(),
});
export type JourneyInterestRequest = z.input<typeof journeyInterestRequestSchema>;

export const journeyInterestAnswerSchema = z.object({ id: z.number(), detail: z.string() });

// ---- Bookings -----------------------------------------------------------------------------------

export const createJourneyBookingRequestSchema = z
  .object({
    departure_id: z.number(message('departureNotFound')).int().min(1).max(2_147_483_647),
    travellers: whole(L.travellersMin, L.travellersMax, 'travellers'),
    traveller_names: z
      .array(requiredLine(L.nameMax, 'travellerName'), message('travellerNames'))
      .max(L.travellersMax, message('travellerNames')),
    idempotency_key: z
      .string(message('idempotencyKey'))
      .trim()
      .min(L.idempotencyKeyMin, message('idempotencyKey'))
      .max(L.idempotencyKeyMax, message('idempotencyKey')),
  })
  .refine((b) => b.traveller_names.length === b.travellers, {
    ...message('travellerNames'),
    path: ['traveller_names'],
  });
export type CreateJourneyBookingRequest = z.input<typeof createJourneyBookingRequestSchema>;

export const journeyBookingSchema = z.object({
  id: z.number(),
  status: z.enum(JOURNEY_BOOKING_STATUSES),
  journey: z.object({
    id: z.number(),
    slug: z.string(),
    title: z.string(),
    duration_days: z.number(),
    region: z.string(),
    start_place: z.string(),
  }),
  departure: z.object({ id: z.number(), start_date: z.string(), end_date: z.string() }),
  organiser: organiserSchema,
  /** Who booked: shown to the organiser. */
  /** Who booked; the email lets the organiser write to them about the journey. */
  traveller: z.object({ username: z.string(), display_name: z.string(), email: z.string() }),
  travellers: z.number(),
  traveller_names: z.array(z.string()),
  total_minor: z.number(),
  /** Due at checkout; the balance is settled with the organiser. */
  deposit_minor: z.number(),
  currency: z.string(),
  /** Until when the places are held at checkout (null once confirmed). */
  hold_expires_at: z.string().nullable(),
  /** Whether the deposit has arrived (Stripe), or the organiser marked it received. */
  paid: z.boolean(),
  payment_provider: z.enum(PAYMENT_PROVIDERS),
  /** Paid directly and still unpaid: the deadline to pay, after which the creator may release it; null when none or nothing is owed. */
  pay_by: z.string().nullable(),
  /** What comes back of the deposit paid, set when the booking is cancelled. */
  refund_minor: z.number().nullable(),
  /** When the organiser recorded that the refund was sent back (refunds are made by hand); null until then. */
  refund_sent_at: z.string().nullable(),
  cancelled_by: z.enum(JOURNEY_CANCELLED_BY).nullable(),
  cancel_reason: z.string(),
  cancelled_at: z.string().nullable(),
  /** The journey's policy, so the page can show what a cancellation would give back (refund-policy.ts). */
  cancellation_policy: z.array(journeyRefundStepSchema),
  /** Whether its person may review it now (issue 24's verified reviews). */
  review_state: reviewStateSchema,
  created_at: z.string(),
});
export type JourneyBooking = z.infer<typeof journeyBookingSchema>;

export const journeyBookingListSchema = z.object({ results: z.array(journeyBookingSchema) });

export const cancelJourneyBookingRequestSchema = z.object({
  reason: paragraphs(L.cancelReasonMax, 'reasonTooLong').default(''),
});

/** The organiser cancels with a reason the traveller reads. */
export const organiserCancelRequestSchema = z.object({
  reason: displayParagraphs(message('reasonRequired'))
    .min(1, message('reasonRequired'))
    .max(L.cancelReasonMax, message('reasonTooLong')),
});

// ---- The organiser's area -----------------------------------------------------------------------

const uniqueBy = <T>(values: T[], key: (v: T) => string) => {
  const seen = new Set<string>();
  return values.filter((v) => !seen.has(key(v)) && seen.add(key(v)));
};

const textList = z
  .array(line(L.listItemMax, 'listItem'), message('listTooLong'))
  .max(L.listItemsMax * 2, message('listTooLong'))
  .transform((items) => uniqueBy(items.filter(Boolean), (s) => s.toLowerCase()))
  .refine((items) => items.length <= L.listItemsMax, message('listTooLong'));

const itineraryEntry = z.object({
  day: whole(1, L.durationMax, 'itineraryDays'),
  title: requiredLine(L.dayTitleMax, 'dayTitle'),
  place: line(L.placeMax, 'placeTooLong').default(''),
  description: paragraphs(L.dayDescriptionMax, 'dayDescription').default(''),
});

const policyStep = z.object({
  days_before: whole(0, L.policyDaysMax, 'policyDays'),
  refund_percent: whole(0, 100, 'policyPercent'),
});

/** Each field of a journey as an organiser sends it; a new journey fills the defaults, an edit sends any. */
const journeyFields = {
  title: requiredLine(L.titleMax, 'titleRequired', 'titleTooLong'),
  summary: paragraphs(L.summaryMax, 'summaryTooLong'),
  description: paragraphs(L.descriptionMax, 'descriptionTooLong'),
  content_language: z.enum(LANGUAGES, message('language')),
  languages: z
    .array(z.enum(LANGUAGES, message('language')), message('language'))
    .max(LANGUAGES.length * 2, message('language'))
    .transform((codes) => uniqueBy(codes, String)),
  region: line(L.regionMax, 'regionTooLong'),
  start_place: line(L.placeMax, 'placeTooLong'),
  itinerary: z.array(itineraryEntry, message('itineraryDays')).max(L.durationMax, message('itineraryDays')),
  inclusions: textList,
  exclusions: textList,
  photos: z
    .array(
      z
        .string(message('photos'))
        .trim()
        .max(L.urlMax, message('photos'))
        .refine((v) => isWebAddress(v), message('photos')),
      message('photos'),
    )
    .max(L.photosMax, message('photos')),
  duration_days: whole(L.durationMin, L.durationMax, 'duration'),
  price_minor: whole(0, L.priceMax, 'price'),
  currency: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.string(message('currency')).regex(/^[A-Z]{3}$/, message('currency')),
  ),
  deposit_percent: whole(0, 100, 'depositPercent'),
  max_travellers_per_booking: whole(L.travellersMin, L.travellersMax, 'maxTravellersPerBooking'),
  cancellation_policy: z
    .array(policyStep, message('policyDays'))
    .max(L.policyStepsMax, message('policyTooLong'))
    .superRefine((steps, ctx) => {
      const seen = new Set<number>();
      steps.forEach((step, i) => {
        if (typeof step?.days_before !== 'number') return;
        if (seen.has(step.days_before))
          ctx.addIssue({ code: 'custom', message: M.policyRepeated, path: [i, 'days_before'] });
        seen.add(step.days_before);
      });
    })
    // Most days first: the order people read a policy in.
    .transform((steps) => [...steps].sort((a, b) => b.days_before - a.days_before)),
  published: z.boolean(message('published')),
};

/** The itinerary rule as issues on the entries it concerns. */
export function checkJourneyItinerary(
  fields: { itinerary?: unknown; duration_days?: unknown; published?: unknown },
  ctx: z.RefinementCtx,
) {
  if (!Array.isArray(fields.itinerary) || typeof fields.duration_days !== 'number') return;
  for (const problem of itineraryProblems(
    fields.itinerary as Array<{ day?: unknown }>,
    fields.duration_days,
    fields.published === true,
  )) {
    ctx.addIssue({
      code: 'custom',
      message: M[problem.key],
      path: problem.index === null ? ['itinerary'] : ['itinerary', problem.index, 'day'],
    });
  }
}

export const createJourneyRequestSchema = z
  .object({
    ...journeyFields,
    summary: journeyFields.summary.default(''),
    description: journeyFields.description.default(''),
    content_language: journeyFields.content_language.default('en'),
    languages: journeyFields.languages.default([]),
    region: journeyFields.region.default(''),
    start_place: journeyFields.start_place.default(''),
    itinerary: journeyFields.itinerary.default([]),
    inclusions: journeyFields.inclusions.default([]),
    exclusions: journeyFields.exclusions.default([]),
    photos: journeyFields.photos.default([]),
    currency: journeyFields.currency.default('INR'),
    deposit_percent: journeyFields.deposit_percent.default(25),
    max_travellers_per_booking: journeyFields.max_travellers_per_booking.default(L.travellersPerBookingDefault),
    cancellation_policy: journeyFields.cancellation_policy.default([]),
    published: journeyFields.published.default(false),
  })
  // Checked even when other fields failed, so every message comes at once.
  .superRefine((j, ctx) => checkJourneyItinerary(j, ctx), {
    when: ({ value }) => typeof value === 'object' && value !== null,
  });
export type CreateJourneyRequest = z.input<typeof createJourneyRequestSchema>;
export type JourneyFields = z.output<typeof createJourneyRequestSchema>;

/** An edit: any of the fields; the itinerary rule is checked on the result. */
export const updateJourneyRequestSchema = z.object(
  Object.fromEntries(Object.entries(journeyFields).map(([k, v]) => [k, v.optional()])) as {
    [K in keyof typeof journeyFields]: z.ZodOptional<(typeof journeyFields)[K]>;
  },
);
export type UpdateJourneyRequest = z.input<typeof updateJourneyRequestSchema>;

export const journeyIdParamsSchema = z.object({ id: positiveId });

export const creatorJourneySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  description: z.string(),
  content_language: z.string(),
  languages: z.array(z.string()),
  region: z.string(),
  start_place: z.string(),
  itinerary: z.array(journeyItineraryDaySchema),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
  photos: z.array(z.string()),
  duration_days: z.number(),
  price_minor: z.number(),
  currency: z.string(),
  deposit_percent: z.number(),
  max_travellers_per_booking: z.number(),
  cancellation_policy: z.array(journeyRefundStepSchema),
  published: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The coming departures, the places taken on them, the live bookings and the interest received. */
  upcoming: z.object({
    departures: z.number(),
    seats_taken: z.number(),
    bookings: z.number(),
    interests: z.number(),
  }),
});
export type CreatorJourney = z.infer<typeof creatorJourneySchema>;

export const creatorJourneyListSchema = z.object({
  count: z.number(),
  next: z.null(),
  previous: z.null(),
  results: z.array(creatorJourneySchema),
});

export const creatorDepartureSchema = z.object({
  id: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  capacity: z.number(),
  seats_taken: z.number(),
  seats_left: z.number(),
  /** Null: the journey's price. */
  price_minor: z.number().nullable(),
  closed: z.boolean(),
  /** Departed already (on or before today). */
  past: z.boolean(),
  /** Bookings held or confirmed on it. */
  bookings: z.number(),
});
export type CreatorDeparture = z.infer<typeof creatorDepartureSchema>;

export const creatorDepartureListSchema = z.object({ results: z.array(creatorDepartureSchema) });

/**
 * The whole set of departures: an entry with an id changes that departure, one without adds a new
 * date; a departure left out is deleted, or closed when it has bookings (their history stays).
 */
export const departuresRequestSchema = z.object({
  departures: z
    .array(
      z.object({
        id: positiveId.optional(),
        start_date: calendarDate,
        capacity: whole(L.capacityMin, L.capacityMax, 'capacity'),
        price_minor: whole(0, L.priceMax, 'price').nullish(),
        closed: z.boolean(message('published')).default(false),
      }),
      message('tooManyDepartures'),
    )
    .max(L.departuresMax, message('tooManyDepartures'))
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((d, i) => {
        if (typeof d?.start_date !== 'string') return;
        if (seen.has(d.start_date)) ctx.addIssue({ code: 'custom', message: M.dateRepeated, path: [i, 'start_date'] });
        seen.add(d.start_date);
      });
    }),
});
export type DeparturesRequest = z.input<typeof departuresRequestSchema>;

export const creatorJourneyBookingsQuerySchema = z.object({
  page: queryWhole(1, 100_000).default(1),
  page_size: queryWhole(1, L.pageSizeMax).default(L.pageSize * 2),
  journey: positiveId.optional(),
  status: z.enum(JOURNEY_BOOKING_STATUSES).optional(),
});

export const journeyInterestSchema = z.object({
  id: z.number(),
  journey: z.object({ id: z.number(), slug: z.string(), title: z.string() }),
  departure: z.object({ id: z.number(), start_date: z.string() }).nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  travellers: z.number(),
  message: z.string(),
  /** Sent by a signed-in person (else a guest). */
  signed_in: z.boolean(),
  created_at: z.string(),
});
export type JourneyInterest = z.infer<typeof journeyInterestSchema>;

export const journeyInterestsQuerySchema = z.object({
  page: queryWhole(1, 100_000).default(1),
  page_size: queryWhole(1, L.pageSizeMax).default(L.pageSize * 2),
  journey: positiveId.optional(),
});
