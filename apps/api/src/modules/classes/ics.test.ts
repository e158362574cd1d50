import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine, parseIcs, unescapeText, utcStamp, type IcsEvent } from './ics';

const event: IcsEvent = {
  uid: 'booking-42@sangam.example',
  sequence: 3,
  method: 'REQUEST',
  start: new Date('2026-03-14T03:30:00Z'),
  end: new Date('2026-03-14T04:30:00Z'),
  stamp: new Date('2026-03-01T10:00:00.123Z'),
  summary: 'Gita study; chapter 2, verses 47–50',
  description: 'With Acharya Ravi.\nBring a notebook, please\\thank you',
  location: 'https://meet.example/gita?x=1',
  organizer: { name: 'Acharya "Ravi" Shastri', email: 'no-reply@sangam.example' },
  attendee: { name: 'Meera', email: 'meera@example.test' },
};

const value = (ics: string, name: string) => parseIcs(ics).find((l) => l.name === name)?.value;

describe('iCalendar text', () => {
  it('escapes backslash, semicolon, comma and line breaks in texts', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    expect(unescapeText(escapeText('a\\b;c,d\ne'))).toBe('a\\b;c,d\ne');
  });

  it('writes times in UTC with Z', () => {
    expect(utcStamp(new Date('2026-03-14T03:30:00.999Z'))).toBe('20260314T033000Z');
  });

  it('folds at 75 octets without splitting a character, continuations starting with a space', () => {
    const long = `SUMMARY:${'गीता अध्ययन '.repeat(20)}`;
    const folded = foldLine(long);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const [i, line] of lines.entries()) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      if (i > 0) expect(line.startsWith(' ')).toBe(true);
      // No broken UTF-8 sequence: each line decodes to itself.
      expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
    }
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('makes a REQUEST with the booking’s UID, SEQUENCE, UTC times and escaped texts', () => {
    const ics = buildIcs(event);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics).not.toMatch(/[^\r]\n/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(value(ics, 'METHOD')).toBe('REQUEST');
    expect(value(ics, 'UID')).toBe('booking-42@sangam.example');
    expect(value(ics, 'SEQUENCE')).toBe('3');
    expect(value(ics, 'DTSTART')).toBe('20260314T033000Z');
    expect(value(ics, 'DTEND')).toBe('20260314T043000Z');
    expect(value(ics, 'DTSTAMP')).toBe('20260301T100000Z');
    expect(value(ics, 'STATUS')).toBe('CONFIRMED');
    expect(value(ics, 'SUMMARY')).toBe('Gita study\\; chapter 2\\, verses 47–50');
    expect(unescapeText(value(ics, 'DESCRIPTION')!)).toBe(event.description);
    expect(unescapeText(value(ics, 'LOCATION')!)).toBe(event.location);
    const organizer = parseIcs(ics).find((l) => l.name === 'ORGANIZER')!;
    expect(organizer.params).toBe('CN="Acharya Ravi Shastri"');
    expect(organizer.value).toBe('mailto:no-reply@sangam.example');
    expect(parseIcs(ics).map((l) => `${l.name}:${l.value}`)).toEqual(
      expect.arrayContaining(['BEGIN:VCALENDAR', 'BEGIN:VEVENT', 'END:VEVENT', 'END:VCALENDAR', 'VERSION:2.0']),
    );
  });

  it('makes a CANCEL with STATUS:CANCELLED, and leaves out what is unknown', () => {
    const ics = buildIcs({ ...event, method: 'CANCEL', sequence: 4, location: undefined, description: '' });
    expect(value(ics, 'METHOD')).toBe('CANCEL');
    expect(value(ics, 'STATUS')).toBe('CANCELLED');
    expect(value(ics, 'SEQUENCE')).toBe('4');
    expect(value(ics, 'LOCATION')).toBeUndefined();
    expect(value(ics, 'DESCRIPTION')).toBeUndefined();
  });

  it('refuses bare LF line endings when reading', () => {
    expect(() => parseIcs('BEGIN:VCALENDAR\nEND:VCALENDAR\n')).toThrow(/CRLF/);
  });
});
