import { TRANSLATABLE_FIELDS, TRANSLATION_MESSAGES, type TranslatableKind } from '@sangam/contracts';
import { ApiError } from '../../api/http-client';
import { i18n } from '../../i18n/i18n';

/**
 * The API's messages about an item's translations, in the person's language, under the keys it
 * names them by ('translations.hi.name', 'translations.hi' for a language, 'translations' for the
 * whole), which are the keys the translations fieldset shows them by.
 */

const isTranslationsField = (path: string) => path === 'translations' || path.startsWith('translations.');

/** A form's other field messages, for its own placing (translations' keys are not rows of a list). */
export const withoutTranslationsFields = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).filter(([path]) => !isTranslationsField(path)));

function sentence(kind: TranslatableKind, path: string, message: string | undefined): string {
  const field = path.split('.')[2];
  const max = field ? (TRANSLATABLE_FIELDS[kind] as Record<string, number>)[field] : undefined;
  if (max !== undefined && message === TRANSLATION_MESSAGES.tooLong(max)) {
    return i18n.t('common:translations.too_long', { max });
  }
  return i18n.t('common:translations.refused');
}

export function translationsFieldErrors(error: unknown, kind: TranslatableKind): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    Object.entries(error.fieldErrors)
      .filter(([path]) => isTranslationsField(path))
      .map(([path, messages]) => [path, sentence(kind, path, messages[0])]),
  );
}
