import { NOTIFICATION_MESSAGES, type LoginResponse } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/client';
import { fanOut } from '../src/notifications/notify';
import { quietHoursEnd } from '../src/notifications/quiet-hours';
import { bearer, register } from './account-helpers';
import { listening, readEvents } from './event-stream-client';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
/** Meera reads Hindi and writes posts; Ravi replies. */
let meera: LoginResponse;
let ravi: LoginResponse;
let community: string;
let base: string;

type Method = 'GET' | 'POST' | 'PUT';
function call(method: Method, url: string, who: LoginResponse | null, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: who ? bearer(who.access) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMITS: 'on' } });
  meera = (await register(ctx.app, {}, '10.1.0.1')).answer;
  ravi = (await register(ctx.app, {}, '10.1.0.2')).answer;
  const admin = (await register(ctx.app, {}, '10.1.0.3')).answer;
  await db().execute(sql`update users set role = 'admin' where id = ${admin.user.id}`);
  await db().execute(
    sql`update users set preferred_language = 'hi', display_name = 'Meera', time_zone = 'Asia/Kolkata',
               email_verified_at = now() where id = ${meera.user.id}`,
  );
  await db().execute(sql`update users set display_name = 'Ravi' where id = ${ravi.user.id}`);
  const res = await call('POST', '/api/communities/', admin, { name: 'Japa Circle' });
  expect(res.statusCode, res.body).toBe(201);
  community = res.json().slug;
  base = await listening(ctx.app);
});
afterAll(() => ctx.close());

async function replyToNewPost(): Promise<{ post: number; comment: number }> {
  const posted = await call('POST', '/api/posts/', meera, { title: 'Evening aarti', community });
  expect(posted.statusCode, posted.body).toBe(201);
  const post = posted.json().id as number;
  const replied = await call('POST', '/api/comments/', ravi, { post, content: 'Jai Jagdish Hare', parent: null });
  expect(replied.statusCode, replied.body).toBe(201);
  return { post, comment: replied.json().id };
}

/** Delivers what is due now, after letting the replies' fold window pass. */
async function deliverFolded(): Promise<void> {
  await db().execute(
    sql`update outbox set available_at = now() where topic = 'notification_delivery' and sent_at is null`,
  );
  await ctx.app.ctx.outbox.drain();
}

const mailsTo = (email: string) =>
  selectRows<{ subject: string; text: string }>(
    db(),
    sql`select subject, text from mail_outbox where recipient = ${email} order by id`,
  );

async function setPreferences(who: LoginResponse, body: unknown) {
  const res = await call('PUT', '/api/notifications/preferences/', who, body);
  expect(res.statusCode, res.body).toBe(200);
}

describe('mail for an in-app item', () => {
  it('goes only to a person who turned it on, in their language, opening the item, once', async () => {
    const email = meera.user.email;
    // Her sign-up code came by mail already.
    const before = (await mailsTo(email)).length;
    await replyToNewPost();
    await deliverFolded();
    // Forum mail is off until chosen.
    expect(await mailsTo(email)).toHaveLength(before);

    await setPreferences(meera, { channels: { forum_reply_post: { email: true } }, quiet_hours: null });
    const { post, comment } = await replyToNewPost();
    await deliverFolded();
    await ctx.app.ctx.outbox.drain();
    const mails = (await mailsTo(email)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Ravi ने आपकी पोस्ट का जवाब दिया');
    expect(mails[0]!.text).toContain('“Evening aarti”: Jai Jagdish Hare');
    expect(mails[0]!.text).toContain(`/hi/posts/${post}#comment-${comment}`);
    expect(mails[0]!.text).toContain('/hi/profile#notifications');
  });

  it('waits a minute so that a burst of replies leaves as one mail with the count', async () => {
    await db().execute(sql`update notifications set read_at = now() where user_id = ${meera.user.id}`);
    const before = (await mailsTo(meera.user.email)).length;
    const { post } = await replyToNewPost();
    for (const content of ['Om Jai', 'Hari Om']) {
      const res = await call('POST', '/api/comments/', ravi, { post, content, parent: null });
      expect(res.statusCode, res.body).toBe(201);
    }
    // Not due yet: the fold window holds it.
    await ctx.app.ctx.outbox.drain();
    expect(await mailsTo(meera.user.email)).toHaveLength(before);
    await deliverFolded();
    await ctx.app.ctx.outbox.drain();
    const mails = await mailsTo(meera.user.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.subject).toBe('आपकी पोस्ट पर 3 नए जवाब');
  });

  it('is not sent for an item read before it was due', async () => {
    const before = (await mailsTo(meera.user.email)).length;
    await replyToNewPost();
    await call('POST', '/api/notifications/read/', meera, { all: true });
    await deliverFolded();
    await ctx.app.ctx.outbox.drain();
    expect(await mailsTo(meera.user.email)).toHaveLength(before);
  });

  it('never goes to an address its owner has not confirmed', async () => {
    await db().execute(sql`update users set email_verified_at = null where id = ${meera.user.id}`);
    try {
      const before = (await mailsTo(meera.user.email)).length;
      await call('POST', '/api/notifications/read/', meera, { all: true });
      await replyToNewPost();
      await deliverFolded();
      await ctx.app.ctx.outbox.drain();
      expect(await mailsTo(meera.user.email)).toHaveLength(before);
    } finally {
      await db().execute(sql`update users set email_verified_at = now() where id = ${meera.user.id}`);
    }
  });

  it('waits for the end of quiet hours in the person’s zone; the in-app item is there at once', async () => {
    // Quiet from an hour ago to two hours ahead, on Meera's clock (India has no daylight saving).
    const now = new Date();
    const india = new Date(now.getTime() + 330 * 60_000);
    const clock = (hours: number) =>
      `${String((india.getUTCHours() + hours + 24) % 24).padStart(2, '0')}:${String(india.getUTCMinutes()).padStart(2, '0')}`;
    await setPreferences(meera, { channels: {}, quiet_hours: { start: clock(-1), end: clock(2) } });
    try {
      await call('POST', '/api/notifications/read/', meera, { all: true });
      const res = await call('POST', '/api/notifications/test/', meera);
      expect(res.statusCode, res.body).toBe(202);
      const unread = await call('GET', '/api/notifications/unread-count/', meera);
      expect(unread.json().count).toBe(1);
      // The test item's mail is off by default: turn it on to see where it waits.
      await setPreferences(meera, { channels: { test: { email: true } } });
      const again = await call('POST', '/api/notifications/test/', meera);
      expect(again.statusCode, again.body).toBe(202);
      await ctx.app.ctx.outbox.drain();
      const [waiting] = await selectRows<{ available_at: Date }>(
        db(),
        sql`select available_at from outbox where topic = 'mail' and sent_at is null
            and payload->>'to' = ${meera.user.email}`,
      );
      expect(waiting).toBeDefined();
      const expected = Math.floor(now.getTime() / 60_000) * 60_000 + 2 * 3_600_000;
      expect(Math.abs(new Date(waiting!.available_at).getTime() - expected)).toBeLessThan(60_000);
    } finally {
      await setPreferences(meera, { channels: { test: { email: false } }, quiet_hours: null });
      await db().execute(sql`delete from outbox where topic = 'mail' and sent_at is null`);
    }
  });
});

describe('quiet hours', () => {
  const at = (iso: string) => new Date(iso);
  it('end later the same day, or the next morning across midnight', () => {
    const night = { start: '22:00', end: '07:00' };
    expect(quietHoursEnd(at('2026-11-29T17:00:00Z'), 'Asia/Kolkata', night)?.toISOString()).toBe(
      '2026-11-30T01:30:00.000Z',
    );
    expect(quietHoursEnd(at('2026-11-29T20:00:00Z'), 'Asia/Kolkata', night)?.toISOString()).toBe(
      '2026-11-30T01:30:00.000Z',
    );
    expect(quietHoursEnd(at('2026-11-29T06:00:00Z'), 'Asia/Kolkata', night)).toBeNull();
    expect(quietHoursEnd(at('2026-11-29T13:00:00Z'), 'UTC', { start: '12:00', end: '14:30' })?.toISOString()).toBe(
      '2026-11-29T14:30:00.000Z',
    );
    expect(quietHoursEnd(at('2026-11-29T13:00:00Z'), 'UTC', null)).toBeNull();
  });

  it('follow the zone’s clock across a daylight-saving change', () => {
    // New York falls back on 2026-11-01: 07:00 that morning is 12:00 UTC, not 11:00.
    expect(
      quietHoursEnd(at('2026-11-01T05:00:00Z'), 'America/New_York', { start: '23:00', end: '07:00' })?.toISOString(),
    ).toBe('2026-11-01T12:00:00.000Z');
  });
});

describe('the test notification', () => {
  it('is for signed-in people, appears in the inbox, and is limited per person', async () => {
    expect((await call('POST', '/api/notifications/test/', null)).statusCode).toBe(401);
    const fresh = (await register(ctx.app, {}, '10.1.0.9')).answer;
    for (let i = 0; i < 5; i++) {
      const res = await call('POST', '/api/notifications/test/', fresh);
      expect(res.statusCode, res.body).toBe(202);
    }
    const sixth = await call('POST', '/api/notifications/test/', fresh);
    expect(sixth.statusCode).toBe(429);
    const list = await call('GET', '/api/notifications/', fresh);
    expect(list.json().results[0]).toMatchObject({
      kind: 'test',
      title: 'Test notification',
      url: '/en/profile#notifications',
    });
  });
});

async function ticketOf(who: LoginResponse): Promise<string> {
  const res = await call('POST', '/api/notifications/stream-ticket/', who);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().expires_in).toBe(60);
  return res.json().ticket;
}

describe('the live stream', () => {
  it('sends the unread count at once, then a new item and the new count as they happen', async () => {
    await call('POST', '/api/notifications/read/', meera, { all: true });
    const ticket = await ticketOf(meera);
    let post = 0;
    const result = await readEvents(
      `${base}/api/notifications/stream/?ticket=${encodeURIComponent(ticket)}`,
      (events) => events.some((e) => e.event === 'unread' && (e.data as { count: number }).count === 1),
      async () => {
        post = (await replyToNewPost()).post;
      },
    );
    expect(result.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(result.headers.get('x-accel-buffering')).toBe('no');
    expect(result.events[0]).toEqual({ event: 'unread', data: { count: 0 } });
    const item = result.events.find((e) => e.event === 'notification');
    expect(item?.data).toMatchObject({ kind: 'forum_reply_post', title: 'Ravi ने आपकी पोस्ट का जवाब दिया' });
    expect((item?.data as { url: string }).url).toContain(`/hi/posts/${post}#comment-`);
    // Ravi, who replied, heard nothing of it: his stream is his own.
  });

  it('hears items being read, from any tab', async () => {
    const ticket = await ticketOf(meera);
    const result = await readEvents(
      `${base}/api/notifications/stream/?ticket=${encodeURIComponent(ticket)}`,
      (events) => events.length >= 2,
      async () => {
        await call('POST', '/api/notifications/read/', meera, { all: true });
      },
    );
    expect(result.events.at(-1)).toEqual({ event: 'unread', data: { count: 0 } });
  });

  it('opens only with a ticket: not an access token, not an altered one, not for guests', async () => {
    expect((await call('POST', '/api/notifications/stream-ticket/', null)).statusCode).toBe(401);
    const stream = (ticket: string) => `${base}/api/notifications/stream/?ticket=${encodeURIComponent(ticket)}`;
    const withAccess = await readEvents(stream(meera.access), () => true);
    expect(withAccess.status).toBe(401);
    expect(JSON.parse(withAccess.body).detail).toBe(NOTIFICATION_MESSAGES.ticket);
    const ticket = await ticketOf(meera);
    // One character of the signature changed (not the last, whose low bits base64url ignores).
    const at = ticket.length - 10;
    const altered = await readEvents(
      stream(`${ticket.slice(0, at)}${ticket[at] === 'A' ? 'B' : 'A'}${ticket.slice(at + 1)}`),
      () => true,
    );
    expect(altered.status).toBe(401);
    const missing = await fetch(`${base}/api/notifications/stream/`);
    expect(missing.status).toBe(400);
  });
});

describe('fan-out', () => {
  it('writes one item to each person in batches, delivered together, and a second run adds none', async () => {
    const people = [];
    for (let i = 0; i < 3; i++) people.push((await register(ctx.app, {}, `10.1.1.${i}`)).answer);
    const ids = people.map((p) => p.user.id);
    await db().execute(sql`update users set email_verified_at = now() where id = any(${`{${ids.join(',')}}`}::int[])`);
    await setPreferences(people[0]!, { channels: { test: { email: true } } });
    const item = { kind: 'test' as const, data: {}, url: '/profile', subject: { type: 'festival', id: 4242 } };
    expect(await fanOut(db(), [...ids, ids[0]!], item)).toBe(3);
    expect(await fanOut(db(), ids, item)).toBe(0);
    const deliveries = await selectRows<{ payload: { notificationIds: number[] } }>(
      db(),
      sql`select payload from outbox where topic = 'notification_delivery' and payload->'notificationIds' @> (
            select to_jsonb(array_agg(id)) from notifications where subject_type = 'festival')`,
    );
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]!.payload.notificationIds).toHaveLength(3);
    for (const person of people) {
      const list = await call('GET', '/api/notifications/', person);
      expect(list.json().results).toMatchObject([{ kind: 'test', title: 'Test notification' }]);
    }
    await ctx.app.ctx.outbox.drain();
    // Only the one who chose mail for the kind is mailed.
    expect((await mailsTo(people[0]!.user.email)).map((m) => m.subject)).toContain('Test notification');
    expect((await mailsTo(people[1]!.user.email)).map((m) => m.subject)).not.toContain('Test notification');
  });
});
