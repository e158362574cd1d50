import {
  addDays,
  RETREAT_HOST_MESSAGES as M,
  retreatToday,
  type HostBooking,
  type HostPackages,
  type HostRetreat,
  type HostRetreatAvailability,
  type LoginResponse,
  type Notification,
  type RetreatDashboard,
  type RetreatDetail,
  type RetreatMessage,
  type RetreatMessages,
  type RetreatBooking,
  type RetreatProfile,
} from '@sangam/contracts';
import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remindDayBefore } from '../src/notifications/day-before-reminders';
import { formatStay } from '../src/lib/booking-words';
import { selectRows } from '../src/db/client';
import { users } from '../src/db/schema';
import { lockRetreatNights, takeNights } from '../src/modules/retreats/nights';
import { bearer, register } from './account-helpers';
import { apiCalls, type Method } from './api-calls';
import { createTestContext, type TestContext } from './helpers';
import { browserKeys, decrypt, startPushService } from './push-service';
import { startSmtpSink } from './smtp-sink';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let pushService: Awaited<ReturnType<typeof startPushService>>;
let rep: LoginResponse;
let otherRep: LoginResponse;
let tutor: LoginResponse;
let learner: LoginResponse;
let guestHi: LoginResponse;
let guestBn: LoginResponse;
let admin: LoginResponse;

const { call, ok, fieldErrors } = apiCalls(() => ctx.app);

/** A calendar date `n` days from today at the retreats' place (India). */
const day = (n: number) => addDays(retreatToday('Asia/Kolkata'), n);

const fixedRetreat = (extra: Record<string, unknown> = {}) => ({
  title: 'Himalayan Yoga Week',
  type: 'yoga',
  place: 'Rishikesh',
  latitude: 30.0869,
  longitude: 78.2676,
  date_mode: 'fixed',
  departures: [{ start: day(20), end: day(27) }],
  deposit_percent: 20,
  cancellation_policy: [
    { days_before: 30, refund_percent: 100 },
    { days_before: 7, refund_percent: 50 },
  ],
  languages: ['hi', 'en'],
  teachers: [{ name: 'Swami Anand', bio: 'Teaches hatha yoga.' }],
  schedule: [
    { time: '17:00', activity: 'Satsang' },
    { time: '05:30', activity: 'Meditation' },
  ],
  included: ['Meals', 'meals', ' Room ', ''],
  ...extra,
});

async function newRetreat(who = rep, extra: Record<string, unknown> = {}) {
  return ok<HostRetreat>(who, 'POST', 'creators/retreats/', fixedRetreat(extra), 201);
}
async function withPackages(retreat: HostRetreat, packages: unknown[], who = rep) {
  return ok<HostPackages>(who, 'PUT', `creators/retreats/${retreat.id}/packages/`, { packages });
}

/**
 * A guest's stay as the guest's booking makes it: under the retreat's lock, the nights taken through
 * nights.ts (all or nothing, within capacity), then the booking row.
 */
async function book(
  guest: LoginResponse,
  retreat: HostRetreat,
  packageId: number,
  stay: { start: string; end: string; guests?: number },
  state: { status?: 'held' | 'confirmed'; paid?: boolean; holdMinutes?: number; deposit?: number } = {},
) {
  const guests = stay.guests ?? 1;
  const status = state.status ?? 'confirmed';
  const hold = status === 'held' ? new Date(Date.now() + (state.holdMinutes ?? 10) * 60_000).toISOString() : null;
  return ctx.database.db.transaction(async (tx) => {
    await lockRetreatNights(tx, retreat.id);
    await takeNights(tx, { packageId, start: stay.start, end: stay.end, guests });
    const [row] = await selectRows<{ id: number }>(
      tx,
      sql`insert into retreat_bookings (retreat_id, package_id, guest_id, start_date, end_date, guests, status,
                                        hold_expires_at, idempotency_key, total_minor, deposit_minor, currency, paid_at,
                                        cancellation_policy)
          values (${retreat.id}, ${packageId}, ${guest.user.id}, ${stay.start}, ${stay.end}, ${guests}, ${status},
                  ${hold}, ${randomUUID()}, ${(state.deposit ?? 9000) * 5}, ${state.deposit ?? 9000}, 'INR',
                  ${state.paid ? new Date().toISOString() : null},
                  (select cancellation_policy from retreats where id = ${retreat.id}))
          returning id`,
    );
    return row!.id;
  });
}

/** The latest mail to an address, once the outbox has delivered what the change noted. */
async function mailTo(address: string) {
  await ctx.app.ctx.outbox.drain();
  return smtp.waitFor(address);
}

async function guestsTaken(packageId: number, night: string) {
  const [row] = await selectRows<{ guests_taken: number }>(
    ctx.database.db,
    sql`select guests_taken from retreat_nights where package_id = ${packageId} and night = ${night}::date`,
  );
  return row?.guests_taken ?? 0;
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  pushService = await startPushService();
  ctx = await createTestContext({
    env: {
      SMTP_URL: smtp.url,
      RATE_LIMITS: 'off',
      PUBLIC_URL: 'https://sangam.example',
      PUSH_ALLOW_LOOPBACK_HTTP: 'true',
    },
  });
  rep = (await register(ctx.app, { creator_type: 'retreat_rep' })).answer;
  otherRep = (await register(ctx.app, { creator_type: 'retreat_rep' })).answer;
  tutor = (await register(ctx.app, { creator_type: 'tutor' })).answer;
  learner = (await register(ctx.app)).answer;
  guestHi = (await register(ctx.app, { preferred_language: 'hi' })).answer;
  guestBn = (await register(ctx.app, { preferred_language: 'bn' })).answer;
  admin = (await register(ctx.app)).answer;
  await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
  await pushService?.close();
});

describe('registering and signing in as a retreat representative', () => {
  it('register with creator_type retreat_rep makes a creator whose login answer says so', async () => {
    const { account, answer } = await register(ctx.app, { creator_type: 'retreat_rep' });
    expect(answer.user.role).toBe('creator');
    expect(answer.user.creator_type).toBe('retreat_rep');
    expect(answer.creator_profile?.creator_type).toBe('retreat_rep');
    expect(answer.creator_profile?.retreat_rep).toEqual({ headline: '', bio: '' });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email: account.email, password: account.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().creator_profile.creator_type).toBe('retreat_rep');
    expect(login.json().user.creator_type).toBe('retreat_rep');
  });
});

describe('who may use the retreat representative area', () => {
  let retreatId = 0;
  let bookingId = 0;
  beforeAll(async () => {
    const retreat = await newRetreat(rep, { title: 'Guarded retreat' });
    retreatId = retreat.id;
    const { packages } = await withPackages(retreat, [{ name: 'Dorm', price_minor: 100_000, capacity: 10 }]);
    bookingId = await book(guestHi, retreat, packages[0]!.id, { start: day(20), end: day(27) });
  });

  const endpoints = (): Array<[Method, string, unknown?]> => [
    ['GET', 'creators/retreat-profile/'],
    ['PUT', 'creators/retreat-profile/', { headline: 'Ashram' }],
    ['GET', 'creators/retreats/'],
    ['POST', 'creators/retreats/', fixedRetreat()],
    ['GET', 'creators/retreats/dashboard/'],
    ['GET', 'creators/retreats/bookings/'],
    ['GET', 'creators/retreats/inquiries/'],
    ['GET', `creators/retreats/${retreatId}/`],
    ['PATCH', `creators/retreats/${retreatId}/`, { summary: 'A week of practice.' }],
    ['POST', `creators/retreats/${retreatId}/unpublish/`],
    ['GET', `creators/retreats/${retreatId}/packages/`],
    ['GET', `creators/retreats/${retreatId}/availability/`],
    [
      'PUT',
      `creators/retreats/${retreatId}/availability/`,
      { changes: [{ package_id: 1, night: day(3), closed: true }] },
    ],
    ['GET', `creators/retreat-bookings/${bookingId}/messages/`],
    ['POST', `creators/retreat-bookings/${bookingId}/messages/`, { body: 'Hari Om' }],
    ['POST', `creators/retreat-bookings/${bookingId}/confirm/`],
    ['POST', `creators/retreat-bookings/${bookingId}/cancel/`, { reason: 'x' }],
  ];

  it('answers 401 to a guest and 403 to a learner or a tutor, before reading the body', async () => {
    for (const [method, path, payload] of endpoints()) {
      expect((await call(null, method, path, payload)).statusCode, `${method} ${path}`).toBe(401);
      for (const who of [learner, tutor]) {
        const res = await call(who, method, path, { nonsense: true });
        expect(res.statusCode, `${method} ${path}`).toBe(403);
        expect(res.json()).toMatchObject({ code: 'not_a_retreat_rep', detail: M.notARetreatRep });
      }
    }
  });

  it('tells another representative that a retreat or a booking they do not host does not exist', async () => {
    for (const [method, path, payload] of endpoints()) {
      if (!/\d/.test(path)) continue;
      const res = await call(otherRep, method, path, payload ?? {});
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json().detail).toMatch(/not found/);
    }
  });

  it("lets an administrator look after any host's retreat", async () => {
    const retreat = await ok<HostRetreat>(admin, 'GET', `creators/retreats/${retreatId}/`);
    expect(retreat.title).toBe('Guarded retreat');
    const thread = await ok<RetreatMessages>(admin, 'GET', `creators/retreat-bookings/${bookingId}/messages/`);
    expect(thread.results).toEqual([]);
  });
});

describe('the retreat profile', () => {
  it('starts empty and saves the name, headline and bio', async () => {
    const { answer } = await register(ctx.app, { creator_type: 'retreat_rep' });
    const empty = await ok<RetreatProfile>(answer, 'GET', 'creators/retreat-profile/');
    expect(empty).toMatchObject({
      headline: '',
      bio: '',
      retreats: 0,
      published_retreats: 0,
      temples: 0,
      journeys: 0,
      published_journeys: 0,
    });
    const saved = await ok<RetreatProfile>(answer, 'PUT', 'creators/retreat-profile/', {
      display_name: ' Parmarth Retreats ',
      headline: 'Ashram retreats on the Ganga',
      bio: 'We host yoga and meditation weeks.',
    });
    expect(saved).toMatchObject({ display_name: 'Parmarth Retreats', headline: 'Ashram retreats on the Ganga' });
    const login = await ctx.app.inject({
      method: 'GET',
      url: '/api/creators/profile/',
      headers: bearer(answer.access),
    });
    expect(login.json().retreat_rep).toEqual({
      headline: 'Ashram retreats on the Ganga',
      bio: 'We host yoga and meditation weeks.',
    });
  });

  it('counts the temples the account looks after and the journeys it organises (all temples for an administrator)', async () => {
    const { answer } = await register(ctx.app, { creator_type: 'retreat_rep' });
    const db = ctx.database.db;
    const slug = randomUUID().slice(0, 8);
    await db.execute(sql`insert into temples (slug, manager_id, name, deity, place)
        values (${`t1-${slug}`}, ${answer.user.id}, 'Counted temple', 'Shiva', 'Kashi'),
               (${`t2-${slug}`}, ${otherRep.user.id}, 'Another temple', 'Vishnu', 'Puri')`);
    await db.execute(sql`insert into journeys (slug, organiser_id, title, duration_days, price_minor, deposit_percent, published)
        values (${`j1-${slug}`}, ${answer.user.id}, 'Published yatra', 3, 100000, 25, true),
               (${`j2-${slug}`}, ${answer.user.id}, 'Draft yatra', 3, 100000, 25, false),
               (${`j3-${slug}`}, ${otherRep.user.id}, 'Not theirs', 3, 100000, 25, true)`);
    const profile = await ok<RetreatProfile>(answer, 'GET', 'creators/retreat-profile/');
    expect(profile).toMatchObject({ temples: 1, journeys: 2, published_journeys: 1 });

    const [all] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from temples`);
    const asAdmin = await ok<RetreatProfile>(admin, 'GET', 'creators/retreat-profile/');
    expect(asAdmin.temples).toBe(all!.n);
  });

  it('refuses texts that are too long, with the field named', async () => {
    const errors = await fieldErrors(rep, 'PUT', 'creators/retreat-profile/', {
      headline: 'x'.repeat(141),
      bio: 'y'.repeat(2001),
    });
    expect(errors).toEqual({ headline: [M.max140], bio: [M.max2000] });
  });

  it('gives an administrator who hosts a creator profile of type retreat_rep', async () => {
    const { answer } = await register(ctx.app);
    await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, answer.user.id));
    const saved = await ok<RetreatProfile>(answer, 'PUT', 'creators/retreat-profile/', { headline: 'Admin retreats' });
    expect(saved.headline).toBe('Admin retreats');
  });
});

describe('creating a retreat', () => {
  it('makes an unpublished retreat with a slug from its title, unique', async () => {
    const first = await newRetreat(rep, { title: 'Ganga Dhyana' });
    const second = await newRetreat(otherRep, { title: 'Ganga Dhyana' });
    const third = await newRetreat(rep, { title: 'गंगा ध्यान शिविर' });
    const digits = await newRetreat(rep, { title: '108' });
    expect(first.slug).toBe('ganga-dhyana');
    expect(second.slug).toBe('ganga-dhyana-2');
    expect(third.slug).toBe('गंगा-ध्यान-शिविर');
    expect(digits.slug).toBe('retreat-108');
    expect(first).toMatchObject({
      published: false,
      type: 'yoga',
      place: 'Rishikesh',
      country: 'India',
      time_zone: 'Asia/Kolkata',
      latitude: 30.0869,
      longitude: 78.2676,
      languages: ['hi', 'en'],
      deposit_percent: 20,
      included: ['Meals', 'Room'],
      available_from: null,
      available_until: null,
      active_packages: 0,
      upcoming: { bookings: 0, guests: 0, next_start: null },
      bookings_total: 0,
    });
    // The day is read from morning to night; the policy from the most days before to the fewest.
    expect(first.schedule.map((s) => s.time)).toEqual(['05:30', '17:00']);
    expect(first.cancellation_policy).toEqual([
      { days_before: 30, refund_percent: 100 },
      { days_before: 7, refund_percent: 50 },
    ]);
    const mine = await ok<{ results: HostRetreat[] }>(rep, 'GET', 'creators/retreats/');
    expect(mine.results.map((r) => r.id)).toEqual(expect.arrayContaining([first.id, third.id]));
    expect(mine.results.map((r) => r.id)).not.toContain(second.id);
  });

  it('makes a flexible retreat with its window and nights', async () => {
    const flexible = await newRetreat(rep, {
      title: 'Ayurveda Rejuvenation',
      type: 'ayurveda',
      date_mode: 'flexible',
      departures: [],
      available_from: day(1),
      available_until: day(120),
      min_nights: 3,
      max_nights: 21,
    });
    expect(flexible).toMatchObject({
      date_mode: 'flexible',
      departures: [],
      available_from: day(1),
      available_until: day(120),
      min_nights: 3,
      max_nights: 21,
    });
  });

  it('names each field at fault, with the rules that tie fields together', async () => {
    const errors = await fieldErrors(rep, 'POST', 'creators/retreats/', {
      title: ' ',
      type: 'spa',
      place: '',
      latitude: 91,
      longitude: null,
      date_mode: 'fixed',
      departures: [
        { start: day(10), end: day(10) },
        { start: day(-3), end: day(2) },
        { start: day(30), end: day(37) },
        { start: day(35), end: day(40) },
        { start: '2026-02-30', end: day(5) },
      ],
      min_nights: 5,
      max_nights: 2,
      deposit_percent: 101,
      max_guests_per_booking: 51,
      cancellation_policy: [
        { days_before: 30, refund_percent: 50 },
        { days_before: 7, refund_percent: 80 },
        { days_before: 30, refund_percent: 20 },
        { days_before: 400, refund_percent: 100 },
      ],
      languages: ['hi', 'fr'],
      teachers: [{ name: '' }],
      schedule: [{ time: '25:00', activity: 'Sleep' }],
      photos: ['ftp://example.org/a.jpg'],
      time_zone: 'Mars/Olympus',
      currency: 'rupees',
    });
    expect(errors).toMatchObject({
      title: [M.titleRequired],
      type: [M.type],
      place: [M.placeRequired],
      latitude: [M.latitude],
      'departures.0.end': [M.departureOrder],
      'departures.1.start': [M.departurePast],
      'departures.3.start': [M.departureOverlap],
      'departures.4.start': [M.date],
      max_nights: [M.nightsOrder],
      deposit_percent: [M.deposit],
      max_guests_per_booking: [M.guestsPerBooking],
      'cancellation_policy.1.refund_percent': [M.policyOrder],
      'cancellation_policy.2.days_before': [M.policyDuplicate],
      'cancellation_policy.3.days_before': [M.policyDays],
      'languages.1': [M.languages],
      'teachers.0.name': [M.teacherName],
      'schedule.0.time': [M.clock],
      'photos.0': [M.photoUrl],
      time_zone: [M.timeZone],
      currency: [M.currency],
    });
  });

  it('asks for departures, or for a window that is open after today', async () => {
    expect(await fieldErrors(rep, 'POST', 'creators/retreats/', fixedRetreat({ departures: [] }))).toEqual({
      departures: [M.departuresRequired],
    });
    const flexible = (extra: Record<string, unknown>) =>
      fixedRetreat({ date_mode: 'flexible', departures: [], ...extra });
    expect(await fieldErrors(rep, 'POST', 'creators/retreats/', flexible({}))).toEqual({
      available_from: [M.windowRequired],
      available_until: [M.windowRequired],
    });
    expect(
      await fieldErrors(
        rep,
        'POST',
        'creators/retreats/',
        flexible({ available_from: day(9), available_until: day(4) }),
      ),
    ).toEqual({ available_until: [M.windowOrder] });
    expect(
      await fieldErrors(
        rep,
        'POST',
        'creators/retreats/',
        flexible({ available_from: day(-9), available_until: day(0) }),
      ),
    ).toEqual({ available_until: [M.windowPast] });
    expect(
      await fieldErrors(
        rep,
        'POST',
        'creators/retreats/',
        flexible({ available_from: day(1), available_until: day(3), min_nights: 5 }),
      ),
    ).toEqual({ available_until: [M.windowTooShort] });
    expect(
      await fieldErrors(
        rep,
        'POST',
        'creators/retreats/',
        flexible({ available_from: day(1), available_until: day(900) }),
      ),
    ).toEqual({ available_until: [M.tooFarAhead] });
    expect(await fieldErrors(rep, 'POST', 'creators/retreats/', fixedRetreat({ longitude: null }))).toEqual({
      longitude: [M.coordinatesPair],
    });
  });

  it('accepts a departure that begins on the day the one before it ends', async () => {
    const retreat = await newRetreat(rep, {
      departures: [
        { start: day(50), end: day(57) },
        { start: day(43), end: day(50) },
      ],
    });
    expect(retreat.departures).toEqual([
      { start: day(43), end: day(50) },
      { start: day(50), end: day(57) },
    ]);
  });
});

describe('editing, publishing and unpublishing a retreat', () => {
  it('changes the fields sent and keeps the slug', async () => {
    const retreat = await newRetreat(rep, { title: 'Silent Week' });
    const edited = await ok<HostRetreat>(rep, 'PATCH', `creators/retreats/${retreat.id}/`, {
      title: 'Silent Week by the River',
      deposit_percent: 0,
      schedule: [{ time: '06:00', activity: 'Yoga' }],
    });
    expect(edited).toMatchObject({ slug: retreat.slug, title: 'Silent Week by the River', deposit_percent: 0 });
    expect(edited.departures).toEqual(retreat.departures);
  });

  it('checks the rules on the result of an edit, and lets a departure that has begun stay', async () => {
    const retreat = await newRetreat(rep);
    // A departure stored earlier has begun since: it may stay when other fields change.
    await ctx.database.db.execute(
      sql`update retreats set departures = ${JSON.stringify([{ start: day(-2), end: day(5) }])}::jsonb where id = ${retreat.id}`,
    );
    const kept = await ok<HostRetreat>(rep, 'PATCH', `creators/retreats/${retreat.id}/`, {
      departures: [
        { start: day(-2), end: day(5) },
        { start: day(30), end: day(35) },
      ],
    });
    expect(kept.departures).toHaveLength(2);
    expect(
      await fieldErrors(rep, 'PATCH', `creators/retreats/${retreat.id}/`, {
        departures: [{ start: day(-1), end: day(5) }],
      }),
    ).toEqual({ 'departures.0.start': [M.departurePast] });
    expect(await fieldErrors(rep, 'PATCH', `creators/retreats/${retreat.id}/`, { date_mode: 'flexible' })).toEqual({
      available_from: [M.windowRequired],
      available_until: [M.windowRequired],
    });
    expect(await fieldErrors(rep, 'PATCH', `creators/retreats/${retreat.id}/`, { min_nights: 40 })).toEqual({
      max_nights: [M.nightsOrder],
    });
  });

  it('refuses dates that would take away a stay guests booked (409), and allows them once it is cancelled', async () => {
    const retreat = await newRetreat(rep, {
      departures: [
        { start: day(20), end: day(27) },
        { start: day(40), end: day(47) },
      ],
    });
    const { packages } = await withPackages(retreat, [{ name: 'Room', price_minor: 50_000, capacity: 4 }]);
    const id = await book(guestHi, retreat, packages[0]!.id, { start: day(20), end: day(27), guests: 2 });
    const res = await call(rep, 'PATCH', `creators/retreats/${retreat.id}/`, {
      departures: [{ start: day(40), end: day(47) }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('dates_have_bookings');
    expect(res.json().detail).toContain(`${day(20)} to ${day(27)} (1 booking)`);
    const toWindow = await call(rep, 'PATCH', `creators/retreats/${retreat.id}/`, {
      date_mode: 'flexible',
      available_from: day(21),
      available_until: day(60),
    });
    expect(toWindow.statusCode).toBe(409);
    // A window that holds the booked stay is fine.
    await ok(rep, 'PATCH', `creators/retreats/${retreat.id}/`, {
      date_mode: 'flexible',
      available_from: day(10),
      available_until: day(60),
    });
    await ok(rep, 'POST', `creators/retreat-bookings/${id}/cancel/`, { reason: 'The ashram is closed for repairs.' });
    const moved = await ok<HostRetreat>(rep, 'PATCH', `creators/retreats/${retreat.id}/`, {
      date_mode: 'fixed',
      departures: [{ start: day(40), end: day(47) }],
    });
    expect(moved).toMatchObject({ date_mode: 'fixed', available_from: null, available_until: null });
  });

  it('publishes only a retreat with an active package; unpublishing keeps its bookings', async () => {
    const retreat = await newRetreat(rep);
    const refused = await call(rep, 'POST', `creators/retreats/${retreat.id}/publish/`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(M.publishNeedsPackage);
    await withPackages(retreat, [{ name: 'Cottage', price_minor: 200_000, capacity: 2 }]);
    const published = await ok<HostRetreat>(rep, 'POST', `creators/retreats/${retreat.id}/publish/`);
    expect(published).toMatchObject({ published: true, active_packages: 1 });
    const hidden = await ok<HostRetreat>(rep, 'POST', `creators/retreats/${retreat.id}/unpublish/`);
    expect(hidden.published).toBe(false);
  });
});

describe('a retreat in other languages (issue 21)', () => {
  const hindi = {
    title: 'नदी किनारे मौन सप्ताह',
    summary: 'गंगा के तट पर शांत दिन।',
    description: 'सुबह ध्यान, शाम को आरती।',
  };
  let retreat: HostRetreat;
  const reader = async (lang: string) =>
    (
      await ctx.app.inject({ method: 'GET', url: `/api/retreats/${retreat.slug}/?lang=${lang}` })
    ).json() as RetreatDetail;

  beforeAll(async () => {
    retreat = await newRetreat(rep, { title: 'Silent Week by the Ganga', summary: 'Quiet days on the river.' });
    await withPackages(retreat, [{ name: 'Cottage', price_minor: 200_000, capacity: 2 }]);
    await ok<HostRetreat>(rep, 'POST', `creators/retreats/${retreat.id}/publish/`);
  });

  it('keeps what the host entered and shows it to readers of that language, found by it too', async () => {
    const saved = await ok<HostRetreat>(rep, 'PATCH', `creators/retreats/${retreat.id}/`, {
      translations: { hi: hindi },
    });
    expect(saved.translations).toEqual({ hi: hindi });
    // The host's page keeps the originals.
    expect(saved.title).toBe('Silent Week by the Ganga');
    expect(await reader('hi')).toMatchObject(hindi);
    expect((await reader('ta')).title).toBe('Silent Week by the Ganga');
    const found = await ctx.app.inject({ method: 'GET', url: `/api/retreats/?q=${encodeURIComponent('मौन')}` });
    expect(found.json().results.map((r: { id: number }) => r.id)).toContain(retreat.id);
  });

  it('changes one language and keeps the others; null removes one', async () => {
    const tamil = { title: 'கங்கைக் கரையில் மௌன வாரம்' };
    const both = await ok<HostRetreat>(rep, 'PATCH', `creators/retreats/${retreat.id}/`, {
      translations: { ta: tamil },
    });
    expect(both.translations).toEqual({ hi: hindi, ta: tamil });
    expect((await reader('ta')).title).toBe(tamil.title);
    const removed = await ok<HostRetreat>(rep, 'PATCH', `creators/retreats/${retreat.id}/`, {
      translations: { hi: null },
    });
    expect(removed.translations).toEqual({ ta: tamil });
    expect((await reader('hi')).title).toBe('Silent Week by the Ganga');
  });

  it('refuses an unknown language or field and a text over the original’s limit, with the field named', async () => {
    const path = `creators/retreats/${retreat.id}/`;
    expect(Object.keys(await fieldErrors(rep, 'PATCH', path, { translations: { xx: { title: 'x' } } }))).toEqual([
      'translations',
    ]);
    expect(Object.keys(await fieldErrors(rep, 'PATCH', path, { translations: { hi: { place: 'x' } } }))).toEqual([
      'translations.hi',
    ]);
    expect(await fieldErrors(rep, 'PATCH', path, { translations: { hi: { summary: 'x'.repeat(301) } } })).toEqual({
      'translations.hi.summary': ['Use at most 300 characters.'],
    });
  });

  it('is given its texts in other languages at creation, but not a copy in its own language', async () => {
    const tamil = { title: 'கங்கைக் கரையில் யோக வாரம்', summary: 'நதிக்கரையில் அமைதியான நாட்கள்.' };
    const made = await newRetreat(rep, {
      title: 'Yoga Week by the Ganga',
      content_language: 'en',
      translations: { ta: tamil, en: { title: 'Yoga Week (copy)' } },
    });
    expect(made.translations).toEqual({ ta: tamil });
    expect(made.title).toBe('Yoga Week by the Ganga');
    await withPackages(made, [{ name: 'Cottage', price_minor: 200_000, capacity: 2 }]);
    await ok<HostRetreat>(rep, 'POST', `creators/retreats/${made.id}/publish/`);
    const read = async (lang: string) =>
      (
        await ctx.app.inject({ method: 'GET', url: `/api/retreats/${made.slug}/?lang=${lang}` })
      ).json() as RetreatDetail;
    expect(await read('ta')).toMatchObject(tamil);
    expect((await read('en')).title).toBe('Yoga Week by the Ganga');
  });

  it('refuses at creation what an edit refuses, with the field named; guests and others may not create', async () => {
    const create = (translations: unknown) => fixedRetreat({ translations });
    expect(Object.keys(await fieldErrors(rep, 'POST', 'creators/retreats/', create({ xx: { title: 'x' } })))).toEqual([
      'translations',
    ]);
    expect(await fieldErrors(rep, 'POST', 'creators/retreats/', create({ hi: { title: 'x'.repeat(141) } }))).toEqual({
      'translations.hi.title': ['Use at most 140 characters.'],
    });
    const body = create({ bn: { title: 'গঙ্গার তীরে যোগ সপ্তাহ' } });
    expect((await call(null, 'POST', 'creators/retreats/', body)).statusCode).toBe(401);
    expect((await call(learner, 'POST', 'creators/retreats/', body)).statusCode).toBe(403);
    expect((await call(tutor, 'POST', 'creators/retreats/', body)).statusCode).toBe(403);
  });

  it('keeps no copy in its own language on an edit either, nor after its language changes', async () => {
    const path = `creators/retreats/${retreat.id}/`;
    const copy = await ok<HostRetreat>(rep, 'PATCH', path, { translations: { en: { title: 'A copy' } } });
    expect(copy.translations.en).toBeUndefined();
    expect((await reader('en')).title).toBe('Silent Week by the Ganga');
    // Written in Tamil from now on: its Tamil translation would hide the new original from Tamil readers.
    const tamil = await ok<HostRetreat>(rep, 'PATCH', path, { content_language: 'ta', title: 'கங்கைக் கரையில் மௌனம்' });
    expect(tamil.translations.ta).toBeUndefined();
    expect((await reader('ta')).title).toBe('கங்கைக் கரையில் மௌனம்');
    await ok<HostRetreat>(rep, 'PATCH', path, { content_language: 'en', title: 'Silent Week by the Ganga' });
  });

  it('may be translated by its host and an administrator only', async () => {
    const path = `creators/retreats/${retreat.id}/`;
    const body = { translations: { bn: { title: 'গঙ্গার তীরে মৌন সপ্তাহ' } } };
    expect((await call(null, 'PATCH', path, body)).statusCode).toBe(401);
    expect((await call(learner, 'PATCH', path, body)).statusCode).toBe(403);
    expect((await call(tutor, 'PATCH', path, body)).statusCode).toBe(403);
    expect((await call(otherRep, 'PATCH', path, body)).statusCode).toBe(404);
    expect((await ok<HostRetreat>(admin, 'PATCH', path, body)).translations.bn).toEqual(body.translations.bn);
  });
});

describe('packages', () => {
  it('saves the list in order, updates, deletes and deactivates', async () => {
    const retreat = await newRetreat(rep);
    const first = await withPackages(retreat, [
      { name: 'Shared room', description: 'Two beds', price_minor: 90_000, capacity: 10 },
      { name: 'Private cottage', price_minor: 250_000, capacity: 2 },
      { name: 'Tent', price_minor: 40_000, capacity: 6 },
    ]);
    expect(first.packages.map((p) => [p.name, p.position, p.active, p.bookings])).toEqual([
      ['Shared room', 0, true, 0],
      ['Private cottage', 1, true, 0],
      ['Tent', 2, true, 0],
    ]);
    const [shared, cottage, tent] = first.packages;
    await book(guestBn, retreat, tent!.id, { start: day(20), end: day(27) });
    // Cottage (never booked) is left out: deleted. Tent (booked) is left out: kept, inactive.
    const second = await withPackages(retreat, [
      { id: shared!.id, name: 'Shared room', price_minor: 95_000, capacity: 12 },
      { name: 'Family suite', price_minor: 300_000, capacity: 4, active: false },
    ]);
    expect(second.packages.map((p) => [p.name, p.price_minor, p.capacity, p.active, p.bookings])).toEqual([
      ['Shared room', 95_000, 12, true, 0],
      ['Family suite', 300_000, 4, false, 0],
      ['Tent', 40_000, 6, false, 1],
    ]);
    expect(second.packages.some((p) => p.id === cottage!.id)).toBe(false);
    expect(await ok<HostPackages>(rep, 'GET', `creators/retreats/${retreat.id}/packages/`)).toEqual(second);
  });

  it('never lowers a capacity below the guests already taken on a coming night (409 naming the nights)', async () => {
    const retreat = await newRetreat(rep);
    const { packages } = await withPackages(retreat, [{ name: 'Dorm', price_minor: 30_000, capacity: 8 }]);
    const dorm = packages[0]!;
    await book(guestHi, retreat, dorm.id, { start: day(20), end: day(27), guests: 3 });
    await book(guestBn, retreat, dorm.id, { start: day(20), end: day(27), guests: 2 });
    const res = await call(rep, 'PUT', `creators/retreats/${retreat.id}/packages/`, {
      packages: [{ id: dorm.id, name: 'Dorm', price_minor: 30_000, capacity: 4 }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'capacity_below_taken',
      errors: { 'packages.0.capacity': [M.capacityBelowTaken] },
    });
    expect(res.json().detail).toContain(`Dorm: ${day(20)} (5 guests)`);
    // Exactly the guests taken is fine.
    const saved = await withPackages(retreat, [{ id: dorm.id, name: 'Dorm', price_minor: 30_000, capacity: 5 }]);
    expect(saved.packages[0]!.capacity).toBe(5);
    // Nights that have passed do not count.
    await ctx.database.db.execute(sql`update retreat_nights set night = night - 40 where package_id = ${dorm.id}`);
    await withPackages(retreat, [{ id: dorm.id, name: 'Dorm', price_minor: 30_000, capacity: 1 }]);
  });

  it("refuses another retreat's package, repeated names, and emptying a published retreat", async () => {
    const retreat = await newRetreat(rep);
    const other = await newRetreat(rep);
    const { packages } = await withPackages(other, [{ name: 'Elsewhere', price_minor: 1, capacity: 1 }]);
    expect(
      await fieldErrors(rep, 'PUT', `creators/retreats/${retreat.id}/packages/`, {
        packages: [{ id: packages[0]!.id, name: 'Mine now', price_minor: 1, capacity: 1 }],
      }),
    ).toEqual({ 'packages.0.id': [M.packageUnknown] });
    expect(
      await fieldErrors(rep, 'PUT', `creators/retreats/${retreat.id}/packages/`, {
        packages: [
          { name: 'Room', price_minor: 1, capacity: 1 },
          { name: ' room ', price_minor: -1, capacity: 501 },
        ],
      }),
    ).toEqual({
      'packages.1.name': [M.packageNameTaken],
      'packages.1.price_minor': [M.price],
      'packages.1.capacity': [M.capacity],
    });
    await withPackages(retreat, [{ name: 'Room', price_minor: 1, capacity: 1 }]);
    await ok(rep, 'POST', `creators/retreats/${retreat.id}/publish/`);
    const emptied = await call(rep, 'PUT', `creators/retreats/${retreat.id}/packages/`, { packages: [] });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().detail).toBe(M.lastActivePackage);
  });
});

describe('availability', () => {
  it('shows each package night by night: capacity, guests taken, closed, offered', async () => {
    const retreat = await newRetreat(rep, { departures: [{ start: day(20), end: day(23) }] });
    const { packages } = await withPackages(retreat, [
      { name: 'Room', price_minor: 10_000, capacity: 4 },
      { name: 'Tent', price_minor: 5_000, capacity: 6 },
    ]);
    await book(guestHi, retreat, packages[0]!.id, { start: day(20), end: day(23), guests: 3 });
    const answer = await ok<HostRetreatAvailability>(
      rep,
      'GET',
      `creators/retreats/${retreat.id}/availability/?from=${day(19)}&to=${day(23)}`,
    );
    expect(answer).toMatchObject({ retreat_id: retreat.id, time_zone: 'Asia/Kolkata', from: day(19), to: day(23) });
    const room = answer.packages.find((p) => p.name === 'Room')!;
    expect(room.nights.map((n) => [n.night, n.capacity, n.guests_taken, n.closed, n.offered])).toEqual([
      [day(19), 4, 0, false, false],
      [day(20), 4, 3, false, true],
      [day(21), 4, 3, false, true],
      [day(22), 4, 3, false, true],
      [day(23), 4, 0, false, false],
    ]);
    const byDefault = await ok<HostRetreatAvailability>(rep, 'GET', `creators/retreats/${retreat.id}/availability/`);
    expect(byDefault.from).toBe(day(0));
    expect(byDefault.to).toBe(day(30));
    const tooWide = await call(
      rep,
      'GET',
      `creators/retreats/${retreat.id}/availability/?from=${day(0)}&to=${day(200)}`,
    );
    expect(tooWide.statusCode).toBe(400);
  });

  it('closes and opens nights and sets a night’s capacity, never below its guests', async () => {
    const retreat = await newRetreat(rep, { departures: [{ start: day(20), end: day(23) }] });
    const { packages } = await withPackages(retreat, [{ name: 'Room', price_minor: 10_000, capacity: 4 }]);
    const room = packages[0]!.id;
    await book(guestHi, retreat, room, { start: day(20), end: day(23), guests: 3 });
    const changed = await ok<HostRetreatAvailability>(rep, 'PUT', `creators/retreats/${retreat.id}/availability/`, {
      changes: [
        { package_id: room, night: day(21), closed: true },
        { package_id: room, night: day(22), capacity: 3 },
        { package_id: room, night: day(25), capacity: 10, closed: false },
      ],
    });
    expect(changed.from).toBe(day(21));
    expect(changed.to).toBe(day(25));
    expect(changed.packages[0]!.nights.map((n) => [n.night, n.capacity, n.own_capacity, n.closed])).toEqual([
      [day(21), 4, false, true],
      [day(22), 3, true, false],
      [day(23), 4, false, false],
      [day(24), 4, false, false],
      [day(25), 10, true, false],
    ]);
    // Closing keeps the guests who booked; the capacity change touched only what it named.
    expect(await guestsTaken(room, day(21))).toBe(3);

    const below = await call(rep, 'PUT', `creators/retreats/${retreat.id}/availability/`, {
      changes: [
        { package_id: room, night: day(21), closed: false },
        { package_id: room, night: day(20), capacity: 2 },
      ],
    });
    expect(below.statusCode).toBe(409);
    expect(below.json()).toMatchObject({
      code: 'capacity_below_taken',
      errors: { 'changes.1.capacity': [M.capacityBelowTaken] },
    });
    expect(below.json().detail).toContain(`Room, ${day(20)} (3 guests)`);
    // All or nothing: the night in the same request stayed closed.
    const after = await ok<HostRetreatAvailability>(
      rep,
      'GET',
      `creators/retreats/${retreat.id}/availability/?from=${day(21)}&to=${day(21)}`,
    );
    expect(after.packages[0]!.nights[0]!.closed).toBe(true);

    // Back to the package's capacity (null), and the package's capacity then follows the package.
    const reset = await ok<HostRetreatAvailability>(rep, 'PUT', `creators/retreats/${retreat.id}/availability/`, {
      changes: [{ package_id: room, night: day(22), capacity: null }],
    });
    expect(reset.packages[0]!.nights[0]).toMatchObject({ night: day(22), capacity: 4, own_capacity: false });
  });

  it('refuses past nights, nights too far ahead, unknown packages and empty changes', async () => {
    const retreat = await newRetreat(rep);
    const { packages } = await withPackages(retreat, [{ name: 'Room', price_minor: 10_000, capacity: 4 }]);
    const other = await newRetreat(otherRep);
    const { packages: theirs } = await withPackages(other, [{ name: 'Theirs', price_minor: 1, capacity: 1 }], otherRep);
    expect(
      await fieldErrors(rep, 'PUT', `creators/retreats/${retreat.id}/availability/`, {
        changes: [
          { package_id: packages[0]!.id, night: day(-1), closed: true },
          { package_id: theirs[0]!.id, night: day(3), closed: true },
          { package_id: packages[0]!.id, night: day(800), closed: true },
        ],
      }),
    ).toEqual({
      'changes.0.night': [M.nightPast],
      'changes.1.package_id': [M.packageUnknown],
      'changes.2.night': [M.tooFarAhead],
    });
    expect(
      await fieldErrors(rep, 'PUT', `creators/retreats/${retreat.id}/availability/`, {
        changes: [
          { package_id: packages[0]!.id, night: day(3) },
          { package_id: packages[0]!.id, night: day(4), capacity: 0 },
          { package_id: packages[0]!.id, night: day(4), closed: true },
        ],
      }),
    ).toEqual({
      'changes.0.closed': [M.nightChangeEmpty],
      'changes.1.capacity': [M.capacityOrNull],
      'changes.2.night': [M.nightRepeated],
    });
    expect(await fieldErrors(rep, 'PUT', `creators/retreats/${retreat.id}/availability/`, { changes: [] })).toEqual({
      changes: [M.nightChangeEmpty],
    });
  });
});

describe("the host's bookings", () => {
  let retreat: HostRetreat;
  let packageId = 0;
  beforeAll(async () => {
    retreat = await newRetreat(rep, {
      title: 'Bookings retreat',
      departures: [
        { start: day(20), end: day(27) },
        { start: day(60), end: day(67) },
      ],
    });
    packageId = (await withPackages(retreat, [{ name: 'Room', price_minor: 45_000, capacity: 20 }])).packages[0]!.id;
  });

  it('lists the bookings of my retreats with the guest, filtered and paged', async () => {
    const own = await newRetreat(rep, { title: 'List retreat', departures: [{ start: day(30), end: day(33) }] });
    const pkg = (await withPackages(own, [{ name: 'Hall', price_minor: 1000, capacity: 20 }])).packages[0]!.id;
    const a = await book(guestHi, own, pkg, { start: day(30), end: day(33), guests: 2 }, { paid: true });
    const b = await book(guestBn, own, pkg, { start: day(30), end: day(33) }, { status: 'held' });
    const c = await book(learner, own, pkg, { start: day(30), end: day(33) }, { status: 'held', holdMinutes: -5 });
    const all = await ok<{ count: number; results: HostBooking[] }>(
      rep,
      'GET',
      `creators/retreats/bookings/?retreat=${own.id}`,
    );
    expect(all.count).toBe(3);
    const first = all.results.find((r) => r.id === a)!;
    expect(first).toMatchObject({
      status: 'confirmed',
      retreat: { id: own.id, slug: own.slug, title: 'List retreat' },
      package: { id: pkg, name: 'Hall' },
      guest: { username: guestHi.user.username, email: guestHi.user.email, language: 'hi' },
      start_date: day(30),
      end_date: day(33),
      nights: 3,
      guests: 2,
      paid: true,
      host_cancel_refund_minor: 9000,
    });
    // A hold that ran out shows as expired at once.
    expect(all.results.find((r) => r.id === c)!.status).toBe('expired');
    const held = await ok<{ count: number; results: HostBooking[] }>(
      rep,
      'GET',
      `creators/retreats/bookings/?retreat=${own.id}&status=held`,
    );
    expect(held.results.map((r) => r.id)).toEqual([b]);
    const paged = await ok<{ count: number; next: string | null; results: HostBooking[] }>(
      rep,
      'GET',
      `creators/retreats/bookings/?retreat=${own.id}&page_size=2`,
    );
    expect(paged.results).toHaveLength(2);
    expect(paged.next).toContain('page=2');
    const theirs = await ok<{ count: number }>(otherRep, 'GET', `creators/retreats/bookings/?retreat=${own.id}`);
    expect(theirs.count).toBe(0);
    const past = await ok<{ count: number }>(rep, 'GET', `creators/retreats/bookings/?retreat=${own.id}&when=past`);
    expect(past.count).toBe(0);
    expect((await call(rep, 'GET', 'creators/retreats/bookings/?status=lost')).statusCode).toBe(400);
  });

  it('confirms a held booking whose deposit was paid to the host, once, and mails the guest', async () => {
    const id = await book(guestHi, retreat, packageId, { start: day(20), end: day(27) }, { status: 'held' });
    smtp.clear();
    const confirmed = await ok<HostBooking>(rep, 'POST', `creators/retreat-bookings/${id}/confirm/`);
    expect(confirmed).toMatchObject({ status: 'confirmed', paid: true, hold_expires_at: null });
    const mail = await mailTo(guestHi.user.email);
    expect(mail.subject).toBe('प्रवास पक्का: Bookings retreat');
    expect(mail.text).toContain('₹90.00');
    expect(mail.text).toContain('https://sangam.example/hi/my-bookings');
    const again = await call(rep, 'POST', `creators/retreat-bookings/${id}/confirm/`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'already_paid', detail: M.alreadyPaid });
  });

  it('confirms an unpaid confirmed booking (checkout without paying online), but not a lapsed hold', async () => {
    const unpaid = await book(guestBn, retreat, packageId, { start: day(20), end: day(27) });
    expect((await ok<HostBooking>(rep, 'POST', `creators/retreat-bookings/${unpaid}/confirm/`)).paid).toBe(true);
    const before = await guestsTaken(packageId, day(60));
    const lapsed = await book(
      learner,
      retreat,
      packageId,
      { start: day(60), end: day(67), guests: 2 },
      { status: 'held', holdMinutes: -1 },
    );
    expect(await guestsTaken(packageId, day(60))).toBe(before + 2);
    const res = await call(rep, 'POST', `creators/retreat-bookings/${lapsed}/confirm/`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'hold_ended', detail: M.holdEnded });
    // The expiry was kept and the nights given back.
    expect(await guestsTaken(packageId, day(60))).toBe(before);
    const [row] = await selectRows<{ status: string }>(
      ctx.database.db,
      sql`select status from retreat_bookings where id = ${lapsed}`,
    );
    expect(row!.status).toBe('expired');
  });

  it('recalls a confirmed stay to its guest the day before it begins, once', async () => {
    const id = await book(guestHi, retreat, packageId, { start: day(40), end: day(44) }, { paid: true });
    await ctx.database.db.execute(
      sql`update retreat_bookings set start_date = ${day(1)}::date, end_date = ${day(4)}::date,
                                      created_at = now() - interval '10 days' where id = ${id}`,
    );
    expect(await remindDayBefore(ctx.app.ctx)).toBeGreaterThanOrEqual(1);
    expect(await remindDayBefore(ctx.app.ctx)).toBe(0);
    const inbox = (await ok<{ results: Notification[] }>(guestHi, 'GET', 'notifications/')).results;
    const item = inbox.find((n) => n.kind === 'booking_reminder');
    expect(item).toMatchObject({ title: 'याद रहे: Bookings retreat', url: '/hi/my-bookings' });
    expect(item!.body).toBe(formatStay(day(1), day(4), 'hi'));
  });

  it('cancels with a reason: the whole deposit paid back, the nights freed, the guest mailed', async () => {
    const before = await guestsTaken(packageId, day(20));
    const id = await book(guestHi, retreat, packageId, { start: day(20), end: day(27), guests: 3 }, { paid: true });
    expect(await guestsTaken(packageId, day(20))).toBe(before + 3);
    const noReason = await call(rep, 'POST', `creators/retreat-bookings/${id}/cancel/`, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: [M.reasonRequired] });
    smtp.clear();
    const cancelled = await ok<HostBooking>(rep, 'POST', `creators/retreat-bookings/${id}/cancel/`, {
      reason: 'The river has flooded the road.',
    });
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'host',
      cancel_reason: 'The river has flooded the road.',
      // 20 days before, the policy alone would give back 50%; the host's cancellation gives back all.
      refund_minor: 9000,
      host_cancel_refund_minor: 0,
    });
    for (const night of [day(20), day(23), day(26)]) expect(await guestsTaken(packageId, night)).toBe(before);
    const mail = await mailTo(guestHi.user.email);
    expect(mail.subject).toBe('प्रवास रद्द: Bookings retreat');
    expect(mail.text).toContain('The river has flooded the road.');
    expect(mail.text).toContain('पूरी अग्रिम राशि, ₹90.00');
    const [item] = (await ok<{ results: Notification[] }>(guestHi, 'GET', 'notifications/')).results;
    expect(item).toMatchObject({ kind: 'booking_cancelled', url: '/hi/my-bookings' });
    expect(item!.title).toBe('बुकिंग रद्द हुई: Bookings retreat');
    expect(item!.body).toContain('The river has flooded the road.');
    const twice = await call(rep, 'POST', `creators/retreat-bookings/${id}/cancel/`, { reason: 'Again' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().detail).toBe(M.alreadyEnded);
  });

  it('cancels an unpaid booking with nothing to refund, and not a stay that is over', async () => {
    const id = await book(guestBn, retreat, packageId, { start: day(60), end: day(67) }, { status: 'held' });
    smtp.clear();
    const cancelled = await ok<HostBooking>(admin, 'POST', `creators/retreat-bookings/${id}/cancel/`, {
      reason: 'Double booking.',
    });
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelled_by: 'host', refund_minor: 0 });
    const mail = await mailTo(guestBn.user.email);
    expect(mail.subject).toBe('থাকা বাতিল: Bookings retreat');
    expect(mail.text).toContain('কোনো অগ্রিম দেওয়া হয়নি');

    const over = await book(guestBn, retreat, packageId, { start: day(60), end: day(67) });
    await ctx.database.db.execute(
      sql`update retreat_bookings set start_date = ${day(-9)}::date, end_date = ${day(-2)}::date where id = ${over}`,
    );
    const res = await call(rep, 'POST', `creators/retreat-bookings/${over}/cancel/`, { reason: 'Late' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(M.stayOver);
  });
});

describe('marking a refund sent', () => {
  let retreat: HostRetreat;
  let packageId = 0;
  beforeAll(async () => {
    retreat = await newRetreat(rep, { title: 'Refund retreat', departures: [{ start: day(40), end: day(45) }] });
    packageId = (await withPackages(retreat, [{ name: 'Room', price_minor: 45_000, capacity: 20 }])).packages[0]!.id;
    // Item mail goes only to a confirmed address.
    await ctx.database.db.execute(
      sql`update users set email_verified_at = now() where id in (${guestHi.user.id}, ${guestBn.user.id})`,
    );
  });

  /** A browser of the guest's with notifications on, and what it received, decrypted as it would. */
  async function browserOf(who: LoginResponse) {
    const keys = browserKeys();
    const endpoint = `${pushService.origin}/send/${randomUUID()}`;
    const res = await call(who, 'POST', 'push/subscriptions/', { endpoint, keys: keys.json, language: 'en' });
    expect(res.statusCode, res.body).toBe(201);
    const path = new URL(endpoint).pathname;
    return () =>
      pushService.received
        .filter((request) => request.url === path)
        .map((request) => JSON.parse(decrypt(request.body, keys)) as { title: string; body: string; url: string });
  }

  /** A paid stay the host cancelled: its whole deposit is owed back. */
  async function cancelledStay(guest: LoginResponse) {
    const id = await book(guest, retreat, packageId, { start: day(40), end: day(45) }, { paid: true });
    await ok(rep, 'POST', `creators/retreat-bookings/${id}/cancel/`, { reason: 'The ashram is closed that week.' });
    await ctx.app.ctx.outbox.drain();
    return id;
  }

  it('records it once, for the host or an administrator only, and tells the guest by inbox, mail and push', async () => {
    const id = await cancelledStay(guestHi);
    const path = `creators/retreat-bookings/${id}/refund-sent/`;
    expect((await call(null, 'POST', path)).statusCode).toBe(401);
    for (const who of [learner, tutor, guestHi]) expect((await call(who, 'POST', path)).statusCode).toBe(403);
    expect((await call(otherRep, 'POST', path)).statusCode).toBe(404);
    const pushes = await browserOf(guestHi);
    smtp.clear();

    const marked = await ok<HostBooking>(rep, 'POST', path);
    expect(marked).toMatchObject({ id, status: 'cancelled', refund_minor: 9000 });
    expect(Math.abs(Date.parse(marked.refund_sent_at!) - Date.now())).toBeLessThan(60_000);
    const mine = await ok<RetreatBooking>(guestHi, 'GET', `retreat-bookings/${id}/`);
    expect(mine.refund_sent_at).toBe(marked.refund_sent_at);

    const [item] = (await ok<{ results: Notification[] }>(guestHi, 'GET', 'notifications/')).results;
    expect(item).toMatchObject({
      kind: 'booking_refund',
      url: '/hi/my-bookings',
      title: 'राशि लौटाई गई: Refund retreat',
      body: '₹90.00 की राशि आपको लौटा दी गई है।',
    });
    // The item's delivery, then its mail and push.
    await ctx.app.ctx.outbox.drain();
    await ctx.app.ctx.outbox.drain();
    const mail = await smtp.waitFor(guestHi.user.email);
    expect(mail.subject).toBe('राशि लौटाई गई: Refund retreat');
    expect(mail.text).toContain('₹90.00 की राशि आपको लौटा दी गई है।');
    expect(mail.text).toContain('https://sangam.example/hi/my-bookings');
    expect(pushes()).toEqual([
      expect.objectContaining({ title: 'राशि लौटाई गई: Refund retreat', url: '/hi/my-bookings' }),
    ]);

    // Once: a second mark is refused, and the guest hears nothing more.
    const again = await call(admin, 'POST', path);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'refund_already_sent', detail: M.refundAlreadySent });
  });

  it('goes by the channels the guest chose: with mail and push off, only the inbox has it', async () => {
    const id = await cancelledStay(guestBn);
    const res = await call(guestBn, 'PUT', 'notifications/preferences/', {
      channels: { booking_refund: { email: false, push: false } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const pushes = await browserOf(guestBn);
    smtp.clear();
    // An administrator looks after any host's bookings.
    await ok<HostBooking>(admin, 'POST', `creators/retreat-bookings/${id}/refund-sent/`);
    await ctx.app.ctx.outbox.drain();
    await ctx.app.ctx.outbox.drain();
    const [item] = (await ok<{ results: Notification[] }>(guestBn, 'GET', 'notifications/')).results;
    expect(item).toMatchObject({ kind: 'booking_refund', body: '৯০.০০₹ আপনাকে ফেরত পাঠানো হয়েছে।' });
    expect(smtp.received.filter((m) => m.to.includes(guestBn.user.email))).toEqual([]);
    expect(pushes()).toEqual([]);
  });

  it('refuses a booking with no refund due, with a readable reason', async () => {
    const live = await book(guestBn, retreat, packageId, { start: day(40), end: day(45) }, { paid: true });
    const unpaid = await book(guestBn, retreat, packageId, { start: day(40), end: day(45) }, { status: 'held' });
    await ok(rep, 'POST', `creators/retreat-bookings/${unpaid}/cancel/`, { reason: 'Double booking.' });
    for (const id of [live, unpaid]) {
      const res = await call(rep, 'POST', `creators/retreat-bookings/${id}/refund-sent/`);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(M.noRefundDue);
    }
    expect((await call(rep, 'POST', 'creators/retreat-bookings/99999999/refund-sent/')).statusCode).toBe(404);
  });
});

describe('messages on a booking', () => {
  it('host and guest write to each other; each message is stored and mailed to the other side', async () => {
    const retreat = await newRetreat(rep, { title: 'Message retreat' });
    const pkg = (await withPackages(retreat, [{ name: 'Room', price_minor: 1000, capacity: 5 }])).packages[0]!.id;
    const id = await book(guestBn, retreat, pkg, { start: day(20), end: day(27) });
    await ok(rep, 'PUT', 'creators/retreat-profile/', { display_name: 'Ganga Ashram' });

    smtp.clear();
    const sent = await ok<RetreatMessage>(
      rep,
      'POST',
      `creators/retreat-bookings/${id}/messages/`,
      { body: '  Please bring warm clothes.  ' },
      201,
    );
    expect(sent).toMatchObject({ body: 'Please bring warm clothes.', from: 'host' });
    const toGuest = await mailTo(guestBn.user.email);
    expect(toGuest.subject).toBe('Message retreat নিয়ে নতুন বার্তা');
    expect(toGuest.text).toContain('Ganga Ashram');
    expect(toGuest.text).toContain('Please bring warm clothes.');
    expect(toGuest.text).toContain('https://sangam.example/bn/my-bookings');
    const [told] = (await ok<{ results: Notification[] }>(guestBn, 'GET', 'notifications/')).results;
    expect(told).toMatchObject({ kind: 'retreat_message', body: 'Please bring warm clothes.', url: '/bn/my-bookings' });
    expect(told!.title).toContain('Ganga Ashram');

    smtp.clear();
    const reply = await ok<RetreatMessage>(
      guestBn,
      'POST',
      `retreat-bookings/${id}/messages/`,
      { body: 'Thank you, we will.' },
      201,
    );
    expect(reply.from).toBe('guest');
    const toHost = await mailTo(rep.user.email);
    expect(toHost.subject).toBe('New message about Message retreat');
    expect(toHost.text).toContain('Thank you, we will.');
    expect(toHost.text).toContain('https://sangam.example/en/creator/retreats/bookings');
    const [heard] = (await ok<{ results: Notification[] }>(rep, 'GET', 'notifications/')).results;
    expect(heard).toMatchObject({ kind: 'retreat_message', body: 'Thank you, we will.' });

    const guestView = await ok<RetreatMessages>(guestBn, 'GET', `retreat-bookings/${id}/messages/`);
    const hostView = await ok<RetreatMessages>(rep, 'GET', `creators/retreat-bookings/${id}/messages/`);
    expect(guestView).toEqual(hostView);
    expect(guestView.results.map((m) => [m.from, m.body])).toEqual([
      ['host', 'Please bring warm clothes.'],
      ['guest', 'Thank you, we will.'],
    ]);
    const list = await ok<{ results: HostBooking[] }>(rep, 'GET', `creators/retreats/bookings/?retreat=${retreat.id}`);
    expect(list.results[0]!.messages).toBe(2);
  });

  it("keeps a booking's thread to its guest and host, and asks for a message", async () => {
    const retreat = await newRetreat(rep);
    const pkg = (await withPackages(retreat, [{ name: 'Room', price_minor: 1000, capacity: 5 }])).packages[0]!.id;
    const id = await book(guestBn, retreat, pkg, { start: day(20), end: day(27) });
    for (const who of [learner, rep, otherRep, admin]) {
      expect((await call(who, 'GET', `retreat-bookings/${id}/messages/`)).statusCode).toBe(404);
      expect((await call(who, 'POST', `retreat-bookings/${id}/messages/`, { body: 'Hi' })).statusCode).toBe(404);
    }
    expect((await call(null, 'GET', `retreat-bookings/${id}/messages/`)).statusCode).toBe(401);
    expect(await fieldErrors(guestBn, 'POST', `retreat-bookings/${id}/messages/`, { body: ' ' })).toEqual({
      body: [M.messageRequired],
    });
    expect(
      await fieldErrors(rep, 'POST', `creators/retreat-bookings/${id}/messages/`, { body: 'x'.repeat(2001) }),
    ).toEqual({ body: [M.messageTooLong] });
  });
});

describe('inquiries and the dashboard', () => {
  it("lists the inquiries to my retreats only, and counts this month's bookings and deposits", async () => {
    const { answer: host } = await register(ctx.app, { creator_type: 'retreat_rep' });
    const retreat = await newRetreat(host, { title: 'Dashboard retreat' });
    const pkg = (await withPackages(retreat, [{ name: 'Room', price_minor: 1000, capacity: 9 }], host)).packages[0]!.id;
    await ctx.database.db.execute(sql`
      insert into retreat_inquiries (retreat_id, user_id, message, preferred_start, guests)
      values (${retreat.id}, ${guestHi.user.id}, 'Is there a vegetarian menu?', ${day(20)}::date, 2)`);
    const inquiries = await ok<{ count: number; results: Array<Record<string, unknown>> }>(
      host,
      'GET',
      'creators/retreats/inquiries/',
    );
    expect(inquiries.count).toBe(1);
    expect(inquiries.results[0]).toMatchObject({
      retreat: { id: retreat.id, title: 'Dashboard retreat' },
      user: { username: guestHi.user.username, email: guestHi.user.email },
      message: 'Is there a vegetarian menu?',
      preferred_start: day(20),
      guests: 2,
    });
    expect((await ok<{ count: number }>(rep, 'GET', `creators/retreats/inquiries/?retreat=${retreat.id}`)).count).toBe(
      0,
    );

    await book(guestHi, retreat, pkg, { start: day(20), end: day(27), guests: 2 }, { paid: true, deposit: 5000 });
    await book(guestBn, retreat, pkg, { start: day(20), end: day(27), guests: 3 }, { status: 'held' });
    const cancelled = await book(learner, retreat, pkg, { start: day(20), end: day(27) }, { paid: true });
    await ok(host, 'POST', `creators/retreat-bookings/${cancelled}/cancel/`, { reason: 'Closed that week.' });
    const dashboard = await ok<RetreatDashboard>(host, 'GET', 'creators/retreats/dashboard/');
    expect(dashboard).toMatchObject({
      upcoming: { bookings: 2, guests: 5 },
      bookings_this_month: 3,
      deposits_received: { totals: [{ currency: 'INR', amount_minor: 5000, bookings: 1 }] },
      new_inquiries: 1,
    });
    const listed = await ok<{ results: HostRetreat[] }>(host, 'GET', 'creators/retreats/');
    expect(listed.results[0]).toMatchObject({
      upcoming: { bookings: 2, guests: 5, next_start: day(20) },
      bookings_total: 3,
    });
  });
});

describe('bad input to the host endpoints', () => {
  it('answers a 4xx with a detail, never a 5xx, even for a real retreat and booking', async () => {
    const retreat = await newRetreat(rep);
    const pkg = (await withPackages(retreat, [{ name: 'Room', price_minor: 1000, capacity: 5 }])).packages[0]!.id;
    const booking = await book(guestBn, retreat, pkg, { start: day(20), end: day(27) });
    const values: unknown[] = [
      null,
      '',
      'ॐ',
      '\ud800',
      -1,
      1e12,
      2 ** 31,
      1.5,
      [],
      {},
      [{ start: '\ud800', end: 5 }],
      [{ time: '\udfff', activity: '\ud800' }],
      [{ name: '\ud800', bio: '\udc00' }],
      [{ days_before: 1e9, refund_percent: -5 }],
      'x'.repeat(20_000),
    ];
    const bodies: Array<[Method, string, string[]]> = [
      [
        'POST',
        'creators/retreats/',
        ['title', 'type', 'latitude', 'departures', 'schedule', 'teachers', 'cancellation_policy', 'min_nights'],
      ],
      [
        'PATCH',
        `creators/retreats/${retreat.id}/`,
        ['title', 'departures', 'available_from', 'schedule', 'teachers', 'max_nights', 'deposit_percent'],
      ],
      ['PUT', `creators/retreats/${retreat.id}/packages/`, ['packages']],
      ['PUT', `creators/retreats/${retreat.id}/availability/`, ['changes']],
      ['POST', `creators/retreat-bookings/${booking}/cancel/`, ['reason']],
      ['POST', `creators/retreat-bookings/${booking}/messages/`, ['body']],
      ['PUT', 'creators/retreat-profile/', ['display_name', 'headline']],
    ];
    for (const [method, path, fields] of bodies) {
      for (const field of fields) {
        for (const value of values) {
          const res = await call(rep, method, path, { ...fixedRetreat(), [field]: value });
          expect(res.statusCode, `${method} ${path} ${field}=${JSON.stringify(value)?.slice(0, 40)}`).toBeLessThan(500);
          if (res.statusCode >= 400) expect(res.json().detail).toBeTruthy();
        }
      }
    }
    // Texts with a lone surrogate are stored (as the replacement character), not a server error.
    const odd = await call(rep, 'PATCH', `creators/retreats/${retreat.id}/`, {
      teachers: [{ name: 'Swami \ud800', bio: '' }],
      schedule: [{ time: '06:00', activity: 'Yoga \udfff' }],
    });
    expect(odd.statusCode).toBe(200);
    for (const path of [
      'creators/retreats/abc/',
      'creators/retreats/99999999999/',
      'creators/retreats/0/packages/',
      `creators/retreats/${retreat.id}/availability/?from=2026-02-30`,
      `creators/retreats/${retreat.id}/availability/?from=${day(5)}&to=${day(1)}`,
      'creators/retreats/bookings/?page=0',
      'creators/retreats/bookings/?retreat=abc',
      'creators/retreat-bookings/abc/messages/',
    ]) {
      const res = await call(rep, 'GET', path);
      expect(res.statusCode, path).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, path).toBeLessThan(500);
    }
  });
});
