import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../shared/session/session-store';
import { guestOnly } from './guards';

const signIn = () =>
  sessionStore.set({
    accessToken: 'token',
    refreshToken: 'refresh',
    user: { id: 1, username: 'meera', email: 'meera@example.test', role: 'user', creator_type: null },
  });

afterEach(() => sessionStore.set({ accessToken: null, refreshToken: null, user: null }));

/** The login page's loader arguments for this address. */
const loginAt = (url: string): LoaderFunctionArgs => ({
  request: new Request(url),
  url: new URL(url),
  pattern: '/:lang/login',
  params: { lang: 'hi' },
  context: undefined,
});

/** What the login page's guard answers a signed-in person coming with this `?redirect=`. */
function guardAnswer(redirect: string): Response {
  try {
    guestOnly(loginAt(`http://localhost/hi/login?redirect=${encodeURIComponent(redirect)}`));
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error('the guard let a signed-in person see the login page');
}

describe('guestOnly', () => {
  it('sends a signed-in person on to a path in Devanagari', () => {
    signIn();
    const location = guardAnswer('/hi/समुदाय?q=शिव').headers.get('Location')!;
    // A header holds Latin-1 only (a browser throws on more), so the path comes percent-encoded.
    expect(location).toMatch(/^[\x21-\x7E]+$/);
    expect(decodeURIComponent(location)).toBe('/hi/समुदाय?q=शिव');
  });

  it('sends a signed-in person home instead of to another site', () => {
    signIn();
    for (const target of ['/\t/evil.example', '/\n/evil.example', '/%09/evil.example', '//evil.example'])
      expect(guardAnswer(target).headers.get('Location'), JSON.stringify(target)).toBe('/hi');
  });

  it('lets a guest see the page', () => {
    expect(guestOnly(loginAt('http://localhost/hi/login?redirect=%2Fhi%2Ffeed'))).toBeNull();
  });
});
