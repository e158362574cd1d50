/** Community constants without schemas, so the web app can use them without loading zod. */

/** Bounds of community, post, comment and report fields, shared by the API's validation and the forms. */
export const COMMUNITY_LIMITS = {
  nameMax: 60,
  descriptionMax: 2000,
  rulesMax: 4000,
  tagsMax: 10,
  tagMax: 30,
  minKarmaMax: 1_000_000,
  queryMax: 100,
  titleMax: 300,
  /** Lemmy's limit for a post body and a comment. */
  contentMax: 10_000,
  mediaUrlMax: 2000,
  reportDetailsMax: 1000,
  /** Replies nest without limit; the page indents at most this many levels. */
  indentLevelsMax: 8,
  /** People a newcomer (points below 1) may mention in one post or comment: no mass pinging. */
  newcomerMentionsMax: 3,
  /** People anyone may mention in one item; more is a broadcast, not a conversation. */
  mentionsMax: 20,
  /** Posts and comments one person keeps saved at once, so nobody fills the table. */
  savedMax: 1000,
  /** A ban's reason: a sentence or two the banned person reads. */
  banReasonMax: 500,
  /** The longest temporary ban in days; longer is a permanent ban (no end). */
  banDaysMax: 365,
  /** Posts a community pins above every sort (issue 26): a notice or two, not a second front page. */
  pinsMax: 2,
} as const;

/** The durations the moderators' form offers, in days; null is a permanent ban. */
export const BAN_DURATIONS = [1, 7, 30, null] as const;

/** What a community's public moderation log records (issue 26). */
export const MOD_ACTIONS = [
  'remove_post',
  'restore_post',
  'remove_comment',
  'restore_comment',
  'lock_post',
  'unlock_post',
  'pin_post',
  'unpin_post',
  'ban',
  'unban',
  'add_moderator',
  'remove_moderator',
] as const;
export type ModAction = (typeof MOD_ACTIONS)[number];

export const REPORT_CONTENT_TYPES = ['post', 'comment'] as const;
export type ReportContentType = (typeof REPORT_CONTENT_TYPES)[number];
export const REPORT_STATUSES = ['open', 'resolved'] as const;
/** What a person saves (issue 26), as `GET /api/me/saved/?type=` names it. */
export const SAVED_TYPES = ['post', 'comment'] as const;
export type SavedType = (typeof SAVED_TYPES)[number];
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Hot rank (Lemmy): a post stops rising or falling by age after this many hours and ranks 0. */
export const HOT_RANK_MAX_AGE_HOURS = 7 * 24;

/** `log10(max(2, score + 2)) / (hours + 2)^1.8`, 0 after seven days: the formula the database applies. */
export function hotRank(score: number, ageHours: number): number {
  if (ageHours >= HOT_RANK_MAX_AGE_HOURS) return 0;
  return Math.log10(Math.max(2, score + 2)) / Math.pow(Math.max(0, ageHours) + 2, 1.8);
}

/** The sentences the API answers with; the web app shows each one translated by its `code`. */
export const COMMUNITY_MESSAGES = {
  nameRequired: 'Enter a name for the community.',
  nameTaken: 'A community with this name already exists.',
  minKarma: 'Minimum points must be a whole number of 0 or more.',
  titleRequired: 'Enter a title.',
  mediaUrl: 'Enter a link that starts with http:// or https://.',
  contentRequired: 'Write something first.',
  communityNotFound: 'Community not found.',
  postNotFound: 'Post not found.',
  tooManyThreadStreams: 'Too many live threads are open from this address: close a tab and try again.',
  commentNotFound: 'Comment not found.',
  reportNotFound: 'Report not found.',
  parentElsewhere: 'You can only reply to a comment on the same post.',
  postLocked: 'This post is locked: new comments are closed.',
  postRemoved: 'This post was removed by a moderator.',
  commentGone: 'This comment was deleted or removed.',
  notAuthor: 'Only the author can change this comment.',
  notPostAuthor: 'Only the author can change this post.',
  postGone: 'This post was deleted or removed.',
  postDeleted: 'This post was deleted by its author.',
  notModerator: 'Only the moderators of this community can do this.',
  alreadyReported: 'You have already reported this, and the report is still open.',
  personNotFound: 'No one by this name is here.',
  tooManyPins: (max: number) => `A community pins at most ${max} posts. Unpin one first.`,
  pinGone: 'A removed or deleted post cannot be pinned.',
  notAModerator: (username: string) => `${username} is not a moderator of this community.`,
  lastModerator: 'A community needs at least one moderator: add another before this one leaves.',
  creatorStays: 'Only its creator or a site administrator can take the creator off the moderators.',
  blockSelf: 'You cannot block yourself.',
  blockLimit: (max: number) => `You can block at most ${max} people. Unblock someone first.`,
  blockedYou: 'You cannot reply here: the author has blocked you.',
  tooManySaved: (max: number) => `You can keep at most ${max} saved posts and comments; unsave some first.`,
  tooManyMentions: (max: number) =>
    max === COMMUNITY_LIMITS.newcomerMentionsMax
      ? `Until others upvote your posts or comments, you can mention at most ${max} people at a time.`
      : `You can mention at most ${max} people at a time.`,
  banReasonRequired: 'Say why: the person banned is told the reason.',
  banSelf: 'You cannot ban yourself.',
  banModerator: (username: string) =>
    `${username} moderates this community: a moderator cannot be banned from it. Remove them as a moderator first.`,
  banAdmin: (username: string) => `${username} is an administrator: administrators cannot be banned from a community.`,
  notBanned: (username: string) => `${username} is not banned from this community.`,
  bannedFromCommunity: (until: string, reason: string) =>
    `You are banned from this community ${until}. The reason: ${reason}. You can still read it, but not post, comment or vote here.`,
  karmaTooLow: (needed: number, karma: number) =>
    `You need at least ${needed} points to post in this community; you have ${karma}.`,
} as const;

/** Machine codes of community errors the page translates. */
export const COMMUNITY_ERROR_CODES = {
  nameTaken: 'community_name_taken',
  karmaTooLow: 'karma_too_low',
  postLocked: 'post_locked',
  alreadyReported: 'already_reported',
  blockSelf: 'block_self',
  blockLimit: 'block_limit',
  blockedYou: 'blocked_by_author',
  tooManySaved: 'too_many_saved',
  tooManyMentions: 'too_many_mentions',
  bannedFromCommunity: 'banned_from_community',
  cannotBan: 'cannot_ban',
  tooManyPins: 'too_many_pins',
  pinGone: 'pin_gone',
  lastModerator: 'last_moderator',
  creatorStays: 'creator_stays',
} as const;

/** How many people one member may block: enough for anyone, not a table anyone can fill. */
export const BLOCKS_PER_PERSON_MAX = 1000;

export type MediaKind =
  { kind: 'image'; url: string } | { kind: 'youtube'; id: string } | { kind: 'link'; url: string };

const IMAGE_EXTENSION = /\.(jpe?g|png|gif|webp)$/i;
const YOUTUBE_HOST = /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be)$/i;

/**
 * Media display of spec section 5: an image when the link ends in jpg, jpeg, png, gif or webp; a
 * YouTube embed when it is a YouTube link (its 11-character id); otherwise a 'View Media' link.
 * Only http(s) links are ever shown, so a stored `javascript:` link can never be clicked.
 */
export function mediaKind(mediaUrl: string): MediaKind | null {
  let url: URL;
  try {
    url = new URL(mediaUrl.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (IMAGE_EXTENSION.test(url.pathname)) return { kind: 'image', url: url.href };
  if (YOUTUBE_HOST.test(url.hostname)) {
    const id = url.hostname.endsWith('youtu.be')
      ? url.pathname.slice(1, 12)
      : (url.searchParams.get('v') ?? /\/(?:embed|shorts|live|v)\/([\w-]{11})/.exec(url.pathname)?.[1] ?? '');
    if (/^[\w-]{11}$/.test(id)) return { kind: 'youtube', id };
  }
  return { kind: 'link', url: url.href };
}

/** Tags typed as 'bhakti, kirtan , ,japa': trimmed, empties dropped, each once. */
export function splitTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
}
