import { looseKey, wordKeys, wordsOf } from './key';
import { editDistance, queryWords } from './query';
import { VOCABULARY } from './vocabulary';

const MOST = 5;

/**
 * For a search that found nothing: the names (tags, the vocabulary's deities and festivals) spelled
 * nearest to its words, nearest first, so "Did you mean Ganesha?" can follow "ganseh".
 */
export function suggestSpellings(q: string, names: string[]): string[] {
  const words = queryWords(q);
  const pool = [...new Set([...names, ...VOCABULARY.map((g) => g.name)])];
  const scored: Array<{ name: string; distance: number }> = [];
  for (const name of pool) {
    const keys = wordsOf(name).flatMap(({ word, script }) => wordKeys(word, script, 'stored').map(looseKey));
    let best = Infinity;
    for (const { key } of words) {
      const allowed = key.length < 3 ? 0 : key.length < 5 ? 1 : 2;
      for (const k of keys) {
        if (k === key) continue;
        const distance = editDistance(key, k, allowed);
        if (distance <= allowed) best = Math.min(best, distance);
      }
    }
    if (best < Infinity) scored.push({ name, distance: best });
  }
  return scored
    .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name))
    .slice(0, MOST)
    .map((s) => s.name);
}
