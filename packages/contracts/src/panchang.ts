import { z } from './zod';
import { isTimeZone } from './account-constants';
import { DEFAULT_PANCHANG_PLACE, PANCHANG_YEARS } from './panchang-constants';

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
  /** The regions whose calendars keep it: `["all"]` for the pan-Indian ones, else e.g. `["tamil"]`. */
  regions: z.array(z.string()),
  adhika: z.boolean().optional(),
  tithi: z.number().optional(),
});
export type Festival = z.infer<typeof festivalSchema>;

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
});
export type PanchangDay = z.infer<typeof panchangDaySchema>;

export const panchangYearSchema = z.object({
  year: z.number(),
  place: placeSchema,
  festivals: z.array(festivalSchema),
});
export type PanchangYear = z.infer<typeof panchangYearSchema>;
