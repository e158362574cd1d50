import { COMMUNITY_ERROR_CODES, COMMUNITY_MESSAGES, type Comment } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { badRequest, HttpError, notFound, permissionDenied } from '../../lib/http-errors';
import { pageWindow } from '../../lib/paging';
import { searchOver, storeSearchKeys, type Searchable } from '../../lib/search';
import type { Caller } from '../../plugins/auth';
import { assertNotBanned } from '../users';
import { mentionNames, noticeMentions, resolveMentions } from './mentions';
import { assertNotBannedFrom } from './bans';
import { assertNotBlockedBy } from './blocks';
import { communityIdOf } from './communities';
import { announceComment } from './live-threads';
import { noticeComment } from './notices';
import { blockedByCaller, commentColumns, commentFrom, toComment, type CommentRow } from './rows';

/** Zero-padded so that text order is number order: a comment's path sorts right after its parent's. */
const pathPart = (id: number) => String(id).padStart(10, '0');

/**
 * A post's comments in reading order (each thread depth-first, oldest thread first), a page at a
 * time: 'Load More' appends the next page and the indentation stays right.
 */
export async function listComments(db: Db, caller: Caller | null, postId: number, page: number, pageSize: number) {
  const [post] = await selectRows<{ community_id: number; comment_count: number }>(
    db,
    sql`select community_id, comment_count from posts where id = ${postId}`,
  );
  if (!post) throw notFound(COMMUNITY_MESSAGES.postNotFound);
  const { limit, offset } = pageWindow(page, pageSize);
  // The page's ids first (from the (post, path) index), then the columns of those rows only; the
  // post's comment count is the total, kept exact with every comment, less the comments of people
  // the caller blocked, which they never see (issue 26; replies of others to those stay).
  const hidden = blockedByCaller(caller, sql`c.author_id`);
  const [rows, [blocked]] = await Promise.all([
    selectRows<CommentRow>(
      db,
      sql`select ${commentColumns(caller, sql`${post.community_id}::int`)} from ${commentFrom}
          where k.id in (select c.id from comments c where c.post_id = ${postId} and not ${hidden}
                         order by c.path limit ${limit} offset ${offset})
          order by k.path`,
    ),
    caller
      ? selectRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from comments c where c.post_id = ${postId} and ${hidden}`,
        )
      : [{ n: 0 }],
  ]);
  return { count: post.comment_count - (blocked?.n ?? 0), results: rows.map((row) => toComment(row, caller)) };
}

/** A comment's words for search (issue 26): found in any script or spelling, as posts are. */
export const searchableComments: Searchable<{ id: number; content: string }> = {
  table: 'comments',
  rows: (ids) => sql`select id, content from comments where id in (${ids})`,
  document: (row) => ({ head: [row.content], body: [] }),
};

/**
 * Comments searched across the communities (or one), best match first: only what a reader may
 * see in a thread (not deleted or removed, on a listed post, not by someone the caller blocked),
 * each naming the post it answers.
 */
export async function searchComments(
  db: Db,
  caller: Caller | null,
  query: { q: string; community?: string; page: number; page_size: number },
) {
  const { limit, offset } = pageWindow(query.page, query.page_size);
  const community = query.community ? await communityIdOf(db, query.community) : null;
  const search = searchOver(query.q, sql`k.search_document`);
  const where = sql.join(
    [
      search.match,
      sql`k.deleted_at is null and k.removed_at is null and p.deleted_at is null and p.removed_at is null`,
      caller ? sql`not ${blockedByCaller(caller, sql`k.author_id`)}` : sql`true`,
      community ? sql`p.community_id = ${community.id}` : sql`true`,
    ],
    sql` and `,
  );
  const [rows, [total]] = await Promise.all([
    selectRows<CommentRow & { post_title: string }>(
      db,
      sql`select ${commentColumns(caller, sql`p.community_id`)}, p.title as post_title
          from ${commentFrom} join posts p on p.id = k.post_id
          where ${where} order by ${search.rank} desc, k.id desc limit ${limit} offset ${offset}`,
    ),
    selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from comments k join posts p on p.id = k.post_id where ${where}`,
    ),
  ]);
  return {
    count: total?.n ?? 0,
    results: rows.map((row) => ({ ...toComment(row, caller), post_title: row.post_title })),
  };
}

export async function getComment(db: Db, caller: Caller | null, id: number): Promise<Comment> {
  const [row] = await selectRows<CommentRow>(
    db,
    sql`select ${commentColumns(caller)} from ${commentFrom} where k.id = ${id}`,
  );
  if (!row) throw notFound(COMMUNITY_MESSAGES.commentNotFound);
  return toComment(row, caller);
}

/**
 * A comment or a reply. The post's comment count goes up in the same statement that checks the
 * post is open, so a lock and a comment cannot cross.
 */
export async function createComment(
  db: Db,
  caller: Caller,
  input: { post: number; content: string; parent: number | null },
): Promise<Comment> {
  await assertNotBanned(db, caller.id);
  const id = await db.transaction(async (tx) => {
    const [post] = await selectRows<{
      community_id: number;
      is_locked: boolean;
      removed: boolean;
      deleted: boolean;
      author_id: number | null;
    }>(
      tx,
      sql`select community_id, is_locked, removed_at is not null as removed, deleted_at is not null as deleted, author_id
          from posts where id = ${input.post} for update`,
    );
    if (!post) throw notFound(COMMUNITY_MESSAGES.postNotFound);
    await assertNotBannedFrom(tx, post.community_id, caller.id);
    if (post.deleted) throw permissionDenied(COMMUNITY_MESSAGES.postDeleted);
    if (post.removed) throw permissionDenied(COMMUNITY_MESSAGES.postRemoved);
    if (post.is_locked) throw new HttpError(403, COMMUNITY_ERROR_CODES.postLocked, COMMUNITY_MESSAGES.postLocked);
    let level = 0;
    let parentPath = '';
    let parentAuthor: number | null = null;
    if (input.parent !== null) {
      const [parent] = await selectRows<{ post_id: number; level: number; path: string; author_id: number | null }>(
        tx,
        sql`select post_id, level, path, author_id from comments where id = ${input.parent}`,
      );
      if (!parent)
        throw badRequest(COMMUNITY_MESSAGES.commentNotFound, { parent: [COMMUNITY_MESSAGES.commentNotFound] });
      if (parent.post_id !== input.post)
        throw badRequest(COMMUNITY_MESSAGES.parentElsewhere, { parent: [COMMUNITY_MESSAGES.parentElsewhere] });
      level = parent.level + 1;
      parentPath = `${parent.path}.`;
      parentAuthor = parent.author_id;
    }
    // Someone blocked by the post's author may not comment there at all, nor reply to a blocker's comment.
    await assertNotBlockedBy(tx, caller, [post.author_id, parentAuthor]);
    const mentioned = await resolveMentions(tx, caller, input.content);
    const [row] = await selectRows<{ id: number }>(
      tx,
      sql`insert into comments (post_id, author_id, parent_id, level, content, mentions)
          values (${input.post}, ${caller.id}, ${input.parent}, ${level}, ${input.content},
                  ${mentionNames(mentioned)}::text[]) returning id`,
    );
    const id = row!.id;
    await tx.execute(sql`update comments set path = ${parentPath + pathPart(id)} where id = ${id}`);
    await tx.execute(sql`update posts set comment_count = comment_count + 1 where id = ${input.post}`);
    await storeSearchKeys(tx, searchableComments, [id]);
    await noticeComment(tx, id);
    await announceComment(tx, { post: input.post, id, parent: input.parent, author: caller.id });
    await noticeMentions(tx, caller.id, mentioned, [], { postId: input.post, commentId: id, content: input.content });
    return id;
  });
  return getComment(db, caller, id);
}

/** The author's comment, locked for the change; deleted or removed comments cannot change. */
async function ownComment(tx: Pick<Db, 'execute'>, caller: Caller, id: number) {
  const [row] = await selectRows<{
    author_id: number | null;
    post_id: number;
    community_id: number;
    content: string;
    mentions: string[];
    gone: boolean;
  }>(
    tx,
    sql`select k.author_id, k.post_id, p.community_id, k.content, k.mentions,
               (k.deleted_at is not null or k.removed_at is not null) as gone
        from comments k join posts p on p.id = k.post_id where k.id = ${id} for update of k`,
  );
  if (!row) throw notFound(COMMUNITY_MESSAGES.commentNotFound);
  if (row.author_id !== caller.id) throw permissionDenied(COMMUNITY_MESSAGES.notAuthor);
  if (row.gone) throw badRequest(COMMUNITY_MESSAGES.commentGone);
  return row;
}

/** The author edits: the text before is appended to the edit history. */
export async function editComment(db: Db, caller: Caller, id: number, content: string): Promise<Comment> {
  await assertNotBanned(db, caller.id);
  await db.transaction(async (tx) => {
    const row = await ownComment(tx, caller, id);
    await assertNotBannedFrom(tx, row.community_id, caller.id);
    if (row.content === content) return;
    const mentioned = await resolveMentions(tx, caller, content);
    const entry = JSON.stringify([{ content: row.content, edited_at: new Date().toISOString() }]);
    await tx.execute(
      sql`update comments set content = ${content}, edit_history = edit_history || ${entry}::jsonb,
            mentions = ${mentionNames(mentioned)}::text[]
          where id = ${id}`,
    );
    await storeSearchKeys(tx, searchableComments, [id]);
    await noticeMentions(tx, caller.id, mentioned, row.mentions, { postId: row.post_id, commentId: id, content });
  });
  return getComment(db, caller, id);
}

/** The author deletes: the comment shows as deleted and its replies stay. */
export async function deleteComment(db: Db, caller: Caller, id: number): Promise<Comment> {
  await db.transaction(async (tx) => {
    await ownComment(tx, caller, id);
    await tx.execute(sql`update comments set deleted_at = now() where id = ${id}`);
  });
  return getComment(db, caller, id);
}
