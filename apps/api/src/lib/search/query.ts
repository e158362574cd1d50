import { sql, type SQL } from 'drizzle-orm';
import { looseKey, wordKeys, wordsOf, type Script } from './key';
import { looseLength, queryLexemes } from './lexeme';
import { endsWord } from './romanise';
import { groupsNamed } from './synonyms';

/** A query word: its own loose key, and what it matches as a whole word (spellings, synonyms). */
export interface QueryWord {
  typed: string;
  script: Script;
  /** Its loose key, as the lexicon of close spellings holds words. */
  key: string;
  /** The loose keys of it and its synonyms: the lexicon's forms. */
  keys: string[];
  /** The lexemes it matches (lexeme.ts). */
  terms: string[];
  /** Written to its end (romanise.ts, endsWord), so never the start of a longer word. */
  complete: boolean;
}

const MAX_WORDS = 12;
/**
 * A key this long may also match the start of a longer word ("hanu" → "hanuman", "गणपती" →
 * "गणपतीची"), unless the word is written to its end ("சமையல்", cooking, is not "சமையலறை", kitchen).
 */
export const PREFIX_MIN = 4;

export function queryWords(q: string): QueryWord[] {
  const words: QueryWord[] = [];
  const seen = new Set<string>();
  for (const { word, script } of wordsOf(q)) {
    const precise = wordKeys(word, script, 'query');
    if (precise.length === 0) continue;
    const terms = new Set(queryLexemes(word, script));
    const keys = new Set(precise.map(looseKey));
    for (const group of groupsNamed(precise, script)) {
      for (const lexeme of group.lexemes) terms.add(lexeme);
      for (const key of group.keys) keys.add(looseKey(key));
    }
    const id = [...terms].sort().join(' ');
    if (seen.has(id)) continue;
    seen.add(id);
    words.push({
      typed: word,
      script,
      key: looseKey(precise[0]!),
      keys: [...keys],
      terms: [...terms],
      complete: endsWord(word),
    });
    if (words.length === MAX_WORDS) break;
  }
  return words;
}

/**
 * How far a lexicon word may be from a key to count as its misspelling: none under five letters
 * ("gan" is not "ganes"), one up to seven, two beyond.
 */
export function allowedTypos(key: string): number {
  if (key.length < 5) return 0;
  return key.length < 8 ? 1 : 2;
}

/** Edit distance (insertions, deletions, substitutions, swaps of neighbours), stopping past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** Close spellings found for each key (from a lexicon of stored keys). */
export type Misspellings = Map<string, string[]>;

/**
 * The search of a query over a tsvector column built by `documentVector`: every word must match,
 * as one of its keys, the start of a longer word (PREFIX_MIN) or a close spelling. Rank:
 * rows where every word matches exactly come first (a fuzzy match never beats an exact word), then
 * rows matching in a title or tag, then by ts_rank (title and tags weigh ten times a description).
 */
export function searchSql(words: QueryWord[], misspellings: Misspellings, vector: SQL): { match: SQL; rank: SQL } {
  const exactGroups = words.map((w) => `(${w.terms.join(' | ')})`);
  const looseGroups = words.map((w) => {
    const terms = new Set<string>();
    for (const term of w.terms) {
      terms.add(!w.complete && looseLength(term) >= PREFIX_MIN ? `${term}:*` : term);
    }
    for (const close of misspellings.get(w.key) ?? []) terms.add(close);
    return [...terms];
  });
  // Lexemes are [a-z0-9]+ (key.ts), so nothing a user types can act as a query operator.
  const loose = sql`to_tsquery('simple', ${looseGroups.map((g) => `(${g.join(' | ')})`).join(' & ')})`;
  const exact = sql`to_tsquery('simple', ${exactGroups.join(' & ')})`;
  const inHead = sql`to_tsquery('simple', ${looseGroups
    .map((g) => `(${g.map((t) => (t.endsWith(':*') ? `${t}A` : `${t}:A`)).join(' | ')})`)
    .join(' & ')})`;
  return {
    match: sql`(${vector} @@ ${loose})`,
    rank: sql`((${vector} @@ ${exact})::int * 4 + (${vector} @@ ${inHead})::int * 2 + ts_rank(${vector}, ${loose}))`,
  };
}
