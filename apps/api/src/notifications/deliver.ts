import type { NotificationKind } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { selectRows, type Db, type Tx } from '../db/client';
import { enqueueMail } from '../mail/mailer';
import { notificationMail } from '../mail/templates';
import { enqueue } from '../outbox/enqueue';
import type { OutboxHandler } from '../outbox/worker';
import { preferencesOf } from './preferences';
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
 * reminder's, with its links): that mail is their email channel, and it asks `wantsMail` first.
 */
const MAILED_BY_THEIR_CAUSE = new Set<string>([
  'booking_confirmed',
  'booking_changed',
  'booking_cancelled',
  'booking_reminder',
  'booking_refund',
  'pooja_performed',
  'pooja_prasad_sent',
  'retreat_message',
  'practice_reminder',
]);

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
    payload: { notificationId },
    dedupeKey: `notification:${notificationId}`,
    ...(options.folds ? { availableAt: new Date(Date.now() + FOLD_WINDOW_MS) } : {}),
  });
}

interface DeliveryRow {
  user_id: number;
  kind: string;
  data: Record<string, unknown>;
  url: string;
  count: number;
  read_at: Date | null;
  withdrawn_at: Date | null;
  email: string;
  name: string;
  language: string;
  time_zone: string;
  email_verified: boolean;
}

/**
 * Makes an item's push and mail from the item as committed, in the recipient's language, by the
 * channels they chose, after their quiet hours; in the transaction that marks the delivery done, so
 * each is written once. An item already read or withdrawn goes nowhere.
 */
export function deliveryHandler(ctx: AppContext): OutboxHandler {
  return {
    topic: DELIVERY_TOPIC,
    inTransaction: true,
    async run(tx: Tx, payload: { notificationId: number }) {
      const [item] = await selectRows<DeliveryRow>(
        tx,
        sql`select n.user_id, n.kind, n.data, n.url, n.count, n.read_at, n.withdrawn_at, u.email,
                   u.display_name as name, u.preferred_language as language, u.time_zone,
                   u.email_verified_at is not null as email_verified
            from notifications n join users u on u.id = n.user_id
            where n.id = ${payload.notificationId}`,
      );
      if (!item || item.read_at || item.withdrawn_at) return;
      const preferences = await preferencesOf(tx, item.user_id);
      const channels = preferences.channels[item.kind as NotificationKind];
      if (!channels) return;
      const availableAt = quietHoursEnd(new Date(), item.time_zone, preferences.quietHours) ?? undefined;
      const text = notificationText(item.language, item, item.time_zone);
      const base = `${ctx.config.PUBLIC_URL}/${item.language}`;
      // Only to an address its owner proved: a stranger who signed up with it hears nothing.
      if (channels.email && item.email_verified && !MAILED_BY_THEIR_CAUSE.has(item.kind)) {
        await enqueueMail(
          tx,
          notificationMail(
            { email: item.email, name: item.name, language: item.language },
            text,
            { open: `${base}${item.url}`, settings: `${base}/profile#notifications` },
            ctx.config.APP_LABEL,
          ),
          { availableAt },
        );
      }
    },
  };
}
