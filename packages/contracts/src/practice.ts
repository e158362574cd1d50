import { z } from './zod';
import { displayLine } from './display-text';
import { timeZoneSchema } from './auth';
import { LANGUAGES } from './languages';
import { panchangDaySchema } from './panchang';
import { PRACTICE_LEVELS, PRACTICE_LIMITS, PRACTICE_MESSAGES, PRACTICE_UNITS } from './practice-constants';

export const practiceChoiceSchema = z.object({
  /** A catalogue kind, or 'custom' with a name. */
  kind: z.string().trim().min(1).max(40),
  name: displayLine().max(PRACTICE_LIMITS.customNameMax, { message: PRACTICE_MESSAGES.customName }).optional(),
  target: z.number().int().min(1).max(PRACTICE_LIMITS.targetMax).optional(),
  unit: z.enum(PRACTICE_UNITS).optional(),
});

export const practiceSetupRequestSchema = z.object({
  level: z.enum(PRACTICE_LEVELS),
  practices: z
    .array(practiceChoiceSchema)
    .min(1, { message: 'Choose at least one practice.' })
    .max(PRACTICE_LIMITS.maxActive, { message: PRACTICE_MESSAGES.tooMany }),
  reminder_time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: PRACTICE_MESSAGES.reminderTime })
    .nullable()
    .optional(),
  reminders_enabled: z.boolean().optional(),
  time_zone: timeZoneSchema,
});
export type PracticeSetupRequest = z.infer<typeof practiceSetupRequestSchema>;

export const markRequestSchema = z.object({
  /** The device's zone when marking: the day is the local day where the person is. */
  time_zone: timeZoneSchema.optional(),
  amount: z.number().int().min(0).max(PRACTICE_LIMITS.targetMax).optional(),
});

export const timeZoneQuerySchema = z.object({ tz: timeZoneSchema.optional() });

export const streakSchema = z.object({
  current: z.number(),
  longest: z.number(),
  freezes: z.number(),
  /** Missed days a freeze covered, most recent last. */
  frozen_days: z.array(z.string()),
  done_today: z.boolean(),
  /** The milestone (7, 21, 40, 108) reached today, if any. */
  milestone: z.number().nullable(),
});
export type Streak = z.infer<typeof streakSchema>;

export const practiceSchema = z.object({
  id: z.number(),
  kind: z.string(),
  name: z.string(),
  target: z.number(),
  unit: z.enum(PRACTICE_UNITS),
  done_today: z.boolean(),
  streak: streakSchema,
});
export type Practice = z.infer<typeof practiceSchema>;

export const trackerSchema = z.object({
  today: z.string(),
  time_zone: z.string(),
  level: z.enum(PRACTICE_LEVELS).nullable(),
  reminder_time: z.string().nullable(),
  reminders_enabled: z.boolean(),
  active_practices: z.array(practiceSchema),
  overall: streakSchema,
});
export type Tracker = z.infer<typeof trackerSchema>;

export const markAnswerSchema = z.object({ practice: practiceSchema, overall: streakSchema });
export type MarkAnswer = z.infer<typeof markAnswerSchema>;

export const progressQuerySchema = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'from must look like 2025-03-30.' }),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'to must look like 2025-03-30.' }),
  tz: timeZoneSchema.optional(),
});

export const progressSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The person's first day of practice (a practice set up or marked): the days before were not theirs to miss. */
  since: z.string().nullable(),
  /** Each day of the range with the practices marked on it. */
  days: z.array(z.object({ date: z.string(), done: z.array(z.number()) })),
  practices: z.array(
    z.object({
      id: z.number(),
      kind: z.string(),
      name: z.string(),
      active: z.boolean(),
      total: z.number(),
      /** Marks per week (weeks start on Monday), oldest first. */
      weekly: z.array(z.object({ week_start: z.string(), count: z.number() })),
    }),
  ),
  days_practised: z.number(),
  overall: streakSchema,
});
export type Progress = z.infer<typeof progressSchema>;

export const mergeRequestSchema = z.object({ guest_uuid: z.uuid({ message: 'guest_uuid must be a UUID.' }) });
export const mergeAnswerSchema = z.object({ merged_practices: z.number(), merged_marks: z.number() });

export const todayQuerySchema = z
  .object({
    lang: z.enum(LANGUAGES).default('en'),
    tz: timeZoneSchema.optional(),
    lat: z.coerce.number().min(-90).max(90).optional(),
    lon: z.coerce.number().min(-180).max(180).optional(),
  })
  .refine((q) => (q.lat === undefined) === (q.lon === undefined), {
    message: 'Send lat and lon together.',
    path: ['lat'],
  });

/** Where a quotation is from: a work (named in the reader's language by the page) and its verse. */
const sourceSchema = z.object({ work: z.string(), ref: z.string().nullable() });

export const todaySchema = z.object({
  date: z.string(),
  sankalp: z.object({ id: z.string(), text: z.string() }),
  mantra: z.object({
    id: z.string(),
    devanagari: z.string(),
    /** In the reader's script; IAST for English. */
    script: z.string(),
    iast: z.string(),
    source: sourceSchema.nullable(),
    meaning: z.string(),
    count: z.number(),
  }),
  wisdom: z.object({
    id: z.string(),
    source: sourceSchema,
    original: z.string().nullable(),
    script: z.string().nullable(),
    iast: z.string().nullable(),
    text: z.string(),
  }),
  panchang: panchangDaySchema,
});
export type TodayContent = z.infer<typeof todaySchema>;
