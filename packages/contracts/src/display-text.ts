import { z } from './zod';

/**
 * Text that people write for others to read (names, titles, bios, posts, reviews…) is cleaned of
 * what a reader cannot see but that changes what they read: direction overrides and isolates (a
 * name that reads "evil.example" backwards), zero-width and other invisible characters (a name
 * that looks like another's, or like nothing), and control characters. ZWJ and ZWNJ stay where a
 * script needs them: after a letter or sign of an Indic script ("क्‍ष", Malayalam chillus, Bengali
 * "র‍্যাব") or of Arabic script, and ZWJ between emoji; elsewhere they are invisible and go.
 * Invisible characters are removed rather than refused; a required field left empty is refused
 * with its own message.
 */

/**
 * What is removed: every format character (Unicode Cf: direction marks, embeddings, overrides and
 * isolates, zero-width space, word joiner, BOM, soft hyphen…) but ZWJ/ZWNJ where needed, the
 * Hangul fillers (a name that looks blank), and the C0 and C1 controls and DEL except tab and line
 * feed (each kind of text decides about those).
 */
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const UNSEEN = /[\p{Cf}\u115F\u1160\u3164\uFFA0\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/gu;
const EMOJI = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F]/u;
/** Scripts whose words use ZWJ/ZWNJ: Arabic, Indic (Devanagari to Sinhala), Vedic signs, Devanagari Extended. */
const JOINING_SCRIPTS = [
  [0x0600, 0x06ff],
  [0x0900, 0x0dff],
  [0x1cd0, 0x1cff],
  [0xa8e0, 0xa8ff],
] as const;
const inJoiningScript = (codePoint: number) =>
  JOINING_SCRIPTS.some(([from, to]) => codePoint >= from && codePoint <= to);

/** The code point that ends just before `offset` (-1 at the start). */
function codePointBefore(text: string, offset: number): number {
  const unit = text.charCodeAt(offset - 1);
  const start = unit >= 0xdc00 && unit <= 0xdfff ? offset - 2 : offset - 1;
  return start < 0 ? -1 : text.codePointAt(start)!;
}

/** Removes the unseen characters, keeping a ZWJ/ZWNJ only where it shapes the letters around it. */
function removeUnseen(text: string): string {
  return text.replace(UNSEEN, (ch: string, offset: number) => {
    if (ch !== '\u200C' && ch !== '\u200D') return '';
    const previous = codePointBefore(text, offset);
    if (inJoiningScript(previous)) return ch;
    const next = text.codePointAt(offset + 1);
    const isEmoji = (codePoint: number | undefined) =>
      codePoint !== undefined && codePoint >= 0 && EMOJI.test(String.fromCodePoint(codePoint));
    return ch === '\u200D' && isEmoji(previous) && isEmoji(next) ? ch : '';
  });
}

/** One line (a name, a title): breaks and tabs become a space, the unseen characters go, ends trimmed. */
export function cleanDisplayLine(text: string): string {
  return removeUnseen(text.replace(/[ \t]*(?:\r\n?|[\n\u2028\u2029])[ \t]*|\t/g, ' ')).trim();
}

/** Paragraphs (a bio, a post): line breaks kept as \n, tabs kept, the unseen characters go, ends trimmed. */
export function cleanDisplayParagraphs(text: string): string {
  return removeUnseen(text.replace(/\r\n?|[\u2028\u2029]/g, '\n')).trim();
}

type StringParams = Parameters<typeof z.string>[0];

/** A single-line display text field; chain .min()/.max() after it (they see the cleaned text). */
export const displayLine = (params?: StringParams) => z.string(params).overwrite(cleanDisplayLine);

/** A multi-line display text field; chain .min()/.max() after it (they see the cleaned text). */
export const displayParagraphs = (params?: StringParams) => z.string(params).overwrite(cleanDisplayParagraphs);
