import { z } from './zod';
import { isCalendarDate } from './calendar-date';
import { displayLine, displayParagraphs } from './display-text';
import { isTimeZone } from './account-constants';
import { CLASS_CATEGORIES, CLASS_FORMATS, CLASS_LEVELS } from './classes-constants';
import { LANGUAGES } from './languages';
import { storedTranslationsSchema, translationsRequestSchema } from './translations';
import {
  CLOCK_TIME,
  TUTORING_LIMITS as L,
  TUTORING_MESSAGES as M,
  classRuleProblems,
  dayRangeProblems,
  isWebAddress,
  type TutoringMessageKey,
} from './tutoring-constants';

/** The tutor's creator area: `creators/tutor/`, `creators/availability/`, `creators/classes/`, `creators/dashboard/`. */

const text = (max: number, key: TutoringMessageKey) => displayLine({ message: M[key] }).max(max, { message: M[key] });
const paragraphs = (max: number, key: TutoringMessageKey) =>
  displayParagraphs({ message: M[key] }).max(max, { message: M[key] });
/** A web address: trimmed, not display text. */
const webAddress = (max: number, key: TutoringMessageKey) =>
  z.string({ message: M[key] }).trim().max(max, { message: M[key] });
const whole = (min: number, max: number, key: TutoringMessageKey) =>
  z.number({ message: M[key] }).int({ message: M[key] }).min(min, { message: M[key] }).max(max, { message: M[key] });
const timeZone = z.string({ message: M.timeZone }).max(64, { message: M.timeZone }).refine(isTimeZone, {
  message: M.timeZone,
});
/** Each once, in the order first given. */
const unique = <T>(values: T[], key: (v: T) => string = String) => {
  const seen = new Set<string>();
  return values.filter((v) => !seen.has(key(v)) && seen.add(key(v)));
};

// ---- Profile ------------------------------------------------------------------------------------

export const tutorProfileRequestSchema = z.object({
  display_name: text(L.displayNameMax, 'max80').default(''),
  photo_url: webAddress(L.urlMax, 'max300')
    .refine((v) => v === '' || isWebAddress(v), { message: M.photoUrl })
    .default(''),
  bio: paragraphs(L.bioMax, 'max2000').default(''),
  languages: z
    .array(z.enum(LANGUAGES, { message: M.languages }), { message: M.languages })
    .max(LANGUAGES.length * 2, { message: M.languages })
    .default([])
    .transform((codes) => unique(codes)),
  specialities: z
    .array(text(L.specialityMax, 'specialityTooLong'), { message: M.specialitiesTooMany })
    .max(L.specialitiesMax * 3, { message: M.specialitiesTooMany })
    .default([])
    // Trimmed, empties dropped, each once whatever its case.
    .transform((items) => unique(items.filter(Boolean), (s) => s.toLowerCase()))
    .refine((items) => items.length <= L.specialitiesMax, { message: M.specialitiesTooMany }),
  /** The tutor's own zone; left out, it stays as it is (a new tutor starts in the account's zone). */
  time_zone: timeZone.optional(),
});
export type TutorProfileRequest = z.input<typeof tutorProfileRequestSchema>;
export type TutorProfileFields = z.output<typeof tutorProfileRequestSchema>;

export const tutorProfileSchema = z.object({
  /** The public page's address (`tutors/{slug}`); null until the profile is first saved. */
  slug: z.string().nullable(),
  username: z.string(),
  display_name: z.string(),
  photo_url: z.string(),
  bio: z.string(),
  languages: z.array(z.string()),
  specialities: z.array(z.string()),
  time_zone: z.string(),
  rating: z.number().nullable(),
  rating_count: z.number(),
});
export type TutorProfile = z.infer<typeof tutorProfileSchema>;

// ---- Availability -------------------------------------------------------------------------------

const startTime = z
  .string({ message: M.clock })
  .regex(CLOCK_TIME, { message: M.clock })
  .refine((v) => v !== '24:00', { message: M.clock });
const endTime = z.string({ message: M.clock }).regex(CLOCK_TIME, { message: M.clock });
const isoDate = z.string({ message: M.date }).refine(isCalendarDate, { message: M.date });

const weeklyRangeSchema = z.object({ weekday: whole(0, 6, 'weekday'), start: startTime, end: endTime });
const rangeSchema = z.object({ start: startTime, end: endTime });

/** Each day's ranges in order, with no overlaps: the messages name the range at fault. */
function checkDay(
  ranges: Array<{ start: string; end: string }>,
  indexes: number[],
  ctx: z.RefinementCtx,
  prefix: Array<string | number> = [],
) {
  for (const problem of dayRangeProblems(ranges)) {
    ctx.addIssue({
      code: 'custom',
      message: M[problem.key],
      path: [...prefix, indexes[problem.index]!, problem.field],
    });
  }
}

export const availabilityRequestSchema = z.object({
  weekly: z
    .array(weeklyRangeSchema, { message: M.clock })
    .max(7 * L.intervalsPerDayMax, { message: M.tooManyIntervals })
    .default([])
    .superRefine((ranges, ctx) => {
      for (let weekday = 0; weekday <= 6; weekday++) {
        const indexes = ranges.flatMap((r, i) => (r?.weekday === weekday ? [i] : []));
        if (indexes.length > L.intervalsPerDayMax)
          ctx.addIssue({ code: 'custom', message: M.tooManyIntervals, path: [indexes[L.intervalsPerDayMax]!] });
        checkDay(
          indexes.map((i) => ranges[i]!),
          indexes,
          ctx,
        );
      }
    }),
  overrides: z
    .array(
      z.object({
        date: isoDate,
        /** The hours of that date instead of the weekly ones; [] is a day off. */
        intervals: z
          .array(rangeSchema, { message: M.clock })
          .max(L.intervalsPerDayMax, { message: M.tooManyIntervals })
          .superRefine((ranges, ctx) =>
            checkDay(
              ranges,
              ranges.map((_, i) => i),
              ctx,
            ),
          ),
      }),
      { message: M.date },
    )
    .max(L.overridesMax, { message: M.tooManyOverrides })
    .default([])
    .superRefine((overrides, ctx) => {
      const seen = new Set<string>();
      overrides.forEach((o, i) => {
        if (typeof o?.date !== 'string') return;
        if (seen.has(o.date)) ctx.addIssue({ code: 'custom', message: M.duplicateDate, path: [i, 'date'] });
        seen.add(o.date);
      });
    }),
  buffer_before_minutes: whole(0, L.bufferMax, 'buffer').default(0),
  buffer_after_minutes: whole(0, L.bufferMax, 'buffer').default(0),
  minimum_notice_minutes: whole(0, L.noticeMaxMinutes, 'notice').default(240),
  horizon_days: whole(L.horizonMin, L.horizonMax, 'horizon').default(60),
  /** The zone the hours are read in (the tutor's zone, also on the profile); left out, it stays. */
  time_zone: timeZone.optional(),
});
export type AvailabilityRequest = z.input<typeof availabilityRequestSchema>;
export type AvailabilityFields = z.output<typeof availabilityRequestSchema>;

export const availabilitySchema = z.object({
  time_zone: z.string(),
  weekly: z.array(z.object({ weekday: z.number(), start: z.string(), end: z.string() })),
  overrides: z.array(
    z.object({ date: z.string(), intervals: z.array(z.object({ start: z.string(), end: z.string() })) }),
  ),
  buffer_before_minutes: z.number(),
  buffer_after_minutes: z.number(),
  minimum_notice_minutes: z.number(),
  horizon_days: z.number(),
});
export type TutorAvailability = z.infer<typeof availabilitySchema>;

// ---- Classes ------------------------------------------------------------------------------------

/** Each field of a class as a tutor sends it; a new class fills the defaults, an edit sends any of them. */
const classFields = {
  title: displayLine({ message: M.titleRequired })
    .min(1, { message: M.titleRequired })
    .max(L.titleMax, { message: M.max120 }),
  description: paragraphs(L.descriptionMax, 'max4000'),
  category: z.enum(CLASS_CATEGORIES, { message: M.category }),
  language: z.enum(LANGUAGES, { message: M.language }),
  level: z.enum(CLASS_LEVELS, { message: M.level }),
  age_min: whole(L.ageMin, L.ageMax, 'age'),
  age_max: whole(L.ageMin, L.ageMax, 'age'),
  format: z.enum(CLASS_FORMATS, { message: M.format }),
  meeting_url: webAddress(L.urlMax, 'max300'),
  address: paragraphs(L.addressMax, 'max300'),
  duration_minutes: whole(L.durationMin, L.durationMax, 'duration'),
  capacity: whole(L.capacityMin, L.capacityMax, 'capacity'),
  price_minor: whole(0, L.priceMax, 'price'),
  currency: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.string({ message: M.currency }).regex(/^[A-Z]{3}$/, { message: M.currency }),
  ),
  cancellation_hours: whole(0, L.cancellationHoursMax, 'cancellationHours'),
  published: z.boolean({ message: M.published }),
};

/** The cross-field rules as issues on the fields they concern. */
function checkClassRules(fields: Parameters<typeof classRuleProblems>[0], ctx: z.RefinementCtx) {
  for (const [field, key] of Object.entries(classRuleProblems(fields))) {
    ctx.addIssue({ code: 'custom', message: M[key], path: [field] });
  }
}

/** Title and description in other languages (each language given replaces that language's; null removes it). */
const classTranslations = translationsRequestSchema('class').optional();

export const createClassRequestSchema = z
  .object({
    ...classFields,
    translations: classTranslations,
    description: classFields.description.default(''),
    level: classFields.level.default('all'),
    age_min: classFields.age_min.default(L.ageMin),
    age_max: classFields.age_max.default(L.ageMax),
    meeting_url: classFields.meeting_url.default(''),
    address: classFields.address.default(''),
    price_minor: classFields.price_minor.default(0),
    currency: classFields.currency.default('INR'),
    cancellation_hours: classFields.cancellation_hours.default(24),
    published: classFields.published.default(true),
  })
  // Checked even when other fields failed (a wrong category, say), so every message comes at once.
  .superRefine((c, ctx) => checkClassRules(c, ctx), {
    when: ({ value }) => typeof value === 'object' && value !== null,
  });
export type CreateClassRequest = z.input<typeof createClassRequestSchema>;

/** An edit: any of the fields; the rules that tie fields together are checked on the result. */
export const updateClassRequestSchema = z
  .object(
    Object.fromEntries(Object.entries(classFields).map(([k, v]) => [k, v.optional()])) as {
      [K in keyof typeof classFields]: z.ZodOptional<(typeof classFields)[K]>;
    },
  )
  .extend({ translations: classTranslations });
export type UpdateClassRequest = z.input<typeof updateClassRequestSchema>;
export type ClassFields = z.output<typeof createClassRequestSchema>;

export const creatorClassSchema = z.object({
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
  meeting_url: z.string(),
  address: z.string(),
  duration_minutes: z.number(),
  capacity: z.number(),
  price_minor: z.number(),
  currency: z.string(),
  cancellation_hours: z.number(),
  published: z.boolean(),
  created_at: z.string(),
  /** The sittings to come that already have learners. */
  upcoming: z.object({
    sittings: z.number(),
    seats_taken: z.number(),
    /** The fullest coming sitting: the capacity cannot go below it. */
    most_seats_taken: z.number(),
    next_start: z.string().nullable(),
  }),
  /** What the tutor entered per language (the title and description above are the originals). */
  translations: storedTranslationsSchema,
});
export type CreatorClass = z.infer<typeof creatorClassSchema>;

export const creatorClassListSchema = z.object({
  count: z.number(),
  next: z.null(),
  previous: z.null(),
  results: z.array(creatorClassSchema),
});

// ---- Dashboard ----------------------------------------------------------------------------------

export const creatorDashboardSchema = z.object({
  time_zone: z.string(),
  /** The next sittings that have learners, soonest first. */
  upcoming: z.array(
    z.object({
      class: z.string(),
      class_title: z.string(),
      start: z.string(),
      end: z.string(),
      seats_taken: z.number(),
      capacity: z.number(),
    }),
  ),
  /** Bookings made in the last 7 days that still stand (cancelled and lapsed ones aside), and the latest. */
  new_bookings: z.object({
    count: z.number(),
    latest: z.array(
      z.object({
        id: z.number(),
        class: z.string(),
        class_title: z.string(),
        start: z.string(),
        status: z.string(),
        learner: z.string(),
        created_at: z.string(),
      }),
    ),
  }),
  /** Paid this calendar month in the tutor's zone (bookings cancelled since are left out), per currency. */
  earnings: z.object({
    month: z.string(),
    totals: z.array(z.object({ currency: z.string(), amount_minor: z.number(), bookings: z.number() })),
  }),
});
export type CreatorDashboard = z.infer<typeof creatorDashboardSchema>;
