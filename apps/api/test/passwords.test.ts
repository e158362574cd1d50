import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../src/db/schema';
import { bearer, register } from './account-helpers';
import { createTestContext, type TestContext } from './helpers';
import { startSmtpSink } from './smtp-sink';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestContext({
    env: { SMTP_URL: smtp.url, RATE_LIMITS: 'off', PUBLIC_URL: 'https://sangam.example' },
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(() => smtp.clear());

const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/users/login/', payload: { email, password } });
const requestReset = (email: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/users/password-reset/', payload: { email } });
const confirm = (token: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/users/password-reset/confirm/', payload: { token, password } });
const tokenIn = (text: string) => decodeURIComponent(/password-reset\?token=([\w%-]+)/.exec(text)?.[1] ?? '');

describe('password reset', () => {
  it('mails a single-use link that sets a new password and ends the old sessions', async () => {
    const { account, answer } = await register(ctx.app, { preferred_language: 'en' });
    const res = await requestReset(account.email);
    expect(res.statusCode).toBe(200);
    await ctx.app.ctx.outbox.drain();
    const mail = (await smtp.waitFor(account.email)).text;
    expect(mail).toContain('https://sangam.example/en/password-reset?token=');
    const token = tokenIn(mail);
    expect((await confirm(token, 'new-mantra-2026')).statusCode).toBe(200);
    expect((await login(account.email, 'new-mantra-2026')).statusCode).toBe(200);
    expect((await login(account.email, account.password)).statusCode).toBe(400);
    const old = await ctx.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: answer.refresh },
    });
    expect(old.statusCode).toBe(401);
    const again = await confirm(token, 'another-mantra-2026');
    expect(again.json()).toMatchObject({ code: 'reset_link_invalid', errors: { token: [expect.any(String)] } });
  });

  it("using one link uses up the person's other open links", async () => {
    const { account } = await register(ctx.app);
    const tokens: string[] = [];
    for (let i = 0; i < 2; i++) {
      smtp.clear();
      await requestReset(account.email);
      await ctx.app.ctx.outbox.drain();
      tokens.push(tokenIn((await smtp.waitFor(account.email)).text));
    }
    expect((await confirm(tokens[1]!, 'new-mantra-2026')).statusCode).toBe(200);
    const older = await confirm(tokens[0]!, 'another-mantra-2026');
    expect(older.json()).toMatchObject({ code: 'reset_link_invalid', errors: { token: [expect.any(String)] } });
    expect((await login(account.email, 'new-mantra-2026')).statusCode).toBe(200);
  });

  it('answers the same whether or not the address has an account, and mails only the account', async () => {
    const { account } = await register(ctx.app);
    const known = await requestReset(account.email);
    const unknown = await requestReset('nobody-here@example.test');
    expect(known.json()).toEqual(unknown.json());
    await ctx.app.ctx.outbox.drain();
    expect(smtp.received.filter((m) => m.to.includes('nobody-here@example.test'))).toHaveLength(0);
    expect(smtp.received.filter((m) => m.to.includes(account.email))).toHaveLength(2); // code + link
  });

  it('refuses a link older than an hour', async () => {
    const { account } = await register(ctx.app);
    await requestReset(account.email);
    await ctx.app.ctx.outbox.drain();
    const token = tokenIn((await smtp.waitFor(account.email)).text);
    await ctx.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, (await login(account.email, account.password)).json().user.id));
    expect((await confirm(token, 'new-mantra-2026')).json().code).toBe('reset_link_invalid');
  });

  it('checks the new password and the address', async () => {
    const short = await confirm('x'.repeat(40), 'short');
    expect(short.json().errors.password).toEqual(['Use at least 8 characters.']);
    const badEmail = await requestReset('not-an-email');
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors.email).toEqual(['Enter a valid email address.']);
  });
});

describe('change password', () => {
  it('needs the current password, then ends other sessions and keeps this one', async () => {
    const { account, answer } = await register(ctx.app);
    const other = (await login(account.email, account.password)).json();
    await requestReset(account.email);
    await ctx.app.ctx.outbox.drain();
    const openLink = tokenIn((await smtp.waitFor(account.email)).text);
    await new Promise((r) => setTimeout(r, 1100));
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/me/password/',
      headers: bearer(answer.access),
      payload: { current_password: 'not-it-at-all', new_password: 'fresh-path-108' },
    });
    expect(wrong.json()).toMatchObject({
      code: 'wrong_password',
      errors: { current_password: ['The password is not correct.'] },
    });
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/me/password/',
      headers: bearer(answer.access),
      payload: { current_password: account.password, new_password: 'fresh-path-108' },
    });
    expect(ok.statusCode).toBe(200);
    const fresh = ok.json();
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(fresh.access) })).statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(other.access) })).statusCode,
    ).toBe(401);
    expect((await login(account.email, 'fresh-path-108')).statusCode).toBe(200);
    // A reset link asked for before the change no longer works.
    expect((await confirm(openLink, 'link-path-108')).json().code).toBe('reset_link_invalid');
    expect((await login(account.email, 'fresh-path-108')).statusCode).toBe(200);
    const guest = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/me/password/',
      payload: { current_password: 'a', new_password: 'b'.repeat(8) },
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe('delete account', () => {
  it('needs the password, then removes the account and signs it out', async () => {
    const { account, answer } = await register(ctx.app);
    const guest = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/users/me/',
      payload: { password: account.password },
    });
    expect(guest.statusCode).toBe(401);
    const wrong = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/users/me/',
      headers: bearer(answer.access),
      payload: { password: 'nope-nope-nope' },
    });
    expect(wrong.json().code).toBe('wrong_password');
    const ok = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/users/me/',
      headers: bearer(answer.access),
      payload: { password: account.password },
    });
    expect(ok.statusCode).toBe(204);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(answer.access) })).statusCode,
    ).toBe(401);
    expect((await login(account.email, account.password)).statusCode).toBe(400);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: answer.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    // The name is free again.
    await register(ctx.app, { username: account.username, email: account.email });
  });
});
