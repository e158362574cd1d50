import {
  addDays,
  HOLD_ERROR_CODES,
  RETREAT_MESSAGES,
  type LoginResponse,
  type RetreatAvailability,
  type RetreatBooking,
  type RetreatCheckoutAnswer,
  type RetreatDetail,
  type RetreatSummary,
} from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { openDatabase, selectRows } from '../src/db/client';
import { parseIcs } from './ics-reader';
import { storeSearchKeys } from '../src/lib/search';
import { searchableRetreats } from '../src/modules/retreats';
import { releaseExpiredRetreatHolds } from '../src/modules/retreats/holds';
import { bearer, confirmEmails, register } from './account-helpers';
import { FakeStripe } from './fake-stripe';
import { createTestContext, type TestContext } from './helpers';
import { createStripeTestContext, postStripeEvent } from './stripe-test-context';

let ctx: TestContext;
let host: LoginResponse;
let guest: LoginResponse;
let other: LoginResponse;
let admin: LoginResponse;
/** Today at the retreats' place (India), as the database reads it. */
let today: string;
const day = (n: number) => addDays(today, n);

// ---- A small factory: retreats and packages written straight to the database ------------------

interface PackageSpec {
  name?: string;
  price?: number;
  capacity?: number;
  active?: boolean;
}
interface RetreatSpec {
  title?: string;
  summary?: string;
  type?: string;
  languages?: string[];
  place?: string;
  country?: string;
  dateMode?: 'fixed' | 'flexible';
  departures?: Array<{ start: string; end: string }>;
  from?: string | null;
  until?: string | null;
  minNights?: number;
  maxNights?: number;
  deposit?: number;
  policy?: Array<{ days_before: number; refund_percent: number }>;
  published?: boolean;
  packages?: PackageSpec[];
  currency?: string;
}

const pgArray = (items: string[]) => `{${items.map((s) => `"${s.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

let made = 0;
async function makeRetreat(c: TestContext, owner: LoginResponse, spec: RetreatSpec = {}) {
  made++;
  const slug = `retreat-${made}-${owner.user.id}-${Math.random().toString(36).slice(2, 7)}`;
  const dateMode = spec.dateMode ?? 'fixed';
  const [row] = await selectRows<{ id: number }>(
    c.database.db,
    sql`insert into retreats (slug, host_id, title, summary, type, languages, place, country, address, latitude, longitude,
                              time_zone, photos, teachers, schedule, included, date_mode, departures, available_from,
                              available_until, min_nights, max_nights, deposit_percent, cancellation_policy, currency,
                              published)
        values (${slug}, ${owner.user.id}, ${spec.title ?? `Retreat ${made}`}, ${spec.summary ?? 'Silence and sadhana.'},
                ${spec.type ?? 'yoga'}, ${pgArray(spec.languages ?? ['en', 'hi'])}::text[], ${spec.place ?? 'Rishikesh'},
                ${spec.country ?? 'India'}, 'Tapovan, Laxman Jhula Road', 30.1287, 78.3311, 'Asia/Kolkata',
                ${pgArray(['https://img.example/ganga.jpg'])}::text[],
                ${JSON.stringify([{ name: 'Swami Ananda', bio: 'Teaches hatha yoga.' }])}::jsonb,
                ${JSON.stringify([{ time: '06:00', activity: 'Asana' }])}::jsonb, ${pgArray(['Meals', 'Room'])}::text[],
                ${dateMode}, ${JSON.stringify(spec.departures ?? [])}::jsonb,
                ${spec.from ?? null}, ${spec.until ?? null}, ${spec.minNights ?? 1}, ${spec.maxNights ?? 30},
                ${spec.deposit ?? 30}, ${JSON.stringify(spec.policy ?? [])}::jsonb, ${spec.currency ?? 'INR'},
                ${spec.published ?? true})
        returning id`,
  );
  // Its search keys, as the services and the seed keep them.
  await storeSearchKeys(c.database.db, searchableRetreats, [row!.id]);
  const packages: Array<{ id: number; price: number; capacity: number }> = [];
  for (const [i, p] of (spec.packages ?? [{}]).entries()) {
    const [pkg] = await selectRows<{ id: number }>(
      c.database.db,
      sql`insert into retreat_packages (retreat_id, name, price_minor, capacity, position, active)
          values (${row!.id}, ${p.name ?? `Package ${i + 1}`}, ${p.price ?? 2_000_000}, ${p.capacity ?? 4}, ${i},
                  ${p.active ?? true})
          returning id`,
    );
    packages.push({ id: pkg!.id, price: p.price ?? 2_000_000, capacity: p.capacity ?? 4 });
  }
  return { id: row!.id, slug, packages };
}
type Made = Awaited<ReturnType<typeof makeRetreat>>;

function book(
  app: App,
  who: LoginResponse | null,
  slug: string,
  body: { package_id: number; start_date: string; end_date: string; guests?: number; note?: string },
  key = `key-${Math.random()}`,
) {
  return app.inject({
    method: 'POST',
    url: `/api/retreats/${slug}/bookings/`,
    headers: who ? bearer(who.access) : {},
    payload: { guests: 1, ...body, idempotency_key: key },
  });
}

async function booked(c: TestContext, who: LoginResponse, slug: string, body: Parameters<typeof book>[3]) {
  const res = await book(c.app, who, slug, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as RetreatBooking;
}

async function guestsTaken(c: TestContext, packageId: number) {
  const rows = await selectRows<{ night: string; guests_taken: number }>(
    c.database.db,
    sql`select to_char(night, 'YYYY-MM-DD') as night, guests_taken from retreat_nights
        where package_id = ${packageId} and guests_taken > 0 order by night`,
  );
  return Object.fromEntries(rows.map((r) => [r.night, r.guests_taken]));
}

const get = (c: TestContext, url: string, who: LoginResponse | null = null) =>
  c.app.inject({ method: 'GET', url, headers: who ? bearer(who.access) : {} });

function cancel(c: TestContext, who: LoginResponse | null, id: number, reason = '') {
  return c.app.inject({
    method: 'POST',
    url: `/api/retreat-bookings/${id}/cancel/`,
    headers: who ? bearer(who.access) : {},
    payload: { reason },
  });
}

function checkout(c: TestContext, who: LoginResponse | null, id: number, lang = 'en') {
  return c.app.inject({
    method: 'POST',
    url: `/api/retreat-bookings/${id}/checkout/`,
    headers: who ? bearer(who.access) : {},
    payload: { lang },
  });
}

/** The mails sent (to the mail_outbox table: no SMTP_URL) with this subject, once the outbox is delivered. */
async function mails(c: TestContext, subject: string) {
  await c.app.ctx.outbox.drain();
  return selectRows<{
    recipient: string;
    text: string;
    attachments: Array<{ filename: string; contentType: string; content: string }>;
  }>(c.database.db, sql`select recipient, text, attachments from mail_outbox where subject = ${subject} order by id`);
}

async function emailOf(c: TestContext, who: LoginResponse) {
  const [row] = await selectRows<{ email: string }>(
    c.database.db,
    sql`select email from users where id = ${who.user.id}`,
  );
  return row!.email;
}

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMITS: 'off' } });
  host = (await register(ctx.app, { creator_type: 'retreat_rep' })).answer;
  guest = (await register(ctx.app)).answer;
  other = (await register(ctx.app)).answer;
  admin = (await register(ctx.app)).answer;
  await confirmEmails(ctx.database);
  await ctx.database.db.execute(sql`update users set role = 'admin' where id = ${admin.user.id}`);
  await ctx.database.db.execute(
    sql`update users set display_name = 'Parmarth Retreats', preferred_language = 'hi' where id = ${host.user.id}`,
  );
  await ctx.database.db.execute(sql`
    insert into creator_profiles (user_id, creator_type, headline, bio)
    values (${host.user.id}, 'retreat_rep', 'An ashram on the Ganga', 'Since 1942.')
    on conflict (user_id) do update set headline = excluded.headline, bio = excluded.bio`);
  const [row] = await selectRows<{ d: string }>(
    ctx.database.db,
    sql`select to_char((now() at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD') as d`,
  );
  today = row!.d;
});
afterAll(() => ctx.close());

// ---- Discovery ----------------------------------------------------------------------------------

describe('the list, a retreat and its availability', () => {
  const tag = `kailas${Math.random().toString(36).slice(2, 6)}`;
  let yoga: Made;
  let ayurveda: Made;

  beforeAll(async () => {
    yoga = await makeRetreat(ctx, host, {
      title: `Himalayan yoga ${tag}`,
      type: 'yoga',
      languages: ['en', 'hi'],
      place: 'Rishikesh',
      departures: [
        { start: day(40), end: day(47) },
        { start: day(130), end: day(133) },
        { start: day(-10), end: day(-3) },
      ],
      packages: [
        { name: 'Shared room', price: 1_500_000, capacity: 6 },
        { name: 'Private cottage', price: 4_000_000, capacity: 2 },
        { name: 'Old tent', price: 100, capacity: 9, active: false },
      ],
    });
    ayurveda = await makeRetreat(ctx, host, {
      title: `Panchakarma ${tag}`,
      summary: 'A gentle detox by the backwaters.',
      type: 'ayurveda',
      languages: ['ml', 'en'],
      place: 'Kovalam',
      country: 'India',
      dateMode: 'flexible',
      from: day(5),
      until: day(70),
      minNights: 7,
      maxNights: 21,
      packages: [{ name: 'Garden room', price: 600_000, capacity: 3 }],
    });
    // Not listed: unpublished, no active package, only past dates, a window already closed.
    await makeRetreat(ctx, host, {
      title: `Hidden ${tag}`,
      published: false,
      departures: [{ start: day(40), end: day(45) }],
    });
    await makeRetreat(ctx, host, {
      title: `Empty ${tag}`,
      departures: [{ start: day(40), end: day(45) }],
      packages: [{ active: false }],
    });
    await makeRetreat(ctx, host, { title: `Past ${tag}`, departures: [{ start: day(-20), end: day(-15) }] });
    await makeRetreat(ctx, host, {
      title: `Closed window ${tag}`,
      dateMode: 'flexible',
      from: day(-30),
      until: day(2),
      minNights: 3,
    });
  });

  async function list(query: string) {
    const res = await get(ctx, `/api/retreats/?q=${tag}&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().results as RetreatSummary[]).map((r) => r.slug);
  }

  it('lists published retreats with a date still to book, soonest first, each summarised', async () => {
    expect(await list('')).toEqual([ayurveda.slug, yoga.slug]);
    const [summary] = (await get(ctx, `/api/retreats/?q=${tag}&type=yoga`)).json().results as RetreatSummary[];
    expect(summary).toMatchObject({
      slug: yoga.slug,
      type: 'yoga',
      place: 'Rishikesh',
      photo: 'https://img.example/ganga.jpg',
      date_mode: 'fixed',
      next_start: day(40),
      nights_min: 3,
      nights_max: 7,
      // The cheapest active package, per person, for a departure.
      price_from_minor: 1_500_000,
      currency: 'INR',
      deposit_percent: 30,
      host: { display_name: 'Parmarth Retreats', headline: 'An ashram on the Ganga' },
    });
    const flexible = (await get(ctx, `/api/retreats/?q=${tag}&type=ayurveda`)).json().results[0] as RetreatSummary;
    // Flexible: the shortest stay's price (7 nights), from tomorrow or the window's start.
    expect(flexible).toMatchObject({ next_start: day(5), nights_min: 7, nights_max: 21, price_from_minor: 4_200_000 });
  });

  it('filters by type, language, place, month, price and duration, and sorts by price', async () => {
    expect(await list('type=ayurveda')).toEqual([ayurveda.slug]);
    expect(await list('type=meditation')).toEqual([]);
    expect(await list('language=ml')).toEqual([ayurveda.slug]);
    expect(await list('language=hi')).toEqual([yoga.slug]);
    expect(await list('place=kova')).toEqual([ayurveda.slug]);
    expect(await list('place=india')).toEqual([ayurveda.slug, yoga.slug]);
    const month = (n: number) => day(n).slice(0, 7);
    expect(await list(`month=${month(130)}`)).toEqual([yoga.slug]);
    expect(await list(`month=${month(6)}`)).toContain(ayurveda.slug);
    expect(await list(`month=${month(6)}`)).not.toContain(yoga.slug);
    expect(await list(`month=${month(200)}`)).toEqual([]);
    expect(await list('price_max=2000000')).toEqual([yoga.slug]);
    expect(await list('price_min=2000000')).toEqual([ayurveda.slug]);
    expect(await list('price_min=1500000&price_max=1500000')).toEqual([yoga.slug]);
    expect(await list('nights_max=5')).toEqual([yoga.slug]);
    expect(await list('nights_min=8')).toEqual([ayurveda.slug]);
    expect(await list('nights_min=4&nights_max=6')).toEqual([]);
    expect(await list('sort=price_desc')).toEqual([ayurveda.slug, yoga.slug]);
    expect(await list('sort=price_asc')).toEqual([yoga.slug, ayurveda.slug]);
    const words = await get(ctx, '/api/retreats/?q=BACKWATERS');
    expect((words.json().results as RetreatSummary[]).map((r) => r.slug)).toContain(ayurveda.slug);
  });

  it('finds a retreat from any script or spelling, its title above its texts', async () => {
    const titled = await makeRetreat(ctx, host, {
      title: 'Ganga Dhyana',
      summary: 'Silent mornings.',
      departures: [{ start: day(40), end: day(44) }],
    });
    const summarised = await makeRetreat(ctx, host, {
      title: 'Riverside stay',
      summary: 'गंगा के किनारे ध्यान और मौन।',
      departures: [{ start: day(30), end: day(34) }],
    });
    const found = async (q: string) =>
      ((await get(ctx, `/api/retreats/?q=${encodeURIComponent(q)}`)).json().results as RetreatSummary[]).map(
        (r) => r.slug,
      );
    // The sooner one only mentions the word: the one titled with it comes first all the same.
    expect(await found('ध्यान')).toEqual([titled.slug, summarised.slug]);
    expect(await found('ഗംഗ')).toEqual(expect.arrayContaining([titled.slug, summarised.slug]));
    // Every word must match.
    expect(await found('ध्यान Dharamshala')).toEqual([]);
  });

  it('answers in the reader’s language where the retreat has a translation, found by it too', async () => {
    const made = await makeRetreat(ctx, host, {
      title: 'Forest silence',
      summary: 'Quiet days in the hills.',
      departures: [{ start: day(50), end: day(54) }],
    });
    const hindi = { title: 'वन में मौन', summary: 'पहाड़ों में शांत दिन।', description: 'सुबह ध्यान, शाम को सत्संग।' };
    await ctx.database.db.execute(
      sql`update retreats set translations = ${JSON.stringify({ hi: hindi })}::jsonb where id = ${made.id}`,
    );
    await storeSearchKeys(ctx.database.db, searchableRetreats, [made.id]);
    const inList = async (query: string) =>
      ((await get(ctx, `/api/retreats/?${query}`)).json().results as RetreatSummary[]).find((r) => r.id === made.id);
    expect(await inList('lang=hi')).toMatchObject({ title: hindi.title, summary: hindi.summary });
    // No translation into Tamil, and a client that names no language: the original.
    expect(await inList('lang=ta')).toMatchObject({ title: 'Forest silence', summary: 'Quiet days in the hills.' });
    expect((await inList(''))?.title).toBe('Forest silence');
    const detail = (await get(ctx, `/api/retreats/${made.slug}/?lang=hi`)).json() as RetreatDetail;
    expect(detail).toMatchObject({ title: hindi.title, description: hindi.description });
    // Its country, written in English, as a Hindi reader names it.
    expect((await get(ctx, `/api/retreats/${made.slug}/`)).json()).toMatchObject({ country: 'India' });
    expect(detail.country).toBe('भारत');
    expect((await get(ctx, `/api/retreats/${made.slug}/?lang=fr`)).statusCode).toBe(400);
    // A word only the Hindi title has finds it.
    expect(await inList(`q=${encodeURIComponent('वन')}`)).toBeDefined();
  });

  it('keeps a price range to the currency asked, as prices in different currencies do not compare', async () => {
    const other = `${tag}usd`;
    const nepal = await makeRetreat(ctx, host, {
      title: `Annapurna ${other}`,
      place: 'Pokhara',
      country: 'Nepal',
      currency: 'USD',
      departures: [{ start: day(60), end: day(65) }],
      packages: [{ name: 'Lake room', price: 90_000, capacity: 4 }],
    });
    const slugs = async (query: string) => {
      const res = await get(ctx, `/api/retreats/?q=${tag}&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().results as RetreatSummary[]).map((r) => r.slug).sort();
    };
    // 90 000 cents is below 2 000 000 paise as a number, but a range in rupees leaves the dollars out.
    expect(await slugs('price_max=2000000')).toEqual([nepal.slug, yoga.slug].sort());
    expect(await slugs('currency=INR&price_max=2000000')).toEqual([yoga.slug]);
    expect(await slugs('currency=usd&price_max=100000')).toEqual([nepal.slug]);
    expect(await slugs('currency=USD&price_min=100000')).toEqual([]);
    expect(await slugs('currency=inr')).toEqual([ayurveda.slug, yoga.slug].sort());
  });

  it('answers bad filters with 400 and a detail', async () => {
    for (const [query, detail] of [
      ['type=spa', /retreat types/],
      ['month=2026-13', /month such as/],
      ['price_min=5&price_max=4', /lowest price/],
      ['nights_min=9&nights_max=2', /fewest nights/],
      ['nights_min=0', /nights from 1/],
      ['language=fr', /languages/],
      ['currency=rupees', /currency code/],
      ['sort=random', /Sort by/],
      [`q=${'x'.repeat(101)}`, /at most 100/],
    ] as const) {
      const res = await get(ctx, `/api/retreats/?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().detail).toMatch(detail);
    }
  });

  it('shows a retreat with its packages, departures still to come and places left per package', async () => {
    await booked(ctx, guest, yoga.slug, {
      package_id: yoga.packages[1]!.id,
      start_date: day(40),
      end_date: day(47),
      guests: 2,
    });
    const res = await get(ctx, `/api/retreats/${yoga.slug.toUpperCase()}/`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json() as RetreatDetail;
    expect(detail).toMatchObject({
      slug: yoga.slug,
      address: 'Tapovan, Laxman Jhula Road',
      latitude: 30.1287,
      longitude: 78.3311,
      time_zone: 'Asia/Kolkata',
      teachers: [{ name: 'Swami Ananda', bio: 'Teaches hatha yoga.' }],
      schedule: [{ time: '06:00', activity: 'Asana' }],
      included: ['Meals', 'Room'],
      languages: ['en', 'hi'],
      available_from: null,
      available_until: null,
      host: { display_name: 'Parmarth Retreats', headline: 'An ashram on the Ganga', bio: 'Since 1942.' },
    });
    expect(detail.packages.map((p) => p.name)).toEqual(['Shared room', 'Private cottage']);
    expect(detail.departures).toEqual([
      {
        start: day(40),
        end: day(47),
        nights: 7,
        packages: [
          { package_id: yoga.packages[0]!.id, guests_left: 6 },
          { package_id: yoga.packages[1]!.id, guests_left: 0 },
        ],
      },
      {
        start: day(130),
        end: day(133),
        nights: 3,
        packages: [
          { package_id: yoga.packages[0]!.id, guests_left: 6 },
          { package_id: yoga.packages[1]!.id, guests_left: 2 },
        ],
      },
    ]);
    const flexible = (await get(ctx, `/api/retreats/${ayurveda.slug}/`)).json() as RetreatDetail;
    expect(flexible).toMatchObject({
      date_mode: 'flexible',
      available_from: day(5),
      available_until: day(70),
      min_nights: 7,
      max_nights: 21,
      departures: [],
    });
    for (const slug of ['no-such-retreat', 'x'.repeat(100)]) {
      const missing = await get(ctx, `/api/retreats/${slug}/`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().detail).toBe('Retreat not found.');
    }
  });

  it('gives places left per package and night, with closed and offered nights', async () => {
    const pkg = ayurveda.packages[0]!;
    await ctx.database.db.execute(
      sql`insert into retreat_nights (package_id, night, closed) values (${pkg.id}, ${day(9)}, true)`,
    );
    await ctx.database.db.execute(
      sql`insert into retreat_nights (package_id, night, capacity, guests_taken) values (${pkg.id}, ${day(10)}, 5, 2)`,
    );
    const res = await get(ctx, `/api/retreats/${ayurveda.slug}/availability/?from=${day(3)}&to=${day(11)}`);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as RetreatAvailability;
    expect(answer).toMatchObject({ retreat: ayurveda.slug, time_zone: 'Asia/Kolkata', from: day(3), to: day(11) });
    const nights = answer.packages[0]!.nights;
    expect(nights).toHaveLength(9);
    expect(nights[0]).toEqual({ night: day(3), guests_left: 3, closed: false, offered: false });
    expect(nights[2]).toEqual({ night: day(5), guests_left: 3, closed: false, offered: true });
    expect(nights[6]).toEqual({ night: day(9), guests_left: 0, closed: true, offered: true });
    expect(nights[7]).toEqual({ night: day(10), guests_left: 3, closed: false, offered: true });

    const byDefault = (await get(ctx, `/api/retreats/${yoga.slug}/availability/`)).json() as RetreatAvailability;
    expect(byDefault).toMatchObject({ from: day(1), to: day(30) });
    const fixed = (await get(ctx, `/api/retreats/${yoga.slug}/availability/?from=${day(39)}&to=${day(47)}`)).json()
      .packages[0].nights as RetreatAvailability['packages'][number]['nights'];
    // A departure's nights are offered, the day of leaving is not.
    expect(fixed.map((n) => n.offered)).toEqual([false, true, true, true, true, true, true, true, false]);

    // Only the last night asked: the widest range that ends there.
    const onlyTo = (await get(ctx, `/api/retreats/${yoga.slug}/availability/?to=${day(400)}`)).json();
    expect(onlyTo).toMatchObject({ from: day(309), to: day(400) });
    expect(onlyTo.packages[0].nights).toHaveLength(92);

    for (const [query, detail] of [
      ['from=0000-01-01', /date that exists/],
      [`from=${day(10)}&to=${day(3)}`, /end date must come after/],
      [`from=${day(1)}&to=${day(200)}`, /at most 92 days/],
      ['from=2026-02-30', /date that exists/],
      ['from=tomorrow', /date such as/],
    ] as const) {
      const bad = await get(ctx, `/api/retreats/${yoga.slug}/availability/?${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().detail).toMatch(detail);
    }
  });
});

// ---- Booking ------------------------------------------------------------------------------------

describe('booking a stay', () => {
  it('takes at most the guests the host allows in one booking: 10 unless set', async () => {
    const r = await makeRetreat(ctx, host, {
      departures: [{ start: day(30), end: day(35) }],
      packages: [{ name: 'Hall', price: 100_000, capacity: 40 }],
    });
    const stay = { package_id: r.packages[0]!.id, start_date: day(30), end_date: day(35) };
    expect((await get(ctx, `/api/retreats/${r.slug}/`)).json().max_guests_per_booking).toBe(10);
    const many = await book(ctx.app, guest, r.slug, { ...stay, guests: 11 });
    expect(many.statusCode, many.body).toBe(400);
    const sentence = `${RETREAT_MESSAGES.guestsPerBooking} At most 10.`;
    expect(many.json()).toMatchObject({ detail: sentence, errors: { guests: [sentence] } });
    expect(await guestsTaken(ctx, r.packages[0]!.id)).toEqual({});
    await ctx.database.db.execute(sql`update retreats set max_guests_per_booking = 12 where id = ${r.id}`);
    expect((await booked(ctx, guest, r.slug, { ...stay, guests: 11 })).guests).toBe(11);
  });

  it('holds a stay with a deposit only for a confirmed address; one without a deposit is confirmed', async () => {
    const fresh = (await register(ctx.app)).answer;
    const stay = { start_date: day(30), end_date: day(35) };
    const withDeposit = await makeRetreat(ctx, host, { departures: [{ start: day(30), end: day(35) }], deposit: 25 });
    const refused = await book(ctx.app, fresh, withDeposit.slug, { package_id: withDeposit.packages[0]!.id, ...stay });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().code).toBe(HOLD_ERROR_CODES.emailNotVerified);
    expect(await guestsTaken(ctx, withDeposit.packages[0]!.id)).toEqual({});
    const noDeposit = await makeRetreat(ctx, host, { departures: [{ start: day(30), end: day(35) }], deposit: 0 });
    expect((await booked(ctx, fresh, noDeposit.slug, { package_id: noDeposit.packages[0]!.id, ...stay })).status).toBe(
      'confirmed',
    );
    await confirmEmails(ctx.database);
    expect(
      (await booked(ctx, fresh, withDeposit.slug, { package_id: withDeposit.packages[0]!.id, ...stay })).status,
    ).toBe('held');
  });

  it('holds a fixed departure for the deposit, per person; a repeat of the key answers the same booking', async () => {
    const r = await makeRetreat(ctx, host, {
      departures: [{ start: day(30), end: day(35) }],
      deposit: 25,
      packages: [{ name: 'Dorm', price: 1_234_567, capacity: 10 }],
    });
    const key = `fixed-${Math.random()}`;
    const before = Date.now();
    const res = await book(
      ctx.app,
      guest,
      r.slug,
      { package_id: r.packages[0]!.id, start_date: day(30), end_date: day(35), guests: 3, note: ' Vegan, please. ' },
      key,
    );
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json() as RetreatBooking;
    expect(booking).toMatchObject({
      status: 'held',
      retreat: { slug: r.slug, place: 'Rishikesh', time_zone: 'Asia/Kolkata' },
      package: { id: r.packages[0]!.id, name: 'Dorm' },
      host: { display_name: 'Parmarth Retreats' },
      start_date: day(30),
      end_date: day(35),
      nights: 5,
      guests: 3,
      total_minor: 3_703_701,
      // 25% rounded up, so the deposit never falls short.
      deposit_minor: 925_926,
      balance_minor: 3_703_701 - 925_926,
      currency: 'INR',
      note: 'Vegan, please.',
      paid: false,
      payment_provider: 'direct',
      refund_minor: null,
    });
    const hold = new Date(booking.hold_expires_at!).getTime();
    expect(hold - before).toBeGreaterThan(9 * 60_000);
    expect(hold - before).toBeLessThanOrEqual(10 * 60_000 + 5_000);
    expect(await guestsTaken(ctx, r.packages[0]!.id)).toEqual(
      Object.fromEntries([30, 31, 32, 33, 34].map((n) => [day(n), 3])),
    );

    const again = await book(
      ctx.app,
      guest,
      r.slug,
      { package_id: r.packages[0]!.id, start_date: day(30), end_date: day(35), guests: 3 },
      key,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(booking.id);
    expect((await guestsTaken(ctx, r.packages[0]!.id))[day(30)]).toBe(3);
  });

  it('prices a flexible stay per night and checks it against the window and the nights allowed', async () => {
    const r = await makeRetreat(ctx, host, {
      dateMode: 'flexible',
      from: day(10),
      until: day(40),
      minNights: 3,
      maxNights: 10,
      deposit: 50,
      packages: [{ price: 250_000, capacity: 2 }],
    });
    const pkg = r.packages[0]!.id;
    const stay = await booked(ctx, guest, r.slug, {
      package_id: pkg,
      start_date: day(12),
      end_date: day(16),
      guests: 2,
    });
    expect(stay).toMatchObject({ nights: 4, total_minor: 2_000_000, deposit_minor: 1_000_000, status: 'held' });

    const cases: Array<[Parameters<typeof book>[3], number, RegExp, string?]> = [
      [{ package_id: pkg, start_date: day(8), end_date: day(12) }, 400, /inside the period/, 'outside_window'],
      [{ package_id: pkg, start_date: day(38), end_date: day(41) }, 400, /inside the period/],
      [{ package_id: pkg, start_date: day(20), end_date: day(22) }, 400, /at least 3 nights/],
      [{ package_id: pkg, start_date: day(20), end_date: day(31) }, 400, /at most 10 nights/],
      [{ package_id: pkg, start_date: day(20), end_date: day(20) }, 400, /day of leaving must come after/],
      [{ package_id: pkg, start_date: day(20), end_date: day(23), guests: 51 }, 400, /1 to 50 guests/],
      [{ package_id: pkg, start_date: '2026-02-30', end_date: day(23) }, 400, /date that exists/],
      [{ package_id: 999_999, start_date: day(20), end_date: day(23) }, 400, /not offered by this retreat/],
      // Nights of the guest's own stay above: a second stay overlapping it is refused as such.
      [{ package_id: pkg, start_date: day(14), end_date: day(18) }, 409, /already booked a stay/, 'already_booked'],
    ];
    for (const [body, status, detail, code] of cases) {
      const res = await book(ctx.app, guest, r.slug, body);
      expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(status);
      expect(res.json().detail).toMatch(detail);
      if (code) expect(res.json().code).toBe(code);
    }
    const partly = await book(ctx.app, other, r.slug, {
      package_id: pkg,
      start_date: day(16),
      end_date: day(19),
      guests: 2,
    });
    expect(partly.statusCode).toBe(201);
    // Someone else: the guest who booked nights 16–18 may not book a second stay over them.
    const one = await book(ctx.app, admin, r.slug, {
      package_id: pkg,
      start_date: day(18),
      end_date: day(21),
      guests: 1,
    });
    expect(one.statusCode).toBe(409);
    expect(one.json()).toMatchObject({
      code: 'retreat_full',
      detail: expect.stringMatching(/night of .* fully booked/),
    });
    // Nothing of a refused stay was taken: night 19 and 20 are still empty.
    expect(await guestsTaken(ctx, pkg)).toEqual({
      [day(12)]: 2,
      [day(13)]: 2,
      [day(14)]: 2,
      [day(15)]: 2,
      [day(16)]: 2,
      [day(17)]: 2,
      [day(18)]: 2,
    });
  });

  it('refuses dates that are not a departure, have begun, a closed night, an inactive package, and a full room', async () => {
    const r = await makeRetreat(ctx, host, {
      departures: [
        { start: day(20), end: day(25) },
        { start: day(0), end: day(4) },
      ],
      packages: [{ capacity: 3 }, { active: false }],
    });
    const [open, inactive] = r.packages;
    const cases: Array<[Parameters<typeof book>[3], number, RegExp]> = [
      [{ package_id: open!.id, start_date: day(20), end_date: day(24) }, 400, /choose one of its departures/],
      [{ package_id: open!.id, start_date: day(0), end_date: day(4) }, 400, /not begun yet/],
      [{ package_id: inactive!.id, start_date: day(20), end_date: day(25) }, 400, /not offered/],
      [{ package_id: open!.id, start_date: day(20), end_date: day(25), guests: 4 }, 409, /fully booked|Only 3 places/],
    ];
    for (const [body, status, detail] of cases) {
      const res = await book(ctx.app, guest, r.slug, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().detail).toMatch(detail);
    }
    await booked(ctx, guest, r.slug, { package_id: open!.id, start_date: day(20), end_date: day(25), guests: 2 });
    const two = await book(ctx.app, other, r.slug, {
      package_id: open!.id,
      start_date: day(20),
      end_date: day(25),
      guests: 2,
    });
    expect(two.statusCode).toBe(409);
    expect(two.json().detail).toBe(`Only 1 place is left on the night of ${day(20)} for this package.`);
    await ctx.database.db.execute(
      sql`update retreat_nights set closed = true where package_id = ${open!.id} and night = ${day(22)}`,
    );
    const closed = await book(ctx.app, other, r.slug, { package_id: open!.id, start_date: day(20), end_date: day(25) });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().detail).toBe(
      `The host has closed the night of ${day(22)} for this package. Please choose other dates.`,
    );
    const unknown = await book(ctx.app, guest, 'no-such-retreat', {
      package_id: open!.id,
      start_date: day(20),
      end_date: day(25),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a second stay of the same guest at the same retreat on the same nights, held or confirmed', async () => {
    const r = await makeRetreat(ctx, host, {
      departures: [
        { start: day(40), end: day(44) },
        { start: day(50), end: day(54) },
      ],
      packages: [{ name: 'Garden room' }, { name: 'River room' }],
    });
    const [garden, river] = r.packages;
    const stay = { start_date: day(40), end_date: day(44) };
    const first = await booked(ctx, guest, r.slug, { package_id: garden!.id, ...stay });
    expect(first.status).toBe('held');
    const refused = async (packageId: number) => {
      const res = await book(ctx.app, guest, r.slug, { package_id: packageId, ...stay });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: 'already_booked', detail: RETREAT_MESSAGES.alreadyBooked });
    };
    // A new attempt (another key), in the same package or another: nothing more is taken.
    await refused(garden!.id);
    await refused(river!.id);
    expect((await guestsTaken(ctx, garden!.id))[day(40)]).toBe(1);
    expect(await guestsTaken(ctx, river!.id)).toEqual({});
    // Confirmed, still refused.
    expect((await checkout(ctx, guest, first.id)).json().booking.status).toBe('confirmed');
    await refused(garden!.id);

    // Other dates, or someone else, book as before; once cancelled, the guest may book the same nights again.
    await booked(ctx, guest, r.slug, { package_id: garden!.id, start_date: day(50), end_date: day(54) });
    await booked(ctx, other, r.slug, { package_id: garden!.id, ...stay });
    expect((await cancel(ctx, guest, first.id)).statusCode).toBe(200);
    await booked(ctx, guest, r.slug, { package_id: garden!.id, ...stay });
  });

  it('confirms at once when nothing is due now (no deposit asked)', async () => {
    const r = await makeRetreat(ctx, host, { departures: [{ start: day(30), end: day(33) }], deposit: 0 });
    const stay = await booked(ctx, guest, r.slug, {
      package_id: r.packages[0]!.id,
      start_date: day(30),
      end_date: day(33),
    });
    expect(stay).toMatchObject({
      status: 'confirmed',
      hold_expires_at: null,
      deposit_minor: 0,
      total_minor: 2_000_000,
    });
  });

  it('needs sign-in, and shows a booking to its guest, the host and an admin only', async () => {
    const r = await makeRetreat(ctx, host, { departures: [{ start: day(30), end: day(33) }] });
    const body = { package_id: r.packages[0]!.id, start_date: day(30), end_date: day(33) };
    const anonymous = await book(ctx.app, null, r.slug, body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().detail).toEqual(expect.any(String));
    const stay = await booked(ctx, guest, r.slug, body);
    expect((await get(ctx, `/api/retreat-bookings/${stay.id}/`)).statusCode).toBe(401);
    expect((await get(ctx, `/api/retreat-bookings/${stay.id}/`, guest)).json()).toMatchObject({ id: stay.id });
    expect((await get(ctx, `/api/retreat-bookings/${stay.id}/`, host)).statusCode).toBe(200);
    expect((await get(ctx, `/api/retreat-bookings/${stay.id}/`, admin)).statusCode).toBe(200);
    const stranger = await get(ctx, `/api/retreat-bookings/${stay.id}/`, other);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().detail).toBe('Booking not found.');

    const mine = await get(ctx, '/api/retreat-bookings/?page_size=2', guest);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().results).toHaveLength(2);
    expect(mine.json().count).toBeGreaterThan(2);
    expect(mine.json().next).toMatch(/page=2/);
    expect((await get(ctx, '/api/retreat-bookings/')).statusCode).toBe(401);
    const others = (await get(ctx, '/api/retreat-bookings/', other)).json().results as RetreatBooking[];
    expect(others.map((b) => b.id)).not.toContain(stay.id);
  });

  it('answers the retreat title in the reader’s language (?lang=), the original without it', async () => {
    // No deposit: confirmed at once, so the (Hindi) host hears of it in-app.
    const r = await makeRetreat(ctx, host, {
      title: 'Ganga dawn',
      departures: [{ start: day(60), end: day(62) }],
      deposit: 0,
    });
    await ctx.database.db.execute(
      sql`update retreats set translations = ${JSON.stringify({ hi: { title: 'गंगा की भोर' } })}::jsonb
          where id = ${r.id}`,
    );
    const stay = await booked(ctx, guest, r.slug, {
      package_id: r.packages[0]!.id,
      start_date: day(60),
      end_date: day(62),
    });
    const titles = async (query: string) => {
      const list = await get(ctx, `/api/retreat-bookings/?page_size=100${query}`, guest);
      expect(list.statusCode, list.body).toBe(200);
      const one = await get(ctx, `/api/retreat-bookings/${stay.id}/?${query.slice(1)}`, guest);
      expect(one.statusCode, one.body).toBe(200);
      const inList = (list.json().results as RetreatBooking[]).find((b) => b.id === stay.id)!;
      return [inList.retreat.title, (one.json() as RetreatBooking).retreat.title];
    };
    expect(await titles('&lang=hi')).toEqual(['गंगा की भोर', 'गंगा की भोर']);
    expect(await titles('')).toEqual(['Ganga dawn', 'Ganga dawn']);
    expect(await titles('&lang=ta')).toEqual(['Ganga dawn', 'Ganga dawn']);
    expect((await get(ctx, '/api/retreat-bookings/?lang=fr', guest)).statusCode).toBe(400);
    expect((await get(ctx, `/api/retreat-bookings/${stay.id}/?lang=fr`, guest)).statusCode).toBe(400);

    // The host's side: their list in the page's language, and the in-app item in theirs (Hindi).
    const hostTitle = async (query: string) => {
      const list = await get(ctx, `/api/creators/retreats/bookings/?retreat=${r.id}${query}`, host);
      expect(list.statusCode, list.body).toBe(200);
      return (list.json().results as { retreat: { title: string } }[]).map((b) => b.retreat.title);
    };
    expect(await hostTitle('&lang=hi')).toEqual(['गंगा की भोर']);
    expect(await hostTitle('')).toEqual(['Ganga dawn']);
    expect((await get(ctx, '/api/creators/retreats/bookings/?lang=fr', host)).statusCode).toBe(400);
    const inbox = (await get(ctx, '/api/notifications/', host)).json().results as { kind: string; title: string }[];
    const item = inbox.find((n) => n.kind === 'booking_confirmed' && n.title.includes('गंगा की भोर'));
    expect(item, JSON.stringify(inbox.map((n) => n.title))).toBeDefined();
  });
});

describe('under concurrency', () => {
  /** 60 attempts at once from 20 people, on a second app instance too when on a PostgreSQL server. */
  async function attempts(slug: string, bodies: (i: number) => Parameters<typeof book>[3], count = 60) {
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
        book(i % 2 ? second : ctx.app, people[i % people.length]!, slug, bodies(i)),
      ),
    );
    if (second !== ctx.app) await second.close();
    return answers;
  }

  it('gives the last rooms of a departure to exactly as many guests as they hold', async () => {
    const r = await makeRetreat(ctx, host, {
      departures: [{ start: day(50), end: day(57) }],
      packages: [{ capacity: 9 }],
    });
    const pkg = r.packages[0]!.id;
    // Two of nine already taken: seven left.
    await booked(ctx, guest, r.slug, { package_id: pkg, start_date: day(50), end_date: day(57), guests: 2 });
    const answers = await attempts(r.slug, () => ({ package_id: pkg, start_date: day(50), end_date: day(57) }));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(7);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    expect(new Set(Object.values(await guestsTaken(ctx, pkg)))).toEqual(new Set([9]));
    const [count] = await selectRows<{ n: number }>(
      ctx.database.db,
      sql`select coalesce(sum(guests), 0)::int as n from retreat_bookings where package_id = ${pkg} and status = 'held'`,
    );
    expect(count!.n).toBe(9);
  });

  it('never lets overlapping flexible stays put more guests on a night than it holds', async () => {
    const r = await makeRetreat(ctx, host, {
      dateMode: 'flexible',
      from: day(10),
      until: day(40),
      minNights: 2,
      maxNights: 6,
      packages: [{ capacity: 5 }],
    });
    const pkg = r.packages[0]!.id;
    const answers = await attempts(r.slug, (i) => {
      const start = 12 + (i % 7);
      return { package_id: pkg, start_date: day(start), end_date: day(start + 2 + (i % 4)), guests: 1 + (i % 3) };
    });
    expect(answers.map((a) => a.statusCode).filter((s) => s !== 201 && s !== 409)).toEqual([]);
    const made = answers.filter((a) => a.statusCode === 201).map((a) => a.json() as RetreatBooking);
    expect(made.length).toBeGreaterThan(0);
    // Each night's count is what the accepted stays put on it, and never above 5.
    const expected: Record<string, number> = {};
    for (const b of made)
      for (let d = b.start_date; d < b.end_date; d = addDays(d, 1)) expected[d] = (expected[d] ?? 0) + b.guests;
    const taken = await guestsTaken(ctx, pkg);
    expect(taken).toEqual(expected);
    expect(Math.max(...Object.values(taken))).toBeLessThanOrEqual(5);
  });

  it('answers the same booking to one attempt sent many times at once', async () => {
    const r = await makeRetreat(ctx, host, { departures: [{ start: day(60), end: day(62) }] });
    const key = `same-${Math.random()}`;
    const body = { package_id: r.packages[0]!.id, start_date: day(60), end_date: day(62) };
    const answers = await Promise.all(Array.from({ length: 10 }, () => book(ctx.app, other, r.slug, body, key)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect((await guestsTaken(ctx, r.packages[0]!.id))[day(60)]).toBe(1);
  });
});

// ---- Holds, cancellations and refunds -----------------------------------------------------------

describe('holds and cancellations', () => {
  it('gives the nights of a hold that ran out back, on reading and by the job', async () => {
    const r = await makeRetreat(ctx, host, {
      departures: [{ start: day(30), end: day(32) }],
      packages: [{ capacity: 1 }],
    });
    const body = { package_id: r.packages[0]!.id, start_date: day(30), end_date: day(32) };
    const first = await booked(ctx, guest, r.slug, body);
    expect((await book(ctx.app, other, r.slug, body)).statusCode).toBe(409);
    await ctx.database.db.execute(
      sql`update retreat_bookings set hold_expires_at = now() - interval '1 second' where id = ${first.id}`,
    );
    // The next booking releases the hold inside its own transaction.
    const second = await booked(ctx, other, r.slug, body);
    expect((await get(ctx, `/api/retreat-bookings/${first.id}/`, guest)).json().status).toBe('expired');
    expect((await guestsTaken(ctx, r.packages[0]!.id))[day(30)]).toBe(1);
    // The job (and checkout, and reading) releases the holds of every retreat.
    await ctx.database.db.execute(
      sql`update retreat_bookings set hold_expires_at = now() - interval '1 second' where id = ${second.id}`,
    );
    await releaseExpiredRetreatHolds(ctx.database.db);
    expect(await guestsTaken(ctx, r.packages[0]!.id)).toEqual({});
    const late = await checkout(ctx, other, second.id);
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('hold_ended');
  });

  it('refunds the deposit paid by the policy, by the days left, and gives the nights back', async () => {
    const policy = [
      { days_before: 30, refund_percent: 100 },
      { days_before: 14, refund_percent: 50 },
      { days_before: 7, refund_percent: 25 },
    ];
    const cases: Array<[number, boolean, number]> = [
      // [days ahead, deposit paid, refund of a 600,000 deposit]
      [45, true, 600_000],
      [30, true, 600_000],
      [29, true, 300_000],
      [14, true, 300_000],
      [10, true, 150_000],
      [7, true, 150_000],
      [3, true, 0],
      [45, false, 0],
    ];
    for (const [ahead, paid, refund] of cases) {
      const r = await makeRetreat(ctx, host, {
        departures: [{ start: day(ahead), end: day(ahead + 3) }],
        deposit: 30,
        policy,
        packages: [{ price: 1_000_000, capacity: 4 }],
      });
      const stay = await booked(ctx, guest, r.slug, {
        package_id: r.packages[0]!.id,
        start_date: day(ahead),
        end_date: day(ahead + 3),
        guests: 2,
      });
      expect(stay.deposit_minor).toBe(600_000);
      if (paid)
        await ctx.database.db.execute(
          sql`update retreat_bookings set status = 'confirmed', paid_at = now(), hold_expires_at = null where id = ${stay.id}`,
        );
      const res = await cancel(ctx, guest, stay.id, 'Family wedding.');
      expect(res.statusCode, `${ahead} days: ${res.body}`).toBe(200);
      expect(res.json(), `${ahead} days, paid ${paid}`).toMatchObject({
        status: 'cancelled',
        refund_minor: refund,
        cancelled_by: 'guest',
        cancel_reason: 'Family wedding.',
        hold_expires_at: null,
      });
      expect(await guestsTaken(ctx, r.packages[0]!.id)).toEqual({});
      const [row] = await selectRows<{ refund_minor: number }>(
        ctx.database.db,
        sql`select refund_minor from retreat_bookings where id = ${stay.id}`,
      );
      expect(row!.refund_minor).toBe(refund);
    }
  });

  it('refunds by the policy the stay was booked under, whatever the host sets afterwards', async () => {
    const r = await makeRetreat(ctx, host, {
      departures: [{ start: day(40), end: day(43) }],
      deposit: 30,
      policy: [{ days_before: 30, refund_percent: 100 }],
      packages: [{ price: 1_000_000, capacity: 4 }],
    });
    const stay = await booked(ctx, guest, r.slug, {
      package_id: r.packages[0]!.id,
      start_date: day(40),
      end_date: day(43),
      guests: 1,
    });
    await ctx.database.db.execute(
      sql`update retreat_bookings set status = 'confirmed', paid_at = now(), hold_expires_at = null where id = ${stay.id}`,
    );
    // The host makes the retreat non-refundable after the guest booked.
    await ctx.database.db.execute(sql`update retreats set cancellation_policy = '[]'::jsonb where slug = ${r.slug}`);
    const res = await cancel(ctx, guest, stay.id, 'Plans changed.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      refund_minor: 300_000,
      cancellation_policy: [{ days_before: 30, refund_percent: 100 }],
    });
  });

  it('lets only the guest cancel here, once, before the stay begins', async () => {
    const r = await makeRetreat(ctx, host, {
      departures: [
        { start: day(20), end: day(23) },
        { start: day(30), end: day(33) },
      ],
    });
    const stay = await booked(ctx, guest, r.slug, {
      package_id: r.packages[0]!.id,
      start_date: day(20),
      end_date: day(23),
    });
    expect((await cancel(ctx, null, stay.id)).statusCode).toBe(401);
    expect((await cancel(ctx, other, stay.id)).statusCode).toBe(404);
    const byHost = await cancel(ctx, host, stay.id);
    expect(byHost.statusCode).toBe(403);
    expect(byHost.json().detail).toMatch(/Retreat Bookings/);
    expect((await cancel(ctx, admin, stay.id)).statusCode).toBe(403);
    expect((await cancel(ctx, guest, 2_000_000_000)).statusCode).toBe(404);
    const tooLong = await cancel(ctx, guest, stay.id, 'x'.repeat(501));
    expect(tooLong.statusCode).toBe(400);

    // Other nights: the guest may not hold the same nights twice.
    const begun = await booked(ctx, guest, r.slug, {
      package_id: r.packages[0]!.id,
      start_date: day(30),
      end_date: day(33),
    });
    await ctx.database.db.execute(
      sql`update retreat_bookings set start_date = ${today}, status = 'confirmed' where id = ${begun.id}`,
    );
    const late = await cancel(ctx, guest, begun.id);
    expect(late.statusCode).toBe(400);
    expect(late.json().detail).toMatch(/already begun/);

    expect((await cancel(ctx, guest, stay.id)).statusCode).toBe(200);
    const twice = await cancel(ctx, guest, stay.id);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().detail).toMatch(/already cancelled/);
  });
});

describe('mails of a cancelled stay', () => {
  it('go to the guest only when the stay was still held: the host never heard of it', async () => {
    const r = await makeRetreat(ctx, host, {
      title: 'Ganga Mauna',
      departures: [{ start: day(30), end: day(33) }],
      deposit: 20,
    });
    const held = await booked(ctx, guest, r.slug, {
      package_id: r.packages[0]!.id,
      start_date: day(30),
      end_date: day(33),
    });
    expect(held.status).toBe('held');
    expect((await cancel(ctx, guest, held.id)).statusCode).toBe(200);
    const toGuest = await mails(ctx, 'Stay cancelled: Ganga Mauna');
    expect(toGuest.map((m) => m.recipient)).toEqual([await emailOf(ctx, guest)]);
    expect(toGuest[0]!.text).toMatch(/No deposit had been paid/);
    expect(await mails(ctx, 'प्रवास रद्द: Ganga Mauna')).toEqual([]);
  });
});

// ---- Checkout, mails, inquiries -----------------------------------------------------------------

describe('checkout paying the host directly', () => {
  it('confirms a held stay for its guest only, unpaid, and mails both sides in their languages', async () => {
    const r = await makeRetreat(ctx, host, {
      title: 'Ganga Dhyana',
      departures: [{ start: day(30), end: day(37) }],
      deposit: 20,
      packages: [{ name: 'River room', price: 1_000_000, capacity: 4 }],
    });
    const stay = await booked(ctx, guest, r.slug, {
      package_id: r.packages[0]!.id,
      start_date: day(30),
      end_date: day(37),
      guests: 2,
      note: 'Arriving by the night train.',
    });
    const held = await mails(ctx, 'Pay the deposit to confirm your stay: Ganga Dhyana');
    expect(held.map((m) => m.recipient)).toEqual([await emailOf(ctx, guest)]);
    expect(held[0]!.text).toMatch(/held for you for 10 minutes/);
    expect(held[0]!.text).toContain('₹4,000.00');
    // Only held for the deposit: not yet news to the host.
    expect(await mails(ctx, 'नई बुकिंग: Ganga Dhyana')).toEqual([]);
    const ics = parseIcs(held[0]!.attachments[0]!.content);
    const line = (name: string) => ics.find((l) => l.name === name);
    expect(line('DTSTART')).toMatchObject({ params: 'VALUE=DATE', value: day(30).replace(/-/g, '') });
    expect(line('DTEND')).toMatchObject({ params: 'VALUE=DATE', value: day(37).replace(/-/g, '') });
    expect(line('STATUS')!.value).toBe('TENTATIVE');

    expect((await checkout(ctx, null, stay.id)).statusCode).toBe(401);
    expect((await checkout(ctx, other, stay.id)).statusCode).toBe(404);
    expect((await checkout(ctx, host, stay.id)).statusCode).toBe(404);
    const res = await checkout(ctx, guest, stay.id);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as RetreatCheckoutAnswer;
    expect(answer).toMatchObject({ provider: 'direct', checkout_url: null });
    expect(answer.booking).toMatchObject({ id: stay.id, status: 'confirmed', paid: false, hold_expires_at: null });
    expect((await guestsTaken(ctx, r.packages[0]!.id))[day(30)]).toBe(2);
    // Confirmed: the host hears of it once, in Hindi, with the guest's note.
    const hostNew = await mails(ctx, 'नई बुकिंग: Ganga Dhyana');
    expect(hostNew.map((m) => m.recipient)).toEqual([await emailOf(ctx, host)]);
    expect(hostNew[0]!.text).toContain('Arriving by the night train.');
    const confirmed = await mails(ctx, 'Stay booked: Ganga Dhyana');
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]!.text).toMatch(/pay the deposit of ₹4,000.00 to Parmarth Retreats directly/);
    expect(confirmed[0]!.text).toMatch(/The rest, ₹16,000.00, is paid to the host/);
    const again = (await checkout(ctx, guest, stay.id)).json() as RetreatCheckoutAnswer;
    expect(again.booking.status).toBe('confirmed');

    // Cancelled 30 days ahead, unpaid: nothing to refund, said in each one's language.
    await cancel(ctx, guest, stay.id);
    const cancelled = await mails(ctx, 'Stay cancelled: Ganga Dhyana');
    expect(cancelled[0]!.text).toMatch(/No deposit had been paid/);
    expect(parseIcs(cancelled[0]!.attachments[0]!.content).find((l) => l.name === 'METHOD')!.value).toBe('CANCEL');
    expect(await mails(ctx, 'प्रवास रद्द: Ganga Dhyana')).toHaveLength(1);
  });
});

describe('inquiries', () => {
  it('sends a signed-in guest’s question to the host', async () => {
    const r = await makeRetreat(ctx, host, {
      title: 'Vipassana Nights',
      departures: [{ start: day(30), end: day(40) }],
    });
    const ask = (who: LoginResponse | null, payload: unknown, slug = r.slug) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/retreats/${slug}/inquiries/`,
        headers: who ? bearer(who.access) : {},
        payload: payload as object,
      });
    expect((await ask(null, { message: 'Hello' })).statusCode).toBe(401);
    const empty = await ask(guest, { message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toMatch(/Write your question/);
    expect((await ask(guest, { message: 'Hi' }, 'nowhere')).statusCode).toBe(404);
    const res = await ask(guest, {
      message: 'Is there a room for a family of four?',
      preferred_start: day(45),
      guests: 4,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ retreat: r.slug, guests: 4, preferred_start: day(45) });
    const sent = await mails(ctx, 'Vipassana Nights के बारे में एक प्रश्न');
    expect(sent.map((m) => m.recipient)).toEqual([await emailOf(ctx, host)]);
    expect(sent[0]!.text).toContain('Is there a room for a family of four?');
    expect(sent[0]!.text).toContain(await emailOf(ctx, guest));
  });
});

describe('checkout through Stripe', () => {
  const fake = new FakeStripe();
  let stripe: TestContext;
  let sHost: LoginResponse;
  let sGuest: LoginResponse;
  let sOther: LoginResponse;
  let events = 0;

  beforeAll(async () => {
    stripe = await createStripeTestContext(fake, { RATE_LIMITS: 'off' });
    sHost = (await register(stripe.app, { creator_type: 'retreat_rep' })).answer;
    sGuest = (await register(stripe.app)).answer;
    sOther = (await register(stripe.app)).answer;
    await confirmEmails(stripe.database);
  });
  afterAll(async () => {
    await stripe?.close();
    await fake.stop();
  });
  beforeEach(() => {
    fake.calls = [];
  });

  function webhook(type: string, sessionId: string, session: Record<string, unknown> = {}) {
    const body = JSON.stringify({
      id: `evt_retreat_${++events}`,
      object: 'event',
      type,
      data: { object: { ...fake.sessions.get(sessionId), ...session } },
    });
    return postStripeEvent(stripe.app, body);
  }

  async function row(id: number) {
    const [r] = await selectRows<{
      status: string;
      paid_at: Date | null;
      payment_ref: string | null;
      refund_minor: number | null;
      cancel_reason: string;
    }>(
      stripe.database.db,
      sql`select status, paid_at, payment_ref, refund_minor, cancel_reason from retreat_bookings where id = ${id}`,
    );
    return r!;
  }

  async function heldStay(capacity = 2) {
    const r = await makeRetreat(stripe, sHost, {
      title: 'Yoga by the sea',
      departures: [{ start: day(30), end: day(34) }],
      deposit: 40,
      packages: [{ name: 'Sea view', price: 1_250_000, capacity }],
    });
    const stay = await booked(stripe, sGuest, r.slug, {
      package_id: r.packages[0]!.id,
      start_date: day(30),
      end_date: day(34),
      guests: 2,
    });
    return { r, stay };
  }

  it('asks Stripe for the deposit in one line, with the kind in the metadata, and confirms on payment', async () => {
    const { r, stay } = await heldStay();
    expect((await checkout(stripe, sOther, stay.id)).statusCode).toBe(404);
    const res = await checkout(stripe, sGuest, stay.id, 'hi');
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as RetreatCheckoutAnswer;
    expect(answer.provider).toBe('stripe');
    expect(answer.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    expect(answer.booking).toMatchObject({ status: 'held', payment_provider: 'stripe' });
    const [call] = fake.created();
    expect(call!.headers['idempotency-key']).toBe(`retreat-booking-${stay.id}-checkout`);
    expect(Object.fromEntries(call!.form)).toMatchObject({
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][unit_amount]': '1000000',
      'line_items[0][price_data][currency]': 'inr',
      'line_items[0][price_data][product_data][name]': 'Yoga by the sea · Sea view (deposit)',
      client_reference_id: `retreat-${stay.id}`,
      'metadata[booking_id]': String(stay.id),
      'metadata[booking_kind]': 'retreat',
      success_url: `http://localhost:80/hi/my-bookings?paid=${stay.id}&kind=retreat`,
    });
    // The hold stretches to the session's length.
    expect(new Date(answer.booking.hold_expires_at!).getTime() - Date.now()).toBeGreaterThan(35 * 60_000);

    const ref = (await row(stay.id)).payment_ref!;
    const paid = await webhook('checkout.session.completed', ref, { status: 'complete', payment_status: 'paid' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await row(stay.id)).toMatchObject({ status: 'confirmed', payment_ref: ref });
    const mine = (await get(stripe, `/api/retreat-bookings/${stay.id}/`, sGuest)).json() as RetreatBooking;
    expect(mine).toMatchObject({ status: 'confirmed', paid: true, payment_provider: 'stripe' });
    expect(await guestsTaken(stripe, r.packages[0]!.id)).toEqual(
      Object.fromEntries([30, 31, 32, 33].map((n) => [day(n), 2])),
    );
    const guestMail = await mails(stripe, 'Stay booked: Yoga by the sea');
    expect(guestMail).toHaveLength(1);
    expect(guestMail[0]!.text).toMatch(/We have received your deposit of ₹10,000.00/);
    expect(await mails(stripe, 'Deposit received: Yoga by the sea')).toHaveLength(1);

    // Paid, then cancelled 30 days ahead under no policy: nothing back; the refund is stored.
    const cancelled = await cancel(stripe, sGuest, stay.id);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', refund_minor: 0 });
    await stripe.app.ctx.outbox.drain();
    expect(fake.refundCalls()).toEqual([]);
  });

  it('refunds through Stripe the whole deposit when the host cancels a paid stay', async () => {
    const { stay } = await heldStay();
    await checkout(stripe, sGuest, stay.id);
    const session = fake.pay((await row(stay.id)).payment_ref!);
    expect((await webhook('checkout.session.completed', session.id)).statusCode).toBe(200);
    const res = await stripe.app.inject({
      method: 'POST',
      url: `/api/creators/retreat-bookings/${stay.id}/cancel/`,
      headers: bearer(sHost.access),
      payload: { reason: 'The ashram is closed for repairs.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', refund_minor: 1_000_000 });
    await stripe.app.ctx.outbox.drain();
    expect(fake.refundsOf(session.id)).toEqual([expect.objectContaining({ amount: 1_000_000 })]);
    expect(fake.refundCalls()[0]!.headers['idempotency-key']).toBe(`retreat-booking-${stay.id}-refund`);
    const mine = (await get(stripe, `/api/retreat-bookings/${stay.id}/`, sGuest)).json() as RetreatBooking;
    expect(mine.refund_sent_at).toEqual(expect.any(String));
  });

  it('gives the nights back when the session expires unpaid, and retakes them for a late payment', async () => {
    const { r, stay } = await heldStay();
    await checkout(stripe, sGuest, stay.id);
    const ref = (await row(stay.id)).payment_ref!;
    expect((await webhook('checkout.session.expired', ref, { status: 'expired', url: null })).statusCode).toBe(200);
    expect((await row(stay.id)).status).toBe('expired');
    expect(await guestsTaken(stripe, r.packages[0]!.id)).toEqual({});
    // The money arrives after all, and the nights are still free: the stay is taken again.
    const late = await webhook('checkout.session.completed', ref, { status: 'complete', payment_status: 'paid' });
    expect(late.statusCode).toBe(200);
    expect((await row(stay.id)).status).toBe('confirmed');
    expect((await guestsTaken(stripe, r.packages[0]!.id))[day(30)]).toBe(2);
  });

  it('cancels a late payment whose nights went to someone else, with the deposit owed back', async () => {
    const { r, stay } = await heldStay(2);
    await checkout(stripe, sGuest, stay.id);
    const ref = (await row(stay.id)).payment_ref!;
    await stripe.database.db.execute(
      sql`update retreat_bookings set hold_expires_at = now() - interval '1 minute' where id = ${stay.id}`,
    );
    const taker = await booked(stripe, sOther, r.slug, {
      package_id: r.packages[0]!.id,
      start_date: day(30),
      end_date: day(34),
      guests: 2,
    });
    fake.pay(ref);
    const late = await webhook('checkout.session.completed', ref);
    expect(late.statusCode).toBe(200);
    const after = await row(stay.id);
    expect(after).toMatchObject({ status: 'cancelled', refund_minor: 1_000_000 });
    await stripe.app.ctx.outbox.drain();
    expect(fake.refundsOf(ref)).toEqual([expect.objectContaining({ amount: 1_000_000 })]);
    expect(after.paid_at).not.toBeNull();
    expect(after.cancel_reason).toMatch(/refund is due/);
    expect((await row(taker.id)).status).toBe('held');
    expect((await guestsTaken(stripe, r.packages[0]!.id))[day(30)]).toBe(2);
  });

  it('refunds a late payment when the guest has booked the same nights again since: one stay, not two', async () => {
    // Room for both: only the guest's own second booking stands in the way.
    const { r, stay } = await heldStay(4);
    await checkout(stripe, sGuest, stay.id);
    const ref = (await row(stay.id)).payment_ref!;
    await stripe.database.db.execute(
      sql`update retreat_bookings set hold_expires_at = now() - interval '1 minute' where id = ${stay.id}`,
    );
    const again = await booked(stripe, sGuest, r.slug, {
      package_id: r.packages[0]!.id,
      start_date: day(30),
      end_date: day(34),
      guests: 2,
    });
    fake.pay(ref);
    expect((await webhook('checkout.session.completed', ref)).statusCode).toBe(200);
    expect(await row(stay.id)).toMatchObject({ status: 'cancelled', refund_minor: 1_000_000 });
    await stripe.app.ctx.outbox.drain();
    expect(fake.refundsOf(ref)).toEqual([expect.objectContaining({ amount: 1_000_000 })]);
    expect((await row(again.id)).status).toBe('held');
    expect((await guestsTaken(stripe, r.packages[0]!.id))[day(30)]).toBe(2);
  });

  it('still settles a class booking’s session made before kinds (metadata with the id only)', async () => {
    // A signed event for a session that carries only booking_id: read as a class booking, which
    // does not exist here, so nothing changes and Stripe gets its 200.
    const body = JSON.stringify({
      id: 'evt_old_class',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_test_old', payment_status: 'paid', metadata: { booking_id: '987654' } } },
    });
    const res = await postStripeEvent(stripe.app, body);
    expect(res.statusCode).toBe(200);
  });
});
