import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, register } from './account-helpers';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMITS: 'off', JWT_SECRET: 'x'.repeat(40) } });
});
afterAll(() => ctx.close());
afterEach(() => vi.useRealTimers());

const refresh = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });
const me = (access: string) => ctx.app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(access) });
const waitNextSecond = () => new Promise((r) => setTimeout(r, 1100));
const login = (account: { email: string; password: string }) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/users/login/',
    payload: { email: account.email, password: account.password },
  });

/** A person signed in twice: the session of registering, and `other` of a login after it. */
async function signedInTwice() {
  const { account, answer } = await register(ctx.app);
  const other = (await login(account)).json();
  return { account, answer, other };
}

describe('access tokens', () => {
  it('refuses a missing, malformed, forged, unsigned or expired token with 401', async () => {
    const { answer } = await register(ctx.app);
    expect((await me(answer.access)).statusCode).toBe(200);
    const secret = new TextEncoder().encode('x'.repeat(40));
    const forged = await new SignJWT({ role: 'admin', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(answer.user.id))
      .setIssuer('sanatan-sangam')
      .setAudience('sanatan-sangam-api')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('y'.repeat(40)));
    const expired = await new SignJWT({ role: 'user', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(answer.user.id))
      .setIssuer('sanatan-sangam')
      .setAudience('sanatan-sangam-api')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(secret);
    const [header, payload] = answer.access.split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ sub: '1', role: 'admin' })).toString('base64url')}.${answer.access.split('.')[2]}`;
    for (const token of [forged, expired, unsigned, tampered, 'garbage']) {
      const res = await me(token);
      expect(res.statusCode, token).toBe(401);
      expect(res.json().code).toBe('token_not_valid');
    }
    const notBearer = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/me/',
      headers: { authorization: 'Basic abc' },
    });
    expect(notBearer.statusCode).toBe(401);
  });
});

describe('token/refresh', () => {
  it('rotates: a new pair each time, and the new access token works', async () => {
    const { answer } = await register(ctx.app);
    const first = await refresh(answer.refresh);
    expect(first.statusCode).toBe(200);
    const pair = first.json();
    expect(pair.refresh).not.toBe(answer.refresh);
    expect((await me(pair.access)).json().id).toBe(answer.user.id);
    const second = await refresh(pair.refresh);
    expect(second.statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is used again', async () => {
    const { answer } = await register(ctx.app);
    const next = (await refresh(answer.refresh)).json();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11_000);
    const replay = await refresh(answer.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('token_not_valid');
    // The thief's replay also ended the rightful holder's session: both must log in again.
    expect((await refresh(next.refresh)).statusCode).toBe(401);
    // And its access tokens stop at once, not when they expire.
    expect((await me(answer.access)).statusCode).toBe(401);
    expect((await me(next.access)).statusCode).toBe(401);
  });

  it('lets two tabs refresh with the same token at the same time', async () => {
    const { answer } = await register(ctx.app);
    const [a, b] = await Promise.all([refresh(answer.refresh), refresh(answer.refresh)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await refresh(a.json().refresh)).statusCode).toBe(200);
    expect((await refresh(b.json().refresh)).statusCode).toBe(200);
  });

  it('refuses an unknown token and asks for a missing one', async () => {
    expect((await refresh('not-a-token-we-issued')).statusCode).toBe(401);
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.refresh).toBeDefined();
  });
});

describe('logout', () => {
  it('ends the session of the refresh token', async () => {
    const { answer } = await register(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/logout/',
      payload: { refresh: answer.refresh },
    });
    expect(res.statusCode).toBe(200);
    expect((await refresh(answer.refresh)).statusCode).toBe(401);
  });

  it("refuses that session's access tokens at once, and leaves the person's other sessions alone", async () => {
    const { answer, other } = await signedInTwice();
    const rotated = (await refresh(answer.refresh)).json();
    await ctx.app.inject({ method: 'POST', url: '/api/users/logout/', payload: { refresh: rotated.refresh } });
    for (const access of [answer.access, rotated.access]) {
      const res = await me(access);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('token_not_valid');
    }
    expect((await me(other.access)).statusCode).toBe(200);
  });

  it('keeps accepting a token issued before sessions were named in it, until it expires', async () => {
    const { answer } = await register(ctx.app);
    const withoutSession = await new SignJWT({ role: 'user', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(answer.user.id))
      .setIssuer('sanatan-sangam')
      .setAudience('sanatan-sangam-api')
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode('x'.repeat(40)));
    await ctx.app.inject({ method: 'POST', url: '/api/users/logout/', payload: { refresh: answer.refresh } });
    expect((await me(withoutSession)).statusCode).toBe(200);
  });

  it('everywhere: every session ends and earlier access tokens stop working; guests cannot', async () => {
    const { account, answer, other } = await signedInTwice();
    await waitNextSecond();
    const guest = await ctx.app.inject({ method: 'POST', url: '/api/users/logout-all/' });
    expect(guest.statusCode).toBe(401);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/users/logout-all/', headers: bearer(answer.access) });
    expect(res.statusCode).toBe(200);
    expect((await me(answer.access)).statusCode).toBe(401);
    expect((await me(other.access)).statusCode).toBe(401);
    expect((await refresh(answer.refresh)).statusCode).toBe(401);
    expect((await refresh(other.refresh)).statusCode).toBe(401);
    // Logging in again works.
    const again = await login(account);
    expect((await me(again.json().access)).statusCode).toBe(200);
  });
});

describe('guest header', () => {
  it('is read when it is a UUID and ignored otherwise', async () => {
    // Guests act without a token: an unknown guest id never turns a request into an error.
    const ok = await ctx.app.inject({
      method: 'GET',
      url: '/api/health/',
      headers: { 'x-guest-uuid': '0b6a3f52-8b8e-4f5e-9a4c-2f7f3b1f9d10' },
    });
    const odd = await ctx.app.inject({
      method: 'GET',
      url: '/api/health/',
      headers: { 'x-guest-uuid': "'; drop table users; --" },
    });
    expect(ok.statusCode).toBe(200);
    expect(odd.statusCode).toBe(200);
  });
});
