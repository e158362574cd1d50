import { looseKey, wordKeys, wordsOf, type Script } from './key';
import { nameLexemes } from './lexeme';
import { VOCABULARY } from './vocabulary';

/** A group of the vocabulary as search uses it: its names' precise keys, and the lexemes they match. */
export interface NameGroup {
  keys: string[];
  lexemes: string[];
}

export const NAME_GROUPS: NameGroup[] = VOCABULARY.map((group) => {
  const keys = group.terms.flatMap((term) =>
    wordsOf(term).flatMap(({ word, script }) => wordKeys(word, script, 'stored')),
  );
  return { keys: [...new Set(keys)], lexemes: nameLexemes(keys) };
});

const byLoose = new Map<string, NameGroup[]>();
const byPrecise = new Map<string, NameGroup[]>();
for (const group of NAME_GROUPS) {
  for (const key of group.keys) {
    for (const [map, k] of [
      [byLoose, looseKey(key)],
      [byPrecise, key],
    ] as const) {
      if (!map.get(k)?.includes(group)) map.set(k, [...(map.get(k) ?? []), group]);
    }
  }
}

/**
 * The groups a word with these precise keys names: a Latin word, which has no length to compare,
 * by its loose keys; a word in an Indic script by its precise keys (अनुमान, a guess, is not
 * அனுமன், Hanuman, though both are "anuman" loosely).
 */
export function groupsNamed(keys: string[], script: Script): NameGroup[] {
  const found = keys.flatMap((k) => (script === 'latn' ? byLoose.get(looseKey(k)) : byPrecise.get(k)) ?? []);
  return [...new Set(found)];
}
