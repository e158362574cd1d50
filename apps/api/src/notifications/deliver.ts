import type { NotificationKind } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { intArray, selectRows, type Db, type Tx } from '../db/client';
import { mailItem } from '../mail/mailer';
import { notificationMail } from '../mail/templates';
import { enqueue, type OutboxItem } from '../outbox/enqueue';
import type { OutboxHandler } from '../outbox/worker';
import { pushItem, type PushMessage } from '../push/enqueue';
import { preferencesOfMany } from './preferences';
import { quietHoursEnd } from './quiet-hours';
import { notificationText } from './texts';

export const DELIVERY_TOPIC = 'notification_delivery';

/**
 * A reply that folds into an unread item waits this long before it goes out, so that a burst of
 * replies leaves as one push and one mail that carry the count ("12 new replies").
 */
const FOLD_WINDOW_MS = 60_000;

/**
 * Kinds whose cause writes a mail of its own (a booking's, with its calendar file; the practice
 * reminder's, with its links): that mail is their email channel, and it asks `wantsMail` first. The
 * day-before reminders of poojas, stays and journeys have none, nor has a refund sent: theirs is the
 * item's mail.
 */
const MAILED_BY_THEIR_CAUSE = new Set<string>([
  'booking_confirmed',
  'booking_changed',
  'booking_cancelled',
  'pooja_performed',
  'pooja_prasad_sent',
  'retreat_message',
  'practice_reminder',
]);
const mailedByItsCause = (kind: string, subjectType: string) =>
  MAILED_BY_THEIR_CAUSE.has(kind) || (kind === 'booking_reminder' && subjectType === 'booking');

/**
 * Notes, in the transaction that wrote the in-app item, that it is to go out by push and mail. One
 * delivery per item: replies folded into an unread item that already went out add to its count in
 * the inbox, and do not send again until it is read (a new item then starts).
 */
export async function enqueueDelivery(
  tx: Pick<Db, 'insert' | 'execute'>,
  notificationId: number,
  options: { folds: boolean },
): Promise<void> {
  await enqueue(tx, {
    topic: DELIVERY_TOPIC,
    payload: { notificationIds: [notificationId] } satisfies DeliveryPayload,
    dedupeKey: `notification:${notificationId}`,
    ...(options.folds ? { availableAt: new Date(Date.now() + FOLD_WINDOW_MS) } : {}),
  });
}

/** The items of one delivery: one, or a festival's batch of thousands written together. */
export interface DeliveryPayload {
  notificationIds: number[];
}

interface DeliveryRow {
  id: number;
  user_id: number;
  kind: string;
  subject_type: string;
  data: Record<string, unknown>;
  url: string;
  count: number;
  email: string;
  name: string;
  language: string;
  time_zone: string;
  email_verified: boolean;
}

/**
 * Makes items' pushes and mails from the items as committed, in each recipient's language, by the
 * channels they chose, after their quiet hours; in the transaction that marks the delivery done, so
 * each is written once. Items already read or withdrawn go nowhere. A batch reads its people's
 * preferences and browsers in one query each and writes all its rows in one statement.
 */
async function deliver(ctx: AppContext, tx: Tx, notificationIds: number[]): Promise<number> {
  if (notificationIds.length === 0) return 0;
  const items = await selectRows<DeliveryRow>(
    tx,
    sql`select n.id, n.user_id, n.kind, n.subject_type, n.data, n.url, n.count, u.email,
               u.display_name as name, u.preferred_language as language, u.time_zone,
               u.email_verified_at is not null as email_verified
        from notifications n join users u on u.id = n.user_id
        where n.id = any(${intArray(notificationIds)}) and n.read_at is null and n.withdrawn_at is null`,
  );
  if (items.length === 0) return 0;
  const userIds = [...new Set(items.map((item) => item.user_id))];
  const [preferences, browsers] = await Promise.all([
    preferencesOfMany(tx, userIds),
    selectRows<{ id: number; user_id: number }>(
      tx,
      sql`select id, user_id from push_subscriptions where user_id = any(${intArray(userIds)}) order by id`,
    ),
  ]);
  const browsersOf = new Map<number, number[]>();
  for (const browser of browsers)
    browsersOf.set(browser.user_id, [...(browsersOf.get(browser.user_id) ?? []), browser.id]);
  const now = new Date();
  const rows: OutboxItem[] = [];
  for (const item of items) {
    const chosen = preferences.get(item.user_id)!;
    const channels = chosen.channels[item.kind as NotificationKind];
    if (!channels) continue;
    const availableAt = quietHoursEnd(now, item.time_zone, chosen.quietHours) ?? undefined;
    const text = notificationText(item.language, item, item.time_zone);
    const path = `/${item.language}${item.url}`;
    if (channels.push) {
      // One tag per item: a later delivery of it replaces the shown one instead of adding a second.
      const message: PushMessage = { ...text, url: path, tag: `notification-${item.id}`, lang: item.language };
      for (const browser of browsersOf.get(item.user_id) ?? []) rows.push(pushItem(browser, message, availableAt));
    }
    // Only to an address its owner proved: a stranger who signed up with it hears nothing.
    if (channels.email && item.email_verified && !mailedByItsCause(item.kind, item.subject_type)) {
      const base = `${ctx.config.PUBLIC_URL}/${item.language}`;
      const mail = notificationMail(
        { email: item.email, name: item.name, language: item.language },
        text,
        { open: `${ctx.config.PUBLIC_URL}${path}`, settings: `${base}/profile#notifications` },
        ctx.config.APP_LABEL,
      );
      rows.push(mailItem(mail, availableAt));
    }
  }
  // Bounded by the fan-out's batch: well under PostgreSQL's limit of parameters in one statement.
  return enqueue(tx, rows);
}

export function deliveryHandler(ctx: AppContext): OutboxHandler {
  return {
    topic: DELIVERY_TOPIC,
    inTransaction: true,
    async run(tx: Tx, payload: DeliveryPayload) {
      await deliver(ctx, tx, payload.notificationIds);
    },
  };
}
