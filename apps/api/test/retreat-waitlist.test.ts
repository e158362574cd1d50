import { randomUUID } from 'node:crypto';
import { addDays, type LoginResponse, type WaitlistEntry } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/client';
import { bearer, confirmEmails, register } from './account-helpers';
import { createTestContext, type TestContext } from './helpers';

/**
 * Issue 24: waitlists of retreat stays. A person waits for a package's nights [start, end) for
 * their guests; nights that come back (a cancellation by either side, a hold that ran out, a
 * larger package, a reopened night) are offered to every line whose stay they touch, the longest
 * wait first, as held stays that lapse with the offer. The nights' counts stay exact throughout.
 */

let ctx: TestContext;
let host: LoginResponse;
let today = '';
const day = (n: number) => addDays(today, n);
let made = 0;

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMITS: 'off' } });
  host = (await register(ctx.app, { creator_type: 'retreat_rep' })).answer;
  const [row] = await selectRows<{ today: string }>(
    ctx.database.db,
    sql`select to_char((now() at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD') as today`,
  );
  today = row!.today;
}, 120_000);
afterAll(() => ctx.close());

/** A flexible retreat of its own (nights from day 10 to day 40), one package of this many places. */
async function retreat(capacity: number) {
  made++;
  const slug = `waitlist-retreat-${made}-${randomUUID().slice(0, 6)}`;
  const [row] = await selectRows<{ id: number }>(
    ctx.database.db,
    sql`insert into retreats (slug, host_id, title, summary, type, languages, place, country, address, time_zone,
                              date_mode, available_from, available_until, min_nights, max_nights, deposit_percent,
                              currency, published)
        values (${slug}, ${host.user.id}, 'Ganga silence', 'Silence by the river.', 'meditation', '{en}', 'Rishikesh',
                'India', 'Tapovan', 'Asia/Kolkata', 'flexible', ${day(10)}, ${day(40)}, 1, 10, 30, 'INR', true)
        returning id`,
  );
  const [pkg] = await selectRows<{ id: number }>(
    ctx.database.db,
    sql`insert into retreat_packages (retreat_id, name, price_minor, capacity, position, active)
        values (${row!.id}, 'Shared room', 200000, ${capacity}, 0, true) returning id`,
  );
  return { id: row!.id, slug, packageId: pkg!.id };
}
type Retreat = Awaited<ReturnType<typeof retreat>>;

async function person(): Promise<LoginResponse> {
  const { answer } = await register(ctx.app);
  await confirmEmails(ctx.database);
  return answer;
}

const stay = (r: Retreat, from: number, to: number) => ({
  retreat: r.slug,
  package_id: r.packageId,
  start_date: day(from),
  end_date: day(to),
});

async function book(who: LoginResponse, r: Retreat, from: number, to: number, guests: number) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/retreats/${r.slug}/bookings/`,
    headers: bearer(who.access),
    payload: {
      package_id: r.packageId,
      start_date: day(from),
      end_date: day(to),
      guests,
      idempotency_key: randomUUID(),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

const join = (who: LoginResponse | null, target: Record<string, unknown>, seats: number) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/waitlists/',
    headers: who ? bearer(who.access) : {},
    payload: { kind: 'retreat', target, seats },
  });

async function joined(who: LoginResponse, target: Record<string, unknown>, seats: number): Promise<WaitlistEntry> {
  const res = await join(who, target, seats);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function mine(who: LoginResponse): Promise<WaitlistEntry[]> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/waitlists/mine/', headers: bearer(who.access) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results;
}

const cancel = (who: LoginResponse, id: number) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/retreat-bookings/${id}/cancel/`,
    headers: bearer(who.access),
    payload: { reason: '' },
  });

/** Each night's guests as counted, beside the guests of the stays that hold it: always equal. */
async function nights(r: Retreat) {
  return selectRows<{ night: string; taken: number; counted: number }>(
    ctx.database.db,
    sql`select to_char(n.night, 'YYYY-MM-DD') as night, n.guests_taken as taken,
               (select coalesce(sum(b.guests), 0)::int from retreat_bookings b
                where b.package_id = n.package_id and b.status in ('held', 'confirmed')
                  and b.start_date <= n.night and b.end_date > n.night) as counted
        from retreat_nights n where n.package_id = ${r.packageId} order by n.night`,
  );
}

async function expectCountsExact(r: Retreat) {
  for (const n of await nights(r)) expect(n.taken, n.night).toBe(n.counted);
}

async function offers(who: LoginResponse) {
  return selectRows<{ kind: string; url: string }>(
    ctx.database.db,
    sql`select kind, url from notifications where user_id = ${who.user.id} and kind = 'waitlist_offer'`,
  );
}

describe('waiting for a retreat stay', () => {
  it('is for a full stay, once, checked as a booking of it would be', async () => {
    const r = await retreat(2);
    const first = await person();
    const waiting = await person();
    expect((await join(null, stay(r, 12, 15), 1)).statusCode).toBe(401);
    const open = await join(waiting, stay(r, 12, 15), 1);
    expect(open.statusCode).toBe(409);
    expect(open.json().code).toBe('places_open');
    await book(first, r, 12, 15, 2);
    const entry = await joined(waiting, stay(r, 12, 15), 1);
    expect(entry).toMatchObject({
      kind: 'retreat',
      target: stay(r, 12, 15),
      title: 'Ganga silence',
      starts_on: day(12),
      state: 'waiting',
      ahead: 0,
    });
    // Full on one night of a longer stay is full for the stay.
    expect((await join(waiting, stay(r, 14, 18), 1)).statusCode).toBe(201);
    // The one staying those nights does not wait for them.
    expect((await join(first, stay(r, 13, 16), 1)).json().code).toBe('already_booked');
    // The stay's own rules, on the target's fields.
    const outside = await join(waiting, stay(r, 38, 45), 1);
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors['target.start_date']).toBeDefined();
    const tooLong = await join(waiting, stay(r, 12, 25), 1);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors['target.end_date']).toBeDefined();
    const unknown = await join(waiting, { ...stay(r, 12, 15), package_id: 999_999_999 }, 1);
    expect(unknown.statusCode).toBe(400);
    const garbled = await join(waiting, { retreat: r.slug, package_id: 'one', start_date: 'soon' }, 1);
    expect(garbled.statusCode).toBe(400);
  });
});

describe('nights that come back', () => {
  it('are offered to every line whose stay they touch, the longest wait first, counts exact', async () => {
    const r = await retreat(2);
    const holder = await person();
    const b = await person();
    const c = await person();
    const d = await person();
    const booking = await book(holder, r, 12, 15, 2);
    await joined(b, stay(r, 12, 15), 1);
    await joined(c, stay(r, 14, 16), 1);
    // D waits for two places on nights the others also want: after B and C only one is left.
    await joined(d, stay(r, 13, 14), 2);
    expect((await cancel(holder, booking.id)).statusCode).toBe(200);

    const [bEntry] = await mine(b);
    const [cEntry] = await mine(c);
    const [dEntry] = await mine(d);
    expect(bEntry).toMatchObject({ state: 'offered' });
    expect(cEntry).toMatchObject({ state: 'offered' });
    expect(dEntry).toMatchObject({ state: 'waiting', ahead: 0 });
    const offered = await ctx.app.inject({
      method: 'GET',
      url: `/api/retreat-bookings/${bEntry!.booking_id}/`,
      headers: bearer(b.access),
    });
    expect(offered.json()).toMatchObject({
      status: 'held',
      start_date: day(12),
      end_date: day(15),
      guests: 1,
      total_minor: 600000,
      deposit_minor: 180000,
    });
    expect(new Date(offered.json().hold_expires_at).getTime()).toBe(new Date(bEntry!.offer_expires_at!).getTime());
    expect(await offers(b)).toEqual([
      { kind: 'waitlist_offer', url: `/checkout?kind=retreat&booking=${bEntry!.booking_id}` },
    ]);
    await expectCountsExact(r);
  });

  it('pass on when an offer lapses, and come from the host: a cancellation, a larger package, a reopened night', async () => {
    const r = await retreat(1);
    const holder = await person();
    const first = await person();
    const second = await person();
    const third = await person();
    const booking = await book(holder, r, 20, 22, 1);
    await joined(first, stay(r, 20, 22), 1);
    await joined(second, stay(r, 20, 22), 1);
    await joined(third, stay(r, 21, 23), 1);

    // The host cancels: the first in line is offered the stay.
    const hostCancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/creators/retreat-bookings/${booking.id}/cancel/`,
      headers: bearer(host.access),
      payload: { reason: 'The hall is being repaired.' },
    });
    expect(hostCancel.statusCode, hostCancel.body).toBe(200);
    const [offer] = await mine(first);
    expect(offer!.state).toBe('offered');
    expect((await mine(second))[0]!.state).toBe('waiting');

    // Not taken in time: it lapses when the hold is released, and passes to the next in line.
    await ctx.database.db.execute(
      sql`update retreat_bookings set hold_expires_at = now() - interval '1 minute' where id = ${offer!.booking_id}`,
    );
    await ctx.app.inject({ method: 'GET', url: '/api/retreat-bookings/', headers: bearer(first.access) });
    expect((await mine(first))[0]!.state).toBe('lapsed');
    expect((await mine(second))[0]!.state).toBe('offered');
    expect((await mine(third))[0]!.state).toBe('waiting');

    // A larger package: the third is offered the place it makes.
    const packages = await ctx.app.inject({
      method: 'PUT',
      url: `/api/creators/retreats/${r.id}/packages/`,
      headers: bearer(host.access),
      payload: {
        packages: [
          { id: r.packageId, name: 'Shared room', description: '', price_minor: 200000, capacity: 2, active: true },
        ],
      },
    });
    expect(packages.statusCode, packages.body).toBe(200);
    expect((await mine(third))[0]!.state).toBe('offered');
    await expectCountsExact(r);

    // A closed night reopened: the line waiting for it is offered it.
    const fourth = await person();
    const closeNight = (closed: boolean) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/creators/retreats/${r.id}/availability/`,
        headers: bearer(host.access),
        payload: { changes: [{ package_id: r.packageId, night: day(30), closed }] },
      });
    expect((await closeNight(true)).statusCode).toBe(200);
    await joined(fourth, stay(r, 30, 31), 1);
    expect((await closeNight(false)).statusCode).toBe(200);
    expect((await mine(fourth))[0]!.state).toBe('offered');
    await expectCountsExact(r);
  });
});
