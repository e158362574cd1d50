import type { MailAttachment } from '../mail/mailer';
import { buildIcs, type IcsEvent } from './calendar-invite';

/** The address of MAIL_FROM ("Name <address>" or a bare address): the organiser of the invitations. */
const fromAddress = (mailFrom: string) => /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();

/**
 * The event as the kind tells it, with its creator (tutor, host) as organiser and the reader as
 * attendee; `cancelled` makes it a CANCEL, and `file` (the item's slug) names the `.ics`.
 */
type InvitedEvent = Pick<IcsEvent, 'start' | 'end' | 'days' | 'summary' | 'description' | 'location' | 'url'> & {
  cancelled: boolean;
  file: string;
  organizer: string;
  attendee: { name: string; email: string };
};

/**
 * A booking's calendar invitation as its mails attach it (classes, retreats): REQUEST, or CANCEL
 * once cancelled, under the booking's one UID on the site's host, organised from our mail address.
 */
export function bookingInvitation(
  config: { PUBLIC_URL: string; MAIL_FROM: string },
  now: Date,
  /** The booking's UID before the site's host name (`booking-12`, `retreat-booking-12`): it never changes. */
  uid: string,
  /** When the booking was made (each change's SEQUENCE counts the seconds since) and its status. */
  booking: { created_at: Date | string; status: string },
  { cancelled, file, organizer, attendee, ...event }: InvitedEvent,
): MailAttachment {
  const method = cancelled ? 'CANCEL' : 'REQUEST';
  const content = buildIcs({
    ...event,
    uid: `${uid}@${new URL(config.PUBLIC_URL).hostname}`,
    // Each change is mailed as it happens, so the seconds since the booking was made rise with
    // every change: calendars replace an earlier version of the event by the higher SEQUENCE.
    sequence: Math.max(0, Math.floor((now.getTime() - new Date(booking.created_at).getTime()) / 1000)),
    method,
    // A place held until payment: in the calendar, but not yet confirmed.
    tentative: booking.status === 'held',
    stamp: now,
    organizer: { name: organizer, email: fromAddress(config.MAIL_FROM) },
    attendee: { name: attendee.name, email: attendee.email },
  });
  return { filename: `${file}.ics`, contentType: `text/calendar; charset=utf-8; method=${method}`, content };
}
