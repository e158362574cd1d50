import { i18n } from './i18n';
import { displayNames } from '../lib/intl-format';

/**
 * A language's name in the reader's language ('Tamil', 'तमिल', 'தமிழ்'…). The languages the product
 * speaks and Sanskrit come from our own texts (`common:language_names`): the browser's
 * Intl.DisplayNames loads its ICU data on first use, which took about 100 ms of a phone's main thread
 * while the video grid rendered. Any other language (a retreat held in French) is named by Intl.
 */
export function languageName(code: string, readerLanguage: string, fallback?: string): string {
  const key = `language_names.${code}`;
  if (i18n.exists(key, { ns: 'common', lng: readerLanguage }))
    return i18n.t(key as 'language_names.en', { ns: 'common', lng: readerLanguage });
  return languageNames(readerLanguage)?.of(code) ?? fallback ?? code;
}

/** The browser's names for languages in the reader's language, or null where it has none. */
function languageNames(language: string): Intl.DisplayNames | null {
  try {
    return displayNames([language], { type: 'language' });
  } catch {
    return null; // An engine without it, or a code it refuses: the caller's fallback.
  }
}
