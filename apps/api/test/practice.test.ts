import { addDays } from '@sangam/contracts';
import { randomUUID } from 'node:crypto';
import type { MarkAnswer, Progress, TodayContent, Tracker } from '@sangam/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceMarks } from '../src/db/schema';
import { localToday } from '../src/modules/practice/service';
import { bearer, register } from './account-helpers';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMITS: 'off' } });
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const guest = (): Headers => ({ 'x-guest-uuid': randomUUID() });
const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api/${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function setUp(headers: Headers, body: Record<string, unknown> = {}): Promise<Tracker> {
  const res = await call('PUT', 'daily-dharma/setup/', headers, {
    level: 'beginner',
    practices: [{ kind: 'japa' }, { kind: 'custom', name: 'Hanuman Chalisa' }],
    time_zone: 'Asia/Kolkata',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Marks stored directly for past local days (the API only marks today). */
async function markDays(practiceId: number, days: string[]) {
  await ctx.database.db.insert(practiceMarks).values(days.map((day) => ({ practiceId, day })));
}

describe('setup and tracker', () => {
  it('a guest sets up practice under the guest id; the tracker answers active_practices', async () => {
    const headers = guest();
    const empty = (await call('GET', 'daily-dharma/tracker/', headers)).json<Tracker>();
    expect(empty.active_practices).toEqual([]);

    const tracker = await setUp(headers, { reminder_time: '06:30', reminders_enabled: true });
    expect(tracker.level).toBe('beginner');
    expect(tracker.reminder_time).toBe('06:30');
    expect(tracker.active_practices.map((p) => [p.kind, p.name, p.target, p.unit])).toEqual([
      ['japa', '', 108, 'count'],
      ['custom', 'Hanuman Chalisa', 1, 'done'],
    ]);
    expect(tracker.today).toBe(localToday('Asia/Kolkata'));
    // Another guest sees nothing of it.
    expect((await call('GET', 'daily-dharma/tracker/', guest())).json<Tracker>().active_practices).toEqual([]);
  });

  it('a signed-in user without practices gets an empty list (hasPractices false)', async () => {
    const { answer } = await register(ctx.app);
    const tracker = (await call('GET', 'daily-dharma/tracker/', bearer(answer.access))).json<Tracker>();
    expect(tracker.active_practices).toEqual([]);
  });

  it('a practice chosen again keeps its history; one left out is set aside', async () => {
    const headers = guest();
    const first = await setUp(headers);
    const japa = first.active_practices[0]!;
    await call('POST', `daily-dharma/practices/${japa.id}/mark/`, headers, {});
    const second = await setUp(headers, { level: 'committed', practices: [{ kind: 'meditation' }, { kind: 'japa' }] });
    expect(second.active_practices.map((p) => p.kind)).toEqual(['meditation', 'japa']);
    const again = second.active_practices.find((p) => p.kind === 'japa')!;
    expect(again.id).toBe(japa.id);
    expect(again.target).toBe(1080);
    expect(again.done_today).toBe(true);
  });

  it.each([
    [{ practices: [{ kind: 'levitation' }] }, 'Choose practices from the list, or name your own.'],
    [{ practices: [{ kind: 'custom' }] }, 'Name your practice in at most 60 characters.'],
    [{ practices: [{ kind: 'japa' }, { kind: 'japa' }] }, 'Each practice can be chosen once.'],
    [{ practices: [] }, 'Choose at least one practice.'],
    [{ reminder_time: '25:00' }, 'Choose a reminder time such as 06:30.'],
    [{ time_zone: 'Mars/Olympus' }, 'Choose a valid time zone.'],
    [{ level: 'guru' }, undefined],
  ])('refuses %j with a readable 400', async (body, message) => {
    const res = await call('PUT', 'daily-dharma/setup/', guest(), {
      level: 'beginner',
      practices: [{ kind: 'japa' }],
      time_zone: 'Asia/Kolkata',
      ...body,
    });
    expect(res.statusCode).toBe(400);
    const detail: string = res.json().detail;
    expect(detail).toEqual(expect.any(String));
    if (message) expect(detail).toContain(message);
  });

  it('without a guest id or a session there is nothing to keep practice under', async () => {
    const res = await call(
      'PUT',
      'daily-dharma/setup/',
      {},
      { level: 'beginner', practices: [{ kind: 'japa' }], time_zone: 'UTC' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Sign in, or send your guest id, to keep a practice.');
  });
});

describe('marking', () => {
  it('marks once per local day, idempotently, and undoes the same day', async () => {
    const headers = guest();
    const [japa] = (await setUp(headers)).active_practices;
    const url = `daily-dharma/practices/${japa!.id}/mark/`;
    const first = (await call('POST', url, headers, { amount: 108 })).json<MarkAnswer>();
    expect(first.practice).toMatchObject({ done_today: true, streak: { current: 1 } });
    expect(first.overall.current).toBe(1);
    const again = (await call('POST', url, headers, {})).json<MarkAnswer>();
    expect(again.practice.streak.current).toBe(1);
    const undone = (await call('DELETE', url, headers)).json<MarkAnswer>();
    expect(undone.practice).toMatchObject({ done_today: false, streak: { current: 0 } });
    // Undoing what is not marked changes nothing.
    expect((await call('DELETE', url, headers)).statusCode).toBe(200);
  });

  it('counts the day where the person is: the device zone decides the local date', async () => {
    const headers = guest();
    const [japa] = (await setUp(headers)).active_practices;
    // UTC+14 and UTC−11 are on different dates for most of every day.
    const east = (
      await call('POST', `daily-dharma/practices/${japa!.id}/mark/`, headers, { time_zone: 'Pacific/Kiritimati' })
    ).json<MarkAnswer>();
    expect(east.practice.done_today).toBe(true);
    const west = (await call('GET', 'daily-dharma/tracker/?tz=Pacific/Pago_Pago', headers)).json<Tracker>();
    expect(west.today).toBe(localToday('Pacific/Pago_Pago'));
    const sameDay = localToday('Pacific/Kiritimati') === localToday('Pacific/Pago_Pago');
    expect(west.active_practices[0]!.done_today).toBe(sameDay);
  });

  it('local dates follow daylight saving time', () => {
    // New York, 9 March 2025: clocks go from 2:00 EST to 3:00 EDT.
    expect(localToday('America/New_York', new Date('2025-03-09T04:59:00Z'))).toBe('2025-03-08');
    expect(localToday('America/New_York', new Date('2025-03-09T05:00:00Z'))).toBe('2025-03-09');
    expect(localToday('America/New_York', new Date('2025-03-10T03:59:00Z'))).toBe('2025-03-09');
    expect(localToday('America/New_York', new Date('2025-03-10T04:00:00Z'))).toBe('2025-03-10');
  });

  it('a week of practice earns a freeze that covers one missed day', async () => {
    const headers = guest();
    const [japa] = (await setUp(headers)).active_practices;
    const today = localToday('Asia/Kolkata');
    // Eight days ago back to two days ago done; yesterday missed.
    await markDays(
      japa!.id,
      Array.from({ length: 7 }, (_, i) => addDays(today, -8 + i)),
    );
    const tracker = (await call('GET', 'daily-dharma/tracker/', headers)).json<Tracker>();
    expect(tracker.active_practices[0]!.streak).toMatchObject({
      current: 7,
      freezes: 0,
      frozen_days: [addDays(today, -1)],
      done_today: false,
    });
    const marked = (await call('POST', `daily-dharma/practices/${japa!.id}/mark/`, headers, {})).json<MarkAnswer>();
    expect(marked.practice.streak.current).toBe(8);
  });

  it('celebrates a milestone on the day it is reached', async () => {
    const headers = guest();
    const [japa] = (await setUp(headers)).active_practices;
    const today = localToday('Asia/Kolkata');
    await markDays(
      japa!.id,
      Array.from({ length: 6 }, (_, i) => addDays(today, -6 + i)),
    );
    const marked = (await call('POST', `daily-dharma/practices/${japa!.id}/mark/`, headers, {})).json<MarkAnswer>();
    expect(marked.practice.streak).toMatchObject({ current: 7, milestone: 7 });
  });
});

describe('progress', () => {
  it('answers each day, totals and Monday weeks over a range', async () => {
    const headers = guest();
    const [japa, chalisa] = (await setUp(headers)).active_practices;
    await markDays(japa!.id, ['2025-03-03', '2025-03-04', '2025-03-10']);
    await markDays(chalisa!.id, ['2025-03-04']);
    const res = await call('GET', 'daily-dharma/progress/?from=2025-03-01&to=2025-03-16', headers);
    expect(res.statusCode, res.body).toBe(200);
    const progress = res.json<Progress>();
    expect(progress.days).toHaveLength(16);
    expect(progress.days.find((d) => d.date === '2025-03-04')!.done.sort()).toEqual([japa!.id, chalisa!.id].sort());
    expect(progress.days_practised).toBe(3);
    expect(progress.practices.find((p) => p.id === japa!.id)).toMatchObject({
      total: 3,
      weekly: [
        { week_start: '2025-02-24', count: 0 },
        { week_start: '2025-03-03', count: 2 },
        { week_start: '2025-03-10', count: 1 },
      ],
    });
  });

  it("names the person's first day of practice: the days before it were not theirs to miss", async () => {
    const headers = guest();
    const today = localToday('Asia/Kolkata');
    const range = `from=${addDays(today, -30)}&to=${today}`;
    const before = (await call('GET', `daily-dharma/progress/?${range}`, headers)).json<Progress>();
    expect(before.since).toBeNull();
    const [japa] = (await setUp(headers)).active_practices;
    expect((await call('GET', `daily-dharma/progress/?${range}`, headers)).json<Progress>().since).toBe(today);
    // A day marked before the setup (a guest's marks merged into an account) moves the start back.
    await markDays(japa!.id, [addDays(today, -3)]);
    expect((await call('GET', `daily-dharma/progress/?${range}`, headers)).json<Progress>().since).toBe(
      addDays(today, -3),
    );
  });

  it('refuses a reversed or too long range', async () => {
    const headers = guest();
    await setUp(headers);
    for (const query of [
      'from=2025-03-10&to=2025-03-01',
      'from=2024-01-01&to=2025-12-31',
      'from=yesterday&to=2025-01-01',
    ]) {
      const res = await call('GET', `daily-dharma/progress/?${query}`, headers);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().detail).toEqual(expect.any(String));
    }
  });
});

describe('POST practice/merge/', () => {
  it("moves a guest's practice into the account on sign-in without a day twice", async () => {
    const guestUuid = randomUUID();
    const asGuest = { 'x-guest-uuid': guestUuid };
    const guestTracker = await setUp(asGuest);
    const guestJapa = guestTracker.active_practices.find((p) => p.kind === 'japa')!;
    await markDays(guestJapa.id, ['2025-05-01', '2025-05-02']);

    const { answer } = await register(ctx.app);
    const asUser = bearer(answer.access);
    const userTracker = await setUp(asUser, { practices: [{ kind: 'japa' }] });
    const userJapa = userTracker.active_practices[0]!;
    await markDays(userJapa.id, ['2025-05-02', '2025-05-03']);

    const res = await call('POST', 'practice/merge/', asUser, { guest_uuid: guestUuid });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ merged_practices: 2, merged_marks: 1 });

    const after = (await call('GET', 'daily-dharma/tracker/', asUser)).json<Tracker>();
    expect(after.active_practices.map((p) => p.kind).sort()).toEqual(['custom', 'japa']);
    const progress = (
      await call('GET', 'daily-dharma/progress/?from=2025-05-01&to=2025-05-03', asUser)
    ).json<Progress>();
    expect(progress.practices.find((p) => p.id === userJapa.id)!.total).toBe(3);
    // The guest id keeps nothing, and a second merge moves nothing.
    expect((await call('GET', 'daily-dharma/tracker/', asGuest)).json<Tracker>().active_practices).toEqual([]);
    expect((await call('POST', 'practice/merge/', asUser, { guest_uuid: guestUuid })).json()).toEqual({
      merged_practices: 0,
      merged_marks: 0,
    });
  });

  it('needs a session and a guest id that is a UUID', async () => {
    expect((await call('POST', 'practice/merge/', guest(), { guest_uuid: randomUUID() })).statusCode).toBe(401);
    const { answer } = await register(ctx.app);
    const res = await call('POST', 'practice/merge/', bearer(answer.access), { guest_uuid: 'not-a-uuid' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain('guest_uuid must be a UUID.');
  });
});

describe('GET daily-dharma/today/', () => {
  it("answers the day's sankalp, mantra and wisdom in the reader's language and script, with the calendar", async () => {
    const hi = (await call('GET', 'daily-dharma/today/?lang=hi&tz=Asia/Kolkata', {})).json<TodayContent>();
    expect(hi.date).toBe(localToday('Asia/Kolkata'));
    expect(hi.sankalp.text).toMatch(/[\u0900-\u097F]/);
    expect(hi.mantra.script).toBe(hi.mantra.devanagari);
    expect(hi.panchang.place.time_zone).toBe('Asia/Kolkata');
    expect(hi.panchang.date).toBe(hi.date);

    // The same day's entries in English: IAST for the Sanskrit; in Tamil, Tamil script with IAST.
    const en = (await call('GET', 'daily-dharma/today/?lang=en&tz=Asia/Kolkata', {})).json<TodayContent>();
    expect([en.sankalp.id, en.mantra.id, en.wisdom.id]).toEqual([hi.sankalp.id, hi.mantra.id, hi.wisdom.id]);
    expect(en.mantra.script).toBe(en.mantra.iast);
    expect(en.mantra.iast).toMatch(/^[\p{Script=Latin}\p{M}\s.,|'’-]+$/u);
    const ta = (await call('GET', 'daily-dharma/today/?lang=ta&tz=Asia/Kolkata', {})).json<TodayContent>();
    expect(ta.mantra.script).toMatch(/[\u0B80-\u0BFF]/);
    expect(ta.mantra.iast).toBe(en.mantra.iast);
  });

  it('reads the calendar at a place when one is sent', async () => {
    const res = await call('GET', 'daily-dharma/today/?lang=en&tz=America/New_York&lat=40.71&lon=-74.01', {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TodayContent>().panchang.place).toEqual({
      latitude: 40.71,
      longitude: -74.01,
      time_zone: 'America/New_York',
    });
  });

  it.each(['lang=xx', 'lat=20', 'tz=Nowhere/Land', 'lat=100&lon=0'])(
    'refuses %s with a readable 400',
    async (query) => {
      const res = await call('GET', `daily-dharma/today/?${query}`, {});
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toEqual(expect.any(String));
    },
  );
});
