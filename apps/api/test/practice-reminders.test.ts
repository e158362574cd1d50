import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppContext, type AppContext } from '../src/context';
import { practiceMarks, users } from '../src/db/schema';
import { sendDueReminders } from '../src/modules/practice/reminders';
import { bearer, register } from './account-helpers';
import { createTestContext, type TestContext } from './helpers';
import { startSmtpSink } from './smtp-sink';

let ctx: TestContext;
let app: AppContext;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestContext({ env: { SMTP_URL: smtp.url, RATE_LIMITS: 'off' } });
  app = createAppContext(ctx.config, ctx.database, ctx.app.log);
});
afterAll(async () => {
  await app.close();
  await ctx.close();
  await smtp.close();
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
