import { z } from './zod';
import { isTimeZone } from './account-constants';
import { searchedPage } from './pagination';
import { languagesParamSchema } from './reader-languages';
import { displayLine, displayParagraphs } from './display-text';
import { readerLanguage } from './translations';
import {
  AGE_RANGES,
  CLASS_INTEREST_CATEGORIES,
  CLASSES_INTEREST_MESSAGES,
  VIDEO_LIMITS,
  youtubeIdFrom,
} from './video-constants';

const trimmedString = (max: number, message: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().max(max, { message }));

const flag = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean()).optional();
const slug = z.string().trim().min(1).max(80);

export const videoListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(VIDEO_LIMITS.maxPageSize).default(VIDEO_LIMITS.pageSize),
  category: slug.optional(),
  language: slug.optional(),
  tag: slug.optional(),
  q: trimmedString(VIDEO_LIMITS.queryMax, `Search for at most ${VIDEO_LIMITS.queryMax} characters.`).optional(),
  child_anime_filter: flag,
  /** The reader's language: categories and tags named in it when translated. */
  lang: readerLanguage,
  languages: languagesParamSchema,
});
export type VideoListQuery = z.infer<typeof videoListQuerySchema>;

/** `name` in the reader's language when asked with `?lang=` and translated, else the original (English); `slug` never changes. */
export const categorySchema = z.object({ id: z.number(), name: z.string(), slug: z.string() });
export type Category = z.infer<typeof categorySchema>;
export const tagSchema = z.object({ id: z.number(), name: z.string(), slug: z.string() });
export type Tag = z.infer<typeof tagSchema>;
/** A language videos are in (not the interface language): its ISO code names it in any locale. */
export const videoLanguageSchema = z.object({ id: z.number(), code: z.string(), name: z.string(), slug: z.string() });
export type VideoLanguage = z.infer<typeof videoLanguageSchema>;

/** Video of spec section 3, plus what the cards show. */
export const videoSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  youtube_id: z.string(),
  youtube_url: z.string(),
  thumbnailUrl: z.string(),
  thumbnailSrcset: z.string(),
  duration_seconds: z.number().nullable(),
  is_kids: z.boolean(),
  category: categorySchema.nullable(),
  language: videoLanguageSchema.nullable(),
  tags: z.array(tagSchema),
  created_at: z.string(),
});
export type Video = z.infer<typeof videoSchema>;

/** The video list; a search that finds nothing names the tags and deities spelled nearest to its words. */
export const videoPageSchema = searchedPage(videoSchema);
export type VideoListPage = z.infer<typeof videoPageSchema>;

export const tagListQuerySchema = z.object({ category: slug.optional(), lang: readerLanguage });

/**
 * The fields of a video an editor may change later, without the defaults of a new video: a PATCH
 * that leaves a field out keeps it (defaults inside .partial() would reset it).
 */
export const videoFieldSchemas = {
  title: displayLine({ message: 'Enter a title.' })
    .max(VIDEO_LIMITS.titleMax, { message: `Use at most ${VIDEO_LIMITS.titleMax} characters.` })
    .min(1, { message: 'Enter a title.' }),
  description: displayParagraphs().max(VIDEO_LIMITS.descriptionMax, {
    message: `Use at most ${VIDEO_LIMITS.descriptionMax} characters.`,
  }),
  category: slug,
  language: slug,
  tags: z
    .array(displayLine().max(VIDEO_LIMITS.tagMax, { message: `A tag has at most ${VIDEO_LIMITS.tagMax} characters.` }))
    .max(VIDEO_LIMITS.tagsMax, { message: `Add at most ${VIDEO_LIMITS.tagsMax} tags.` })
    .transform((tags) => [...new Set(tags.filter(Boolean))]),
  is_kids: z.boolean(),
  duration_seconds: z.number().int().min(1).max(86_400).nullable().optional(),
};

export const createVideoRequestSchema = z.object({
  youtube_url: z
    .string({ message: 'Enter the YouTube link of the video.' })
    .trim()
    .max(300)
    .refine((v) => youtubeIdFrom(v) !== null, { message: 'Enter a YouTube link such as https://youtu.be/… .' }),
  ...videoFieldSchemas,
  description: videoFieldSchemas.description.default(''),
  tags: videoFieldSchemas.tags.default([]),
  is_kids: videoFieldSchemas.is_kids.default(false),
});
export type CreateVideoRequest = z.input<typeof createVideoRequestSchema>;

export const classesInterestRequestSchema = z.object({
  categories: z
    .array(z.enum(CLASS_INTEREST_CATEGORIES, { message: CLASSES_INTEREST_MESSAGES.categories }), {
      message: CLASSES_INTEREST_MESSAGES.categories,
    })
    .min(1, { message: CLASSES_INTEREST_MESSAGES.categories })
    .max(CLASS_INTEREST_CATEGORIES.length)
    .transform((v) => [...new Set(v)]),
  age_ranges: z
    .array(z.enum(AGE_RANGES, { message: CLASSES_INTEREST_MESSAGES.ageRanges }), {
      message: CLASSES_INTEREST_MESSAGES.ageRanges,
    })
    .min(1, { message: CLASSES_INTEREST_MESSAGES.ageRanges })
    .max(AGE_RANGES.length)
    .transform((v) => [...new Set(v)]),
  time_zone: z
    .string({ message: CLASSES_INTEREST_MESSAGES.timeZone })
    .trim()
    .max(64)
    .refine((zone) => zone !== '' && isTimeZone(zone), { message: CLASSES_INTEREST_MESSAGES.timeZone }),
  email: z
    .string({ message: CLASSES_INTEREST_MESSAGES.email })
    .trim()
    .max(254, { message: CLASSES_INTEREST_MESSAGES.email })
    .pipe(z.email({ message: CLASSES_INTEREST_MESSAGES.email })),
  consent: z.literal(true, { message: CLASSES_INTEREST_MESSAGES.consent }),
  /** The interface language, for the confirmation mail. */
  language: z.string().max(5).optional(),
});
export type ClassesInterestRequest = z.input<typeof classesInterestRequestSchema>;

/** Real numbers for the social-proof nudge, and whether they are large enough to be worth saying. */
export const communityPulseSchema = z.object({
  members: z.number(),
  plays_this_week: z.number(),
  meaningful: z.boolean(),
});
export type CommunityPulse = z.infer<typeof communityPulseSchema>;
