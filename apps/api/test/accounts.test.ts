import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, newAccount, register } from './account-helpers';
import { createTestContext, type TestContext } from './helpers';
import { startSmtpSink } from './smtp-sink';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestContext({ env: { SMTP_URL: smtp.url, RATE_LIMITS: 'off' } });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(() => smtp.clear());

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

describe('register', () => {
  it('creates a user, signs them in at once and mails a 6-digit code', async () => {
    const { account, answer } = await register(ctx.app);
    expect(answer.access).toMatch(/^ey/);
    expect(answer.refresh.length).toBeGreaterThan(30);
    expect(answer.creator_profile).toBeNull();
    expect(answer.user).toMatchObject({
      username: account.username,
      email: account.email,
      role: 'user',
      creator_type: null,
      email_verified: false,
    });
    expect(answer.user).not.toHaveProperty('password_hash');
    const mail = await smtp.waitFor(account.email);
    expect(mail.subject).toMatch(/^Your Sanatan Sangam code: \d{6}$/);
    expect(codeIn(mail.text)).toHaveLength(6);
  });

  it('writes the mail in the language the person registered in', async () => {
    const { account } = await register(ctx.app, { preferred_language: 'hi' });
    const mail = await smtp.waitFor(account.email);
    expect(mail.text).toMatch(/[\u0900-\u097F]/);
  });

  it('creates tutors, mentors and retreat representatives with their creator profile', async () => {
    for (const type of ['tutor', 'mentor', 'retreat_rep'] as const) {
      const { answer } = await register(ctx.app, { creator_type: type });
      expect(answer.user.role).toBe('creator');
      expect(answer.user.creator_type).toBe(type);
      expect(answer.creator_profile).toMatchObject({ type, creator_type: type });
      expect(answer.creator_profile?.[type]).not.toBeNull();
    }
  });

  it('refuses a taken username or email, whatever their case', async () => {
    const { account } = await register(ctx.app);
    const sameName = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      payload: newAccount({ username: account.username.toUpperCase() }),
    });
    expect(sameName.statusCode).toBe(400);
    expect(sameName.json()).toMatchObject({
      code: 'username_taken',
      errors: { username: ['This username is already taken.'] },
    });
    const sameEmail = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      payload: newAccount({ email: account.email.toUpperCase() }),
    });
    expect(sameEmail.json()).toMatchObject({ code: 'email_taken', errors: { email: [expect.any(String)] } });
  });

  it('explains each bad field', async () => {
    const empty = await ctx.app.inject({ method: 'POST', url: '/api/users/register/', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['email', 'password', 'username']);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      payload: { username: 'a b', email: 'not-an-email', password: 'short', creator_type: 'guru' },
    });
    const { errors } = bad.json();
    expect(errors.username).toEqual(['Use only English letters (a–z), digits (0–9), dots (.) and underscores (_).']);
    expect(errors.email).toEqual(['Enter a valid email address.']);
    expect(errors.password).toEqual(['Use at least 8 characters.']);
    expect(errors.creator_type).toBeDefined();
  });
});

describe('email verification', () => {
  it('accepts the mailed code once, refuses a wrong one, and needs a signed-in user', async () => {
    const { account, answer } = await register(ctx.app);
    const code = codeIn((await smtp.waitFor(account.email)).text);
    const guest = await ctx.app.inject({ method: 'POST', url: '/api/users/verify-email/', payload: { code } });
    expect(guest.statusCode).toBe(401);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/verify-email/',
      headers: bearer(answer.access),
      payload: { code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.json()).toMatchObject({ code: 'invalid_code', errors: { code: ['This code is not correct.'] } });
    const right = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/verify-email/',
      headers: bearer(answer.access),
      payload: { code },
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().email_verified).toBe(true);
    const resend = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/verify-email/resend/',
      headers: bearer(answer.access),
    });
    expect(resend.json().code).toBe('already_verified');
  });

  it('stops accepting a code after five wrong tries, and a new code works', async () => {
    const { account, answer } = await register(ctx.app);
    const code = codeIn((await smtp.waitFor(account.email)).text);
    const wrongCode = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/users/verify-email/',
        headers: bearer(answer.access),
        payload: { code: wrongCode },
      });
    }
    const blocked = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/verify-email/',
      headers: bearer(answer.access),
      payload: { code },
    });
    expect(blocked.json().code).toBe('code_expired');
    smtp.clear();
    const resend = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/verify-email/resend/',
      headers: bearer(answer.access),
    });
    expect(resend.statusCode).toBe(200);
    const fresh = codeIn((await smtp.waitFor(account.email)).text);
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/verify-email/',
      headers: bearer(answer.access),
      payload: { code: fresh },
    });
    expect(ok.json().email_verified).toBe(true);
  });

  it('refuses a malformed code with a field message', async () => {
    const { answer } = await register(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/verify-email/',
      headers: bearer(answer.access),
      payload: { code: '12ab' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.code).toEqual(['Enter the 6-digit code.']);
  });
});

describe('login', () => {
  it('accepts the email or the username, in any case', async () => {
    const { account } = await register(ctx.app);
    for (const payload of [
      { email: account.email, password: account.password },
      { email: account.username.toUpperCase(), password: account.password },
      { username: account.username, password: account.password },
    ]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/users/login/', payload });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.username).toBe(account.username);
    }
  });

  it('answers the same for a wrong password and an unknown account', async () => {
    const { account } = await register(ctx.app);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email: account.email, password: 'not-the-password' },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email: 'nobody@example.test', password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().code).toBe('invalid_credentials');
  });

  it('asks for the missing fields', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/users/login/', payload: { password: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ password: ['Enter your password.'] });
  });
});

describe('users/me and creators/profile', () => {
  it('shows the signed-in user and refuses guests', async () => {
    const { answer } = await register(ctx.app);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(answer.access) });
    expect(me.json()).toEqual(answer.user);
    const guest = await ctx.app.inject({ method: 'GET', url: '/api/users/me/' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().code).toBe('not_authenticated');
  });

  it('updates name, language, time zone and city, and validates them', async () => {
    const { answer } = await register(ctx.app);
    const ok = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/me/',
      headers: bearer(answer.access),
      payload: {
        display_name: ' Meera Bai ',
        preferred_language: 'ta',
        time_zone: 'America/New_York',
        city: 'Edison',
        role: 'admin',
      },
    });
    expect(ok.json()).toMatchObject({
      display_name: 'Meera Bai',
      preferred_language: 'ta',
      time_zone: 'America/New_York',
      city: 'Edison',
      role: 'user',
    });
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/me/',
      headers: bearer(answer.access),
      payload: { preferred_language: 'fr', time_zone: 'Mars/Olympus' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      time_zone: ['Choose a valid time zone.'],
      preferred_language: ['Choose one of the 10 languages.'],
    });
    const guest = await ctx.app.inject({ method: 'PATCH', url: '/api/users/me/', payload: { city: 'x' } });
    expect(guest.statusCode).toBe(401);
  });

  it('gives creators their profile and refuses everyone else', async () => {
    const tutor = await register(ctx.app, { creator_type: 'tutor' });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/creators/profile/',
      headers: bearer(tutor.answer.access),
    });
    expect(res.json()).toMatchObject({
      type: 'tutor',
      user: { id: tutor.answer.user.id },
      retreat_rep: null,
      mentor: null,
    });
    const user = await register(ctx.app);
    const forbidden = await ctx.app.inject({
      method: 'GET',
      url: '/api/creators/profile/',
      headers: bearer(user.answer.access),
    });
    expect(forbidden.statusCode).toBe(403);
    const guest = await ctx.app.inject({ method: 'GET', url: '/api/creators/profile/' });
    expect(guest.statusCode).toBe(401);
  });
});
