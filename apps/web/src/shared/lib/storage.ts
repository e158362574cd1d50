/**
 * localStorage that never throws: private modes, disabled storage and full quotas must not break
 * the app. Corrupt JSON is removed and treated as absent.
 */
export const STORAGE_KEYS = {
  language: 'sangam.language',
  appVersion: 'sangam.appVersion',
  versionReloadedFor: 'sangam.versionReloadedFor',
  session: 'sangam.session',
  guest: 'sangam.guest',
  events: 'sangam.events',
  campaign: 'sangam.campaign',
  location: 'sangam.location',
  /** A guest's languages, whose items lists show first (issue 21). */
  readerLanguages: 'sangam.readerLanguages',
  nudges: 'sangam.nudges',
  sessionNudges: 'sangam.nudges.session',
  /** Today's chant count of the mantra of the day (kept for the day). */
  chantCount: 'sangam.practice.chant',
  /** The calendar tradition the reader chose (issue 25), else their language's. */
  tradition: 'sangam.tradition',
} as const;

function store(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readString(key: string, kind: 'local' | 'session' = 'local'): string | null {
  try {
    return store(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string, kind: 'local' | 'session' = 'local'): boolean {
  try {
    store(kind)?.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeItem(key: string, kind: 'local' | 'session' = 'local'): void {
  try {
    store(kind)?.removeItem(key);
  } catch {
    // Nothing to do: storage is unavailable.
  }
}

export function readJson<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (isValid(value)) return value;
  } catch {
    // Fall through: corrupt.
  }
  removeItem(key);
  return null;
}

export function writeJson(key: string, value: unknown): boolean {
  return writeString(key, JSON.stringify(value));
}
