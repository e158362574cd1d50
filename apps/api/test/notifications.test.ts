import { NOTIFICATION_KINDS, NOTIFICATION_MESSAGES, type LoginResponse, type Notification } from '@sangam/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/client';
import { users } from '../src/db/schema';
import { formatWhen } from '../src/lib/booking-words';
import { enqueueBookingMails } from '../src/modules/classes/booking-mail';
import { bearer, register } from './account-helpers';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
/** Meera reads Hindi and writes posts; Ravi reads Tamil and replies; Asha replies too; the admin moderates. */
let meera: LoginResponse;
let ravi: LoginResponse;
let asha: LoginResponse;
let admin: LoginResponse;
let community: string;

type Method = 'GET' | 'POST' | 'PUT';
function call(method: Method, url: string, who: LoginResponse | null, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: who ? bearer(who.access) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMITS: 'off' } });
  meera = (await register(ctx.app)).answer;
  ravi = (await register(ctx.app)).answer;
  asha = (await register(ctx.app)).answer;
  admin = (await register(ctx.app)).answer;
  const db = ctx.database.db;
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  await db.execute(sql`update users set preferred_language = 'hi', display_name = 'Meera' where id = ${meera.user.id}`);
  await db.execute(sql`update users set preferred_language = 'ta', display_name = 'Ravi' where id = ${ravi.user.id}`);
  await db.execute(sql`update users set preferred_language = 'en', display_name = 'Asha' where id = ${asha.user.id}`);
  const res = await call('POST', '/api/communities/', admin, { name: 'Japa Circle' });
  expect(res.statusCode, res.body).toBe(201);
  community = res.json().slug;
});
afterAll(() => ctx.close());

async function newPost(who: LoginResponse, title = 'Morning japa'): Promise<number> {
  const res = await call('POST', '/api/posts/', who, { title, community });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function newComment(who: LoginResponse, post: number, content: string, parent: number | null = null) {
  const res = await call('POST', '/api/comments/', who, { post, content, parent });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

async function inbox(who: LoginResponse, query = ''): Promise<{ count: number; results: Notification[] }> {
  const res = await call('GET', `/api/notifications/${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function unread(who: LoginResponse): Promise<number> {
  const res = await call('GET', '/api/notifications/unread-count/', who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().count;
}

const readAll = (who: LoginResponse) => call('POST', '/api/notifications/read/', who, { all: true });

describe('forum notifications', () => {
  it("tell a post's author of a comment, in their language, opening the post at it", async () => {
    await readAll(meera);
    const post = await newPost(meera, 'Ekadashi fast');
    const comment = await newComment(ravi, post, 'I keep it with fruit only.');
    const { results } = await inbox(meera, '?unread=1');
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      kind: 'forum_reply_post',
      title: 'Ravi ने आपकी पोस्ट का जवाब दिया',
      body: '“Ekadashi fast”: I keep it with fruit only.',
      url: `/hi/posts/${post}#comment-${comment}`,
      read_at: null,
    });
  });

  it("tell a comment's author of a reply, and never anyone of their own action", async () => {
    const post = await newPost(meera);
    await readAll(meera);
    await readAll(ravi);
    const comment = await newComment(ravi, post, 'Hari Om');
    const reply = await newComment(asha, post, 'Om Namah Shivaya', comment);
    // Meera comments on her own post and replies to herself: nothing for her.
    await newComment(meera, post, 'Thank you all');
    const [toRavi] = (await inbox(ravi, '?unread=1')).results;
    expect(toRavi).toMatchObject({
      kind: 'forum_reply_comment',
      title: 'Asha உங்கள் கருத்துக்குப் பதிலளித்தார்',
      url: `/ta/posts/${post}#comment-${reply}`,
    });
    expect(await unread(ravi)).toBe(1);
    const toMeera = (await inbox(meera, '?unread=1')).results;
    expect(toMeera.map((n) => n.kind)).toEqual(['forum_reply_post']);
    expect(toMeera[0]!.title).toBe('आपकी पोस्ट पर 2 नए जवाब');
  });

  it('fold a burst of replies into one unread item that says how many', async () => {
    await readAll(meera);
    const post = await newPost(meera);
    await newComment(ravi, post, 'One');
    await newComment(asha, post, 'Two');
    const last = await newComment(ravi, post, 'Three');
    const { results } = await inbox(meera, '?unread=1');
    expect(results).toHaveLength(1);
    expect(results[0]!.title).toBe('आपकी पोस्ट पर 3 नए जवाब');
    expect(results[0]!.url).toBe(`/hi/posts/${post}#comment-${last}`);
    const [row] = await selectRows<{ count: number; actor_ids: number[] }>(
      ctx.database.db,
      sql`select count, actor_ids from notifications where id = ${results[0]!.id}`,
    );
    expect(row).toEqual({ count: 3, actor_ids: [ravi.user.id, asha.user.id, ravi.user.id] });
    // Once read, the next reply starts a new item.
    await readAll(meera);
    await newComment(asha, post, 'Four');
    const again = (await inbox(meera, '?unread=1')).results;
    expect(again).toHaveLength(1);
    expect(again[0]!.title).toBe('Asha ने आपकी पोस्ट का जवाब दिया');
  });

  it("tell the author of a moderator's removal with the reason, and withdraw the items of what was removed", async () => {
    await readAll(meera);
    await readAll(ravi);
    const post = await newPost(meera);
    const comment = await newComment(ravi, post, 'Buy cheap malas here');
    expect(await unread(meera)).toBe(1);
    const removeComment = await call('POST', `/api/comments/${comment}/remove/`, admin, { reason: 'Advertising' });
    expect(removeComment.statusCode, removeComment.body).toBe(200);
    // The reply item that was only that comment is taken back.
    expect(await unread(meera)).toBe(0);
    const [toRavi] = (await inbox(ravi, '?unread=1')).results;
    expect(toRavi).toMatchObject({
      kind: 'forum_removed',
      title: 'நெறியாளர் ஒருவர் உங்கள் கருத்தை நீக்கினார்',
      body: 'காரணம்: Advertising',
    });
    const removePost = await call('POST', `/api/posts/${post}/remove/`, admin);
    expect(removePost.statusCode, removePost.body).toBe(200);
    const toMeera = (await inbox(meera)).results;
    expect(toMeera.filter((n) => n.url.startsWith(`/hi/posts/${post}#`))).toEqual([]);
    expect(toMeera[0]).toMatchObject({
      kind: 'forum_removed',
      title: 'एक संचालक ने आपकी पोस्ट हटा दी',
      body: '“Morning japa”',
    });
    expect(await unread(meera)).toBe(1);
  });

  it('never tell a moderator of removing their own post', async () => {
    await readAll(admin);
    const post = await newPost(admin);
    expect((await call('POST', `/api/posts/${post}/remove/`, admin, { reason: 'Duplicate' })).statusCode).toBe(200);
    expect(await unread(admin)).toBe(0);
  });
});

describe('the inbox', () => {
  it('lists newest first, 20 a page, and marks read by id or all', async () => {
    await readAll(meera);
    const post = await newPost(meera);
    // 22 replies, each to its own comment of Meera's: 22 items that do not fold together.
    for (let i = 0; i < 22; i++) {
      const mine = await newComment(meera, post, `Question ${i}`);
      await newComment(ravi, post, `Answer ${i}`, mine);
    }
    const first = await call('GET', '/api/notifications/?unread=1', meera);
    const page = first.json();
    // 22 replies to her comments; the post's own item is not added: each reply told her already.
    expect(page.count).toBe(22);
    expect(page.results).toHaveLength(20);
    expect(page.next).toBe('/api/notifications/?unread=1&page=2');
    const times = page.results.map((n: Notification) => n.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await inbox(meera, '?unread=1&page=2');
    expect(second.results).toHaveLength(2);

    const ids = page.results.slice(0, 2).map((n: Notification) => n.id);
    const read = await call('POST', '/api/notifications/read/', meera, { ids });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ count: 20 });
    expect((await inbox(meera)).results.find((n) => n.id === ids[0])!.read_at).not.toBeNull();
    expect((await readAll(meera)).json()).toEqual({ count: 0 });
    expect(await unread(meera)).toBe(0);
  });

  it("answers 404 for another person's item and marks nothing", async () => {
    await readAll(ravi);
    const post = await newPost(meera);
    await newComment(ravi, post, 'Mine');
    await newComment(asha, post, 'Another');
    const [item] = (await inbox(meera, '?unread=1')).results;
    const own = await newComment(ravi, post, 'Hello');
    await newComment(asha, post, 'Hello back', own);
    const [ravis] = (await inbox(ravi, '?unread=1')).results;
    const res = await call('POST', '/api/notifications/read/', ravi, { ids: [ravis!.id, item!.id] });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(NOTIFICATION_MESSAGES.notFound);
    expect(await unread(ravi)).toBe(1);
  });

  it('refuses bad read requests with field messages', async () => {
    expect((await call('POST', '/api/notifications/read/', meera, {})).statusCode).toBe(400);
    const tooMany = await call('POST', '/api/notifications/read/', meera, {
      ids: Array.from({ length: 101 }, (_, i) => i + 1),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.ids).toBeDefined();
    expect((await call('POST', '/api/notifications/read/', meera, { ids: [0] })).statusCode).toBe(400);
  });
});

describe('preferences', () => {
  it('answer every kind with its defaults', async () => {
    const res = await call('GET', '/api/notifications/preferences/', asha);
    expect(res.statusCode, res.body).toBe(200);
    const prefs = res.json();
    expect(Object.keys(prefs.channels).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    expect(prefs.channels.booking_confirmed).toEqual({ in_app: true, push: true, email: true });
    expect(prefs.channels.forum_reply_post).toEqual({ in_app: true, push: true, email: false });
    expect(prefs.quiet_hours).toBeNull();
  });

  it('keep what is put and leave the other kinds alone', async () => {
    const put = await call('PUT', '/api/notifications/preferences/', asha, {
      channels: { forum_reply_post: { push: false, email: true } },
      quiet_hours: { start: '22:00', end: '06:30' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const prefs = (await call('GET', '/api/notifications/preferences/', asha)).json();
    expect(prefs.channels.forum_reply_post).toEqual({ in_app: true, push: false, email: true });
    expect(prefs.channels.booking_reminder).toEqual({ in_app: true, push: true, email: true });
    expect(prefs.quiet_hours).toEqual({ start: '22:00', end: '06:30' });
    const off = await call('PUT', '/api/notifications/preferences/', asha, { channels: {}, quiet_hours: null });
    expect(off.json().quiet_hours).toBeNull();
    expect(off.json().channels.forum_reply_post.push).toBe(false);
  });

  it('refuse unknown kinds, bad times and switching in-app off, under their fields', async () => {
    const res = await call('PUT', '/api/notifications/preferences/', asha, {
      channels: { festival_spam: { push: false }, forum_removed: { in_app: false } },
      quiet_hours: { start: '25:00', end: '6pm' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'channels.festival_spam': [NOTIFICATION_MESSAGES.unknownKind],
      'channels.forum_removed.in_app': [NOTIFICATION_MESSAGES.inAppAlwaysOn],
      'quiet_hours.start': [NOTIFICATION_MESSAGES.time],
      'quiet_hours.end': [NOTIFICATION_MESSAGES.time],
    });
  });
});

describe('guests', () => {
  it.each([
    ['GET', '/api/notifications/', undefined],
    ['GET', '/api/notifications/unread-count/', undefined],
    ['POST', '/api/notifications/read/', { all: true }],
    ['GET', '/api/notifications/preferences/', undefined],
    ['PUT', '/api/notifications/preferences/', { channels: {} }],
  ] as const)('%s %s → 401', async (method, url, payload) => {
    expect((await call(method, url, null, payload)).statusCode).toBe(401);
  });

  it('hear 401 before their body is read', async () => {
    const res = await call('PUT', '/api/notifications/preferences/', null, { channels: 'all' });
    expect(res.statusCode).toBe(401);
    expect((await call('POST', '/api/notifications/read/', null, { ids: [0] })).statusCode).toBe(401);
  });
});

describe('booking notifications', () => {
  /** The tutor (Guru Ravi) reads Tamil in London; the learner (Meera) reads Hindi in New York. */
  const TUTOR_ZONE = 'Europe/London';
  let guru: LoginResponse;
  let slug = '';
  let title = '';
  let day = 2;

  beforeAll(async () => {
    const db = ctx.database.db;
    guru = (await register(ctx.app, { creator_type: 'tutor' })).answer;
    await db.execute(sql`update users set preferred_language = 'ta', display_name = 'Ravi' where id = ${guru.user.id}`);
    await db.execute(sql`update users set time_zone = 'America/New_York' where id = ${meera.user.id}`);
    await db.execute(sql`
      insert into tutors (user_id, slug, time_zone, languages) values (${guru.user.id}, 'guru-guru', ${TUTOR_ZONE}, '{ta,en}')`);
    const weekly = JSON.stringify([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '12:00' })));
    await db.execute(sql`
      insert into tutor_availability (tutor_id, weekly, minimum_notice_minutes, horizon_days)
      values (${guru.user.id}, ${weekly}::jsonb, 60, 28)`);
    slug = 'thevaram-free';
    title = 'Thevaram for beginners';
    await db.execute(sql`
      insert into classes (slug, tutor_id, title, category, language, level, format, meeting_url, address,
                           duration_minutes, capacity, price_minor, currency, cancellation_hours)
      values (${slug}, ${guru.user.id}, ${title}, 'bhajan-music', 'ta', 'all', 'online', 'https://meet.example/r', '',
              60, 1, 0, 'GBP', 0)`);
  });

  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  /** A booking of the free class on a day of its own (the tutor's sittings may not overlap). */
  async function book(): Promise<{ id: number; start: string; end: string; slots: string[] }> {
    day++;
    const res = await call(
      'GET',
      `/api/classes/${slug}/slots/?from=${inDays(day)}&to=${inDays(day)}&tz=${TUTOR_ZONE}`,
      null,
    );
    expect(res.statusCode, res.body).toBe(200);
    const slots = (res.json().results as { start: string }[]).map((s) => s.start);
    const made = await call('POST', '/api/bookings/', meera, {
      class: slug,
      start: slots[0],
      idempotency_key: `key-${Math.random()}`,
    });
    expect(made.statusCode, made.body).toBe(201);
    await ctx.app.ctx.outbox.drain();
    return { ...made.json(), slots };
  }

  const newest = async (who: LoginResponse) => (await inbox(who, '?unread=1')).results[0];

  it('tell the tutor of a confirmed booking in Tamil, and not the learner who booked', async () => {
    await readAll(meera);
    await readAll(guru);
    await book();
    expect(await newest(guru)).toMatchObject({
      kind: 'booking_confirmed',
      title: `முன்பதிவு உறுதியானது: ${title}`,
      url: '/ta/creator/bookings',
    });
    expect(await unread(meera)).toBe(0);
  });

  it('tell the tutor of a move and of a cancellation by the learner, with the reason', async () => {
    const booking = await book();
    await readAll(guru);
    const moved = await call('POST', `/api/bookings/${booking.id}/reschedule/`, meera, { start: booking.slots[1] });
    expect(moved.statusCode, moved.body).toBe(200);
    await ctx.app.ctx.outbox.drain();
    expect((await newest(guru))!.kind).toBe('booking_changed');
    await readAll(guru);
    const cancelled = await call('POST', `/api/bookings/${booking.id}/cancel/`, meera, { reason: 'Travelling' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await ctx.app.ctx.outbox.drain();
    expect(await newest(guru)).toMatchObject({
      kind: 'booking_cancelled',
      title: `முன்பதிவு ரத்தானது: ${title}`,
      body: 'Meera இதை ரத்து செய்தார். காரணம்: Travelling',
    });
    expect(await unread(meera)).toBe(0);
  });

  it('tell the learner in Hindi when the tutor cancels, and both sides of the reminder', async () => {
    const booking = await book();
    await readAll(meera);
    await readAll(guru);
    const cancelled = await call('POST', `/api/bookings/${booking.id}/cancel/`, guru, { reason: 'Unwell' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await ctx.app.ctx.outbox.drain();
    expect(await newest(meera)).toMatchObject({
      kind: 'booking_cancelled',
      title: `बुकिंग रद्द हुई: ${title}`,
      body: 'Ravi ने इसे रद्द किया। कारण: Unwell',
      url: '/hi/my-bookings',
    });
    expect(await unread(guru)).toBe(0);

    const next = await book();
    await readAll(guru);
    await ctx.database.db.transaction((tx) => enqueueBookingMails(tx, next.id, 'reminder'));
    await ctx.app.ctx.outbox.drain();
    const toMeera = await newest(meera);
    expect(toMeera).toMatchObject({ kind: 'booking_reminder', title: `याद रहे: ${title}` });
    expect(toMeera!.body).toBe(formatWhen(new Date(next.start), new Date(next.end), 'hi', 'America/New_York'));
    expect((await newest(guru))!.kind).toBe('booking_reminder');
  });
});
