import { randomUUID } from 'node:crypto';
import { WAITLIST_LIMITS, type LoginResponse, type WaitlistEntry } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { openDatabase, selectRows, type Database } from '../src/db/client';
import { releaseHoldsAndOffer } from '../src/modules/journeys/waitlist';
import { offerExpiry } from '../src/modules/waitlists/offers';
import { bearer, confirmEmails, register } from './account-helpers';
import { createTestContext, type TestContext } from './helpers';

/**
 * Issue 24: waitlists, on journeys' departures. Places that come back (a cancellation, a hold that
 * ran out, a larger capacity) are offered in the same transaction to the first people waiting whose
 * seats fit, as held bookings that lapse with the offer; under many cancellations at once through
 * two servers (each with its own connections on PostgreSQL), no place is offered twice.
 */

let ctx: TestContext;
/** A second server on the same database, as a second process would be. */
let second: App;
let secondDatabase: Database | null = null;
let organiser: LoginResponse;
let journeyId = 0;
let slug = '';

const DAY = 86_400_000;
const dateIn = (n: number) => new Date(Date.now() + 5.5 * 3_600_000 + n * DAY).toISOString().slice(0, 10);
let departures = 0;

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMITS: 'off' } });
  secondDatabase = ctx.databaseUrl ? await openDatabase({ kind: 'postgres', url: ctx.databaseUrl, poolMax: 5 }) : null;
  second = await buildApp({ config: ctx.config, database: secondDatabase ?? ctx.database, logger: false });
  await second.ready();
  organiser = (await register(ctx.app, { creator_type: 'retreat_rep' })).answer;
  slug = `waitlist-yatra-${randomUUID().slice(0, 8)}`;
  const [journey] = await selectRows<{ id: number }>(
    ctx.database.db,
    sql`insert into journeys (slug, organiser_id, title, duration_days, price_minor, deposit_percent, max_travellers_per_booking)
        values (${slug}, ${organiser.user.id}, 'Kedarnath yatra', 4, 100000, 25, 10) returning id`,
  );
  journeyId = journey!.id;
}, 120_000);
afterAll(async () => {
  await second.close();
  await secondDatabase?.close();
  await ctx.close();
});

/** A departure of its own, with this many places. */
async function departure(capacity: number, daysAhead = 40): Promise<number> {
  departures++;
  const [row] = await selectRows<{ id: number }>(
    ctx.database.db,
    sql`insert into journey_departures (journey_id, start_date, capacity)
        values (${journeyId}, ${dateIn(daysAhead + departures)}, ${capacity}) returning id`,
  );
  return row!.id;
}

async function person(): Promise<LoginResponse> {
  const { answer } = await register(ctx.app);
  await confirmEmails(ctx.database);
  return answer;
}

async function book(who: LoginResponse, departureId: number, travellers: number, app: App = ctx.app) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/journeys/${slug}/bookings/`,
    headers: bearer(who.access),
    payload: {
      departure_id: departureId,
      travellers,
      traveller_names: Array.from({ length: travellers }, (_, i) => `Pilgrim ${i + 1}`),
      idempotency_key: randomUUID(),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

const cancel = (who: LoginResponse, id: number, app: App = ctx.app) =>
  app.inject({ method: 'POST', url: `/api/journey-bookings/${id}/cancel/`, headers: bearer(who.access), payload: {} });

const join = (who: LoginResponse | null, departureId: number, seats: number, app: App = ctx.app) =>
  app.inject({
    method: 'POST',
    url: '/api/waitlists/',
    headers: who ? bearer(who.access) : {},
    payload: { kind: 'journey', target: { departure_id: departureId }, seats },
  });

async function mine(who: LoginResponse): Promise<WaitlistEntry[]> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/waitlists/mine/', headers: bearer(who.access) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results;
}

async function placesTaken(departureId: number) {
  const [row] = await selectRows<{ taken: number; capacity: number; counted: number }>(
    ctx.database.db,
    sql`select d.seats_taken as taken, d.capacity,
               (select coalesce(sum(travellers), 0)::int from journey_bookings b
                where b.departure_id = d.id and b.status in ('held', 'confirmed')) as counted
        from journey_departures d where d.id = ${departureId}`,
  );
  return row!;
}

describe('joining a waitlist', () => {
  it('is for a full departure, once, by a signed-in person', async () => {
    const dep = await departure(2);
    const first = await person();
    const waiting = await person();
    expect((await join(null, dep, 1)).statusCode).toBe(401);
    // Places are open: book them.
    const open = await join(waiting, dep, 1);
    expect(open.statusCode).toBe(409);
    expect(open.json().code).toBe('places_open');
    await book(first, dep, 2);
    const res = await join(waiting, dep, 1);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'journey',
      target: { departure_id: dep },
      title: 'Kedarnath yatra',
      seats: 1,
      state: 'waiting',
      ahead: 0,
      booking_id: null,
    });
    expect((await join(waiting, dep, 1)).json().code).toBe('already_waiting');
    // The one who booked it does not wait for it too.
    expect((await join(first, dep, 1)).json().code).toBe('already_booked');
    const tooMany = await join(waiting, dep, 11);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.seats).toBeDefined();
    const nowhere = await join(waiting, 999_999, 1);
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().errors.target).toBeDefined();
    const badKind = await ctx.app.inject({
      method: 'POST',
      url: '/api/waitlists/',
      headers: bearer(waiting.access),
      payload: { kind: 'darshan', target: {}, seats: 1 },
    });
    expect(badKind.statusCode).toBe(400);
  });

  it('keeps a person to 10 lines at once, and lets them leave one', async () => {
    const who = await person();
    const filler = await person();
    const entries: number[] = [];
    for (let i = 0; i < WAITLIST_LIMITS.entriesPerPerson + 1; i++) {
      const dep = await departure(1);
      await book(filler, dep, 1);
      const res = await join(who, dep, 1);
      if (i < WAITLIST_LIMITS.entriesPerPerson) {
        expect(res.statusCode, res.body).toBe(201);
        entries.push(res.json().id);
      } else expect(res.json().code).toBe('too_many_waitlists');
    }
    const leave = (id: number, by: LoginResponse) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/waitlists/${id}/`, headers: bearer(by.access) });
    expect((await leave(entries[0]!, filler)).statusCode).toBe(404);
    expect((await leave(entries[0]!, who)).statusCode).toBe(204);
    expect((await mine(who)).find((e) => e.id === entries[0])!.state).toBe('left');
  });
});

describe('freed places', () => {
  it('go to the first people waiting whose seats fit, as held bookings that lapse with the offer', async () => {
    const dep = await departure(3);
    const holder = await person();
    const [w1, w2, w3, w4] = [await person(), await person(), await person(), await person()];
    const booking = await book(holder, dep, 3);
    expect((await join(w1, dep, 2)).statusCode).toBe(201);
    expect((await join(w2, dep, 3)).statusCode).toBe(201);
    expect((await join(w3, dep, 1)).statusCode).toBe(201);
    expect((await join(w4, dep, 1)).statusCode).toBe(201);
    expect((await mine(w3))[0]!.ahead).toBe(2);

    // Three places back: two to the first, then the next whose seats fit (the second wants three).
    expect((await cancel(holder, booking.id)).statusCode).toBe(200);
    const [offer1] = await mine(w1);
    expect(offer1).toMatchObject({ state: 'offered', seats: 2 });
    expect(offer1!.booking_id).not.toBeNull();
    const minutes = (new Date(offer1!.offer_expires_at!).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(115);
    expect(minutes).toBeLessThanOrEqual(120);
    expect((await mine(w2))[0]!.state).toBe('waiting');
    expect((await mine(w3))[0]!.state).toBe('offered');
    expect((await mine(w4))[0]).toMatchObject({ state: 'waiting', ahead: 1 });
    expect(await placesTaken(dep)).toEqual({ taken: 3, capacity: 3, counted: 3 });

    // The offer is theirs: a held booking of theirs, told in the app with the checkout link.
    const held = await ctx.app.inject({
      method: 'GET',
      url: `/api/journey-bookings/${offer1!.booking_id}/`,
      headers: bearer(w1.access),
    });
    expect(held.json()).toMatchObject({ status: 'held', travellers: 2 });
    const [note] = await selectRows<{ url: string; kind: string }>(
      ctx.database.db,
      sql`select url, kind from notifications where user_id = ${w1.user.id} order by id desc limit 1`,
    );
    expect(note).toEqual({ kind: 'waitlist_offer', url: `/checkout?kind=journey&booking=${offer1!.booking_id}` });
    // The item in her inbox, and its mail with the link to pay (she confirmed her address).
    await ctx.app.ctx.outbox.drain();
    const inbox = await ctx.app.inject({ method: 'GET', url: '/api/notifications/', headers: bearer(w1.access) });
    expect(inbox.json().results[0]).toMatchObject({ kind: 'waitlist_offer', title: 'Places for you: Kedarnath yatra' });
    expect(inbox.json().results[0].body).toMatch(/^Held for you until .+\. Pay before then to keep them\.$/);
    const mails = await selectRows<{ payload: string }>(
      ctx.database.db,
      sql`select payload::text as payload from outbox where topic = 'mail'
            and payload::text like ${`%checkout?kind=journey&booking=${offer1!.booking_id}%`}`,
    );
    expect(mails).toHaveLength(1);

    // The first pays: taken. The third lets it lapse: the next in line is offered it.
    const paid = await ctx.app.inject({
      method: 'POST',
      url: `/api/journey-bookings/${offer1!.booking_id}/checkout/`,
      headers: bearer(w1.access),
      payload: { lang: 'en' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await mine(w1))[0]!.state).toBe('taken');
    const offer3 = (await mine(w3))[0]!;
    await ctx.database.db.execute(
      sql`update journey_bookings set hold_expires_at = now() - interval '1 second' where id = ${offer3.booking_id}`,
    );
    await releaseHoldsAndOffer(ctx.database.db);
    expect((await mine(w3))[0]!.state).toBe('lapsed');
    expect((await mine(w4))[0]!.state).toBe('offered');
    expect((await mine(w2))[0]!.state).toBe('waiting');
    expect(await placesTaken(dep)).toEqual({ taken: 3, capacity: 3, counted: 3 });
  });

  it('come from a larger capacity too', async () => {
    const dep = await departure(1);
    const waiting = await person();
    await book(await person(), dep, 1);
    expect((await join(waiting, dep, 2)).statusCode).toBe(201);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/creators/journeys/${journeyId}/departures/`,
      headers: bearer(organiser.access),
      payload: {
        departures: (
          await selectRows<{ id: number; start_date: string; capacity: number }>(
            ctx.database.db,
            sql`select id, start_date::text as start_date, capacity from journey_departures
                where journey_id = ${journeyId} and not closed and start_date > ${dateIn(0)}::date`,
          )
        ).map((d) => ({ id: d.id, start_date: d.start_date, capacity: d.id === dep ? 3 : d.capacity, closed: false })),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await mine(waiting))[0]).toMatchObject({ state: 'offered', seats: 2 });
    expect(await placesTaken(dep)).toEqual({ taken: 3, capacity: 3, counted: 3 });
  });

  it('are held for 30 minutes when the start is within a day', () => {
    const now = new Date('2026-12-01T10:00:00Z');
    expect(offerExpiry(now, new Date('2026-12-02T09:00:00Z')).toISOString()).toBe('2026-12-01T10:30:00.000Z');
    expect(offerExpiry(now, new Date('2026-12-02T11:00:00Z')).toISOString()).toBe('2026-12-01T12:00:00.000Z');
  });

  it('are never offered twice under many cancellations at once through two servers', async () => {
    const seats = 100;
    const dep = await departure(seats);
    const holders = await Promise.all(Array.from({ length: seats }, () => person()));
    const bookings: Array<{ id: number }> = [];
    for (const holder of holders) bookings.push(await book(holder, dep, 1));
    const waiting = await Promise.all(Array.from({ length: 120 }, () => person()));
    for (const who of waiting) expect((await join(who, dep, 1)).statusCode).toBe(201);

    // Every holder cancels at once, half through each server; then they are all gone and the line is
    // offered exactly the places there are.
    const answers = await Promise.all(
      holders.map((holder, i) => cancel(holder, bookings[i]!.id, i % 2 ? second : ctx.app)),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const states = await Promise.all(waiting.map(async (who) => (await mine(who))[0]!.state));
    expect(states.filter((s) => s === 'offered')).toHaveLength(seats);
    // First come, first offered: the first thirty in line.
    expect(states.slice(0, seats).every((s) => s === 'offered')).toBe(true);
    expect(await placesTaken(dep)).toEqual({ taken: seats, capacity: seats, counted: seats });
    const [offers] = await selectRows<{ n: number; bookings: number }>(
      ctx.database.db,
      sql`select count(*)::int as n, count(distinct booking_id)::int as bookings from waitlist_entries
          where target_key = ${`departure:${dep}`} and status = 'offered'`,
    );
    expect(offers).toEqual({ n: seats, bookings: seats });
  }, 180_000);
});

describe('a full pooja day', () => {
  async function poojaOfItsOwn(limit: number) {
    const manager = (await register(ctx.app, { creator_type: 'retreat_rep' })).answer;
    const tag = randomUUID().slice(0, 8);
    const [temple] = await selectRows<{ id: number }>(
      ctx.database.db,
      sql`insert into temples (slug, manager_id, name, deity, place)
          values (${`wait-temple-${tag}`}, ${manager.user.id}, 'Kashi Mandir', 'Shiva', 'Varanasi') returning id`,
    );
    const [pooja] = await selectRows<{ id: number; slug: string }>(
      ctx.database.db,
      sql`insert into poojas (temple_id, slug, name, price_minor, daily_limit, notice_days)
          values (${temple!.id}, ${`wait-pooja-${tag}`}, 'Rudrabhishek', 110000, ${limit}, 0) returning id, slug`,
    );
    return { manager, ...pooja! };
  }
  const bookPooja = async (who: LoginResponse, slug: string, day: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/poojas/${slug}/bookings/`,
      headers: bearer(who.access),
      payload: { day, devotee_name: 'Ravi', idempotency_key: randomUUID() },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  };
  const joinPooja = (who: LoginResponse, target: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/waitlists/',
      headers: bearer(who.access),
      payload: { kind: 'pooja', target, seats: 1 },
    });

  it('is offered in the name given, when a place comes back or the daily limit grows', async () => {
    const pooja = await poojaOfItsOwn(1);
    const day = dateIn(3);
    const holder = await person();
    const [first, second] = [await person(), await person()];
    const booking = await bookPooja(holder, pooja.slug, day);
    const nameless = await joinPooja(first, { pooja: pooja.slug, day });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().errors['target.devotee_name']).toBeDefined();
    expect((await joinPooja(first, { pooja: pooja.slug, day, devotee_name: '  Meera Sharma ' })).statusCode).toBe(201);
    expect((await joinPooja(second, { pooja: pooja.slug, day, devotee_name: 'Anand' })).statusCode).toBe(201);
    // Two places for one person are not a pooja's: one name, one place.
    const two = await ctx.app.inject({
      method: 'POST',
      url: '/api/waitlists/',
      headers: bearer(holder.access),
      payload: { kind: 'pooja', target: { pooja: pooja.slug, day, devotee_name: 'Ravi' }, seats: 2 },
    });
    expect(two.statusCode).toBe(400);

    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/pooja-bookings/${booking.id}/cancel/`,
      headers: bearer(holder.access),
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [offer] = await mine(first);
    expect(offer).toMatchObject({ kind: 'pooja', state: 'offered', title: 'Rudrabhishek', starts_on: day });
    const held = await ctx.app.inject({
      method: 'GET',
      url: `/api/pooja-bookings/${offer!.booking_id}/`,
      headers: bearer(first.access),
    });
    expect(held.json()).toMatchObject({ status: 'held', devotee_name: 'Meera Sharma', day, total_minor: 110000 });
    expect((await mine(second))[0]).toMatchObject({ state: 'waiting', ahead: 0 });

    // The temple takes two a day now: the next in line is offered the new place.
    const raised = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/creators/poojas/${pooja.id}/`,
      headers: bearer(pooja.manager.access),
      payload: { daily_limit: 2 },
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect((await mine(second))[0]!.state).toBe('offered');
    const [day_] = await selectRows<{ taken: number; held: number }>(
      ctx.database.db,
      sql`select d.taken, (select count(*)::int from pooja_bookings b
                           where b.pooja_id = d.pooja_id and b.day = d.day and b.status in ('held', 'booked')) as held
          from pooja_days d where d.pooja_id = ${pooja.id} and d.day = ${day}::date`,
    );
    expect(day_).toEqual({ taken: 2, held: 2 });
  });
});
