import { localDateTimeFormat, type JourneyBookingStatus, type JourneyCancelledBy } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { selectRows, type Tx } from '../../db/client';
import { enqueueMail } from '../../mail/mailer';
import { notify } from '../../notifications/notify';
import { wantsMail } from '../../notifications/preferences';
import { defineBookingNotice, defineNotice } from '../../outbox/notice';
import { recipientColumns, recipientOf, type RecipientFields } from '../../mail/recipients';
import { selectBookingForMail } from '../../lib/booking-for-mail';
import { formatMoney, holdMinutesLeft } from '../../lib/booking-words';
import { bookingMail, mailText, type MailBlock, type MailTextKey, type Recipient } from '../../mail/templates';

/**
 * The mails of a journey booking, to its traveller and to the organiser, each in their own language:
 * made (held for the deposit, or confirmed when none is due), paid, cancelled (by either side, with
 * what comes back of the deposit). And the two mails of an interest form: the details to the
 * organiser, an acknowledgement to the person.
 */
type JourneyMailEvent = 'booked' | 'paid' | 'cancelled';

interface MailRow extends RecipientFields<'traveller'>, RecipientFields<'organiser'> {
  id: number;
  user_id: number;
  organiser_id: number;
  status: JourneyBookingStatus;
  hold_expires_at: Date | string | null;
  cancel_reason: string;
  cancelled_by: JourneyCancelledBy | null;
  refund_minor: number | null;
  paid_at: Date | string | null;
  travellers: number;
  traveller_names: string[];
  total_minor: number;
  deposit_minor: number;
  currency: string;
  start_date: string;
  slug: string;
  title: string;
}

function bookingForMail(db: Pick<Tx, 'execute'>, id: number) {
  return selectBookingForMail<MailRow>(
    db,
    id,
    sql`b.id, b.user_id, j.organiser_id, b.status, b.hold_expires_at, b.cancel_reason, b.cancelled_by, b.refund_minor, b.paid_at,
        b.travellers, b.traveller_names, b.total_minor, b.deposit_minor, b.currency,
        d.start_date::text as start_date, j.slug, j.title`,
    sql`journey_bookings b
        join journeys j on j.id = b.journey_id
        join journey_departures d on d.id = b.departure_id`,
    { traveller: 'b.user_id', organiser: 'j.organiser_id' },
  );
}

/** A calendar date ('YYYY-MM-DD') in the reader's language: "Friday, 9 October 2026". */
export function formatDate(date: string, language: string): string {
  return localDateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

type Side = 'traveller' | 'organiser';

/** What the traveller is told of the deposit when a booking is cancelled. */
function travellerRefund(row: MailRow): MailTextKey {
  if (row.paid_at === null) return 'journey_nothing_paid';
  if (row.cancelled_by === 'organiser') return 'journey_refund_full';
  return (row.refund_minor ?? 0) > 0 ? 'journey_refund_policy' : 'journey_refund_none';
}

/** The subject and the paragraphs one side is told of an event (the links follow). */
function eventTexts(side: Side, event: JourneyMailEvent, row: MailRow): { subject: MailTextKey; blocks: MailBlock[] } {
  const held = row.status === 'held';
  const reason: MailBlock[] = row.cancel_reason ? ['booking_reason'] : [];
  if (side === 'traveller') {
    switch (event) {
      case 'booked':
        return held
          ? { subject: 'journey_held_subject', blocks: ['journey_held_body', 'journey_amounts', 'journey_travellers'] }
          : {
              subject: 'journey_confirmed_subject',
              blocks: ['journey_confirmed_body', 'journey_amounts', 'journey_travellers'],
            };
      case 'paid':
        return {
          subject: 'journey_confirmed_subject',
          blocks: ['journey_paid_body', 'journey_amounts', 'journey_travellers'],
        };
      case 'cancelled':
        return row.cancelled_by === 'organiser'
          ? {
              subject: 'journey_cancelled_subject',
              blocks: ['journey_traveller_cancelled_organiser_body', ...reason, travellerRefund(row)],
            }
          : {
              subject: 'journey_cancelled_subject',
              blocks: ['journey_traveller_cancelled_self_body', travellerRefund(row)],
            };
    }
  }
  const refund: MailBlock[] = row.paid_at !== null ? ['journey_organiser_refund'] : [];
  switch (event) {
    case 'booked':
      return {
        subject: 'journey_organiser_new_subject',
        blocks: ['journey_organiser_confirmed_body', 'journey_amounts', 'journey_travellers'],
      };
    case 'paid':
      return { subject: 'journey_organiser_paid_subject', blocks: ['journey_organiser_paid_body'] };
    case 'cancelled':
      return row.cancelled_by === 'organiser'
        ? {
            subject: 'journey_cancelled_subject',
            blocks: ['journey_organiser_cancelled_organiser_body', ...reason, ...refund],
          }
        : {
            subject: 'journey_cancelled_subject',
            blocks: ['journey_organiser_cancelled_traveller_body', ...reason, ...refund],
          };
  }
}

/** The booking's state an event is about; a mail whose booking has since moved on is not sent. */
const EXPECTED: Record<JourneyMailEvent, JourneyBookingStatus[]> = {
  booked: ['held', 'confirmed'],
  paid: ['confirmed'],
  cancelled: ['cancelled'],
};

const baseUrl = (ctx: AppContext) => ctx.config.PUBLIC_URL.replace(/\/+$/, '');

/** The page of a journey and the pages where each side manages bookings, in the reader's language. */
const journeyPages = (ctx: AppContext, language: string, slug: string) => ({
  journey: `${baseUrl(ctx)}/${language}/travel/${encodeURIComponent(slug)}`,
  myBookings: `${baseUrl(ctx)}/${language}/my-bookings`,
  organiserBookings: `${baseUrl(ctx)}/${language}/creator/journeys/bookings`,
  organiserInterests: `${baseUrl(ctx)}/${language}/creator/journeys/interests`,
});

function sideMail(ctx: AppContext, side: Side, event: JourneyMailEvent, row: MailRow, now: Date) {
  const traveller = side === 'traveller';
  const to: Recipient = traveller ? recipientOf(row, 'traveller') : recipientOf(row, 'organiser');
  const money = (minor: number) => formatMoney(minor, row.currency, to.language);
  const holdMinutes = holdMinutesLeft(row.hold_expires_at, now);
  const values = {
    title: row.title,
    date: formatDate(row.start_date, to.language),
    traveller: row.traveller_name,
    organiser: row.organiser_name,
    travellers: new Intl.NumberFormat(to.language).format(row.travellers),
    names: row.traveller_names.join(', '),
    total: money(row.total_minor),
    deposit: money(row.deposit_minor),
    balance: money(row.total_minor - row.deposit_minor),
    refund: money(row.refund_minor ?? 0),
    minutes: new Intl.NumberFormat(to.language).format(holdMinutes),
    reason: row.cancel_reason,
  };
  const pages = journeyPages(ctx, to.language, row.slug);
  const { subject, blocks } = eventTexts(side, event, row);
  const rebook: MailBlock[] =
    traveller && event === 'cancelled' && row.cancelled_by === 'organiser'
      ? ['journey_rebook', { link: pages.journey }]
      : [];
  const paragraphs: MailBlock[] = [
    ...blocks,
    ...rebook,
    traveller ? 'journey_traveller_manage' : 'journey_organiser_manage',
    { link: traveller ? pages.myBookings : pages.organiserBookings },
  ];
  return bookingMail(to, values, subject, paragraphs, [], ctx.config.APP_LABEL);
}

/**
 * How a booking's mails are made: `wasHeld` says a cancelled booking had never been confirmed; `at`,
 * when the change happened (the hold's minutes left count from it).
 */
interface JourneyMailOptions {
  at?: string;
  wasHeld?: boolean;
}

/**
 * Mails both sides of a booking about an event, made from the booking as it stands when the notice
 * is delivered (a booking cancelled meanwhile is not mailed as booked); answers how many mails it
 * wrote.
 */
async function mailJourneyBooking(
  ctx: AppContext,
  tx: Tx,
  bookingId: number,
  event: JourneyMailEvent,
  options: JourneyMailOptions = {},
): Promise<number> {
  const row = await bookingForMail(tx, bookingId);
  if (!row || !EXPECTED[event].includes(row.status)) return 0;
  const now = options.at ? new Date(options.at) : new Date();
  // Places only held for the deposit are not yet news to the organiser, nor is their end: they hear
  // of a booking once it is confirmed.
  const sides: Side[] = row.status === 'held' || options.wasHeld ? ['traveller'] : ['traveller', 'organiser'];
  const kind = event === 'cancelled' ? 'booking_cancelled' : 'booking_confirmed';
  // The organiser cancels; the traveller does everything else.
  const byOrganiser = event === 'cancelled' && row.cancelled_by === 'organiser';
  const idOf = (side: Side) => (side === 'traveller' ? row.user_id : row.organiser_id);
  const mails = [];
  for (const side of sides) {
    await notify(tx, {
      userId: idOf(side),
      actorId: byOrganiser ? row.organiser_id : row.user_id,
      kind,
      data: {
        title: row.title,
        who: byOrganiser ? row.organiser_name : row.traveller_name,
        reason: event === 'cancelled' ? row.cancel_reason : '',
        day: row.start_date,
      },
      url: side === 'traveller' ? '/my-bookings' : '/creator/journeys/bookings',
      subject: { type: 'journey_booking', id: row.id },
    });
    // A held booking's deposit mail always goes; the rest is a channel each side may turn off.
    if (row.status !== 'held' && !(await wantsMail(tx, idOf(side), kind))) continue;
    mails.push(sideMail(ctx, side, event, row, now));
  }
  await enqueueMail(tx, mails);
  return mails.length;
}

const journeyBookingNotice = defineBookingNotice<JourneyMailEvent, { wasHeld?: boolean }>(
  'journey_booking_mails',
  mailJourneyBooking,
);
/** A journey booking's mails to the traveller and the organiser, noted in the transaction of the change. */
export const journeyBookingMails = journeyBookingNotice.notice;
export const enqueueJourneyBookingMails = journeyBookingNotice.enqueue;

export interface InterestForMail {
  name: string;
  email: string;
  phone: string;
  travellers: number;
  message: string;
  /** The person's language (their account's, or the one the form was sent in). */
  language: string;
  departureDate: string | null;
  journey: { slug: string; title: string };
  organiser: Recipient;
}

/**
 * The interest form's details to the organiser (in theirs, at their account's address) and its
 * acknowledgement to the person (in theirs): our fixed text and the journey's title only.
 */
function interestMails(ctx: AppContext, interest: InterestForMail) {
  const label = ctx.config.APP_LABEL;
  const o = interest.organiser;
  const organiserValues = {
    title: interest.journey.title,
    person: interest.name,
    email: interest.email,
    phone: interest.phone || '—',
    travellers: new Intl.NumberFormat(o.language).format(interest.travellers),
    departure: interest.departureDate
      ? formatDate(interest.departureDate, o.language)
      : mailText(o.language, 'journey_interest_any_departure', {}),
    message: interest.message,
  };
  const toOrganiser = bookingMail(
    o,
    organiserValues,
    'journey_interest_organiser_subject',
    [
      'journey_interest_organiser_body',
      'journey_interest_details',
      ...(interest.message ? (['journey_interest_message'] as const) : []),
      'journey_interest_organiser_manage',
      { link: journeyPages(ctx, o.language, interest.journey.slug).organiserInterests },
    ],
    [],
    label,
  );
  // The address was typed by whoever sent the form: the mail carries none of the sender's words
  // (not even the name in the greeting), so it cannot carry a stranger's message to anyone.
  const person: Recipient = { email: interest.email, name: '', language: interest.language };
  const toPerson = bookingMail(
    person,
    { title: interest.journey.title, organiser: o.name },
    'journey_interest_ack_subject',
    [
      'journey_interest_ack_body',
      { link: journeyPages(ctx, person.language, interest.journey.slug).journey },
      'journey_interest_ack_ignore',
    ],
    [],
    label,
  );
  return { toOrganiser, toPerson };
}

/**
 * The two mails of an interest form, made from the form as stored. `language` is the person's,
 * settled when the form arrived (their account's, or the one the form was sent in), since the form
 * does not keep it.
 */
export const journeyInterestMails = defineNotice<{ interestId: number; language: string }>(
  'journey_interest_mails',
  async (ctx, tx, notice) => {
    const [row] = await selectRows<{
      name: string;
      email: string;
      phone: string;
      travellers: number;
      message: string;
      start_date: string | null;
      slug: string;
      title: string;
      organiser_email: string;
      organiser_name: string;
      organiser_language: string;
    }>(
      tx,
      sql`select i.name, i.email, i.phone, i.travellers, i.message, d.start_date::text as start_date, j.slug, j.title,
                 ${recipientColumns('o', 'organiser')}
          from journey_interests i join journeys j on j.id = i.journey_id join users o on o.id = j.organiser_id
          left join journey_departures d on d.id = i.departure_id
          where i.id = ${notice.interestId}`,
    );
    // The journey was deleted since (and its interest with it): nobody is left to tell.
    if (!row) return 0;
    const { toOrganiser, toPerson } = interestMails(ctx, {
      name: row.name,
      email: row.email,
      phone: row.phone,
      travellers: row.travellers,
      message: row.message,
      language: notice.language,
      departureDate: row.start_date,
      journey: { slug: row.slug, title: row.title },
      organiser: recipientOf(row, 'organiser'),
    });
    return enqueueMail(tx, [toOrganiser, toPerson]);
  },
);
