import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../src/db/schema';
import { LIMITS } from '../src/lib/rate-limiter';
import { bearer, register } from './account-helpers';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const event = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  event_type: 'page_view',
  event_data: {
    path: '/hi/videos',
    timestamp: new Date().toISOString(),
    tz: 'Asia/Kolkata',
    locale: 'hi',
    source: 'none',
  },
  timestamp: new Date().toISOString(),
  retryCount: 0,
  ...overrides,
});
const send = (body: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/events/batch-events/',
    payload: body as Record<string, unknown>,
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
/** An event as spec section 3 describes it: no id of its own. */
const specEvent = (overrides: Record<string, unknown> = {}) => {
  const { id: _id, ...rest } = event(overrides);
  return rest;
};
const storedOf = async (guest: string) =>
  (await ctx.database.db.select().from(events).where(eq(events.guestUuid, guest))).length;

describe('POST events/batch-events/', () => {
  it('stores a guest’s events with the guest id, and answers how many', async () => {
    const guest = randomUUID();
    const batch = [event(), event({ event_type: 'video_start', event_data: { video_id: 7, percent: 0 } })];
    const res = await send({ uuid: guest, events: batch }, { 'x-guest-uuid': guest });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ stored: 2, duplicates: 0, rejected: 0, errors: [] });
    const rows = await ctx.database.db.select().from(events).where(eq(events.guestUuid, guest));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.userId === null)).toBe(true);
    expect(rows.find((r) => r.eventType === 'video_start')?.data).toEqual({ video_id: 7, percent: 0 });
  });

  it('takes the user from the token, never from the body', async () => {
    const { answer } = await register(ctx.app);
    const one = event({ event_type: 'login_success' });
    const res = await send({ user_id: 999_999, events: [one] }, bearer(answer.access));
    expect(res.json().stored).toBe(1);
    const [row] = await ctx.database.db.select().from(events).where(eq(events.id, one.id));
    expect(row?.userId).toBe(answer.user.id);
  });

  it('stores a retried batch once', async () => {
    const guest = randomUUID();
    const batch = [event(), event()];
    await send({ events: batch }, { 'x-guest-uuid': guest });
    const again = await send({ events: batch.map((e) => ({ ...e, retryCount: 1 })) }, { 'x-guest-uuid': guest });
    expect(again.json()).toMatchObject({ stored: 0, duplicates: 2 });
    const rows = await ctx.database.db
      .select()
      .from(events)
      .where(
        inArray(
          events.id,
          batch.map((e) => e.id),
        ),
      );
    expect(rows).toHaveLength(2);
  });

  it('keeps the valid events of a partly bad batch and says what was wrong with the rest', async () => {
    const guest = randomUUID();
    const res = await send(
      {
        events: [
          event(),
          event({ event_type: 'steal_cookies' }),
          event({ id: 'not-a-uuid' }),
          event({ event_data: { blob: 'x'.repeat(5000) } }),
          event({ timestamp: '2001-01-01T00:00:00Z' }),
          'not an object',
          event({ event_type: 'nudge_shown' }),
        ],
      },
      { 'x-guest-uuid': guest },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ stored: 2, rejected: 5 });
    expect(body.errors.map((e: { index: number }) => e.index)).toEqual([1, 2, 3, 4, 5]);
    expect(body.errors[0].detail).toMatch(/not a known event/);
  });

  it('refuses a batch with no valid event, a malformed batch, an oversized one, and an anonymous one', async () => {
    const guest = { 'x-guest-uuid': randomUUID() };
    const allBad = await send({ events: [event({ event_type: 'nope' })] }, guest);
    expect(allBad.statusCode).toBe(400);
    expect(allBad.json().detail).toMatch(/No valid event/);
    const notList = await send({ events: 'many' }, guest);
    expect(notList.statusCode).toBe(400);
    const tooMany = await send({ events: Array.from({ length: 101 }, () => event()) }, guest);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().detail).toBe('A batch may hold at most 100 events.');
    const anonymous = await send({ events: [event()] });
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json().errors.uuid).toBeDefined();
  });

  it('limits batches per guest', async () => {
    const guest = { 'x-guest-uuid': randomUUID() };
    let last = 0;
    for (let i = 0; i < 121; i++) last = (await send({ events: [event()] }, guest)).statusCode;
    expect(last).toBe(429);
    const other = await send({ events: [event()] }, { 'x-guest-uuid': randomUUID() });
    expect(other.statusCode).toBe(200);
  });

  it('stores events sent without an id (the spec’s shape) once, also when the batch is retried', async () => {
    const guest = randomUUID();
    const at = new Date().toISOString();
    const batch = [
      specEvent({ timestamp: at }),
      specEvent({ event_type: 'video_start', timestamp: at, event_data: { video_id: 7, percent: 0 } }),
    ];
    const first = await send({ uuid: guest, events: batch }, { 'x-guest-uuid': guest });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ stored: 2, duplicates: 0, rejected: 0, errors: [] });
    // The client's retry: the same events with a higher retryCount and event_data's keys in another order.
    const retried = batch.map((e) => ({
      ...e,
      retryCount: 1,
      event_data: Object.fromEntries(Object.entries(e.event_data).reverse()),
    }));
    const again = await send({ uuid: guest, events: retried }, { 'x-guest-uuid': guest });
    expect(again.json()).toMatchObject({ stored: 0, duplicates: 2, rejected: 0 });
    expect(await storedOf(guest)).toBe(2);
    // Another guest's identical events are theirs, not duplicates of the first guest's.
    const other = randomUUID();
    expect((await send({ events: batch }, { 'x-guest-uuid': other })).json().stored).toBe(2);
    // A client that sends ids keeps its own: the same content under a new id is a new event.
    const withId = event({ timestamp: at });
    expect((await send({ events: [withId] }, { 'x-guest-uuid': guest })).json().stored).toBe(1);
    const [row] = await ctx.database.db.select().from(events).where(eq(events.id, withId.id));
    expect(row?.guestUuid).toBe(guest);
  });

  it('limits batches per address, whatever guest id each batch claims', async () => {
    const address = '198.51.100.7';
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.eventBatchesPerIp.max; i++)
      statuses.push((await send({ events: [] }, { 'x-guest-uuid': randomUUID() }, address)).statusCode);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    const refused = await send({ events: [event()] }, { 'x-guest-uuid': randomUUID() }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toEqual(expect.any(String));
    // Another address (the family next door) is not held back.
    expect((await send({ events: [event()] }, { 'x-guest-uuid': randomUUID() }, '198.51.100.8')).statusCode).toBe(200);
  });

  it('stores at most the daily cap of events per guest, and answers the rest as refused', async () => {
    const guest = randomUUID();
    const cap = LIMITS.eventsPerSenderPerDay.max;
    const address = '198.51.100.20';
    let stored = 0;
    for (let sent = 0; sent < cap; sent += 100) {
      const res = await send(
        { events: Array.from({ length: 100 }, () => event()) },
        { 'x-guest-uuid': guest },
        address,
      );
      stored += res.json().stored as number;
    }
    expect(stored).toBe(cap);
    const over = await send({ events: [event(), event()] }, { 'x-guest-uuid': guest }, address);
    expect(over.statusCode).toBe(200);
    expect(over.json()).toMatchObject({ stored: 0, duplicates: 0, rejected: 2 });
    expect(over.json().errors[0]).toEqual({ index: 0, detail: expect.stringMatching(/today/) });
    expect(await storedOf(guest)).toBe(cap);
    // Another guest at the same address has a day of their own.
    expect((await send({ events: [event()] }, { 'x-guest-uuid': randomUUID() }, address)).json().stored).toBe(1);
  });

  it('caps a signed-in user’s events per day too, whichever guest id they send', async () => {
    const { answer } = await register(ctx.app);
    const cap = LIMITS.eventsPerSenderPerDay.max;
    let stored = 0;
    for (let sent = 0; sent <= cap; sent += 100) {
      const res = await send(
        { uuid: randomUUID(), events: Array.from({ length: 100 }, () => event()) },
        { ...bearer(answer.access), 'x-guest-uuid': randomUUID() },
        '198.51.100.30',
      );
      stored += res.json().stored as number;
    }
    expect(stored).toBe(cap);
    const rows = await ctx.database.db.select().from(events).where(eq(events.userId, answer.user.id));
    expect(rows).toHaveLength(cap);
  });

  it('stores at most the daily cap of events per address, however many guest ids it sends', async () => {
    const address = '198.51.100.40';
    const cap = LIMITS.eventsPerIpPerDay.max;
    let stored = 0;
    let rejected = 0;
    for (let sent = 0; sent <= cap; sent += 100) {
      const res = await send(
        { events: Array.from({ length: 100 }, () => event()) },
        { 'x-guest-uuid': randomUUID() },
        address,
      );
      stored += res.json().stored as number;
      rejected += res.json().rejected as number;
    }
    expect(stored).toBe(cap);
    expect(rejected).toBe(100);
    const over = await send({ events: [event()] }, { 'x-guest-uuid': randomUUID() }, address);
    expect(over.json().errors).toEqual([{ index: 0, detail: 'No more events are stored from this address today.' }]);
  }, 60_000);
});
