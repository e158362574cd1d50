import {
  NOTIFICATION_MESSAGES,
  NOTIFICATIONS_PAGE_SIZE,
  type MarkReadRequest,
  type Notification,
} from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { intArray, selectRows, type Db } from '../db/client';
import { badRequest, notFound } from '../lib/http-errors';
import { pageWindow } from '../lib/paging';
import { announce } from './announce';
import { notificationText } from './texts';
import { iso } from '../lib/iso-time';

interface ItemRow {
  id: number;
  kind: string;
  data: Record<string, unknown>;
  url: string;
  count: number;
  created_at: Date | string;
  read_at: Date | string | null;
}

/** The reader's language and zone: every title is written in them when it is read. */
async function readerOf(db: Pick<Db, 'execute'>, userId: number) {
  const [row] = await selectRows<{ language: string; time_zone: string | null }>(
    db,
    sql`select preferred_language as language, time_zone from users where id = ${userId}`,
  );
  return { language: row?.language || 'en', timeZone: row?.time_zone || 'UTC' };
}

/** A page of the inbox, newest first; withdrawn items are gone from it. */
export async function listNotifications(
  db: Db,
  userId: number,
  query: { page: number; unread?: string },
): Promise<{ count: number; results: Notification[] }> {
  const where = sql`user_id = ${userId} and withdrawn_at is null ${query.unread ? sql`and read_at is null` : sql``}`;
  const { limit, offset } = pageWindow(query.page, NOTIFICATIONS_PAGE_SIZE);
  const [reader, rows, [total]] = await Promise.all([
    readerOf(db, userId),
    selectRows<ItemRow>(
      db,
      sql`select id, kind, data, url, count, created_at, read_at from notifications
          where ${where} order by created_at desc, id desc limit ${limit} offset ${offset}`,
    ),
    selectRows<{ n: number }>(db, sql`select count(*)::int as n from notifications where ${where}`),
  ]);
  const results = rows.map((row) => shown(row, reader));
  return { count: total?.n ?? 0, results };
}

/** An item as its reader sees it: in their language, opening its page in that language. */
const shown = (row: ItemRow, reader: { language: string; timeZone: string }): Notification => ({
  id: row.id,
  kind: row.kind,
  created_at: iso(row.created_at),
  read_at: row.read_at ? iso(row.read_at) : null,
  ...notificationText(reader.language, row, reader.timeZone),
  url: `/${reader.language}${row.url}`,
});

/**
 * Items as their readers see them, by id (the live streams' new ones, many people's at once); one
 * missing from the answer is gone.
 */
export async function notificationsByIds(db: Pick<Db, 'execute'>, ids: number[]): Promise<Map<number, Notification>> {
  if (ids.length === 0) return new Map();
  const rows = await selectRows<ItemRow & { language: string; time_zone: string | null }>(
    db,
    sql`select n.id, n.kind, n.data, n.url, n.count, n.created_at, n.read_at,
               u.preferred_language as language, u.time_zone
        from notifications n join users u on u.id = n.user_id
        where n.id = any(${intArray(ids)}) and n.withdrawn_at is null`,
  );
  return new Map(
    rows.map((row) => [row.id, shown(row, { language: row.language || 'en', timeZone: row.time_zone || 'UTC' })]),
  );
}

/** Unread counts of many people in one query (the live streams' people whose inbox changed). */
export async function unreadCounts(db: Pick<Db, 'execute'>, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await selectRows<{ user_id: number; n: number }>(
    db,
    sql`select user_id, count(*)::int as n from notifications
        where user_id = any(${intArray(userIds)})
          and read_at is null and withdrawn_at is null
        group by user_id`,
  );
  const counts = new Map(rows.map((row) => [row.user_id, row.n]));
  return new Map(userIds.map((id) => [id, counts.get(id) ?? 0]));
}

export async function unreadCount(db: Pick<Db, 'execute'>, userId: number): Promise<number> {
  return (await unreadCounts(db, [userId])).get(userId)!;
}

/**
 * Marks items read (named ones, or all) and answers how many unread are left. An id that is not the
 * caller's is 404, as if it did not exist, and nothing is marked.
 */
export async function markRead(db: Db, userId: number, body: MarkReadRequest): Promise<number> {
  if (body.all === true && body.ids)
    throw badRequest(NOTIFICATION_MESSAGES.idsOrAll, { ids: [NOTIFICATION_MESSAGES.idsOrAll] });
  if (!body.all && !body.ids)
    throw badRequest(NOTIFICATION_MESSAGES.idsOrAll, { ids: [NOTIFICATION_MESSAGES.idsOrAll] });
  return db.transaction(async (tx) => {
    if (body.all) {
      await tx.execute(
        sql`update notifications set read_at = now()
            where user_id = ${userId} and read_at is null and withdrawn_at is null`,
      );
    } else {
      const ids = [...new Set(body.ids)];
      const idList = intArray(ids);
      const [mine] = await selectRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from notifications where id = any(${idList}) and user_id = ${userId}`,
      );
      if ((mine?.n ?? 0) !== ids.length) throw notFound(NOTIFICATION_MESSAGES.notFound);
      await tx.execute(
        sql`update notifications set read_at = now()
            where id = any(${idList}) and user_id = ${userId} and read_at is null`,
      );
    }
    await announce(tx, userId);
    return unreadCount(tx, userId);
  });
}
