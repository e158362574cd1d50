import { looseKey, wordKey, wordKeys, wordsOf } from './key';
import { editDistance, queryWords } from './query';
import { VOCABULARY } from './vocabulary';

const MOST = 5;

/** How far a name's word may be from a query word: by the shorter of the two ("kitchn" is not "gita"). */
const allowedDistance = (a: string, b: string) => {
  const length = Math.min(a.length, b.length);
  return length < 3 ? 0 : length < 5 ? 1 : 2;
};

/**
 * For a search that found nothing: the names (tags, the vocabulary's deities and festivals) spelled
 * nearest to its words, nearest first and, as near, those in the query's own script first, so "Did
 * you mean Ganesha?" can follow "ganseh". Names that differ only in capitals are one.
 */
export function suggestSpellings(q: string, names: string[]): string[] {
  const words = queryWords(q);
  const pool = [...new Set([...names, ...VOCABULARY.map((g) => g.name)])];
  const scored: Array<{ name: string; distance: number; otherScript: boolean }> = [];
  for (const name of pool) {
    const nameWords = wordsOf(name);
    const keys = nameWords.flatMap(({ word, script }) => wordKeys(word, script, 'stored').map(looseKey));
    let best = Infinity;
    for (const { key } of words) {
      for (const k of keys) {
        if (k === key) continue;
        const allowed = allowedDistance(key, k);
        const distance = editDistance(key, k, allowed);
        if (distance <= allowed) best = Math.min(best, distance);
      }
    }
    const otherScript = !nameWords.some((w) => words.some((q) => q.script === w.script));
    if (best < Infinity) scored.push({ name, distance: best, otherScript });
  }
  const seen = new Set<string>();
  return scored
    .sort((a, b) => a.distance - b.distance || +a.otherScript - +b.otherScript || a.name.localeCompare(b.name))
    .filter((s) => !seen.has(s.name.toLowerCase()) && seen.add(s.name.toLowerCase()))
    .slice(0, MOST)
    .map((s) => s.name);
}

/**
 * The words of titles that a suggestion may name (four letters or more, as written): a title's word
 * is a search of its own ("Ashtavinayak"), where the whole title would be a sentence.
 */
export function titleWords(titles: string[]): string[] {
  const words = titles.flatMap((title) => wordsOf(title).map((w) => w.word));
  return [...new Set(words)].filter((word) => wordKey(word).length >= 4);
}

/**
 * What a list's answer adds when its search found nothing (issue 21): the names nearest the query's
 * words among the list's own names (read only then) and the vocabulary's.
 */
export async function suggestionsIfNoneFound(
  q: string | undefined,
  count: number,
  names: () => Promise<string[]>,
): Promise<{ suggestions?: string[] }> {
  if (!q || count > 0) return {};
  return { suggestions: suggestSpellings(q, await names()) };
}
