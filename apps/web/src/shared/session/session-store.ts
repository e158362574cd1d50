import { BROWSER_RENDER_COOKIE, type User } from '@sangam/contracts';
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readJson, removeItem, writeJson } from '../lib/storage';

/** The signed-in person as the app keeps it (spec section 3: User, refreshed from the server). */
export type SessionUser = Pick<User, 'id' | 'username' | 'email' | 'role' | 'creator_type'> & Partial<User>;

export interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
  user: SessionUser | null;
  /** The signed-in user has at least one daily practice set up. */
  hasPractices: boolean;
}

const EMPTY: SessionState = { accessToken: null, refreshToken: null, user: null, hasPractices: false };

function isSessionState(value: unknown): value is SessionState {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  const user = v.user as Record<string, unknown> | null | undefined;
  const userOk =
    user === null ||
    user === undefined ||
    (typeof user === 'object' && typeof user.id === 'number' && typeof user.role === 'string');
  return (
    (v.accessToken === null || typeof v.accessToken === 'string') &&
    (v.refreshToken === null || typeof v.refreshToken === 'string') &&
    userOk
  );
}

let state: SessionState = load();
const listeners = new Set<() => void>();

function load(): SessionState {
  // A corrupt stored session is removed by readJson and the visitor is simply a guest.
  const stored = readJson(STORAGE_KEYS.session, isSessionState);
  return stored ? { ...EMPTY, ...stored, user: stored.user ?? null } : EMPTY;
}

/** A signed-in person's pages are rendered by the browser, not the server (BROWSER_RENDER_COOKIE, decision 017). */
function markSignedIn(signedIn: boolean) {
  if (typeof document === 'undefined') return;
  const present = document.cookie.split(';').some((part) => part.trim().startsWith(`${BROWSER_RENDER_COOKIE}=`));
  if (signedIn === present) return;
  document.cookie = signedIn
    ? `${BROWSER_RENDER_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax`
    : `${BROWSER_RENDER_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
markSignedIn(Boolean(state.accessToken || state.user));

export const sessionStore = {
  get: (): SessionState => state,
  set(next: Partial<SessionState>) {
    state = { ...state, ...next };
    if (state.accessToken || state.user) writeJson(STORAGE_KEYS.session, state);
    else removeItem(STORAGE_KEYS.session);
    markSignedIn(Boolean(state.accessToken || state.user));
    listeners.forEach((listener) => listener());
  },
  clear() {
    sessionStore.set(EMPTY);
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Authenticated means a user and an access token both exist (spec section 4). */
export function isAuthenticated(s: SessionState = state): boolean {
  return Boolean(s.user && s.accessToken);
}

export function useSession(): SessionState {
  // The server renders as a guest (decision 017).
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => EMPTY);
}

// Another tab signed in or out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.session) {
      state = load();
      listeners.forEach((listener) => listener());
    }
  });
}
