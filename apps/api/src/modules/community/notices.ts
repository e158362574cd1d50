import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { excerptOf, notify, withdraw, withdrawComment } from '../../notifications/notify';

type Writer = Pick<Db, 'insert' | 'execute'>;

/** The page a reply opens: the post, scrolled to the comment. */
const commentUrl = (postId: number, commentId: number) => `/posts/${postId}#comment-${commentId}`;

/**
 * Tells, in the comment's transaction, the post's author of a comment on their post and the parent
 * comment's author of a reply to their comment. A burst folds into one unread item per post (or
 * comment); the items are about the post, so removing it withdraws them.
 */
export async function noticeComment(tx: Writer, commentId: number): Promise<void> {
  const [row] = await selectRows<{
    post_id: number;
    post_author: number | null;
    post_title: string;
    parent_id: number | null;
    parent_author: number | null;
    author_id: number;
    actor: string;
    content: string;
  }>(
    tx,
    sql`select k.post_id, p.author_id as post_author, p.title as post_title, k.parent_id,
               parent.author_id as parent_author, k.author_id, k.content,
               coalesce(nullif(u.display_name, ''), u.username) as actor
        from comments k
        join posts p on p.id = k.post_id
        join users u on u.id = k.author_id
        left join comments parent on parent.id = k.parent_id
        where k.id = ${commentId}`,
  );
  if (!row) return;
  const data = {
    actor: row.actor,
    post: row.post_title,
    excerpt: excerptOf(row.content),
    post_id: row.post_id,
    comment_id: commentId,
  };
  const url = commentUrl(row.post_id, commentId);
  const subject = { type: 'post', id: row.post_id };
  if (row.parent_id !== null && row.parent_author !== null)
    await notify(tx, {
      userId: row.parent_author,
      actorId: row.author_id,
      kind: 'forum_reply_comment',
      data,
      url,
      subject,
      foldKey: `comment:${row.parent_id}`,
    });
  // A reply to the post author's own comment already told them as the comment's author.
  if (row.post_author !== null && !(row.parent_id !== null && row.parent_author === row.post_author))
    await notify(tx, {
      userId: row.post_author,
      actorId: row.author_id,
      kind: 'forum_reply_post',
      data,
      url,
      subject,
      foldKey: `post:${row.post_id}`,
    });
}

/**
 * Tells an author that a moderator removed their post or comment, with the reason; a removed post's
 * reply items are withdrawn (what they open is gone).
 */
export async function noticeRemoval(
  tx: Writer,
  moderatorId: number,
  type: 'post' | 'comment',
  id: number,
  reason: string,
): Promise<void> {
  const [row] = await selectRows<{ author_id: number | null; post_id: number; excerpt: string }>(
    tx,
    type === 'post'
      ? sql`select author_id, id as post_id, title as excerpt from posts where id = ${id}`
      : sql`select author_id, post_id, content as excerpt from comments where id = ${id}`,
  );
  if (!row) return;
  if (type === 'post') await withdraw(tx, { type: 'post', id });
  else await withdrawComment(tx, row.post_id, id);
  if (row.author_id === null) return;
  await notify(tx, {
    userId: row.author_id,
    actorId: moderatorId,
    kind: 'forum_removed',
    data: { content_type: type, reason, excerpt: excerptOf(row.excerpt), post_id: row.post_id },
    url: type === 'post' ? `/posts/${id}` : commentUrl(row.post_id, id),
    // Not about the post itself: the removal notice stays when the post's other items go.
    subject: { type: `removed_${type}`, id },
  });
}

/**
 * Tells a member that a community's moderators banned them: the community, the reason and the
 * end (none for a permanent ban), in the ban's transaction. The item opens the community, whose
 * page says the same.
 */
export async function noticeBan(
  tx: Writer,
  moderatorId: number,
  communityId: number,
  userId: number,
  reason: string,
  expiresAt: Date | null,
): Promise<void> {
  const [community] = await selectRows<{ slug: string; name: string }>(
    tx,
    sql`select slug, name from communities where id = ${communityId}`,
  );
  if (!community) return;
  await notify(tx, {
    userId,
    actorId: moderatorId,
    kind: 'forum_banned',
    data: { community: community.name, reason, until: expiresAt?.toISOString() ?? null },
    url: `/communities/${encodeURIComponent(community.slug)}`,
    subject: { type: 'community', id: communityId },
  });
}
