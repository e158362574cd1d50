import { readString, removeItem, writeString } from '../../shared/lib/storage';

/**
 * The repetitions of unfinished sessions, one count per mantra, kept on this device so a reload (or
 * a closed tab) does not lose them; a count goes when its session is finished or reset.
 */
const KEY = 'sangam.chanting.counts';

type Counts = Record<string, number>;

function readAll(): Counts {
  try {
    const value: unknown = JSON.parse(readString(KEY) ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).filter(
        (entry): entry is [string, number] =>
          typeof entry[1] === 'number' && Number.isInteger(entry[1]) && entry[1] > 0,
      ),
    );
  } catch {
    removeItem(KEY);
    return {};
  }
}

export function savedCount(id: string): number {
  return readAll()[id] ?? 0;
}

export function saveCount(id: string, count: number): void {
  const counts = readAll();
  // Re-inserted, so the last key is always the session counted most recently.
  delete counts[id];
  if (count > 0) counts[id] = count;
  if (Object.keys(counts).length) writeString(KEY, JSON.stringify(counts));
  else removeItem(KEY);
}

/** The mantra of the most recent unfinished session, if any (the page opens on it). */
export function unfinishedMantra(): string | null {
  return Object.keys(readAll()).at(-1) ?? null;
}
