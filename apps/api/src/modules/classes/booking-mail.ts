import { isTimeZone, type BookingStatus, type Translations } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { formatWhen, holdMinutesLeft } from '../../lib/booking-words';
import { bookingInvitation } from '../../lib/booking-invitation';
import { enqueueMail } from '../../mail/mailer';
import { notify } from '../../notifications/notify';
import { wantsMail } from '../../notifications/preferences';
import { defineBookingNotice } from '../../outbox/notice';
import { recipientOf, recipientText, type RecipientFields } from '../../mail/recipients';
import { selectBookingForMail } from '../../lib/booking-for-mail';
import { bookingMail, mailText, type MailBlock, type MailTextKey, type Recipient } from '../../mail/templates';

/**
 * The mails of a booking, to its learner and to its tutor, each in their own language with the
 * times in their own zone and the booking as a calendar invitation (.ics): made (held for payment
 * or confirmed), paid, moved, cancelled, and the reminder a day before; and to the learner alone, a
 * new time the tutor proposes (without an invitation: nothing has moved yet).
 */
type BookingMailEvent = 'booked' | 'paid' | 'rescheduled' | 'cancelled' | 'reminder' | 'proposed';

/** How a change came about, when the words for it differ: a move the tutor proposed, a cancellation declining it. */
interface MailOptions {
  actorId?: number;
  wasHeld?: boolean;
  /** The learner accepted the tutor's new time (the move). */
  accepted?: boolean;
  /** The learner declined the tutor's new time (the cancellation). */
  declined?: boolean;
}

interface BookingMailRow extends RecipientFields<'learner'>, RecipientFields<'tutor'> {
  id: number;
  status: BookingStatus;
  created_at: Date | string;
  hold_expires_at: Date | string | null;
  cancel_reason: string;
  learner_id: number;
  tutor_id: number;
  start_at: Date | string;
  end_at: Date | string;
  class_slug: string;
  class_title: string;
  class_translations: Translations;
  format: 'online' | 'in_person';
  address: string;
  meeting_url: string;
  learner_time_zone: string;
  tutor_time_zone: string;
  duration_minutes: number;
  proposed_start_at: Date | string | null;
  proposal_note: string;
}

function bookingForMail(db: Pick<Tx, 'execute'>, id: number) {
  return selectBookingForMail<BookingMailRow>(
    db,
    id,
    sql`b.id, b.status, b.created_at, b.hold_expires_at, b.cancel_reason, b.learner_id, c.tutor_id, s.start_at, s.end_at,
        c.slug as class_slug, c.title as class_title, c.translations as class_translations, c.format, c.address, c.meeting_url,
        learner.time_zone as learner_time_zone, t.time_zone as tutor_time_zone,
        c.duration_minutes, b.proposed_start_at, b.proposal_note`,
    sql`bookings b
        join class_sessions s on s.id = b.session_id
        join classes c on c.id = b.class_id
        join tutors t on t.user_id = c.tutor_id`,
    { tutor: 'c.tutor_id', learner: 'b.learner_id' },
  );
}

type Side = 'learner' | 'tutor';

/** What one side is told of an event: the subject and the paragraphs before the common ones. */
function eventTexts(
  side: Side,
  event: BookingMailEvent,
  row: BookingMailRow,
  byLearner: boolean,
  classPage: string,
  declined = false,
): { subject: MailTextKey; blocks: MailBlock[] } {
  const held = row.status === 'held';
  const learner = side === 'learner';
  switch (event) {
    case 'booked':
      if (learner)
        return held
          ? { subject: 'booking_learner_held_subject', blocks: ['booking_learner_held_body'] }
          : { subject: 'booking_learner_confirmed_subject', blocks: ['booking_learner_confirmed_body'] };
      return { subject: 'booking_tutor_new_subject', blocks: ['booking_tutor_confirmed_body'] };
    case 'paid':
      return learner
        ? { subject: 'booking_learner_confirmed_subject', blocks: ['booking_learner_paid_body'] }
        : { subject: 'booking_tutor_paid_subject', blocks: ['booking_tutor_paid_body'] };
    case 'rescheduled':
      return {
        subject: 'booking_rescheduled_subject',
        blocks: [learner ? 'booking_learner_rescheduled_body' : 'booking_tutor_rescheduled_body'],
      };
    case 'proposed':
      return {
        subject: 'booking_proposed_subject',
        blocks: ['booking_learner_proposed_body', ...(row.proposal_note ? (['booking_proposal_note'] as const) : [])],
      };
    case 'reminder':
      return {
        subject: 'booking_reminder_subject',
        blocks: [learner ? 'booking_learner_reminder_body' : 'booking_tutor_reminder_body'],
      };
    case 'cancelled': {
      const reason: MailBlock[] = row.cancel_reason ? ['booking_reason'] : [];
      if (learner)
        return byLearner
          ? { subject: 'booking_cancelled_subject', blocks: ['booking_learner_cancelled_self_body'] }
          : {
              subject: 'booking_cancelled_subject',
              blocks: [
                'booking_learner_cancelled_tutor_body',
                ...reason,
                'booking_learner_rebook',
                { link: classPage },
              ],
            };
      if (declined) return { subject: 'booking_cancelled_subject', blocks: ['booking_tutor_declined_body'] };
      return {
        subject: 'booking_cancelled_subject',
        blocks: [byLearner ? 'booking_tutor_cancelled_learner_body' : 'booking_tutor_cancelled_tutor_body', ...reason],
      };
    }
  }
}

/** The booking's state an event is about; a mail whose booking has since moved on is not sent. */
const EXPECTED: Record<BookingMailEvent, BookingStatus[]> = {
  booked: ['held', 'confirmed'],
  paid: ['confirmed'],
  rescheduled: ['held', 'confirmed'],
  cancelled: ['cancelled'],
  reminder: ['confirmed'],
  proposed: ['held', 'confirmed'],
};

/** The booking as a proposal's mail tells it: at the proposed time, which it is not at yet. */
const atProposedTime = (row: BookingMailRow): BookingMailRow => {
  const start = new Date(row.proposed_start_at!);
  return { ...row, start_at: start, end_at: new Date(start.getTime() + row.duration_minutes * 60_000) };
};

/** The mail to one side of a booking for an event, with its calendar file. */
function sideMail(
  ctx: AppContext,
  side: Side,
  event: BookingMailEvent,
  row: BookingMailRow,
  byLearner: boolean,
  now: Date,
  declined = false,
) {
  const learner = side === 'learner';
  const to: Recipient = learner ? recipientOf(row, 'learner') : recipientOf(row, 'tutor');
  const ownZone = learner ? row.learner_time_zone : row.tutor_time_zone;
  const timeZone = [ownZone, row.tutor_time_zone].find((zone) => zone && isTimeZone(zone)) ?? 'UTC';
  const start = new Date(row.start_at);
  const end = new Date(row.end_at);
  const cancelled = event === 'cancelled';
  const base = ctx.config.PUBLIC_URL.replace(/\/+$/, '');
  const classPage = `${base}/${to.language}/classes/${encodeURIComponent(row.class_slug)}`;
  const manage = `${base}/${to.language}/${learner ? 'my-bookings' : 'creator/bookings'}`;
  // The meeting link goes only to the tutor and to a learner whose seat is confirmed.
  const online = row.format === 'online';
  const place = online
    ? learner && row.status !== 'confirmed' && row.status !== 'attended'
      ? ''
      : row.meeting_url
    : row.address;
  const holdMinutes = holdMinutesLeft(row.hold_expires_at, now);
  const title = recipientText(to, row.class_translations).text('title', row.class_title);
  const values = {
    title,
    tutor: row.tutor_name,
    learner: row.learner_name,
    when: formatWhen(start, end, to.language, timeZone),
    minutes: String(holdMinutes),
    reason: row.cancel_reason,
    note: row.proposal_note,
    place,
  };

  const { subject, blocks } = eventTexts(side, event, row, byLearner, classPage, declined);
  const paragraphs: MailBlock[] = [
    ...blocks,
    ...(!cancelled && event !== 'proposed' && place
      ? [online ? ('booking_online' as const) : ('booking_in_person' as const)]
      : []),
    learner ? 'booking_learner_manage' : 'booking_tutor_manage',
    { link: manage },
  ];

  const description = mailText(to.language, learner ? 'booking_ics_learner' : 'booking_ics_tutor', values);
  const attachment = bookingInvitation(ctx.config, now, `booking-${row.id}`, row, {
    cancelled,
    file: row.class_slug,
    start,
    end,
    summary: title,
    description: `${description}\n${manage}`,
    location: cancelled ? undefined : place || undefined,
    url: classPage,
    organizer: row.tutor_name,
    attendee: to,
  });

  // A proposal moves nothing yet: its invitation comes with the move, if the learner accepts.
  const attachments = event === 'proposed' ? [] : [attachment];
  return bookingMail(to, values, subject, paragraphs, attachments, ctx.config.APP_LABEL);
}

/**
 * Mails both sides of a booking about an event, made from the booking as it stands when the notice
 * is delivered (a booking cancelled meanwhile is not mailed as confirmed), and answers how many mails
 * it wrote. A cancellation says who cancelled: `actorId` is the user who did (the learner, or else
 * the tutor's side: the tutor or an administrator); `wasHeld`, that the booking had never been
 * confirmed; `at`, when the change happened.
 */
async function mailBooking(
  ctx: AppContext,
  tx: Tx,
  bookingId: number,
  event: BookingMailEvent,
  options: MailOptions & { at?: string } = {},
): Promise<number> {
  const stored = await bookingForMail(tx, bookingId);
  if (!stored || !EXPECTED[event].includes(stored.status)) return 0;
  // A proposal answered (or withdrawn) before its mail went is no longer news.
  if (event === 'proposed' && !stored.proposed_start_at) return 0;
  const row = event === 'proposed' ? atProposedTime(stored) : stored;
  const now = options.at ? new Date(options.at) : new Date();
  const byLearner = options.actorId === row.learner_id;
  // A seat only held for payment is not yet news to the tutor (nor its move, nor its end): they hear
  // of it once confirmed.
  // A proposal is the learner's to answer.
  const sides: Side[] =
    row.status === 'held' || options.wasHeld || event === 'proposed' ? ['learner'] : ['learner', 'tutor'];
  const mails = [];
  for (const side of sides) {
    // Mail is a channel each side may turn off (issue 23); a held seat's payment mail always goes.
    const paymentDue = event === 'booked' && row.status === 'held';
    const userId = side === 'learner' ? row.learner_id : row.tutor_id;
    if (!paymentDue && !(await wantsMail(tx, userId, KIND_OF_EVENT[event]))) continue;
    mails.push(sideMail(ctx, side, event, row, byLearner, now, options.declined));
  }
  await enqueueMail(tx, mails);
  for (const side of sides) await notifyBooking(tx, side, event, row, byLearner, options);
  return mails.length;
}

/** The in-app item of each event; a seat only held for payment is not yet one (its mail says so). */
const KIND_OF_EVENT = {
  booked: 'booking_confirmed',
  paid: 'booking_confirmed',
  rescheduled: 'booking_changed',
  cancelled: 'booking_cancelled',
  reminder: 'booking_reminder',
  proposed: 'booking_changed',
} as const;

/**
 * The in-app item for one side that is mailed, in the delivery's transaction (so exactly once):
 * never to the one who made the change (notify skips the actor).
 */
async function notifyBooking(
  tx: Tx,
  side: Side,
  event: BookingMailEvent,
  row: BookingMailRow,
  byLearner: boolean,
  options: MailOptions,
) {
  if (event === 'booked' && row.status === 'held') return;
  const learner = side === 'learner';
  // Which words the item takes (texts.ts): a proposal, its acceptance, its refusal.
  const about = event === 'proposed' ? 'proposed' : options.accepted ? 'accepted' : options.declined ? 'declined' : '';
  await notify(tx, {
    userId: learner ? row.learner_id : row.tutor_id,
    actorId: options.actorId ?? null,
    kind: KIND_OF_EVENT[event],
    data: {
      // Named as their mail names it: in their language where the class is translated into it.
      title: recipientText(recipientOf(row, side), row.class_translations).text('title', row.class_title),
      start: new Date(row.start_at).toISOString(),
      end: new Date(row.end_at).toISOString(),
      time_zone: learner ? row.learner_time_zone : row.tutor_time_zone,
      who: byLearner ? row.learner_name : row.tutor_name,
      reason: event === 'cancelled' ? row.cancel_reason : '',
      ...(about ? { proposal: about } : {}),
      ...(event === 'proposed' ? { note: row.proposal_note } : {}),
    },
    url: learner ? '/my-bookings' : '/creator/bookings',
    subject: { type: 'booking', id: row.id },
  });
}

const classBookingNotice = defineBookingNotice<BookingMailEvent, MailOptions>('class_booking_mails', mailBooking);
/** A class booking's mails to both sides, noted in the transaction of the change. */
export const bookingMails = classBookingNotice.notice;
export const enqueueBookingMails = classBookingNotice.enqueue;
