import { z } from './zod';
import { REGIONS } from '@sangam/panchang/regions';
import { isTimeZone } from './account-constants';
import { DEFAULT_PANCHANG_PLACE, PANCHANG_YEARS } from './panchang-constants';
import { LANGUAGES } from './languages';

const place = {
  lat: z.coerce
    .number({ message: 'lat must be a number.' })
    .min(-90, { message: 'lat must be between -90 and 90.' })
    .max(90, { message: 'lat must be between -90 and 90.' })
    .default(DEFAULT_PANCHANG_PLACE.latitude),
  lon: z.coerce
    .number({ message: 'lon must be a number.' })
    .min(-180, { message: 'lon must be between -180 and 180.' })
    .max(180, { message: 'lon must be between -180 and 180.' })
    .default(DEFAULT_PANCHANG_PLACE.longitude),
  tz: z
    .string()
    .max(64)
    .refine((zone) => isTimeZone(zone), { message: 'tz must be a time zone such as Asia/Kolkata.' })
    .default(DEFAULT_PANCHANG_PLACE.timeZone),
};

export const panchangDayQuerySchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'date must look like 2025-03-30.' })
    .refine(
      (text) => {
        const [y, m, d] = text.split('-').map(Number) as [number, number, number];
        const check = new Date(Date.UTC(y, m - 1, d));
        return (
          check.getUTCMonth() === m - 1 &&
          check.getUTCDate() === d &&
          y >= PANCHANG_YEARS.min &&
          y <= PANCHANG_YEARS.max
        );
      },
      { message: `date must be a real date between ${PANCHANG_YEARS.min} and ${PANCHANG_YEARS.max}.` },
    ),
  ...place,
});
export type PanchangDayQuery = z.infer<typeof panchangDayQuerySchema>;

export const panchangYearQuerySchema = z.object({
  year: z.coerce
    .number({ message: 'year must be a number.' })
    .int({ message: 'year must be a whole number.' })
    .min(PANCHANG_YEARS.min, { message: `year must be between ${PANCHANG_YEARS.min} and ${PANCHANG_YEARS.max}.` })
    .max(PANCHANG_YEARS.max, { message: `year must be between ${PANCHANG_YEARS.min} and ${PANCHANG_YEARS.max}.` }),
  ...place,
});
export type PanchangYearQuery = z.infer<typeof panchangYearQuerySchema>;

export const festivalSchema = z.object({
  id: z.string(),
  date: z.string(),
  /** The Ekadashi's own name or a sankranti's sign, as an id the apps translate. */
  name: z.string().optional(),
  vaishnava_date: z.string().optional(),
  /** Purnima and Amavasya: the fast's day when it is the day before. */
  vrat_date: z.string().optional(),
  month: z.string().optional(),
  /**
   * The moment of the day whose tithi decides the date, for a festival of a tithi rule (decision
   * 027): sunrise, arunodaya, madhyahna, aparahna, sunset, pradosh, sandhya, nishita or moonrise.
   */
  moment: z.string().optional(),
  /**
   * A festival of a solar month (decision 027): the sign the Sun is in during that month ('makara'),
   * the day of that month (1 = its first day as the region begins it, 0 = the eve of the month), or
   * the star (nakshatra) kept within it ('pushya').
   */
  solar_month: z.string().optional(),
  solar_day: z.number().int().optional(),
  nakshatra: z.string().optional(),
  /**
   * The deciding window on the festival's day, as ISO instants, for the festivals of a window
   * (`moment` madhyahna, aparahna, pradosh or nishita): Ganesh Chaturthi's midday, Janmashtami's nishita.
   */
  muhurta: z.object({ start: z.string(), end: z.string() }).optional(),
  /** The regions whose calendars keep it: `["all"]` for the pan-Indian ones, else e.g. `["tamil"]`. */
  regions: z.array(z.string()),
  adhika: z.boolean().optional(),
  tithi: z.number().optional(),
});
export type Festival = z.infer<typeof festivalSchema>;

/**
 * "makar-sankranti" → "Makar Sankranti": how a festival reads when the engine knows it before its
 * name is written in any language (the pages and the calendar feed fall back to it).
 */
export const nameFromFestivalId = (id: string) =>
  id.replace(/(^|-)(\w)/g, (_, dash: string, c: string) => (dash ? ' ' : '') + c.toUpperCase());

const span = z.object({ number: z.number(), id: z.string(), ends_at: z.string().nullable() });
const month = z.object({ id: z.string(), adhika: z.boolean() });
const placeSchema = z.object({ latitude: z.number(), longitude: z.number(), time_zone: z.string() });
/** A period of the day, as ISO instants. */
const period = z.object({ start: z.string(), end: z.string() });
const namedPeriod = period.extend({ name: z.string() });
const transition = z.object({
  limb: z.enum(['tithi', 'nakshatra', 'yoga', 'karana']),
  /** The element that begins at `at`, and its place in its cycle. */
  id: z.string(),
  number: z.number(),
  at: z.string(),
});

/**
 * The civil day in the four regional solar calendars (decision 027): month ids in kebab case, the
 * day of the month, the Tamil year's name in the 60-year cycle, and the Kollam and Bangabda years.
 */
const solarDatesSchema = z.object({
  tamil: z.object({ month: z.string(), day: z.number(), year_name: z.string() }),
  malayalam: z.object({ month: z.string(), day: z.number(), era_year: z.number() }),
  bengali: z.object({ month: z.string(), day: z.number(), era_year: z.number() }),
  odia: z.object({ month: z.string(), day: z.number() }),
});

export const MOON_PHASES = [
  'new',
  'waxing-crescent',
  'first-quarter',
  'waxing-gibbous',
  'full',
  'waning-gibbous',
  'last-quarter',
  'waning-crescent',
] as const;
/** At sunrise (or the engine's reference moment): the illuminated fraction of the disc (0–1, two decimals) and the phase's name. */
const moonPhase = z.object({ illuminated: z.number(), id: z.enum(MOON_PHASES) });

export const panchangDaySchema = z.object({
  date: z.string(),
  place: placeSchema,
  sunrise: z.string().nullable(),
  sunset: z.string().nullable(),
  tithi: span.extend({ paksha: z.enum(['shukla', 'krishna']), starts_at: z.string().nullable() }),
  nakshatra: span,
  yoga: span,
  karana: span,
  amanta_month: month,
  purnimanta_month: month,
  vikram_samvat: z.number(),
  shaka_samvat: z.number(),
  sun_rashi: z.string(),
  moon_rashi: z.string(),
  moon_phase: moonPhase,
  festivals: z.array(festivalSchema),
  /** Within the civil day, or null when the Moon does not rise (or set) that day. */
  moonrise: z.string().nullable(),
  moonset: z.string().nullable(),
  /** Eighths of daylight by weekday; null where the Sun does not rise (decision 026). */
  rahu_kalam: period.nullable(),
  yamaganda: period.nullable(),
  gulika: period.nullable(),
  /** The 8th of the day's 15 muhurtas; null on Wednesday, as published panchangs show none. */
  abhijit: period.nullable(),
  /** The 14th muhurta of the night before sunrise. */
  brahma_muhurta: period.nullable(),
  /** The weekday's inauspicious muhurtas; `name` says whether one is of the `day` or the `night`. */
  dur_muhurtam: z.array(namedPeriod),
  /** Eight by day, then eight by night: `name` is udveg, char, labh, amrit, kaal, shubh or rog. */
  choghadiya: z.array(namedPeriod),
  /** Every change of tithi, nakshatra, yoga and karana within the civil day, in order. */
  transitions: z.array(transition),
  /**
   * On the day after an Ekadashi: the window to break the fast, and whose fast it ends (`smarta`,
   * `vaishnava` when the two traditions fast on different days, else `all`); null on other days.
   */
  parana: period.extend({ tradition: z.enum(['all', 'smarta', 'vaishnava']) }).nullable(),
  solar_dates: solarDatesSchema,
});
export type PanchangDay = z.infer<typeof panchangDaySchema>;

export const panchangYearSchema = z.object({
  year: z.number(),
  place: placeSchema,
  festivals: z.array(festivalSchema),
});
export type PanchangYear = z.infer<typeof panchangYearSchema>;

const regionField = z
  .enum(REGIONS, { message: `region must be one of ${REGIONS.join(', ')}.` })
  .optional()
  .describe('Narrows the list to the festivals kept in this region (and everywhere).');

export const panchangFestivalsQuerySchema = panchangYearQuerySchema.extend({ region: regionField });
export type PanchangFestivalsQuery = z.infer<typeof panchangFestivalsQuerySchema>;

export const panchangMonthQuerySchema = panchangYearQuerySchema.extend({
  month: z.coerce
    .number({ message: 'month must be a number.' })
    .int({ message: 'month must be a whole number.' })
    .min(1, { message: 'month must be between 1 and 12.' })
    .max(12, { message: 'month must be between 1 and 12.' }),
});
export type PanchangMonthQuery = z.infer<typeof panchangMonthQuerySchema>;

/** The Moon's phase by its elongation from the Sun, in eighths centred on new, quarters and full. */

const monthDay = z.object({
  date: z.string(),
  /** The tithi at sunrise (the one the day is named by), with its number 1–30 in the lunar month. */
  tithi: z.object({ number: z.number(), id: z.string() }),
  paksha: z.enum(['shukla', 'krishna']),
  nakshatra: z.object({ number: z.number(), id: z.string() }),
  moon_phase: moonPhase,
  festivals: z.array(festivalSchema),
  sunrise: z.string().nullable(),
  sunset: z.string().nullable(),
  solar_dates: solarDatesSchema,
});

export const panchangMonthSchema = z.object({
  year: z.number(),
  month: z.number(),
  place: placeSchema,
  days: z.array(monthDay),
});
export type PanchangMonth = z.infer<typeof panchangMonthSchema>;
export type PanchangMonthDay = z.infer<typeof monthDay>;

export const panchangCalendarFeedQuerySchema = z.object({
  ...place,
  lang: z.enum(LANGUAGES, { message: `lang must be one of ${LANGUAGES.join(', ')}.` }).default('en'),
  region: regionField,
  tradition: z
    .enum(['smarta', 'vaishnava'], { message: 'tradition must be smarta or vaishnava.' })
    .default('smarta')
    .describe('Vaishnava puts a festival on its Vaishnava day where the traditions differ.'),
});
export type PanchangCalendarFeedQuery = z.infer<typeof panchangCalendarFeedQuerySchema>;
