import type { NotificationKind } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { intArray, selectRows, type Db } from '../db/client';
import { enqueue } from '../outbox/enqueue';
import { DELIVERY_TOPIC, enqueueDelivery, type DeliveryPayload } from './deliver';
import { announce, announceMany } from './announce';

type Writer = Pick<Db, 'insert' | 'execute'>;

/** A line of someone's words in an item: enough to recognise them, short enough for a push. */
export const excerptOf = (text: string) => (text.length > 140 ? `${text.slice(0, 139)}…` : text);

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
 * when its cause does, and notes in the outbox that it is to go out by push and mail as the person
 * chose (deliver.ts). Answers the item's id, or null when nobody is to be told.
 */
export async function notify(tx: Writer, input: NotifyInput): Promise<number | null> {
  if (input.actorId !== null && input.userId === input.actorId) return null;
  const data = JSON.stringify(input.data);
  const actors = input.actorId === null ? sql`'{}'::int[]` : sql`array[${input.actorId}]::int[]`;
  // One statement against the partial unique index: two replies at once cannot make two items.
  const [row] = await selectRows<{ id: number }>(
    tx,
    input.foldKey
      ? sql`insert into notifications (user_id, kind, data, url, subject_type, subject_id, fold_key, actor_ids)
            values (${input.userId}, ${input.kind}, ${data}::jsonb, ${input.url}, ${input.subject.type},
                    ${input.subject.id}, ${input.foldKey}, ${actors})
            on conflict (user_id, fold_key) where read_at is null and withdrawn_at is null and fold_key is not null
            do update set count = notifications.count + 1, created_at = now(), data = excluded.data,
                          url = excluded.url,
                          actor_ids = notifications.actor_ids || excluded.actor_ids
            returning id`
      : sql`insert into notifications (user_id, kind, data, url, subject_type, subject_id, actor_ids)
            values (${input.userId}, ${input.kind}, ${data}::jsonb, ${input.url}, ${input.subject.type},
                    ${input.subject.id}, ${actors})
            returning id`,
  );
  const id = row!.id;
  await enqueueDelivery(tx, id, { folds: Boolean(input.foldKey) });
  await announce(tx, input.userId, id);
  return id;
}

/**
 * Takes back the items that are nothing but one removed comment (a reply item that did not fold
 * with others): what they would open is gone. A folded item stays for the replies still there.
 */
export async function withdrawComment(tx: Writer, postId: number, commentId: number): Promise<void> {
  const taken = await selectRows<{ user_id: number }>(
    tx,
    sql`update notifications set withdrawn_at = now()
        where subject_type = 'post' and subject_id = ${postId} and count = 1 and withdrawn_at is null
          and data->>'comment_id' = ${String(commentId)}
        returning user_id`,
  );
  for (const userId of new Set(taken.map((row) => row.user_id))) await announce(tx, userId);
}

/** Takes back every item about a subject that was removed (a post and the replies to it). */
export async function withdraw(tx: Writer, subject: Subject): Promise<void> {
  const taken = await selectRows<{ user_id: number }>(
    tx,
    sql`update notifications set withdrawn_at = now()
        where subject_type = ${subject.type} and subject_id = ${subject.id} and withdrawn_at is null
        returning user_id`,
  );
  for (const userId of new Set(taken.map((row) => row.user_id))) await announce(tx, userId);
}

/** "Send me a test notification": on every channel the person chose, as any other item would go. */
export async function sendTestNotification(tx: Writer, userId: number): Promise<number> {
  const id = await notify(tx, {
    userId,
    actorId: null,
    kind: 'test',
    data: {},
    url: '/profile#notifications',
    subject: { type: 'test', id: userId },
  });
  return id!;
}

/** People written per transaction by fanOut: one statement each for their items and the delivery. */
const FAN_OUT_BATCH = 2_000;

/**
 * One item to many people at once (a festival's eve, to everyone who chose it): written in batches,
 * each in one transaction with the one delivery row that carries its items, and announced to the
 * live streams. A person who already has an item about the subject is skipped, so a run cut short
 * by a crash is finished by running it again. Answers how many items it wrote.
 */
export async function fanOut(
  db: Db,
  userIds: number[],
  item: Pick<NotifyInput, 'kind' | 'data' | 'url' | 'subject'>,
): Promise<number> {
  const told = await selectRows<{ user_id: number }>(
    db,
    sql`select user_id from notifications
        where subject_type = ${item.subject.type} and subject_id = ${item.subject.id} and kind = ${item.kind}`,
  );
  const skip = new Set(told.map((row) => row.user_id));
  const people = [...new Set(userIds)].filter((id) => !skip.has(id));
  const data = JSON.stringify(item.data);
  let written = 0;
  for (let start = 0; start < people.length; start += FAN_OUT_BATCH) {
    written += await db.transaction(async (tx) => {
      const made = await selectRows<{ id: number; user_id: number }>(
        tx,
        sql`insert into notifications (user_id, kind, data, url, subject_type, subject_id)
            select person, ${item.kind}, ${data}::jsonb, ${item.url}, ${item.subject.type}, ${item.subject.id}
            from unnest(${intArray(people.slice(start, start + FAN_OUT_BATCH))}) as person
            returning id, user_id`,
      );
      await enqueue(tx, {
        topic: DELIVERY_TOPIC,
        payload: { notificationIds: made.map((row) => row.id) } satisfies DeliveryPayload,
      });
      await announceMany(tx, made);
      return made.length;
    });
  }
  return written;
}
