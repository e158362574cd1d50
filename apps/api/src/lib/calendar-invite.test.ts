import { describe, expect, it } from 'vitest';
import { parseIcs, unescapeText } from '../../test/ics-reader';
import { buildIcs, type IcsEvent } from './calendar-invite';

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
  url: 'https://sangam.example/en/classes/gita-basics',
  organizer: { name: 'Acharya "Ravi" Shastri', email: 'no-reply@sangam.example' },
  attendee: { name: 'Meera', email: 'meera@example.test' },
};

const line = (ics: string, name: string) => parseIcs(ics).find((l) => l.name === name);
const value = (ics: string, name: string) => line(ics, name)?.value;

/** Every physical line within 75 octets, continuations starting with a space, no character split. */
function expectFolded(ics: string) {
  expect(ics.endsWith('\r\n')).toBe(true);
  expect(ics).not.toMatch(/[^\r]\n/);
  for (const physical of ics.split('\r\n')) {
    expect(Buffer.byteLength(physical, 'utf8')).toBeLessThanOrEqual(75);
    // A line ending inside a character (half an emoji) would not survive the round trip through bytes.
    expect(Buffer.from(physical, 'utf8').toString('utf8')).toBe(physical);
    // A line is a property's first (its name) or a continuation (a space), nothing else.
    if (physical !== '') expect(physical).toMatch(/^( |[A-Z])/);
  }
}

describe('calendar invitation', () => {
  it('makes a REQUEST with the booking’s UID, SEQUENCE, UTC times and escaped texts', () => {
    const ics = buildIcs(event);
    expectFolded(ics);
    expect(value(ics, 'PRODID')).toBe('-//Sanatan Sangam//Classes//EN');
    expect(value(ics, 'METHOD')).toBe('REQUEST');
    expect(value(ics, 'UID')).toBe('booking-42@sangam.example');
    expect(value(ics, 'SEQUENCE')).toBe('3');
    expect(value(ics, 'DTSTART')).toBe('20260314T033000Z');
    expect(value(ics, 'DTEND')).toBe('20260314T043000Z');
    expect(value(ics, 'DTSTAMP')).toBe('20260301T100000Z');
    expect(value(ics, 'STATUS')).toBe('CONFIRMED');
    expect(value(ics, 'TRANSP')).toBe('OPAQUE');
    expect(value(ics, 'SUMMARY')).toBe('Gita study\\; chapter 2\\, verses 47–50');
    expect(value(ics, 'DESCRIPTION')).toBe('With Acharya Ravi.\\nBring a notebook\\, please\\\\thank you');
    expect(unescapeText(value(ics, 'DESCRIPTION')!)).toBe(event.description);
    expect(unescapeText(value(ics, 'LOCATION')!)).toBe(event.location);
    expect(value(ics, 'URL')).toBe(event.url);
    const organizer = line(ics, 'ORGANIZER')!;
    expect(organizer.params).toBe('CN="Acharya Ravi Shastri"');
    expect(organizer.value).toBe('mailto:no-reply@sangam.example');
    const attendee = line(ics, 'ATTENDEE')!;
    expect(attendee.params.split(';').sort()).toEqual(['CN="Meera"', 'PARTSTAT=ACCEPTED', 'ROLE=REQ-PARTICIPANT']);
    expect(attendee.value.toLowerCase()).toBe('mailto:meera@example.test');
    expect(parseIcs(ics).map((l) => `${l.name}:${l.value}`)).toEqual(
      expect.arrayContaining(['BEGIN:VCALENDAR', 'BEGIN:VEVENT', 'END:VEVENT', 'END:VCALENDAR', 'VERSION:2.0']),
    );
  });

  it('makes a CANCEL with STATUS:CANCELLED, the attendee declined, and leaves out what is unknown', () => {
    const ics = buildIcs({ ...event, method: 'CANCEL', sequence: 4, location: undefined, description: '' });
    expectFolded(ics);
    expect(value(ics, 'METHOD')).toBe('CANCEL');
    expect(value(ics, 'STATUS')).toBe('CANCELLED');
    expect(value(ics, 'SEQUENCE')).toBe('4');
    expect(line(ics, 'ATTENDEE')!.params).toContain('PARTSTAT=DECLINED');
    expect(value(ics, 'LOCATION')).toBeUndefined();
    expect(value(ics, 'DESCRIPTION')).toBeUndefined();
  });

  it('marks a seat held for payment as tentative', () => {
    const ics = buildIcs({ ...event, tentative: true });
    expect(value(ics, 'METHOD')).toBe('REQUEST');
    expect(value(ics, 'STATUS')).toBe('TENTATIVE');
    expect(line(ics, 'ATTENDEE')!.params).toContain('PARTSTAT=TENTATIVE');
    // Cancelling a held seat cancels it, whatever the hold said.
    const cancel = buildIcs({ ...event, tentative: true, method: 'CANCEL' });
    expect(value(cancel, 'STATUS')).toBe('CANCELLED');
    expect(line(cancel, 'ATTENDEE')!.params).toContain('PARTSTAT=DECLINED');
  });

  it('writes a stay as all-day dates, the end the day of leaving, whatever the server’s zone', () => {
    // `start` and `end` are ignored: a late evening in UTC is already the next day in India.
    const ics = buildIcs({
      ...event,
      start: new Date('2026-03-31T20:00:00Z'),
      end: new Date('2026-04-07T20:00:00Z'),
      days: { start: '2026-04-01', end: '2026-04-08' },
    });
    expectFolded(ics);
    expect(line(ics, 'DTSTART')).toMatchObject({ params: 'VALUE=DATE', value: '20260401' });
    expect(line(ics, 'DTEND')).toMatchObject({ params: 'VALUE=DATE', value: '20260408' });
    expect(value(ics, 'DTSTAMP')).toBe('20260301T100000Z');
  });

  it('folds long lines of Devanagari at 75 octets without splitting a character', () => {
    // Three-octet letters, and a four-octet emoji (two UTF-16 units in JS) falling on line ends.
    const summary = 'गीता अध्ययन 🙏 '.repeat(20).trim();
    const ics = buildIcs({ ...event, summary, description: `${summary}\n${summary}` });
    expectFolded(ics);
    const physical = ics.split('\r\n');
    expect(physical.filter((l) => l.startsWith(' ')).length).toBeGreaterThan(4);
    expect(value(ics, 'SUMMARY')).toBe(summary);
    expect(unescapeText(value(ics, 'DESCRIPTION')!)).toBe(`${summary}\n${summary}`);
  });

  it('drops from a name what a quoted parameter cannot hold', () => {
    const ics = buildIcs({ ...event, attendee: { name: 'Meera "M" \\ Devi\u0007', email: 'meera@example.test' } });
    expect(line(ics, 'ATTENDEE')!.params).toContain('CN="Meera M  Devi"');
  });

  it('refuses bare LF line endings when reading', () => {
    expect(() => parseIcs('BEGIN:VCALENDAR\nEND:VCALENDAR\n')).toThrow(/CRLF/);
  });
});
