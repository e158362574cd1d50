import { z } from './zod';
import { timeZoneSchema } from './auth';
import { CHANT_LIMITS, CHANT_MESSAGES } from './chants-constants';
import { LANGUAGES } from './languages';
import { practiceSchema, streakSchema } from './practice';

/** `GET chants/`, `GET chants/{id}/`, `POST chants/{id}/sessions/`: guided chanting (spec section 2, chanting). */

export const chantLanguageQuerySchema = z.object({
  lang: z.enum(LANGUAGES, { message: 'Use one of the interface languages.' }).default('en'),
});

export const chantParamsSchema = z.object({ id: z.string().trim().min(1).max(80) });

export const chantSchema = z.object({
  id: z.string(),
  /** Stored once, in Devanagari. */
  devanagari: z.string(),
  /** In the reader's script (IAST for English), and IAST beside it (Tamil readers need it for the sounds). */
  script: z.string(),
  iast: z.string(),
  /** The deity the mantra is addressed to ('shiva', 'vishnu', 'universal'…), named by the page in the reader's language. */
  deity: z.string(),
  /** Where the mantra comes from (its tradition, or the scripture its verse is from), in the reader's language. */
  tradition: z.string(),
  source: z.object({ work: z.string(), ref: z.string().nullable() }).nullable(),
  /** The suggested repetitions of a session (108 a mala round, or 11, 21, 3). */
  count: z.number(),
  meaning: z.string(),
});
export type Chant = z.infer<typeof chantSchema>;

export const chantListSchema = z.object({
  count: z.number(),
  next: z.null(),
  previous: z.null(),
  results: z.array(chantSchema),
  /** The deities of the list, in order of first appearance, for the page's filter. */
  deities: z.array(z.string()),
});

export const chantSessionRequestSchema = z.object({
  /** Repetitions chanted in this session (rounds × 108 plus the beads of an unfinished round). */
  count: z
    .number({ message: CHANT_MESSAGES.count })
    .int({ message: CHANT_MESSAGES.count })
    .min(1, { message: CHANT_MESSAGES.count })
    .max(CHANT_LIMITS.countMax, { message: CHANT_MESSAGES.count }),
  /** The device's zone: the session counts on the local day where the person is. */
  time_zone: timeZoneSchema.optional(),
});
export type ChantSessionRequest = z.input<typeof chantSessionRequestSchema>;

export const chantSessionAnswerSchema = z.object({
  /** The japa practice the session went into, with its streak. */
  practice: practiceSchema,
  overall: streakSchema,
  /** Repetitions recorded today in all, and the daily target. */
  today_count: z.number(),
  target: z.number(),
  day: z.string(),
});
export type ChantSessionAnswer = z.infer<typeof chantSessionAnswerSchema>;
