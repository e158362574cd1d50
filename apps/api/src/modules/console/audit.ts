import type { AuditEntry } from '@sangam/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import { pageWindow } from '../../lib/paging';

export interface AuditRecord {
  actorId: number;
  /** 'video.publish', 'creator.verify', 'person.ban', … */
  action: string;
  targetType: string;
  targetId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Records one console action. Call it with the transaction that makes the change, so an action is
 * never done without its record, nor recorded without being done.
 */
export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorId: record.actorId,
    action: record.action,
    targetType: record.targetType,
    targetId: String(record.targetId),
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

interface AuditRow {
  id: number;
  action: string;
  target_type: string;
  target_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: Date | string;
  actor_id: number | null;
  actor_username: string | null;
  actor_display_name: string | null;
  total: number | string;
}

/** The audit log, newest first, optionally of one action or one actor (by username). */
export async function listAudit(
  db: Db,
  query: { page: number; page_size?: number; action?: string; actor?: string },
): Promise<{ count: number; results: AuditEntry[]; pageSize: number }> {
  const pageSize = query.page_size ?? 50;
  const { limit, offset } = pageWindow(query.page, pageSize);
  const where: SQL[] = [sql`true`];
  if (query.action) where.push(sql`a.action = ${query.action}`);
  if (query.actor) where.push(sql`lower(u.username) = ${query.actor.toLowerCase()}`);
  const rows = await selectRows<AuditRow>(
    db,
    sql`
    select a.id, a.action, a.target_type, a.target_id, a.before, a.after, a.created_at,
           u.id as actor_id, u.username as actor_username, u.display_name as actor_display_name,
           count(*) over () as total
    from audit_log a left join users u on u.id = a.actor_id
    where ${sql.join(where, sql` and `)}
    order by a.created_at desc, a.id desc
    limit ${limit} offset ${offset}`,
  );
  return {
    count: Number(rows[0]?.total ?? 0),
    pageSize,
    results: rows.map((r) => ({
      id: r.id,
      actor:
        r.actor_id === null
          ? null
          : { id: r.actor_id, username: r.actor_username ?? '', display_name: r.actor_display_name ?? '' },
      action: r.action,
      target_type: r.target_type,
      target_id: r.target_id,
      before: r.before,
      after: r.after,
      created_at: new Date(r.created_at).toISOString(),
    })),
  };
}
