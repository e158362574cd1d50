import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session/session-store';
import { api, ApiError, onSessionEnded, tokenExpiry } from './http-client';

/** An access token whose payload the client can read (the signature is the server's business). */
const token = (name: string, exp = Math.floor(Date.now() / 1000) + 600) =>
  `h.${btoa(JSON.stringify({ sub: name, exp })).replace(/=+$/, '')}.sig`;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let calls: Array<{ url: string; auth: string | null; guest: string | null }>;
/** The signed-in session's token, made once per test: made twice, a second's tick apart, they differ. */
let oldToken: string;
let server: (url: string, auth: string | null) => Response | Promise<Response>;

beforeEach(() => {
  calls = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const headers = new Headers(init?.headers);
    const url = String(input);
    calls.push({ url, auth: headers.get('Authorization'), guest: headers.get('x-guest-uuid') });
    return server(url, headers.get('Authorization'));
  });
  oldToken = token('old');
  sessionStore.set({
    accessToken: oldToken,
    refreshToken: 'refresh-1',
    user: { id: 1, username: 'meera', email: 'm@x.in', role: 'user', creator_type: null },
    hasPractices: true,
  });
});
afterEach(() => sessionStore.clear());

describe('apiRequest', () => {
  it('sends the bearer token, or the guest id for a guest', async () => {
    server = () => json(200, { ok: true });
    await api.get('users/me/');
    expect(calls[0]).toMatchObject({ url: '/api/users/me/', auth: `Bearer ${oldToken}`, guest: null });
    sessionStore.clear();
    await api.get('videos/');
    expect(calls[1]?.auth).toBeNull();
    expect(calls[1]?.guest).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends a file (a photo) as it is, with its own type, and JSON otherwise', async () => {
    const sent: Array<{ type: string | null; body: unknown }> = [];
    vi.mocked(fetch).mockImplementation(async (_input, init) => {
      sent.push({ type: new Headers(init?.headers).get('Content-Type'), body: init?.body });
      return json(201, {});
    });
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    await api.post('creators/photos/', photo);
    await api.post('creators/retreats/', { title: 'Yoga' });
    expect(sent[0]).toEqual({ type: 'image/jpeg', body: photo });
    expect(sent[1]).toEqual({ type: 'application/json', body: '{"title":"Yoga"}' });
  });

  it('on 401 refreshes once for all waiting requests, then retries each with the new token', async () => {
    let refreshes = 0;
    server = async (url, auth) => {
      if (url === '/api/token/refresh/') {
        refreshes++;
        await new Promise((r) => setTimeout(r, 20));
        return json(200, { access: token('new'), refresh: 'refresh-2' });
      }
      return auth === `Bearer ${token('new')}`
        ? json(200, { url })
        : json(401, { detail: 'expired', code: 'token_not_valid' });
    };
    const answers = await Promise.all([api.get('a/'), api.get('b/'), api.post('c/', {})]);
    expect(answers).toEqual([{ url: '/api/a/' }, { url: '/api/b/' }, { url: '/api/c/' }]);
    expect(refreshes).toBe(1);
    expect(sessionStore.get()).toMatchObject({ accessToken: token('new'), refreshToken: 'refresh-2' });
  });

  it('a 401 that arrives after the token was renewed retries with the new token, without a second refresh', async () => {
    let refreshes = 0;
    let releaseSlow: () => void = () => {};
    const slowGate = new Promise<void>((r) => (releaseSlow = r));
    server = async (url, auth) => {
      if (url === '/api/token/refresh/') {
        refreshes++;
        return json(200, { access: token('new'), refresh: 'refresh-2' });
      }
      if (auth === `Bearer ${token('new')}`) return json(200, { url });
      // The slow request's 401 comes back only after the fast one has refreshed.
      if (url === '/api/slow/') await slowGate;
      return json(401, { detail: 'expired', code: 'token_not_valid' });
    };
    const slow = api.get('slow/');
    expect(await api.get('fast/')).toEqual({ url: '/api/fast/' });
    releaseSlow();
    expect(await slow).toEqual({ url: '/api/slow/' });
    expect(refreshes).toBe(1);
    expect(sessionStore.get().refreshToken).toBe('refresh-2');
  });

  it('refreshes before sending when the stored token has expired', async () => {
    sessionStore.set({ accessToken: token('old', Math.floor(Date.now() / 1000) - 5) });
    server = (url) => (url === '/api/token/refresh/' ? json(200, { access: token('new') }) : json(200, {}));
    await api.get('users/me/');
    expect(calls.map((c) => c.url)).toEqual(['/api/token/refresh/', '/api/users/me/']);
    expect(calls[1]?.auth).toBe(`Bearer ${token('new')}`);
    // Without a new refresh token in the answer, the old one is kept.
    expect(sessionStore.get().refreshToken).toBe('refresh-1');
  });

  it('signs out, once, when the refresh fails', async () => {
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    server = (url) => (url === '/api/token/refresh/' ? json(401, { detail: 'no' }) : json(401, { detail: 'no' }));
    await expect(Promise.all([api.get('a/'), api.get('b/')])).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.get()).toMatchObject({
      accessToken: null,
      refreshToken: null,
      user: null,
      hasPractices: false,
    });
    expect(ended).toHaveBeenCalledTimes(1);
    stop();
  });

  it('tells the first listener of a session that ended before anyone listened, once', async () => {
    server = () => json(401, { detail: 'no' });
    await expect(api.get('a/')).rejects.toBeInstanceOf(ApiError);
    const late = vi.fn();
    const stop = onSessionEnded(late);
    await Promise.resolve();
    expect(late).toHaveBeenCalledTimes(1);
    stop();
    const later = vi.fn();
    const stopLater = onSessionEnded(later);
    await Promise.resolve();
    expect(later).not.toHaveBeenCalled();
    stopLater();
  });

  it('never refreshes for the login call itself', async () => {
    server = () => json(401, { detail: 'bad', code: 'x' });
    await expect(api.post('users/login/', {})).rejects.toMatchObject({ status: 401 });
    expect(calls.map((c) => c.url)).toEqual(['/api/users/login/']);
  });

  it('turns error answers into ApiError with code and field messages, and a lost network into status 0', async () => {
    server = () =>
      json(400, { detail: 'Invalid', code: 'invalid', errors: { email: ['Enter a valid email address.'] } });
    await expect(api.post('users/register/', {})).rejects.toMatchObject({
      status: 400,
      code: 'invalid',
      fieldErrors: { email: ['Enter a valid email address.'] },
    });
    server = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(api.get('x/')).rejects.toMatchObject({ status: 0, code: 'network' });
  });
});

describe('tokenExpiry', () => {
  it('reads exp from the payload, and null from anything else', () => {
    expect(tokenExpiry(token('a', 1234))).toBe(1234);
    expect(tokenExpiry('not-a-jwt')).toBeNull();
    expect(tokenExpiry('a.%%%.c')).toBeNull();
  });
});
