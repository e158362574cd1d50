import { COMMUNITY_ERROR_CODES, COMMUNITY_LIMITS, COMMUNITY_MESSAGES } from '@sangam/contracts';
import { mentionedNames } from '@sangam/contracts/markdown';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import { excerptOf, notify } from '../../notifications/notify';
import type { Caller } from '../../plugins/auth';

type Writer = Pick<Db, 'insert' | 'execute'>;

export interface Mentioned {
  id: number;
  username: string;
}

/**
 * The people an item's text mentions (@name, issue 26), as they are named now: an unknown name
 * stays plain text. Mentions tell people, so how many one item may name is bounded, and tighter
 * for a newcomer nobody has upvoted yet (a fresh account cannot ping a crowd).
 */
export async function resolveMentions(tx: Pick<Db, 'execute'>, caller: Caller, text: string): Promise<Mentioned[]> {
  const names = mentionedNames(text).map((name) => name.toLowerCase());
  if (names.length === 0) return [];
  const found = await selectRows<Mentioned>(
    tx,
    sql`select id, username from users where lower(username) = any(${`{${names.join(',')}}`}::text[])`,
  );
  const [author] = await selectRows<{ karma: number }>(tx, sql`select karma from users where id = ${caller.id}`);
  const max =
    (author?.karma ?? 0) < 1 && caller.role !== 'admin'
      ? COMMUNITY_LIMITS.newcomerMentionsMax
      : COMMUNITY_LIMITS.mentionsMax;
  if (found.length > max) {
    const detail = COMMUNITY_MESSAGES.tooManyMentions(max);
    throw new HttpError(400, COMMUNITY_ERROR_CODES.tooManyMentions, detail, { content: [detail] });
  }
  return found;
}

export const mentionNames = (people: Mentioned[]) => `{${people.map((p) => p.username).join(',')}}`;

/**
 * Tells, in the item's transaction, each person newly mentioned: not the author, not someone who
 * already was (an edit that keeps a mention tells nobody again), and not someone who blocked the
 * author (a block means they do not hear from them).
 */
export async function noticeMentions(
  tx: Writer,
  authorId: number,
  people: Mentioned[],
  before: readonly string[],
  item: { postId: number; commentId?: number; content: string },
): Promise<void> {
  const known = new Set(before.map((name) => name.toLowerCase()));
  const fresh = people.filter((p) => p.id !== authorId && !known.has(p.username.toLowerCase()));
  if (fresh.length === 0) return;
  const [row] = await selectRows<{ post_title: string; actor: string }>(
    tx,
    sql`select p.title as post_title,
               (select coalesce(nullif(display_name, ''), username) from users where id = ${authorId}) as actor
        from posts p where p.id = ${item.postId}`,
  );
  if (!row) return;
  const blockers = await selectRows<{ blocker_id: number }>(
    tx,
    sql`select blocker_id from user_blocks where blocked_id = ${authorId}
          and blocker_id = any(${`{${fresh.map((p) => p.id).join(',')}}`}::int[])`,
  );
  const blocked = new Set(blockers.map((b) => b.blocker_id));
  const url = item.commentId ? `/posts/${item.postId}#comment-${item.commentId}` : `/posts/${item.postId}`;
  for (const person of fresh.filter((p) => !blocked.has(p.id))) {
    await notify(tx, {
      userId: person.id,
      actorId: authorId,
      kind: 'forum_mention',
      data: {
        actor: row.actor,
        post: row.post_title,
        excerpt: excerptOf(item.content),
        post_id: item.postId,
        ...(item.commentId ? { comment_id: item.commentId } : {}),
      },
      url,
      subject: { type: 'post', id: item.postId },
    });
  }
}
