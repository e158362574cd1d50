import Sanscript from '@indic-transliteration/sanscript';

/**
 * One spelling for every script: the "search key" of a text is a loose Latin rendering of it, the
 * same for "शिव ताण्डव", "shiva tandava" and "shiv tandav". Videos store the key of their title,
 * tags and description; a query is turned into its key and compared by trigram similarity, so a
 * Latin query finds Devanagari titles and the other way round, typos included.
 */

/** Unicode blocks of the Indic scripts Sanscript reads, by the name Sanscript gives them. */
const SCRIPT_BLOCKS: Array<[number, number, string]> = [
  [0x0900, 0x097f, 'devanagari'],
  [0x0980, 0x09ff, 'bengali'],
  [0x0a00, 0x0a7f, 'gurmukhi'],
  [0x0a80, 0x0aff, 'gujarati'],
  [0x0b00, 0x0b7f, 'oriya'],
  [0x0b80, 0x0bff, 'tamil'],
  [0x0c00, 0x0c7f, 'telugu'],
  [0x0c80, 0x0cff, 'kannada'],
  [0x0d00, 0x0d7f, 'malayalam'],
];

function scriptOf(char: string): string | null {
  const code = char.codePointAt(0)!;
  for (const [from, to, name] of SCRIPT_BLOCKS) if (code >= from && code <= to) return name;
  return null;
}

/** Replaces every run of Indic letters by its ITRANS romanisation; other text is kept. */
export function romanise(text: string): string {
  let out = '';
  let run = '';
  let runScript: string | null = null;
  const flush = () => {
    if (run) out += Sanscript.t(run, runScript!, 'itrans');
    run = '';
  };
  for (const char of text.normalize('NFC')) {
    const script = scriptOf(char);
    if (script && script === runScript) {
      run += char;
      continue;
    }
    flush();
    runScript = script;
    if (script) run = char;
    else out += char;
  }
  flush();
  return out;
}

/**
 * Spellings people use interchangeably, collapsed: aspiration (bh/b, th/t), sibilants (sh/s),
 * long vowels (aa/a, ee/i), v/w, doubled letters, and the final "a" that Hindi leaves unspoken
 * (shiva/shiv, krishna/krishn). Applied to both sides, so only the comparison is loose.
 */
const REWRITES: Array<[RegExp, string]> = [
  [/rri|ri~|r\^i/g, 'ri'],
  [/ksh|x/g, 'ks'],
  [/chh|ch/g, 'c'],
  [/([kgcjtdpb])h/g, '$1'],
  [/sh/g, 's'],
  [/ph|f/g, 'p'],
  [/w/g, 'v'],
  [/z/g, 'j'],
  [/q/g, 'k'],
  [/aa/g, 'a'],
  [/ee|ii|ie/g, 'i'],
  [/oo|uu/g, 'u'],
  [/([a-z])\1+/g, '$1'],
];

function looseWord(word: string): string {
  let key = word;
  for (const [pattern, replacement] of REWRITES) key = key.replace(pattern, replacement);
  // The unspoken final vowel: "shiva" and "shiv" meet at "shiv"; short words keep theirs.
  if (key.length > 3 && key.endsWith('a')) key = key.slice(0, -1);
  return key;
}

/** The search key of a text: lower-case ASCII words, space separated. */
export function searchKey(text: string): string {
  return romanise(text)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(looseWord)
    .join(' ');
}

/**
 * The words of a query for PostgreSQL full-text search as a prefix query ("hanu" finds "hanuman"):
 * only letters, marks and digits survive, so nothing the user types can act as a query operator.
 */
export function prefixTsQuery(text: string): string | null {
  const words = text.normalize('NFC').match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words
    .slice(0, 12)
    .map((word) => `'${word.toLowerCase()}':*`)
    .join(' & ');
}
