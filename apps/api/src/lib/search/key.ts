import { romanise, scriptOf, type IndicScript } from './romanise';

/**
 * The search keys of a word. Its loose key is one Latin spelling shared by every script and by the
 * common Latin spellings, so "शिव", "ശിവൻ", "shiv" and "siva" meet: aspiration, voicing (Tamil
 * writes k and g alike), vowel length, sibilants, v/b and ṛ are collapsed. Its precise key is the
 * same with the length of a, i and u kept (written A, I, U), which every Indic script spells and
 * Latin does not: पूरी (pūrī, "complete") is not ପୁରୀ (Puri), अनुमान (a guess) is not அனுமன் (Hanuman).
 */

/** Rewrites of a romanised word, in order. Long vowels are A, I and U here. */
const REWRITES: Array<[RegExp, string]> = [
  [/[\^~']/g, ''], // ITRANS and apostrophes: "kR^iShNa", "a~Nga"
  [/ksh|x/g, 'ks'],
  [/zh/g, 'l'], // Tamil ழ: "tamizh"
  [/aa/g, 'A'], // Latin spellings of a long vowel: "aarti", "geeta", "pooja"
  [/ee|ii/g, 'I'],
  [/oo|uu/g, 'U'],
  [/([bcdfgjkpqst])h+/g, '$1'], // aspiration, "sh", "ch"
  [/g|q/g, 'k'],
  [/[jz]/g, 'c'],
  [/d/g, 't'],
  [/[bvwf]/g, 'p'],
  [/([b-df-hj-np-tv-z])r[iuIU]/g, '$1r'], // ṛ: "krishna", "krushna", "krsna", "kR^iShNa"; श्री is "sri"
  [/m(?=[kctps])/g, 'n'], // anusvara before a stop: "samskrit", "sanskrit"
  [/([a-z])\1+/g, '$1'],
  [/([aeiouAIU])h$/, '$1'], // visarga: "namah"
];

/** Scripts of languages whose nouns end in -an, -am, -ar, -u, -ḍu where Latin names do not. */
const DRAVIDIAN = new Set<Script>(['taml', 'mlym', 'telu', 'knda', 'latn']);
// Short endings only: a Sanskrit -ān (हनुमान, ഹനുമാൻ) is part of the name; -ār is Tamil's honorific.
const DRAVIDIAN_ENDINGS = /(?:utu|amu|an|am|ar|Ar|u)$/;

export type Script = IndicScript | 'latn';

/** Where a Sanskrit word's -ā ends otherwise: Bengali পুজো, Kannada ಅಯೋಧ್ಯೆ and ಪೂಜೆ, Tamil பூஜை and கங்கை. */
const A_ENDINGS: Partial<Record<Script, RegExp>> = { beng: /o$/, knda: /e$/, taml: /ai$/ };

/** A word's precise key from its romanised (or typed Latin) form: ā, ī, ū and doubled Latin vowels are long. */
function preciseKey(romanised: string): string {
  let key = romanised
    .normalize('NFD')
    .toLowerCase()
    .replace(/([aiu])\u0304/g, (_, vowel: string) => vowel.toUpperCase())
    .replace(/\p{M}/gu, '');
  for (const [pattern, replacement] of REWRITES) key = key.replace(pattern, replacement);
  key = key.replace(/[^a-z0-9AIU]/g, '');
  // A final vowel's length varies between languages (गणपती, గణపతి) and tells few words apart.
  key = key.replace(/[AIU]$/, (vowel) => vowel.toLowerCase());
  // The unspoken final vowel: "shiva" and "shiv" meet at "sip"; short words keep theirs.
  if (key.length > 3 && key.endsWith('a')) key = key.slice(0, -1);
  return key;
}

/** The loose key of a precise key: lengths forgotten. */
export const looseKey = (precise: string): string => precise.toLowerCase();

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

/** The loose key of one word. */
export function wordKey(word: string): string {
  return looseKey(preciseKey(romanise(word)));
}

/**
 * The precise keys of a word and the other keys it may stand for: a Tamil ச is "c" or "s", Tamil
 * writes kṛ as கிரு and a Sanskrit -ya as -iya or a doubled letter and -i (சத்தியம், அயோத்தி), and
 * Dravidian names carry an ending ("சிவன்", "ശിവൻ" for Shiva). A word typed in Latin (side
 * "query") may be either spelling, so it gets the endings' alternates too. Its loose keys are
 * these with lengths forgotten (`looseKey`).
 */
export function wordKeys(word: string, script: Script, side: 'stored' | 'query'): string[] {
  const romanised = romanise(word);
  const spellings = [romanised];
  if (script === 'taml') spellings.push(romanised.replace(/([^aeiouāīū])\1i$/, '$1ya'));
  const keys = new Set(spellings.map(preciseKey).filter(Boolean));
  if (keys.size === 0) return [];
  if (script === 'taml') {
    for (const k of [...keys]) if (k.includes('c')) keys.add(k.replace(/c/g, 's'));
    for (const k of [...keys]) if (/[kctpsm]iru/.test(k)) keys.add(k.replace(/([kctpsm])iru/g, '$1r'));
    for (const k of [...keys]) if (/[^aeiouAIU]iy/.test(k)) keys.add(k.replace(/([^aeiouAIU])iy/g, '$1y'));
  }
  // One ending comes off a spelling, never an ending left by another (சமையலறை, kitchen, is not சமையல்).
  const ending = A_ENDINGS[script];
  const dravidian = DRAVIDIAN.has(script) && (script !== 'latn' || side === 'query');
  for (const k of [...keys]) {
    if (ending && k.length > 3 && ending.test(k)) keys.add(k.replace(ending, ''));
    const stem = k.replace(DRAVIDIAN_ENDINGS, '');
    if (dravidian && stem !== k && stem.length >= 3) keys.add(stem);
  }
  return [...keys];
}
