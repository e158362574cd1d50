import Sanscript from '@indic-transliteration/sanscript';
import { SCRIPT_OF_LANGUAGE, scriptBlockStart, scriptOfText, type Language } from '@sangam/contracts';
import { odiaSpelling } from '../odia-spelling';

/**
 * A name written in one Indian script, in the reader's (a Malayalam temple's name on a Hindi
 * page): Sanscript does the letters; this file only names the scripts and smooths what Sanscript
 * leaves to its caller. Latin is never turned into an Indian script (English spellings of places
 * do not say how they sound); an Indian script turns into IAST for readers of English.
 */

/** Malayalam's chillu letters are a consonant with a virama; Sanscript knows only the latter. */
const CHILLU: Record<string, string> = {
  ൺ: 'ണ്',
  ൻ: 'ന്',
  ർ: 'ര്',
  ൽ: 'ല്',
  ൾ: 'ള്',
  ൿ: 'ക്',
};

/**
 * Sanscript's Tamil scheme writes क ख ग घ all as க, so read back it picks the last (घ). Reading
 * Tamil we want the plain letter of each group (க → क), and ன ற ழ as the letters their readers
 * elsewhere know (न र ळ).
 */
const tamil = Sanscript.schemes.tamil!;
Sanscript.addBrahmicScheme('tamil_reading', {
  ...tamil,
  consonants: Object.fromEntries(
    Object.entries(tamil.consonants as Record<string, string>).filter(
      ([, tamil], index, all) => all.findIndex(([, other]) => other === tamil) === index,
    ),
  ),
  extra_consonants: {},
});
const SOURCE_SCHEME: Record<string, string> = { tamil: 'tamil_reading' };
const TAMIL_ONLY: Record<string, string> = { ன: 'ந', ற: 'ர', ழ: 'ள' };

/** Scripts without a short e and o (ऎ ऒ): the southern short vowels become the long ones there. */
const LONG_E_O_ONLY = new Set(['devanagari', 'bengali', 'gujarati', 'oriya', 'iast']);
// Independent short e/o and their signs sit at the same offsets in every southern block; the long ones follow each.
const SHORT_E_O_OFFSETS = [0x0e, 0x12, 0x46, 0x4a];

function prepared(text: string, from: string, to: string): string {
  let out = text.replace(/[\u200c\u200d]/g, '');
  if (from === 'malayalam') out = out.replace(/[ൺൻർൽൾൿ]/g, (c) => CHILLU[c]!);
  if (from === 'tamil') out = out.replace(/[னறழ]/g, (c) => TAMIL_ONLY[c]!);
  if (LONG_E_O_ONLY.has(to)) {
    const base = scriptBlockStart(from)!;
    for (const offset of SHORT_E_O_OFFSETS) {
      out = out.replaceAll(String.fromCodePoint(base + offset), String.fromCodePoint(base + offset + 1));
    }
  }
  return out;
}

const BENGALI_YA = '\u09AF';
// য় as NFC writes it, ya and nukta (U+09DF is excluded from composition), as Bengali keyboards type it.
const BENGALI_YYA = '\u09AF\u09BC';
/** Whether a ya after this text follows a vowel: a vowel letter or sign, a consonant's inherent a (not ্, ং). */
function afterBengaliVowel(text: string): boolean {
  const code = text.codePointAt(text.length - 1) ?? 0;
  return (code >= 0x0985 && code <= 0x09b9) || (code >= 0x09bc && code <= 0x09cc) || (code >= 0x09dc && code <= 0x09df);
}

/** Each ya after a vowel as য় (see bengaliSpelling). */
function yyaAfterVowels(text: string): string {
  let out = '';
  for (const char of text) out += char === BENGALI_YA && afterBengaliVowel(out) ? BENGALI_YYA : char;
  return out;
}

/**
 * Tatsama words Bengali writes with য between vowels, where the rule would write য়. Only spellings
 * we are sure of: after a prefix the ya stays য in some words (অ-যোধ্যা, উপ-যুক্ত, সু-যোগ) and not
 * in others (প্র-য়োগ, বি-য়োগ), so no rule can tell, and a word goes here when a name needs it.
 * The demo's names that reach a Bengali reader transliterated (pooja names; temple names, aartis
 * and places, should their Bengali translations be missing) were checked: none other needs one.
 * A word matches at a word's start, so its inflections and compounds (অযোধ্যাধাম) keep its য.
 */
export const BENGALI_TATSAMA_YA = ['অযোধ্যা'];
const TATSAMA_YA = BENGALI_TATSAMA_YA.map((word) => ({
  word,
  spelledByRule: new RegExp(`(?<![\\p{L}\\p{M}])${yyaAfterVowels(word)}`, 'gu'),
}));

/**
 * Sanscript writes य as য everywhere, but Bengali spells the ya between vowels য় (নারায়ণ, মহাকায়,
 * বিজয়) and keeps য only at a word's start, after ্ (সূর্য, ধ্যান) and after ং (সংযম), and in a
 * few tatsama words (অযোধ্যা, BENGALI_TATSAMA_YA); and ळ (Tamil ள, ழ) as plain ল, without the
 * nukta Bengali readers do not use.
 */
function bengaliSpelling(text: string): string {
  let out = yyaAfterVowels(text);
  for (const { word, spelledByRule } of TATSAMA_YA) out = out.replace(spelledByRule, word);
  return out.replaceAll('\u09B2\u09BC', '\u09B2');
}

/**
 * The text in the reader's script, or null when there is nothing to transliterate: it is in that
 * script already, it is Latin (or no script), or the reader reads English and it is not Indian.
 */
export function transliterate(text: string, lang: Language): string | null {
  const from = scriptOfText(text);
  if (!from || from === 'latin') return null;
  const to = lang === 'en' ? 'iast' : SCRIPT_OF_LANGUAGE[lang];
  if (from === to) return null;
  const out = Sanscript.t(prepared(text, from, to), SOURCE_SCHEME[from] ?? from, to);
  if (to === 'oriya') return odiaSpelling(out);
  if (to === 'bengali') return bengaliSpelling(out);
  // Sanscript marks ऋ in Tamil with an apostrophe (க்ரு'ஷ்ண); Tamil readers write it without.
  return to === 'tamil' ? out.replaceAll("'", '') : out;
}
