import type { PoojaBookingStatus, Translations } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { selectRows, type Db, type Tx } from '../../db/client';
import type { PrasadAddress } from '../../db/schema/poojas';
import { formatPoojaDay } from '../../lib/booking-words';
import { enqueueMail } from '../../mail/mailer';
import { notify } from '../../notifications/notify';
import { wantsMail } from '../../notifications/preferences';
import { defineNotice } from '../../outbox/notice';
import { bookingMail, type MailBlock, type MailTextKey, type Recipient } from '../../mail/templates';
import { recipientText } from '../../mail/recipients';

/**
 * The mails of a pooja booking to its devotee, in the devotee's language: booked (paid, or free),
 * performed (with the recording when the temple gives it), the recording added later, prasad sent,
 * and cancelled. The day is the temple's date, written out in the devotee's language.
 */
export type PoojaMailEvent = 'booked' | 'performed' | 'recording' | 'prasad_sent' | 'cancelled';

interface PoojaMailRow {
  id: number;
  user_id: number;
  status: PoojaBookingStatus;
  day: string;
  devotee_name: string;
  prasad_address: PrasadAddress | null;
  recording_url: string;
  cancel_reason: string;
  pooja_name: string;
  pooja_translations: Translations;
  temple_name: string;
  temple_translations: Translations;
  email: string;
  name: string;
  language: string;
}

/** The booking's state an event is about; a mail whose booking has since moved on is not sent. */
const EXPECTED: Record<PoojaMailEvent, PoojaBookingStatus[]> = {
  booked: ['booked'],
  performed: ['performed', 'prasad_sent'],
  recording: ['performed', 'prasad_sent'],
  prasad_sent: ['prasad_sent'],
  cancelled: ['cancelled'],
};

/** The posting address on one line, as the devotee wrote it. */
const addressLine = (a: PrasadAddress) =>
  [a.name, a.line1, a.line2, a.city, a.state, a.postal_code, a.country].filter((part) => part.trim()).join(', ');

/**
 * `byTemple`: the temple's staff cancelled it (an unpaid booking released after their deadline),
 * not the devotee: the mail says so, with the staff's reason, instead of "as you asked".
 */
function texts(
  event: PoojaMailEvent,
  row: PoojaMailRow,
  byTemple: boolean,
): { subject: MailTextKey; blocks: MailBlock[] } {
  const recording: MailBlock[] = row.recording_url ? ['pooja_recording_link', { link: row.recording_url }] : [];
  switch (event) {
    case 'booked':
      return {
        subject: 'pooja_booked_subject',
        blocks: ['pooja_booked_body', ...(row.prasad_address ? (['pooja_prasad_coming'] as const) : [])],
      };
    case 'performed':
      return { subject: 'pooja_performed_subject', blocks: ['pooja_performed_body', ...recording] };
    case 'recording':
      return { subject: 'pooja_recording_subject', blocks: ['pooja_recording_body', ...recording] };
    case 'prasad_sent':
      return { subject: 'pooja_prasad_sent_subject', blocks: ['pooja_prasad_sent_body'] };
    case 'cancelled':
      return {
        subject: 'pooja_cancelled_subject',
        blocks: [byTemple ? 'pooja_cancelled_by_temple_body' : 'pooja_cancelled_body'],
      };
  }
}

/**
 * Mails the devotee about an event, made from the booking as it stands when the notice is delivered
 * (a booking cancelled meanwhile is not mailed as booked); answers how many mails it wrote (0 when
 * the event no longer applies).
 */
async function mailPoojaBooking(
  ctx: AppContext,
  tx: Tx,
  bookingId: number,
  event: PoojaMailEvent,
  actorId: number | null = null,
): Promise<number> {
  const [row] = await selectRows<PoojaMailRow>(
    tx,
    sql`select b.id, b.user_id, b.status, b.day::text as day, b.devotee_name, b.prasad_address, b.recording_url,
               b.cancel_reason, p.name as pooja_name, p.translations as pooja_translations,
               t.name as temple_name, t.translations as temple_translations, u.email,
               coalesce(nullif(u.display_name, ''), u.username) as name, u.preferred_language as language
        from pooja_bookings b join poojas p on p.id = b.pooja_id join temples t on t.id = b.temple_id
        join users u on u.id = b.user_id
        where b.id = ${bookingId}`,
  );
  if (!row || !EXPECTED[event].includes(row.status)) return 0;
  const to: Recipient = { email: row.email, name: row.name, language: row.language };
  const byTemple = event === 'cancelled' && actorId !== null && actorId !== row.user_id;
  const base = ctx.config.PUBLIC_URL.replace(/\/+$/, '');
  // Names as the devotee's booking page shows them: translated, else in their script.
  const values = {
    pooja: recipientText(to, row.pooja_translations).name('name', row.pooja_name),
    temple: recipientText(to, row.temple_translations).name('name', row.temple_name),
    day: formatPoojaDay(row.day, to.language),
    devotee: row.devotee_name,
    address: row.prasad_address ? addressLine(row.prasad_address) : '',
    reason: row.cancel_reason,
  };
  await notify(tx, {
    userId: row.user_id,
    actorId,
    kind: KIND_OF_EVENT[event],
    data: {
      // Named as the devotee's mail names them.
      title: `${values.pooja} · ${values.temple}`,
      day: row.day,
      recording: Boolean(row.recording_url),
      who: values.temple,
      // The staff's reason, which the in-app text shows ("… cancelled it. Reason: …").
      ...(byTemple ? { reason: row.cancel_reason } : {}),
    },
    url: '/my-bookings',
    subject: { type: 'pooja_booking', id: row.id },
  });
  if (!(await wantsMail(tx, row.user_id, KIND_OF_EVENT[event]))) return 0;
  const { subject, blocks } = texts(event, row, byTemple);
  const mail = bookingMail(
    to,
    values,
    subject,
    [...blocks, 'pooja_manage', { link: `${base}/${to.language}/my-bookings` }],
    [],
    ctx.config.APP_LABEL,
  );
  return enqueueMail(tx, mail);
}

export interface PoojaMailNotice {
  bookingId: number;
  event: PoojaMailEvent;
  /** Who made the change: they are not told of it in-app (a devotee's own booking, own cancel). */
  actorId?: number | null;
}

/** The in-app kind of each event (its mail is that kind's email channel). */
const KIND_OF_EVENT = {
  booked: 'booking_confirmed',
  performed: 'pooja_performed',
  recording: 'pooja_performed',
  prasad_sent: 'pooja_prasad_sent',
  cancelled: 'booking_cancelled',
} as const;

/** A pooja booking's mail to its devotee, noted in the transaction of the change. */
export const poojaMails = defineNotice<PoojaMailNotice>('pooja_booking_mail', (ctx, tx, notice) =>
  mailPoojaBooking(ctx, tx, notice.bookingId, notice.event, notice.actorId ?? null),
);

/** Notes, in the change's transaction, that the devotee is to be mailed about `event`. */
export function enqueuePoojaMail(
  tx: Pick<Db, 'insert' | 'execute'>,
  bookingId: number,
  event: PoojaMailEvent,
  actorId: number | null = null,
): Promise<number> {
  return poojaMails.enqueue(tx, { bookingId, event, actorId });
}
