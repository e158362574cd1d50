import { z } from 'zod';
import { isLanguage, LANGUAGES, type Language } from './languages';

/**
 * A reader's languages (issue 21): lists show the items in these languages first, in this order,
 * then all the others. Empty means "the interface language".
 */
export const READER_LANGUAGES_MAX = LANGUAGES.length;

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

/** The `languages` parameter of a list as the web sends it. */
export const languagesParam = (languages: readonly Language[]) => languages.join(',');
