import { wordKeys, wordsOf } from './key';
import { VOCABULARY } from './vocabulary';

/** Keys of the vocabulary's names long enough to be found inside a compound word. */
const COMPOUND_PARTS = [
  ...new Set(
    VOCABULARY.flatMap((g) => g.terms.flatMap((t) => wordKeys(t, 'latn', 'stored'))).filter((k) => k.length >= 4),
  ),
];

/**
 * The stored keys of a text: each word's keys, and the names of the vocabulary a compound holds
 * ("श्रीकृष्णनाम" holds "kṛṣṇa"), since Sanskrit, Telugu and Malayalam write many words as one.
 */
export function storedKeys(text: string): string[] {
  const keys = new Set<string>();
  for (const { word, script } of wordsOf(text)) {
    for (const key of wordKeys(word, script, 'stored')) {
      keys.add(key);
      for (const part of COMPOUND_PARTS) if (key.indexOf(part, 1) > 0) keys.add(part);
    }
  }
  return [...keys];
}

/**
 * What a searchable row stores: the keys of its strong fields (title, name, tags), which rank
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
