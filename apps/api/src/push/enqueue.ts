import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../db/client';
import { enqueue, type OutboxItem } from '../outbox/enqueue';
import { ownedBy, type PushOwner } from './owner';

/** The outbox topic of one push to one browser (src/push/deliver.ts delivers it). */
export const PUSH_TOPIC = 'push';

/** What the service worker shows; written in the recipient's language by the caller. */
export interface PushMessage {
  title: string;
  body: string;
  /** The page a click opens, with its language: `/hi/community/post/12#comment-40`. */
  url: string;
  /** A later message with the same tag replaces the shown one (a folded burst of replies). */
  tag?: string;
  lang: string;
}

export interface PushPayload {
  subscriptionId: number;
  message: PushMessage;
}

/**
 * A message, or how to write it in a browser's language: a guest has no profile, so what reaches
 * each of their browsers is written in the language of the page that subscribed it.
 */
export type PushMessageFor = PushMessage | ((language: string) => PushMessage);

/**
 * Writes one outbox row per browser the owner subscribed, in the caller's transaction (so a push
 * exists exactly when its cause does). Answers how many; 0 for someone with no subscription.
 * `availableAt` holds them back (the end of the person's quiet hours).
 */
export async function enqueuePush(
  tx: Pick<Db, 'insert' | 'execute'>,
  owner: PushOwner,
  message: PushMessageFor,
  options: { availableAt?: Date } = {},
): Promise<number> {
  const subscriptions = await selectRows<{ id: number; language: string }>(
    tx,
    sql`select id, language from push_subscriptions where ${ownedBy(owner)} order by id`,
  );
  return enqueue(
    tx,
    subscriptions.map(({ id, language }) =>
      pushItem(id, typeof message === 'function' ? message(language) : message, options.availableAt),
    ),
  );
}

/** The outbox row of one push to one browser (for callers that write many in one statement). */
export const pushItem = (subscriptionId: number, message: PushMessage, availableAt?: Date): OutboxItem => ({
  topic: PUSH_TOPIC,
  payload: { subscriptionId, message } satisfies PushPayload,
  availableAt,
});
