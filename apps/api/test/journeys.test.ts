import { randomUUID } from 'node:crypto';
import {
  CHANT_ERROR_CODES,
  HOLD_ERROR_CODES,
  HOLD_LIMITS,
  HOLD_MESSAGES,
  depositMinor,
  JOURNEY_ERROR_CODES,
  JOURNEY_MESSAGES,
  refundMinor,
  SCRIPT_OF_LANGUAGE,
  type CreateJourneyRequest,
  type CreatorJourney,
  type JourneyBooking,
  type LoginResponse,
  type Notification,
} from '@sangam/contracts';
import Sanscript from '@indic-transliteration/sanscript';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { remindDayBefore } from '../src/notifications/day-before-reminders';
import { selectRows } from '../src/db/client';
import { users } from '../src/db/schema';
import { mailText } from '../src/mail/templates';
import { formatMoney } from '../src/lib/booking-words';
import { formatDate } from '../src/modules/journeys/journey-mail';
import { completeEndedJourneys, journeyToday } from '../src/modules/journeys/seats';
import { releaseAllExpiredHolds } from '../src/modules/payments';
import { PAYABLES } from '../src/payables';
import { bearer, confirmEmails, register, runOutHolds } from './account-helpers';
import { FakeStripe, type FakeSession } from './fake-stripe';
import { createTestContext, type TestContext } from './helpers';
import { createStripeTestContext, postStripeEvent } from './stripe-test-context';
import { startSmtpSink } from './smtp-sink';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

type Person = LoginResponse & { email: string };
/** The organiser reads Tamil, the traveller Hindi; "rival" organises journeys of their own. */
let organiser: Person;
let rival: Person;
let traveller: Person;
let other: Person;
let tutor: Person;
let admin: Person;

/** Each registration from its own address, so the per-address limits (on in this file) never bite. */
let ips = 0;
async function person(overrides: Record<string, unknown> = {}): Promise<Person> {
  ips++;
  const { answer, account } = await register(ctx.app, overrides, `10.9.${Math.floor(ips / 250)}.${ips % 250}`);
  await confirmEmails(ctx.database);
  return { ...answer, email: account.email };
}

const inDays = (days: number) => {
  const today = journeyToday();
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
};

const itinerary = (days: number) =>
  Array.from({ length: days }, (_, i) => ({
    day: i + 1,
    title: `Day ${i + 1}`,
    place: i === 0 ? 'Haridwar' : 'On the road',
    description: 'Darshan and rest.',
  }));

let journeys = 0;
/** A published journey of `who` made through the organiser's API, with departures. */
async function makeJourney(
  who: Person,
  fields: Partial<CreateJourneyRequest> = {},
  departures: Array<{ start_date: string; capacity: number; price_minor?: number | null }> = [],
): Promise<CreatorJourney & { departureIds: number[] }> {
  journeys++;
  const duration = fields.duration_days ?? 5;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/creators/journeys/',
    headers: bearer(who.access),
    payload: {
      title: `Char Dham ${journeys}`,
      region: 'Uttarakhand',
      start_place: 'Haridwar',
      languages: ['hi', 'en'],
      duration_days: duration,
      price_minor: 2_500_000,
      deposit_percent: 25,
      itinerary: itinerary(duration),
      inclusions: ['Stay', 'Meals'],
      cancellation_policy: [
        { days_before: 15, refund_percent: 50 },
        { days_before: 30, refund_percent: 100 },
        { days_before: 7, refund_percent: 25 },
      ],
      published: true,
      ...fields,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const journey = res.json() as CreatorJourney;
  let departureIds: number[] = [];
  if (departures.length) {
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/creators/journeys/${journey.id}/departures/`,
      headers: bearer(who.access),
      payload: { departures },
    });
    expect(put.statusCode, put.body).toBe(200);
    departureIds = departures.map(
      (d) => put.json().results.find((r: { start_date: string }) => r.start_date === d.start_date).id,
    );
  }
  return { ...journey, departureIds };
}

function book(
  who: Person | null,
  slug: string,
  departureId: number,
  travellers = 1,
  key = randomUUID(),
  names = Array.from({ length: travellers }, (_, i) => `Yatri ${i + 1}`),
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/journeys/${slug}/bookings/`,
    headers: who ? bearer(who.access) : {},
    payload: { departure_id: departureId, travellers, traveller_names: names, idempotency_key: key },
  });
}

async function seatsTaken(departureId: number) {
  const [row] = await selectRows<{ seats_taken: number }>(
    ctx.database.db,
    sql`select seats_taken from journey_departures where id = ${departureId}`,
  );
  return row!.seats_taken;
}

const markPaid = (id: number, who: Person = organiser) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/creators/journey-bookings/${id}/mark-paid/`,
    headers: bearer(who.access),
    payload: {},
  });

/**
 * A mail to an address whose subject (and text, when given) matches, once the outbox has delivered
 * what is due (and waited for after, should a mail still be on its way).
 */
async function mailTo(address: string, subject: string, text?: string, timeoutMs = 10_000) {
  await ctx.app.ctx.outbox.drain();
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mail = smtp.received.find(
      (m) => m.to.includes(address) && m.subject === subject && (text === undefined || m.text.includes(text)),
    );
    if (mail) return mail;
    if (Date.now() > until) throw new Error(`no mail "${subject}" to ${address}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The traveller of most tests: Meera, who reads Hindi. */
async function hindiTraveller(): Promise<Person> {
  const meera = await person();
  await ctx.database.db
    .update(users)
    .set({ preferredLanguage: 'hi', displayName: 'Meera Sharma' })
    .where(eq(users.id, meera.user.id));
  return meera;
}

/**
 * A new traveller for each test of a describe that books often: one person may start only so many
 * bookings an hour (HOLD_LIMITS.bookingsPerHour), and this file keeps the limits on.
 */
const freshTravellerEachTest = () =>
  beforeEach(async () => {
    traveller = await hindiTraveller();
  });

beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestContext({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://sangam.example' } });
  organiser = await person({ creator_type: 'retreat_rep' });
  rival = await person({ creator_type: 'retreat_rep' });
  traveller = await hindiTraveller();
  other = await person();
  tutor = await person({ creator_type: 'tutor' });
  admin = await person();
  const db = ctx.database.db;
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  await db
    .update(users)
    .set({ preferredLanguage: 'ta', displayName: 'Yatra Seva' })
    .where(eq(users.id, organiser.user.id));
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
afterEach(() => runOutHolds(ctx.database));

describe('catalogue', () => {
  it('lists published journeys by region, month, price, duration, language and text, soonest first', async () => {
    const kashi = await makeJourney(
      organiser,
      {
        title: 'Kashi Ayodhya Prayagraj',
        region: 'Uttar Pradesh',
        duration_days: 6,
        price_minor: 1_800_000,
        languages: ['hi'],
      },
      [
        { start_date: inDays(40), capacity: 10 },
        { start_date: inDays(70), capacity: 10, price_minor: 1_500_000 },
      ],
    );
    const kailash = await makeJourney(
      organiser,
      { title: 'Kailash Mansarovar', region: 'Tibet', duration_days: 14, price_minor: 9_000_000, languages: ['en'] },
      [{ start_date: inDays(20), capacity: 4 }],
    );
    const draft = await makeJourney(organiser, { title: 'Draft yatra', region: 'Tibet', published: false }, [
      { start_date: inDays(25), capacity: 4 },
    ]);
    const list = async (query: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/journeys/?page_size=50&${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { count: number; results: Array<{ slug: string }>; regions: string[] };
    };
    const slugs = async (query: string) => (await list(query)).results.map((r) => r.slug);

    const all = await list('');
    expect(all.regions).toEqual(expect.arrayContaining(['Tibet', 'Uttar Pradesh']));
    expect(all.results.map((r) => r.slug)).not.toContain(draft.slug);
    // Soonest departure first: Kailash (20 days) before Kashi (40 days).
    const order = all.results.map((r) => r.slug);
    expect(order.indexOf(kailash.slug)).toBeLessThan(order.indexOf(kashi.slug));

    expect(await slugs('region=tibet')).toEqual([kailash.slug]);
    expect(await slugs('language=hi&region=Uttar%20Pradesh')).toEqual([kashi.slug]);
    expect(await slugs('duration_min=10')).toContain(kailash.slug);
    expect(await slugs('duration_min=10')).not.toContain(kashi.slug);
    expect(await slugs('duration_max=6&region=uttar%20pradesh')).toEqual([kashi.slug]);
    // "From" price: the lowest of the coming departures (the 70-day one is cheaper).
    expect(await slugs('price_max=1500000')).toContain(kashi.slug);
    expect(await slugs('price_min=1600000&region=uttar%20pradesh')).toEqual([]);
    expect(await slugs('price_min=5000000')).toContain(kailash.slug);
    const month = inDays(70).slice(0, 7);
    expect(await slugs(`month=${month}&region=uttar%20pradesh`)).toEqual([kashi.slug]);
    expect(await slugs(`q=${encodeURIComponent('MANSAROVAR')}`)).toEqual([kailash.slug]);
    // From any script or spelling: कैलाश is Kailash, காசி is Kashi; every word must match.
    expect(await slugs(`q=${encodeURIComponent('कैलाश')}`)).toEqual([kailash.slug]);
    expect(await slugs(`q=${encodeURIComponent('காசி')}`)).toEqual([kashi.slug]);
    expect(await slugs(`q=${encodeURIComponent('कैलाश अयोध्या')}`)).toEqual([]);

    const summary = all.results.find((r) => r.slug === kashi.slug) as unknown as Record<string, unknown>;
    expect(summary).toMatchObject({
      price_minor: 1_800_000,
      price_from_minor: 1_500_000,
      next_departure: inDays(40),
      next_departure_seats_left: 10,
      organiser: { display_name: 'Yatra Seva' },
    });

    for (const bad of ['month=2026-13', 'price_min=5&price_max=4', 'duration_min=9&duration_max=3', 'language=fr']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/journeys/?${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().detail).toBeTruthy();
    }
  });

  it("shows a journey's itinerary day by day with its coming open departures", async () => {
    const j = await makeJourney(organiser, { duration_days: 3, exclusions: ['Flights'] }, [
      { start_date: inDays(12), capacity: 6, price_minor: 2_000_000 },
      { start_date: inDays(30), capacity: 6 },
    ]);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/journeys/${j.slug}/` });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail.itinerary.map((d: { day: number }) => d.day)).toEqual([1, 2, 3]);
    expect(detail.inclusions).toEqual(['Stay', 'Meals']);
    expect(detail.exclusions).toEqual(['Flights']);
    expect(detail.languages).toEqual(['hi', 'en']);
    expect(detail.deposit_percent).toBe(25);
    // The policy is kept most days first.
    expect(detail.cancellation_policy.map((s: { days_before: number }) => s.days_before)).toEqual([30, 15, 7]);
    expect(detail.departures).toEqual([
      {
        id: j.departureIds[0],
        start_date: inDays(12),
        end_date: inDays(14),
        capacity: 6,
        seats_left: 6,
        price_minor: 2_000_000,
        currency: 'INR',
      },
      {
        id: j.departureIds[1],
        start_date: inDays(30),
        end_date: inDays(32),
        capacity: 6,
        seats_left: 6,
        price_minor: 2_500_000,
        currency: 'INR',
      },
    ]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/journeys/no-such-yatra/' })).statusCode).toBe(404);
  });
});

describe('the organiser area', () => {
  it('is for organisers and admins: 401 for a guest, 403 for others, 404 for someone else’s journey', async () => {
    const mine = await makeJourney(organiser);
    const get = (who: Person | null, url: string) =>
      ctx.app.inject({ method: 'GET', url, headers: who ? bearer(who.access) : {} });
    expect((await get(null, '/api/creators/journeys/')).statusCode).toBe(401);
    for (const who of [traveller, tutor]) {
      const res = await get(who, '/api/creators/journeys/');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: JOURNEY_ERROR_CODES.notAnOrganiser,
        detail: JOURNEY_MESSAGES.notAnOrganiser,
      });
    }
    // A learner is refused before the body is read.
    const post = await ctx.app.inject({
      method: 'POST',
      url: '/api/creators/journeys/',
      headers: bearer(traveller.access),
      payload: { nonsense: true },
    });
    expect(post.statusCode).toBe(403);
    for (const url of [`/api/creators/journeys/${mine.id}/`, `/api/creators/journeys/${mine.id}/departures/`]) {
      expect((await get(rival, url)).statusCode).toBe(404);
      expect((await get(admin, url)).statusCode).toBe(200);
      expect((await get(organiser, url)).statusCode).toBe(200);
    }
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/creators/journeys/${mine.id}/`,
      headers: bearer(rival.access),
      payload: { title: 'Taken over' },
    });
    expect(patch.statusCode).toBe(404);
    const list = (await get(organiser, '/api/creators/journeys/')).json();
    expect(list.results.map((j: { id: number }) => j.id)).toContain(mine.id);
    expect((await get(rival, '/api/creators/journeys/')).json().results.map((j: { id: number }) => j.id)).not.toContain(
      mine.id,
    );
  });

  it('numbers the itinerary 1..duration and asks for it once published; slugs are unique', async () => {
    const create = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: '/api/creators/journeys/', headers: bearer(organiser.access), payload });
    const gap = await create({
      title: 'Jyotirlinga circuit',
      duration_days: 3,
      price_minor: 100,
      itinerary: [itinerary(3)[0], { ...itinerary(3)[2] }],
    });
    expect(gap.statusCode).toBe(400);
    expect(gap.json().errors['itinerary.1.day']).toEqual([JOURNEY_MESSAGES.itineraryDays]);
    const short = await create({
      title: 'Jyotirlinga circuit',
      duration_days: 3,
      price_minor: 100,
      itinerary: itinerary(2),
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.itinerary).toEqual([JOURNEY_MESSAGES.itineraryDays]);
    const bare = await create({ title: 'Jyotirlinga circuit', duration_days: 3, price_minor: 100, published: true });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors.itinerary).toEqual([JOURNEY_MESSAGES.itineraryRequired]);

    // A draft may wait for its itinerary; publishing asks for it, and a new length asks for a new itinerary.
    const draft = await create({ title: 'Jyotirlinga circuit', duration_days: 3, price_minor: 100 });
    expect(draft.statusCode, draft.body).toBe(201);
    expect(draft.json()).toMatchObject({ slug: 'jyotirlinga-circuit', published: false });
    const again = await create({ title: 'Jyotirlinga Circuit', duration_days: 3, price_minor: 100 });
    expect(again.json().slug).toBe('jyotirlinga-circuit-2');
    const patch = (payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/creators/journeys/${draft.json().id}/`,
        headers: bearer(organiser.access),
        payload,
      });
    expect((await patch({ published: true })).statusCode).toBe(400);
    const published = await patch({ published: true, itinerary: itinerary(3) });
    expect(published.statusCode, published.body).toBe(200);
    const longer = await patch({ duration_days: 4 });
    expect(longer.statusCode).toBe(400);
    expect(longer.json().detail).toContain(JOURNEY_MESSAGES.itineraryDays);
    const ok = await patch({ duration_days: 4, itinerary: itinerary(4), title: 'Jyotirlinga circuit (4 days)' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ slug: 'jyotirlinga-circuit', duration_days: 4 });

    const policy = await create({
      title: 'Policy',
      duration_days: 1,
      price_minor: 1,
      cancellation_policy: [
        { days_before: 10, refund_percent: 50 },
        { days_before: 10, refund_percent: 20 },
      ],
    });
    expect(policy.statusCode).toBe(400);
    expect(policy.json().errors['cancellation_policy.1.days_before']).toEqual([JOURNEY_MESSAGES.policyRepeated]);
  });

  it('keeps departures honest: capacity never below places taken, booked ones closed rather than deleted', async () => {
    const j = await makeJourney(organiser, {}, [
      { start_date: inDays(20), capacity: 8 },
      { start_date: inDays(50), capacity: 8 },
      { start_date: inDays(80), capacity: 8 },
    ]);
    const [booked, spare, later] = j.departureIds as [number, number, number];
    expect((await book(traveller, j.slug, booked, 3)).statusCode).toBe(201);
    const put = (departures: unknown[], who: Person = organiser) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/creators/journeys/${j.id}/departures/`,
        headers: bearer(who.access),
        payload: { departures },
      });

    const below = await put([{ id: booked, start_date: inDays(20), capacity: 2 }]);
    expect(below.statusCode).toBe(409);
    expect(below.json()).toMatchObject({ code: JOURNEY_ERROR_CODES.capacityBelowTaken });
    expect(below.json().detail).toContain('3 places are taken');
    const moved = await put([{ id: booked, start_date: inDays(21), capacity: 8 }]);
    expect(moved.statusCode).toBe(409);
    expect(moved.json().code).toBe(JOURNEY_ERROR_CODES.dateOfBookedDeparture);
    const past = await put([{ start_date: inDays(0), capacity: 5 }]);
    expect(past.statusCode).toBe(400);
    expect(past.json().errors['departures.0.start_date']).toEqual([JOURNEY_MESSAGES.dateInPast]);
    const twice = await put([
      { start_date: inDays(90), capacity: 5 },
      { start_date: inDays(90), capacity: 6 },
    ]);
    expect(twice.statusCode).toBe(400);
    expect((await put([], rival)).statusCode).toBe(404);
    // Nothing of the refused lists was written.
    expect((await seatsTaken(booked)) + 0).toBe(3);

    // Leave out the booked and the spare departure, move the later one, add a new date.
    const saved = await put([
      { id: later, start_date: inDays(85), capacity: 3, price_minor: 2_000_000 },
      { start_date: inDays(100), capacity: 12, closed: false },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const results = saved.json().results as Array<{
      id: number;
      start_date: string;
      closed: boolean;
      capacity: number;
    }>;
    expect(results.find((d) => d.id === booked)).toMatchObject({ closed: true, capacity: 8 });
    expect(results.find((d) => d.id === spare)).toBeUndefined();
    expect(results.find((d) => d.id === later)).toMatchObject({ start_date: inDays(85), capacity: 3, closed: false });
    expect(results.some((d) => d.start_date === inDays(100))).toBe(true);
    // A closed departure takes no bookings and is not offered.
    const closed = await book(other, j.slug, booked);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe(JOURNEY_ERROR_CODES.departureClosed);
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/journeys/${j.slug}/` })).json();
    expect(detail.departures.map((d: { id: number }) => d.id)).not.toContain(booked);
  });
});

describe('booking places', () => {
  freshTravellerEachTest();
  it('takes at most the travellers the organiser allows in one booking: 10 unless set', async () => {
    const j = await makeJourney(organiser, {}, [{ start_date: inDays(40), capacity: 30 }]);
    expect(j.max_travellers_per_booking).toBe(10);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/journeys/${j.slug}/` })).json()).toMatchObject({
      max_travellers_per_booking: 10,
    });
    const many = await book(traveller, j.slug, j.departureIds[0]!, 11);
    expect(many.statusCode, many.body).toBe(400);
    const sentence = `${JOURNEY_MESSAGES.travellersPerBooking} At most 10.`;
    expect(many.json()).toMatchObject({ detail: sentence, errors: { travellers: [sentence] } });
    expect(await seatsTaken(j.departureIds[0]!)).toBe(0);
    const edit = (value: unknown) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/creators/journeys/${j.id}/`,
        headers: bearer(organiser.access),
        payload: { max_travellers_per_booking: value },
      });
    for (const wrong of [0, 21, 2.5, '12']) {
      const res = await edit(wrong);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors.max_travellers_per_booking).toEqual([JOURNEY_MESSAGES.maxTravellersPerBooking]);
    }
    expect((await edit(12)).json().max_travellers_per_booking).toBe(12);
    expect((await book(traveller, j.slug, j.departureIds[0]!, 11)).statusCode).toBe(201);
    expect(await seatsTaken(j.departureIds[0]!)).toBe(11);
  });

  it(`lets one person hold ${HOLD_LIMITS.openHoldsPerItem} unpaid bookings of a journey; one paid makes room`, async () => {
    const family = await person();
    const dates = Array.from({ length: HOLD_LIMITS.openHoldsPerItem + 1 }, (_, i) => inDays(40 + i));
    const j = await makeJourney(
      organiser,
      {},
      dates.map((start_date) => ({ start_date, capacity: 8 })),
    );
    const held: JourneyBooking[] = [];
    for (let i = 0; i < HOLD_LIMITS.openHoldsPerItem; i++) {
      const res = await book(family, j.slug, j.departureIds[i]!);
      expect(res.statusCode, res.body).toBe(201);
      held.push(res.json());
    }
    const last = j.departureIds[HOLD_LIMITS.openHoldsPerItem]!;
    const past = await book(family, j.slug, last);
    expect(past.statusCode, past.body).toBe(409);
    expect(past.json()).toEqual({ code: HOLD_ERROR_CODES.tooManyHolds, detail: HOLD_MESSAGES.tooManyHoldsHere });
    expect(await seatsTaken(last)).toBe(0);
    // Someone else may still hold places of it.
    expect((await book(other, j.slug, last)).statusCode).toBe(201);
    // A deposit marked paid ends its hold: the next may be held.
    expect((await markPaid(held[0]!.id)).statusCode).toBe(200);
    expect((await book(family, j.slug, last)).statusCode).toBe(201);
  });

  it(`lets one person hold ${HOLD_LIMITS.openHoldsPerPerson} unpaid bookings in all, even started at once`, async () => {
    const hoarder = await person();
    const journeys = await Promise.all(
      Array.from({ length: 10 }, () => makeJourney(organiser, {}, [{ start_date: inDays(45), capacity: 3 }])),
    );
    const answers = await Promise.all(journeys.map((j) => book(hoarder, j.slug, j.departureIds[0]!)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([
      ...Array<number>(HOLD_LIMITS.openHoldsPerPerson).fill(201),
      ...Array<number>(10 - HOLD_LIMITS.openHoldsPerPerson).fill(409),
    ]);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json()).toEqual({ code: HOLD_ERROR_CODES.tooManyHolds, detail: HOLD_MESSAGES.tooManyHolds });
    // The refused ones took no place.
    const taken = await Promise.all(journeys.map((j) => seatsTaken(j.departureIds[0]!)));
    expect(taken.filter((n) => n === 1)).toHaveLength(HOLD_LIMITS.openHoldsPerPerson);
    expect(taken.filter((n) => n === 0)).toHaveLength(10 - HOLD_LIMITS.openHoldsPerPerson);
    // Holds that run out make room.
    await runOutHolds(ctx.database);
    const refusedOne = journeys[answers.findIndex((a) => a.statusCode === 409)]!;
    expect((await book(hoarder, refusedOne.slug, refusedOne.departureIds[0]!)).statusCode).toBe(201);
  });

  it('holds places only for a confirmed address, and lets one person start 20 bookings an hour', async () => {
    ips++;
    const { answer, account } = await register(ctx.app, {}, `10.7.${Math.floor(ips / 250)}.${ips % 250}`);
    const fresh: Person = { ...answer, email: account.email };
    const j = await makeJourney(organiser, {}, [{ start_date: inDays(40), capacity: 8 }]);
    const refused = await book(fresh, j.slug, j.departureIds[0]!);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toEqual({ code: HOLD_ERROR_CODES.emailNotVerified, detail: HOLD_MESSAGES.emailNotVerified });
    expect(await seatsTaken(j.departureIds[0]!)).toBe(0);
    await confirmEmails(ctx.database);
    expect((await book(fresh, j.slug, j.departureIds[0]!)).statusCode).toBe(201);
    // Every start counts, refused or not: the 403 above, the hold, and 18 more tries.
    for (let i = 3; i <= HOLD_LIMITS.bookingsPerHour; i++)
      expect((await book(fresh, j.slug, j.departureIds[0]!)).statusCode).toBe(409);
    const limited = await book(fresh, j.slug, j.departureIds[0]!);
    expect(limited.statusCode, limited.body).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().detail).toMatch(/^Too many bookings started\. Please try again in \d+ minutes?\.$/);
    // Someone else is not held back by it.
    expect((await book(other, j.slug, j.departureIds[0]!)).statusCode).toBe(201);
  });

  it('holds the deposit of price × travellers, answers a retry with the same booking, and refuses what does not fit', async () => {
    const j = await makeJourney(organiser, { price_minor: 1_234_567, deposit_percent: 15 }, [
      { start_date: inDays(25), capacity: 5 },
    ]);
    const departure = j.departureIds[0]!;
    const key = randomUUID();
    const first = await book(traveller, j.slug, departure, 3, key, ['Meera', 'Ravi', 'Asha']);
    expect(first.statusCode, first.body).toBe(201);
    const booking = first.json() as JourneyBooking;
    expect(booking).toMatchObject({
      status: 'held',
      travellers: 3,
      traveller_names: ['Meera', 'Ravi', 'Asha'],
      total_minor: 3_703_701,
      deposit_minor: depositMinor(3_703_701, 15),
      currency: 'INR',
      paid: false,
      refund_minor: null,
      journey: { slug: j.slug, duration_days: 5 },
      departure: { id: departure, start_date: inDays(25), end_date: inDays(29) },
    });
    expect(booking.deposit_minor).toBe(555_556);
    const hold = Date.parse(booking.hold_expires_at!) - Date.now();
    expect(hold).toBeGreaterThan(9 * 60_000);
    expect(hold).toBeLessThanOrEqual(10 * 60_000);

    const retry = await book(traveller, j.slug, departure, 3, key, ['Meera', 'Ravi', 'Asha']);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(booking.id);
    expect(await seatsTaken(departure)).toBe(3);

    const full = await book(other, j.slug, departure, 3);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: JOURNEY_ERROR_CODES.full });
    expect(full.json().detail).toBe(`${JOURNEY_MESSAGES.full} Only 2 places are left on this departure.`);
    expect((await book(other, j.slug, departure, 2)).statusCode).toBe(201);
    const none = await book(tutor, j.slug, departure, 1);
    expect(none.json().detail).toContain('This departure is full.');

    const cases: Array<[Person | null, number, unknown[], number]> = [
      [null, 1, ['A'], 401],
      [other, 2, ['A'], 400],
      [other, 21, Array.from({ length: 21 }, () => 'A'), 400],
      [other, 1, [''], 400],
    ];
    for (const [who, travellers, names, status] of cases) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/journeys/${j.slug}/bookings/`,
        headers: who ? bearer(who.access) : {},
        payload: { departure_id: departure, travellers, traveller_names: names, idempotency_key: randomUUID() },
      });
      expect(res.statusCode, JSON.stringify(names)).toBe(status);
      expect(res.json().detail).toBeTruthy();
    }
    const mismatch = await book(other, j.slug, departure, 2, randomUUID(), ['Only one']);
    expect(mismatch.json().errors.traveller_names).toEqual([JOURNEY_MESSAGES.travellerNames]);

    // Another journey's departure, one that has left, an unknown journey.
    const elsewhere = await makeJourney(organiser, {}, [{ start_date: inDays(25), capacity: 5 }]);
    const foreign = await book(other, j.slug, elsewhere.departureIds[0]!);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.departure_id).toEqual([JOURNEY_MESSAGES.departureNotFound]);
    const [left] = await selectRows<{ id: number }>(
      ctx.database.db,
      sql`insert into journey_departures (journey_id, start_date, capacity) values (${j.id}, ${inDays(0)}, 5) returning id`,
    );
    const gone = await book(other, j.slug, left!.id);
    expect(gone.statusCode).toBe(400);
    expect(gone.json().code).toBe(JOURNEY_ERROR_CODES.departureLeft);
    expect((await book(other, 'no-such-yatra', departure)).statusCode).toBe(404);
  });

  it('gives exactly 8 places to 50 people booking 8 places at once', async () => {
    const j = await makeJourney(organiser, {}, [{ start_date: inDays(45), capacity: 8 }]);
    const departure = j.departureIds[0]!;
    const people = await Promise.all(Array.from({ length: 50 }, () => person()));
    const answers = await Promise.all(people.map((p) => book(p, j.slug, departure)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(8);
    expect(statuses.filter((s) => s === 409)).toHaveLength(42);
    expect(await seatsTaken(departure)).toBe(8);
    const [count] = await selectRows<{ n: number }>(
      ctx.database.db,
      sql`select coalesce(sum(travellers), 0)::int as n from journey_bookings
          where departure_id = ${departure} and status in ('held', 'confirmed')`,
    );
    expect(count!.n).toBe(8);
    // The same attempt sent twice at once is one booking.
    const j2 = await makeJourney(organiser, {}, [{ start_date: inDays(45), capacity: 8 }]);
    const key = randomUUID();
    const twice = await Promise.all([1, 2, 3].map(() => book(traveller, j2.slug, j2.departureIds[0]!, 2, key)));
    expect(new Set(twice.map((r) => r.json().id)).size).toBe(1);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(await seatsTaken(j2.departureIds[0]!)).toBe(2);
  });

  it('gives held places back every minute, without anyone reading the journey (the payments job)', async () => {
    const j = await makeJourney(organiser, {}, [{ start_date: inDays(45), capacity: 3 }]);
    const departure = j.departureIds[0]!;
    const held = (await book(traveller, j.slug, departure, 2)).json() as JourneyBooking;
    const kept = (await book(other, j.slug, departure, 1)).json() as JourneyBooking;
    await ctx.database.db.execute(
      sql`update journey_bookings set hold_expires_at = now() - interval '1 minute' where id = ${held.id}`,
    );
    expect(await seatsTaken(departure)).toBe(3);
    const failures: unknown[] = [];
    await releaseAllExpiredHolds(ctx.database.db, PAYABLES, { error: (err: unknown) => failures.push(err) });
    expect(failures).toEqual([]);
    expect(await seatsTaken(departure)).toBe(1);
    const rows = await selectRows<{ id: number; status: string }>(
      ctx.database.db,
      sql`select id, status from journey_bookings where id in (${held.id}, ${kept.id}) order by id`,
    );
    expect(rows).toEqual([
      { id: held.id, status: 'expired' },
      { id: kept.id, status: 'held' },
    ]);
  });

  it('gives held places back when the deposit is not paid in time', async () => {
    const j = await makeJourney(organiser, {}, [{ start_date: inDays(45), capacity: 2 }]);
    const departure = j.departureIds[0]!;
    const held = (await book(traveller, j.slug, departure, 2)).json() as JourneyBooking;
    expect((await book(other, j.slug, departure, 1)).statusCode).toBe(409);
    await ctx.database.db.execute(
      sql`update journey_bookings set hold_expires_at = now() - interval '1 minute' where id = ${held.id}`,
    );
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/journeys/${j.slug}/` })).json();
    expect(detail.departures[0].seats_left).toBe(2);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/api/journey-bookings/${held.id}/`,
      headers: bearer(traveller.access),
    });
    expect(mine.json()).toMatchObject({ status: 'expired', hold_expires_at: null });
    expect((await book(other, j.slug, departure, 2)).statusCode).toBe(201);
  });

  it('refuses a second booking of a departure by the same traveller while the first is held or confirmed', async () => {
    const j = await makeJourney(organiser, {}, [
      { start_date: inDays(50), capacity: 6 },
      { start_date: inDays(70), capacity: 6 },
    ]);
    const [departure, later] = j.departureIds as [number, number];
    const key = randomUUID();
    const first = (await book(traveller, j.slug, departure, 1, key)).json() as JourneyBooking;
    expect(first.status).toBe('held');
    const refused = async () => {
      // Another attempt (a new key), for other travellers too: nothing more is taken.
      const res = await book(traveller, j.slug, departure, 2);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        code: JOURNEY_ERROR_CODES.alreadyBooked,
        detail: JOURNEY_MESSAGES.alreadyBooked,
      });
      expect(await seatsTaken(departure)).toBe(1);
    };
    await refused();
    // Confirmed at checkout: still refused.
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: `/api/journey-bookings/${first.id}/checkout/`,
      headers: bearer(traveller.access),
      payload: { lang: 'hi' },
    });
    expect(confirmed.json().booking.status).toBe('confirmed');
    await refused();
    // The same attempt sent again still answers its booking.
    const retried = await book(traveller, j.slug, departure, 1, key);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().id).toBe(first.id);

    // Another departure, or someone else, book as before.
    expect((await book(traveller, j.slug, later)).statusCode).toBe(201);
    expect((await book(other, j.slug, departure)).statusCode).toBe(201);
    // Cancelled, or a hold that ran out: the traveller may book the departure again.
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/journey-bookings/${first.id}/cancel/`,
      headers: bearer(traveller.access),
      payload: { reason: '' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const again = (await book(traveller, j.slug, departure)).json() as JourneyBooking;
    expect(again.status).toBe('held');
    await ctx.database.db.execute(
      sql`update journey_bookings set hold_expires_at = now() - interval '1 minute' where id = ${again.id}`,
    );
    expect((await book(traveller, j.slug, departure)).statusCode).toBe(201);
  });

  it('confirms at once when no deposit is due, and the organiser marks a deposit received once', async () => {
    const free = await makeJourney(organiser, { deposit_percent: 0 }, [{ start_date: inDays(45), capacity: 2 }]);
    const confirmed = await book(traveller, free.slug, free.departureIds[0]!);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', deposit_minor: 0, hold_expires_at: null });

    const j = await makeJourney(organiser, {}, [{ start_date: inDays(45), capacity: 2 }]);
    const held = (await book(traveller, j.slug, j.departureIds[0]!)).json() as JourneyBooking;
    expect((await markPaid(held.id, traveller)).statusCode).toBe(403);
    expect((await markPaid(held.id, rival)).statusCode).toBe(404);
    const paid = await markPaid(held.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'confirmed', paid: true, hold_expires_at: null });
    const twice = await markPaid(held.id);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().detail).toBe(JOURNEY_MESSAGES.alreadyPaid);
  });

  it("lists the traveller's bookings and shows one to its traveller, organiser and admins only", async () => {
    const j = await makeJourney(organiser, {}, [{ start_date: inDays(33), capacity: 4 }]);
    const booking = (await book(traveller, j.slug, j.departureIds[0]!)).json() as JourneyBooking;
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/journey-bookings/',
      headers: bearer(traveller.access),
    });
    expect(mine.json().results.map((b: { id: number }) => b.id)).toContain(booking.id);
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: '/api/journey-bookings/',
      headers: bearer(other.access),
    });
    expect(theirs.json().results.map((b: { id: number }) => b.id)).not.toContain(booking.id);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/journey-bookings/' })).statusCode).toBe(401);
    for (const [who, status] of [
      [traveller, 200],
      [organiser, 200],
      [admin, 200],
      [other, 404],
      [rival, 404],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/journey-bookings/${booking.id}/`,
        headers: bearer(who.access),
      });
      expect(res.statusCode).toBe(status);
    }
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/creators/journey-bookings/?journey=${j.id}`,
      headers: bearer(organiser.access),
    });
    expect(listed.json()).toMatchObject({
      count: 1,
      results: [{ id: booking.id, traveller: { display_name: 'Meera Sharma', email: traveller.email } }],
    });
    const rivals = await ctx.app.inject({
      method: 'GET',
      url: `/api/creators/journey-bookings/?journey=${j.id}`,
      headers: bearer(rival.access),
    });
    expect(rivals.json().count).toBe(0);
  });

  it('takes the reader’s language (?lang=) like every kind, and answers the title as written (no translations)', async () => {
    const j = await makeJourney(organiser, {}, [{ start_date: inDays(34), capacity: 4 }]);
    const booking = (await book(traveller, j.slug, j.departureIds[0]!)).json() as JourneyBooking;
    const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(traveller.access) });
    const list = await get('/api/journey-bookings/?lang=hi');
    expect(list.statusCode, list.body).toBe(200);
    const listed = (list.json().results as JourneyBooking[]).find((b) => b.id === booking.id)!;
    expect(listed.journey.title).toBe(booking.journey.title);
    const one = await get(`/api/journey-bookings/${booking.id}/?lang=hi`);
    expect(one.statusCode, one.body).toBe(200);
    expect((one.json() as JourneyBooking).journey.title).toBe(booking.journey.title);
    for (const url of ['/api/journey-bookings/?lang=fr', `/api/journey-bookings/${booking.id}/?lang=fr`]) {
      const refused = await get(url);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toEqual(expect.any(String));
    }
  });

  it('completes confirmed bookings once their journey has ended', async () => {
    const j = await makeJourney(organiser, { duration_days: 3, deposit_percent: 0 }, [
      { start_date: inDays(20), capacity: 4 },
    ]);
    const booking = (await book(traveller, j.slug, j.departureIds[0]!)).json() as JourneyBooking;
    expect(booking.status).toBe('confirmed');
    // Left three days ago: its third and last day was yesterday.
    await ctx.database.db.execute(
      sql`update journey_departures set start_date = ${inDays(-3)} where id = ${j.departureIds[0]!}`,
    );
    await completeEndedJourneys(ctx.database.db);
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/journey-bookings/${booking.id}/`,
      headers: bearer(traveller.access),
    });
    expect(read.json().status).toBe('completed');
  });
});

describe('cancelling', () => {
  freshTravellerEachTest();
  /** A booking of one traveller, paid, departing in `days`; the journey's policy is 30→100, 15→50, 7→25. */
  async function paidBooking(days: number) {
    const j = await makeJourney(organiser, { price_minor: 1_000_001 }, [{ start_date: inDays(days), capacity: 4 }]);
    const booking = (await book(traveller, j.slug, j.departureIds[0]!, 2)).json() as JourneyBooking;
    expect((await markPaid(booking.id)).statusCode).toBe(200);
    return { j, booking };
  }
  const cancelAsTraveller = (id: number, who: Person = traveller) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/journey-bookings/${id}/cancel/`,
      headers: bearer(who.access),
      payload: { reason: 'Plans changed.' },
    });

  it('gives the traveller back what the policy gives for the days left, and the places', async () => {
    const expected: Array<[number, number]> = [
      [40, 100],
      [30, 100],
      [20, 50],
      [10, 25],
      [3, 0],
    ];
    for (const [days, percent] of expected) {
      const { j, booking } = await paidBooking(days);
      expect((await cancelAsTraveller(booking.id, other)).statusCode).toBe(404);
      const res = await cancelAsTraveller(booking.id);
      expect(res.statusCode, res.body).toBe(200);
      const deposit = depositMinor(2_000_002, 25);
      expect(deposit).toBe(500_001);
      expect(res.json()).toMatchObject({
        status: 'cancelled',
        cancelled_by: 'traveller',
        refund_minor: Math.floor((deposit * percent) / 100),
      });
      expect(res.json().refund_minor).toBe(
        refundMinor(booking.cancellation_policy, deposit, booking.departure.start_date, journeyToday()),
      );
      expect(await seatsTaken(j.departureIds[0]!)).toBe(0);
      expect((await cancelAsTraveller(booking.id)).statusCode).toBe(400);
    }
  });

  it('refunds by the policy the places were booked under, whatever the organiser sets afterwards', async () => {
    const { j, booking } = await paidBooking(40);
    const agreed = booking.cancellation_policy;
    expect(refundMinor(agreed, 500_001, booking.departure.start_date, journeyToday())).toBe(500_001);
    // The organiser makes the journey non-refundable after the traveller booked.
    await ctx.database.db.execute(sql`update journeys set cancellation_policy = '[]'::jsonb where slug = ${j.slug}`);
    const res = await cancelAsTraveller(booking.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ refund_minor: 500_001, cancellation_policy: agreed });
  });

  it('gives nothing back of a deposit never paid, and refuses once the journey has left', async () => {
    const j = await makeJourney(organiser, {}, [{ start_date: inDays(40), capacity: 4 }]);
    const held = (await book(traveller, j.slug, j.departureIds[0]!)).json() as JourneyBooking;
    const res = await cancelAsTraveller(held.id);
    expect(res.json()).toMatchObject({ status: 'cancelled', refund_minor: 0 });
    await mailTo(
      traveller.email,
      mailText('hi', 'journey_cancelled_subject', { title: j.title }),
      mailText('hi', 'journey_nothing_paid', {}),
    );

    const { booking } = await paidBooking(30);
    await ctx.database.db.execute(
      sql`update journey_departures set start_date = ${inDays(0)} where id = ${booking.departure.id}`,
    );
    const late = await cancelAsTraveller(booking.id);
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe(JOURNEY_ERROR_CODES.alreadyLeft);
  });

  it('tells only the traveller when a booking still held is cancelled: the organiser never heard of it', async () => {
    const j = await makeJourney(organiser, {}, [{ start_date: inDays(40), capacity: 4 }]);
    const cancelled = mailText('ta', 'journey_cancelled_subject', { title: j.title });
    const toOrganiser = () => smtp.received.filter((m) => m.to.includes(organiser.email) && m.subject === cancelled);
    const held = (await book(traveller, j.slug, j.departureIds[0]!)).json() as JourneyBooking;
    expect((await cancelAsTraveller(held.id)).statusCode).toBe(200);
    await mailTo(traveller.email, mailText('hi', 'journey_cancelled_subject', { title: j.title }));
    // Cancelled by the organiser while held (seen in their list): the traveller is told, not the organiser.
    const second = (await book(other, j.slug, j.departureIds[0]!)).json() as JourneyBooking;
    const byOrganiser = await ctx.app.inject({
      method: 'POST',
      url: `/api/creators/journey-bookings/${second.id}/cancel/`,
      headers: bearer(organiser.access),
      payload: { reason: 'The group is for one family.' },
    });
    expect(byOrganiser.statusCode, byOrganiser.body).toBe(200);
    await ctx.app.ctx.outbox.drain();
    expect(toOrganiser()).toEqual([]);

    // Once confirmed, the organiser hears of its end.
    const confirmed = (await book(traveller, j.slug, j.departureIds[0]!)).json() as JourneyBooking;
    expect((await markPaid(confirmed.id)).statusCode).toBe(200);
    expect((await cancelAsTraveller(confirmed.id)).statusCode).toBe(200);
    const copy = await mailTo(organiser.email, cancelled);
    expect(copy.text).toContain('Meera Sharma');
  });

  it('recalls a confirmed journey to its traveller the day before it leaves, once', async () => {
    const { j, booking } = await paidBooking(30);
    await ctx.database.db.execute(
      sql`update journey_departures set start_date = ${inDays(1)}::date where id = ${j.departureIds[0]!}`,
    );
    await ctx.database.db.execute(
      sql`update journey_bookings set created_at = now() - interval '10 days' where id = ${booking.id}`,
    );
    expect(await remindDayBefore(ctx.app.ctx)).toBeGreaterThanOrEqual(1);
    expect(await remindDayBefore(ctx.app.ctx)).toBe(0);
    const inbox = (
      await ctx.app.inject({ method: 'GET', url: '/api/notifications/', headers: bearer(traveller.access) })
    ).json().results as Notification[];
    const item = inbox.find((n) => n.kind === 'booking_reminder' && n.title.includes(j.title));
    expect(item).toMatchObject({ url: '/hi/my-bookings', body: formatDate(inDays(1), 'hi') });
  });

  it('lets the organiser cancel with a reason: the whole deposit back, the traveller told in Hindi', async () => {
    const { j, booking } = await paidBooking(3);
    const cancel = (who: Person, payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/creators/journey-bookings/${booking.id}/cancel/`,
        headers: bearer(who.access),
        payload,
      });
    expect((await cancel(traveller, { reason: 'x' })).statusCode).toBe(403);
    expect((await cancel(rival, { reason: 'x' })).statusCode).toBe(404);
    const noReason = await cancel(organiser, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toEqual([JOURNEY_MESSAGES.reasonRequired]);
    const res = await cancel(organiser, { reason: 'The road to Kedarnath is closed by landslides.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', cancelled_by: 'organiser', refund_minor: 500_001 });
    expect(await seatsTaken(j.departureIds[0]!)).toBe(0);

    const mail = await mailTo(traveller.email, mailText('hi', 'journey_cancelled_subject', { title: j.title }));
    expect(mail.text).toContain('The road to Kedarnath is closed by landslides.');
    expect(mail.text).toContain(mailText('hi', 'journey_refund_full', { refund: formatMoney(500_001, 'INR', 'hi') }));
    expect(mail.text).toContain(`https://sangam.example/hi/travel/${j.slug}`);
    const copy = await mailTo(organiser.email, mailText('ta', 'journey_cancelled_subject', { title: j.title }));
    expect(copy.text).toContain('Meera Sharma');
    // In-app, the traveller hears of it (in Hindi, with the reason); the organiser, who did it, does not.
    const inbox = async (who: Person) =>
      (await ctx.app.inject({ method: 'GET', url: '/api/notifications/', headers: bearer(who.access) })).json()
        .results as Notification[];
    const [item] = (await inbox(traveller)).filter((n) => n.title.includes(j.title));
    expect(item).toMatchObject({ kind: 'booking_cancelled', url: '/hi/my-bookings' });
    expect(item!.body).toContain('The road to Kedarnath is closed by landslides.');
    expect((await inbox(organiser)).filter((n) => n.kind === 'booking_cancelled' && n.title.includes(j.title))).toEqual(
      [],
    );
  });

  it('lets the organiser mark a refund sent, once; the traveller hears it in Tamil, in the inbox and by mail', async () => {
    const pilgrim = await person();
    await ctx.database.db.execute(
      sql`update users set preferred_language = 'ta', email_verified_at = now() where id = ${pilgrim.user.id}`,
    );
    const j = await makeJourney(organiser, { price_minor: 1_000_000 }, [{ start_date: inDays(40), capacity: 4 }]);
    const booking = (await book(pilgrim, j.slug, j.departureIds[0]!)).json() as JourneyBooking;
    const refundSent = (who: Person | null, id = booking.id) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/creators/journey-bookings/${id}/refund-sent/`,
        headers: who ? bearer(who.access) : {},
        payload: {},
      });
    expect((await markPaid(booking.id)).statusCode).toBe(200);
    // Paid and going ahead: nothing is owed back.
    expect((await refundSent(organiser)).json().detail).toBe(JOURNEY_MESSAGES.noRefundDue);
    const cancelled = await cancelAsTraveller(booking.id, pilgrim);
    const refund = cancelled.json().refund_minor as number;
    expect(refund).toBeGreaterThan(0);

    expect((await refundSent(null)).statusCode).toBe(401);
    for (const who of [pilgrim, tutor]) expect((await refundSent(who)).statusCode).toBe(403);
    expect((await refundSent(rival)).statusCode).toBe(404);
    await ctx.app.ctx.outbox.drain();
    const marked = await refundSent(organiser);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({
      status: 'cancelled',
      refund_minor: refund,
      refund_sent_at: expect.any(String),
    });
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/journey-bookings/${booking.id}/`,
      headers: bearer(pilgrim.access),
    });
    expect(own.json().refund_sent_at).toBe(marked.json().refund_sent_at);

    const inbox = (
      await ctx.app.inject({ method: 'GET', url: '/api/notifications/', headers: bearer(pilgrim.access) })
    ).json().results as Notification[];
    const item = inbox.find((n) => n.kind === 'booking_refund');
    const title = `பணம் திருப்பித் தரப்பட்டது: ${j.title}`;
    expect(item).toMatchObject({
      title,
      body: `${formatMoney(refund, 'INR', 'ta')} உங்களுக்குத் திருப்பி அனுப்பப்பட்டது.`,
      url: '/ta/my-bookings',
    });
    await ctx.app.ctx.outbox.drain();
    expect((await mailTo(pilgrim.email, title)).text).toContain('https://sangam.example/ta/my-bookings');

    const twice = await refundSent(admin);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({
      code: JOURNEY_ERROR_CODES.refundAlreadySent,
      detail: JOURNEY_MESSAGES.refundAlreadySent,
    });
  });
});

describe('mails', () => {
  freshTravellerEachTest();
  it('tell the traveller (Hindi) of a held booking, the organiser (Tamil) once it is confirmed, and both of the deposit', async () => {
    const j = await makeJourney(organiser, { price_minor: 1_500_000 }, [{ start_date: inDays(60), capacity: 4 }]);
    const booking = (await book(traveller, j.slug, j.departureIds[0]!, 2, randomUUID(), ['Meera', 'Ravi'])).json();
    const toTraveller = await mailTo(traveller.email, mailText('hi', 'journey_held_subject', { title: j.title }));
    expect(toTraveller.text).toContain(formatDate(inDays(60), 'hi'));
    expect(toTraveller.text).toContain(formatMoney(booking.deposit_minor, 'INR', 'hi'));
    expect(toTraveller.text).toContain('Meera, Ravi');
    expect(toTraveller.text).toContain('https://sangam.example/hi/my-bookings');
    const organiserNew = mailText('ta', 'journey_organiser_new_subject', { title: j.title });
    const organiserMails = () =>
      smtp.received.filter((m) => m.to.includes(organiser.email) && m.subject === organiserNew);
    await ctx.app.ctx.outbox.drain();
    // Only held for the deposit: not yet news to the organiser.
    expect(organiserMails()).toEqual([]);

    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: `/api/journey-bookings/${booking.id}/checkout/`,
      headers: bearer(traveller.access),
      payload: { lang: 'hi' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const toOrganiser = await mailTo(organiser.email, organiserNew);
    expect(toOrganiser.text).toContain('Meera Sharma');
    expect(toOrganiser.text).toContain('https://sangam.example/ta/creator/journeys/bookings');
    await ctx.app.ctx.outbox.drain();
    expect(organiserMails()).toHaveLength(1);

    await markPaid(booking.id);
    const paid = await mailTo(
      traveller.email,
      mailText('hi', 'journey_confirmed_subject', { title: j.title }),
      mailText('hi', 'journey_paid_body', {
        title: j.title,
        date: formatDate(inDays(60), 'hi'),
        deposit: formatMoney(booking.deposit_minor, 'INR', 'hi'),
      }),
    );
    expect(paid.text).toContain('https://sangam.example/hi/my-bookings');
    await mailTo(organiser.email, mailText('ta', 'journey_organiser_paid_subject', { title: j.title }));
  });
});

describe('interest', () => {
  it("takes a guest's interest, mails the organiser and answers the guest in the form's language", async () => {
    const j = await makeJourney(organiser, {}, [{ start_date: inDays(60), capacity: 4 }]);
    const guest = `pilgrim-${randomUUID().slice(0, 8)}@example.test`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/journeys/${j.slug}/interest/`,
      remoteAddress: '10.20.0.1',
      payload: {
        name: 'Gopal Das',
        email: guest,
        phone: '+91 98300 00000',
        travellers: 4,
        departure_id: j.departureIds[0],
        message: 'Can my mother travel by doli to Kedarnath?',
        language: 'bn',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().detail).toBe(JOURNEY_MESSAGES.interestThanks);
    const ack = await mailTo(guest, mailText('bn', 'journey_interest_ack_subject', { title: j.title }));
    expect(ack.text).toContain('Yatra Seva');
    const toOrganiser = await mailTo(
      organiser.email,
      mailText('ta', 'journey_interest_organiser_subject', { title: j.title }),
    );
    expect(toOrganiser.text).toContain(guest);
    expect(toOrganiser.text).toContain('+91 98300 00000');
    expect(toOrganiser.text).toContain('Can my mother travel by doli to Kedarnath?');
    expect(toOrganiser.text).toContain(formatDate(inDays(60), 'ta'));

    // Signed in: linked to the account and answered in its language, whatever the form says.
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: `/api/journeys/${j.slug}/interest/`,
      remoteAddress: '10.20.0.2',
      headers: bearer(traveller.access),
      payload: { name: 'Meera', email: traveller.email, language: 'en' },
    });
    expect(signedIn.statusCode).toBe(201);
    await mailTo(traveller.email, mailText('hi', 'journey_interest_ack_subject', { title: j.title }));

    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/creators/journeys/interests/?journey=${j.id}`,
      headers: bearer(organiser.access),
    });
    expect(listed.json()).toMatchObject({
      count: 2,
      results: [
        { name: 'Meera', signed_in: true, departure: null, travellers: 1 },
        { name: 'Gopal Das', signed_in: false, travellers: 4, departure: { id: j.departureIds[0] } },
      ],
    });
    const rivals = await ctx.app.inject({
      method: 'GET',
      url: `/api/creators/journeys/interests/?journey=${j.id}`,
      headers: bearer(rival.access),
    });
    expect(rivals.json().count).toBe(0);

    const wrongDeparture = await ctx.app.inject({
      method: 'POST',
      url: `/api/journeys/${j.slug}/interest/`,
      remoteAddress: '10.20.0.3',
      payload: { name: 'A', email: 'a@example.test', departure_id: 2_000_000_000 },
    });
    expect(wrongDeparture.statusCode).toBe(400);
    const badEmail = await ctx.app.inject({
      method: 'POST',
      url: `/api/journeys/${j.slug}/interest/`,
      remoteAddress: '10.20.0.3',
      payload: { name: 'A', email: 'not an address' },
    });
    expect(badEmail.json().errors.email).toEqual([JOURNEY_MESSAGES.email]);
  });

  it('acknowledges to the typed address with our own words only: none of the sender’s reach a stranger', async () => {
    const j = await makeJourney(organiser);
    const words = {
      name: 'Claim your prize at evil.example',
      phone: 'Call +1 900 555 0100 now',
      message: 'Your account is locked: https://evil.example/unlock',
    };
    const acks = [];
    for (const [i, email] of [
      `stranger-${randomUUID().slice(0, 8)}@example.test`,
      `other-${randomUUID().slice(0, 8)}@example.test`,
    ].entries()) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/journeys/${j.slug}/interest/`,
        remoteAddress: `10.20.1.${i}`,
        payload: i === 0 ? { ...words, email, language: 'en' } : { name: 'Ram', email, language: 'en' },
      });
      expect(res.statusCode, res.body).toBe(201);
      acks.push(await mailTo(email, mailText('en', 'journey_interest_ack_subject', { title: j.title })));
    }
    const [ack, plain] = acks;
    for (const text of Object.values(words)) {
      expect(ack!.text).not.toContain(text);
      expect(ack!.subject).not.toContain(text);
    }
    // The same fixed text (and the journey's title) for every sender: nothing of theirs in it.
    expect(ack!.text).toBe(plain!.text);
    expect(ack!.text).toContain(j.title);
    // The organiser, at the address of their account, still reads what was written.
    const toOrganiser = await mailTo(
      organiser.email,
      mailText('ta', 'journey_interest_organiser_subject', { title: j.title }),
      words.message,
    );
    expect(toOrganiser.text).toContain(words.name);
  });

  it('is limited per address like the other guest forms', async () => {
    const j = await makeJourney(organiser);
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/journeys/${j.slug}/interest/`,
        remoteAddress: '10.30.0.1',
        payload: { name: 'Ram', email: 'ram@example.test' },
      });
    for (let i = 0; i < 10; i++) expect((await send()).statusCode).toBe(201);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeTruthy();
    expect(limited.json().detail).toMatch(/Too many attempts/);
  });
});

describe('chanting', () => {
  it("lists the mantras in the reader's script with their meaning", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/chants/?lang=ta' });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.count).toBeGreaterThanOrEqual(50);
    expect(list.deities).toEqual(expect.arrayContaining(['shiva', 'vishnu', 'ganesha']));
    const shiva = list.results.find((c: { id: string }) => c.id === 'om-namah-shivaya');
    expect(shiva).toMatchObject({
      devanagari: 'ॐ नमः शिवाय',
      script: Sanscript.t('ॐ नमः शिवाय', 'devanagari', SCRIPT_OF_LANGUAGE.ta),
      iast: Sanscript.t('ॐ नमः शिवाय', 'devanagari', 'iast'),
      deity: 'shiva',
      count: 108,
    });
    expect(shiva.meaning).toMatch(/சிவ/);
    // Where the mantra comes from, in the reader's language too.
    expect(shiva.tradition).toMatch(/பஞ்சாட்சர மந்திரம்/);
    const gayatri = (await ctx.app.inject({ method: 'GET', url: '/api/chants/gayatri-mantra/?lang=en' })).json();
    expect(gayatri.source).toEqual({ work: 'rig-veda', ref: '3.62.10' });
    expect(gayatri.script).toBe(gayatri.iast);
    expect(gayatri.meaning).toMatch(/[A-Za-z]/);
    expect(gayatri.tradition).toMatch(/^Gayatri \(Savitri\) mantra of Rishi Vishvamitra/);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/chants/no-such-mantra/' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/chants/?lang=fr' })).statusCode).toBe(400);
  });

  it("records a finished session into today's japa, adding the sessions up; without japa, 409", async () => {
    const seeker = await person();
    const record = (count: unknown, who: Person | null = seeker) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/chants/om-namah-shivaya/sessions/',
        headers: who ? bearer(who.access) : {},
        payload: { count, time_zone: 'Asia/Kolkata' },
      });
    expect((await record(108, null)).statusCode).toBe(401);
    const none = await record(108);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: CHANT_ERROR_CODES.noJapaPractice });
    expect(none.json().detail).toMatch(/japa/);

    const setup = await ctx.app.inject({
      method: 'PUT',
      url: '/api/daily-dharma/setup/',
      headers: bearer(seeker.access),
      payload: { level: 'beginner', practices: [{ kind: 'gratitude' }, { kind: 'japa' }], time_zone: 'Asia/Kolkata' },
    });
    expect(setup.statusCode, setup.body).toBe(200);
    const first = await record(108);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      today_count: 108,
      target: 108,
      practice: { kind: 'japa', done_today: true },
      overall: { current: 1 },
    });
    const second = await record(54);
    expect(second.json().today_count).toBe(162);
    const tracker = await ctx.app.inject({
      method: 'GET',
      url: '/api/daily-dharma/tracker/?tz=Asia/Kolkata',
      headers: bearer(seeker.access),
    });
    const japa = tracker.json().active_practices.find((p: { kind: string }) => p.kind === 'japa');
    expect(japa.done_today).toBe(true);
    const [mark] = await selectRows<{ amount: number }>(
      ctx.database.db,
      sql`select m.amount from practice_marks m join practices p on p.id = m.practice_id
          where p.user_id = ${seeker.user.id} and p.kind = 'japa'`,
    );
    expect(mark!.amount).toBe(162);

    for (const bad of [0, -1, 1.5, 10_801, 'many']) expect((await record(bad)).statusCode).toBe(400);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/chants/no-such-mantra/sessions/',
      headers: bearer(seeker.access),
      payload: { count: 10 },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('checkout, paying the organiser directly (the default)', () => {
  freshTravellerEachTest();
  const checkout = (id: number, who: Person | null = traveller, lang = 'hi') =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/journey-bookings/${id}/checkout/`,
      headers: who ? bearer(who.access) : {},
      payload: { lang },
    });

  it('confirms the held places for their traveller only, unpaid, and tells both sides', async () => {
    const j = await makeJourney(organiser, {}, [{ start_date: inDays(50), capacity: 3 }]);
    const held = (await book(traveller, j.slug, j.departureIds[0]!, 2)).json() as JourneyBooking;
    expect((await checkout(held.id, null)).statusCode).toBe(401);
    expect((await checkout(held.id, other)).statusCode).toBe(404);
    expect((await checkout(held.id, organiser)).statusCode).toBe(404);
    const res = await checkout(held.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      provider: 'direct',
      checkout_url: null,
      booking: { id: held.id, status: 'confirmed', paid: false, hold_expires_at: null },
    });
    expect(await seatsTaken(j.departureIds[0]!)).toBe(2);
    await mailTo(
      traveller.email,
      mailText('hi', 'journey_confirmed_subject', { title: j.title }),
      mailText('hi', 'journey_confirmed_body', { title: j.title, date: formatDate(inDays(50), 'hi') }),
    );
    // Again: nothing left to pay.
    expect((await checkout(held.id)).json()).toMatchObject({ checkout_url: null, booking: { status: 'confirmed' } });

    const late = (await book(other, j.slug, j.departureIds[0]!, 1)).json() as JourneyBooking;
    await ctx.database.db.execute(
      sql`update journey_bookings set hold_expires_at = now() - interval '1 minute' where id = ${late.id}`,
    );
    const ended = await checkout(late.id, other);
    expect(ended.statusCode).toBe(400);
    expect(ended.json().code).toBe('hold_ended');
    expect(await seatsTaken(j.departureIds[0]!)).toBe(2);
  });
});

describe('checkout with Stripe', () => {
  let stripe: TestContext;
  const fake = new FakeStripe();
  let host: Person;
  let pilgrim: Person;
  let rushing: Person;

  const inStripe = async (overrides: Record<string, unknown> = {}): Promise<Person> => {
    ips++;
    const { answer, account } = await register(stripe.app, overrides, `10.8.${Math.floor(ips / 250)}.${ips % 250}`);
    await confirmEmails(stripe.database);
    return { ...answer, email: account.email };
  };
  let events = 0;
  const webhook = (type: string, sessionId: string, session: Partial<FakeSession> = {}) => {
    const body = JSON.stringify({
      id: `evt_j_${++events}`,
      object: 'event',
      api_version: '2024-06-20',
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object: { ...fake.sessions.get(sessionId), ...session } },
    });
    return postStripeEvent(stripe.app, body);
  };
  const paidEvent = (ref: string) =>
    webhook('checkout.session.completed', ref, { status: 'complete', payment_status: 'paid' });
  const read = async (id: number, who: Person = pilgrim) =>
    (
      await stripe.app.inject({ method: 'GET', url: `/api/journey-bookings/${id}/`, headers: bearer(who.access) })
    ).json() as JourneyBooking;
  const ref = async (id: number) => {
    const [row] = await selectRows<{ payment_ref: string }>(
      stripe.database.db,
      sql`select payment_ref from journey_bookings where id = ${id}`,
    );
    return row!.payment_ref;
  };

  /** A journey of `host` in the Stripe app, 25% deposit, one departure of `capacity` places in `days`. */
  async function stripeJourney(capacity: number, days = 40) {
    const res = await stripe.app.inject({
      method: 'POST',
      url: '/api/creators/journeys/',
      headers: bearer(host.access),
      payload: {
        title: `Stripe yatra ${++journeys}`,
        duration_days: 2,
        price_minor: 1_000_000,
        itinerary: itinerary(2),
        cancellation_policy: [{ days_before: 30, refund_percent: 100 }],
        published: true,
      },
    });
    const journey = res.json() as CreatorJourney;
    const put = await stripe.app.inject({
      method: 'PUT',
      url: `/api/creators/journeys/${journey.id}/departures/`,
      headers: bearer(host.access),
      payload: { departures: [{ start_date: inDays(days), capacity }] },
    });
    return { slug: journey.slug, departure: put.json().results[0].id as number };
  }
  const bookIn = async (who: Person, slug: string, departure: number, travellers = 1) => {
    const res = await stripe.app.inject({
      method: 'POST',
      url: `/api/journeys/${slug}/bookings/`,
      headers: bearer(who.access),
      payload: {
        departure_id: departure,
        travellers,
        traveller_names: Array.from({ length: travellers }, () => 'Yatri'),
        idempotency_key: randomUUID(),
      },
    });
    return res;
  };
  const pay = (id: number, who: Person = pilgrim) =>
    stripe.app.inject({
      method: 'POST',
      url: `/api/journey-bookings/${id}/checkout/`,
      headers: bearer(who.access),
      payload: { lang: 'en' },
    });

  beforeAll(async () => {
    stripe = await createStripeTestContext(fake);
    host = await inStripe({ creator_type: 'retreat_rep' });
    pilgrim = await inStripe();
    rushing = await inStripe();
  });
  afterAll(async () => {
    await stripe?.close();
    await fake.stop();
  });

  it('asks Stripe for the deposit, confirms on payment, and the deposit paid comes back by the policy', async () => {
    const { slug, departure } = await stripeJourney(4);
    const held = (await bookIn(pilgrim, slug, departure, 2)).json() as JourneyBooking;
    expect(held.deposit_minor).toBe(500_000);
    const res = await pay(held.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ provider: 'stripe', booking: { status: 'held' } });
    const session = fake.sessions.get(await ref(held.id))!;
    expect(res.json().checkout_url).toBe(session.url);
    expect(session.amount_total).toBe(500_000);
    expect(session.metadata).toMatchObject({ booking_id: String(held.id), booking_kind: 'journey' });

    fake.pay(session.id);
    expect((await paidEvent(session.id)).statusCode).toBe(200);
    expect(await read(held.id)).toMatchObject({ status: 'confirmed', paid: true, payment_provider: 'stripe' });
    const cancelled = await stripe.app.inject({
      method: 'POST',
      url: `/api/journey-bookings/${held.id}/cancel/`,
      headers: bearer(pilgrim.access),
      payload: {},
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', refund_minor: 500_000, refund_sent_at: null });
    // Paid through Stripe, the deposit goes back through it by itself, once; the traveller sees it sent.
    await stripe.app.ctx.outbox.drain();
    expect(fake.refundsOf(session.id)).toEqual([expect.objectContaining({ amount: 500_000 })]);
    expect(await read(held.id)).toMatchObject({ refund_minor: 500_000, refund_sent_at: expect.any(String) });
  });

  it('refunds through Stripe the whole deposit when the organiser cancels a paid booking', async () => {
    const { slug, departure } = await stripeJourney(2, 10);
    const held = (await bookIn(pilgrim, slug, departure)).json() as JourneyBooking;
    await pay(held.id);
    const session = fake.pay(await ref(held.id));
    expect((await paidEvent(session.id)).statusCode).toBe(200);
    const cancelled = await stripe.app.inject({
      method: 'POST',
      url: `/api/creators/journey-bookings/${held.id}/cancel/`,
      headers: bearer(host.access),
      payload: { reason: 'The bus is not available.' },
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', refund_minor: held.deposit_minor });
    await stripe.app.ctx.outbox.drain();
    expect(fake.refundsOf(session.id)).toEqual([expect.objectContaining({ amount: held.deposit_minor })]);
    expect((await read(held.id)).refund_sent_at).toEqual(expect.any(String));
  });

  it('gives the places back when the checkout expires, and retakes them for a late payment while free', async () => {
    const { slug, departure } = await stripeJourney(2);
    const held = (await bookIn(pilgrim, slug, departure, 2)).json() as JourneyBooking;
    await pay(held.id);
    const session = await ref(held.id);
    expect((await webhook('checkout.session.expired', session, { status: 'expired', url: null })).statusCode).toBe(200);
    expect((await read(held.id)).status).toBe('expired');
    const detail = (await stripe.app.inject({ method: 'GET', url: `/api/journeys/${slug}/` })).json();
    expect(detail.departures[0].seats_left).toBe(2);

    const again = (await bookIn(pilgrim, slug, departure, 2)).json() as JourneyBooking;
    await pay(again.id);
    await stripe.database.db.execute(
      sql`update journey_bookings set hold_expires_at = now() - interval '1 minute' where id = ${again.id}`,
    );
    expect((await paidEvent(await ref(again.id))).statusCode).toBe(200);
    expect(await read(again.id)).toMatchObject({ status: 'confirmed', paid: true });
    const after = (await stripe.app.inject({ method: 'GET', url: `/api/journeys/${slug}/` })).json();
    expect(after.departures[0].seats_left).toBe(0);
  });

  it('cancels a late payment whose places went to someone else, with the whole deposit owed back', async () => {
    const { slug, departure } = await stripeJourney(1);
    const held = (await bookIn(pilgrim, slug, departure)).json() as JourneyBooking;
    await pay(held.id);
    await stripe.database.db.execute(
      sql`update journey_bookings set hold_expires_at = now() - interval '1 minute' where id = ${held.id}`,
    );
    expect((await bookIn(rushing, slug, departure)).statusCode).toBe(201);
    const session = fake.pay(await ref(held.id));
    expect((await paidEvent(session.id)).statusCode).toBe(200);
    const late = await read(held.id);
    expect(late).toMatchObject({ status: 'cancelled', paid: true, refund_minor: held.deposit_minor });
    expect(late.cancel_reason).toMatch(/refund is due/);
    await stripe.app.ctx.outbox.drain();
    expect(fake.refundsOf(session.id)).toEqual([expect.objectContaining({ amount: held.deposit_minor })]);
  });

  it('refunds a late payment when the traveller has booked the departure again since: one booking, not two', async () => {
    const { slug, departure } = await stripeJourney(4);
    const held = (await bookIn(pilgrim, slug, departure)).json() as JourneyBooking;
    await pay(held.id);
    await stripe.database.db.execute(
      sql`update journey_bookings set hold_expires_at = now() - interval '1 minute' where id = ${held.id}`,
    );
    const again = (await bookIn(pilgrim, slug, departure)).json() as JourneyBooking;
    expect(again.status).toBe('held');
    const session = fake.pay(await ref(held.id));
    expect((await paidEvent(session.id)).statusCode).toBe(200);
    expect(await read(held.id)).toMatchObject({ status: 'cancelled', paid: true, refund_minor: held.deposit_minor });
    expect((await read(again.id)).status).toBe('held');
    const detail = (await stripe.app.inject({ method: 'GET', url: `/api/journeys/${slug}/` })).json();
    expect(detail.departures[0].seats_left).toBe(3);
  });
});
