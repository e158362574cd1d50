/** Video-library constants and helpers without schemas, so the web app can use them without loading zod. */

/** Limits of the video library; one place for each number. */
export const VIDEO_LIMITS = {
  /** Videos per page of the list (the spec leaves it open; 20 fills five rows of four). */
  pageSize: 20,
  maxPageSize: 50,
  queryMax: 200,
  titleMax: 200,
  descriptionMax: 5000,
  tagsMax: 10,
  tagMax: 40,
} as const;

/** Widths the server renders each thumbnail at (16:9), for `srcset`. */
export const THUMBNAIL_WIDTHS = [320, 480, 640] as const;

/** Slugs of the spec: the lower-cased name with spaces turned into hyphens. */
export function slugify(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** The 11-character YouTube id of a watch, short, embed or shorts link, or of a bare id. */
export function youtubeIdFrom(input: string): string | null {
  const text = input.trim();
  if (/^[\w-]{11}$/.test(text)) return text;
  const match =
    /(?:[?&]v=|youtu\.be\/|\/embed\/|\/shorts\/|\/live\/|\/v\/)([\w-]{11})(?![\w-])/.exec(text) ??
    /^v=([\w-]{11})(?![\w-])/.exec(text);
  return match ? match[1]! : null;
}

/** Classes-interest form (spec sections 3, 4 and 5): three steps, the section 5 messages. */
export const CLASS_INTEREST_CATEGORIES = [
  'yoga',
  'meditation',
  'sanskrit',
  'gita-study',
  'bhajan-music',
  'ayurveda',
  'kids-stories',
] as const;
export const AGE_RANGES = ['under-8', '8-12', '13-17', '18-35', '36-59', '60-plus'] as const;
export const CLASSES_INTEREST_MESSAGES = {
  categories: 'Please select at least one category.',
  ageRanges: 'Please select at least one age range.',
  timeZone: 'Please select a time zone.',
  email: 'Please enter a valid email.',
  consent: 'Please agree to receive emails.',
} as const;
