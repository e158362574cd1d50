import { z } from './zod';
import { isLanguage, type Language } from './languages';
import { READER_LANGUAGES_MAX } from './reader-languages-constants';

const CHOOSE = 'Choose languages among the 10 of the app.';
const TWICE = 'Name each language once.';

const unique = (codes: readonly string[]) => new Set(codes).size === codes.length;

/** The profile's `content_languages`: up to 10 interface language codes, each once (empty: the default). */
export const contentLanguagesSchema = z
  .array(z.string().max(10), { message: CHOOSE })
  .max(READER_LANGUAGES_MAX, { message: `Choose at most ${READER_LANGUAGES_MAX} languages.` })
  // Checked as a whole, so the field error names `content_languages`, not one of its places.
  .refine((codes) => codes.every(isLanguage), { message: CHOOSE })
  .refine(unique, { message: TWICE })
  .transform((codes) => codes.filter(isLanguage));

/** A list's `languages` query parameter: codes separated by commas ("hi,ta"), as an array. */
export const languagesParamSchema = z
  .string()
  .max(READER_LANGUAGES_MAX * 3, { message: CHOOSE })
  .transform((value, ctx): Language[] => {
    const codes = value.split(',').map((code) => code.trim().toLowerCase());
    if (!codes.every(isLanguage)) {
      ctx.addIssue({ code: 'custom', message: CHOOSE });
      return z.NEVER;
    }
    if (!unique(codes)) {
      ctx.addIssue({ code: 'custom', message: TWICE });
      return z.NEVER;
    }
    return codes;
  })
  .optional();
