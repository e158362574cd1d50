/**
 * The tests' reader of the calendar invitations the API writes (src/lib/calendar-invite.ts): the
 * server only writes them, so reading them back is the tests' own business.
 */

/** Where a content line's value begins: the first colon outside a quoted parameter value. */
function valueColon(line: string): number {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (line[i] === ':' && !quoted) return i;
  }
  return -1;
}

/** The text a TEXT value holds: backslash, semicolon and comma unescaped, \n a line break. */
export const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

/** A moment in the UTC date-time form of DTSTART and DTSTAMP: 20260314T033000Z. */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * Reads a calendar back into its content lines (unfolded) as name, parameters and value, and
 * rejects what a calendar would not accept (bare LF endings).
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
