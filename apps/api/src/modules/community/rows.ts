import { renderMarkdown } from '@sangam/contracts/markdown';
import {
  mediaKind,
  type Comment,
  type Community,
  type Language,
  type MyBan,
  type Post,
  type PostEdit,
  type Translations,
} from '@sangam/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { readerText } from '../../lib/translations';
import type { Caller } from '../../plugins/auth';
import { iso, isoOrNull } from '../../lib/iso-time';

/**
 * The SELECTs that shape communities, posts and comments for one caller, and the mapping of their
 * rows to answers: one place, so every endpoint answers the same fields the same way.
 */

/** A caller id no user has, so the caller's follow, vote and moderator checks are false for guests. */
const callerId = (caller: Caller | null) => caller?.id ?? 0;
const isAdmin = (caller: Caller | null) => caller?.role === 'admin';

/** SQL that is true when the caller moderates the community `communityId` (an SQL expression). */
export const moderates = (caller: Caller | null, communityId: SQL) =>
  sql`(${isAdmin(caller)} or exists (select 1 from community_moderators m where m.community_id = ${communityId} and m.user_id = ${callerId(caller)}))`;

/** SQL true when the author column `author` is someone the caller blocked (issue 26); never for a guest. */
export const blockedByCaller = (caller: Caller | null, author: SQL) =>
  caller
    ? sql`exists (select 1 from user_blocks b where b.blocker_id = ${caller.id} and b.blocked_id = ${author})`
    : sql`false`;

/**
 * How many of the posts `where` selects (alias `p`, not removed) the caller does not see because
 * they blocked the author: lists whose totals come from counters take these off. 0 for a guest.
 */
export const hiddenPostCount = (caller: Caller | null, where: SQL) =>
  caller
    ? sql`(select count(*) from user_blocks b join posts p on p.author_id = b.blocked_id
           where b.blocker_id = ${caller.id} and p.removed_at is null and p.deleted_at is null and ${where})::int`
    : sql`0`;

/** SQL true for a ban of `community_bans b` still running: a ban past its end is over by itself. */
export const banRuns = sql`(b.expires_at is null or b.expires_at > now())`;

/**
 * The caller's running ban from the community `communityId` (an SQL expression) as JSON, or null:
 * per member like `is_followed`, so it is never part of what guests share.
 */
export const myBanColumn = (caller: Caller | null, communityId: SQL) =>
  caller
    ? sql`(select json_build_object('reason', b.reason, 'expires_at', b.expires_at) from community_bans b
           where b.community_id = ${communityId} and b.user_id = ${caller.id} and ${banRuns})`
    : sql`null::json`;

/** What `myBanColumn` reads (its end as JSON writes a time). */
export type MyBanRow = { reason: string; expires_at: string | null } | null;

/** The ban `myBanColumn` read, as the answers give it. */
export const toMyBan = (ban: MyBanRow): MyBan => ban && { reason: ban.reason, expires_at: isoOrNull(ban.expires_at) };

export interface CommunityRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  tags: string[];
  min_karma_to_post: number;
  rules: string;
  content_language: string;
  follower_count: number;
  post_count: number;
  created_at: Date | string;
  creator_username: string | null;
  is_followed: boolean;
  is_moderator: boolean;
  my_ban: MyBanRow;
  translations: Translations;
}

/** How a reader reads a community: their language, and the tag vocabulary's names in it. */
export interface CommunityReader {
  lang?: Language;
  tagName?: (slug: string) => string;
}

export const communityColumns = (caller: Caller | null) => sql`
  c.id, c.slug, c.name, c.description, c.tags, c.min_karma_to_post, c.rules, c.content_language, c.follower_count,
  c.post_count, c.created_at, c.translations, cu.username as creator_username,
  exists (select 1 from community_follows f where f.community_id = c.id and f.user_id = ${callerId(caller)}) as is_followed,
  ${moderates(caller, sql`c.id`)} as is_moderator, ${myBanColumn(caller, sql`c.id`)} as my_ban`;

export const communityFrom = sql`communities c left join users cu on cu.id = c.creator_id`;

export function toCommunity(row: CommunityRow, caller: Caller | null, reader: CommunityReader = {}): Community {
  const t = readerText(reader.lang, row.translations);
  return {
    id: row.id,
    slug: row.slug,
    name: t.text('name', row.name),
    description: t.text('description', row.description),
    tags: row.tags,
    tag_names: row.tags.map(reader.tagName ?? ((slug) => slug)),
    min_karma_to_post: row.min_karma_to_post,
    rules: t.text('rules', row.rules),
    content_language: row.content_language,
    follower_count: row.follower_count,
    post_count: row.post_count,
    followers: row.is_followed && caller ? [caller.id] : [],
    is_followed: row.is_followed,
    is_moderator: row.is_moderator,
    my_ban: toMyBan(row.my_ban),
    creator: row.creator_username ? { username: row.creator_username } : null,
    created_at: iso(row.created_at),
  };
}

export interface PostRow {
  id: number;
  title: string;
  content: string;
  media_url: string;
  community_id: number;
  community_slug: string;
  community_name: string;
  community_translations: Translations;
  tags: string[];
  author_id: number | null;
  author_username: string | null;
  score: number;
  comment_count: number;
  created_at: Date | string;
  user_vote: number;
  saved: boolean;
  is_locked: boolean;
  edit_history: Omit<PostEdit, 'content_html'>[];
  mentions: string[];
  deleted_at: Date | string | null;
  removed_at: Date | string | null;
  removal_reason: string;
  is_pinned: boolean;
  can_moderate: boolean;
}

/** A post with its community's slug and names in the same row: lists never look them up per post. */
export const postColumns = (caller: Caller | null) => sql`
  p.id, p.title, p.content, p.media_url, p.community_id, c.slug as community_slug, c.name as community_name,
  c.translations as community_translations,
  p.tags, p.author_id, pu.username as author_username, p.score, p.comment_count, p.created_at, p.is_locked,
  p.edit_history, p.mentions, p.deleted_at, p.removed_at, p.removal_reason, p.pinned_at is not null as is_pinned,
  coalesce((select v.value from post_votes v where v.post_id = p.id and v.user_id = ${callerId(caller)}), 0)::int as user_vote,
  exists (select 1 from saved_posts s where s.user_id = ${callerId(caller)} and s.post_id = p.id) as saved,
  ${moderates(caller, sql`p.community_id`)} as can_moderate`;

export const postFrom = sql`posts p join communities c on c.id = p.community_id left join users pu on pu.id = p.author_id`;

/** A post as `caller` reads it, its community named in `lang` where translated (issue 21). */
export function toPost(
  row: PostRow,
  caller: Caller | null,
  lang: Language | undefined,
  libraryTitles: Map<string, string>,
): Post & { can_moderate: boolean } {
  const deleted = row.deleted_at !== null;
  const removed = row.removed_at !== null;
  // Deleted by its author: gone for everyone (as a deleted comment), its comments kept. A removed
  // post keeps its title; its text is shown only to its author and the moderators.
  const hidden = deleted || (removed && !row.can_moderate && row.author_id !== callerId(caller));
  return {
    id: row.id,
    title: deleted ? '' : row.title,
    content: hidden ? '' : row.content,
    content_html: hidden ? '' : renderMarkdown(row.content, row.mentions),
    media_url: hidden ? '' : row.media_url,
    media_title: hidden ? null : libraryTitle(row.media_url, libraryTitles),
    community: row.community_slug,
    community_name: readerText(lang, row.community_translations).text('name', row.community_name),
    tags: deleted ? [] : row.tags,
    creator: deleted || !row.author_username ? null : { username: row.author_username },
    score: row.score,
    comment_count: row.comment_count,
    created_at: iso(row.created_at),
    user_vote: row.user_vote as -1 | 0 | 1,
    saved: row.saved,
    is_locked: row.is_locked,
    is_removed: removed,
    removal_reason: removalReason(row, caller),
    is_pinned: row.is_pinned,
    is_deleted: deleted,
    edit_history: hidden ? [] : withHtml(row.edit_history, row.mentions),
    can_moderate: row.can_moderate,
  };
}

export interface CommentRow {
  id: number;
  post_id: number;
  content: string;
  parent_id: number | null;
  level: number;
  author_id: number | null;
  author_username: string | null;
  created_at: Date | string;
  edit_history: { content: string; edited_at: string }[];
  mentions: string[];
  score: number;
  deleted_at: Date | string | null;
  removed_at: Date | string | null;
  removal_reason: string;
  user_vote: number;
  saved: boolean;
  can_moderate: boolean;
}

/** `communityId`: the comments' community when the caller knows it (one post's thread), else looked up per row. */
export const commentColumns = (
  caller: Caller | null,
  communityId: SQL = sql`(select p.community_id from posts p where p.id = k.post_id)`,
) => sql`
  k.id, k.post_id, k.content, k.parent_id, k.level, k.author_id, ku.username as author_username, k.created_at,
  k.edit_history, k.mentions, k.score, k.deleted_at, k.removed_at, k.removal_reason,
  coalesce((select v.value from comment_votes v where v.comment_id = k.id and v.user_id = ${callerId(caller)}), 0)::int as user_vote,
  exists (select 1 from saved_comments s where s.user_id = ${callerId(caller)} and s.comment_id = k.id) as saved,
  ${moderates(caller, communityId)} as can_moderate`;

export const commentFrom = sql`comments k left join users ku on ku.id = k.author_id`;

export function toComment(row: CommentRow, caller: Caller | null): Comment {
  const deleted = row.deleted_at !== null;
  const removed = row.removed_at !== null;
  // Deleted by its author: gone for everyone, replies kept. Removed: visible to moderators only.
  const hidden = deleted || (removed && !row.can_moderate && row.author_id !== callerId(caller));
  return {
    id: row.id,
    post: row.post_id,
    content: hidden ? '' : row.content,
    content_html: hidden ? '' : renderMarkdown(row.content, row.mentions),
    parent: row.parent_id,
    level: row.level,
    creator: deleted || !row.author_username ? null : { username: row.author_username },
    created_at: iso(row.created_at),
    edit_history: hidden ? [] : withHtml(row.edit_history, row.mentions),
    is_deleted: deleted,
    is_removed: removed,
    removal_reason: removalReason(row, caller),
    score: row.score,
    user_vote: row.user_vote as -1 | 0 | 1,
    saved: row.saved,
  };
}

/**
 * Why a moderator removed an item, for those who may read the removed item (its author and the
 * moderators); everyone else reads ''. The public modlog says it too, but this keeps a list of
 * removed items from naming them beside their reasons for strangers.
 */
function removalReason(
  row: { removed_at: unknown; removal_reason: string; author_id: number | null; can_moderate: boolean },
  caller: Caller | null,
): string {
  if (row.removed_at === null) return '';
  return row.can_moderate || row.author_id === callerId(caller) ? row.removal_reason : '';
}

/** Earlier versions as they read then: each one's text rendered as the current one is. */
const withHtml = <Edit extends { content: string }>(edits: Edit[], mentions: string[]) =>
  edits.map((edit) => ({ ...edit, content_html: renderMarkdown(edit.content, mentions) }));

function libraryTitle(mediaUrl: string, titles: Map<string, string>): string | null {
  const media = mediaKind(mediaUrl);
  return media?.kind === 'youtube' ? (titles.get(media.id) ?? null) : null;
}
