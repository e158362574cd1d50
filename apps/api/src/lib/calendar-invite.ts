/**
 * iCalendar (RFC 5545) text for one booking, as a calendar invitation (iTIP, RFC 5546): REQUEST
 * adds or updates the event in the recipient's calendar, CANCEL removes it. Calendars match the
 * messages of one booking by UID and keep the one with the highest SEQUENCE, so the UID stays the
 * same for a booking and the SEQUENCE rises with each change.
 *
 * The text itself (escaping, folding at 75 octets, UTC stamps) is ical-generator's (issue 24): this
 * module only says what an invitation of ours holds.
 */
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  ICalEventTransparency,
} from 'ical-generator';

interface IcsPerson {
  name: string;
  email: string;
}

export interface IcsEvent {
  uid: string;
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  /** A seat held until payment: in the calendar, but not yet confirmed. */
  tentative?: boolean;
  start: Date;
  end: Date;
  /**
   * An all-day event instead (a retreat stay): calendar dates 'YYYY-MM-DD', the end exclusive (the
   * day of leaving), written as VALUE=DATE so no zone can move them; `start` and `end` are ignored.
   */
  days?: { start: string; end: string };
  /** When this version of the event was made (DTSTAMP). */
  stamp: Date;
  summary: string;
  description?: string;
  /** The address of an in-person class, or the meeting link of an online one. */
  location?: string;
  url?: string;
  organizer: IcsPerson;
  attendee: IcsPerson;
}

const CRLF = '\r\n';

/**
 * A person's name as a quoted parameter value (CN). A quoted value cannot hold a double quote or a
 * control character, and the library would write a backslash before a quote or a backslash, which
 * RFC 5545 does not read as an escape: so those are dropped here.
 */
const paramName = (text: string) => text.replace(/["\\]/g, '').replace(/[\p{Cc}]/gu, '');

/**
 * A calendar date at midnight UTC: without a zone the library writes a VALUE=DATE from the UTC
 * date, so the day stays the one given.
 */
export const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** The whole calendar: one VEVENT, CRLF line endings, folded lines. */
export function buildIcs(event: IcsEvent): string {
  const cancelled = event.method === 'CANCEL';
  const calendar = ical({
    prodId: { company: 'Sanatan Sangam', product: 'Classes', language: 'EN' },
    scale: 'GREGORIAN',
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: event.uid,
    sequence: event.sequence,
    stamp: event.stamp,
    ...(event.days
      ? { allDay: true, start: utcDay(event.days.start), end: utcDay(event.days.end) }
      : { start: event.start, end: event.end }),
    summary: event.summary,
    description: event.description || null,
    location: event.location || null,
    url: event.url || null,
    organizer: { name: paramName(event.organizer.name), email: event.organizer.email },
    attendees: [
      {
        name: paramName(event.attendee.name),
        email: event.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: cancelled
          ? ICalAttendeeStatus.DECLINED
          : event.tentative
            ? ICalAttendeeStatus.TENTATIVE
            : ICalAttendeeStatus.ACCEPTED,
      },
    ],
    status: cancelled
      ? ICalEventStatus.CANCELLED
      : event.tentative
        ? ICalEventStatus.TENTATIVE
        : ICalEventStatus.CONFIRMED,
    transparency: ICalEventTransparency.OPAQUE,
  });
  // The library ends the text without a line break after END:VCALENDAR; RFC 5545 ends every
  // content line with CRLF, the last one too.
  return calendar.toString() + CRLF;
}
