import { looseKey, wordKeys, wordsOf } from './key';
import { storedLexemes } from './lexeme';
import { groupsNamed, NAME_GROUPS } from './synonyms';

/** Precise keys of the vocabulary's names long enough to be found inside a compound word, by group. */
const COMPOUND_PARTS = NAME_GROUPS.map((group) => ({ group, parts: group.keys.filter((k) => k.length >= 4) }));

/**
 * The lexemes a text stores (lexeme.ts): each word's keys, and the names of the vocabulary a
 * compound holds ("श्रीकृष्णनाम" holds "kṛṣṇa"), since Sanskrit, Telugu and Malayalam write many
 * words as one. A part is looked for as the word is written (with its lengths in an Indic script),
 * and not in a name of its own group ("hanuman" holds "anuman", Tamil's name, and is no compound).
 */
export function storedKeys(text: string): string[] {
  const lexemes = new Set<string>();
  for (const { word, script } of wordsOf(text)) {
    const keys = wordKeys(word, script, 'stored');
    const named = groupsNamed(keys, script);
    const inside = (part: string) =>
      keys.some((key) => (script === 'latn' ? looseKey(key).indexOf(looseKey(part), 1) : key.indexOf(part, 1)) > 0);
    const parts = COMPOUND_PARTS.filter((c) => !named.includes(c.group)).flatMap((c) => c.parts.filter(inside));
    for (const lexeme of storedLexemes([...keys, ...parts], script)) lexemes.add(lexeme);
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
