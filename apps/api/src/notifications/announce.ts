import { sql } from 'drizzle-orm';
import { intArray, type Db } from '../db/client';

/** The channel an inbox change is announced on, to the streams of every API process. */
export const LIVE_CHANNEL = 'notifications';

/**
 * Tells the streams that a person's inbox changed (a new item, items read or withdrawn). NOTIFY is
 * transactional: it is heard at the commit, never after a rollback.
 */
export async function announce(tx: Pick<Db, 'execute'>, userId: number, notificationId?: number): Promise<void> {
  const payload = JSON.stringify({ user: userId, item: notificationId ?? null });
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
}

/** The same for many people at once (a fan-out's batch), in one statement. */
export async function announceMany(tx: Pick<Db, 'execute'>, items: { id: number; user_id: number }[]): Promise<void> {
  if (items.length === 0) return;
  await tx.execute(
    sql`select pg_notify(${LIVE_CHANNEL}, json_build_object('user', person, 'item', item)::text)
        from unnest(${intArray(items.map((i) => i.user_id))}, ${intArray(items.map((i) => i.id))}) as t(person, item)`,
  );
}
