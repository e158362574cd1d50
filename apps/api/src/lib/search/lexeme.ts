import { looseKey, wordKeys, type Script } from './key';

/**
 * The words of a search document and of a query (tsvector lexemes, [a-z0-9]): every stored word
 * has its loose key, which a Latin query matches (Latin writes no length); a word in an Indic
 * script also has its precise key marked "z", and a word in Latin its loose key marked "x", which
 * an Indic query matches: the same word in another Indic script, or any Latin spelling of it. Loose
 * keys never hold an x or a z (key.ts rewrites both), so the three kinds cannot meet.
 */

const preciseLexeme = (precise: string): string =>
  `z${precise.replace(/[AIU]/g, (vowel) => vowel.toLowerCase().repeat(2))}`;
const latinLexeme = (loose: string): string => `x${loose}`;

/** A loose key (what the lexicon of close spellings holds), not a marked lexeme. */
export const isLooseKey = (lexeme: string): boolean => !/^[xz]/.test(lexeme);

/** The length a lexeme's key has as a loose key (the prefix rule counts letters of that). */
export const looseLength = (lexeme: string): number =>
  isLooseKey(lexeme) ? lexeme.length : lexeme.slice(1).replace(/([aiu])\1/g, '$1').length;

/** What a stored word or a vocabulary name is matched by, from its precise keys (wordKeys). */
export function storedLexemes(precise: string[], script: Script): string[] {
  const lexemes = new Set<string>();
  for (const key of precise) {
    lexemes.add(looseKey(key));
    lexemes.add(script === 'latn' ? latinLexeme(looseKey(key)) : preciseLexeme(key));
  }
  return [...lexemes];
}

/**
 * What a typed word matches as a whole word: a Latin word its loose keys (in every script); an
 * Indic word its precise keys (Indic scripts, length and all) and its loose keys in Latin words.
 */
export function queryLexemes(word: string, script: Script): string[] {
  const precise = wordKeys(word, script, 'query');
  if (script === 'latn') return [...new Set(precise.map(looseKey))];
  return [...new Set([...precise.map(preciseLexeme), ...precise.map((k) => latinLexeme(looseKey(k)))])];
}

/** What a vocabulary name matches when a query asks for its group: Latin spellings loosely, Indic ones precisely. */
export const nameLexemes = (precise: string[]): string[] => [
  ...new Set(precise.flatMap((key) => [latinLexeme(looseKey(key)), preciseLexeme(key)])),
];
