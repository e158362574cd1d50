import {
  HOLD_ERROR_CODES,
  HOLD_MESSAGES,
  POOJA_MESSAGES,
  type CreatorPooja,
  type DarshanAnswer,
  type LoginResponse,
  type PoojaBooking,
  type PoojaDaysAnswer,
  type PoojaDetail,
} from '@sangam/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remindDayBefore } from '../src/notifications/day-before-reminders';
import { selectRows } from '../src/db/client';
import { users } from '../src/db/schema';
import { mailText } from '../src/mail/templates';
import { storeSearchKeys } from '../src/lib/search';
import { searchablePoojas, storeTempleSearchKeys } from '../src/modules/poojas';
import { formatPoojaDay } from '../src/lib/booking-words';
import { bearer, confirmEmails, register } from './account-helpers';
import { FakeStripe, type FakeSession } from './fake-stripe';
import { createTestContext, type TestContext } from './helpers';
import { createStripeTestContext, postStripeEvent } from './stripe-test-context';
import { startSmtpSink, type ReceivedMail } from './smtp-sink';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
/** The temple's staff (a creator), another temple's staff, a devotee reading Hindi, another devotee, an admin. */
let manager: LoginResponse;
let otherManager: LoginResponse;
let devotee: LoginResponse & { email: string };
let other: LoginResponse;
let admin: LoginResponse;

beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestContext({
    env: { SMTP_URL: smtp.url, RATE_LIMITS: 'off', PUBLIC_URL: 'https://sangam.example' },
  });
  manager = (await register(ctx.app, { creator_type: 'retreat_rep' })).answer;
  otherManager = (await register(ctx.app, { creator_type: 'tutor' })).answer;
  const d = await register(ctx.app);
  devotee = { ...d.answer, email: d.account.email };
  other = (await register(ctx.app)).answer;
  admin = (await register(ctx.app)).answer;
  await confirmEmails(ctx.database);
  await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  await ctx.database.db.execute(
    sql`update users set preferred_language = 'hi', display_name = 'Meera Sharma' where id = ${devotee.user.id}`,
  );
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

/** The date in a zone, n days from now. */
function dayIn(timeZone: string, days = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}
const KOLKATA = 'Asia/Kolkata';

let temples = 0;
async function makeTemple(
  who: LoginResponse,
  extra: {
    name?: string;
    deity?: string;
    place?: string;
    timeZone?: string;
    published?: boolean;
    aartis?: Array<{ name: string; time: string }>;
    videos?: Array<{ youtube_id: string; title: string; live: boolean }>;
  } = {},
) {
  temples++;
  const slug = `temple-${temples}-${process.pid}`;
  const [row] = await selectRows<{ id: number }>(
    ctx.database.db,
    sql`insert into temples (slug, manager_id, name, deity, description, place, region, address, latitude, longitude,
                             time_zone, photos, timings, aartis, darshan_videos, published)
        values (${slug}, ${who.user.id}, ${extra.name ?? `Mandir ${temples}`}, ${extra.deity ?? 'Shiva'}, 'An old temple by the river.',
                ${extra.place ?? 'Varanasi'}, 'Uttar Pradesh', 'Vishwanath Gali', 25.3109, 83.0107,
                ${extra.timeZone ?? KOLKATA}, '{https://img.example/a.webp,https://img.example/b.webp}',
                ${JSON.stringify([{ label: 'Morning', opens: '03:00', closes: '11:00' }])}::jsonb,
                ${JSON.stringify(extra.aartis ?? [{ name: 'Mangala aarti', time: '04:00' }])}::jsonb,
                ${JSON.stringify(extra.videos ?? [])}::jsonb, ${extra.published ?? true})
        returning id`,
  );
  // Its search keys, as the services and the seed keep them.
  await storeTempleSearchKeys(ctx.database.db, row!.id);
  return { id: row!.id, slug };
}

let poojas = 0;
async function makePooja(
  temple: { id: number },
  extra: {
    price?: number;
    limit?: number;
    notice?: number;
    prasad?: boolean;
    prasadPrice?: number;
    purpose?: string;
    published?: boolean;
    name?: string;
  } = {},
) {
  poojas++;
  const slug = `pooja-${poojas}-${process.pid}`;
  const offerings = [
    { id: 'flowers', name: 'Flower garland', price_minor: 5100 },
    { id: 'ghee-lamp', name: 'Ghee lamp', price_minor: 2100 },
  ];
  const [row] = await selectRows<{ id: number }>(
    ctx.database.db,
    sql`
    insert into poojas (temple_id, slug, name, purpose, price_minor, currency, offerings, prasad_available,
                        prasad_price_minor, daily_limit, notice_days, position, published)
    values (${temple.id}, ${slug}, ${extra.name ?? `Rudrabhishek ${poojas}`}, ${extra.purpose ?? 'Health and peace'},
            ${extra.price ?? 110000}, 'INR', ${JSON.stringify(offerings)}::jsonb, ${extra.prasad ?? true},
            ${extra.prasadPrice ?? 15000}, ${extra.limit ?? 20}, ${extra.notice ?? 2}, ${poojas}, ${extra.published ?? true})
    returning id`,
  );
  await storeSearchKeys(ctx.database.db, searchablePoojas, [row!.id]);
  return slug;
}

const address = {
  name: 'Meera Sharma',
  line1: '12 Gandhi Road',
  city: 'Pune',
  state: 'Maharashtra',
  postal_code: '411001',
  country: 'India',
  phone: '+91 98765 43210',
};

let keys = 0;
function book(who: LoginResponse | null, slug: string, body: Record<string, unknown>) {
  keys++;
  return ctx.app.inject({
    method: 'POST',
    url: `/api/poojas/${slug}/bookings/`,
    headers: who ? bearer(who.access) : {},
    payload: { devotee_name: 'Meera Sharma', idempotency_key: `pooja-key-${keys}-${Math.random()}`, ...body },
  });
}

async function booked(who: LoginResponse, slug: string, body: Record<string, unknown>): Promise<PoojaBooking> {
  const res = await book(who, slug, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const get = (who: LoginResponse | null, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: who ? bearer(who.access) : {} });
const send = (who: LoginResponse | null, method: 'POST' | 'PATCH', url: string, payload: unknown = {}) =>
  ctx.app.inject({ method, url, headers: who ? bearer(who.access) : {}, payload: payload as Record<string, unknown> });

async function days(slug: string, from: string, to = from): Promise<PoojaDaysAnswer> {
  const res = await get(null, `/api/poojas/${slug}/days/?from=${from}&to=${to}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The mail to an address whose subject is `subject`, once the outbox has delivered what is due. */
async function mailTo(email: string, subject: string, timeoutMs = 10_000): Promise<ReceivedMail> {
  await ctx.app.ctx.outbox.drain();
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mail = smtp.received.find((m) => m.to.includes(email) && m.subject === subject);
    if (mail) return mail;
    if (Date.now() > until)
      throw new Error(
        `no mail "${subject}" to ${email}; got ${JSON.stringify(smtp.received.filter((m) => m.to.includes(email)).map((m) => m.subject))}`,
      );
    await new Promise((r) => setTimeout(r, 25));
  }
}

const setDay = (id: number, day: string) =>
  ctx.database.db.execute(sql`update pooja_bookings set day = ${day} where id = ${id}`);

describe('temples and poojas for devotees', () => {
  it('lists published temples by deity, place and words, and shows a temple with its poojas', async () => {
    const deity = `Devi${process.pid}`;
    const shown = await makeTemple(manager, { deity, place: 'Kamakhya' });
    const hidden = await makeTemple(manager, { deity, published: false });
    const pooja = await makePooja(shown);
    const draft = await makePooja(shown, { published: false });
    const list = async (query: string) => {
      const res = await get(null, `/api/temples/?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().results.map((t: { slug: string }) => t.slug) as string[];
    };
    expect(await list(`deity=${deity.toLowerCase()}`)).toEqual([shown.slug]);
    expect(await list('place=kamakhya')).toContain(shown.slug);
    expect(await list('place=Uttar%20Pradesh')).toContain(shown.slug);
    expect(await list(`q=${encodeURIComponent('river')}`)).toContain(shown.slug);
    expect(await list(`q=${encodeURIComponent("' OR 1=1 --")}`)).toEqual([]);

    const detail = (await get(null, `/api/temples/${shown.slug}/`)).json();
    expect(detail).toMatchObject({
      slug: shown.slug,
      deity,
      place: 'Kamakhya',
      region: 'Uttar Pradesh',
      country: 'India',
      address: 'Vishwanath Gali',
      time_zone: KOLKATA,
      coordinates: { latitude: 25.3109, longitude: 83.0107 },
      photo: 'https://img.example/a.webp',
      timings: [{ label: 'Morning', opens: '03:00', closes: '11:00' }],
      aartis: [{ name: 'Mangala aarti', time: '04:00' }],
      pooja_count: 1,
      lowest_price_minor: 110000,
    });
    expect(detail.poojas.map((p: { slug: string }) => p.slug)).toEqual([pooja]);
    expect(detail.poojas.map((p: { slug: string }) => p.slug)).not.toContain(draft);
    expect((await get(null, `/api/temples/${hidden.slug}/`)).statusCode).toBe(404);
    expect((await get(null, '/api/temples/nowhere/')).json().detail).toBe(POOJA_MESSAGES.templeNotFound);
  });

  it('finds temples and poojas from any script or spelling, a name above a temple it is held at', async () => {
    const ganapati = await makeTemple(manager, { name: 'Mangalmurti Ganapati Mandir', deity: 'Ganesha' });
    const shiva = await makeTemple(manager, { name: 'Kashi Shiva Mandir', deity: 'Shiva' });
    const atGanapati = [await makePooja(ganapati), await makePooja(ganapati)];
    const vandana = await makePooja(shiva, { name: 'श्री गणेश वंदना' });
    const temples = async (q: string) =>
      (await get(null, `/api/temples/?q=${encodeURIComponent(q)}`)).json().results.map((t: { slug: string }) => t.slug);
    const poojas = async (q: string) =>
      (await get(null, `/api/poojas/?q=${encodeURIComponent(q)}`)).json().results.map((p: { slug: string }) => p.slug);
    expect(await temples('गणपती')).toEqual([ganapati.slug]);
    expect(await temples('பிள்ளையார்')).toEqual([ganapati.slug]);
    expect(await temples('mahadev')).toContain(shiva.slug);
    expect(await temples('mahadev')).not.toContain(ganapati.slug);
    // The pooja named for him first, then those of his temple.
    const found = await poojas('vinayaka');
    expect(found[0]).toBe(vandana);
    expect(found.slice(1).sort()).toEqual([...atGanapati].sort());
  });

  it('lists poojas by temple, deity, place, purpose, words and price, in the order asked', async () => {
    const deity = `Hanuman${process.pid}`;
    const temple = await makeTemple(manager, { deity, place: `Chitrakoot${process.pid}` });
    const cheap = await makePooja(temple, { price: 5100, purpose: 'Courage and protection' });
    const dear = await makePooja(temple, { price: 250000, purpose: 'Removing obstacles' });
    const list = async (query: string) => {
      const res = await get(null, `/api/poojas/?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().results.map((p: { slug: string }) => p.slug) as string[];
    };
    expect(await list(`temple=${temple.slug}&sort=price_asc`)).toEqual([cheap, dear]);
    expect(await list(`temple=${temple.slug}&sort=price_desc`)).toEqual([dear, cheap]);
    expect(await list(`deity=${deity}&purpose=obstacles`)).toEqual([dear]);
    expect(await list(`temple=${temple.slug}&price_min=5100&price_max=5100`)).toEqual([cheap]);
    expect(await list(`temple=${temple.slug}&q=courage`)).toEqual([cheap]);
    expect(await list(`place=chitrakoot${process.pid}&sort=price_asc`)).toEqual([cheap, dear]);
    expect(await list(`deity=${deity}&place=Uttar%20Pradesh&price_max=5100`)).toEqual([cheap]);
    expect(await list(`deity=${deity}&place=Kerala`)).toEqual([]);
    const reversed = await get(null, '/api/poojas/?price_min=10&price_max=5');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors.price_max).toEqual([POOJA_MESSAGES.priceRange]);
    expect((await get(null, '/api/poojas/?sort=cheapest')).statusCode).toBe(400);
  });

  it("shows a pooja's offerings, prasad, notice and next bookable days, and each day's places", async () => {
    const temple = await makeTemple(manager);
    const slug = await makePooja(temple, { notice: 3, limit: 5 });
    const detail = (await get(null, `/api/poojas/${slug}/`)).json() as PoojaDetail;
    expect(detail).toMatchObject({
      slug,
      notice_days: 3,
      daily_limit: 5,
      prasad_available: true,
      prasad_price_minor: 15000,
      horizon_days: 90,
      temple: { slug: temple.slug, time_zone: KOLKATA },
      offerings: [
        { id: 'flowers', name: 'Flower garland', price_minor: 5100 },
        { id: 'ghee-lamp', name: 'Ghee lamp', price_minor: 2100 },
      ],
    });
    expect(detail.next_bookable_days).toHaveLength(7);
    expect(detail.next_bookable_days[0]).toEqual({
      day: dayIn(KOLKATA, 3),
      places_left: 5,
      bookable: true,
      reason: null,
    });

    const answer = await days(slug, dayIn(KOLKATA, 2), dayIn(KOLKATA, 3));
    expect(answer).toMatchObject({ time_zone: KOLKATA, earliest: dayIn(KOLKATA, 3), latest: dayIn(KOLKATA, 90) });
    expect(answer.results.map((d) => [d.bookable, d.reason])).toEqual([
      [false, 'notice'],
      [true, null],
    ]);
    expect((await days(slug, dayIn(KOLKATA, 91))).results[0]!.reason).toBe('horizon');
    for (const bad of [
      `from=${dayIn(KOLKATA, 5)}&to=${dayIn(KOLKATA, 4)}`,
      `from=${dayIn(KOLKATA, 1)}&to=${dayIn(KOLKATA, 80)}`,
      'from=2026-02-30&to=2026-03-01',
    ]) {
      const res = await get(null, `/api/poojas/${slug}/days/?${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().detail).toBeTruthy();
    }
    expect((await get(null, '/api/poojas/none/')).statusCode).toBe(404);
  });
});

describe('booking a pooja', () => {
  it('counts the total from the pooja, its offerings and the prasad, never from the client; holds it for payment', async () => {
    const temple = await makeTemple(manager);
    const slug = await makePooja(temple, { notice: 2 });
    const res = await book(devotee, slug, {
      day: dayIn(KOLKATA, 4),
      gotra: 'Kashyap',
      nakshatra: 'rohini',
      sankalp: 'For the health of my mother.',
      offering_ids: ['flowers', 'ghee-lamp'],
      prasad: true,
      prasad_address: address,
      // Prices sent by the client are not read.
      total_minor: 1,
      price_minor: 1,
      offerings: [{ id: 'flowers', name: 'x', price_minor: 0 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json() as PoojaBooking;
    expect(booking).toMatchObject({
      status: 'held',
      day: dayIn(KOLKATA, 4),
      devotee_name: 'Meera Sharma',
      gotra: 'Kashyap',
      nakshatra: 'rohini',
      total_minor: 110000 + 5100 + 2100 + 15000,
      currency: 'INR',
      prasad: true,
      prasad_address: { ...address, line2: '' },
      offerings: [
        { id: 'flowers', name: 'Flower garland', price_minor: 5100 },
        { id: 'ghee-lamp', name: 'Ghee lamp', price_minor: 2100 },
      ],
      paid: false,
      cancellable: true,
      devotee: { username: devotee.user.username, display_name: 'Meera Sharma' },
    });
    const holdMinutes = (Date.parse(booking.hold_expires_at!) - Date.now()) / 60_000;
    expect(holdMinutes).toBeGreaterThan(9);
    expect(holdMinutes).toBeLessThanOrEqual(10);

    // Without prasad, the posting is not charged and no address is kept (even if one is sent).
    const plain = await booked(devotee, slug, {
      day: dayIn(KOLKATA, 4),
      devotee_name: 'Ravi Sharma',
      prasad: false,
      prasad_address: address,
    });
    expect(plain).toMatchObject({ total_minor: 110000, prasad: false, prasad_address: null });
    expect((await days(slug, dayIn(KOLKATA, 4))).results[0]!.places_left).toBe(18);
  });

  it('books a pooja that costs nothing at once, and answers the same booking to the same key', async () => {
    const temple = await makeTemple(manager);
    const slug = await makePooja(temple, { price: 0, prasadPrice: 0 });
    const body = { day: dayIn(KOLKATA, 3), idempotency_key: 'same-key-for-a-retry', devotee_name: 'Ravi' };
    const first = await send(devotee, 'POST', `/api/poojas/${slug}/bookings/`, body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ status: 'booked', hold_expires_at: null, total_minor: 0 });
    const again = await send(devotee, 'POST', `/api/poojas/${slug}/bookings/`, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect((await days(slug, dayIn(KOLKATA, 3))).results[0]!.places_left).toBe(19);
    expect((await book(null, slug, { day: dayIn(KOLKATA, 3) })).statusCode).toBe(401);
  });

  it('keeps the notice and the 90-day horizon in the temple’s zone', async () => {
    // Honolulu is 15½ hours behind Kolkata: the temple's today decides, not the server's.
    const temple = await makeTemple(manager, { timeZone: 'Pacific/Honolulu' });
    const slug = await makePooja(temple, { notice: 2 });
    const zone = 'Pacific/Honolulu';
    const soon = await book(devotee, slug, { day: dayIn(zone, 1) });
    expect(soon.statusCode).toBe(400);
    expect(soon.json()).toMatchObject({ code: 'too_soon', detail: POOJA_MESSAGES.tooSoon(2) });
    expect(soon.json().errors.day).toEqual([POOJA_MESSAGES.tooSoon(2)]);
    expect((await book(devotee, slug, { day: dayIn(zone, 2) })).statusCode).toBe(201);
    expect((await book(devotee, slug, { day: dayIn(zone, 90) })).statusCode).toBe(201);
    const far = await book(devotee, slug, { day: dayIn(zone, 91) });
    expect(far.statusCode).toBe(400);
    expect(far.json()).toMatchObject({ code: 'too_far', detail: POOJA_MESSAGES.tooFar });
  });

  it('checks the nakshatra, the sankalp, the offerings and the prasad address', async () => {
    const temple = await makeTemple(manager);
    const slug = await makePooja(temple);
    const noPrasad = await makePooja(temple, { prasad: false });
    const day = dayIn(KOLKATA, 5);
    const problem = async (body: Record<string, unknown>, field: string, message: string, target = slug) => {
      const res = await book(devotee, target, { day, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors?.[field], `${field}: ${res.body}`).toEqual([message]);
    };
    await problem({ nakshatra: 'pluto' }, 'nakshatra', POOJA_MESSAGES.nakshatra);
    await problem({ sankalp: 'स'.repeat(1001) }, 'sankalp', POOJA_MESSAGES.sankalp);
    await problem({ devotee_name: '  ' }, 'devotee_name', POOJA_MESSAGES.devoteeName);
    await problem({ offering_ids: ['gold-crown'] }, 'offering_ids', POOJA_MESSAGES.offering);
    await problem({ offering_ids: ['flowers', 'flowers'] }, 'offering_ids', POOJA_MESSAGES.offeringsRepeated);
    await problem({ prasad: true }, 'prasad_address', POOJA_MESSAGES.prasadAddressRequired);
    await problem(
      { prasad: true, prasad_address: { ...address, postal_code: '41100' } },
      'prasad_address.postal_code',
      POOJA_MESSAGES.postalCode,
    );
    await problem(
      { prasad: true, prasad_address: { ...address, phone: '12345' } },
      'prasad_address.phone',
      POOJA_MESSAGES.phone,
    );
    await problem({ prasad: true, prasad_address: address }, 'prasad', POOJA_MESSAGES.prasadNotOffered, noPrasad);
    // Elsewhere: a British postcode and an international number.
    const abroad = await book(devotee, slug, {
      day,
      nakshatra: 'uttara-bhadrapada',
      sankalp: 'स'.repeat(1000),
      prasad: true,
      prasad_address: {
        ...address,
        city: 'London',
        postal_code: 'SW1A 1AA',
        country: 'United Kingdom',
        phone: '+44 20 7946 0000',
      },
    });
    expect(abroad.statusCode, abroad.body).toBe(201);
  });

  it('never takes more than the daily limit: 40 bookings at once on a day with 10 places left get exactly 10', async () => {
    const temple = await makeTemple(manager);
    const slug = await makePooja(temple, { limit: 12, price: 0, prasadPrice: 0 });
    const day = dayIn(KOLKATA, 6);
    // A family's bookings, each in its own name (the same name twice is refused, tested below).
    await booked(other, slug, { day, devotee_name: 'Arjun Rao' });
    await booked(other, slug, { day, devotee_name: 'Lakshmi Rao' });
    expect((await days(slug, day)).results[0]!.places_left).toBe(10);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => book(devotee, slug, { day, devotee_name: `Devotee ${i + 1}` })),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(30);
    const full = answers.find((r) => r.statusCode === 409)!.json();
    expect(full).toMatchObject({ code: 'day_full', detail: POOJA_MESSAGES.dayFull(day) });
    const [count] = await selectRows<{ taken: number; n: number }>(
      ctx.database.db,
      sql`select d.taken, (select count(*)::int from pooja_bookings b where b.pooja_id = d.pooja_id and b.day = d.day) as n
          from pooja_days d join poojas p on p.id = d.pooja_id where p.slug = ${slug} and d.day = ${day}`,
    );
    expect(count).toEqual({ taken: 12, n: 12 });
    expect((await days(slug, day)).results[0]).toMatchObject({ places_left: 0, bookable: false, reason: 'full' });
  });

  it('refuses the same pooja, day and name booked twice by one person; other names and other days may', async () => {
    const temple = await makeTemple(manager);
    const slug = await makePooja(temple, { limit: 5 });
    const day = dayIn(KOLKATA, 9);
    const first = await booked(devotee, slug, { day, devotee_name: 'Meera Sharma' });
    expect(first.status).toBe('held');
    // A second press with a new attempt, the name written a little differently.
    const again = await book(devotee, slug, { day, devotee_name: '  meera sharma ' });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_booked', detail: POOJA_MESSAGES.alreadyBooked });
    expect((await days(slug, day)).results[0]!.places_left).toBe(4);
    // A family member, another day, another person with the same name: each may.
    await booked(devotee, slug, { day, devotee_name: 'Ravi Sharma' });
    await booked(devotee, slug, { day: dayIn(KOLKATA, 10), devotee_name: 'Meera Sharma' });
    await booked(other, slug, { day, devotee_name: 'Meera Sharma' });
    // Once the first is cancelled, the name may be booked on that day again.
    const cancelled = await send(devotee, 'POST', `/api/pooja-bookings/${first.id}/cancel/`, { reason: 'Mistake' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await booked(devotee, slug, { day, devotee_name: 'Meera Sharma' });
  });

  it('gives the place of an unpaid hold back when the hold ends', async () => {
    const temple = await makeTemple(manager);
    const slug = await makePooja(temple, { limit: 1 });
    const day = dayIn(KOLKATA, 7);
    const held = await booked(devotee, slug, { day });
    expect((await book(other, slug, { day })).statusCode).toBe(409);
    await ctx.database.db.execute(
      sql`update pooja_bookings set hold_expires_at = now() - interval '1 minute' where id = ${held.id}`,
    );
    expect((await days(slug, day)).results[0]!.places_left).toBe(1);
    expect((await get(devotee, `/api/pooja-bookings/${held.id}/`)).json()).toMatchObject({
      status: 'expired',
      cancellable: false,
    });
    expect((await book(other, slug, { day })).statusCode).toBe(201);
  });
});

describe('a confirmed address for a paid place (lib/hold-limits.ts)', () => {
  const placesLeft = async (slug: string, day: string) => (await days(slug, day)).results[0]!.places_left;

  it('hold a paid place only for a confirmed address; a free pooja is booked without one', async () => {
    const fresh = (await register(ctx.app)).answer;
    const temple = await makeTemple(manager);
    const paid = await makePooja(temple, { limit: 5 });
    const free = await makePooja(temple, { price: 0, limit: 5 });
    const day = dayIn(KOLKATA, 9);
    const refused = await book(fresh, paid, { day });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toEqual({ code: HOLD_ERROR_CODES.emailNotVerified, detail: HOLD_MESSAGES.emailNotVerified });
    expect(await placesLeft(paid, day)).toBe(5);
    expect((await booked(fresh, free, { day })).status).toBe('booked');
    await confirmEmails(ctx.database);
    expect((await booked(fresh, paid, { day })).status).toBe('held');
  });
});

describe("the devotee's bookings", () => {
  it('are listed for the devotee and read by the devotee, the temple staff and admins only', async () => {
    const temple = await makeTemple(manager);
    const slug = await makePooja(temple);
    const booking = await booked(other, slug, { day: dayIn(KOLKATA, 8) });
    const mine = (await get(other, '/api/pooja-bookings/?page_size=100')).json();
    expect(mine.results.map((b: PoojaBooking) => b.id)).toContain(booking.id);
    expect(
      (await get(devotee, '/api/pooja-bookings/?page_size=100')).json().results.map((b: PoojaBooking) => b.id),
    ).not.toContain(booking.id);
    expect((await get(null, '/api/pooja-bookings/')).statusCode).toBe(401);
    for (const [who, status] of [
      [other, 200],
      [manager, 200],
      [admin, 200],
      [devotee, 404],
      [otherManager, 404],
      [null, 401],
    ] as const) {
      expect((await get(who, `/api/pooja-bookings/${booking.id}/`)).statusCode).toBe(status);
    }
  });

  it('are recalled a day before, in the devotee’s inbox and mail, once, when booked earlier than that', async () => {
    const temple = await makeTemple(manager);
    const slug = await makePooja(temple, { price: 0, prasadPrice: 0, name: 'Rudrabhishek' });
    const booking = await booked(devotee, slug, { day: dayIn(KOLKATA, 3) });
    // Booked a week ago for tomorrow: the temple's midnight is within the next day.
    await setDay(booking.id, dayIn(KOLKATA, 1));
    await ctx.database.db.execute(
      sql`update pooja_bookings set created_at = now() - interval '7 days' where id = ${booking.id}`,
    );
    await ctx.database.db.execute(sql`update users set email_verified_at = now() where id = ${devotee.user.id}`);
    const reminded = await remindDayBefore(ctx.app.ctx);
    expect(reminded).toBeGreaterThanOrEqual(1);
    expect(await remindDayBefore(ctx.app.ctx)).toBe(0);
    const inbox = (await get(devotee, '/api/notifications/')).json().results as {
      kind: string;
      title: string;
      body: string;
    }[];
    const item = inbox.find((n) => n.kind === 'booking_reminder' && n.title.includes('Rudrabhishek'));
    expect(item?.title).toMatch(/^याद रहे: Rudrabhishek · /);
    expect(item?.body).toBe(formatPoojaDay(dayIn(KOLKATA, 1), 'hi'));
    // Its mail is the item's, as the reminder has no mail of its own.
    const mail = await mailTo(devotee.email, item!.title);
    expect(mail.text).toContain('/hi/my-bookings');
  });

  it('name the pooja and its temple in the reader’s language (?lang=, and the mail), the originals without it', async () => {
    const temple = await makeTemple(manager, { name: 'काशी विश्वनाथ मंदिर' });
    const slug = await makePooja(temple, { price: 0, prasadPrice: 0, name: 'Rudrabhishek of the lingam' });
    await ctx.database.db.execute(sql`
      update poojas set translations = ${JSON.stringify({ hi: { name: 'रुद्राभिषेक' } })}::jsonb where slug = ${slug}`);
    await ctx.database.db.execute(sql`
      update temples set translations = ${JSON.stringify({ hi: { name: 'श्री काशी विश्वनाथ' } })}::jsonb
      where id = ${temple.id}`);
    const booking = await booked(devotee, slug, { day: dayIn(KOLKATA, 9) });
    const names = async (query: string) => {
      const list = await get(devotee, `/api/pooja-bookings/?page_size=100${query}`);
      expect(list.statusCode, list.body).toBe(200);
      const one = await get(devotee, `/api/pooja-bookings/${booking.id}/?${query.slice(1)}`);
      expect(one.statusCode, one.body).toBe(200);
      const inList = (list.json().results as PoojaBooking[]).find((b) => b.id === booking.id)!;
      const read = one.json() as PoojaBooking;
      expect(inList.pooja).toEqual(read.pooja);
      expect(inList.temple).toEqual(read.temple);
      return { pooja: read.pooja, temple: read.temple };
    };
    const hindi = await names('&lang=hi');
    expect(hindi.pooja).toEqual({ slug, name: 'रुद्राभिषेक' });
    expect(hindi.temple).toMatchObject({ name: 'श्री काशी विश्वनाथ' });
    expect(hindi.temple.name_original).toBeUndefined();
    const original = await names('');
    expect(original.pooja).toEqual({ slug, name: 'Rudrabhishek of the lingam' });
    expect(original.temple).toEqual({
      id: temple.id,
      slug: temple.slug,
      name: 'काशी विश्वनाथ मंदिर',
      time_zone: KOLKATA,
    });
    // No Tamil translation: the temple's name in Tamil script, its original beside it.
    const tamil = await names('&lang=ta');
    expect(tamil.pooja.name).toBe('Rudrabhishek of the lingam');
    expect(tamil.temple).toMatchObject({ name: 'காஶீ விஶ்வநாத மம்திர', name_original: 'काशी विश्वनाथ मंदिर' });
    expect((await get(devotee, '/api/pooja-bookings/?lang=fr')).statusCode).toBe(400);
    // The temple's staff read their list in their page's language too.
    const staffNames = async (query: string) => {
      const list = await get(manager, `/api/creators/pooja-bookings/?temple=${temple.id}${query}`);
      expect(list.statusCode, list.body).toBe(200);
      const inList = (list.json().results as PoojaBooking[]).find((b) => b.id === booking.id)!;
      return [inList.pooja.name, inList.temple.name];
    };
    expect(await staffNames('&lang=hi')).toEqual(['रुद्राभिषेक', 'श्री काशी विश्वनाथ']);
    expect(await staffNames('')).toEqual(['Rudrabhishek of the lingam', 'काशी विश्वनाथ मंदिर']);
    expect((await get(manager, '/api/creators/pooja-bookings/?lang=fr')).statusCode).toBe(400);

    // The devotee reads Hindi: the mail names both in Hindi.
    const mail = await mailTo(devotee.email, mailText('hi', 'pooja_booked_subject', { pooja: 'रुद्राभिषेक' }));
    expect(mail.text).toContain('श्री काशी विश्वनाथ');
    expect(mail.text).not.toContain('Rudrabhishek');
    // And so does their in-app item, when the temple acts on the booking (one's own act is not news).
    await setDay(booking.id, dayIn(KOLKATA, 0));
    const performed = await send(manager, 'POST', `/api/creators/pooja-bookings/${booking.id}/status/`, {
      status: 'performed',
    });
    expect(performed.statusCode, performed.body).toBe(200);
    await ctx.app.ctx.outbox.drain();
    const inbox = (await get(devotee, '/api/notifications/')).json().results as { title: string; body: string }[];
    // The newest item is this one (the list is newest first).
    const newest = `${inbox[0]!.title} ${inbox[0]!.body}`;
    expect(newest).toContain('रुद्राभिषेक');
    expect(newest).not.toContain('Rudrabhishek');
  });

  it('are cancelled by the devotee at least a day before, giving the place back and mailing them', async () => {
    const temple = await makeTemple(manager);
    const slug = await makePooja(temple, { limit: 1, price: 0, prasadPrice: 0, name: 'Satyanarayan katha' });
    const day = dayIn(KOLKATA, 3);
    const booking = await booked(devotee, slug, { day });
    expect(booking.status).toBe('booked');
    await mailTo(devotee.email, mailText('hi', 'pooja_booked_subject', { pooja: 'Satyanarayan katha' }));
    const url = `/api/pooja-bookings/${booking.id}/cancel/`;
    expect((await send(other, 'POST', url, {})).statusCode).toBe(404);
    expect((await send(manager, 'POST', url, {})).statusCode).toBe(404);
    expect((await send(null, 'POST', url, {})).statusCode).toBe(401);
    const cancelled = await send(devotee, 'POST', url, { reason: 'Travelling' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Paid to the temple directly: nothing is owed back through us.
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Travelling',
      cancellable: false,
      refund_minor: null,
    });
    expect((await days(slug, day)).results[0]!.places_left).toBe(1);
    const mail = await mailTo(
      devotee.email,
      mailText('hi', 'pooja_cancelled_subject', { pooja: 'Satyanarayan katha' }),
    );
    expect(mail.text).toContain(formatPoojaDay(day, 'hi'));
    expect(mail.text).toContain('https://sangam.example/hi/my-bookings');
    // Her own booking and her own cancelling are not news to her in-app.
    const inbox = (await get(devotee, '/api/notifications/')).json().results as { title: string }[];
    expect(inbox.filter((item) => item.title.includes('Satyanarayan katha'))).toEqual([]);
    const twice = await send(devotee, 'POST', url, {});
    expect(twice.statusCode).toBe(400);
    expect(twice.json().detail).toBe(POOJA_MESSAGES.notCancellable);

    // Paid online: all of it is owed back, and said so on the booking.
    const paid = await booked(devotee, slug, { day });
    await ctx.database.db.execute(
      sql`update pooja_bookings set paid_at = now(), total_minor = 110100 where id = ${paid.id}`,
    );
    const refunded = await send(devotee, 'POST', `/api/pooja-bookings/${paid.id}/cancel/`, {});
    expect(refunded.json()).toMatchObject({ status: 'cancelled', refund_minor: 110100 });

    // On the day itself it is too late.
    const late = await booked(devotee, slug, { day });
    await setDay(late.id, dayIn(KOLKATA, 0));
    const refused = await send(devotee, 'POST', `/api/pooja-bookings/${late.id}/cancel/`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'too_late_to_cancel', detail: POOJA_MESSAGES.tooLateToCancel });
  });
});

describe('temple staff', () => {
  it('see and edit only their own temples; others hear 404, devotees 403, guests 401', async () => {
    const temple = await makeTemple(manager);
    const mine = (await get(manager, '/api/creators/temples/')).json();
    expect(mine.results.map((t: { id: number }) => t.id)).toContain(temple.id);
    expect(
      (await get(otherManager, '/api/creators/temples/')).json().results.map((t: { id: number }) => t.id),
    ).not.toContain(temple.id);
    expect((await get(admin, '/api/creators/temples/')).json().results.map((t: { id: number }) => t.id)).toContain(
      temple.id,
    );
    expect((await get(devotee, '/api/creators/temples/')).statusCode).toBe(403);
    expect((await get(null, '/api/creators/temples/')).statusCode).toBe(401);

    const url = `/api/creators/temples/${temple.id}/`;
    const changes = {
      description: 'Jyotirlinga on the ghats.',
      timings: [{ label: 'Evening', opens: '16:00', closes: '23:00' }],
      aartis: [
        { name: 'Mangala aarti', time: '03:00' },
        { name: 'Shayan aarti', time: '22:30' },
      ],
      darshan_videos: [{ youtube_id: 'dQw4w9WgXcQ', title: 'Live darshan', live: true }],
    };
    const saved = await send(manager, 'PATCH', url, changes);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject(changes);
    expect((await send(otherManager, 'PATCH', url, changes)).statusCode).toBe(404);
    expect((await send(devotee, 'PATCH', url, changes)).statusCode).toBe(403);
    expect((await send(null, 'PATCH', url, changes)).statusCode).toBe(401);
    expect((await send(admin, 'PATCH', url, { description: 'Kashi Vishwanath.' })).json().description).toBe(
      'Kashi Vishwanath.',
    );
    for (const [body, field, message] of [
      [
        { darshan_videos: [{ youtube_id: 'dQw4w9WgXc', title: 'x' }] },
        'darshan_videos.0.youtube_id',
        POOJA_MESSAGES.youtubeId,
      ],
      [
        { timings: [{ label: 'Noon', opens: '13:00', closes: '12:00' }] },
        'timings.0.closes',
        POOJA_MESSAGES.closesAfterOpens,
      ],
      [{ aartis: [{ name: 'Sandhya', time: '25:00' }] }, 'aartis.0.time', POOJA_MESSAGES.clock],
    ] as const) {
      const res = await send(manager, 'PATCH', url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field], res.body).toEqual([message]);
    }
    // Visitors read the change.
    expect((await get(null, `/api/temples/${temple.slug}/`)).json().darshan_videos).toEqual(changes.darshan_videos);
  });

  it('add and change poojas: offerings keep their ids, the daily limit never goes below a coming day’s bookings', async () => {
    const temple = await makeTemple(manager);
    const url = `/api/creators/temples/${temple.id}/poojas/`;
    const create = await send(manager, 'POST', url, {
      name: 'Maha Mrityunjaya jaap',
      purpose: 'Health',
      price_minor: 210000,
      offerings: [{ name: 'Bilva leaves', price_minor: 1100 }],
      daily_limit: 3,
      notice_days: 1,
    });
    expect(create.statusCode, create.body).toBe(201);
    const pooja = create.json() as CreatorPooja;
    expect(pooja).toMatchObject({ slug: 'maha-mrityunjaya-jaap', published: true, currency: 'INR', daily_limit: 3 });
    const leafId = pooja.offerings[0]!.id;
    expect(leafId).toMatch(/^o-[0-9a-f]{6}$/);
    expect((await send(otherManager, 'POST', url, { name: 'x', price_minor: 1 })).statusCode).toBe(404);
    expect((await send(devotee, 'POST', url, { name: 'x', price_minor: 1 })).statusCode).toBe(403);
    expect((await get(manager, url)).json().results.map((p: CreatorPooja) => p.id)).toEqual([pooja.id]);

    const day = dayIn(KOLKATA, 2);
    await booked(devotee, pooja.slug, { day, offering_ids: [leafId] });
    await booked(other, pooja.slug, { day });
    const edit = `/api/creators/poojas/${pooja.id}/`;
    const below = await send(manager, 'PATCH', edit, { daily_limit: 1 });
    expect(below.statusCode).toBe(409);
    expect(below.json()).toMatchObject({
      code: 'limit_below_booked',
      errors: { daily_limit: [POOJA_MESSAGES.limitBelowBooked] },
    });
    expect(below.json().detail).toContain('The fullest has 2 booked.');
    const changed = await send(manager, 'PATCH', edit, {
      daily_limit: 2,
      price_minor: 250000,
      offerings: [
        { id: leafId, name: 'Bilva leaves', price_minor: 2100 },
        { name: 'Rudraksha', price_minor: 10800 },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      daily_limit: 2,
      price_minor: 250000,
      most_booked_coming_day: 2,
      coming_bookings: 2,
    });
    expect(changed.json().offerings[0]).toEqual({ id: leafId, name: 'Bilva leaves', price_minor: 2100 });
    // The booking made earlier keeps the price it was booked at; a new one pays the new price.
    const next = await booked(devotee, pooja.slug, { day: dayIn(KOLKATA, 3), offering_ids: [leafId] });
    expect(next.total_minor).toBe(250000 + 2100 + 0);
    expect((await send(otherManager, 'PATCH', edit, { price_minor: 1 })).statusCode).toBe(404);
    expect((await send(admin, 'PATCH', edit, { published: false })).json().published).toBe(false);
    expect((await get(null, `/api/poojas/${pooja.slug}/`)).statusCode).toBe(404);
    const repeated = await send(manager, 'PATCH', edit, {
      offerings: [
        { id: 'same', name: 'A', price_minor: 1 },
        { id: 'same', name: 'B', price_minor: 2 },
      ],
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().errors.offerings).toEqual([POOJA_MESSAGES.offeringIdRepeated]);
  });

  it('translate a pooja: readers of that language read it and find it by it; others keep the original', async () => {
    const temple = await makeTemple(manager);
    const create = await send(manager, 'POST', `/api/creators/temples/${temple.id}/poojas/`, {
      name: 'Ganga aarti seva',
      purpose: 'Peace of the departed',
      description: 'A lamp offered at dusk.',
      price_minor: 51000,
    });
    expect(create.statusCode, create.body).toBe(201);
    const pooja = create.json() as CreatorPooja;
    const edit = `/api/creators/poojas/${pooja.id}/`;
    const hindi = { name: 'गंगा आरती सेवा', purpose: 'दिवंगत की शांति', description: 'सांझ को अर्पित एक दीप।' };
    const saved = await send(manager, 'PATCH', edit, { translations: { hi: hindi } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Ganga aarti seva', translations: { hi: hindi } });
    expect((await get(null, `/api/poojas/${pooja.slug}/?lang=hi`)).json()).toMatchObject(hindi);
    expect((await get(null, `/api/poojas/${pooja.slug}/?lang=ta`)).json()).toMatchObject({
      name: 'Ganga aarti seva',
      purpose: 'Peace of the departed',
    });
    const found = await get(null, `/api/poojas/?q=${encodeURIComponent('दिवंगत')}`);
    expect(found.json().results.map((p: { slug: string }) => p.slug)).toContain(pooja.slug);

    // One language changed, the others kept; null removes one.
    const tamil = { name: 'கங்கா ஆரத்தி சேவை' };
    expect((await send(manager, 'PATCH', edit, { translations: { ta: tamil } })).json().translations).toEqual({
      hi: hindi,
      ta: tamil,
    });
    expect((await send(manager, 'PATCH', edit, { translations: { hi: null } })).json().translations).toEqual({
      ta: tamil,
    });
    expect((await get(null, `/api/poojas/${pooja.slug}/?lang=hi`)).json().name).toBe('Ganga aarti seva');

    const unknown = await send(manager, 'PATCH', edit, { translations: { hi: { deity: 'शिव' } } });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().errors)).toEqual(['translations.hi']);
    const long = await send(manager, 'PATCH', edit, { translations: { hi: { name: 'क'.repeat(141) } } });
    expect(long.json().errors).toEqual({ 'translations.hi.name': ['Use at most 140 characters.'] });

    // Who may: the temple's staff and the console; another temple's staff hears 404, a devotee 403, a guest 401.
    const body = { translations: { mr: { name: 'गंगा आरती सेवा' } } };
    expect((await send(null, 'PATCH', edit, body)).statusCode).toBe(401);
    expect((await send(devotee, 'PATCH', edit, body)).statusCode).toBe(403);
    expect((await send(otherManager, 'PATCH', edit, body)).statusCode).toBe(404);
    expect((await send(admin, 'PATCH', edit, body)).json().translations.mr).toEqual(body.translations.mr);
  });

  it('give a new pooja its texts in other languages, never a copy in the temple’s own language', async () => {
    const temple = await makeTemple(manager);
    const create = `/api/creators/temples/${temple.id}/poojas/`;
    const tamil = { name: 'ருத்ர அபிஷேகம்', purpose: 'நலமும் அமைதியும்' };
    const made = await send(manager, 'POST', create, {
      name: 'Rudra abhishek',
      purpose: 'Health and peace',
      price_minor: 110000,
      // The temple writes in English: an English copy is not kept.
      translations: { ta: tamil, en: { name: 'Rudra abhishek (copy)' } },
    });
    expect(made.statusCode, made.body).toBe(201);
    const pooja = made.json() as CreatorPooja;
    expect(pooja.translations).toEqual({ ta: tamil });
    expect((await get(null, `/api/poojas/${pooja.slug}/?lang=ta`)).json()).toMatchObject(tamil);
    expect((await get(null, `/api/poojas/${pooja.slug}/?lang=en`)).json().name).toBe('Rudra abhishek');
    // Nor on an edit.
    const edit = `/api/creators/poojas/${pooja.id}/`;
    const copied = await send(manager, 'PATCH', edit, { translations: { en: { name: 'Another copy' } } });
    expect(copied.json().translations).toEqual({ ta: tamil });
    expect((await get(null, `/api/poojas/${pooja.slug}/?lang=en`)).json().name).toBe('Rudra abhishek');

    // Refused as an edit's are, with the field named.
    const long = await send(manager, 'POST', create, {
      name: 'Archana',
      price_minor: 5100,
      translations: { hi: { name: 'क'.repeat(141) } },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ 'translations.hi.name': ['Use at most 140 characters.'] });
    const unknown = await send(manager, 'POST', create, {
      name: 'Archana',
      price_minor: 5100,
      translations: { hi: { deity: 'शिव' } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().errors)).toEqual(['translations.hi']);
    // Who may: the temple's staff and the console; another temple's staff hears 404, a devotee 403, a guest 401.
    const body = { name: 'Bilva archana', price_minor: 5100, translations: { mr: { name: 'बिल्व अर्चना' } } };
    expect((await send(null, 'POST', create, body)).statusCode).toBe(401);
    expect((await send(devotee, 'POST', create, body)).statusCode).toBe(403);
    expect((await send(otherManager, 'POST', create, body)).statusCode).toBe(404);
    const byAdmin = await send(admin, 'POST', create, body);
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
    expect(byAdmin.json().translations).toEqual({ mr: body.translations.mr });
  });

  it('mark a pooja paid to the temple directly: a held one is booked by it, a booked one only marked, once', async () => {
    const temple = await makeTemple(manager);
    const slug = await makePooja(temple, { price: 50100, name: 'Kumkum archana' });
    const paid = (who: LoginResponse | null, id: number) =>
      send(who, 'POST', `/api/creators/pooja-bookings/${id}/mark-paid/`);

    const held = await booked(devotee, slug, { day: dayIn(KOLKATA, 3) });
    expect(held).toMatchObject({ status: 'held', paid: false });
    expect((await paid(null, held.id)).statusCode).toBe(401);
    expect((await paid(devotee, held.id)).statusCode).toBe(403);
    expect((await paid(otherManager, held.id)).statusCode).toBe(404);
    const marked = await paid(manager, held.id);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ status: 'booked', paid: true, hold_expires_at: null });
    await mailTo(devotee.email, mailText('hi', 'pooja_booked_subject', { pooja: 'Kumkum archana' }));
    const twice = await paid(manager, held.id);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ code: 'already_paid', detail: POOJA_MESSAGES.alreadyPaid });

    // Booked at checkout to be paid at the temple: the staff record the payment when it arrives.
    const atTemple = await booked(devotee, slug, { day: dayIn(KOLKATA, 4) });
    await send(devotee, 'POST', `/api/pooja-bookings/${atTemple.id}/checkout/`, { lang: 'en' });
    expect((await paid(admin, atTemple.id)).json()).toMatchObject({ status: 'booked', paid: true });

    // A hold that ran out gave its place back; a free pooja has nothing to pay.
    const lapsed = await booked(devotee, slug, { day: dayIn(KOLKATA, 5) });
    await ctx.database.db.execute(
      sql`update pooja_bookings set hold_expires_at = now() - interval '1 minute' where id = ${lapsed.id}`,
    );
    expect((await paid(manager, lapsed.id)).json().detail).toBe(POOJA_MESSAGES.notPayable);
    const free = await booked(devotee, await makePooja(temple, { price: 0, prasadPrice: 0 }), {
      day: dayIn(KOLKATA, 3),
    });
    expect((await paid(manager, free.id)).json().detail).toBe(POOJA_MESSAGES.notPayable);
  });

  it('mark the refund of a cancelled, paid pooja sent, once; the devotee hears it in Hindi in the inbox and by mail', async () => {
    const temple = await makeTemple(manager, { name: 'Kashi Mandir' });
    const slug = await makePooja(temple, { price: 50100, name: 'Rudra path' });
    await ctx.database.db.execute(sql`update users set email_verified_at = now() where id = ${devotee.user.id}`);
    const refundSent = (who: LoginResponse | null, id: number) =>
      send(who, 'POST', `/api/creators/pooja-bookings/${id}/refund-sent/`);

    const booking = await booked(devotee, slug, { day: dayIn(KOLKATA, 3) });
    await send(devotee, 'POST', `/api/pooja-bookings/${booking.id}/checkout/`, { lang: 'en' });
    expect((await send(manager, 'POST', `/api/creators/pooja-bookings/${booking.id}/mark-paid/`)).statusCode).toBe(200);
    // Booked and paid, not cancelled: nothing is owed back yet.
    expect((await refundSent(manager, booking.id)).json().detail).toBe(POOJA_MESSAGES.noRefundDue);
    const cancelled = await send(devotee, 'POST', `/api/pooja-bookings/${booking.id}/cancel/`, {});
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', refund_minor: 50100, refund_sent_at: null });

    expect((await refundSent(null, booking.id)).statusCode).toBe(401);
    expect((await refundSent(devotee, booking.id)).statusCode).toBe(403);
    expect((await refundSent(otherManager, booking.id)).statusCode).toBe(404);
    await ctx.app.ctx.outbox.drain();
    const marked = await refundSent(manager, booking.id);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().refund_sent_at).toEqual(expect.any(String));
    const own = (await get(devotee, `/api/pooja-bookings/${booking.id}/`)).json() as PoojaBooking;
    expect(own.refund_sent_at).toBe(marked.json().refund_sent_at);

    const title = 'राशि लौटाई गई: Rudra path · Kashi Mandir';
    const [item] = (await get(devotee, '/api/notifications/')).json().results as {
      kind: string;
      title: string;
      body: string;
    }[];
    expect(item).toMatchObject({ kind: 'booking_refund', title, body: '₹501.00 की राशि आपको लौटा दी गई है।' });
    await ctx.app.ctx.outbox.drain();
    expect((await mailTo(devotee.email, title)).text).toContain('https://sangam.example/hi/my-bookings');

    const twice = await refundSent(admin, booking.id);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ code: 'refund_already_sent', detail: POOJA_MESSAGES.refundAlreadySent });
    // Cancelled with nothing paid: nothing to send back.
    const unpaid = await booked(devotee, slug, { day: dayIn(KOLKATA, 4) });
    await send(devotee, 'POST', `/api/pooja-bookings/${unpaid.id}/cancel/`, {});
    expect((await refundSent(admin, unpaid.id)).json().detail).toBe(POOJA_MESSAGES.noRefundDue);
  });

  it('mark bookings performed (with a recording, now or later) and prasad sent; the devotee is mailed and sees it', async () => {
    const temple = await makeTemple(manager);
    const slug = await makePooja(temple, { price: 0, prasadPrice: 0, name: 'Ganga aarti sankalp' });
    const withPrasad = await booked(devotee, slug, { day: dayIn(KOLKATA, 3), prasad: true, prasad_address: address });
    const without = await booked(devotee, slug, { day: dayIn(KOLKATA, 3), devotee_name: 'Ravi Sharma' });
    const status = (who: LoginResponse | null, id: number, body: Record<string, unknown>) =>
      send(who, 'POST', `/api/creators/pooja-bookings/${id}/status/`, body);

    const early = await status(manager, withPrasad.id, { status: 'performed' });
    expect(early.statusCode).toBe(400);
    expect(early.json().detail).toBe(POOJA_MESSAGES.notYetDay);
    await setDay(withPrasad.id, dayIn(KOLKATA, 0));
    await setDay(without.id, dayIn(KOLKATA, -1));
    expect((await status(manager, withPrasad.id, { status: 'prasad_sent' })).json().detail).toBe(
      POOJA_MESSAGES.performFirst,
    );
    expect((await status(otherManager, withPrasad.id, { status: 'performed' })).statusCode).toBe(404);
    expect((await status(devotee, withPrasad.id, { status: 'performed' })).statusCode).toBe(403);
    expect((await status(null, withPrasad.id, { status: 'performed' })).statusCode).toBe(401);
    expect(
      (await status(manager, withPrasad.id, { status: 'performed', recording_url: 'http://x.example/v' })).statusCode,
    ).toBe(400);

    const subject = (key: Parameters<typeof mailText>[1]) => mailText('hi', key, { pooja: 'Ganga aarti sankalp' });
    const performed = await status(manager, withPrasad.id, { status: 'performed' });
    expect(performed.statusCode, performed.body).toBe(200);
    expect(performed.json()).toMatchObject({ status: 'performed', recording_url: '' });
    expect(performed.json().performed_at).toBeTruthy();
    const performedMail = await mailTo(devotee.email, subject('pooja_performed_subject'));
    expect(performedMail.text).toContain('Meera Sharma');
    expect(performedMail.text).toContain(formatPoojaDay(dayIn(KOLKATA, 0), 'hi'));

    const again = await status(manager, withPrasad.id, { status: 'performed' });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(POOJA_MESSAGES.alreadyInStatus);
    const recording = 'https://youtu.be/dQw4w9WgXcQ';
    const added = await status(manager, withPrasad.id, { status: 'performed', recording_url: recording });
    expect(added.json()).toMatchObject({ status: 'performed', recording_url: recording });
    expect((await mailTo(devotee.email, subject('pooja_recording_subject'))).text).toContain(recording);

    const sent = await status(admin, withPrasad.id, { status: 'prasad_sent' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'prasad_sent', recording_url: recording });
    expect((await mailTo(devotee.email, subject('pooja_prasad_sent_subject'))).text).toContain('411001');
    // Each step is in the devotee's inbox too, in Hindi, about this booking.
    const inbox = (await get(devotee, '/api/notifications/')).json().results as { kind: string; title: string }[];
    const about = inbox.filter((item) => item.title.includes('Ganga aarti sankalp'));
    expect(about.map((item) => item.kind)).toEqual(['pooja_prasad_sent', 'pooja_performed', 'pooja_performed']);
    expect(about[0]!.title).toMatch(/^प्रसाद /);
    expect((await get(devotee, `/api/pooja-bookings/${withPrasad.id}/`)).json()).toMatchObject({
      status: 'prasad_sent',
      recording_url: recording,
      cancellable: false,
    });

    // Performed with its recording at once; no prasad was asked, so none can be sent.
    const both = await status(manager, without.id, { status: 'performed', recording_url: recording });
    expect(both.json()).toMatchObject({ status: 'performed', recording_url: recording });
    const noPrasad = await status(manager, without.id, { status: 'prasad_sent' });
    expect(noPrasad.statusCode).toBe(400);
    expect(noPrasad.json().detail).toBe(POOJA_MESSAGES.noPrasadAsked);
    // Performed: the devotee can no longer cancel.
    expect((await send(devotee, 'POST', `/api/pooja-bookings/${without.id}/cancel/`, {})).statusCode).toBe(400);

    // A held (unpaid) booking cannot be performed.
    const priced = await makePooja(temple);
    const held = await booked(devotee, priced, { day: dayIn(KOLKATA, 3) });
    await setDay(held.id, dayIn(KOLKATA, 0));
    expect((await status(manager, held.id, { status: 'performed' })).json().detail).toBe(POOJA_MESSAGES.notBooked);
  });

  it("list their temples' bookings by day, status and pooja", async () => {
    const temple = await makeTemple(manager);
    const slug = await makePooja(temple, { price: 0, prasadPrice: 0 });
    const secondSlug = await makePooja(temple, { price: 0, prasadPrice: 0 });
    const day = dayIn(KOLKATA, 9);
    const a = await booked(devotee, slug, { day });
    const b = await booked(other, slug, { day: dayIn(KOLKATA, 10) });
    const c = await booked(other, secondSlug, { day });
    const list = async (who: LoginResponse, query: string) => {
      const res = await get(who, `/api/creators/pooja-bookings/?page_size=100&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().results.map((r: PoojaBooking) => r.id) as number[];
    };
    expect(await list(manager, `day=${day}&temple=${temple.id}`)).toEqual([a.id, c.id]);
    expect(await list(manager, `temple=${temple.id}&status=booked`)).toEqual([a.id, c.id, b.id]);
    expect(await list(manager, `temple=${temple.id}&status=performed`)).toEqual([]);
    const [pooja] = await selectRows<{ id: number }>(ctx.database.db, sql`select id from poojas where slug = ${slug}`);
    expect(await list(manager, `pooja=${pooja!.id}`)).toEqual([a.id, b.id]);
    expect(await list(otherManager, `temple=${temple.id}`)).toEqual([]);
    expect(await list(otherManager, `pooja=${pooja!.id}`)).toEqual([]);
    expect(await list(admin, `temple=${temple.id}`)).toEqual([a.id, c.id, b.id]);
    expect((await get(devotee, '/api/creators/pooja-bookings/')).statusCode).toBe(403);
    expect((await get(manager, '/api/creators/pooja-bookings/?status=lost')).statusCode).toBe(400);
  });
});

describe('darshan', () => {
  /** The wall-clock time of an ISO instant in a zone ('20:30'). */
  const clockIn = (iso: string, timeZone: string) =>
    new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      new Date(iso),
    );

  it("shows published temples' videos with their aartis on the visitor's clock for the visitor's today", async () => {
    const live = await makeTemple(manager, {
      aartis: [
        { name: 'Mangala aarti', time: '06:00' },
        { name: 'Sandhya aarti', time: '19:00' },
      ],
      videos: [
        { youtube_id: 'aaaaaaaaaaa', title: 'Live', live: true },
        { youtube_id: 'bbbbbbbbbbb', title: 'Morning darshan', live: false },
      ],
    });
    const hidden = await makeTemple(manager, {
      published: false,
      videos: [{ youtube_id: 'ccccccccccc', title: 'x', live: true }],
    });
    for (const zone of ['Asia/Kolkata', 'America/New_York']) {
      const res = await get(null, `/api/darshan/?tz=${encodeURIComponent(zone)}`);
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json() as DarshanAnswer;
      expect(answer).toMatchObject({ time_zone: zone, date: dayIn(zone, 0) });
      expect(answer.results.map((r) => r.temple.slug)).not.toContain(hidden.slug);
      const mine = answer.results.find((r) => r.temple.slug === live.slug)!;
      expect(mine).toMatchObject({
        live: true,
        videos: [{ youtube_id: 'aaaaaaaaaaa' }, { youtube_id: 'bbbbbbbbbbb' }],
      });
      // Both aartis fall on the visitor's today in either zone, each on the visitor's clock.
      expect(mine.aartis.map((a) => a.temple_time).sort()).toEqual(['06:00', '19:00']);
      for (const aarti of mine.aartis) {
        expect(aarti.start.slice(0, 10)).toBe(answer.date);
        expect(aarti.time).toBe(clockIn(aarti.start, zone));
        expect(clockIn(aarti.start, KOLKATA)).toBe(aarti.temple_time);
      }
      const next = mine.next_aarti!;
      expect(Date.parse(next.start)).toBeGreaterThan(Date.now() - 1000);
      expect(Date.parse(next.start) - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
      expect(next.time).toBe(clockIn(next.start, zone));
      if (zone === 'Asia/Kolkata') expect(mine.aartis.map((a) => a.time)).toEqual(['06:00', '19:00']);
      else {
        // 19:00 in Kolkata is the New York morning (08:30 or 09:30), 06:00 the New York evening before it.
        expect(mine.aartis.map((a) => a.temple_time)).toEqual(['19:00', '06:00']);
        expect(['08:30', '09:30']).toContain(mine.aartis[0]!.time);
        expect(['19:30', '20:30']).toContain(mine.aartis[1]!.time);
      }
    }
    // Live streams come first.
    const first = (await get(null, '/api/darshan/?tz=UTC')).json() as DarshanAnswer;
    const firstNotLive = first.results.findIndex((r) => !r.live);
    expect(first.results.slice(firstNotLive === -1 ? first.results.length : firstNotLive).some((r) => r.live)).toBe(
      false,
    );
    expect((await get(null, '/api/darshan/?tz=Mars/Olympus')).statusCode).toBe(400);
  });
});

describe('paying for a pooja', () => {
  const checkout = (app: TestContext, who: LoginResponse | null, id: number, lang = 'en') =>
    app.app.inject({
      method: 'POST',
      url: `/api/pooja-bookings/${id}/checkout/`,
      headers: who ? bearer(who.access) : {},
      payload: { lang },
    });

  it('books a held pooja at checkout when paying the temple directly, for its devotee only', async () => {
    const temple = await makeTemple(manager);
    const slug = await makePooja(temple, { limit: 1, name: 'Navagraha shanti' });
    const day = dayIn(KOLKATA, 4);
    const held = await booked(devotee, slug, { day, offering_ids: ['flowers'] });
    expect((await checkout(ctx, null, held.id)).statusCode).toBe(401);
    expect((await checkout(ctx, other, held.id)).statusCode).toBe(404);
    expect((await checkout(ctx, manager, held.id)).statusCode).toBe(404);
    const res = await checkout(ctx, devotee, held.id, 'hi');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      provider: 'direct',
      checkout_url: null,
      booking: { id: held.id, status: 'booked', paid: false, hold_expires_at: null, total_minor: 115100 },
    });
    const mail = await mailTo(devotee.email, mailText('hi', 'pooja_booked_subject', { pooja: 'Navagraha shanti' }));
    expect(mail.text).toContain('Meera Sharma');
    // Nothing left to pay: the same answer again, and the place stays taken.
    expect((await checkout(ctx, devotee, held.id)).json().booking.status).toBe('booked');
    expect((await days(slug, day)).results[0]!.places_left).toBe(0);

    const other1 = await booked(devotee, slug, { day: dayIn(KOLKATA, 5) });
    await ctx.database.db.execute(
      sql`update pooja_bookings set hold_expires_at = now() - interval '1 minute' where id = ${other1.id}`,
    );
    const ended = await checkout(ctx, devotee, other1.id);
    expect(ended.statusCode).toBe(400);
    expect(ended.json().code).toBe('hold_ended');
  });

  describe('with Stripe', () => {
    const fake = new FakeStripe();
    let stripe: TestContext;
    let payer: LoginResponse;
    let staff: LoginResponse;

    beforeAll(async () => {
      stripe = await createStripeTestContext(fake, { RATE_LIMITS: 'off' });
      payer = (await register(stripe.app)).answer;
      staff = (await register(stripe.app, { creator_type: 'retreat_rep' })).answer;
      await confirmEmails(stripe.database);
    });
    afterAll(async () => {
      await stripe?.close();
      await fake.stop();
    });

    async function stripePooja(limit: number) {
      const [temple] = await selectRows<{ id: number }>(
        stripe.database.db,
        sql`insert into temples (slug, manager_id, name, deity, place)
            values (${`stripe-temple-${limit}-${Math.random()}`}, ${staff.user.id}, 'Mahakaleshwar', 'Shiva', 'Ujjain')
            returning id`,
      );
      const slug = `stripe-pooja-${Math.random().toString(36).slice(2)}`;
      await stripe.database.db.execute(sql`
        insert into poojas (temple_id, slug, name, price_minor, daily_limit, notice_days, prasad_price_minor)
        values (${temple!.id}, ${slug}, 'Bhasma aarti sankalp', 210000, ${limit}, 1, 10000)`);
      return slug;
    }

    async function stripeBook(slug: string, day: string): Promise<PoojaBooking> {
      const res = await stripe.app.inject({
        method: 'POST',
        url: `/api/poojas/${slug}/bookings/`,
        headers: bearer(payer.access),
        payload: {
          day,
          devotee_name: 'Ravi',
          prasad: true,
          prasad_address: address,
          idempotency_key: `s-${Math.random()}`,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    }

    const row = async (id: number) =>
      (
        await selectRows<{ status: string; paid_at: Date | null; payment_ref: string | null; taken: number }>(
          stripe.database.db,
          sql`select b.status, b.paid_at, b.payment_ref, d.taken from pooja_bookings b
              join pooja_days d on d.pooja_id = b.pooja_id and d.day = b.day where b.id = ${id}`,
        )
      )[0]!;

    let events = 0;
    function webhook(type: string, ref: string, session: Partial<FakeSession>) {
      const body = JSON.stringify({
        id: `evt_pooja_${++events}`,
        object: 'event',
        type,
        data: { object: { ...fake.sessions.get(ref), ...session } },
      });
      return postStripeEvent(stripe.app, body);
    }

    it('charges the total as booked and books the pooja when Stripe says it is paid', async () => {
      const slug = await stripePooja(1);
      const held = await stripeBook(slug, dayIn(KOLKATA, 3));
      const res = await checkout(stripe, payer, held.id, 'ta');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ provider: 'stripe', booking: { status: 'held', payment_provider: 'stripe' } });
      expect(res.json().checkout_url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
      const form = Object.fromEntries(fake.created().at(-1)!.form);
      expect(form).toMatchObject({
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][unit_amount]': String(210000 + 10000),
        'line_items[0][price_data][product_data][name]': 'Bhasma aarti sankalp — Mahakaleshwar',
        'metadata[booking_kind]': 'pooja',
        'metadata[booking_id]': String(held.id),
      });
      const ref = (await row(held.id)).payment_ref!;
      const paid = await webhook('checkout.session.completed', ref, { status: 'complete', payment_status: 'paid' });
      expect(paid.statusCode, paid.body).toBe(200);
      const after = await row(held.id);
      expect(after).toMatchObject({ status: 'booked', taken: 1 });
      expect(after.paid_at).not.toBeNull();
      const mine = await stripe.app.inject({
        method: 'GET',
        url: `/api/pooja-bookings/${held.id}/`,
        headers: bearer(payer.access),
      });
      expect(mine.json()).toMatchObject({ status: 'booked', paid: true });
    });

    it('gives the place back when the session expires unpaid, and takes it again for a late payment while it is free', async () => {
      const slug = await stripePooja(1);
      const day = dayIn(KOLKATA, 4);
      const held = await stripeBook(slug, day);
      await checkout(stripe, payer, held.id);
      const ref = (await row(held.id)).payment_ref!;
      expect((await webhook('checkout.session.expired', ref, { status: 'expired', url: null })).statusCode).toBe(200);
      expect(await row(held.id)).toMatchObject({ status: 'expired', taken: 0 });
      const late = await webhook('checkout.session.completed', ref, { status: 'complete', payment_status: 'paid' });
      expect(late.statusCode).toBe(200);
      expect(await row(held.id)).toMatchObject({ status: 'booked', taken: 1 });
    });

    it('refunds a late payment when the same pooja, day and name were booked again since: one place, not two', async () => {
      const slug = await stripePooja(3);
      const day = dayIn(KOLKATA, 5);
      const held = await stripeBook(slug, day);
      await checkout(stripe, payer, held.id);
      const ref = (await row(held.id)).payment_ref!;
      expect((await webhook('checkout.session.expired', ref, { status: 'expired', url: null })).statusCode).toBe(200);
      const again = await stripeBook(slug, day);
      const late = await webhook('checkout.session.completed', ref, { status: 'complete', payment_status: 'paid' });
      expect(late.statusCode).toBe(200);
      expect(await row(held.id)).toMatchObject({ status: 'cancelled', taken: 1 });
      expect((await row(again.id)).status).toBe('held');
    });
  });
});
