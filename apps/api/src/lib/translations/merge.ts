import type { Translations, TranslationsRequest } from '@sangam/contracts';

/**
 * An update's translations over the stored ones: a language given replaces that language's fields,
 * `null` removes the language, a language left out stays as it was. Nothing is kept in `own`, the
 * item's own language: a copy of the original there would be shown to its readers instead of the
 * original, and outlive the original's next edit.
 */
export function mergedTranslations(
  stored: Translations | null | undefined,
  update: TranslationsRequest,
  own: string,
): Translations {
  const next: Translations = { ...(stored ?? {}) };
  for (const [lang, fields] of Object.entries(update) as Array<
    [keyof Translations, Record<string, string | string[]> | null | undefined]
  >) {
    if (fields === undefined) continue;
    if (fields === null || Object.keys(fields).length === 0) delete next[lang];
    else next[lang] = fields;
  }
  delete next[own as keyof Translations];
  return next;
}
