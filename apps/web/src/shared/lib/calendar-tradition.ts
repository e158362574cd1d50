import { defaultTradition, TRADITIONS, type Tradition } from '@sangam/panchang/regions';
import { useSyncExternalStore } from 'react';
import { readJson, STORAGE_KEYS, writeJson } from './storage';

/**
 * The calendar tradition a reader follows (issue 25): the one they chose, kept in this browser for
 * guests and signed-in readers alike (no account setting holds it), else their interface language's.
 * It decides which solar date the calendar pages show and how they name the lunar months.
 */

const isTradition = (value: unknown): value is Tradition => TRADITIONS.includes(value as Tradition);

const listeners = new Set<() => void>();

/** The reader's chosen tradition, or the language's when they have chosen none. */
export function readerTradition(language: string): Tradition {
  return readJson(STORAGE_KEYS.tradition, isTradition) ?? defaultTradition(language);
}

export function chooseTradition(tradition: Tradition): void {
  writeJson(STORAGE_KEYS.tradition, tradition);
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The tradition, as the server rendered the page (the language's) while React adopts it, then the reader's. */
export function useTradition(language: string): Tradition {
  return useSyncExternalStore(
    subscribe,
    () => readerTradition(language),
    () => defaultTradition(language),
  );
}

/** North India counts months purnimanta (ending at the full moon); the regional calendars amanta. */
export const monthReckoning = (tradition: Tradition) => (tradition === 'north' ? 'purnimanta' : 'amanta');
