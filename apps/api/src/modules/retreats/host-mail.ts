import type { Translations } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { selectRows, type Db, type Tx } from '../../db/client';
import { formatMoney, formatStay } from '../../lib/booking-words';
import { enqueueMail } from '../../mail/mailer';
import { excerptOf, notify } from '../../notifications/notify';
import { wantsMail } from '../../notifications/preferences';
import { defineNotice } from '../../outbox/notice';
import { recipientOf, recipientText, type RecipientFields } from '../../mail/recipients';
import { selectBookingForMail } from '../../lib/booking-for-mail';
import { bookingMail, type MailBlock, type MailTextKey, type Recipient } from '../../mail/templates';

/**
 * The mails of the host's side of a retreat booking, each in its reader's language: to the guest
 * when the host confirms the stay (deposit received) or cancels it (with the reason and the refund),
 * and a message on a booking to the other side (host → guest, guest → host).
 */

interface MailRow extends RecipientFields<'guest'>, RecipientFields<'host'> {
  id: number;
  guest_id: number;
  host_id: number;
  status: string;
  retreat_slug: string;
  retreat_title: string;
  retreat_translations: Translations;
  package_name: string;
  start_date: string;
  end_date: string;
  guests: number;
  deposit_minor: number;
  refund_minor: number | null;
  currency: string;
  cancel_reason: string;
}

function bookingForMail(db: Pick<Tx, 'execute'>, id: number) {
  return selectBookingForMail<MailRow>(
    db,
    id,
    sql`b.id, b.guest_id, r.host_id, b.status, r.slug as retreat_slug, r.title as retreat_title,
        r.translations as retreat_translations, p.name as package_name,
        to_char(b.start_date, 'YYYY-MM-DD') as start_date, to_char(b.end_date, 'YYYY-MM-DD') as end_date,
        b.guests, b.deposit_minor, b.refund_minor, b.currency, b.cancel_reason`,
    sql`retreat_bookings b
        join retreats r on r.id = b.retreat_id
        join retreat_packages p on p.id = b.package_id`,
    { guest: 'b.guest_id', host: 'r.host_id' },
  );
}

/** The values every text of a booking's mail may use, in its reader's language (the retreat's title too). */
function valuesFor(row: MailRow, to: Recipient, extra: Record<string, string> = {}) {
  const language = to.language;
  return {
    title: recipientText(to, row.retreat_translations).text('title', row.retreat_title),
    package: row.package_name,
    dates: formatStay(row.start_date, row.end_date, language),
    guests: new Intl.NumberFormat(language).format(row.guests),
    host: row.host_name,
    guest: row.guest_name,
    ...extra,
  };
}

const guestOf = (row: MailRow) => recipientOf(row, 'guest');
const hostOf = (row: MailRow) => recipientOf(row, 'host');

/** Where each side sees its bookings: the guest's My Bookings, the host's Retreat Bookings. */
function manageLink(ctx: AppContext, side: 'guest' | 'host', language: string) {
  const base = ctx.config.PUBLIC_URL.replace(/\/+$/, '');
  return `${base}/${language}/${side === 'guest' ? 'my-bookings' : 'creator/retreats/bookings'}`;
}

export type HostBookingMailEvent = 'confirmed' | 'cancelled';

/** The mail to the guest when the host confirms or cancels their stay, or null when it has moved on since. */
async function hostActionMail(ctx: AppContext, tx: Tx, bookingId: number, event: HostBookingMailEvent) {
  const row = await bookingForMail(tx, bookingId);
  if (!row || row.status !== event) return null;
  const kind = event === 'confirmed' ? 'booking_confirmed' : 'booking_cancelled';
  await notify(tx, {
    userId: row.guest_id,
    // The host (or an administrator for them) acted; the guest is never the one told of their own act.
    actorId: null,
    kind,
    data: {
      title: row.retreat_title,
      who: row.host_name,
      reason: row.cancel_reason,
      stay_start: row.start_date,
      stay_end: row.end_date,
    },
    url: '/my-bookings',
    subject: { type: 'retreat_booking', id: row.id },
  });
  if (!(await wantsMail(tx, row.guest_id, kind))) return null;
  const to = guestOf(row);
  const amount = formatMoney(
    event === 'confirmed' ? row.deposit_minor : (row.refund_minor ?? 0),
    row.currency,
    to.language,
  );
  const values = valuesFor(row, to, { amount, reason: row.cancel_reason });
  const manage: MailBlock[] = ['retreat_host_guest_manage', { link: manageLink(ctx, 'guest', to.language) }];
  const [subject, blocks]: [MailTextKey, MailBlock[]] =
    event === 'confirmed'
      ? ['retreat_host_confirmed_subject', ['retreat_host_confirmed_body', 'retreat_host_stay_details', ...manage]]
      : [
          'retreat_host_cancelled_subject',
          [
            'retreat_host_cancelled_body',
            ...(row.cancel_reason ? (['booking_reason'] as const) : []),
            (row.refund_minor ?? 0) > 0 ? 'retreat_host_refund' : 'retreat_host_no_refund',
            ...manage,
          ],
        ];
  return bookingMail(to, values, subject, blocks, [], ctx.config.APP_LABEL);
}

/** The mail of a message on a booking, to the side that did not write it, or null when it is gone. */
async function messageMail(ctx: AppContext, tx: Tx, messageId: number) {
  const [message] = await selectRows<{ booking_id: number; body: string; from_guest: boolean }>(
    tx,
    sql`select m.booking_id, m.body, (m.sender_id = b.guest_id) as from_guest
        from retreat_messages m join retreat_bookings b on b.id = m.booking_id where m.id = ${messageId}`,
  );
  if (!message) return null;
  const row = await bookingForMail(tx, message.booking_id);
  if (!row) return null;
  const side = message.from_guest ? 'host' : 'guest';
  await notify(tx, {
    userId: side === 'guest' ? row.guest_id : row.host_id,
    actorId: null,
    kind: 'retreat_message',
    data: { host: message.from_guest ? row.guest_name : row.host_name, excerpt: excerptOf(message.body) },
    url: side === 'guest' ? '/my-bookings' : '/creator/retreats/bookings',
    subject: { type: 'retreat_booking', id: row.id },
  });
  if (!(await wantsMail(tx, side === 'guest' ? row.guest_id : row.host_id, 'retreat_message'))) return null;
  const to = side === 'guest' ? guestOf(row) : hostOf(row);
  const values = valuesFor(row, to, { message: message.body });
  return bookingMail(
    to,
    values,
    'retreat_message_subject',
    [
      side === 'guest' ? 'retreat_message_to_guest_body' : 'retreat_message_to_host_body',
      'retreat_message_text',
      side === 'guest' ? 'retreat_message_guest_reply' : 'retreat_message_host_reply',
      { link: manageLink(ctx, side, to.language) },
    ],
    [],
    ctx.config.APP_LABEL,
  );
}

/** Writes a mail made from the data as committed, if there is still one to write. */
async function enqueueIfAny(tx: Tx, mail: ReturnType<typeof bookingMail> | null): Promise<number> {
  return mail ? enqueueMail(tx, mail) : 0;
}

/** The guest's mail of the host's confirmation or cancellation, noted in the transaction that made it. */
export const hostActionMails = defineNotice<{ bookingId: number; event: HostBookingMailEvent }>(
  'retreat_host_action_mail',
  async (ctx, tx, notice) => enqueueIfAny(tx, await hostActionMail(ctx, tx, notice.bookingId, notice.event)),
);

/** Notes, in the host's change's transaction, that the guest is to be told of it. */
export const enqueueHostActionMail = (
  tx: Pick<Db, 'insert' | 'execute'>,
  bookingId: number,
  event: HostBookingMailEvent,
) => hostActionMails.enqueue(tx, { bookingId, event });

/** A message's mail to the other side, noted in the transaction that stores the message. */
export const messageMails = defineNotice<{ messageId: number }>('retreat_message_mail', async (ctx, tx, notice) =>
  enqueueIfAny(tx, await messageMail(ctx, tx, notice.messageId)),
);
