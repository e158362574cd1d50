import { z } from './zod';
import { languagesParamSchema } from './reader-languages';
import {
  DEFAULT_COMMUNITY_SORT,
  DEFAULT_FEED_SORT,
  DEFAULT_TOP_PERIOD,
  PAGE_SIZE,
  REPORT_REASONS,
  SORT_OPTIONS,
  TOP_PERIODS,
} from './constants';
import {
  COMMUNITY_LIMITS as L,
  COMMUNITY_MESSAGES as M,
  REPORT_CONTENT_TYPES,
  MOD_ACTIONS,
  REPORT_STATUSES,
  SAVED_TYPES,
} from './community-constants';
import { displayLine, displayParagraphs } from './display-text';
import { LANGUAGES } from './languages';
import { streamQuerySchema } from './notifications';
import { paginated, searchedPage } from './pagination';
import { readerLanguage, storedTranslationsSchema, translationsRequestSchema } from './translations';

const line = (max: number, message: string) => displayLine().max(max, { message });
const paragraphs = (max: number, message: string) => displayParagraphs().max(max, { message });
const required = (max: number, tooLong: string, missing: string, kind: typeof displayLine = displayLine) =>
  kind({ message: missing }).min(1, { message: missing }).max(max, { message: tooLong });

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = (size: number) => z.coerce.number().int().min(1).max(100).default(size);
/** `t` is the client's cache-buster (spec section 7); any short value is accepted and ignored. */
const cacheBuster = z.string().max(40).optional();
const id = z.coerce.number().int().min(1).max(2_147_483_647);
const slugParam = z.string().trim().min(1).max(80);

/** A list of tags: trimmed, empties dropped, each once (spec section 5). */
const tagItems = z
  .array(line(L.tagMax, `A tag has at most ${L.tagMax} characters.`))
  .max(L.tagsMax * 3, { message: `Add at most ${L.tagsMax} tags.` });
const distinctTags = (tags: string[]) => [...new Set(tags.filter(Boolean))];
const fewTags = (tags: string[]) => tags.length <= L.tagsMax;
const tooManyTags = { message: `Add at most ${L.tagsMax} tags.` };
const tagList = tagItems.default([]).transform(distinctTags).refine(fewTags, tooManyTags);
/** An edit's tags: left out, the stored ones stay. */
const changedTags = tagItems.transform(distinctTags).refine(fewTags, tooManyTags).optional();

const author = z.object({ username: z.string() }).nullable();

/** The caller's own ban from a community, while it runs: what the page tells them. */
export const myBanSchema = z
  .object({
    reason: z.string(),
    /** Its end; null for a permanent ban. */
    expires_at: z.string().nullable(),
  })
  .nullable();
export type MyBan = z.infer<typeof myBanSchema>;

// ---- Communities ------------------------------------------------------------------------------

export const communityListQuerySchema = z.object({
  page,
  page_size: pageSize(PAGE_SIZE.communities),
  t: cacheBuster,
  q: line(L.queryMax, `Search for at most ${L.queryMax} characters.`).optional(),
  /** The reader's language: names, descriptions, rules and tags in it when translated. */
  lang: readerLanguage,
  languages: languagesParamSchema,
});
export type CommunityListQuery = z.infer<typeof communityListQuerySchema>;

export const communitySchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** The tags' slugs (what `posts/?tag=` filters by). */
  tags: z.array(z.string()),
  /** Each tag as the reader reads it: the tag vocabulary's name in their language, else the slug. */
  tag_names: z.array(z.string()),
  min_karma_to_post: z.number(),
  rules: z.string(),
  /** The language the community writes in. */
  content_language: z.string(),
  follower_count: z.number(),
  post_count: z.number(),
  /** The caller's id when they follow (the full list of followers is not sent: it can be very long). */
  followers: z.array(z.number()),
  is_followed: z.boolean(),
  is_moderator: z.boolean(),
  /** The caller's running ban from this community (issue 26); null for guests and members not banned. */
  my_ban: myBanSchema,
  creator: author,
  created_at: z.string(),
});
export type Community = z.infer<typeof communitySchema>;

export const communityParamsSchema = z.object({ community: slugParam });
export const communityReaderQuerySchema = z.object({ lang: readerLanguage });
export const communityIdParamsSchema = z.object({ id });

export const createCommunityRequestSchema = z.object({
  name: required(L.nameMax, `Use at most ${L.nameMax} characters.`, M.nameRequired),
  description: paragraphs(L.descriptionMax, `Use at most ${L.descriptionMax} characters.`).default(''),
  tags: tagList,
  min_karma_to_post: z
    .number({ message: M.minKarma })
    .int({ message: M.minKarma })
    .min(0, { message: M.minKarma })
    .max(L.minKarmaMax, { message: `Use a number up to ${L.minKarmaMax}.` })
    .default(0),
  rules: paragraphs(L.rulesMax, `Use at most ${L.rulesMax} characters.`).default(''),
  /** The language the community writes in; left out, the creator's interface language. */
  content_language: z
    .enum(LANGUAGES, { message: `Choose one of the ${LANGUAGES.length} languages: ${LANGUAGES.join(', ')}.` })
    .optional(),
  /** Its name, description and rules in other languages (issue 21); one in its own language is not kept. */
  translations: translationsRequestSchema('community').optional(),
});
export type CreateCommunityRequest = z.input<typeof createCommunityRequestSchema>;

/**
 * A moderator's change to their community (issue 26; its texts in other languages, issue 21): each
 * field given replaces the stored one, one left out stays. The name and the slug stay as they are
 * (links and mentions use them).
 */
export const updateCommunityRequestSchema = z.object({
  description: paragraphs(L.descriptionMax, `Use at most ${L.descriptionMax} characters.`).optional(),
  tags: changedTags,
  min_karma_to_post: z
    .number({ message: M.minKarma })
    .int({ message: M.minKarma })
    .min(0, { message: M.minKarma })
    .max(L.minKarmaMax, { message: `Use a number up to ${L.minKarmaMax}.` })
    .optional(),
  rules: paragraphs(L.rulesMax, `Use at most ${L.rulesMax} characters.`).optional(),
  /** Per language: its fields replace that language's, `null` removes the language, one left out stays. */
  translations: translationsRequestSchema('community').optional(),
});
export type UpdateCommunityRequest = z.input<typeof updateCommunityRequestSchema>;

/** A community as its moderators edit it: the texts as written, and each language's translation. */
export const communitySettingsSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  min_karma_to_post: z.number(),
  rules: z.string(),
  content_language: z.string(),
  translations: storedTranslationsSchema,
});
export type CommunitySettings = z.infer<typeof communitySettingsSchema>;

export const followAnswerSchema = z.object({ follower_count: z.number(), is_followed: z.boolean() });
export type FollowAnswer = z.infer<typeof followAnswerSchema>;

// ---- Posts ------------------------------------------------------------------------------------

const sort = (fallback: (typeof SORT_OPTIONS)[number]) => z.enum(SORT_OPTIONS).default(fallback);
/**
 * How far back the posts reach, by their age (issue 26: "top of the week"). It takes the place the
 * spec's `t` had as a cache-buster, so a value that is no period is refused rather than ignored.
 */
const period = z
  .enum(TOP_PERIODS, { message: `Choose a period: ${TOP_PERIODS.join(', ')}.` })
  .default(DEFAULT_TOP_PERIOD);

export const postListQuerySchema = z.object({
  page,
  page_size: pageSize(PAGE_SIZE.posts),
  community: slugParam.optional(),
  sort: sort(DEFAULT_COMMUNITY_SORT),
  t: period,
  tag: line(L.tagMax, `A tag has at most ${L.tagMax} characters.`).optional(),
  /** Words to search in titles, tags and text, in any script or spelling (best match first). */
  q: line(L.queryMax, `Search for at most ${L.queryMax} characters.`).optional(),
  /** The reader's language: each post's community named in it when translated. */
  lang: readerLanguage,
});
export type PostListQuery = z.infer<typeof postListQuerySchema>;

export const feedQuerySchema = z.object({
  page,
  page_size: pageSize(PAGE_SIZE.feed),
  sort: sort(DEFAULT_FEED_SORT),
  t: period,
  /** The reader's language: each post's community named in it when translated. */
  lang: readerLanguage,
});

/** An earlier version of a post, kept when its author edits it. */
export const postEditSchema = z.object({
  title: z.string(),
  content: z.string(),
  content_html: z.string(),
  media_url: z.string(),
  tags: z.array(z.string()),
  edited_at: z.string(),
});
export type PostEdit = z.infer<typeof postEditSchema>;

export const voteValueSchema = z.union([z.literal(-1), z.literal(0), z.literal(1)]);

export const postSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** As its author wrote it: the small Markdown of issue 26 (what an edit starts from). */
  content: z.string(),
  /** The content rendered by `@sangam/contracts/markdown` (raw HTML off): what the page shows. */
  content_html: z.string(),
  media_url: z.string(),
  /** The title of our own library's video when `media_url` is a YouTube link to one of them, else null. */
  media_title: z.string().nullable(),
  community: z.string(),
  community_name: z.string(),
  tags: z.array(z.string()),
  creator: author,
  score: z.number(),
  comment_count: z.number(),
  created_at: z.string(),
  /** The caller's vote: 1, -1, or 0 for none (and for guests). */
  user_vote: voteValueSchema,
  is_locked: z.boolean(),
  is_removed: z.boolean(),
  /** Why a moderator removed it: only for its author and the moderators, else (and when not removed) ''. */
  removal_reason: z.string(),
  /** Pinned by its community's moderators (issue 26): first in its community's list; false in other lists. */
  is_pinned: z.boolean(),
  /** Deleted by its author: title, text, media, tags and author come empty; its comments stay. */
  is_deleted: z.boolean(),
  /** Earlier versions, oldest first; its length is the 'edited' count (as a comment's). */
  edit_history: z.array(postEditSchema),
  /** The caller saved it (issue 26); false for guests. */
  saved: z.boolean(),
});
export type Post = z.infer<typeof postSchema>;

/**
 * The list of posts (`GET /api/posts/`); a search (`q`) that finds nothing names the spellings
 * nearest its words among the titles and tags it searched (issue 21).
 */
export const postPageSchema = searchedPage(postSchema);
export type PostListPage = z.infer<typeof postPageSchema>;

export const postDetailSchema = postSchema.extend({
  /** The caller moderates this post's community (its creator, a moderator, or an admin). */
  can_moderate: z.boolean(),
  /** The caller's running ban from this post's community: they read, but cannot comment or vote. */
  my_ban: myBanSchema,
});
export type PostDetail = z.infer<typeof postDetailSchema>;

const postTitle = required(L.titleMax, `Use at most ${L.titleMax} characters.`, M.titleRequired);
const postContent = paragraphs(L.contentMax, `Use at most ${L.contentMax} characters.`);
const mediaUrl = z
  .string()
  .trim()
  .max(L.mediaUrlMax, { message: `Use at most ${L.mediaUrlMax} characters.` })
  .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), { message: M.mediaUrl });

export const createPostRequestSchema = z.object({
  title: postTitle,
  content: postContent.default(''),
  media_url: mediaUrl.default(''),
  community: slugParam,
  tags: tagList,
});
export type CreatePostRequest = z.input<typeof createPostRequestSchema>;

/**
 * The author's edit of their post (issue 26): the fields of the create form, each given one
 * replacing the stored one. The community stays (moving a post would move its counters and its
 * moderators).
 */
export const updatePostRequestSchema = z.object({
  title: postTitle.optional(),
  content: postContent.optional(),
  media_url: mediaUrl.optional(),
  tags: changedTags,
});
export type UpdatePostRequest = z.input<typeof updatePostRequestSchema>;

export const voteAnswerSchema = z.object({ score: z.number(), user_vote: voteValueSchema });
export type VoteAnswer = z.infer<typeof voteAnswerSchema>;

// ---- Live threads (issue 26) ------------------------------------------------------------------

/** A thread's stream opens for guests too; a member's ticket keeps the people they blocked out of it. */
export const threadStreamQuerySchema = streamQuerySchema.partial();

/** A comment added to the thread: its id and parent only, for the page to count and then read it as usual. */
export interface ThreadComment {
  id: number;
  parent: number | null;
}

/** The latest scores of the post and of its comments that changed since the last such event. */
export interface ThreadScores {
  posts: { id: number; score: number }[];
  comments: { id: number; score: number }[];
}

/** The events of `GET /api/posts/{id}/stream/`, by name. */
export interface ThreadEvents {
  comment: ThreadComment;
  scores: ThreadScores;
}

// ---- Comments ---------------------------------------------------------------------------------

/**
 * A post's thread (`post`), or comments searched (`q`, issue 26) across every community or one
 * (`community`), best match first, in any script or spelling.
 */
export const commentListQuerySchema = z
  .object({
    post: id.optional(),
    q: line(L.queryMax, `Search for at most ${L.queryMax} characters.`).optional(),
    community: slugParam.optional(),
    page,
    page_size: pageSize(PAGE_SIZE.comments),
    t: cacheBuster,
  })
  .refine((query) => query.post !== undefined || Boolean(query.q), {
    message: 'Name a post, or search with q.',
    path: ['post'],
  });

export const editSchema = z.object({ content: z.string(), content_html: z.string(), edited_at: z.string() });

export const commentSchema = z.object({
  id: z.number(),
  post: z.number(),
  /** As its author wrote it; `content_html` is what the page shows (as a post's). */
  content: z.string(),
  content_html: z.string(),
  parent: z.number().nullable(),
  level: z.number(),
  creator: author,
  created_at: z.string(),
  /** Earlier versions, oldest first; its length is the 'edited' count. */
  edit_history: z.array(editSchema),
  is_deleted: z.boolean(),
  is_removed: z.boolean(),
  /** Why a moderator removed it: only for its author and the moderators, else (and when not removed) ''. */
  removal_reason: z.string(),
  score: z.number(),
  user_vote: voteValueSchema,
  /** The caller saved it (issue 26); false for guests. */
  saved: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

/** A comment in a list: a search's results also name the post each one answers. */
export const listedCommentSchema = commentSchema.extend({ post_title: z.string().optional() });
export type ListedComment = z.infer<typeof listedCommentSchema>;

const commentText = required(
  L.contentMax,
  `Use at most ${L.contentMax} characters.`,
  M.contentRequired,
  displayParagraphs,
);

export const createCommentRequestSchema = z.object({
  post: z.number({ message: 'Choose the post to comment on.' }).int().min(1).max(2_147_483_647),
  content: commentText,
  parent: z.number().int().min(1).max(2_147_483_647).nullable().default(null),
});
export type CreateCommentRequest = z.input<typeof createCommentRequestSchema>;

export const updateCommentRequestSchema = z.object({ content: commentText });

// ---- Saved posts and comments (issue 26) -------------------------------------------------------

export const savedAnswerSchema = z.object({ saved: z.boolean() });
export type SavedAnswer = z.infer<typeof savedAnswerSchema>;

export const savedListQuerySchema = z.object({
  type: z.enum(SAVED_TYPES, { message: `Choose a type: ${SAVED_TYPES.join(' or ')}.` }).default('post'),
  page,
  page_size: pageSize(PAGE_SIZE.posts),
  /** The reader's language: each saved post's community named in it when translated. */
  lang: readerLanguage,
});
export type SavedListQuery = z.infer<typeof savedListQuerySchema>;

/** A saved comment, with its post's title so that a list of them can name and link each post. */
export const savedCommentSchema = commentSchema.extend({ post_title: z.string() });
export type SavedComment = z.infer<typeof savedCommentSchema>;

/** The caller's saved posts or comments (`type`), the most recently saved first. */
export const savedPageSchema = paginated(z.union([postSchema, savedCommentSchema]));

// ---- Reports and moderation ----------------------------------------------------------------------

export const reportRequestSchema = z.object({
  content_type: z.enum(REPORT_CONTENT_TYPES, { message: 'Report a post or a comment.' }),
  content_id: z.number({ message: 'Choose what to report.' }).int().min(1).max(2_147_483_647),
  reason: z.enum(REPORT_REASONS, { message: 'Choose a reason: spam, inappropriate, harassment or other.' }),
  details: paragraphs(L.reportDetailsMax, `Use at most ${L.reportDetailsMax} characters.`).default(''),
});
export type ReportRequest = z.input<typeof reportRequestSchema>;

/** A moderator's removal may say why: the author is told the reason (issue 23). No body is fine. */
export const removalRequestSchema = z
  .object({ reason: paragraphs(L.reportDetailsMax, `Use at most ${L.reportDetailsMax} characters.`).default('') })
  .nullish();

export const reportSchema = z.object({
  id: z.number(),
  content_type: z.enum(REPORT_CONTENT_TYPES),
  content_id: z.number(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  status: z.enum(REPORT_STATUSES),
  created_at: z.string(),
  reporter: author,
  community: z.string(),
  community_name: z.string(),
  /** The post the item belongs to, for a link. */
  post: z.number(),
  /** The reported title or comment text, shortened, so a moderator sees what it is about. */
  excerpt: z.string(),
  is_removed: z.boolean(),
});
export type Report = z.infer<typeof reportSchema>;

/** A line of a community's public moderation log (issue 26). */
export const modlogEntrySchema = z.object({
  id: z.number(),
  action: z.enum(MOD_ACTIONS),
  /** Who acted; null once their account is gone. */
  moderator: author,
  /** The person acted on: a banned member, an added or removed moderator, a removed item's author. */
  target_user: author,
  post: z.object({ id: z.number(), title: z.string() }).nullable(),
  comment: z.object({ id: z.number() }).nullable(),
  reason: z.string(),
  /** A temporary ban's end. */
  expires_at: z.string().nullable(),
  created_at: z.string(),
});
export type ModlogEntry = z.infer<typeof modlogEntrySchema>;
export const modlogPageSchema = paginated(modlogEntrySchema);
export const modlogQuerySchema = z.object({ page, page_size: pageSize(25) });

// ---- Community bans (issue 26) -------------------------------------------------------------------

export const communityBanSchema = z.object({
  username: z.string(),
  reason: z.string(),
  /** Its end; null for a permanent ban. */
  expires_at: z.string().nullable(),
  /** The moderator or administrator who banned; null once their account is gone. */
  banned_by: author,
  created_at: z.string(),
});
export type CommunityBan = z.infer<typeof communityBanSchema>;
export const communityBanPageSchema = paginated(communityBanSchema);
export const communityBanListQuerySchema = z.object({ page, page_size: pageSize(25), t: cacheBuster });

export const banRequestSchema = z.object({
  username: z.string().trim().min(1, { message: M.personNotFound }).max(30, { message: M.personNotFound }),
  reason: required(L.banReasonMax, `Use at most ${L.banReasonMax} characters.`, M.banReasonRequired),
  /** How long, in whole days; left out or null, the ban has no end. */
  days: z.coerce
    .number({ message: `Enter a whole number of days from 1 to ${L.banDaysMax}.` })
    .int({ message: `Enter a whole number of days from 1 to ${L.banDaysMax}.` })
    .min(1, { message: `Enter a whole number of days from 1 to ${L.banDaysMax}.` })
    .max(L.banDaysMax, { message: `Enter a whole number of days from 1 to ${L.banDaysMax}.` })
    .nullish(),
});
export type BanRequest = z.input<typeof banRequestSchema>;
export const communityBanParamsSchema = z.object({ id, username: z.string().trim().min(1).max(30) });
/** A community's moderators (issue 26), public: who looks after it. Its creator is named by the community. */
export const moderatorListSchema = z.object({ results: z.array(z.object({ username: z.string() })) });
export type ModeratorList = z.infer<typeof moderatorListSchema>;
export const addModeratorRequestSchema = z.object({
  username: z
    .string({ message: 'Enter the username of the member to add.' })
    .trim()
    .min(1, { message: 'Enter the username of the member to add.' })
    .max(30, { message: 'Use at most 30 characters.' }),
});

export const reportListQuerySchema = z.object({
  page,
  page_size: pageSize(PAGE_SIZE.posts),
  community: slugParam.optional(),
  status: z.enum(REPORT_STATUSES).default('open'),
  t: cacheBuster,
});

export const idParamsSchema = z.object({ id });
