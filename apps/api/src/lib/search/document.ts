import { looseKey, wordKeys, wordsOf } from './key';
import { storedLexemes } from './lexeme';
import { NAME_GROUPS } from './synonyms';

/** Each vocabulary group's names long enough to be found inside a compound word (precise keys). */
const COMPOUND_PARTS = NAME_GROUPS.map((group) => group.keys.filter((k) => k.length >= 4));

/**
 * The vocabulary's names a word holds after its start ("श्रीकृष्णनाम" holds "kṛṣṇa"), since
 * Sanskrit, Telugu and Malayalam write many words as one. A name is looked for as the word is
 * written (with its lengths in an Indic script), and not where it is part of a longer name of its
 * group that the word holds ("hanumangarhi" holds "hanuman", so not Tamil's "anuman" in it).
 */
function compoundParts(keys: string[], latin: boolean): string[] {
  const found: string[] = [];
  for (const group of COMPOUND_PARTS) {
    const at = (part: string) =>
      keys.map((key) => (latin ? looseKey(key).indexOf(looseKey(part)) : key.indexOf(part))).filter((i) => i >= 0);
    const held = group.filter((part) => at(part).length > 0);
    const longest = held.filter(
      (part) =>
        !held.some(
          (other) => other !== part && (latin ? looseKey(other) : other).includes(latin ? looseKey(part) : part),
        ),
    );
    found.push(...longest.filter((part) => at(part).some((i) => i > 0)));
  }
  return found;
}

/** The lexemes a text stores (lexeme.ts): each word's keys, and the vocabulary's names a compound holds. */
export function storedKeys(text: string): string[] {
  const lexemes = new Set<string>();
  for (const { word, script } of wordsOf(text)) {
    const keys = wordKeys(word, script, 'stored');
    for (const lexeme of storedLexemes([...keys, ...compoundParts(keys, script === 'latn')], script)) {
      lexemes.add(lexeme);
    }
  }
  return [...lexemes];
}

/**
 * What a searchable row stores: the lexemes of its strong fields (title, name, tags), which rank
 * first, and of the rest (description), each a space-separated list of [a-z0-9] words.
 */
export function searchDocument(fields: { head: string[]; body: string[] }): { searchHead: string; searchBody: string } {
  const head = storedKeys(fields.head.join('\n'));
  const headSet = new Set(head);
  const body = storedKeys(fields.body.join('\n')).filter((k) => !headSet.has(k));
  return { searchHead: clip(head), searchBody: clip(body) };
}

/** tsvector keeps words under 2 KB and the whole under 1 MB; keys stay far below, but clip anyway. */
const clip = (keys: string[]) =>
  keys
    .filter((k) => k.length <= 100)
    .join(' ')
    .slice(0, 100_000);
