import type { LoginResponse, SlotsAnswer, WaitlistEntry } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/client';
import { classSearchFields } from '../src/modules/classes';
import { bearer, confirmEmails, register } from './account-helpers';
import { createTestContext, type TestContext } from './helpers';

/**
 * Issue 24: waitlists of full class sittings. A person waits for a seat at one time of a class;
 * a seat that comes back (a cancellation by either side, a move to another time, a hold run out,
 * a larger class) is offered in that transaction to the first in line, as a held booking that
 * lapses with the offer. The sitting's seat count always equals the bookings holding it.
 */

let ctx: TestContext;
let tutor: LoginResponse;
let classes = 0;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMITS: 'off' } });
  tutor = (await register(ctx.app, { creator_type: 'tutor' })).answer;
  await ctx.database.db.execute(sql`
    insert into tutors (user_id, slug, time_zone, languages, specialities)
    values (${tutor.user.id}, ${`tutor-${tutor.user.id}`}, 'Asia/Kolkata', '{hi,en}', '{gita}')`);
  const weekly = JSON.stringify([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '12:00' })));
  await ctx.database.db.execute(sql`
    insert into tutor_availability (tutor_id, weekly, buffer_after_minutes, minimum_notice_minutes, horizon_days)
    values (${tutor.user.id}, ${weekly}::jsonb, 0, 60, 28)`);
}, 120_000);
afterAll(() => ctx.close());

async function makeClass(capacity: number, price = 50000) {
  classes++;
  const slug = `wait-gita-${classes}-${tutor.user.id}`;
  const title = `Gita sitting ${classes}`;
  const search = classSearchFields(title, '', 'gita-study');
  await ctx.database.db.execute(sql`
    insert into classes (slug, tutor_id, title, category, language, level, format, duration_minutes, capacity,
                         price_minor, currency, cancellation_hours, search_head, search_body)
    values (${slug}, ${tutor.user.id}, ${title}, 'gita-study', 'hi', 'beginner', 'online', 60, ${capacity},
            ${price}, 'INR', 24, ${search.searchHead}, ${search.searchBody})`);
  return slug;
}

async function person(): Promise<LoginResponse> {
  const { answer } = await register(ctx.app);
  await confirmEmails(ctx.database);
  return answer;
}

async function slots(slug: string, day: string): Promise<SlotsAnswer> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/classes/${slug}/slots/?from=${day}&to=${day}&tz=Asia/Kolkata`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function book(who: LoginResponse, slug: string, start: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/bookings/',
    headers: bearer(who.access),
    payload: { class: slug, start, idempotency_key: `wait-${Math.random()}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

const join = (who: LoginResponse, target: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/waitlists/',
    headers: bearer(who.access),
    payload: { kind: 'class', target, seats: 1 },
  });

async function mine(who: LoginResponse): Promise<WaitlistEntry[]> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/waitlists/mine/', headers: bearer(who.access) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results;
}

/** Each coming sitting of the class: its seat count beside the bookings that hold a seat in it. */
async function expectCountsExact(slug: string) {
  const rows = await selectRows<{ taken: number; counted: number }>(
    ctx.database.db,
    sql`select s.seats_taken as taken,
               (select coalesce(sum(b.seats), 0)::int from bookings b
                where b.session_id = s.id and b.status in ('held', 'confirmed')) as counted
        from class_sessions s join classes c on c.id = s.class_id where c.slug = ${slug}`,
  );
  for (const row of rows) expect(row.taken).toBe(row.counted);
}

describe('a full class sitting', () => {
  it('shows as full in the slots, and a person may wait for it once', async () => {
    const slug = await makeClass(1);
    const day = inDays(3);
    const [first] = (await slots(slug, day)).results;
    const holder = await person();
    const waiting = await person();
    const open = await join(waiting, { class: slug, start: first!.start });
    expect(open.statusCode).toBe(400);
    await book(holder, slug, first!.start);
    const after = await slots(slug, day);
    expect(after.results.map((s) => s.start)).not.toContain(first!.start);
    expect(after.full).toEqual([{ start: first!.start, end: first!.end }]);

    const res = await join(waiting, { class: slug, start: first!.start });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'class',
      target: { class: slug, start: new Date(first!.start).toISOString() },
      title: `Gita sitting ${classes}`,
      starts_on: day,
      state: 'waiting',
    });
    // Her list names it as the join did (read for all her lines at once).
    expect((await mine(waiting))[0]).toEqual(res.json());
    expect((await join(waiting, { class: slug, start: first!.start })).json().code).toBe('already_waiting');
    expect((await join(holder, { class: slug, start: first!.start })).json().code).toBe('already_booked');
    expect((await join(waiting, { class: slug, start: 'tomorrow' })).statusCode).toBe(400);
    expect((await join(waiting, { class: 'no-such-class', start: first!.start })).statusCode).toBe(400);
  });

  it('offers a seat that comes back: a cancellation, a lapsed offer, a move', async () => {
    const slug = await makeClass(1);
    const day = inDays(4);
    const [first, second] = (await slots(slug, day)).results;
    const holder = await person();
    const a = await person();
    const b = await person();
    const booking = await book(holder, slug, first!.start);
    for (const who of [a, b]) expect((await join(who, { class: slug, start: first!.start })).statusCode).toBe(201);

    // The learner cancels: the seat is held for the first in line, to pay at checkout.
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel/`,
      headers: bearer(holder.access),
      payload: { reason: '' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [offer] = await mine(a);
    expect(offer).toMatchObject({ state: 'offered' });
    const held = await ctx.app.inject({
      method: 'GET',
      url: `/api/bookings/${offer!.booking_id}/`,
      headers: bearer(a.access),
    });
    expect(held.json()).toMatchObject({ status: 'held' });
    const [note] = await selectRows<{ url: string }>(
      ctx.database.db,
      sql`select url from notifications where user_id = ${a.user.id} and kind = 'waitlist_offer'`,
    );
    expect(note!.url).toBe(`/checkout?kind=class&booking=${offer!.booking_id}`);
    expect((await mine(b))[0]).toMatchObject({ state: 'waiting', ahead: 0 });
    await expectCountsExact(slug);

    // Not paid in time: the hold runs out, and the seat passes to the next in line.
    await ctx.database.db.execute(
      sql`update bookings set hold_expires_at = now() - interval '1 minute' where id = ${offer!.booking_id}`,
    );
    await slots(slug, day);
    expect((await mine(a))[0]!.state).toBe('lapsed');
    const [bOffer] = await mine(b);
    expect(bOffer!.state).toBe('offered');
    await expectCountsExact(slug);

    // A booking moved to another time gives its seat to the line of the old one.
    const c = await person();
    const d = await person();
    const moving = await book(c, slug, second!.start);
    expect((await join(d, { class: slug, start: second!.start })).statusCode).toBe(201);
    const third = (await slots(slug, day)).results.find((s) => s.start !== first!.start && s.start !== second!.start);
    const moved = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${moving.id}/reschedule/`,
      headers: bearer(c.access),
      payload: { start: third!.start },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await mine(d))[0]!.state).toBe('offered');
    await expectCountsExact(slug);
  });

  it('offers the seats of a class made larger', async () => {
    const slug = await makeClass(1);
    const [first] = (await slots(slug, inDays(5))).results;
    await book(await person(), slug, first!.start);
    const waiting = await person();
    expect((await join(waiting, { class: slug, start: first!.start })).statusCode).toBe(201);
    const larger = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/creators/classes/${slug}/`,
      headers: bearer(tutor.access),
      payload: { capacity: 2, meeting_url: 'https://meet.example/gita' },
    });
    expect(larger.statusCode, larger.body).toBe(200);
    expect((await mine(waiting))[0]!.state).toBe('offered');
    await expectCountsExact(slug);
  });
});
