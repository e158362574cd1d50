import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { translationsColumn } from './translations-column';
import { searchColumns } from './search-columns';
import { users } from './users';

/**
 * Communities, posts, comments, votes and reports. Every counter here (follower_count, post_count,
 * score, comment_count, and users.karma) is changed in the same transaction as the rows it counts,
 * and primary keys make a second follow or vote by the same person impossible.
 */
export const communities = pgTable(
  'communities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: varchar({ length: 80 }).notNull(),
    name: varchar({ length: 60 }).notNull(),
    description: text().notNull().default(''),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    minKarmaToPost: integer().notNull().default(0),
    rules: text().notNull().default(''),
    translations: translationsColumn(),
    /** The language the community writes in: lists put a reader's languages first (issue 21). */
    contentLanguage: varchar({ length: 2 }).notNull().default('en'),
    followerCount: integer().notNull().default(0),
    /** Posts that are not removed. */
    postCount: integer().notNull().default(0),
    creatorId: integer().references(() => users.id, { onDelete: 'set null' }),
    ...searchColumns(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('communities_slug_key').on(table.slug),
    uniqueIndex('communities_name_lower_key').on(sql`lower(${table.name})`),
    index('communities_popular_idx').on(table.followerCount.desc(), table.id),
    index('communities_search_document_idx').using('gin', table.searchDocument),
    check('communities_counts_nonnegative', sql`${table.followerCount} >= 0 and ${table.postCount} >= 0`),
  ],
);

export const communityFollows = pgTable(
  'community_follows',
  {
    communityId: integer()
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.communityId, table.userId] }),
    index('community_follows_user_idx').on(table.userId, table.createdAt),
  ],
);

/** Who moderates a community: its creator, and anyone added later. Admins moderate everywhere. */
export const communityModerators = pgTable(
  'community_moderators',
  {
    communityId: integer()
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.communityId, table.userId] }),
    index('community_moderators_user_idx').on(table.userId),
  ],
);

export const posts = pgTable(
  'posts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    communityId: integer()
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    title: varchar({ length: 300 }).notNull(),
    content: text().notNull().default(''),
    mediaUrl: varchar({ length: 2000 }).notNull().default(''),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    score: integer().notNull().default(0),
    commentCount: integer().notNull().default(0),
    /** Lemmy's hot rank, kept by `hot_rank()` on each vote and by the periodic refresh. */
    hotRank: doublePrecision().notNull().default(0),
    isLocked: boolean().notNull().default(false),
    /** Earlier versions `{ title, content, media_url, tags, edited_at }`, oldest first (the author's edits). */
    editHistory: jsonb()
      .$type<{ title: string; content: string; media_url: string; tags: string[]; edited_at: string }[]>()
      .notNull()
      .default([]),
    /** The people its text mentions (@name), as their names were when it was written or last edited. */
    mentions: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Deleted by its author: out of the lists and the post count; its page and comments stay. */
    deletedAt: timestamp({ withTimezone: true }),
    removedAt: timestamp({ withTimezone: true }),
    /** Why a moderator removed it, shown to its author (one of the community's rules, or their own words). */
    removalReason: text().notNull().default(''),
    /** Pinned by a moderator: first in every sort of its community (at most two at a time). */
    pinnedAt: timestamp({ withTimezone: true }),
    ...searchColumns(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('posts_community_new_idx').on(table.communityId, table.createdAt.desc(), table.id.desc()),
    index('posts_community_top_idx').on(table.communityId, table.score.desc(), table.id.desc()),
    index('posts_community_hot_idx').on(table.communityId, table.hotRank.desc(), table.id.desc()),
    index('posts_new_idx').on(table.createdAt.desc(), table.id.desc()),
    index('posts_hot_idx').on(table.hotRank.desc(), table.id.desc()),
    index('posts_top_idx').on(table.score.desc(), table.id.desc()),
    index('posts_author_idx').on(table.authorId),
    index('posts_tags_idx').using('gin', table.tags),
    index('posts_search_document_idx').using('gin', table.searchDocument),
    // The refresh job walks the posts of the last seven days.
    index('posts_recent_idx')
      .on(table.createdAt)
      .where(sql`${table.hotRank} > 0`),
    check('posts_comment_count_nonnegative', sql`${table.commentCount} >= 0`),
    index('posts_pinned_idx')
      .on(table.communityId)
      .where(sql`${table.pinnedAt} is not null`),
  ],
);

export const postVotes = pgTable(
  'post_votes',
  {
    postId: integer()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: smallint().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.userId] }),
    index('post_votes_user_idx').on(table.userId),
    check('post_votes_value', sql`${table.value} in (-1, 1)`),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    postId: integer()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    parentId: integer(),
    level: smallint().notNull().default(0),
    /** Ids from the top-level comment down, zero-padded: sorting by it gives the thread in reading order. */
    path: text().notNull().default(''),
    content: text().notNull(),
    /** Earlier versions `{ content, edited_at }`, oldest first. */
    editHistory: jsonb().$type<{ content: string; edited_at: string }[]>().notNull().default([]),
    /** The people its text mentions (@name), as their names were when it was written or last edited. */
    mentions: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    score: integer().notNull().default(0),
    deletedAt: timestamp({ withTimezone: true }),
    removedAt: timestamp({ withTimezone: true }),
    /** Why a moderator removed it, shown to its author. */
    removalReason: text().notNull().default(''),
    ...searchColumns(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('comments_post_path_idx').on(table.postId, table.path),
    index('comments_author_idx').on(table.authorId),
    index('comments_search_document_idx').using('gin', table.searchDocument),
  ],
);

export const commentVotes = pgTable(
  'comment_votes',
  {
    commentId: integer()
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: smallint().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.commentId, table.userId] }),
    index('comment_votes_user_idx').on(table.userId),
    check('comment_votes_value', sql`${table.value} in (-1, 1)`),
  ],
);

/**
 * What a person saved to read again (issue 26), one table per kind like the votes, so that an item's
 * `saved` is one primary-key lookup and a post or comment that goes takes its saves with it. The
 * (user, saved_at) index lists a person's saves newest first and counts them for the cap.
 */
export const savedPosts = pgTable(
  'saved_posts',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    savedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.postId] }),
    index('saved_posts_user_idx').on(table.userId, table.savedAt.desc()),
  ],
);

export const savedComments = pgTable(
  'saved_comments',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    commentId: integer()
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    savedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.commentId] }),
    index('saved_comments_user_idx').on(table.userId, table.savedAt.desc()),
  ],
);

export const reports = pgTable(
  'reports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    reporterId: integer().references(() => users.id, { onDelete: 'set null' }),
    contentType: varchar({ length: 10 }).notNull(),
    contentId: integer().notNull(),
    /** The community of the reported item, so moderators see their queue with one index. */
    communityId: integer()
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    postId: integer()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    reason: varchar({ length: 20 }).notNull(),
    details: text().notNull().default(''),
    status: varchar({ length: 10 }).notNull().default('open'),
    resolvedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One open report per person per item.
    uniqueIndex('reports_one_open_key')
      .on(table.reporterId, table.contentType, table.contentId)
      .where(sql`${table.status} = 'open'`),
    index('reports_queue_idx').on(table.communityId, table.status, table.createdAt),
    check('reports_content_type', sql`${table.contentType} in ('post', 'comment')`),
    check('reports_reason', sql`${table.reason} in ('spam', 'inappropriate', 'harassment', 'other')`),
    check('reports_status', sql`${table.status} in ('open', 'resolved')`),
  ],
);

/**
 * A person one member blocked (issue 26): the blocker no longer sees their posts and comments, and
 * they cannot comment on the blocker's posts or reply to the blocker's comments.
 */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('user_blocks_blocked_idx').on(table.blockedId),
    check('user_blocks_not_self', sql`${table.blockerId} <> ${table.blockedId}`),
  ],
);

/**
 * A person a community's moderators banned (issue 26): they read it but cannot post, comment or vote
 * there until `expiresAt` (never, when null). One row per person and community; a new ban replaces it.
 */
export const communityBans = pgTable(
  'community_bans',
  {
    communityId: integer()
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }),
    bannedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.communityId, table.userId] }),
    index('community_bans_user_idx').on(table.userId),
  ],
);

/**
 * A community's public moderation log (issue 26): every removal, restore, lock, pin, ban and change of
 * moderators, with its reason and time, written in the transaction of the action itself.
 */
export const modActions = pgTable(
  'mod_actions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    communityId: integer()
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    /** The moderator or administrator who acted (null once their account is gone). */
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    action: varchar({ length: 20 }).notNull(),
    /** The person acted on: a banned member, an added moderator, the author of a removed item. */
    targetUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    postId: integer().references(() => posts.id, { onDelete: 'set null' }),
    commentId: integer().references(() => comments.id, { onDelete: 'set null' }),
    reason: text().notNull().default(''),
    /** A temporary ban's end. */
    expiresAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mod_actions_community_idx').on(table.communityId, table.createdAt.desc(), table.id.desc()),
    // MOD_ACTIONS of the contracts.
    check(
      'mod_actions_action',
      sql`${table.action} in ('remove_post', 'restore_post', 'remove_comment', 'restore_comment', 'lock_post',
        'unlock_post', 'pin_post', 'unpin_post', 'ban', 'unban', 'add_moderator', 'remove_moderator')`,
    ),
  ],
);
