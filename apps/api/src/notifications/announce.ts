import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

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
