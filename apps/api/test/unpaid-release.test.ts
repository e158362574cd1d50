import { randomUUID } from 'node:crypto';
import { addDays, type LoginResponse, type Notification, type SlotsAnswer } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/client';
import { classSearchFields } from '../src/modules/classes';
import { bearer, confirmEmails, register } from './account-helpers';
import { createTestContext, type TestContext } from './helpers';
import hiMail from '../src/mail/locales/hi.json';

/**
 * Issue 24, fair limits: paid directly, checkout confirms a booking at once and the money comes
 * later, so the creator who is paid sets a deadline (days after booking) and may release a booking
 * still unpaid after it. Built once in payments for every kind: each kind below goes through the same
 * route, and ends as its host's own cancellation (places back, offered to its waitlist, person told).
 */

let ctx: TestContext;
let today = '';
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMITS: 'off', PUBLIC_URL: 'https://sangam.example' } });
  const [row] = await selectRows<{ today: string }>(
    ctx.database.db,
    sql`select to_char((now() at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD') as today`,
  );
  today = row!.today;
}, 120_000);
afterAll(() => ctx.close());

async function person(overrides: Record<string, unknown> = {}): Promise<LoginResponse> {
  const { answer } = await register(ctx.app, overrides);
  await confirmEmails(ctx.database);
  return answer;
}

async function creator(creator_type: 'tutor' | 'retreat_rep'): Promise<LoginResponse> {
  const { answer } = await register(ctx.app, { creator_type });
  await confirmEmails(ctx.database);
  return answer;
}

const post = (who: LoginResponse | null, url: string, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: who ? bearer(who.access) : {}, payload });

/** The creator's deadline to be paid directly (null: none). */
async function payWithin(who: LoginResponse, days: number | null) {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/creators/me/payment-instructions/',
    headers: bearer(who.access),
    payload: { payment_instructions: 'UPI: seva@okaxis', pay_within_days: days },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** How one kind is booked, checked out (paying directly), counted and read by both sides. */
interface Kind {
  kind: 'class' | 'retreat' | 'pooja' | 'journey';
  payee: LoginResponse;
  /** Books a place for the person (held), answering its id. */
  book(who: LoginResponse): Promise<number>;
  /** The checkout's path prefix (`/api/<path>/{id}/checkout/`). */
  path: string;
  /** The places taken of what the test booked, beside the bookings that hold them. */
  places(): Promise<{ taken: number; counted: number }>;
  /** The person's answer of the booking, and the host's (from their list). */
  personSees(who: LoginResponse, id: number): Promise<Record<string, unknown>>;
  hostSees(id: number): Promise<Record<string, unknown>>;
  table: string;
  confirmed: string;
}

// ---- The four kinds ----------------------------------------------------------------------------

async function classKind(): Promise<Kind> {
  const tutor = await creator('tutor');
  await ctx.database.db.execute(sql`
    insert into tutors (user_id, slug, time_zone) values (${tutor.user.id}, ${`unpaid-${tutor.user.id}`}, 'Asia/Kolkata')`);
  const weekly = JSON.stringify([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '12:00' })));
  await ctx.database.db.execute(sql`
    insert into tutor_availability (tutor_id, weekly, buffer_after_minutes, minimum_notice_minutes, horizon_days)
    values (${tutor.user.id}, ${weekly}::jsonb, 0, 60, 28)`);
  const slug = `unpaid-gita-${tutor.user.id}`;
  const search = classSearchFields('Gita sitting', '', 'gita-study');
  await ctx.database.db.execute(sql`
    insert into classes (slug, tutor_id, title, category, language, level, format, duration_minutes, capacity,
                         price_minor, currency, cancellation_hours, search_head, search_body)
    values (${slug}, ${tutor.user.id}, 'Gita sitting', 'gita-study', 'hi', 'beginner', 'online', 60, 10,
            50000, 'INR', 24, ${search.searchHead}, ${search.searchBody})`);
  const day = new Date(Date.now() + 5 * DAY).toISOString().slice(0, 10);
  const times = await ctx.app.inject({ method: 'GET', url: `/api/classes/${slug}/slots/?from=${day}&to=${day}` });
  const start = (times.json() as SlotsAnswer).results[0]!.start;
  return {
    kind: 'class',
    payee: tutor,
    path: 'bookings',
    table: 'bookings',
    confirmed: 'confirmed',
    async book(who) {
      const res = await post(who, '/api/bookings/', { class: slug, start, idempotency_key: randomUUID() });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id;
    },
    async places() {
      const [row] = await selectRows<{ taken: number; counted: number }>(
        ctx.database.db,
        sql`select coalesce(sum(s.seats_taken), 0)::int as taken,
                   (select coalesce(sum(b.seats), 0)::int from bookings b join classes c on c.id = b.class_id
                    where c.slug = ${slug} and b.status in ('held', 'confirmed')) as counted
            from class_sessions s join classes c on c.id = s.class_id where c.slug = ${slug}`,
      );
      return row!;
    },
    personSees: async (who, id) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/bookings/${id}/`, headers: bearer(who.access) })).json(),
    hostSees: async (id) =>
      (await ctx.app.inject({ method: 'GET', url: '/api/bookings/tutor/', headers: bearer(tutor.access) }))
        .json()
        .results.find((b: { id: number }) => b.id === id),
  };
}

async function retreatKind(): Promise<Kind> {
  const host = await creator('retreat_rep');
  const slug = `unpaid-retreat-${randomUUID().slice(0, 8)}`;
  const [retreat] = await selectRows<{ id: number }>(
    ctx.database.db,
    sql`insert into retreats (slug, host_id, title, summary, type, languages, place, country, address, time_zone,
                              date_mode, available_from, available_until, min_nights, max_nights, deposit_percent,
                              currency, published)
        values (${slug}, ${host.user.id}, 'Ganga silence', 'Silence by the river.', 'meditation', '{en}', 'Rishikesh',
                'India', 'Tapovan', 'Asia/Kolkata', 'flexible', ${addDays(today, 10)}, ${addDays(today, 40)}, 1, 10, 30,
                'INR', true)
        returning id`,
  );
  const [pkg] = await selectRows<{ id: number }>(
    ctx.database.db,
    sql`insert into retreat_packages (retreat_id, name, price_minor, capacity, position, active)
        values (${retreat!.id}, 'Shared room', 200000, 20, 0, true) returning id`,
  );
  return {
    kind: 'retreat',
    payee: host,
    path: 'retreat-bookings',
    table: 'retreat_bookings',
    confirmed: 'confirmed',
    async book(who) {
      const res = await post(who, `/api/retreats/${slug}/bookings/`, {
        package_id: pkg!.id,
        start_date: addDays(today, 12),
        end_date: addDays(today, 15),
        guests: 2,
        idempotency_key: randomUUID(),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id;
    },
    async places() {
      // Each of the stay's three nights counted against the bookings that hold it.
      const rows = await selectRows<{ taken: number; counted: number }>(
        ctx.database.db,
        sql`select n.guests_taken as taken,
                   (select coalesce(sum(b.guests), 0)::int from retreat_bookings b
                    where b.package_id = n.package_id and b.status in ('held', 'confirmed')
                      and n.night >= b.start_date and n.night < b.end_date) as counted
            from retreat_nights n where n.package_id = ${pkg!.id}`,
      );
      for (const row of rows) expect(row.taken).toBe(row.counted);
      return { taken: Math.max(0, ...rows.map((r) => r.taken)), counted: Math.max(0, ...rows.map((r) => r.counted)) };
    },
    personSees: async (who, id) =>
      (
        await ctx.app.inject({ method: 'GET', url: `/api/retreat-bookings/${id}/`, headers: bearer(who.access) })
      ).json(),
    hostSees: async (id) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/creators/retreats/bookings/?retreat=${retreat!.id}`,
          headers: bearer(host.access),
        })
      )
        .json()
        .results.find((b: { id: number }) => b.id === id),
  };
}

async function poojaKind(): Promise<Kind> {
  const staff = await creator('retreat_rep');
  const [temple] = await selectRows<{ id: number }>(
    ctx.database.db,
    sql`insert into temples (slug, manager_id, name, deity, place)
        values (${`unpaid-temple-${randomUUID().slice(0, 8)}`}, ${staff.user.id}, 'Mahakaleshwar', 'Shiva', 'Ujjain')
        returning id`,
  );
  const slug = `unpaid-pooja-${randomUUID().slice(0, 8)}`;
  await ctx.database.db.execute(sql`
    insert into poojas (temple_id, slug, name, price_minor, daily_limit, notice_days)
    values (${temple!.id}, ${slug}, 'Rudrabhishek', 210000, 20, 1)`);
  const day = addDays(today, 4);
  return {
    kind: 'pooja',
    payee: staff,
    path: 'pooja-bookings',
    table: 'pooja_bookings',
    confirmed: 'booked',
    async book(who) {
      const res = await post(who, `/api/poojas/${slug}/bookings/`, {
        day,
        devotee_name: 'Ravi',
        idempotency_key: randomUUID(),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id;
    },
    async places() {
      const [row] = await selectRows<{ taken: number; counted: number }>(
        ctx.database.db,
        sql`select coalesce((select d.taken from pooja_days d join poojas p on p.id = d.pooja_id
                             where p.slug = ${slug} and d.day = ${day}), 0)::int as taken,
                   (select count(*)::int from pooja_bookings b join poojas p on p.id = b.pooja_id
                    where p.slug = ${slug} and b.day = ${day} and b.status in ('held', 'booked')) as counted`,
      );
      return row!;
    },
    personSees: async (who, id) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/pooja-bookings/${id}/`, headers: bearer(who.access) })).json(),
    hostSees: async (id) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/creators/pooja-bookings/?temple=${temple!.id}`,
          headers: bearer(staff.access),
        })
      )
        .json()
        .results.find((b: { id: number }) => b.id === id),
  };
}

let departureId = 0;
/** A journey whose one departure has this many places; each booking takes three. */
async function journeyKind(capacity = 30): Promise<Kind> {
  const organiser = await creator('retreat_rep');
  const slug = `unpaid-yatra-${randomUUID().slice(0, 8)}`;
  const [journey] = await selectRows<{ id: number }>(
    ctx.database.db,
    sql`insert into journeys (slug, organiser_id, title, duration_days, price_minor, deposit_percent, max_travellers_per_booking)
        values (${slug}, ${organiser.user.id}, 'Kedarnath yatra', 4, 100000, 25, 10) returning id`,
  );
  const [departure] = await selectRows<{ id: number }>(
    ctx.database.db,
    sql`insert into journey_departures (journey_id, start_date, capacity)
        values (${journey!.id}, ${addDays(today, 40)}, ${capacity}) returning id`,
  );
  departureId = departure!.id;
  return {
    kind: 'journey',
    payee: organiser,
    path: 'journey-bookings',
    table: 'journey_bookings',
    confirmed: 'confirmed',
    async book(who) {
      const res = await post(who, `/api/journeys/${slug}/bookings/`, {
        departure_id: departure!.id,
        travellers: 3,
        traveller_names: ['Pilgrim 1', 'Pilgrim 2', 'Pilgrim 3'],
        idempotency_key: randomUUID(),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id;
    },
    async places() {
      const [row] = await selectRows<{ taken: number; counted: number }>(
        ctx.database.db,
        sql`select d.seats_taken as taken,
                   (select coalesce(sum(travellers), 0)::int from journey_bookings b
                    where b.departure_id = d.id and b.status in ('held', 'confirmed')) as counted
            from journey_departures d where d.id = ${departure!.id}`,
      );
      return row!;
    },
    personSees: async (who, id) =>
      (
        await ctx.app.inject({ method: 'GET', url: `/api/journey-bookings/${id}/`, headers: bearer(who.access) })
      ).json(),
    hostSees: async (id) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/creators/journey-bookings/?journey=${journey!.id}`,
          headers: bearer(organiser.access),
        })
      )
        .json()
        .results.find((b: { id: number }) => b.id === id),
  };
}

// ---- Shared steps --------------------------------------------------------------------------------

/** A booking confirmed at checkout, paying the creator directly: unpaid, its places taken. */
async function confirmedUnpaid(k: Kind, who: LoginResponse): Promise<number> {
  const id = await k.book(who);
  const res = await post(who, `/api/${k.path}/${id}/checkout/`, { lang: 'en' });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().provider).toBe('direct');
  return id;
}

const release = (k: Kind, who: LoginResponse | null, id: number) =>
  post(who, `/api/creators/${k.kind}-bookings/${id}/release-unpaid/`);

/** Moves the booking's creation back by this many days (and a minute), as if it had been made then. */
async function madeDaysAgo(k: Kind, id: number, days: number) {
  await ctx.database.db.execute(
    sql`update ${sql.identifier(k.table)} set created_at = now() - make_interval(days => ${days}, mins => 1)
        where id = ${id}`,
  );
}

/** The person's inbox, once the outbox has delivered what the bookings' notices leave there. */
async function inbox(who: LoginResponse): Promise<Notification[]> {
  await ctx.app.ctx.outbox.drain();
  const res = await ctx.app.inject({ method: 'GET', url: '/api/notifications/', headers: bearer(who.access) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results;
}

const KINDS: Array<[string, () => Promise<Kind>]> = [
  ['a class', classKind],
  ['a retreat stay', retreatKind],
  ['a pooja', poojaKind],
  ['a journey', () => journeyKind()],
];

describe('the reason of a release, to a reader of Hindi', () => {
  it('is written in Hindi in the inbox and in the mail, though stored in English', async () => {
    const k = await journeyKind();
    await payWithin(k.payee, 3);
    const who = await person({ preferred_language: 'hi' });
    const id = await confirmedUnpaid(k, who);
    await madeDaysAgo(k, id, 3);
    const res = await release(k, k.payee, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cancel_reason).toBe('Not paid by the deadline');

    const hindi = hiMail.cancel_reason_released_unpaid;
    const told = (await inbox(who)).filter((n) => n.kind === 'booking_cancelled');
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain(hindi);
    expect(told[0]!.body).not.toContain('Not paid');
    const mails = await selectRows<{ text: string }>(
      ctx.database.db,
      sql`select m.text from mail_outbox m join users u on u.email = m.recipient where u.id = ${who.user.id}`,
    );
    const cancelled = mails.filter((m) => m.text.includes(hindi));
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.text).not.toContain('Not paid');
  });
});

describe.each(KINDS)('releasing %s left unpaid', (_name, make) => {
  let k: Kind;
  beforeAll(async () => {
    k = await make();
  }, 60_000);

  it('after the deadline gives its places back and tells the person', async () => {
    await payWithin(k.payee, 3);
    const who = await person();
    const id = await confirmedUnpaid(k, who);
    const before = await k.places();
    expect(before.taken).toBe(before.counted);
    expect(before.taken).toBeGreaterThan(0);

    // Both sides read the deadline: made + 3 days.
    const mine = await k.personSees(who, id);
    const payBy = new Date(new Date(mine.created_at as string).getTime() + 3 * DAY).toISOString();
    expect(mine).toMatchObject({ status: k.confirmed, paid: false, payment_provider: 'direct', pay_by: payBy });
    expect((await k.hostSees(id)).pay_by).toBe(payBy);

    // Before it: refused, the deadline named.
    const early = await release(k, k.payee, id);
    expect(early.statusCode).toBe(400);
    expect(early.json().code).toBe('deadline_not_passed');
    expect(early.json().detail).toContain(payBy.slice(0, 10));

    await madeDaysAgo(k, id, 3);
    // Only the payee: the person, a stranger and a guest are not.
    const stranger = await creator('retreat_rep');
    expect((await release(k, null, id)).statusCode).toBe(401);
    expect((await release(k, who, id)).statusCode).toBe(404);
    expect((await release(k, stranger, id)).statusCode).toBe(404);
    expect((await post(k.payee, `/api/creators/${k.kind}-bookings/999999/release-unpaid/`)).statusCode).toBe(404);

    const res = await release(k, k.payee, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'cancelled', cancel_reason: 'Not paid by the deadline' });
    expect(res.json().pay_by).toBeNull();
    // Its places were the only ones taken: all back.
    expect(await k.places()).toEqual({ taken: 0, counted: 0 });

    // Told as the host's own cancellation tells them, with the reason.
    const told = (await inbox(who)).filter((n) => n.kind === 'booking_cancelled');
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain('Not paid by the deadline');
    // And by its cancellation mail, with the reason.
    const mails = await selectRows<{ text: string }>(
      ctx.database.db,
      sql`select m.text from mail_outbox m join users u on u.email = m.recipient where u.id = ${who.user.id}`,
    );
    expect(mails.filter((m) => m.text.includes('Not paid by the deadline'))).toHaveLength(1);

    // Released once: a second time it is no longer unpaid and confirmed.
    const again = await release(k, k.payee, id);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('not_unpaid');
  });

  it('refuses a booking paid, paid through Stripe, or without a deadline', async () => {
    await payWithin(k.payee, 1);
    for (const change of [sql`paid_at = now()`, sql`payment_provider = 'stripe'`]) {
      const who = await person();
      const id = await confirmedUnpaid(k, who);
      await madeDaysAgo(k, id, 2);
      await ctx.database.db.execute(sql`update ${sql.identifier(k.table)} set ${change} where id = ${id}`);
      const res = await release(k, k.payee, id);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('not_unpaid');
      expect((await k.personSees(who, id)).pay_by).toBeNull();
      expect((await k.personSees(who, id)).status).toBe(k.confirmed);
    }
    // A booking only held (not confirmed) is not released either.
    const holder = await person();
    const held = await k.book(holder);
    await madeDaysAgo(k, held, 2);
    expect((await release(k, k.payee, held)).json().code).toBe('not_unpaid');
    await post(holder, `/api/${k.path}/${held}/checkout/`, { lang: 'en' });

    // No deadline set: nothing to release after, however old the booking.
    await payWithin(k.payee, null);
    const late = await person();
    const id = await confirmedUnpaid(k, late);
    await madeDaysAgo(k, id, 59);
    expect((await k.personSees(late, id)).pay_by).toBeNull();
    const res = await release(k, k.payee, id);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('deadline_not_passed');
  });
});

describe('a released journey booking', () => {
  it('offers its places to the first person waiting for the departure', async () => {
    const k = await journeyKind(3);
    await payWithin(k.payee, 2);
    const who = await person();
    const id = await confirmedUnpaid(k, who);
    const waiting = await person();
    const joined = await post(waiting, '/api/waitlists/', {
      kind: 'journey',
      target: { departure_id: departureId },
      seats: 2,
    });
    expect(joined.statusCode, joined.body).toBe(201);
    await madeDaysAgo(k, id, 2);
    expect((await release(k, k.payee, id)).statusCode).toBe(200);
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/waitlists/mine/', headers: bearer(waiting.access) });
    expect(mine.json().results[0]).toMatchObject({ state: 'offered', seats: 2 });
    // Two of the three places are held for the offer; the count stays exact.
    expect(await k.places()).toEqual({ taken: 2, counted: 2 });
  });
});
