import { z } from './zod';
import { PAGE_SIZE } from './constants';
import { commentSchema } from './community';
import { readerLanguage } from './translations';

/**
 * A member's public profile and the lists on it (issue 26): what anyone may read of a person, and
 * nothing private (no email address, no preferences).
 */

export const profileParamsSchema = z.object({ username: z.string().trim().min(1).max(30) });

export const profileQuerySchema = z.object({ lang: readerLanguage });

export const profileListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE.posts),
  /** The reader's language: each post's community named in it when translated. */
  lang: readerLanguage,
});

export const profileSchema = z.object({
  username: z.string(),
  display_name: z.string(),
  date_joined: z.string(),
  /** Vote points earned by their posts, and by their comments; together, the points that let them post. */
  post_karma: z.number(),
  comment_karma: z.number(),
  /** The communities they moderate, named in the reader's language where translated. */
  moderates: z.array(z.object({ slug: z.string(), name: z.string() })),
  /** The signed-in reader has blocked them (always false for a guest). */
  is_blocked: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** One of their comments, with its post's title so a list can name what it answers. */
export const profileCommentSchema = commentSchema.extend({ post_title: z.string() });
export type ProfileComment = z.infer<typeof profileCommentSchema>;

export const blockAnswerSchema = z.object({ is_blocked: z.boolean() });
export type BlockAnswer = z.infer<typeof blockAnswerSchema>;

/** Names offered while a member types a mention (issue 26): at most this many. */
export const USER_SEARCH_MAX = 8;

/** `GET /api/users/search/?q=`: the start of a username, as typed after `@`. */
export const userSearchQuerySchema = z.object({
  q: z
    .string({ message: 'Type the start of a name.' })
    .trim()
    .min(1, { message: 'Type the start of a name.' })
    .max(30, { message: 'Use at most 30 characters.' })
    .regex(/^[A-Za-z0-9_.]+$/, { message: 'Use only letters, digits, dots (.) and underscores (_).' }),
});

export const userSearchAnswerSchema = z.object({
  results: z.array(z.object({ username: z.string(), display_name: z.string() })),
});
export type UserSearchAnswer = z.infer<typeof userSearchAnswerSchema>;
