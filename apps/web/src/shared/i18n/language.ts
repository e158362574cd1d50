import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@sangam/contracts';
import { STORAGE_KEYS, readString, removeItem, writeString } from '../lib/storage';

/** The language a person chose in the switcher, if any. */
export function storedLanguage(): Language | null {
  const value = readString(STORAGE_KEYS.language);
  return isLanguage(value) ? value : null;
}

export function storeLanguage(lang: Language): void {
  writeString(STORAGE_KEYS.language, lang);
}

export function forgetStoredLanguage(): void {
  removeItem(STORAGE_KEYS.language);
}

/** The first of the browser's languages that we have, by its language part (hi-IN → hi). */
export function browserLanguage(
  languages: readonly string[] = navigator.languages ?? [navigator.language],
): Language | null {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return null;
}

/** Stored choice, else the browser's language, else English (spec section 2). */
export function preferredLanguage(): Language {
  return storedLanguage() ?? browserLanguage() ?? DEFAULT_LANGUAGE;
}

/** A first path segment that looks like a language code we do not have (e.g. `fr`, `pt-br`). */
export function looksLikeLanguageCode(segment: string): boolean {
  return /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(segment) && segment.length <= 12;
}
