import {
  COMMUNITY_ERROR_CODES,
  COMMUNITY_MESSAGES,
  type Report,
  type ReportContentType,
  type ReportReason,
  type ReportStatus,
} from '@sangam/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { HttpError, notFound, permissionDenied } from '../../lib/http-errors';
import { pageWindow } from '../../lib/paging';
import type { Caller } from '../../plugins/auth';
import { recordAudit } from '../console';
import { assertNotBanned } from '../users';
import { communityIdOf } from './communities';
import { noticeRemoval } from './notices';
import { recordModAction } from './modlog';
import { moderates } from './rows';

/** The community and post an item belongs to, or 404. */
async function locate(db: Pick<Db, 'execute'>, type: ReportContentType, id: number) {
  const [row] = await selectRows<{ community_id: number; post_id: number }>(
    db,
    type === 'post'
      ? sql`select community_id, id as post_id from posts where id = ${id}`
      : sql`select p.community_id, p.id as post_id from comments k join posts p on p.id = k.post_id where k.id = ${id}`,
  );
  if (!row) throw notFound(type === 'post' ? COMMUNITY_MESSAGES.postNotFound : COMMUNITY_MESSAGES.commentNotFound);
  return row;
}

/** 403 unless the caller moderates the community (an administrator moderates every one). */
export async function requireModerator(db: Pick<Db, 'execute'>, caller: Caller, communityId: number) {
  const [row] = await selectRows<{ ok: boolean }>(db, sql`select ${moderates(caller, sql`${communityId}::int`)} as ok`);
  if (!row?.ok) throw permissionDenied(COMMUNITY_MESSAGES.notModerator);
}

interface ReportRow {
  id: number;
  content_type: ReportContentType;
  content_id: number;
  reason: ReportReason;
  details: string;
  status: ReportStatus;
  created_at: Date | string;
  reporter_username: string | null;
  community_slug: string;
  community_name: string;
  post_id: number;
  excerpt: string;
  is_removed: boolean;
}

async function selectReports(db: Pick<Db, 'execute'>, where: SQL, limit = 1, offset = 0): Promise<Report[]> {
  const rows = await selectRows<ReportRow>(
    db,
    sql`select r.id, r.content_type, r.content_id, r.reason, r.details, r.status, r.created_at,
               ru.username as reporter_username, c.slug as community_slug, c.name as community_name, r.post_id,
               left(case when r.content_type = 'post' then p.title else k.content end, 140) as excerpt,
               (case when r.content_type = 'post' then p.removed_at else k.removed_at end) is not null as is_removed
        from reports r
        join communities c on c.id = r.community_id
        join posts p on p.id = r.post_id
        left join comments k on r.content_type = 'comment' and k.id = r.content_id
        left join users ru on ru.id = r.reporter_id
        where ${where} order by r.created_at, r.id limit ${limit} offset ${offset}`,
  );
  return rows.map((row) => ({
    id: row.id,
    content_type: row.content_type,
    content_id: row.content_id,
    reason: row.reason,
    details: row.details,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    reporter: row.reporter_username ? { username: row.reporter_username } : null,
    community: row.community_slug,
    community_name: row.community_name,
    post: row.post_id,
    excerpt: row.excerpt ?? '',
    is_removed: row.is_removed,
  }));
}

/** A report on a post or comment; one open report per person per item. */
export async function createReport(
  db: Db,
  caller: Caller,
  input: { content_type: ReportContentType; content_id: number; reason: ReportReason; details: string },
): Promise<Report> {
  await assertNotBanned(db, caller.id);
  const item = await locate(db, input.content_type, input.content_id);
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`insert into reports (reporter_id, content_type, content_id, community_id, post_id, reason, details)
        values (${caller.id}, ${input.content_type}, ${input.content_id}, ${item.community_id}, ${item.post_id},
                ${input.reason}, ${input.details})
        on conflict (reporter_id, content_type, content_id) where status = 'open' do nothing
        returning id`,
  );
  if (!row) throw new HttpError(409, COMMUNITY_ERROR_CODES.alreadyReported, COMMUNITY_MESSAGES.alreadyReported);
  const [report] = await selectReports(db, sql`r.id = ${row.id}`);
  return report!;
}

/** The reports of the communities the caller moderates (all of them for an admin). */
export async function listReports(
  db: Db,
  caller: Caller,
  query: { page: number; page_size: number; community?: string; status: ReportStatus },
) {
  const conditions: SQL[] = [sql`r.status = ${query.status}`];
  if (query.community) {
    const community = await communityIdOf(db, query.community);
    await requireModerator(db, caller, community.id);
    conditions.push(sql`r.community_id = ${community.id}`);
  } else if (caller.role !== 'admin') {
    conditions.push(
      sql`r.community_id in (select community_id from community_moderators where user_id = ${caller.id})`,
    );
  }
  const where = sql.join(conditions, sql` and `);
  const { limit, offset } = pageWindow(query.page, query.page_size);
  const [results, [total]] = await Promise.all([
    selectReports(db, where, limit, offset),
    selectRows<{ n: number }>(db, sql`select count(*)::int as n from reports r where ${where}`),
  ]);
  return { count: total?.n ?? 0, results };
}

/** A moderator resolves a report; an administrator's resolution (the console's) goes in the audit log. */
export async function resolveReport(db: Db, caller: Caller, id: number): Promise<Report> {
  const [report] = await selectRows<{ community_id: number }>(
    db,
    sql`select community_id from reports where id = ${id}`,
  );
  if (!report) throw notFound(COMMUNITY_MESSAGES.reportNotFound);
  await requireModerator(db, caller, report.community_id);
  await db.transaction(async (tx) => {
    const resolved = await selectRows<{ id: number }>(
      tx,
      sql`update reports set status = 'resolved', resolved_by = ${caller.id}, resolved_at = now()
          where id = ${id} and status = 'open' returning id`,
    );
    if (resolved.length > 0 && caller.role === 'admin') {
      await recordAudit(tx as unknown as Db, {
        actorId: caller.id,
        action: 'report.resolve',
        targetType: 'report',
        targetId: id,
        before: { status: 'open' },
        after: { status: 'resolved' },
      });
    }
  });
  const [answer] = await selectReports(db, sql`r.id = ${id}`);
  return answer!;
}

/**
 * A moderator removes or restores a post or comment. A removed post leaves its community's lists
 * and post count (in the same transaction); the item's open reports are resolved by the removal,
 * and its author is told, with the reason; the community's log records it.
 */
export async function setRemoved(
  db: Db,
  caller: Caller,
  type: ReportContentType,
  id: number,
  removed: boolean,
  reason = '',
) {
  await db.transaction(async (tx) => {
    const item = await locate(tx, type, id);
    await requireModerator(tx, caller, item.community_id);
    const table = type === 'post' ? sql`posts` : sql`comments`;
    // A post its author deleted is out of the post count already: removing or restoring it leaves the count.
    const counted = type === 'post' ? sql`deleted_at is null` : sql`false`;
    // A removed post leaves its pin too: it no longer holds one of the community's few places.
    const unpinned = type === 'post' ? sql`, pinned_at = null` : sql``;
    const changed = await selectRows<{ id: number; counted: boolean; author_id: number | null }>(
      tx,
      removed
        ? sql`update ${table} set removed_at = now(), removal_reason = ${reason} ${unpinned}
              where id = ${id} and removed_at is null returning id, ${counted} as counted, author_id`
        : sql`update ${table} set removed_at = null, removal_reason = ''
              where id = ${id} and removed_at is not null returning id, ${counted} as counted, author_id`,
    );
    if (changed[0]?.counted)
      await tx.execute(
        sql`update communities set post_count = post_count + ${removed ? -1 : 1} where id = ${item.community_id}`,
      );
    if (removed)
      await tx.execute(
        sql`update reports set status = 'resolved', resolved_by = ${caller.id}, resolved_at = now()
            where content_type = ${type} and content_id = ${id} and status = 'open'`,
      );
    if (!changed[0]) return; // Already so: nothing happened, nothing to log.
    await recordModAction(tx, {
      communityId: item.community_id,
      actorId: caller.id,
      action: `${removed ? 'remove' : 'restore'}_${type}`,
      targetUserId: changed[0].author_id,
      postId: item.post_id,
      commentId: type === 'comment' ? id : null,
      reason,
    });
    if (removed) await noticeRemoval(tx, caller.id, type, id, reason);
  });
}

/** A moderator locks a post against new comments, or opens it again. */
export async function setLocked(db: Db, caller: Caller, postId: number, locked: boolean) {
  await db.transaction(async (tx) => {
    const item = await locate(tx, 'post', postId);
    await requireModerator(tx, caller, item.community_id);
    const changed = await selectRows<{ author_id: number | null }>(
      tx,
      sql`update posts set is_locked = ${locked} where id = ${postId} and is_locked <> ${locked} returning author_id`,
    );
    if (changed[0])
      await recordModAction(tx, {
        communityId: item.community_id,
        actorId: caller.id,
        action: locked ? 'lock_post' : 'unlock_post',
        targetUserId: changed[0].author_id,
        postId,
      });
  });
}
