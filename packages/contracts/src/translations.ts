import { z } from 'zod';
import { LANGUAGES, SCRIPT_OF_LANGUAGE, type Language } from './languages';

/**
 * Per-language content (issue 21, decision 1 of its second session): an item keeps its original
 * text in its own columns and, in one `translations` object, the same fields in other languages:
 * `{ "hi": { "name": "…", "description": "…" }, "ta": { … } }`. A field is text, or for a temple's
 * timings and aartis the list of their labels/names in the same order as the temple's own.
 *
 * Answers keep each field's meaning for every client: `name` is the text to show in the reader's
 * language (`?lang=`), the original when nothing better exists. When the shown text is a
 * transliteration of the original into the reader's script (a Malayalam temple's name on a Hindi
 * page), the answer also carries `name_original` (the original, in its own script) so that the page
 * shows it beside the transliteration.
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
const LIST_MAX = 12;

/** The stored shape, as read back: language → field → text (or list of labels). */
export type Translations = Partial<Record<Language, Record<string, string | string[]>>>;

const text = (max: number) =>
  z
    .string({ message: 'Write text.' })
    .trim()
    .min(1, { message: 'Write the text, or leave the field out.' })
    .max(max, { message: `Use at most ${max} characters.` });

/** One language's fields of a kind: only that kind's fields, each within its original's limit. */
function languageFields(kind: TranslatableKind) {
  const shape: Record<string, z.ZodType> = {};
  for (const [field, max] of Object.entries(TRANSLATABLE_FIELDS[kind])) {
    shape[field] = (TRANSLATED_LIST_FIELDS as readonly string[]).includes(field)
      ? z.array(text(max), { message: 'Give a list of labels.' }).max(LIST_MAX, { message: `At most ${LIST_MAX}.` })
      : text(max);
  }
  const optional = Object.fromEntries(Object.entries(shape).map(([field, schema]) => [field, schema.optional()]));
  return z.strictObject(optional, { error: `Translate only these fields: ${Object.keys(shape).join(', ')}.` });
}

/**
 * The `translations` of an update request for a kind: known languages and that kind's fields only
 * (anything else is a 400 naming it). A language given as `null` removes its translation.
 */
export function translationsRequestSchema(kind: TranslatableKind) {
  const fields = languageFields(kind);
  const shape = Object.fromEntries(LANGUAGES.map((lang) => [lang, fields.nullable().optional()]));
  return z.strictObject(shape, { error: `Use only these languages: ${LANGUAGES.join(', ')}.` }) as z.ZodType<
    Partial<Record<Language, Record<string, string | string[]> | null>>
  >;
}
export type TranslationsRequest = Partial<Record<Language, Record<string, string | string[]> | null>>;

/** The translations an item keeps, as its editors read them back: language → field → text (or list of labels). */
export const storedTranslationsSchema = z.record(
  z.string(),
  z.record(z.string(), z.union([z.string(), z.array(z.string())])),
);

/**
 * The reader's interface language (`?lang=hi`): names and texts come in it when translated, names in
 * another Indian script transliterated into its script (with `<field>_original` beside them); the
 * originals without it.
 */
export const readerLanguage = z.enum(LANGUAGES, { message: `Use one of ${LANGUAGES.join(', ')}.` }).optional();
export const readerLanguageQuerySchema = z.object({ lang: readerLanguage });
/** The original of a name shown transliterated into the reader's script; absent otherwise. */
export const originalText = z.string().optional();

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
