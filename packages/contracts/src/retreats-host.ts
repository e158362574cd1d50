import { z } from './zod';
import { isTimeZone } from './account-constants';
import { isCalendarDate } from './calendar-date';
import { displayLine, displayParagraphs } from './display-text';
import { LANGUAGES } from './languages';
import { RETREAT_BOOKING_STATUSES, RETREAT_DATE_MODES, RETREAT_LIMITS, RETREAT_TYPES } from './retreats-constants';
import {
  RETREAT_HOST_LIMITS as L,
  RETREAT_HOST_MESSAGES as M,
  SCHEDULE_TIME,
  refundPolicyProblems,
  retreatRuleProblems,
  type RetreatHostMessageKey,
} from './retreats-host-constants';
import { isWebAddress } from './tutoring-constants';
import { readerLanguage, storedTranslationsSchema, translationsRequestSchema } from './translations';

/**
 * The retreat representative's area: `creators/retreat-profile/`, `creators/retreats/…`,
 * `creators/retreat-bookings/{id}/…`, and the guest's side of a booking's messages
 * (`retreat-bookings/{id}/messages/`).
 */

const text = (max: number, key: RetreatHostMessageKey) =>
  displayLine({ message: M[key] }).max(max, { message: M[key] });
const paragraphs = (max: number, key: RetreatHostMessageKey) =>
  displayParagraphs({ message: M[key] }).max(max, { message: M[key] });
const required = (
  max: number,
  missing: RetreatHostMessageKey,
  tooLong: RetreatHostMessageKey,
  kind: typeof displayLine = displayLine,
) => kind({ message: M[missing] }).min(1, { message: M[missing] }).max(max, { message: M[tooLong] });
const whole = (min: number, max: number, key: RetreatHostMessageKey) =>
  z.number({ message: M[key] }).int({ message: M[key] }).min(min, { message: M[key] }).max(max, { message: M[key] });
/** A real calendar date written 'YYYY-MM-DD' (refines run even when the pattern failed: guard both). */
const isoDate = z.string({ message: M.date }).refine(isCalendarDate, { message: M.date });
const timeZone = z.string({ message: M.timeZone }).max(64, { message: M.timeZone }).refine(isTimeZone, {
  message: M.timeZone,
});
/** Each once, in the order first given. */
const unique = <T>(values: T[], key: (v: T) => string = String) => {
  const seen = new Set<string>();
  return values.filter((v) => !seen.has(key(v)) && seen.add(key(v)));
};

/** Today's date ('YYYY-MM-DD') in a zone: departures and nights are calendar dates of the retreat's place. */
export function retreatToday(zone: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: isTimeZone(zone) ? zone : 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export const hostRetreatIdParamsSchema = z.object({
  id: z.coerce.number({ message: 'Use a whole number.' }).int().min(1).max(2_147_483_647),
});

// ---- Profile ------------------------------------------------------------------------------------

export const retreatProfileRequestSchema = z.object({
  /** The account's name everywhere (the person or the organisation). */
  display_name: text(L.displayNameMax, 'max80').default(''),
  /** The organisation's name or a one-line headline, shown under the name on retreat pages. */
  headline: text(L.headlineMax, 'max140').default(''),
  bio: paragraphs(L.bioMax, 'max2000').default(''),
});
export type RetreatProfileRequest = z.input<typeof retreatProfileRequestSchema>;

export const retreatProfileSchema = z.object({
  username: z.string(),
  display_name: z.string(),
  headline: z.string(),
  bio: z.string(),
  retreats: z.number(),
  published_retreats: z.number(),
  /** Temples the account looks after as staff (every temple for an administrator). */
  temples: z.number(),
  /** Journeys the account organises, and how many of them are published. */
  journeys: z.number(),
  published_journeys: z.number(),
});
export type RetreatProfile = z.infer<typeof retreatProfileSchema>;

// ---- Retreats -----------------------------------------------------------------------------------

const departureSchema = z.object({ start: isoDate, end: isoDate });
const policyStepSchema = z.object({
  days_before: whole(0, L.policyDaysMax, 'policyDays'),
  refund_percent: whole(0, 100, 'policyPercent'),
});

/** Each field of a retreat as its host sends it; a new retreat fills the defaults, an edit sends any. */
const retreatFields = {
  title: required(L.titleMax, 'titleRequired', 'max140'),
  summary: paragraphs(L.summaryMax, 'max300'),
  description: paragraphs(L.descriptionMax, 'max8000'),
  type: z.enum(RETREAT_TYPES, { message: M.type }),
  content_language: z.enum(LANGUAGES, { message: M.language }),
  languages: z
    .array(z.enum(LANGUAGES, { message: M.languages }), { message: M.languages })
    .max(LANGUAGES.length * 2, { message: M.languages })
    .transform((codes) => unique(codes)),
  place: required(L.placeMax, 'placeRequired', 'max120'),
  country: text(L.countryMax, 'max60'),
  address: paragraphs(L.addressMax, 'max300'),
  latitude: z
    .number({ message: M.latitude })
    .min(-90, { message: M.latitude })
    .max(90, { message: M.latitude })
    .nullable(),
  longitude: z
    .number({ message: M.longitude })
    .min(-180, { message: M.longitude })
    .max(180, { message: M.longitude })
    .nullable(),
  time_zone: timeZone,
  photos: z
    .array(
      z
        .string({ message: M.max300 })
        .trim()
        .max(L.urlMax, { message: M.max300 })
        .refine((v) => isWebAddress(v), { message: M.photoUrl }),
      { message: M.photoUrl },
    )
    .max(L.photosMax, { message: M.photosTooMany })
    .transform((urls) => unique(urls)),
  teachers: z
    .array(
      z.object({
        name: required(L.teacherNameMax, 'teacherName', 'max100'),
        bio: paragraphs(L.teacherBioMax, 'max500').default(''),
      }),
      { message: M.teacherName },
    )
    .max(L.teachersMax, { message: M.teachersTooMany }),
  schedule: z
    .array(
      z.object({
        time: z.string({ message: M.clock }).regex(SCHEDULE_TIME, { message: M.clock }),
        activity: required(L.activityMax, 'activity', 'max140'),
      }),
      { message: M.activity },
    )
    .max(L.scheduleMax, { message: M.scheduleTooMany })
    // A day read from morning to night, whatever order the times were typed in.
    .transform((items) => [...items].sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0))),
  included: z
    .array(text(L.includedItemMax, 'max140'), { message: M.includedTooMany })
    .max(L.includedMax * 3, { message: M.includedTooMany })
    // Trimmed, empties dropped, each once whatever its case.
    .transform((items) => unique(items.filter(Boolean), (s) => s.toLowerCase()))
    .refine((items) => items.length <= L.includedMax, { message: M.includedTooMany }),
  date_mode: z.enum(RETREAT_DATE_MODES, { message: M.dateMode }),
  departures: z
    .array(departureSchema, { message: M.departuresRequired })
    .max(L.departuresMax, { message: M.departuresTooMany })
    .transform((list) => [...list].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0))),
  available_from: isoDate.nullable(),
  available_until: isoDate.nullable(),
  min_nights: whole(1, L.stayNightsMax, 'nights'),
  max_nights: whole(1, L.stayNightsMax, 'nights'),
  deposit_percent: whole(0, 100, 'deposit'),
  max_guests_per_booking: whole(1, RETREAT_LIMITS.guestsMax, 'guestsPerBooking'),
  cancellation_policy: z
    .array(policyStepSchema, { message: M.policyDays })
    .max(L.policyStepsMax, { message: M.policyTooMany })
    .superRefine((steps, ctx) => {
      for (const p of refundPolicyProblems(steps)) ctx.addIssue({ code: 'custom', message: M[p.key], path: p.path });
    })
    // Stored from the most days before the start to the fewest, as the policy is read.
    .transform((steps) => [...steps].sort((a, b) => b.days_before - a.days_before)),
  currency: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.string({ message: M.currency }).regex(/^[A-Z]{3}$/, { message: M.currency }),
  ),
};

/**
 * A new retreat. The cross-field rules are checked even when other fields failed (a wrong type,
 * say), so every message comes at once; "after today" is read in the retreat's own zone.
 */
export const hostCreateRetreatSchema = z
  .object({
    ...retreatFields,
    summary: retreatFields.summary.default(''),
    description: retreatFields.description.default(''),
    content_language: retreatFields.content_language.default('en'),
    languages: retreatFields.languages.default([]),
    country: retreatFields.country.default('India'),
    address: retreatFields.address.default(''),
    latitude: retreatFields.latitude.default(null),
    longitude: retreatFields.longitude.default(null),
    time_zone: retreatFields.time_zone.default('Asia/Kolkata'),
    photos: retreatFields.photos.default([]),
    teachers: retreatFields.teachers.default([]),
    schedule: retreatFields.schedule.default([]),
    included: retreatFields.included.default([]),
    departures: retreatFields.departures.default([]),
    available_from: retreatFields.available_from.default(null),
    available_until: retreatFields.available_until.default(null),
    min_nights: retreatFields.min_nights.default(1),
    max_nights: retreatFields.max_nights.default(30),
    deposit_percent: retreatFields.deposit_percent.default(30),
    max_guests_per_booking: retreatFields.max_guests_per_booking.default(RETREAT_LIMITS.guestsPerBookingDefault),
    cancellation_policy: retreatFields.cancellation_policy.default([]),
    currency: retreatFields.currency.default('INR'),
    /** Title, summary and description in other languages (one in content_language is not kept). */
    translations: translationsRequestSchema('retreat').optional(),
  })
  .superRefine(
    (r, ctx) => {
      const zone = typeof r.time_zone === 'string' ? r.time_zone : 'Asia/Kolkata';
      for (const p of retreatRuleProblems(r, retreatToday(zone)))
        ctx.addIssue({ code: 'custom', message: M[p.key], path: p.path });
    },
    { when: ({ value }) => typeof value === 'object' && value !== null },
  );
export type HostCreateRetreatRequest = z.input<typeof hostCreateRetreatSchema>;
export type HostRetreatFields = z.output<typeof hostCreateRetreatSchema>;

/** An edit: any of the fields; the rules that tie fields together are checked on the result. */
export const hostUpdateRetreatSchema = z
  .object(
    Object.fromEntries(Object.entries(retreatFields).map(([k, v]) => [k, v.optional()])) as {
      [K in keyof typeof retreatFields]: z.ZodOptional<(typeof retreatFields)[K]>;
    },
  )
  .extend({
    /** Title, summary and description in other languages (each language given replaces that language's). */
    translations: translationsRequestSchema('retreat').optional(),
  });
export type HostUpdateRetreatRequest = z.input<typeof hostUpdateRetreatSchema>;
export type HostRetreatChanges = z.output<typeof hostUpdateRetreatSchema>;

export const hostRetreatSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  description: z.string(),
  type: z.enum(RETREAT_TYPES),
  content_language: z.string(),
  languages: z.array(z.string()),
  place: z.string(),
  country: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  time_zone: z.string(),
  photos: z.array(z.string()),
  teachers: z.array(z.object({ name: z.string(), bio: z.string() })),
  schedule: z.array(z.object({ time: z.string(), activity: z.string() })),
  included: z.array(z.string()),
  date_mode: z.enum(RETREAT_DATE_MODES),
  departures: z.array(z.object({ start: z.string(), end: z.string() })),
  available_from: z.string().nullable(),
  available_until: z.string().nullable(),
  min_nights: z.number(),
  max_nights: z.number(),
  deposit_percent: z.number(),
  max_guests_per_booking: z.number(),
  cancellation_policy: z.array(z.object({ days_before: z.number(), refund_percent: z.number() })),
  currency: z.string(),
  published: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Packages a guest can book now. */
  active_packages: z.number(),
  /** Bookings held or confirmed whose stay is not over, and their guests. */
  upcoming: z.object({ bookings: z.number(), guests: z.number(), next_start: z.string().nullable() }),
  /** Every booking ever made of it (any state but an expired hold). */
  bookings_total: z.number(),
  /** What the host entered per language (the fields above are the originals). */
  translations: storedTranslationsSchema,
});
export type HostRetreat = z.infer<typeof hostRetreatSchema>;

export const hostRetreatListSchema = z.object({
  count: z.number(),
  next: z.null(),
  previous: z.null(),
  results: z.array(hostRetreatSchema),
});

// ---- Packages -----------------------------------------------------------------------------------

const hostPackageRequestSchema = z.object({
  /** An existing package of this retreat; left out for a new one. */
  id: z.number({ message: M.packageUnknown }).int({ message: M.packageUnknown }).positive().optional(),
  name: required(L.packageNameMax, 'packageName', 'max100'),
  description: paragraphs(L.packageDescriptionMax, 'max500').default(''),
  price_minor: whole(0, L.priceMax, 'price'),
  capacity: whole(L.capacityMin, L.capacityMax, 'capacity'),
  active: z.boolean({ message: M.active }).default(true),
});

/**
 * The whole list of a retreat's packages, in the order shown to guests. A package left out is
 * deleted, or only deactivated when it has bookings (its bookings keep pointing at it).
 */
export const hostPackagesRequestSchema = z.object({
  packages: z
    .array(hostPackageRequestSchema, { message: M.packageName })
    .max(L.packagesMax, { message: M.packagesTooMany })
    .superRefine((list, ctx) => {
      const names = new Set<string>();
      const ids = new Set<number>();
      list.forEach((p, i) => {
        if (typeof p?.name === 'string') {
          const key = p.name.trim().toLowerCase();
          if (names.has(key)) ctx.addIssue({ code: 'custom', message: M.packageNameTaken, path: [i, 'name'] });
          names.add(key);
        }
        if (typeof p?.id === 'number') {
          if (ids.has(p.id)) ctx.addIssue({ code: 'custom', message: M.packageRepeated, path: [i, 'id'] });
          ids.add(p.id);
        }
      });
    }),
});
export type HostPackagesRequest = z.input<typeof hostPackagesRequestSchema>;
export type HostPackagesFields = z.output<typeof hostPackagesRequestSchema>;

export const hostPackageSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  price_minor: z.number(),
  capacity: z.number(),
  active: z.boolean(),
  position: z.number(),
  /** Bookings ever made of it: a package with any is deactivated instead of deleted. */
  bookings: z.number(),
});
export type HostPackage = z.infer<typeof hostPackageSchema>;

export const hostPackagesSchema = z.object({
  retreat_id: z.number(),
  currency: z.string(),
  /** Deactivated packages that still have bookings come after the active ones. */
  packages: z.array(hostPackageSchema),
});
export type HostPackages = z.infer<typeof hostPackagesSchema>;

// ---- Availability -------------------------------------------------------------------------------

export const hostAvailabilityQuerySchema = z
  .object({ from: isoDate.optional(), to: isoDate.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: M.windowOrder, path: ['to'] })
  .refine(
    (q) =>
      !q.from ||
      !q.to ||
      (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < RETREAT_LIMITS.availabilityRangeMaxDays,
    { message: `Ask for at most ${RETREAT_LIMITS.availabilityRangeMaxDays} days at a time.`, path: ['to'] },
  );

export const hostNightSchema = z.object({
  night: z.string(),
  /** The night's capacity: its own when the host set one, else the package's. */
  capacity: z.number(),
  /** Whether the host set this night's capacity (else it follows the package's). */
  own_capacity: z.boolean(),
  guests_taken: z.number(),
  closed: z.boolean(),
  /** Whether the retreat's dates offer this night at all (a departure's night, or inside the window). */
  offered: z.boolean(),
});

export const hostAvailabilitySchema = z.object({
  retreat_id: z.number(),
  time_zone: z.string(),
  from: z.string(),
  to: z.string(),
  packages: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      capacity: z.number(),
      active: z.boolean(),
      nights: z.array(hostNightSchema),
    }),
  ),
});
export type HostRetreatAvailability = z.infer<typeof hostAvailabilitySchema>;

export const hostNightChangeSchema = z
  .object({
    package_id: z.number({ message: M.packageUnknown }).int({ message: M.packageUnknown }).positive(),
    night: isoDate,
    closed: z.boolean({ message: M.closed }).optional(),
    /** A capacity of its own for this night; null: back to the package's. */
    capacity: whole(L.capacityMin, L.capacityMax, 'capacityOrNull').nullable().optional(),
  })
  .refine((c) => c.closed !== undefined || c.capacity !== undefined, { message: M.nightChangeEmpty, path: ['closed'] });

/** Nights to close, open or give a capacity of their own; all saved or none. */
export const hostAvailabilityRequestSchema = z.object({
  changes: z
    .array(hostNightChangeSchema, { message: M.nightChangeEmpty })
    .min(1, { message: M.nightChangeEmpty })
    .max(L.nightChangesMax, { message: M.nightChangesTooMany })
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((c, i) => {
        if (typeof c?.package_id !== 'number' || typeof c.night !== 'string') return;
        const key = `${c.package_id}/${c.night}`;
        if (seen.has(key)) ctx.addIssue({ code: 'custom', message: M.nightRepeated, path: [i, 'night'] });
        seen.add(key);
      });
    }),
});
export type HostAvailabilityRequest = z.input<typeof hostAvailabilityRequestSchema>;
export type HostAvailabilityFields = z.output<typeof hostAvailabilityRequestSchema>;

// ---- Bookings, inquiries, messages, dashboard ---------------------------------------------------

const pageField = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSizeField = z.coerce.number().int().min(1).max(100).default(L.pageSize);

export const hostBookingsQuerySchema = z.object({
  page: pageField,
  page_size: pageSizeField,
  retreat: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  status: z
    .enum(RETREAT_BOOKING_STATUSES, { message: 'Choose held, confirmed, cancelled, expired or completed.' })
    .optional(),
  /** Upcoming (stays not over yet, soonest first) or past (latest first); both when left out. */
  when: z.enum(['upcoming', 'past']).optional(),
  /** The host's page language: retreats named in it where translated (issue 21). */
  lang: readerLanguage,
});

export const hostBookingSchema = z.object({
  id: z.number(),
  status: z.enum(RETREAT_BOOKING_STATUSES),
  retreat: z.object({ id: z.number(), slug: z.string(), title: z.string() }),
  package: z.object({ id: z.number(), name: z.string() }),
  guest: z.object({ username: z.string(), display_name: z.string(), email: z.string(), language: z.string() }),
  start_date: z.string(),
  end_date: z.string(),
  nights: z.number(),
  guests: z.number(),
  total_minor: z.number(),
  deposit_minor: z.number(),
  currency: z.string(),
  note: z.string(),
  /** Whether the deposit was paid (online, or marked by the host on confirming). */
  paid: z.boolean(),
  paid_at: z.string().nullable(),
  payment_provider: z.string(),
  hold_expires_at: z.string().nullable(),
  /** Paid directly and still unpaid: the deadline to pay, after which the creator may release it; null when none or nothing is owed. */
  pay_by: z.string().nullable(),
  /** What a cancellation by the host gives back now: the whole deposit paid. */
  host_cancel_refund_minor: z.number(),
  refund_minor: z.number().nullable(),
  /** When the host recorded that the refund was sent back (refunds are made by hand); null until then. */
  refund_sent_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancelled_by: z.string().nullable(),
  cancel_reason: z.string(),
  created_at: z.string(),
  messages: z.number(),
});
export type HostBooking = z.infer<typeof hostBookingSchema>;

export const hostCancelRequestSchema = z.object({
  reason: displayParagraphs({ message: M.reasonRequired })
    .min(1, { message: M.reasonRequired })
    .max(L.cancelReasonMax, { message: `Use at most ${L.cancelReasonMax} characters.` }),
});

export const retreatMessageRequestSchema = z.object({
  body: required(L.messageMax, 'messageRequired', 'messageTooLong', displayParagraphs),
});

export const retreatMessageSchema = z.object({
  id: z.number(),
  body: z.string(),
  created_at: z.string(),
  /** Who wrote it: the booking's guest, or the host's side (the host or an administrator). */
  from: z.enum(['guest', 'host']),
  sender: z.object({ username: z.string(), display_name: z.string() }),
});
export type RetreatMessage = z.infer<typeof retreatMessageSchema>;

export const retreatMessagesAnswerSchema = z.object({
  booking_id: z.number(),
  retreat: z.object({ slug: z.string(), title: z.string() }),
  results: z.array(retreatMessageSchema),
});
export type RetreatMessages = z.infer<typeof retreatMessagesAnswerSchema>;

export const hostInquiriesQuerySchema = z.object({
  page: pageField,
  page_size: pageSizeField,
  retreat: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});

export const hostInquirySchema = z.object({
  id: z.number(),
  retreat: z.object({ id: z.number(), slug: z.string(), title: z.string() }),
  user: z.object({ username: z.string(), display_name: z.string(), email: z.string() }),
  message: z.string(),
  preferred_start: z.string().nullable(),
  guests: z.number(),
  created_at: z.string(),
});
export type HostInquiry = z.infer<typeof hostInquirySchema>;

export const retreatDashboardSchema = z.object({
  time_zone: z.string(),
  /** Stays held or confirmed that are not over yet. */
  upcoming: z.object({ bookings: z.number(), guests: z.number() }),
  /** Bookings made this calendar month in the host's zone (expired holds left out). */
  bookings_this_month: z.number(),
  /** Deposits paid this month, per currency; a cancelled booking's is owed back and left out. */
  deposits_received: z.object({
    month: z.string(),
    totals: z.array(z.object({ currency: z.string(), amount_minor: z.number(), bookings: z.number() })),
  }),
  new_inquiries: z.number(),
});
export type RetreatDashboard = z.infer<typeof retreatDashboardSchema>;
