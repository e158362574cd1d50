import { NOTIFICATION_KINDS, type ChannelSettings, type NotificationKind } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../db/client';

type Writer = Pick<Db, 'execute'>;

export interface Subject {
  type: string;
  id: number;
}

export interface NotifyInput {
  userId: number;
  /** Who caused it; null for the system (a reminder). Nobody is told of their own action. */
  actorId: number | null;
  kind: NotificationKind;
  data: Record<string, unknown>;
  /** The page it opens, without the language: `/posts/12#comment-40`. */
  url: string;
  subject: Subject;
  /** Unread items with one key fold into one: the count grows and it comes back to the top. */
  foldKey?: string;
}

/**
 * Writes an in-app item in the caller's transaction (issue 23: in-app always), so it exists exactly
 * when its cause does. Answers whether it wrote one.
 */
export async function notify(tx: Writer, input: NotifyInput): Promise<boolean> {
  if (input.actorId !== null && input.userId === input.actorId) return false;
  const data = JSON.stringify(input.data);
  const actors = input.actorId === null ? sql`'{}'::int[]` : sql`array[${input.actorId}]::int[]`;
  if (!input.foldKey) {
    await tx.execute(
      sql`insert into notifications (user_id, kind, data, url, subject_type, subject_id, actor_ids)
          values (${input.userId}, ${input.kind}, ${data}::jsonb, ${input.url}, ${input.subject.type},
                  ${input.subject.id}, ${actors})`,
    );
    return true;
  }
  // One statement against the partial unique index: two replies at once cannot make two items.
  await tx.execute(
    sql`insert into notifications (user_id, kind, data, url, subject_type, subject_id, fold_key, actor_ids)
        values (${input.userId}, ${input.kind}, ${data}::jsonb, ${input.url}, ${input.subject.type},
                ${input.subject.id}, ${input.foldKey}, ${actors})
        on conflict (user_id, fold_key) where read_at is null and withdrawn_at is null and fold_key is not null
        do update set count = notifications.count + 1, created_at = now(), data = excluded.data,
                      url = excluded.url,
                      actor_ids = notifications.actor_ids || excluded.actor_ids`,
  );
  return true;
}

/** Takes back every item about a subject that was removed (a post and the replies to it). */
export async function withdraw(tx: Writer, subject: Subject): Promise<void> {
  await tx.execute(
    sql`update notifications set withdrawn_at = now()
        where subject_type = ${subject.type} and subject_id = ${subject.id} and withdrawn_at is null`,
  );
}

/** Mail is on by default for bookings (people expect their confirmation), off for the forum. */
const EMAIL_BY_DEFAULT: Record<NotificationKind, boolean> = {
  forum_reply_post: false,
  forum_reply_comment: false,
  forum_removed: false,
  booking_confirmed: true,
  booking_changed: true,
  booking_cancelled: true,
  booking_reminder: true,
  booking_refund: true,
  pooja_performed: true,
  pooja_prasad_sent: true,
  retreat_message: true,
  practice_reminder: true,
  test: false,
};

export const defaultChannels = (kind: NotificationKind): ChannelSettings => ({
  in_app: true,
  push: true,
  email: EMAIL_BY_DEFAULT[kind],
});

export interface Preferences {
  channels: Record<NotificationKind, ChannelSettings>;
  quietHours: { start: string; end: string } | null;
}

/**
 * A person's channels for every kind (their choices over the defaults) and quiet hours: the one
 * place the push and mail steps read them from.
 */
export async function preferencesOf(db: Writer, userId: number): Promise<Preferences> {
  const [row] = await selectRows<{
    channels: Record<string, Partial<ChannelSettings>>;
    quiet_start: string | null;
    quiet_end: string | null;
  }>(db, sql`select channels, quiet_start, quiet_end from notification_preferences where user_id = ${userId}`);
  const chosen = row?.channels ?? {};
  const channels = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, { ...defaultChannels(kind), ...chosen[kind], in_app: true }]),
  ) as Record<NotificationKind, ChannelSettings>;
  const quietHours = row?.quiet_start && row.quiet_end ? { start: row.quiet_start, end: row.quiet_end } : null;
  return { channels, quietHours };
}
