import { readFileSync } from 'node:fs';
import {
  CLASS_FILTER_MESSAGES,
  HOLD_ERROR_CODES,
  type Booking,
  type LoginResponse,
  type SlotsAnswer,
} from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { openDatabase, selectRows } from '../src/db/client';
import { classSearchFields } from '../src/modules/classes';
import { bearer, confirmEmails, register } from './account-helpers';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let tutor: LoginResponse;
let learner: LoginResponse;
let other: LoginResponse;

/** A tutor in Kolkata teaching every day 09:00–12:00, four weeks ahead, notice of one hour. */
async function makeTutor(who: LoginResponse, extra: { bufferAfter?: number } = {}) {
  await ctx.database.db.execute(sql`
    insert into tutors (user_id, slug, time_zone, languages, specialities)
    values (${who.user.id}, ${`tutor-${who.user.id}`}, 'Asia/Kolkata', '{hi,en}', '{gita}')`);
  const weekly = JSON.stringify([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '12:00' })));
  await ctx.database.db.execute(sql`
    insert into tutor_availability (tutor_id, weekly, buffer_after_minutes, minimum_notice_minutes, horizon_days)
    values (${who.user.id}, ${weekly}::jsonb, ${extra.bufferAfter ?? 0}, 60, 28)`);
}

let classes = 0;
async function makeClass(
  who: LoginResponse,
  extra: {
    capacity?: number;
    price?: number;
    currency?: string;
    cancellationHours?: number;
    translations?: Record<string, { title: string }>;
  } = {},
) {
  classes++;
  const slug = `gita-${classes}-${who.user.id}`;
  const title = `Gita ${classes}`;
  const search = classSearchFields(title, '', 'gita-study');
  await ctx.database.db.execute(sql`
    insert into classes (slug, tutor_id, title, category, language, level, format, duration_minutes, capacity,
                         price_minor, currency, cancellation_hours, search_head, search_body, translations)
    values (${slug}, ${who.user.id}, ${title}, 'gita-study', 'hi', 'beginner', 'online', 60,
            ${extra.capacity ?? 1}, ${extra.price ?? 0}, ${extra.currency ?? 'INR'}, ${extra.cancellationHours ?? 24},
            ${search.searchHead}, ${search.searchBody}, ${JSON.stringify(extra.translations ?? {})}::jsonb)`);
  return slug;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function slots(slug: string, tz = 'Asia/Kolkata', from = inDays(2), to = from) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/classes/${slug}/slots/?from=${from}&to=${to}&tz=${encodeURIComponent(tz)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SlotsAnswer;
}

function book(app: App, who: LoginResponse | null, slug: string, start: string, key = `key-${Math.random()}`) {
  return app.inject({
    method: 'POST',
    url: '/api/bookings/',
    headers: who ? bearer(who.access) : {},
    payload: { class: slug, start, idempotency_key: key },
  });
}

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMITS: 'off' } });
  tutor = (await register(ctx.app, { creator_type: 'tutor' })).answer;
  learner = (await register(ctx.app)).answer;
  other = (await register(ctx.app)).answer;
  await confirmEmails(ctx.database);
  await makeTutor(tutor);
});
afterAll(() => ctx.close());

describe('discovery', () => {
  it('lists classes by the explore filters, shows a class without its meeting link, and a tutor by id or slug', async () => {
    const free = await makeClass(tutor);
    const paid = await makeClass(tutor, { price: 120000, capacity: 8 });
    const list = async (query: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/classes/?${query}` }))
        .json()
        .results.map((c: { slug: string }) => c.slug);
    expect(await list('price=free')).toContain(free);
    expect(await list('price=free')).not.toContain(paid);
    expect(await list('price=100000&currency=INR')).not.toContain(paid);
    expect(await list('price=120000&currency=INR')).toContain(paid);
    expect(await list('category=gita-study&language=hi&age=30')).toEqual(expect.arrayContaining([free, paid]));
    expect(await list('category=yoga')).toEqual([]);
    expect(await list(`q=${encodeURIComponent('GITA')}`)).toContain(paid);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/classes/?category=astrology' })).statusCode).toBe(400);

    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/classes/${paid}/` })).json();
    expect(detail).toMatchObject({
      slug: paid,
      capacity: 8,
      price_minor: 120000,
      currency: 'INR',
      tutor_time_zone: 'Asia/Kolkata',
    });
    expect(detail).not.toHaveProperty('meeting_url');
    expect(detail.tutor).toMatchObject({ slug: `tutor-${tutor.user.id}`, rating: null, rating_count: 0 });

    const byId = (await ctx.app.inject({ method: 'GET', url: `/api/tutors/${tutor.user.id}/` })).json();
    const bySlug = (await ctx.app.inject({ method: 'GET', url: `/api/tutors/tutor-${tutor.user.id}/` })).json();
    expect(byId).toEqual(bySlug);
    expect(byId.classes.map((c: { slug: string }) => c.slug)).toEqual(expect.arrayContaining([free, paid]));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/tutors/nobody/' })).statusCode).toBe(404);
  });

  it('compares a highest price only with classes priced in its currency, and names the currencies in use', async () => {
    const rupees = await makeClass(tutor, { price: 40000 });
    const dollars = await makeClass(tutor, { price: 6000, currency: 'USD' });
    const pounds = await makeClass(tutor, { price: 4000, currency: 'GBP' });
    const euros = await makeClass(tutor, { price: 1200, currency: 'EUR' });
    const free = await makeClass(tutor, { currency: 'SGD' });
    const list = async (query: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/classes/?tutor=tutor-${tutor.user.id}&${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().results.map((c: { slug: string }) => c.slug) as string[];
    };
    // "Up to ₹500": $60, £40 and €12 are not 500 of anything comparable; a free class costs nothing anywhere.
    const upTo500Rupees = await list('price=50000&currency=INR');
    expect(upTo500Rupees).toEqual(expect.arrayContaining([rupees, free]));
    for (const other of [dollars, pounds, euros]) expect(upTo500Rupees).not.toContain(other);
    expect(await list('price=5000&currency=usd')).not.toContain(dollars);
    const upTo60Dollars = await list('price=6000&currency=USD');
    expect(upTo60Dollars).toContain(dollars);
    for (const other of [rupees, pounds, euros]) expect(upTo60Dollars).not.toContain(other);

    const noCurrency = await ctx.app.inject({ method: 'GET', url: '/api/classes/?price=50000' });
    expect(noCurrency.statusCode).toBe(400);
    expect(noCurrency.json().errors.currency).toEqual([CLASS_FILTER_MESSAGES.priceCurrency]);

    const currencies = await ctx.app.inject({ method: 'GET', url: '/api/classes/currencies/' });
    expect(currencies.statusCode).toBe(200);
    // INR has the most priced classes here; a free class's currency is no price to filter by.
    expect(currencies.json().results[0]).toBe('INR');
    expect(currencies.json().results).toEqual(expect.arrayContaining(['USD', 'GBP', 'EUR']));
    expect(currencies.json().results).not.toContain('SGD');
  });

  it("filters by day and time of day in the visitor's zone", async () => {
    const slug = await makeClass(tutor);
    const tutorSlug = `tutor-${tutor.user.id}`;
    const list = async (query: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/classes/?tutor=${tutorSlug}&${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().results.map((c: { slug: string }) => c.slug) as string[];
    };
    // 09:00–12:00 in Kolkata is the morning there and the evening before in New York.
    expect(await list('time=morning&tz=Asia/Kolkata')).toContain(slug);
    expect(await list('time=evening&tz=Asia/Kolkata')).not.toContain(slug);
    expect(await list(`time=morning&tz=${encodeURIComponent('America/New_York')}`)).not.toContain(slug);
    expect(await list(`time=evening&tz=${encodeURIComponent('America/New_York')}`)).toContain(slug);
    // The tutor teaches every day: any weekday has a time, and the count follows the filter.
    const wednesday = await ctx.app.inject({
      method: 'GET',
      url: `/api/classes/?tutor=${tutorSlug}&day=3&page_size=1`,
    });
    expect(wednesday.json().count).toBeGreaterThanOrEqual(1);
    expect(wednesday.json().results).toHaveLength(1);
    for (const bad of ['day=7', 'time=night', 'tz=Mars/Olympus']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/classes/?${bad}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBeTruthy();
    }
  });
});

describe('slots', () => {
  it("are shown in the visitor's zone with offsets, and refuse a bad range", async () => {
    const slug = await makeClass(tutor);
    const kolkata = await slots(slug);
    expect(kolkata.results.map((s) => s.start.slice(11))).toEqual([
      '09:00:00+05:30',
      '10:00:00+05:30',
      '11:00:00+05:30',
    ]);
    const london = await slots(slug, 'Europe/London');
    expect(london.time_zone).toBe('Europe/London');
    expect(london.results[0]!.start).toMatch(/T0[34]:30:00\+0[01]:00$/);
    const reversed = await ctx.app.inject({
      method: 'GET',
      url: `/api/classes/${slug}/slots/?from=${inDays(3)}&to=${inDays(2)}`,
    });
    expect(reversed.statusCode).toBe(400);
    const zone = await ctx.app.inject({
      method: 'GET',
      url: `/api/classes/${slug}/slots/?from=${inDays(2)}&to=${inDays(3)}&tz=Mars/Base`,
    });
    expect(zone.statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/classes/nope/slots/?from=${inDays(2)}&to=${inDays(3)}` }))
        .statusCode,
    ).toBe(404);
  });
});

describe('booking', () => {
  it('holds a paid seat only for a confirmed address; a free class is booked without one', async () => {
    const fresh = (await register(ctx.app)).answer;
    // A tutor of its own, so that its sittings leave the other tests' times free.
    const teacher = (await register(ctx.app, { creator_type: 'tutor' })).answer;
    await makeTutor(teacher);
    const paid = await makeClass(teacher, { price: 50_000 });
    const [start] = (await slots(paid)).results;
    const refused = await book(ctx.app, fresh, paid, start!.start);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().code).toBe(HOLD_ERROR_CODES.emailNotVerified);
    expect((await slots(paid)).results[0]).toEqual(start);
    const free = await makeClass(teacher, { capacity: 5 });
    // Another hour: the tutor's two classes cannot meet at once.
    const freeStart = (await slots(free)).results.find((slot) => slot.start !== start!.start);
    const booked = await book(ctx.app, fresh, free, freeStart!.start);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().status).toBe('confirmed');
    await confirmEmails(ctx.database);
    const held = await book(ctx.app, fresh, paid, start!.start);
    expect(held.statusCode, held.body).toBe(201);
    expect(held.json().status).toBe('held');
  });

  it('confirms a free class at once; a retry with the same key answers the same booking; the slot closes', async () => {
    const slug = await makeClass(tutor);
    const start = (await slots(slug)).results[0]!.start;
    const first = await book(ctx.app, learner, slug, start, 'retry-key-1');
    expect(first.statusCode, first.body).toBe(201);
    const booking = first.json() as Booking;
    expect(booking).toMatchObject({ status: 'confirmed', class: slug, hold_expires_at: null, seats: 1 });
    expect(new Date(booking.start).getTime()).toBe(new Date(start).getTime());
    const retry = await book(ctx.app, learner, slug, start, 'retry-key-1');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(booking.id);
    expect((await slots(slug)).results.map((s) => s.start)).not.toContain(start);
    const late = await book(ctx.app, other, slug, start);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'slot_taken',
      detail: 'This time is no longer free. Please choose another time.',
    });
    expect((await book(ctx.app, null, slug, start)).statusCode).toBe(401);

    // The booking reads back for its learner (with the meeting link, being confirmed) and its tutor.
    const read = (who: LoginResponse | null) =>
      ctx.app.inject({ method: 'GET', url: `/api/bookings/${booking.id}/`, headers: who ? bearer(who.access) : {} });
    const mine = await read(learner);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      id: booking.id,
      format: 'online',
      learner: { username: learner.user.username },
    });
    expect((await read(tutor)).statusCode).toBe(200);
    expect((await read(other)).statusCode).toBe(404);
    expect((await read(null)).statusCode).toBe(401);
  });

  it('holds a paid seat for 10 minutes, then gives it back', async () => {
    const slug = await makeClass(tutor, { price: 50000 });
    const start = (await slots(slug)).results[1]!.start;
    const held = (await book(ctx.app, learner, slug, start)).json() as Booking;
    expect(held.status).toBe('held');
    const minutes = (new Date(held.hold_expires_at!).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    await ctx.database.db.execute(
      sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${held.id}`,
    );
    expect((await slots(slug)).results.map((s) => s.start)).toContain(start);
    const mine = (
      await ctx.app.inject({ method: 'GET', url: '/api/bookings/mine/', headers: bearer(learner.access) })
    ).json();
    expect(mine.results.find((b: Booking) => b.id === held.id).status).toBe('expired');
  });

  it('refuses a time that is not one of the open slots', async () => {
    const slug = await makeClass(tutor);
    const start = (await slots(slug)).results[0]!.start.replace(':00:00+', ':20:00+');
    const res = await book(ctx.app, learner, slug, start);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('not_an_open_slot');
  });

  it("blocks the tutor's other classes at a booked time, buffers included", async () => {
    const busyTutor = (await register(ctx.app, { creator_type: 'tutor' })).answer;
    await makeTutor(busyTutor, { bufferAfter: 30 });
    const yoga = await makeClass(busyTutor);
    const sanskrit = await makeClass(busyTutor);
    const [nine, ten] = (await slots(yoga)).results.map((s) => s.start);
    expect((await book(ctx.app, learner, yoga, nine!)).statusCode).toBe(201);
    // 10:00 starts inside the 30 minutes kept free after the 09:00 sitting.
    expect((await slots(sanskrit)).results.map((s) => s.start)).not.toContain(ten);
    const res = await book(ctx.app, other, sanskrit, ten!);
    expect(res.statusCode).toBe(409);
  });

  it('cancels within the policy (seat back), not after it; the tutor cancels with a reason', async () => {
    const slug = await makeClass(tutor, { cancellationHours: 24 });
    // Each test books on its own day: the tutor's classes share the tutor's time.
    const start = (await slots(slug, 'Asia/Kolkata', inDays(4))).results[2]!.start;
    const booking = (await book(ctx.app, learner, slug, start)).json() as Booking;
    const cancel = (who: LoginResponse, id: number, reason = '') =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/bookings/${id}/cancel/`,
        headers: bearer(who.access),
        payload: { reason },
      });
    expect((await cancel(other, booking.id)).statusCode).toBe(404);
    const done = await cancel(learner, booking.id);
    expect(done.json().status).toBe('cancelled');
    expect((await slots(slug, 'Asia/Kolkata', inDays(4))).results.map((s) => s.start)).toContain(start);
    expect((await cancel(learner, booking.id)).statusCode).toBe(400);

    const tomorrow = await makeClass(tutor, { cancellationHours: 72 });
    const soon = (await slots(tomorrow)).results.at(-1)!.start;
    const kept = (await book(ctx.app, learner, tomorrow, soon)).json() as Booking;
    const refused = await cancel(learner, kept.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('too_late_to_cancel');
    expect((await cancel(tutor, kept.id)).json().errors.reason).toBeDefined();
    const byTutor = await cancel(tutor, kept.id, 'I am unwell; please book another day.');
    expect(byTutor.json()).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'I am unwell; please book another day.',
    });
  });
});

describe("a booking in the reader's language", () => {
  it('answers the class title in ?lang= where translated, the original without it or untranslated', async () => {
    const slug = await makeClass(tutor, { translations: { hi: { title: 'गीता अध्ययन' } } });
    const start = (await slots(slug, 'Asia/Kolkata', inDays(20))).results[0]!.start;
    const made = await book(ctx.app, learner, slug, start);
    expect(made.statusCode, made.body).toBe(201);
    const { id, class_title: original } = made.json<Booking>();
    expect(original).toMatch(/^Gita \d+$/);
    const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(learner.access) });
    const titleIn = async (query: string) => {
      const list = (await get(`/api/bookings/mine/${query}`)).json<{ results: Booking[] }>();
      const one = await get(`/api/bookings/${id}/${query}`);
      expect(one.statusCode, one.body).toBe(200);
      return [list.results.find((b) => b.id === id)!.class_title, one.json<Booking>().class_title];
    };
    expect(await titleIn('?lang=hi')).toEqual(['गीता अध्ययन', 'गीता अध्ययन']);
    expect(await titleIn('')).toEqual([original, original]);
    expect(await titleIn('?lang=ta')).toEqual([original, original]);
    const bad = await get(`/api/bookings/mine/?lang=fr`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBeTruthy();
    // The tutor's list, in their page's language as well.
    const tutorTitle = async (query: string) => {
      const list = await ctx.app.inject({
        method: 'GET',
        url: `/api/bookings/tutor/${query}`,
        headers: bearer(tutor.access),
      });
      expect(list.statusCode, list.body).toBe(200);
      return list.json<{ results: Booking[] }>().results.find((b) => b.id === id)!.class_title;
    };
    expect(await tutorTitle('?lang=hi')).toBe('गीता अध्ययन');
    expect(await tutorTitle('')).toBe(original);
  });
});

describe('one booking of a sitting per person', () => {
  const alreadyBooked = { code: 'already_booked', detail: 'You have already booked this class at this time.' };

  it('refuses a second booking or hold of the same sitting while the first is held or confirmed', async () => {
    const group = await makeClass(tutor, { capacity: 5, price: 20000 });
    const start = (await slots(group, 'Asia/Kolkata', inDays(10))).results[0]!.start;
    const held = await book(ctx.app, learner, group, start);
    expect(held.statusCode).toBe(201);
    const again = await book(ctx.app, learner, group, start);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject(alreadyBooked);
    // Confirmed (paid) is no different; another person still gets a seat.
    await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${held.json().id}/mark-paid/`,
      headers: bearer(tutor.access),
    });
    expect((await book(ctx.app, learner, group, start)).json()).toMatchObject(alreadyBooked);
    expect((await book(ctx.app, other, group, start)).statusCode).toBe(201);
    const seats = await selectRows<{ seats_taken: number }>(
      ctx.database.db,
      sql`select seats_taken from class_sessions where id = (select session_id from bookings where id = ${held.json().id})`,
    );
    expect(seats[0]!.seats_taken).toBe(2);
    // Once cancelled, the person may book the sitting again.
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${held.json().id}/cancel/`,
      headers: bearer(learner.access),
      payload: { reason: '' },
    });
    expect(cancelled.json().status).toBe('cancelled');
    expect((await book(ctx.app, learner, group, start)).statusCode).toBe(201);
  });

  it('tells the holder of a one-to-one sitting that they booked it, and anyone else that it is taken', async () => {
    const single = await makeClass(tutor, { capacity: 1, price: 20000 });
    const start = (await slots(single, 'Asia/Kolkata', inDays(11))).results[0]!.start;
    expect((await book(ctx.app, learner, single, start)).statusCode).toBe(201);
    const again = await book(ctx.app, learner, single, start);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject(alreadyBooked);
    expect((await book(ctx.app, other, single, start)).json()).toMatchObject({ code: 'slot_taken' });
  });

  it('lets a person book again once their hold has run out', async () => {
    const group = await makeClass(tutor, { capacity: 3, price: 20000 });
    const start = (await slots(group, 'Asia/Kolkata', inDays(11))).results[0]!.start;
    const held = (await book(ctx.app, learner, group, start)).json() as Booking;
    await ctx.database.db.execute(
      sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${held.id}`,
    );
    expect((await book(ctx.app, learner, group, start)).statusCode).toBe(201);
  });

  it('refuses moving a booking onto a sitting the person has already booked', async () => {
    const group = await makeClass(tutor, { capacity: 5 });
    const [a, b] = (await slots(group, 'Asia/Kolkata', inDays(13))).results.map((s) => s.start);
    const first = (await book(ctx.app, learner, group, a!)).json() as Booking;
    expect((await book(ctx.app, learner, group, b!)).statusCode).toBe(201);
    const moved = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${first.id}/reschedule/`,
      headers: bearer(learner.access),
      payload: { start: b },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject(alreadyBooked);
  });

  it('gives one of many simultaneous attempts by the same person a seat, and the database keeps it so', async () => {
    const group = await makeClass(tutor, { capacity: 10 });
    const start = (await slots(group, 'Asia/Kolkata', inDays(14))).results[0]!.start;
    const answers = await Promise.all(Array.from({ length: 20 }, () => book(ctx.app, other, group, start)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201)).toEqual(Array(19).fill(409));
    // Even a write that skips the service cannot add a second active booking of the sitting.
    const [booking] = await selectRows<{ session_id: number; class_id: number }>(
      ctx.database.db,
      sql`select session_id, class_id from bookings where id = ${answers.find((a) => a.statusCode === 201)!.json().id}`,
    );
    await expect(
      ctx.database.db.execute(sql`
        insert into bookings (session_id, class_id, learner_id, status, idempotency_key, price_minor, currency)
        values (${booking!.session_id}, ${booking!.class_id}, ${other.user.id}, 'held', 'direct-write', 0, 'INR')`),
    ).rejects.toThrow();
  });

  it('fits bookings made before the rule to it when migrating, losing no seat and no payment', async () => {
    const group = await makeClass(tutor, { capacity: 6, price: 20000 });
    const start = (await slots(group, 'Asia/Kolkata', inDays(15))).results[0]!.start;
    const first = (await book(ctx.app, learner, group, start)).json() as Booking;
    await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${first.id}/mark-paid/`,
      headers: bearer(tutor.access),
    });
    // The state an older database may hold: a second confirmed booking and a hold of the same sitting.
    await ctx.database.db.execute(sql`drop index bookings_active_learner_key`);
    for (const status of ['confirmed', 'held']) {
      await ctx.database.db.execute(sql`
        insert into bookings (session_id, class_id, learner_id, status, idempotency_key, price_minor, currency,
                              hold_expires_at)
        select session_id, class_id, learner_id, ${status}, ${`old-${status}`}, price_minor, currency,
               now() + interval '5 minutes'
        from bookings where id = ${first.id}`);
      await ctx.database.db.execute(
        sql`update class_sessions set seats_taken = seats_taken + 1 where id = (select session_id from bookings where id = ${first.id})`,
      );
    }
    const migration = readFileSync(new URL('../drizzle/0013_one_booking_per_learner.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint'))
      await ctx.database.db.execute(sql.raw(statement));

    const rows = await selectRows<{ status: string; seats: number; price_minor: number; seats_taken: number }>(
      ctx.database.db,
      sql`select b.status, b.seats, b.price_minor, s.seats_taken from bookings b join class_sessions s on s.id = b.session_id
          where b.session_id = (select session_id from bookings where id = ${first.id}) order by b.id`,
    );
    expect(rows.map((r) => [r.status, r.seats, r.price_minor])).toEqual([
      ['confirmed', 2, 40000],
      ['cancelled', 1, 20000],
      ['expired', 1, 20000],
    ]);
    expect(rows[0]!.seats_taken).toBe(2);
  });
});

describe('rescheduling and the tutor side', () => {
  it('moves a booking to another open time: the old seat is free again, the new one taken', async () => {
    const slug = await makeClass(tutor);
    const day = inDays(8);
    const [a, b] = (await slots(slug, 'Asia/Kolkata', day)).results.map((s) => s.start);
    const booking = (await book(ctx.app, learner, slug, a!)).json() as Booking;
    const move = (who: LoginResponse, start: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/bookings/${booking.id}/reschedule/`,
        headers: bearer(who.access),
        payload: { start },
      });
    expect((await move(other, b!)).statusCode).toBe(404);
    const moved = await move(learner, b!);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(new Date(moved.json().start).getTime()).toBe(new Date(b!).getTime());
    const open = (await slots(slug, 'Asia/Kolkata', day)).results.map((s) => s.start);
    expect(open).toContain(a);
    expect(open).not.toContain(b);
    expect((await move(learner, b!.replace(':00:00+', ':10:00+'))).json().code).toBe('not_an_open_slot');
  });

  it('lets the tutor mark a held booking paid and an attended class attended, and list them', async () => {
    const slug = await makeClass(tutor, { price: 90000 });
    const start = (await slots(slug, 'Asia/Kolkata', inDays(9))).results[0]!.start;
    const held = (await book(ctx.app, learner, slug, start)).json() as Booking;
    const act = (who: LoginResponse, action: string) =>
      ctx.app.inject({ method: 'POST', url: `/api/bookings/${held.id}/${action}/`, headers: bearer(who.access) });
    expect((await act(learner, 'mark-paid')).statusCode).toBe(404);
    const paid = (await act(tutor, 'mark-paid')).json() as Booking;
    expect(paid).toMatchObject({ status: 'confirmed', hold_expires_at: null });
    expect((await act(tutor, 'attended')).statusCode).toBe(400);
    await ctx.database.db.execute(sql`
      update class_sessions set start_at = now() - interval '2 hours', end_at = now() - interval '1 hour'
      where id = (select session_id from bookings where id = ${held.id})`);
    expect((await act(tutor, 'attended')).json().status).toBe('attended');
    const list = (
      await ctx.app.inject({ method: 'GET', url: '/api/bookings/tutor/', headers: bearer(tutor.access) })
    ).json();
    expect(list.results.map((r: Booking) => r.id)).toContain(held.id);
    const learners = (
      await ctx.app.inject({ method: 'GET', url: '/api/bookings/tutor/', headers: bearer(learner.access) })
    ).json();
    expect(learners.results).toEqual([]);
  });
});

describe('under concurrency', () => {
  /** `slug` may pick the class of each attempt by its index. */
  async function attempts(slug: string | ((i: number) => string), start: string, count: number) {
    // On a PostgreSQL server (CI) a second app instance shares the database, as two processes would.
    const second = ctx.databaseUrl
      ? await buildApp({
          config: ctx.config,
          database: await openDatabase({ kind: 'postgres', url: ctx.databaseUrl, poolMax: 10 }),
          logger: false,
        })
      : ctx.app;
    const people = await Promise.all(Array.from({ length: 20 }, async () => (await register(ctx.app)).answer));
    await confirmEmails(ctx.database);
    const answers = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        book(i % 2 ? second : ctx.app, people[i % people.length]!, typeof slug === 'string' ? slug : slug(i), start),
      ),
    );
    if (second !== ctx.app) await second.close();
    return answers.map((a) => a.statusCode);
  }

  it('gives a one-to-one slot to exactly one of 100 simultaneous attempts', async () => {
    const slug = await makeClass(tutor);
    const start = (await slots(slug, 'Asia/Kolkata', inDays(5), inDays(6))).results[0]!.start;
    const statuses = await attempts(slug, start, 100);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
  });

  it('never gives a group more seats than it has', async () => {
    const slug = await makeClass(tutor, { capacity: 5 });
    const start = (await slots(slug, 'Asia/Kolkata', inDays(6), inDays(7))).results[0]!.start;
    const statuses = await attempts(slug, start, 100);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
  });

  it('gives a time to one of two classes booked there at once, without a deadlock', async () => {
    // Two sittings that would overlap: on PostgreSQL each booking waited for the other in the
    // exclusion constraint until the per-tutor lock (a deadlock answered 500, then 503s).
    const one = await makeClass(tutor);
    const group = await makeClass(tutor, { capacity: 5 });
    const start = (await slots(one, 'Asia/Kolkata', inDays(12))).results[0]!.start;
    const statuses = await attempts((i) => (i % 4 < 2 ? one : group), start, 60);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    const rows = await selectRows<{ slug: string; seats_taken: number }>(
      ctx.database.db,
      sql`select c.slug, s.seats_taken from class_sessions s join classes c on c.id = s.class_id
          where s.start_at = ${new Date(start).toISOString()} and s.tutor_id = ${tutor.user.id} and s.seats_taken > 0`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.seats_taken).toBe(rows[0]!.slug === one ? 1 : 5);
    expect(statuses.filter((s) => s === 201)).toHaveLength(rows[0]!.seats_taken);
  });
});
