import { isLanguage, languagesParam, READER_LANGUAGES_MAX, type Language } from '@sangam/contracts';
import { useSyncExternalStore } from 'react';
import { readJson, removeItem, STORAGE_KEYS, writeJson } from '../lib/storage';
import { isAuthenticated, sessionStore } from './session-store';

/**
 * The languages lists show first (issue 21): a signed-in person's saved ones, a guest's choice kept
 * in this browser, or else the language of the page. Lists send them as `languages`, and their
 * query keys include it.
 */

const isChoice = (value: unknown): value is Language[] =>
  Array.isArray(value) && value.length <= READER_LANGUAGES_MAX && value.every(isLanguage);

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** A guest's choice, or null when they have made none. */
export function guestLanguages(): Language[] | null {
  const stored = readJson(STORAGE_KEYS.readerLanguages, isChoice);
  return stored && stored.length > 0 ? stored : null;
}

/** Keeps a guest's choice in this browser; an empty one goes back to the page's language. */
export function saveGuestLanguages(languages: readonly Language[]): void {
  if (languages.length === 0) removeItem(STORAGE_KEYS.readerLanguages);
  else writeJson(STORAGE_KEYS.readerLanguages, languages);
  notify();
}

/** The chosen languages: the signed-in person's saved ones or the guest's, or null for none. */
function chosenLanguages(): Language[] | null {
  const session = sessionStore.get();
  if (isAuthenticated(session)) {
    const saved = (session.user?.content_languages ?? []).filter(isLanguage);
    return saved.length > 0 ? saved : null;
  }
  return guestLanguages();
}

/** The `languages` parameter of a list on a page in `pageLanguage`, as this browser would send it. */
export function listLanguages(pageLanguage: Language, onServer = false): string {
  return languagesParam((!onServer && chosenLanguages()) || [pageLanguage]);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const leave = sessionStore.subscribe(listener);
  return () => {
    listeners.delete(listener);
    leave();
  };
};

/**
 * The `languages` of a list, as the server sent the page (its language) while React adopts it, and
 * the reader's choice from then on.
 */
export function useListLanguages(pageLanguage: Language): string {
  return useSyncExternalStore(
    subscribe,
    () => listLanguages(pageLanguage),
    () => languagesParam([pageLanguage]),
  );
}

// Another tab changed the choice: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.readerLanguages) notify();
  });
}
