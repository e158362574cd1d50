import { GUEST_HEADER, type ErrorBody } from '@sangam/contracts';
import { guestRecord } from '../session/guest';
import { sessionStore } from '../session/session-store';

/**
 * A failed call: the status, the API's machine code and sentence, its messages per field, and the
 * seconds to wait that a 429 names (Retry-After).
 */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    public readonly detail: string,
    public readonly fieldErrors: Record<string, string[]> = {},
    public readonly retryAfterSeconds: number | null = null,
  ) {
    super(detail);
    this.name = 'ApiError';
  }
}

/** Calls that never trigger a refresh (spec section 4): the login and the refresh itself. */
const NO_REFRESH = ['users/login/', 'token/refresh/'];
const EXPIRY_SKEW_SECONDS = 10;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** The request outlives the page (the browser's keepalive): for what must arrive as the page is left. */
  keepalive?: boolean;
}

type SessionEndedListener = () => void;
const sessionEndedListeners = new Set<SessionEndedListener>();

/**
 * Set when a session ended while nobody listened: a screen's first request (its prefetch) can be
 * answered before the layout that listens has mounted. The first listener then hears of it.
 */
let endedUnheard = false;

/** The app layer subscribes to send the person to /login when a session cannot be kept. */
export function onSessionEnded(listener: SessionEndedListener): () => void {
  sessionEndedListeners.add(listener);
  if (endedUnheard) {
    endedUnheard = false;
    queueMicrotask(listener);
  }
  return () => sessionEndedListeners.delete(listener);
}

/** Signs out locally; the listeners hear of it once, when there was a session to end. */
function endSession() {
  const { accessToken, user } = sessionStore.get();
  sessionStore.clear();
  if (!accessToken && !user) return;
  if (sessionEndedListeners.size === 0) endedUnheard = true;
  else sessionEndedListeners.forEach((listener) => listener());
}

/** Seconds since the epoch at which an access token expires, read from its payload. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp : null;
  } catch {
    return null;
  }
}

const isExpired = (token: string) => {
  const exp = tokenExpiry(token);
  return exp !== null && exp - EXPIRY_SKEW_SECONDS <= Date.now() / 1000;
};

let refreshing: Promise<string | null> | null = null;

/**
 * One refresh at a time: every request that needs a new access token waits for the same one.
 * Resolves to the new access token, or null when the session could not be refreshed.
 */
function refreshAccessToken(): Promise<string | null> {
  refreshing ??= (async () => {
    const refreshToken = sessionStore.get().refreshToken;
    if (!refreshToken) return null;
    try {
      const response = await fetch('/api/token/refresh/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh: refreshToken }),
      });
      if (!response.ok) return null;
      const { access, refresh } = (await response.json()) as { access: string; refresh?: string };
      sessionStore.set({ accessToken: access, refreshToken: refresh ?? refreshToken });
      return access;
    } catch {
      return null;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * The token to retry with after a 401 for `sent`. A 401 that arrives after another request already
 * renewed the token is retried with that token: a second refresh would spend the rotated refresh
 * token for nothing. Null when the session cannot be renewed.
 */
async function tokenAfter401(sent: string | null): Promise<string | null> {
  const { accessToken, refreshToken } = sessionStore.get();
  if (accessToken && accessToken !== sent) return accessToken;
  return refreshToken ? refreshAccessToken() : null;
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
/** How requests travel: the browser's fetch, or the server's own API in process (entry-server.tsx). */
let transport: Transport = (url, init) => fetch(url, init);
let inBrowser = true;

/** The server's render answers the app's calls in process, as a guest without a guest id. */
export function setApiTransport(serverTransport: Transport): void {
  transport = serverTransport;
  inBrowser = false;
}

async function send(path: string, options: RequestOptions, accessToken: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A file (a photo) is sent as it is, with its own type; anything else as JSON.
  const { body } = options;
  if (body instanceof Blob) headers['Content-Type'] = body.type;
  else if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  else if (inBrowser) headers[GUEST_HEADER] = guestRecord().uuid;
  return transport(`/api/${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: body === undefined || body instanceof Blob ? body : JSON.stringify(body),
    signal: options.signal,
    ...(options.keepalive ? { keepalive: true } : {}),
  });
}

async function toError(response: Response): Promise<ApiError> {
  let body: Partial<ErrorBody> = {};
  try {
    body = (await response.json()) as Partial<ErrorBody>;
  } catch {
    // Not JSON (a proxy's error page): the status speaks for itself.
  }
  const retryAfter = Number(response.headers.get('Retry-After') ?? NaN);
  return new ApiError(
    response.status,
    body.code ?? 'error',
    body.detail ?? response.statusText,
    body.errors ?? {},
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  );
}

/**
 * The one HTTP client of the app (spec section 4, Token refresh): adds the bearer token or the guest
 * id; refreshes an expired token before sending; on a 401 refreshes once and retries; when that is
 * not possible the person is signed out and sent to log in.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const refreshable = !NO_REFRESH.includes(path);
  let token = sessionStore.get().accessToken;
  if (token && refreshable && isExpired(token) && sessionStore.get().refreshToken) {
    token = await refreshAccessToken();
    if (!token) {
      endSession();
      throw new ApiError(401, 'token_not_valid', 'Your session has expired.');
    }
  }

  let response: Response;
  try {
    response = await send(path, options, token);
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'network', 'The network is not reachable.');
  }

  if (response.status === 401 && refreshable) {
    const renewed = await tokenAfter401(token);
    if (renewed) {
      response = await send(path, options, renewed);
      if (response.status === 401) endSession();
    } else {
      endSession();
    }
  }

  if (!response.ok) throw await toError(response);
  if (response.status === 204) return undefined as T;
  // A 202 ("accepted, it will happen") may carry no body at all.
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * A file that only the signed-in person may see (a creator's verification document), fetched with
 * the bearer token that an <img> cannot send; refreshed and retried once on a 401 as any call is.
 */
export async function privateFile(url: string, signal?: AbortSignal): Promise<Blob> {
  const get = (token: string | null) =>
    transport(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
  const sent = sessionStore.get().accessToken;
  let response = await get(sent);
  if (response.status === 401) {
    const renewed = await tokenAfter401(sent);
    if (renewed) response = await get(renewed);
  }
  if (!response.ok) throw await toError(response);
  return response.blob();
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body: unknown = {}, signal?: AbortSignal) =>
    apiRequest<T>(path, { method: 'POST', body, signal }),
  put: <T>(path: string, body: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'DELETE', body }),
};
