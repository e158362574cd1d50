import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { LIMITS } from '../src/lib/rate-limiter';
import { register } from './account-helpers';
import { createTestContext, type TestContext } from './helpers';
import { startRedis } from './redis-server';

// Two servers on one database and one Redis, as two processes behind a load balancer would be.
let redis: Awaited<ReturnType<typeof startRedis>>;
let first: TestContext;
let second: App;

beforeAll(async () => {
  redis = await startRedis();
  first = await createTestContext({ env: { REDIS_URL: redis.url } });
  second = await buildApp({
    config: { ...first.config, REDIS_URL: redis.url },
    database: first.database,
    logger: false,
  });
  await second.ready();
});
afterAll(async () => {
  await second.ctx.close();
  await first.close();
  await redis.stop();
});

describe('calendar answers through Redis', () => {
  const day = (app: App, lat: number, remoteAddress: string) =>
    app.inject({
      method: 'GET',
      url: `/api/panchang/day/?date=2026-05-01&lat=${lat}&lon=80.2&tz=Asia/Kolkata`,
      remoteAddress,
    });

  it('are computed once for every server: one reads what another computed', async () => {
    expect((await day(first.app, 13.08, '10.9.7.1')).statusCode).toBe(200);
    // Stored under the answers' version (calendar.ts), whatever its number.
    expect(await second.ctx.redis?.keys('sangam:panchang:*:day:2026-05-01:13.08:80.2:Asia/Kolkata')).toHaveLength(1);
    // The second server's asker uses up their new computations…
    for (let i = 0; i < LIMITS.panchangComputationsPerIp.max; i++)
      expect((await day(second, 14 + i / 10, '10.9.7.2')).statusCode).toBe(200);
    expect((await day(second, 40, '10.9.7.2')).statusCode).toBe(429);
    // …yet gets the place the first server computed: read from Redis, not computed again.
    expect((await day(second, 13.08, '10.9.7.2')).statusCode).toBe(200);
  });
});

describe('rate limits through Redis', () => {
  it('count the attempts made on every server together', async () => {
    const { account } = await register(first.app, {}, '10.9.0.1');
    const apps = [first.app, second];
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await apps[i % 2]!.inject({
        method: 'POST',
        url: '/api/users/login/',
        payload: { email: account.email, password: 'wrong-guess-123' },
        remoteAddress: `10.9.1.${i}`,
      });
      statuses.push(res.statusCode);
    }
    // Ten attempts for the account in 15 minutes, wherever they land; the eleventh is refused (with
    // the bot check on it would be asked for instead: abuse.test.ts).
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });

  it('take back a right password’s attempt on every server', async () => {
    const { account, answer } = await register(first.app, {}, '10.9.3.1');
    const apps = [first.app, second];
    const attempt = (i: number, password: string) =>
      apps[i % 2]!.inject({
        method: 'POST',
        url: '/api/users/login/',
        payload: { email: account.email, password },
        remoteAddress: `10.9.4.${i}`,
      });
    for (let i = 0; i < 12; i++) expect((await attempt(i, account.password)).statusCode).toBe(200);
    // The sign-ins left the account's window empty: ten wrong guesses are still answered, not refused.
    for (let i = 0; i < 10; i++) expect((await attempt(i, 'wrong-guess-123')).statusCode).toBe(400);
    expect((await attempt(10, 'wrong-guess-123')).statusCode).toBe(429);
    expect(await second.ctx.redis?.get(`sangam:rl:login:account:user:${answer.user.id}`)).toBe('11');
  });

  it('and event de-duplication: a batch retried on the other server is known there', async () => {
    const guest = randomUUID();
    const batch = {
      events: [
        {
          id: randomUUID(),
          event_type: 'page_view',
          event_data: {},
          timestamp: new Date().toISOString(),
          retryCount: 0,
        },
      ],
    };
    const one = await first.app.inject({
      method: 'POST',
      url: '/api/events/batch-events/',
      payload: batch,
      headers: { 'x-guest-uuid': guest },
    });
    expect(one.json().stored).toBe(1);
    expect(await second.ctx.redis?.exists(`sangam:ev:${batch.events[0]!.id}`)).toBe(1);
    const two = await second.inject({
      method: 'POST',
      url: '/api/events/batch-events/',
      payload: batch,
      headers: { 'x-guest-uuid': guest },
    });
    expect(two.json()).toMatchObject({ stored: 0, duplicates: 1 });
  });

  it('and the daily cap of events: a guest’s day is counted on every server together', async () => {
    const guest = randomUUID();
    const apps = [first.app, second];
    const cap = LIMITS.eventsPerSenderPerDay.max;
    const sendHundred = (i: number) =>
      apps[i % 2]!.inject({
        method: 'POST',
        url: '/api/events/batch-events/',
        payload: {
          events: Array.from({ length: 100 }, () => ({
            event_type: 'page_view',
            event_data: { n: randomUUID() },
            timestamp: new Date().toISOString(),
            retryCount: 0,
          })),
        },
        headers: { 'x-guest-uuid': guest },
        remoteAddress: '10.9.5.1',
      });
    let stored = 0;
    for (let i = 0; i <= cap / 100; i++) stored += (await sendHundred(i)).json().stored as number;
    expect(stored).toBe(cap);
    expect(await second.ctx.redis?.get(`sangam:rl:events:sender:day:guest:${guest}`)).toBe(String(cap));
  });

  it('do not stop logins when Redis is down', async () => {
    const { account } = await register(first.app, {}, '10.9.2.1');
    await redis.stop();
    const res = await second.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email: account.email, password: account.password },
      remoteAddress: '10.9.2.2',
    });
    expect(res.statusCode).toBe(200);
  });
});
