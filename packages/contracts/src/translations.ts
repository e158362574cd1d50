import { z } from './zod';
import { LANGUAGES } from './languages';
import {
  TRANSLATABLE_FIELDS,
  TRANSLATED_LIST_FIELDS,
  TRANSLATED_LIST_MAX,
  TRANSLATION_MESSAGES as M,
  type TranslatableKind,
  type TranslationsRequest,
} from './translations-constants';

/**
 * Per-language content: the schemas of what editors send and readers ask for. The fields, limits,
 * sentences and script helpers are in translations-constants.ts (without zod, for the web app).
 *
 * Answers keep each field's meaning for every client: `name` is the text to show in the reader's
 * language (`?lang=`), the original when nothing better exists. When the shown text is a
 * transliteration of the original into the reader's script (a Malayalam temple's name on a Hindi
 * page), the answer also carries `name_original` (the original, in its own script) so that the page
 * shows it beside the transliteration.
 */

const text = (max: number) =>
  z
    .string({ message: M.text })
    .trim()
    .min(1, { message: M.empty })
    .max(max, { message: M.tooLong(max) });

/** One language's fields of a kind: only that kind's fields, each within its original's limit. */
function languageFields(kind: TranslatableKind) {
  const shape: Record<string, z.ZodType> = {};
  for (const [field, max] of Object.entries(TRANSLATABLE_FIELDS[kind])) {
    shape[field] = (TRANSLATED_LIST_FIELDS as readonly string[]).includes(field)
      ? z.array(text(max), { message: M.list }).max(TRANSLATED_LIST_MAX, { message: M.tooManyLabels })
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
  return z.strictObject(shape, {
    error: `Use only these languages: ${LANGUAGES.join(', ')}.`,
  }) as z.ZodType<TranslationsRequest>;
}

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
