import { reviewStateSchema } from './booking-reviews';
import { z } from './zod';
import { languagesParamSchema } from './reader-languages';
import { isCalendarDate } from './calendar-date';
import { isTimeZone } from './account-constants';
import {
  NAKSHATRAS,
  POOJA_BOOKING_STATUSES,
  POOJA_LIMITS as L,
  POOJA_MESSAGES as M,
  POOJA_SORTS,
  POOJA_STAFF_STATUSES,
  TEMPLE_CLOCK,
  YOUTUBE_VIDEO_ID,
  isPhone,
  isPostalCode,
} from './poojas-constants';
import { PAYMENT_PROVIDERS } from './classes-constants';
import { displayLine, displayParagraphs } from './display-text';
import { originalText, readerLanguage, storedTranslationsSchema, translationsRequestSchema } from './translations';

/**
 * Temples, poojas, pooja bookings and darshan: `temples/`, `poojas/`, `pooja-bookings/`, `darshan/`,
 * and the temple staff's `creators/temples/`, `creators/poojas/`, `creators/pooja-bookings/`.
 */

type MessageKey = {
  [K in keyof typeof M]: (typeof M)[K] extends string ? K : never;
}[keyof typeof M];

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const text = (max: number, key: MessageKey) => displayLine({ message: M[key] }).max(max, { message: M[key] });
const paragraphs = (max: number, key: MessageKey) =>
  displayParagraphs({ message: M[key] }).max(max, { message: M[key] });
const required = (max: number, key: MessageKey, tooLong: MessageKey = key) =>
  displayLine({ message: M[key] }).min(1, { message: M[key] }).max(max, { message: M[tooLong] });
const whole = (min: number, max: number, key: MessageKey) =>
  z.number({ message: M[key] }).int({ message: M[key] }).min(min, { message: M[key] }).max(max, { message: M[key] });
const isoDate = z.string({ message: M.day }).refine(isCalendarDate, { message: M.day });
const timeZone = z.string({ message: M.timeZone }).max(64, { message: M.timeZone }).refine(isTimeZone, {
  message: M.timeZone,
});
const slug = z.string().trim().min(1).max(100);
const listText = z
  .string()
  .trim()
  .max(L.queryMax, { message: `Search for at most ${L.queryMax} characters.` });
const page = z.coerce.number({ message: 'Use a page number.' }).int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(L.pageSize);
const price = z.coerce
  .number({ message: M.price })
  .int({ message: M.price })
  .min(0, { message: M.price })
  .max(L.priceMax, {
    message: M.price,
  });
const httpsUrl = z.preprocess(
  trimmed,
  z
    .string({ message: M.recordingUrl })
    .max(L.urlMax, { message: M.max300 })
    .refine(
      (v) => {
        try {
          const url = new URL(v);
          return url.protocol === 'https:' && !!url.host;
        } catch {
          return false;
        }
      },
      { message: M.recordingUrl },
    ),
);

export const templeSlugParamsSchema = z.object({ slug });
export const poojaSlugParamsSchema = z.object({ slug });

// ---- Temples -------------------------------------------------------------------------------------

const lang = readerLanguage;
const original = originalText;

export const templeTimingSchema = z.object({
  label: z.string(),
  opens: z.string(),
  closes: z.string(),
  label_original: original,
});
export const aartiSchema = z.object({ name: z.string(), time: z.string(), name_original: original });
export const darshanVideoSchema = z.object({ youtube_id: z.string(), title: z.string(), live: z.boolean() });

export const templeListQuerySchema = z.object({
  page,
  page_size: pageSize,
  /** The deity, as written by the temple (case does not matter). */
  deity: listText.optional(),
  /** A town, region or country. */
  place: listText.optional(),
  q: listText.optional(),
  lang,
});
export type TempleListQuery = z.infer<typeof templeListQuerySchema>;

export const templeSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  name_original: original,
  deity: z.string(),
  place: z.string(),
  place_original: original,
  region: z.string(),
  region_original: original,
  country: z.string(),
  /** The first photo, or '' when there is none. */
  photo: z.string(),
  time_zone: z.string(),
  content_language: z.string(),
  pooja_count: z.number(),
  /** The lowest price of its poojas (null without any), in `currency`. */
  lowest_price_minor: z.number().nullable(),
  currency: z.string().nullable(),
  /** An editor checked the temple's staff account and its registration (the Verified badge). */
  verified: z.boolean(),
});
export type TempleSummary = z.infer<typeof templeSummarySchema>;

export const poojaSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  name_original: original,
  purpose: z.string(),
  price_minor: z.number(),
  currency: z.string(),
  prasad_available: z.boolean(),
  prasad_price_minor: z.number(),
  notice_days: z.number(),
  daily_limit: z.number(),
  temple: z.object({
    slug: z.string(),
    name: z.string(),
    name_original: original,
    deity: z.string(),
    place: z.string(),
    place_original: original,
    photo: z.string(),
    time_zone: z.string(),
    verified: z.boolean(),
  }),
});
export type PoojaSummary = z.infer<typeof poojaSummarySchema>;

export const templeDetailSchema = templeSummarySchema.extend({
  description: z.string(),
  address: z.string(),
  /** Map coordinates, or null when the temple has none. */
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  photos: z.array(z.string()),
  /** Opening hours, local times in the temple's zone. */
  timings: z.array(templeTimingSchema),
  /** Aarti times, local in the temple's zone (darshan/ shows them in the visitor's). */
  aartis: z.array(aartiSchema),
  darshan_videos: z.array(darshanVideoSchema),
  poojas: z.array(poojaSummarySchema),
});
export type TempleDetail = z.infer<typeof templeDetailSchema>;

// ---- Poojas --------------------------------------------------------------------------------------

export const poojaListQuerySchema = z
  .object({
    page,
    page_size: pageSize,
    /** A temple's slug. */
    temple: listText.optional(),
    deity: listText.optional(),
    /** The temple's town, region or country (as for temples). */
    place: listText.optional(),
    /** Words of the purpose (health, marriage, peace…). */
    purpose: listText.optional(),
    q: listText.optional(),
    lang,
    /** Prices in minor units, both ends included. */
    price_min: price.optional(),
    price_max: price.optional(),
    sort: z.enum(POOJA_SORTS, { message: 'Sort by featured, price_asc, price_desc or name.' }).default('featured'),
    languages: languagesParamSchema,
  })
  .refine((q) => q.price_min === undefined || q.price_max === undefined || q.price_min <= q.price_max, {
    message: M.priceRange,
    path: ['price_max'],
  });
export type PoojaListQuery = z.infer<typeof poojaListQuerySchema>;

export const offeringSchema = z.object({ id: z.string(), name: z.string(), price_minor: z.number() });
export type PoojaOffering = z.infer<typeof offeringSchema>;

export const poojaDaySchema = z.object({
  /** A date of the temple's calendar. */
  day: z.string(),
  /** Places left of the daily limit (0 when full). */
  places_left: z.number(),
  /** Whether it can be booked now: within notice and horizon, and not full. */
  bookable: z.boolean(),
  /** Why not: 'notice' (too soon), 'horizon' (too far), 'full', or null when bookable. */
  reason: z.enum(['notice', 'horizon', 'full']).nullable(),
});
export type PoojaDay = z.infer<typeof poojaDaySchema>;

export const poojaDetailSchema = poojaSummarySchema.extend({
  description: z.string(),
  offerings: z.array(offeringSchema),
  horizon_days: z.number(),
  /** The next days that can be booked, soonest first. */
  next_bookable_days: z.array(poojaDaySchema),
});
export type PoojaDetail = z.infer<typeof poojaDetailSchema>;

export const poojaDaysQuerySchema = z
  .object({ from: isoDate, to: isoDate })
  .refine((q) => q.from <= q.to, { message: M.rangeOrder, path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < L.daysRangeMax, {
    message: M.rangeTooWide,
    path: ['to'],
  });

export const poojaDaysAnswerSchema = z.object({
  count: z.number(),
  next: z.null(),
  previous: z.null(),
  results: z.array(poojaDaySchema),
  /** The temple's zone: days are the temple's. */
  time_zone: z.string(),
  /** The first and last days that may be booked now (notice and horizon, before counting places). */
  earliest: z.string(),
  latest: z.string(),
});
export type PoojaDaysAnswer = z.infer<typeof poojaDaysAnswerSchema>;

// ---- Bookings ------------------------------------------------------------------------------------

export const prasadAddressRequestSchema = z
  .object({
    name: required(L.addressPartMax, 'addressName', 'addressTooLong'),
    line1: required(L.addressLineMax, 'addressLine', 'addressTooLong'),
    line2: text(L.addressLineMax, 'addressTooLong').default(''),
    city: required(L.addressPartMax, 'addressCity', 'addressTooLong'),
    state: text(L.addressPartMax, 'addressTooLong').default(''),
    postal_code: required(20, 'postalCode'),
    country: required(60, 'addressCountry', 'addressTooLong').default('India'),
    phone: required(30, 'phone'),
  })
  .superRefine((a, ctx) => {
    if (typeof a?.country !== 'string') return;
    if (typeof a.postal_code === 'string' && !isPostalCode(a.postal_code, a.country))
      ctx.addIssue({ code: 'custom', message: M.postalCode, path: ['postal_code'] });
    if (typeof a.phone === 'string' && !isPhone(a.phone, a.country))
      ctx.addIssue({ code: 'custom', message: M.phone, path: ['phone'] });
  });
export type PrasadAddressRequest = z.input<typeof prasadAddressRequestSchema>;

export const createPoojaBookingRequestSchema = z
  .object({
    day: isoDate,
    devotee_name: required(L.devoteeNameMax, 'devoteeName', 'devoteeNameTooLong'),
    gotra: text(L.gotraMax, 'gotra').default(''),
    /** One of the 27 nakshatras, or left out. */
    nakshatra: z
      .union([z.enum(NAKSHATRAS), z.literal('')], { message: M.nakshatra })
      .nullish()
      .transform((v) => v ?? ''),
    sankalp: paragraphs(L.sankalpMax, 'sankalp').default(''),
    offering_ids: z
      .array(
        z.string({ message: M.offering }).trim().min(1, { message: M.offering }).max(40, { message: M.offering }),
        {
          message: M.offering,
        },
      )
      .max(L.offeringsMax, { message: M.tooManyOfferings })
      .default([])
      .refine((ids) => new Set(ids).size === ids.length, { message: M.offeringsRepeated }),
    prasad: z.boolean({ message: M.prasad }).default(false),
    /** Required when `prasad` is true; ignored otherwise. */
    prasad_address: prasadAddressRequestSchema.nullish(),
    idempotency_key: z
      .string({ message: M.idempotencyKey })
      .trim()
      .min(L.idempotencyKeyMin, { message: M.idempotencyKey })
      .max(L.idempotencyKeyMax, { message: M.idempotencyKey }),
  })
  .superRefine((b, ctx) => {
    if (b?.prasad === true && !b.prasad_address)
      ctx.addIssue({ code: 'custom', message: M.prasadAddressRequired, path: ['prasad_address'] });
  });
export type CreatePoojaBookingRequest = z.input<typeof createPoojaBookingRequestSchema>;
export type PoojaBookingFields = z.output<typeof createPoojaBookingRequestSchema>;

export const prasadAddressSchema = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country: z.string(),
  phone: z.string(),
});

export const poojaBookingSchema = z.object({
  id: z.number(),
  status: z.enum(POOJA_BOOKING_STATUSES),
  /** Names in the reader's language (`?lang=`), a transliterated one with its original beside it. */
  pooja: z.object({ slug: z.string(), name: z.string(), name_original: original }),
  temple: z.object({
    id: z.number(),
    slug: z.string(),
    name: z.string(),
    name_original: original,
    time_zone: z.string(),
  }),
  /** The day it is performed, in the temple's calendar. */
  day: z.string(),
  devotee_name: z.string(),
  gotra: z.string(),
  nakshatra: z.string(),
  sankalp: z.string(),
  /** The offerings chosen, at the prices when booked. */
  offerings: z.array(offeringSchema),
  prasad: z.boolean(),
  prasad_address: prasadAddressSchema.nullable(),
  /** The pooja's price, the offerings and the prasad's posting, as booked. */
  total_minor: z.number(),
  currency: z.string(),
  /** Until when the place is held at checkout (null once booked). */
  hold_expires_at: z.string().nullable(),
  paid: z.boolean(),
  payment_provider: z.enum(PAYMENT_PROVIDERS),
  /** Paid directly and still unpaid: the deadline to pay, after which the creator may release it; null when none or nothing is owed. */
  pay_by: z.string().nullable(),
  /** The temple's recording, once it adds one. */
  recording_url: z.string(),
  performed_at: z.string().nullable(),
  prasad_sent_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string(),
  /** What comes back after a paid pooja was cancelled (all it cost), in minor units; null otherwise. */
  refund_minor: z.number().nullable(),
  /** When the temple recorded that the refund was sent back (refunds are made by hand); null until then. */
  refund_sent_at: z.string().nullable(),
  /** Whether the devotee may still cancel it (held or booked, and at least a day before). */
  cancellable: z.boolean(),
  /** Whether its person may review it now (issue 24's verified reviews). */
  review_state: reviewStateSchema,
  created_at: z.string(),
  /** Who booked: shown to the temple's staff. */
  devotee: z.object({ username: z.string(), display_name: z.string() }),
});
export type PoojaBooking = z.infer<typeof poojaBookingSchema>;

export const poojaBookingListSchema = z.object({
  count: z.number(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(poojaBookingSchema),
});

export const myPoojaBookingsQuerySchema = z.object({ page, page_size: pageSize, lang });

export const cancelPoojaBookingRequestSchema = z.object({
  reason: displayParagraphs()
    .max(L.cancelReasonMax, { message: `Use at most ${L.cancelReasonMax} characters.` })
    .default(''),
});

// ---- Darshan -------------------------------------------------------------------------------------

export const darshanQuerySchema = z.object({ tz: timeZone.default('Asia/Kolkata'), lang });

export const aartiTimeSchema = z.object({
  name: z.string(),
  name_original: original,
  /** The time on the temple's own clock ('06:00'). */
  temple_time: z.string(),
  /** The instant in the visitor's zone, with its offset ('2026-03-29T01:30:00+01:00'). */
  start: z.string(),
  /** The time on the visitor's clock ('01:30'). */
  time: z.string(),
});
export type AartiTime = z.infer<typeof aartiTimeSchema>;

export const darshanAnswerSchema = z.object({
  time_zone: z.string(),
  /** The visitor's today. */
  date: z.string(),
  results: z.array(
    z.object({
      temple: z.object({
        slug: z.string(),
        name: z.string(),
        name_original: original,
        deity: z.string(),
        place: z.string(),
        place_original: original,
        photo: z.string(),
        time_zone: z.string(),
      }),
      videos: z.array(darshanVideoSchema),
      /** Whether one of its videos is a live stream. */
      live: z.boolean(),
      /** Its aartis that fall on the visitor's today, in the visitor's zone, in order. */
      aartis: z.array(aartiTimeSchema),
      /** The next aarti from now (today or tomorrow), or null when the temple lists none. */
      next_aarti: aartiTimeSchema.nullable(),
    }),
  ),
});
export type DarshanAnswer = z.infer<typeof darshanAnswerSchema>;

// ---- Temple staff --------------------------------------------------------------------------------

const clock = z.string({ message: M.clock }).regex(TEMPLE_CLOCK, { message: M.clock });

export const templeUpdateRequestSchema = z.object({
  description: paragraphs(L.descriptionMax, 'max4000').optional(),
  timings: z
    .array(
      z
        .object({ label: required(L.labelMax, 'label', 'max60'), opens: clock, closes: clock })
        .refine((t) => typeof t.opens !== 'string' || typeof t.closes !== 'string' || t.opens < t.closes, {
          message: M.closesAfterOpens,
          path: ['closes'],
        }),
      { message: M.clock },
    )
    .max(L.timingsMax, { message: M.tooManyTimings })
    .optional(),
  aartis: z
    .array(z.object({ name: required(L.labelMax, 'label', 'max60'), time: clock }), { message: M.clock })
    .max(L.aartisMax, { message: M.tooManyAartis })
    .optional(),
  darshan_videos: z
    .array(
      z.object({
        youtube_id: z.string({ message: M.youtubeId }).trim().regex(YOUTUBE_VIDEO_ID, { message: M.youtubeId }),
        title: text(L.videoTitleMax, 'max120').default(''),
        live: z.boolean({ message: M.published }).default(false),
      }),
      { message: M.youtubeId },
    )
    .max(L.videosMax, { message: M.tooManyVideos })
    .optional(),
  /** Name, description, place, region, timings' labels and aartis' names in other languages. */
  translations: translationsRequestSchema('temple').optional(),
});
export type TempleUpdateRequest = z.input<typeof templeUpdateRequestSchema>;

export const creatorPoojaSchema = z.object({
  id: z.number(),
  slug: z.string(),
  temple_id: z.number(),
  name: z.string(),
  purpose: z.string(),
  description: z.string(),
  price_minor: z.number(),
  currency: z.string(),
  offerings: z.array(offeringSchema),
  prasad_available: z.boolean(),
  prasad_price_minor: z.number(),
  daily_limit: z.number(),
  notice_days: z.number(),
  position: z.number(),
  published: z.boolean(),
  /** The coming day with the most bookings: the daily limit cannot go below it. */
  most_booked_coming_day: z.number(),
  /** Booked (or held) from the temple's today on. */
  coming_bookings: z.number(),
  /** What staff entered per language (name, purpose, description; the fields above are the originals). */
  translations: storedTranslationsSchema,
});
export type CreatorPooja = z.infer<typeof creatorPoojaSchema>;

export const creatorPoojaListSchema = z.object({
  count: z.number(),
  next: z.null(),
  previous: z.null(),
  results: z.array(creatorPoojaSchema),
});

export const creatorTempleSchema = templeDetailSchema.omit({ poojas: true }).extend({
  published: z.boolean(),
  /** What staff entered per language (the page's texts above are the originals). */
  translations: storedTranslationsSchema,
  poojas: z.array(creatorPoojaSchema),
});
export type CreatorTemple = z.infer<typeof creatorTempleSchema>;

export const creatorTempleListSchema = z.object({
  count: z.number(),
  next: z.null(),
  previous: z.null(),
  results: z.array(creatorTempleSchema),
});

const offeringRequestSchema = z.object({
  /** An offering's id, to keep it (bookings name it); left out for a new offering. */
  id: z
    .string({ message: M.offering })
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/, { message: M.offering })
    .optional(),
  name: required(L.offeringNameMax, 'offeringName', 'max100'),
  price_minor: whole(0, L.priceMax, 'price'),
});

const poojaFields = {
  name: required(L.nameMax, 'name', 'max140'),
  purpose: text(L.purposeMax, 'max300'),
  description: paragraphs(L.descriptionMax, 'max4000'),
  price_minor: whole(0, L.priceMax, 'price'),
  currency: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.string({ message: M.currency }).regex(/^[A-Z]{3}$/, { message: M.currency }),
  ),
  offerings: z
    .array(offeringRequestSchema, { message: M.offering })
    .max(L.offeringsMax, { message: M.tooManyOfferings })
    .refine(
      (items) => {
        const ids = items.flatMap((o) => (typeof o?.id === 'string' ? [o.id] : []));
        return new Set(ids).size === ids.length;
      },
      { message: M.offeringIdRepeated },
    ),
  prasad_available: z.boolean({ message: M.prasad }),
  prasad_price_minor: whole(0, L.priceMax, 'price'),
  daily_limit: whole(L.dailyLimitMin, L.dailyLimitMax, 'dailyLimit'),
  notice_days: whole(0, L.noticeDaysMax, 'noticeDays'),
  position: whole(0, 1000, 'position'),
  published: z.boolean({ message: M.published }),
};

export const createPoojaRequestSchema = z.object({
  ...poojaFields,
  purpose: poojaFields.purpose.default(''),
  description: poojaFields.description.default(''),
  currency: poojaFields.currency.default('INR'),
  offerings: poojaFields.offerings.default([]),
  prasad_available: poojaFields.prasad_available.default(true),
  prasad_price_minor: poojaFields.prasad_price_minor.default(0),
  daily_limit: poojaFields.daily_limit.default(20),
  notice_days: poojaFields.notice_days.default(1),
  position: poojaFields.position.default(0),
  published: poojaFields.published.default(true),
  /** Name, purpose and description in other languages (one in the temple's language is not kept). */
  translations: translationsRequestSchema('pooja').optional(),
});
export type CreatePoojaRequest = z.input<typeof createPoojaRequestSchema>;
export type PoojaFields = z.output<typeof createPoojaRequestSchema>;

export const updatePoojaRequestSchema = z
  .object(
    Object.fromEntries(Object.entries(poojaFields).map(([k, v]) => [k, v.optional()])) as {
      [K in keyof typeof poojaFields]: z.ZodOptional<(typeof poojaFields)[K]>;
    },
  )
  .extend({
    /** Name, purpose and description in other languages (each language given replaces that language's). */
    translations: translationsRequestSchema('pooja').optional(),
  });
export type UpdatePoojaRequest = z.input<typeof updatePoojaRequestSchema>;

export const creatorPoojaBookingsQuerySchema = z.object({
  page,
  page_size: pageSize,
  day: isoDate.optional(),
  status: z.enum(POOJA_BOOKING_STATUSES, { message: 'Choose one of the booking states.' }).optional(),
  /** One of the caller's temples, by id. */
  temple: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  /** One of the caller's poojas, by id. */
  pooja: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  /** The staff's page language: poojas and temples named in it where translated (issue 21). */
  lang,
});
export type CreatorPoojaBookingsQuery = z.infer<typeof creatorPoojaBookingsQuerySchema>;

export const poojaStatusRequestSchema = z.object({
  status: z.enum(POOJA_STAFF_STATUSES, { message: 'Choose performed or prasad_sent.' }),
  /** The recording of the pooja (https), given with `performed` or added later by the same call. */
  recording_url: httpsUrl.optional(),
});
export type PoojaStatusRequest = z.input<typeof poojaStatusRequestSchema>;
