import type { ModAction, ModlogEntry } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { pageWindow } from '../../lib/paging';

/** One moderation action, as `recordModAction` writes it. */
export interface ModActionRecord {
  communityId: number;
  actorId: number;
  action: ModAction;
  targetUserId?: number | null;
  postId?: number | null;
  commentId?: number | null;
  reason?: string;
  expiresAt?: Date | null;
}

/**
 * Writes a line of the community's public moderation log. Called with the transaction of the
 * action itself, so the log never says what did not happen, nor misses what did.
 */
export async function recordModAction(tx: Pick<Db, 'execute'>, entry: ModActionRecord): Promise<void> {
  await tx.execute(
    sql`insert into mod_actions (community_id, actor_id, action, target_user_id, post_id, comment_id, reason, expires_at)
        values (${entry.communityId}, ${entry.actorId}, ${entry.action}, ${entry.targetUserId ?? null},
                ${entry.postId ?? null}, ${entry.commentId ?? null}, ${entry.reason ?? ''},
                ${entry.expiresAt?.toISOString() ?? null})`,
  );
}

interface ModlogRow {
  id: number;
  action: ModAction;
  moderator: string | null;
  target: string | null;
  post_id: number | null;
  post_title: string | null;
  comment_id: number | null;
  reason: string;
  expires_at: Date | string | null;
  created_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * A community's moderation log, newest first, public like Lemmy's: who acted, on whom and what, and
 * why. A removed post is named by its title, which stays public; a removed comment only by its id.
 */
export async function listModlog(
  db: Pick<Db, 'execute'>,
  communityId: number,
  query: { page: number; page_size: number },
): Promise<{ count: number; results: ModlogEntry[] }> {
  const { limit, offset } = pageWindow(query.page, query.page_size);
  const [rows, [total]] = await Promise.all([
    selectRows<ModlogRow>(
      db,
      sql`select a.id, a.action, mu.username as moderator, tu.username as target, a.post_id, p.title as post_title,
                 a.comment_id, a.reason, a.expires_at, a.created_at
          from mod_actions a
          left join users mu on mu.id = a.actor_id
          left join users tu on tu.id = a.target_user_id
          left join posts p on p.id = a.post_id
          where a.community_id = ${communityId}
          order by a.created_at desc, a.id desc limit ${limit} offset ${offset}`,
    ),
    selectRows<{ n: number }>(db, sql`select count(*)::int as n from mod_actions where community_id = ${communityId}`),
  ]);
  return {
    count: total?.n ?? 0,
    results: rows.map((row) => ({
      id: row.id,
      action: row.action,
      moderator: row.moderator ? { username: row.moderator } : null,
      target_user: row.target ? { username: row.target } : null,
      post: row.post_id === null ? null : { id: row.post_id, title: row.post_title ?? '' },
      comment: row.comment_id === null ? null : { id: row.comment_id },
      reason: row.reason,
      expires_at: row.expires_at === null ? null : iso(row.expires_at),
      created_at: iso(row.created_at),
    })),
  };
}
