import { romanise, scriptOf, type IndicScript } from './romanise';

/**
 * The search key of a word: one loose Latin spelling shared by every script and by the common Latin
 * spellings, so "शिव", "ശിവൻ", "shiv" and "siva" meet. Aspiration, voicing (Tamil writes k and g
 * alike), vowel length, sibilants, v/b and ṛ are collapsed, on both the stored and the typed side.
 */

/** Rewrites of a romanised word, in order. */
const REWRITES: Array<[RegExp, string]> = [
  [/[\^~']/g, ''], // ITRANS and apostrophes: "kR^iShNa", "a~Nga"
  [/ksh|x/g, 'ks'],
  [/zh/g, 'l'], // Tamil ழ: "tamizh"
  [/ee/g, 'i'],
  [/oo/g, 'u'],
  [/([bcdfgjkpqst])h+/g, '$1'], // aspiration, "sh", "ch"
  [/g|q/g, 'k'],
  [/[jz]/g, 'c'],
  [/d/g, 't'],
  [/[bvwf]/g, 'p'],
  [/([b-df-hj-np-tv-z])r[iu]/g, '$1r'], // ṛ: "krishna", "krushna", "krsna", "kR^iShNa"
  [/m(?=[kctps])/g, 'n'], // anusvara before a stop: "samskrit", "sanskrit"
  [/([a-z])\1+/g, '$1'],
  [/([aeiou])h$/, '$1'], // visarga: "namah"
];

/** Scripts of languages whose nouns end in -an, -am, -ar, -u, -ḍu where Latin names do not. */
const DRAVIDIAN = new Set<Script>(['taml', 'mlym', 'telu', 'knda', 'latn']);
const DRAVIDIAN_ENDINGS = /(?:utu|amu|an|am|ar|u)$/;

export type Script = IndicScript | 'latn';

function looseLatin(romanised: string): string {
  let key = romanised.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  for (const [pattern, replacement] of REWRITES) key = key.replace(pattern, replacement);
  key = key.replace(/[^a-z0-9]/g, '');
  // The unspoken final vowel: "shiva" and "shiv" meet at "sip"; short words keep theirs.
  if (key.length > 3 && key.endsWith('a')) key = key.slice(0, -1);
  return key;
}

/** The words of a text in their own script, with the script each is written in. */
export function wordsOf(text: string): Array<{ word: string; script: Script }> {
  // The zero-width joiners are part of a word: ସତ୍‌ସଙ୍ଗ and ఆన్‌లైన్ write one word with a visible virama.
  const words = (text.normalize('NFC').match(/(?:[\p{L}\p{M}\p{N}^~']|\u200C|\u200D)+/gu) ?? [])
    .map((word) => word.replace(/\u200C|\u200D/g, ''))
    .filter(Boolean);
  return words.map((word) => {
    const indic = [...word].map(scriptOf).find((s) => s !== null);
    return { word, script: indic ?? 'latn' };
  });
}

/** The key of one word. */
export function wordKey(word: string): string {
  return looseLatin(romanise(word));
}

/**
 * The key of a word and the other keys it may stand for: a Tamil ச is "c" or "s", Tamil writes
 * kṛ as கிரு, and Dravidian names carry an ending ("சிவன்", "ശിവൻ" for Shiva). A word typed in
 * Latin (side "query") may be either spelling, so it gets the endings' alternates too.
 */
export function wordKeys(word: string, script: Script, side: 'stored' | 'query'): string[] {
  const key = wordKey(word);
  if (!key) return [];
  const keys = new Set([key]);
  if (script === 'taml') {
    if (key.includes('c')) keys.add(key.replace(/c/g, 's'));
    for (const k of [...keys]) if (/[kctpsm]iru/.test(k)) keys.add(k.replace(/([kctpsm])iru/g, '$1r'));
  }
  if (script === 'beng' && key.length > 3 && key.endsWith('o')) keys.add(key.slice(0, -1)); // পুজো
  if (DRAVIDIAN.has(script) && (script !== 'latn' || side === 'query')) {
    for (const k of [...keys]) {
      const stem = k.replace(DRAVIDIAN_ENDINGS, '');
      if (stem !== k && stem.length >= 3) keys.add(stem);
    }
  }
  return [...keys];
}
