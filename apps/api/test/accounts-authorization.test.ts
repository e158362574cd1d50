import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { bearer, register } from './account-helpers';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
const tokens: Record<string, string | null> = { guest: null };

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMITS: 'off' } });
  tokens.user = (await register(ctx.app)).answer.access;
  tokens.creator = (await register(ctx.app, { creator_type: 'tutor' })).answer.access;
  const admin = await register(ctx.app);
  await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.answer.user.id));
  tokens.admin = (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email: admin.account.email, password: admin.account.password },
    })
  ).json().access;
});
afterAll(() => ctx.close());

// The account endpoints act on the caller's own account only (no id in the path), so "another
// user" cannot even name someone else's account: each caller's token selects whose data changes.
const selfOnly: Array<{ method: 'POST' | 'PATCH' | 'DELETE'; url: string; payload: Record<string, unknown> }> = [
  { method: 'PATCH', url: '/api/users/me/', payload: { city: 'Ujjain' } },
  { method: 'POST', url: '/api/users/verify-email/', payload: { code: '000000' } },
  { method: 'POST', url: '/api/users/verify-email/resend/', payload: {} },
  {
    method: 'POST',
    url: '/api/users/me/password/',
    payload: { current_password: 'wrong-one-123', new_password: 'another-one-123' },
  },
  { method: 'DELETE', url: '/api/users/me/', payload: { password: 'wrong-one-123' } },
];

describe('who may call the account endpoints', () => {
  for (const endpoint of selfOnly) {
    it(`${endpoint.method} ${endpoint.url}: guests get 401, every signed-in role is served`, async () => {
      for (const [role, token] of Object.entries(tokens)) {
        const res = await ctx.app.inject({
          method: endpoint.method,
          url: endpoint.url,
          payload: endpoint.payload,
          headers: token ? bearer(token) : {},
        });
        if (role === 'guest') expect(res.statusCode, role).toBe(401);
        // Served: either done, or refused for the input (a wrong code or password), never for who they are.
        else expect([200, 400], `${role}: ${res.body}`).toContain(res.statusCode);
      }
    });
  }

  it('POST users/logout-all/: guests get 401, each role signs only itself out', async () => {
    const guest = await ctx.app.inject({ method: 'POST', url: '/api/users/logout-all/' });
    expect(guest.statusCode).toBe(401);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/logout-all/',
      headers: bearer(tokens.creator!),
    });
    expect(res.statusCode).toBe(200);
    // The others are still signed in.
    await new Promise((r) => setTimeout(r, 1100));
    for (const role of ['user', 'admin']) {
      const me = await ctx.app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(tokens[role]!) });
      expect(me.statusCode, role).toBe(200);
    }
  });

  it('the open endpoints (register, login, refresh, logout, reset) answer guests', async () => {
    for (const [url, payload, status] of [
      ['/api/users/login/', { email: 'x@example.test', password: 'y' }, 400],
      ['/api/token/refresh/', { refresh: 'unknown' }, 401],
      ['/api/users/logout/', {}, 200],
      ['/api/users/password-reset/', { email: 'x@example.test' }, 200],
      ['/api/users/password-reset/confirm/', { token: 'x'.repeat(20), password: 'long-enough-1' }, 400],
    ] as const) {
      const res = await ctx.app.inject({ method: 'POST', url, payload });
      expect(res.statusCode, url).toBe(status);
    }
  });
});
