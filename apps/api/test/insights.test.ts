import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { LIMITS } from '../src/lib/rate-limiter';
import { bearer, register } from './account-helpers';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let admin: string;
let user: string;

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMITS: 'off' } });
  const a = await register(ctx.app);
  await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, a.answer.user.id));
  admin = (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email: a.account.email, password: a.account.password },
    })
  ).json().access;
  user = (await register(ctx.app)).answer.access;
});
afterAll(() => ctx.close());

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
function event(type: string, guest: string, data: Record<string, unknown> = {}, minutesAgo = 5) {
  return {
    id: randomUUID(),
    event_type: type,
    event_data: { guest_uuid: guest, ...data },
    timestamp: at(minutesAgo),
    retryCount: 0,
  };
}
const send = (guest: string, list: unknown[], headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/events/batch-events/',
    payload: { events: list },
    headers: { 'x-guest-uuid': guest, ...headers },
  });

describe('GET admin/insights/', () => {
  it('counts people, the funnel, each nudge and the top videos from the events', async () => {
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    await send(a, [
      event('page_view', a),
      event('nudge_shown', a, { nudge: 'welcome' }, 4),
      event('nudge_click', a, { nudge: 'welcome' }, 3),
    ]);
    await send(b, [
      event('page_view', b),
      event('nudge_shown', b, { nudge: 'welcome' }),
      event('video_start', b, { video_id: 7 }),
    ]);
    await send(c, [
      event('video_start', c, { video_id: 7 }),
      event('video_complete', c, { video_id: 7 }),
      event('video_start', c, { video_id: 9 }),
    ]);
    // Guest a registers after clicking the nudge, then sets up a practice as a user.
    await send(a, [event('register_success', a, {}, 2)], bearer(user));
    await send(a, [event('save_setup', a, {}, 1)], bearer(user));

    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/insights/?days=7', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.daily).toHaveLength(8);
    expect(body.daily.at(-1)).toEqual({ date: expect.any(String), guests: 3, users: 1 });
    expect(body.funnel).toEqual({ guests: 3, registered: 1, practising: 1 });
    expect(body.nudges).toEqual([{ nudge: 'welcome', shown: 2, clicked: 1, converted: 1 }]);
    expect(body.top_videos).toEqual([
      { video_id: '7', starts: 2, completes: 1 },
      { video_id: '9', starts: 1, completes: 0 },
    ]);
  });

  it('is for administrators only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/insights/' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/insights/', headers: bearer(user) })).statusCode,
    ).toBe(403);
  });
});

describe('insights and a flood of events', () => {
  let limited: TestContext;
  let limitedAdmin: string;
  beforeAll(async () => {
    limited = await createTestContext();
    const a = await register(limited.app);
    await limited.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, a.answer.user.id));
    limitedAdmin = (
      await limited.app.inject({
        method: 'POST',
        url: '/api/users/login/',
        payload: { email: a.account.email, password: a.account.password },
      })
    ).json().access;
  });
  afterAll(() => limited.close());

  it('count no more of one sender’s events than the day’s cap stores', async () => {
    const flooder = randomUUID();
    const honest = randomUUID();
    const cap = LIMITS.eventsPerSenderPerDay.max;
    const flood = (n: number) => Array.from({ length: n }, () => event('video_start', flooder, { video_id: 666 }));
    for (let sent = 0; sent < cap + 500; sent += 100)
      await limited.app.inject({
        method: 'POST',
        url: '/api/events/batch-events/',
        payload: { events: flood(100) },
        headers: { 'x-guest-uuid': flooder },
      });
    await limited.app.inject({
      method: 'POST',
      url: '/api/events/batch-events/',
      payload: { events: [event('video_start', honest, { video_id: 7 })] },
      headers: { 'x-guest-uuid': honest },
    });
    const res = await limited.app.inject({
      method: 'GET',
      url: '/api/admin/insights/?days=1',
      headers: bearer(limitedAdmin),
    });
    expect(res.json().top_videos).toEqual([
      { video_id: '666', starts: cap, completes: 0 },
      { video_id: '7', starts: 1, completes: 0 },
    ]);
  });
});
