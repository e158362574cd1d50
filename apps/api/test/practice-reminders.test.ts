import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAppContext, type AppContext } from '../src/context';
import { selectRows } from '../src/db/client';
import { practiceMarks, users } from '../src/db/schema';
import { sendDueReminders } from '../src/modules/practice/reminders';
import en from '../src/notifications/locales/en.json';
import hi from '../src/notifications/locales/hi.json';
import ta from '../src/notifications/locales/ta.json';
import { bearer, register } from './account-helpers';
import { createTestContext, type TestContext } from './helpers';
import { browserKeys, decrypt, startPushService } from './push-service';
import { startSmtpSink } from './smtp-sink';

let ctx: TestContext;
let app: AppContext;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let pushService: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  pushService = await startPushService();
  ctx = await createTestContext({
    env: { SMTP_URL: smtp.url, RATE_LIMITS: 'off', PUSH_ALLOW_LOOPBACK_HTTP: 'true' },
  });
  app = createAppContext(ctx.config, ctx.database, ctx.app.log);
});
afterAll(async () => {
  await app.close();
  await ctx.close();
  await smtp.close();
  await pushService.close();
});

/** 06:45 in Kolkata (UTC+5:30) on a given day of January 2030. */
const istMorning = (day: number, time = '06:45') => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(2030, 0, day, h - 5, m - 30));
};

async function personWithReminder(language = 'hi', enabled = true) {
  const { answer, account } = await register(ctx.app);
  await ctx.database.db.update(users).set({ preferredLanguage: language }).where(eq(users.id, answer.user.id));
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/daily-dharma/setup/',
    headers: bearer(answer.access),
    payload: {
      level: 'beginner',
      practices: [{ kind: 'japa' }, { kind: 'gratitude' }],
      reminder_time: '06:30',
      reminders_enabled: enabled,
      time_zone: 'Asia/Kolkata',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  // The sign-up code's mail is on its way through the outbox: let it arrive before the test clears the sink.
  await ctx.app.ctx.outbox.drain();
  return {
    email: account.email as string,
    access: answer.access,
    practices: res.json().active_practices as Array<{ id: number }>,
  };
}

describe('daily practice reminders', () => {
  it('mail once a local day, at or after the chosen time, in the person’s language', async () => {
    const person = await personWithReminder('hi');
    smtp.clear();
    expect(await sendDueReminders(app, istMorning(10, '06:00'))).toBe(0);
    expect(await sendDueReminders(app, istMorning(10))).toBeGreaterThanOrEqual(1);
    const mail = await smtp.waitFor(person.email);
    expect(mail.subject).toBe('आपकी दैनिक साधना आपकी प्रतीक्षा कर रही है');
    expect(mail.text).toContain('2 में से 2');
    expect(mail.text).toContain('/hi/daily-dharma/tracker');
    expect(mail.text).toContain('/hi/daily-dharma/setup?from=reminder');

    smtp.clear();
    await sendDueReminders(app, istMorning(10, '09:00'));
    expect(smtp.received.filter((m) => m.to.includes(person.email))).toEqual([]);
    // The next day it comes again.
    await sendDueReminders(app, istMorning(11));
    await smtp.waitFor(person.email);
    // In the inbox too, in Hindi: one item, today's in the place of yesterday's.
    const inbox = await ctx.app.inject({ method: 'GET', url: '/api/notifications/', headers: bearer(person.access) });
    expect(inbox.json().results).toMatchObject([
      { kind: 'practice_reminder', title: 'आज आपकी साधना आपकी प्रतीक्षा कर रही है', url: '/hi/daily-dharma/tracker' },
    ]);
  });

  it('do not mail a person who turned the reminder’s mail off, and still tell them in-app', async () => {
    const person = await personWithReminder('en');
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences/',
      headers: bearer(person.access),
      payload: { channels: { practice_reminder: { email: false } } },
    });
    expect(put.statusCode, put.body).toBe(200);
    smtp.clear();
    await sendDueReminders(app, istMorning(14));
    await ctx.app.ctx.outbox.drain();
    expect(smtp.received.filter((m) => m.to.includes(person.email))).toEqual([]);
    const count = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications/unread-count/',
      headers: bearer(person.access),
    });
    expect(count.json().count).toBe(1);
  });

  it('says nothing when everything is done, or when reminders are off', async () => {
    const done = await personWithReminder('en');
    const off = await personWithReminder('en', false);
    await ctx.database.db
      .insert(practiceMarks)
      .values(done.practices.map((p) => ({ practiceId: p.id, day: '2030-01-12' })));
    smtp.clear();
    await sendDueReminders(app, istMorning(12, '07:00'));
    expect(smtp.received.filter((m) => m.to.includes(done.email) || m.to.includes(off.email))).toEqual([]);
  });
});

/** A guest who set up two practices with the reminder at 06:30 in Kolkata (the API takes it from a guest too). */
async function guestWithReminder() {
  const guestUuid = randomUUID();
  const headers = { 'x-guest-uuid': guestUuid };
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/daily-dharma/setup/',
    headers,
    payload: {
      level: 'beginner',
      practices: [{ kind: 'japa' }, { kind: 'gratitude' }],
      reminder_time: '06:30',
      reminders_enabled: true,
      time_zone: 'Asia/Kolkata',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { guestUuid, headers };
}

/** A browser of the guest's that turned notifications on from a page in `language`. */
async function subscribeBrowser(headers: Record<string, string>, language: string) {
  const keys = browserKeys();
  const endpoint = `${pushService.origin}/send/${randomUUID()}`;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions/',
    headers,
    payload: { endpoint, keys: keys.json, language },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { keys, path: new URL(endpoint).pathname };
}

/** What each of these browsers received, decrypted as the browser would. */
const messagesTo = (...browsers: Array<Awaited<ReturnType<typeof subscribeBrowser>>>) =>
  browsers.map((browser) =>
    pushService.received
      .filter((request) => request.url === browser.path)
      .map((request) => JSON.parse(decrypt(request.body, browser.keys))),
  );

const outboxRows = async () =>
  (await selectRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from outbox`))[0]!.n;

describe('daily practice reminders of guests, by push', () => {
  beforeEach(() => {
    pushService.received.length = 0;
  });

  it("reach each of the guest's browsers once a local day, in the language it subscribed in", async () => {
    const guest = await guestWithReminder();
    const tamil = await subscribeBrowser(guest.headers, 'ta');
    const english = await subscribeBrowser(guest.headers, 'en');

    await sendDueReminders(app, istMorning(20, '06:00'));
    await ctx.app.ctx.outbox.drain();
    expect(messagesTo(tamil, english)).toEqual([[], []]);

    expect(await sendDueReminders(app, istMorning(20))).toBeGreaterThanOrEqual(1);
    await ctx.app.ctx.outbox.drain();
    // A guest's practices live on daily-dharma (the tracker is for accounts).
    expect(messagesTo(tamil, english)).toEqual([
      [
        {
          title: ta.practice_reminder_title,
          body: ta.practice_reminder_body,
          url: '/ta/daily-dharma',
          tag: 'practice-reminder',
          lang: 'ta',
        },
      ],
      [
        {
          title: en.practice_reminder_title,
          body: en.practice_reminder_body,
          url: '/en/daily-dharma',
          tag: 'practice-reminder',
          lang: 'en',
        },
      ],
    ]);

    // Later the same day: nothing more. The next day: again.
    await sendDueReminders(app, istMorning(20, '09:00'));
    await ctx.app.ctx.outbox.drain();
    expect(messagesTo(tamil, english).map((m) => m.length)).toEqual([1, 1]);
    await sendDueReminders(app, istMorning(21));
    await ctx.app.ctx.outbox.drain();
    expect(messagesTo(tamil, english).map((m) => m.length)).toEqual([2, 2]);
  });

  it('settle the day of a guest without a subscription, writing nothing', async () => {
    const guest = await guestWithReminder();
    // Everyone else's reminder of that day is settled first, so whatever follows is this guest's.
    await sendDueReminders(app, istMorning(22));
    await ctx.database.db.execute(
      sql`update practice_settings set last_reminder_on = null where guest_uuid = ${guest.guestUuid}`,
    );
    const before = await outboxRows();
    await sendDueReminders(app, istMorning(22, '07:00'));
    expect(await outboxRows()).toBe(before);
    const [settings] = await selectRows<{ last_reminder_on: string }>(
      ctx.database.db,
      sql`select last_reminder_on::text from practice_settings where guest_uuid = ${guest.guestUuid}`,
    );
    expect(settings!.last_reminder_on).toBe('2030-01-22');
  });

  it('after sign-up, come through the account instead: inbox, mail, and push in the profile’s language', async () => {
    const guest = await guestWithReminder();
    const browser = await subscribeBrowser(guest.headers, 'ta');
    const { answer, account } = await register(ctx.app);
    await ctx.database.db.update(users).set({ preferredLanguage: 'hi' }).where(eq(users.id, answer.user.id));
    const merge = await ctx.app.inject({
      method: 'POST',
      url: '/api/practice/merge/',
      headers: bearer(answer.access),
      payload: { guest_uuid: guest.guestUuid },
    });
    expect(merge.statusCode, merge.body).toBe(200);
    await ctx.app.ctx.outbox.drain();
    smtp.clear();

    await sendDueReminders(app, istMorning(23));
    // The inbox item's delivery, then its push.
    await ctx.app.ctx.outbox.drain();
    await ctx.app.ctx.outbox.drain();
    expect(messagesTo(browser)).toEqual([
      [
        expect.objectContaining({
          title: hi.practice_reminder_title,
          url: '/hi/daily-dharma/tracker',
          lang: 'hi',
        }),
      ],
    ]);
    await smtp.waitFor(account.email as string);
    const inbox = await ctx.app.inject({ method: 'GET', url: '/api/notifications/', headers: bearer(answer.access) });
    expect(inbox.json().results).toMatchObject([{ kind: 'practice_reminder' }]);
    // The guest id owns nothing any more: no second, guest-path reminder that day or the next.
    await sendDueReminders(app, istMorning(24));
    await ctx.app.ctx.outbox.drain();
    await ctx.app.ctx.outbox.drain();
    expect(messagesTo(browser)[0]!.map((m: { url: string }) => m.url)).toEqual([
      '/hi/daily-dharma/tracker',
      '/hi/daily-dharma/tracker',
    ]);
  });
});
