/**
 * One festival as an iCalendar file (RFC 5545) for "add to my calendar": an all-day event, so the
 * date stays the festival's wherever the calendar app is. Served as a data address, no request.
 */

/** Text values escape backslash, semicolon, comma and line breaks. */
const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines are folded at 75 octets (Indic letters take three each), never inside a character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

const compact = (date: string) => date.replaceAll('-', '');

/** The day after a date ('2026-11-08' → '2026-11-09'): an all-day event ends there. */
function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

export interface CalendarFestival {
  id: string;
  date: string;
  title: string;
  description: string;
}

export function festivalCalendarFile(festival: CalendarFestival): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sanatan Sangam//Festivals//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    // The same festival on the same day is the same event, however often it is added.
    `UID:${festival.id}-${compact(festival.date)}@sanatansangam`,
    `DTSTAMP:${compact(festival.date)}T000000Z`,
    `DTSTART;VALUE=DATE:${compact(festival.date)}`,
    `DTEND;VALUE=DATE:${compact(nextDay(festival.date))}`,
    `SUMMARY:${escapeText(festival.title)}`,
    `DESCRIPTION:${escapeText(festival.description)}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** The file as an address a link downloads. */
export const calendarFileHref = (file: string) => `data:text/calendar;charset=utf-8,${encodeURIComponent(file)}`;
