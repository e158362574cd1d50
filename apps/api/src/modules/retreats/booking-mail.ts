import { localDateTimeFormat, type Translations } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { selectRows, type Tx } from '../../db/client';
import { bookingInvitation } from '../../lib/booking-invitation';
import { enqueueMail } from '../../mail/mailer';
import { notify } from '../../notifications/notify';
import { wantsMail } from '../../notifications/preferences';
import { defineBookingNotice, defineNotice } from '../../outbox/notice';
import { recipientColumns, recipientOf, recipientText, type RecipientFields } from '../../mail/recipients';
import { selectBookingForMail } from '../../lib/booking-for-mail';
import { bookingMail, mailText, type MailBlock, type MailTextKey, type Recipient } from '../../mail/templates';
import { formatMoney, formatStay, holdMinutesLeft } from '../../lib/booking-words';

/**
 * The mails of a guest's retreat booking, to the guest and to the host, each in their own language:
 * made (held for the deposit, or booked), deposit paid, and cancelled by the guest (with the refund
 * the policy gives). Each carries the stay as an all-day calendar event (first night to the day of
 * leaving, calendar dates of the place, so no zone moves it). The host's own confirmations and
 * cancellations are mailed by host-mail.ts.
 */
type RetreatBookingMailEvent = 'booked' | 'paid' | 'cancelled';

interface MailRow extends RecipientFields<'guest'>, RecipientFields<'host'> {
  id: number;
  guest_id: number;
  host_id: number;
  status: string;
  created_at: Date | string;
  hold_expires_at: Date | string | null;
  paid_at: Date | string | null;
  retreat_slug: string;
  retreat_title: string;
  retreat_translations: Translations;
  place: string;
  address: string;
  package_name: string;
  start_date: string;
  end_date: string;
  guests: number;
  total_minor: number;
  deposit_minor: number;
  refund_minor: number | null;
  currency: string;
  note: string;
}

function bookingForMail(db: Pick<Tx, 'execute'>, id: number) {
  return selectBookingForMail<MailRow>(
    db,
    id,
    sql`b.id, b.guest_id, r.host_id, b.status, b.created_at, b.hold_expires_at, b.paid_at, r.slug as retreat_slug,
        r.title as retreat_title, r.translations as retreat_translations, r.place, r.address, p.name as package_name,
        to_char(b.start_date, 'YYYY-MM-DD') as start_date, to_char(b.end_date, 'YYYY-MM-DD') as end_date,
        b.guests, b.total_minor, b.deposit_minor, b.refund_minor, b.currency, b.note`,
    sql`retreat_bookings b
        join retreats r on r.id = b.retreat_id
        join retreat_packages p on p.id = b.package_id`,
    { guest: 'b.guest_id', host: 'r.host_id' },
  );
}

/** The booking's state an event is about; a mail whose booking has moved on since is not sent. */
const EXPECTED: Record<RetreatBookingMailEvent, string[]> = {
  booked: ['held', 'confirmed'],
  paid: ['confirmed'],
  cancelled: ['cancelled'],
};

type Side = 'guest' | 'host';

/** The subject and paragraphs one side reads about an event. */
function texts(
  side: Side,
  event: RetreatBookingMailEvent,
  row: MailRow,
): { subject: MailTextKey; blocks: MailBlock[] } {
  const held = row.status === 'held';
  const unpaidDeposit = row.deposit_minor > 0 && row.paid_at === null;
  const balance: MailBlock[] = row.total_minor > row.deposit_minor ? ['retreat_guest_balance'] : [];
  if (side === 'guest') {
    switch (event) {
      case 'booked':
        return held
          ? { subject: 'retreat_guest_held_subject', blocks: ['retreat_guest_held_body', 'retreat_host_stay_details'] }
          : {
              subject: 'retreat_guest_booked_subject',
              blocks: [
                'retreat_guest_booked_body',
                'retreat_host_stay_details',
                ...(unpaidDeposit ? (['retreat_guest_deposit_to_host'] as const) : []),
                ...balance,
              ],
            };
      case 'paid':
        return {
          subject: 'retreat_guest_booked_subject',
          blocks: ['retreat_guest_paid_body', 'retreat_host_stay_details', ...balance],
        };
      case 'cancelled':
        return {
          subject: 'retreat_host_cancelled_subject',
          blocks: [
            'retreat_guest_cancelled_body',
            row.paid_at === null
              ? 'retreat_host_no_refund'
              : (row.refund_minor ?? 0) > 0
                ? 'retreat_guest_refund'
                : 'retreat_guest_no_refund',
          ],
        };
    }
  }
  const note: MailBlock[] = row.note ? ['retreat_host_note'] : [];
  switch (event) {
    case 'booked':
      return {
        subject: 'retreat_host_new_subject',
        blocks: [
          'retreat_host_new_body',
          'retreat_host_stay_details',
          ...(unpaidDeposit ? (['retreat_host_deposit_direct'] as const) : []),
          ...note,
        ],
      };
    case 'paid':
      return { subject: 'retreat_host_paid_subject', blocks: ['retreat_host_paid_body', 'retreat_host_stay_details'] };
    case 'cancelled':
      return {
        subject: 'retreat_host_cancelled_subject',
        blocks: [
          'retreat_host_guest_cancelled_body',
          ...((row.refund_minor ?? 0) > 0 ? (['retreat_host_guest_refund'] as const) : []),
        ],
      };
  }
}

function sideMail(ctx: AppContext, side: Side, event: RetreatBookingMailEvent, row: MailRow, now: Date) {
  const guest = side === 'guest';
  const to: Recipient = guest ? recipientOf(row, 'guest') : recipientOf(row, 'host');
  const money = (minor: number) => formatMoney(minor, row.currency, to.language);
  const holdMinutes = holdMinutesLeft(row.hold_expires_at, now);
  const title = recipientText(to, row.retreat_translations).text('title', row.retreat_title);
  const values = {
    title,
    package: row.package_name,
    dates: formatStay(row.start_date, row.end_date, to.language),
    guests: new Intl.NumberFormat(to.language).format(row.guests),
    host: row.host_name,
    guest: row.guest_name,
    amount: money(event === 'cancelled' ? (row.refund_minor ?? 0) : row.deposit_minor),
    balance: money(row.total_minor - row.deposit_minor),
    minutes: String(holdMinutes),
    note: row.note,
  };
  const base = ctx.config.PUBLIC_URL.replace(/\/+$/, '');
  const page = `${base}/${to.language}/retreats/${encodeURIComponent(row.retreat_slug)}`;
  const manage = `${base}/${to.language}/${guest ? 'my-bookings' : 'creator/retreats/bookings'}`;
  const { subject, blocks } = texts(side, event, row);
  const paragraphs: MailBlock[] = [
    ...blocks,
    guest ? 'retreat_host_guest_manage' : 'retreat_host_manage',
    { link: manage },
  ];

  const cancelled = event === 'cancelled';
  const day = (date: string) => new Date(`${date}T00:00:00Z`);
  const attachment = bookingInvitation(ctx.config, now, `retreat-booking-${row.id}`, row, {
    cancelled,
    file: row.retreat_slug,
    start: day(row.start_date),
    end: day(row.end_date),
    days: { start: row.start_date, end: row.end_date },
    summary: title,
    description: `${mailText(to.language, 'retreat_host_stay_details', values)}\n${manage}`,
    location: cancelled ? undefined : [row.address, row.place].filter(Boolean).join(', ') || undefined,
    url: page,
    organizer: row.host_name,
    attendee: to,
  });
  return bookingMail(to, values, subject, paragraphs, [attachment], ctx.config.APP_LABEL);
}

/**
 * How a booking's mails are made: `wasHeld` says a cancelled stay had never been confirmed; `at`,
 * when the change happened (the hold's minutes left and the calendar file's version count from it).
 */
interface RetreatMailOptions {
  at?: string;
  wasHeld?: boolean;
}

/**
 * Mails both sides of a booking about an event, made from the booking as it stands when the notice
 * is delivered (a stay cancelled meanwhile is not mailed as booked); answers how many mails it wrote.
 */
async function mailRetreatBooking(
  ctx: AppContext,
  tx: Tx,
  bookingId: number,
  event: RetreatBookingMailEvent,
  options: RetreatMailOptions = {},
): Promise<number> {
  const row = await bookingForMail(tx, bookingId);
  if (!row || !EXPECTED[event].includes(row.status)) return 0;
  const now = options.at ? new Date(options.at) : new Date();
  // Nights only held for the deposit are not yet news to the host, nor is their end: they hear of
  // the stay once it is confirmed.
  const sides: Side[] = row.status === 'held' || options.wasHeld ? ['guest'] : ['guest', 'host'];
  const kind = event === 'cancelled' ? 'booking_cancelled' : 'booking_confirmed';
  const mails = [];
  for (const side of sides) {
    // Every event here is the guest's own doing: only the host hears of it in-app.
    if (side === 'host')
      await notify(tx, {
        userId: row.host_id,
        actorId: row.guest_id,
        kind,
        data: {
          // Named as the host's mail names it: in their language where the retreat is translated into it.
          title: recipientText(recipientOf(row, 'host'), row.retreat_translations).text('title', row.retreat_title),
          who: row.guest_name,
          stay_start: row.start_date,
          stay_end: row.end_date,
        },
        url: '/creator/retreats/bookings',
        subject: { type: 'retreat_booking', id: row.id },
      });
    // A held stay's deposit mail always goes; the rest is a channel each side may turn off.
    const depositDue = row.status === 'held';
    if (!depositDue && !(await wantsMail(tx, side === 'guest' ? row.guest_id : row.host_id, kind))) continue;
    mails.push(sideMail(ctx, side, event, row, now));
  }
  await enqueueMail(tx, mails);
  return mails.length;
}

const retreatBookingNotice = defineBookingNotice<RetreatBookingMailEvent, { wasHeld?: boolean }>(
  'retreat_booking_mails',
  mailRetreatBooking,
);
/** A retreat booking's mails to the guest and the host, noted in the transaction of the change. */
export const retreatBookingMails = retreatBookingNotice.notice;
export const enqueueRetreatBookingMails = retreatBookingNotice.enqueue;

/**
 * The host hears of a guest's question, in the host's language, with the guest's address to answer.
 * Answers how many mails it wrote (none when the inquiry is gone).
 */
async function mailInquiry(ctx: AppContext, tx: Tx, inquiryId: number): Promise<number> {
  const [row] = await selectRows<{
    message: string;
    preferred_start: string | null;
    guests: number;
    retreat_title: string;
    retreat_translations: Translations;
    guest_email: string;
    guest_name: string;
    host_email: string;
    host_name: string;
    host_language: string;
  }>(
    tx,
    sql`select i.message, to_char(i.preferred_start, 'YYYY-MM-DD') as preferred_start, i.guests,
               r.title as retreat_title, r.translations as retreat_translations,
               u.email as guest_email, coalesce(nullif(u.display_name, ''), u.username) as guest_name,
               ${recipientColumns('h', 'host')}
        from retreat_inquiries i join retreats r on r.id = i.retreat_id
        join users u on u.id = i.user_id join users h on h.id = r.host_id
        where i.id = ${inquiryId}`,
  );
  if (!row) return 0;
  const to: Recipient = recipientOf(row, 'host');
  const values = {
    title: recipientText(to, row.retreat_translations).text('title', row.retreat_title),
    guest: row.guest_name,
    email: row.guest_email,
    message: row.message,
    guests: new Intl.NumberFormat(to.language).format(row.guests),
    start: row.preferred_start
      ? localDateTimeFormat(to.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
          new Date(`${row.preferred_start}T00:00:00Z`),
        )
      : '',
  };
  const base = ctx.config.PUBLIC_URL.replace(/\/+$/, '');
  return enqueueMail(
    tx,
    bookingMail(
      to,
      values,
      'retreat_inquiry_subject',
      [
        'retreat_inquiry_body',
        'retreat_message_text',
        row.preferred_start ? 'retreat_inquiry_details' : 'retreat_inquiry_details_no_date',
        'retreat_inquiry_reply',
        'retreat_host_manage',
        { link: `${base}/${to.language}/creator/retreats/bookings` },
      ],
      [],
      ctx.config.APP_LABEL,
    ),
  );
}

/** A guest's question to the host, noted in the transaction that stores it. */
export const inquiryMails = defineNotice<{ inquiryId: number }>('retreat_inquiry_mail', (ctx, tx, notice) =>
  mailInquiry(ctx, tx, notice.inquiryId),
);
