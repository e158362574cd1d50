import { SCRIPT_OF_LANGUAGE, type Language } from './languages';

/**
 * Per-language content (issue 21, decision 1 of its second session): an item keeps its original
 * text in its own columns and, in one `translations` object, the same fields in other languages:
 * `{ "hi": { "name": "…", "description": "…" }, "ta": { … } }`. A field is text, or for a temple's
 * timings and aartis the list of their labels/names in the same order as the temple's own.
 *
 * The fields, limits and sentences without schemas, so the web app's forms take them without the
 * schema library (the schemas are in translations.ts).
 */

/** Each translatable kind's fields with the length limit of its original column. */
export const TRANSLATABLE_FIELDS = {
  community: { name: 60, description: 2000, rules: 4000 },
  tag: { name: 40 },
  category: { name: 60 },
  temple: { name: 140, description: 4000, place: 120, region: 120, timings: 60, aartis: 60 },
  pooja: { name: 140, purpose: 300, description: 4000 },
  retreat: { title: 140, summary: 300, description: 8000 },
  class: { title: 120, description: 4000 },
} as const satisfies Record<string, Record<string, number>>;
export type TranslatableKind = keyof typeof TRANSLATABLE_FIELDS;

/** Fields that hold a list of labels (one per item of the original list), not one text. */
export const TRANSLATED_LIST_FIELDS = ['timings', 'aartis'] as const;
/** A translated list has at most this many labels. */
export const TRANSLATED_LIST_MAX = 12;

/** The sentences of a refused translation: fixed English, so a client finds its own wording by them. */
export const TRANSLATION_MESSAGES = {
  text: 'Write text.',
  empty: 'Write the text, or leave the field out.',
  tooLong: (max: number) => `Use at most ${max} characters.`,
  list: 'Give a list of labels.',
  tooManyLabels: `At most ${TRANSLATED_LIST_MAX}.`,
};

/** The stored shape, as read back: language → field → text (or list of labels). */
export type Translations = Partial<Record<Language, Record<string, string | string[]>>>;

/** The `translations` of an update: a language's fields replace its stored ones, `null` removes the language. */
export type TranslationsRequest = Partial<Record<Language, Record<string, string | string[]> | null>>;

/** Unicode blocks of our languages' Indian scripts, named as SCRIPT_OF_LANGUAGE names them (128 code points each). */
const SCRIPT_BLOCKS: Array<[number, string]> = [
  [0x0900, 'devanagari'],
  [0x0980, 'bengali'],
  [0x0a80, 'gujarati'],
  [0x0b00, 'oriya'],
  [0x0b80, 'tamil'],
  [0x0c00, 'telugu'],
  [0x0c80, 'kannada'],
  [0x0d00, 'malayalam'],
];

/** The script of a text's first letter ('latin', one of SCRIPT_BLOCKS' names), or null without letters. */
export function scriptOfText(text: string): string | null {
  for (const char of text) {
    if (/\p{Script=Latin}/u.test(char)) return 'latin';
    const code = char.codePointAt(0)!;
    const block = SCRIPT_BLOCKS.find(([start]) => code >= start && code < start + 0x80);
    if (block) return block[1];
  }
  return null;
}

/** The first start of a Unicode block, for code that maps letters between the parallel Indian blocks. */
export function scriptBlockStart(script: string): number | null {
  return SCRIPT_BLOCKS.find(([, name]) => name === script)?.[0] ?? null;
}

/** A language written in the text's script, for the `lang` attribute of an original shown beside its transliteration. */
export function languageOfText(text: string): Language | null {
  const script = scriptOfText(text);
  const found = (Object.entries(SCRIPT_OF_LANGUAGE) as Array<[Language, string]>).find(([, s]) => s === script);
  return found ? found[0] : null;
}
