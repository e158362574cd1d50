import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newAccount, register } from './account-helpers';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { BOT_CHECK: 'on', BOT_CHECK_MAX_NUMBER: '2000' } });
});
afterAll(() => ctx.close());

/** Solves the proof of work as the browser does: try numbers until the hash matches. */
async function solveChallenge(): Promise<string> {
  const challenge = (await ctx.app.inject({ method: 'GET', url: '/api/auth/challenge/' })).json();
  expect(challenge.enabled).toBe(true);
  for (let number = 0; number <= challenge.maxnumber; number++) {
    if (createHash('sha256').update(`${challenge.salt}${number}`).digest('hex') === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      return Buffer.from(
        JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }),
      ).toString('base64');
    }
  }
  throw new Error('unsolvable challenge');
}

describe('bot check', () => {
  it('is required to register and to ask for a reset link, and works once per challenge', async () => {
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      payload: newAccount(),
      remoteAddress: '10.1.0.1',
    });
    expect(missing.json()).toMatchObject({ code: 'bot_check_failed', errors: { bot_check: [expect.any(String)] } });
    const solution = await solveChallenge();
    await register(ctx.app, { bot_check: solution }, '10.1.0.2');
    const replay = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      payload: newAccount({ bot_check: solution }),
      remoteAddress: '10.1.0.3',
    });
    expect(replay.json().code).toBe('bot_check_failed');
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/password-reset/',
      payload: { email: 'a@example.test' },
      remoteAddress: '10.1.0.4',
    });
    expect(reset.json().code).toBe('bot_check_failed');
    const resetOk = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/password-reset/',
      payload: { email: 'a@example.test', bot_check: await solveChallenge() },
      remoteAddress: '10.1.0.4',
    });
    expect(resetOk.statusCode).toBe(200);
  });

  it('refuses a forged or altered answer', async () => {
    const solution = JSON.parse(Buffer.from(await solveChallenge(), 'base64').toString('utf8'));
    for (const forged of [
      { ...solution, number: solution.number + 1 },
      { ...solution, signature: '0'.repeat(64) },
      { ...solution, salt: solution.salt.replace(/expires=\d+/, 'expires=9999999999') },
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/register/',
        payload: newAccount({ bot_check: Buffer.from(JSON.stringify(forged)).toString('base64') }),
        remoteAddress: '10.1.0.5',
      });
      expect(res.json().code).toBe('bot_check_failed');
    }
  });
});

describe('rate limits', () => {
  it('allow 10 registrations an hour from one address, then answer 429 with Retry-After', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 10; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/register/',
        payload: newAccount({ bot_check: await solveChallenge() }),
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(201);
    }
    const limited = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      payload: newAccount({ bot_check: await solveChallenge() }),
      remoteAddress: ip,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited', detail: expect.stringMatching(/^Too many attempts/) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const otherIp = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      payload: newAccount({ bot_check: await solveChallenge() }),
      remoteAddress: '10.2.0.2',
    });
    expect(otherIp.statusCode).toBe(201);
  });

  it('count wrong passwords, not sign-ins: many people behind one address sign in, a guesser is stopped', async () => {
    const ip = '10.4.0.1';
    const login = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/users/login/', payload, remoteAddress: ip });
    const people = await Promise.all(
      [0, 1, 2].map(
        async (i) => (await register(ctx.app, { bot_check: await solveChallenge() }, `10.4.1.${i}`)).account,
      ),
    );
    // Forty sign-ins with the right password from one address (more than its 30 attempts a window).
    for (let i = 0; i < 40; i++) {
      const person = people[i % 3]!;
      expect((await login({ email: person.email, password: person.password })).statusCode).toBe(200);
    }
    // Wrong passwords from that address, on many accounts (each under its own limit of 10): the 31st
    // is refused, and so is a right one after it, until the window ends.
    for (let i = 0; i < 30; i++) {
      const res = await login({ email: `nobody${i}@example.org`, password: 'wrong-guess-123' });
      expect(res.statusCode).toBe(400);
    }
    expect((await login({ email: 'nobody99@example.org', password: 'wrong-guess-123' })).statusCode).toBe(429);
    expect((await login({ email: people[0]!.email, password: people[0]!.password })).statusCode).toBe(429);
  });

  it('after ten wrong passwords for an account, from anywhere, ask for the bot check, not lock the owner out', async () => {
    const { account } = await register(ctx.app, { bot_check: await solveChallenge() }, '10.3.0.1');
    const attempt = (i: number, payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/users/login/', payload, remoteAddress: `10.3.1.${i}` });
    const wrong = 'wrong-guess-123';
    // Guesses typed as the address and as the name count for the one account.
    for (let i = 0; i < 5; i++) {
      expect((await attempt(i, { email: account.email, password: wrong })).json().code).toBe('invalid_credentials');
    }
    for (let i = 5; i < 10; i++) {
      const res = await attempt(i, { username: account.username.toUpperCase(), password: wrong });
      expect(res.json().code).toBe('invalid_credentials');
    }
    const unchecked = await attempt(20, { email: account.email, password: account.password });
    expect(unchecked.statusCode).toBe(400);
    expect(unchecked.json()).toMatchObject({ code: 'bot_check_required', errors: { bot_check: [expect.any(String)] } });
    // A guess with a solved check is still a guess: answered, counted, and its solution good once.
    const solution = await solveChallenge();
    const guess = await attempt(21, { email: account.email, password: wrong, bot_check: solution });
    expect(guess.json().code).toBe('invalid_credentials');
    const replay = await attempt(22, { email: account.email, password: account.password, bot_check: solution });
    expect(replay.json().code).toBe('bot_check_failed');
    // The owner, on another address, solves the check and is let in.
    const owner = await attempt(23, {
      email: account.email,
      password: account.password,
      bot_check: await solveChallenge(),
    });
    expect(owner.statusCode).toBe(200);
  });

  it('limit guessing at unknown names the same way, without telling them from accounts', async () => {
    const { account } = await register(ctx.app, { bot_check: await solveChallenge() }, '10.7.0.1');
    const attempt = (i: number, username: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/login/',
        payload: { username, password: 'wrong-guess-123' },
        remoteAddress: `10.7.1.${i}`,
      });
    for (let i = 0; i < 10; i++) expect((await attempt(i, 'nobody_by_this_name')).statusCode).toBe(400);
    for (let i = 0; i < 10; i++) expect((await attempt(i, account.username)).statusCode).toBe(400);
    const unknown = await attempt(20, 'Nobody_By_This_Name');
    expect(unknown.json().code).toBe('bot_check_required');
    expect(unknown.json()).toEqual((await attempt(21, account.username)).json());
  });

  it("keep a signed-in person's password checks apart from logins typed as their id", async () => {
    const { account, answer } = await register(ctx.app, { bot_check: await solveChallenge() }, '10.6.0.1');
    // A name may be all digits ("1234"): wrong logins typed as the person's id are about that name.
    for (let i = 0; i < 10; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/login/',
        payload: { username: String(answer.user.id), password: 'wrong-guess-123' },
        remoteAddress: `10.6.1.${i}`,
      });
      expect(res.statusCode).toBe(400);
    }
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/me/password/',
      headers: bearer(answer.access),
      payload: { current_password: account.password, new_password: 'fresh-path-108' },
    });
    expect(changed.statusCode).toBe(200);
    // The checks have a limit of their own, which does not touch the person's logins.
    const remove = (password: string) =>
      ctx.app.inject({
        method: 'DELETE',
        url: '/api/users/me/',
        headers: bearer(changed.json().access),
        payload: { password },
      });
    // Ten checks in 15 minutes, the change above among them.
    for (let i = 0; i < 9; i++) expect((await remove('not-it-at-all')).json().code).toBe('wrong_password');
    expect((await remove('not-it-at-all')).statusCode).toBe(429);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email: account.email, password: 'fresh-path-108' },
      remoteAddress: '10.6.2.1',
    });
    expect(login.statusCode).toBe(200);
  });

  it('say so when too many reset links were asked for one address, whether or not it has an account', async () => {
    const { account } = await register(ctx.app, { bot_check: await solveChallenge() }, '10.8.0.1');
    const ask = async (email: string, i: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/password-reset/',
        payload: { email, bot_check: await solveChallenge() },
        remoteAddress: `10.8.1.${i}`,
      });
    const answers: unknown[] = [];
    for (const email of [account.email, 'no-account-here@example.test']) {
      for (let i = 0; i < 3; i++) expect((await ask(email, i)).statusCode).toBe(200);
      const over = await ask(email.toUpperCase(), 3);
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({
        code: 'too_many_reset_links',
        detail: expect.stringMatching(
          /^Too many reset links were asked for this address\. Please try again in \d+ minutes\.$/,
        ),
      });
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      answers.push(over.json());
    }
    // The same answer for an address with an account and one without: it tells nothing about accounts.
    expect(answers[0]).toEqual(answers[1]);
  });

  it('let a person sign in to their account again and again', async () => {
    const { account } = await register(ctx.app, { bot_check: await solveChallenge() }, '10.5.0.1');
    for (let i = 0; i < 15; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/login/',
        payload: { email: account.email, password: account.password },
        remoteAddress: `10.5.1.${i}`,
      });
      expect(res.statusCode).toBe(200);
    }
  });
});
