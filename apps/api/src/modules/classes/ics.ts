/**
 * iCalendar (RFC 5545) text for one booking, as a calendar invitation (iTIP, RFC 5546): REQUEST
 * adds or updates the event in the recipient's calendar, CANCEL removes it. Calendars match the
 * messages of one booking by UID and keep the one with the highest SEQUENCE, so the UID stays the
 * same for a booking and the SEQUENCE rises with each change.
 */

export interface IcsPerson {
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
const MAX_OCTETS = 75;

/** A TEXT value: backslash, comma and semicolon escaped, any line break written as \n. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (a person's name): quoted, with the characters a quoted value cannot hold dropped. */
const paramValue = (text: string) => `"${text.replace(/["\r\n]/g, '').replace(/[\p{Cc}]/gu, '')}"`;

/** UTC date-time form: 20260314T033000Z. */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * A content line folded into lines of at most 75 octets (UTF-8), each continuation starting with
 * a space; a character is never split across lines.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; continuations 74 plus their leading space.
    const limit = out.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

/** The whole calendar: one VEVENT, CRLF line endings, folded lines. */
export function buildIcs(event: IcsEvent): string {
  const cancelled = event.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sanatan Sangam//Classes//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    ...(event.days
      ? [
          `DTSTART;VALUE=DATE:${event.days.start.replace(/-/g, '')}`,
          `DTEND;VALUE=DATE:${event.days.end.replace(/-/g, '')}`,
        ]
      : [`DTSTART:${utcStamp(event.start)}`, `DTEND:${utcStamp(event.end)}`]),
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`,
    `ATTENDEE;CN=${paramValue(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${
      cancelled ? 'DECLINED' : event.tentative ? 'TENTATIVE' : 'ACCEPTED'
    }:mailto:${event.attendee.email}`,
    `STATUS:${cancelled ? 'CANCELLED' : event.tentative ? 'TENTATIVE' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** Where a content line's value begins: the first colon outside a quoted parameter value. */
function valueColon(line: string): number {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (line[i] === ':' && !quoted) return i;
  }
  return -1;
}

/** The text a TEXT value escapes (see escapeText). */
export const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

/**
 * Reads a calendar back into its content lines (unfolded) as name, parameters and value: the tests
 * read the attachments with it, and it rejects what a calendar would not accept (bare LF endings).
 */
export function parseIcs(text: string): Array<{ name: string; params: string; value: string }> {
  if (/[^\r]\n/.test(text)) throw new Error('iCalendar lines must end with CRLF');
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line.length > 0)
    .map((line) => {
      const colon = valueColon(line);
      if (colon < 0) throw new Error(`not a content line: ${line}`);
      const head = line.slice(0, colon);
      const semicolon = head.indexOf(';');
      return {
        name: (semicolon < 0 ? head : head.slice(0, semicolon)).toUpperCase(),
        params: semicolon < 0 ? '' : head.slice(semicolon + 1),
        value: line.slice(colon + 1),
      };
    });
}
