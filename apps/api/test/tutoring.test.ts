import {
  TUTORING_MESSAGES as M,
  type ClassDetail,
  type ClassSummary,
  type CreatorClass,
  type CreatorDashboard,
  type LoginResponse,
  type SlotsAnswer,
  type TutorAvailability,
  type TutorProfile,
} from '@sangam/contracts';
import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/client';
import { users } from '../src/db/schema';
import { monthBounds } from '../src/modules/classes/creator-dashboard';
import { confirmEmails, register } from './account-helpers';
import { apiCalls, type Method } from './api-calls';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let tutor: LoginResponse;
let otherTutor: LoginResponse;
let learner: LoginResponse;
let retreatRep: LoginResponse;
let admin: LoginResponse;

const { call, ok, fieldErrors } = apiCalls(() => ctx.app);

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const everyDay = (start: string, end: string) => [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start, end }));

const onlineClass = (extra: Record<string, unknown> = {}) => ({
  title: 'Gita for beginners',
  category: 'gita-study',
  language: 'hi',
  format: 'online',
  meeting_url: 'https://meet.example.org/gita',
  duration_minutes: 60,
  capacity: 1,
  ...extra,
});

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMITS: 'off' } });
  tutor = (await register(ctx.app, { creator_type: 'tutor', username: `guru_${process.pid}` })).answer;
  otherTutor = (await register(ctx.app, { creator_type: 'tutor', username: `guru.${process.pid}` })).answer;
  learner = (await register(ctx.app)).answer;
  retreatRep = (await register(ctx.app, { creator_type: 'retreat_rep' })).answer;
  admin = (await register(ctx.app)).answer;
  await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
});
afterAll(() => ctx.close());

describe('who may use the creator area', () => {
  const endpoints: Array<[Method, string, unknown?]> = [
    ['GET', 'creators/tutor/'],
    ['PUT', 'creators/tutor/', { bio: 'Hari Om' }],
    ['GET', 'creators/availability/'],
    ['PUT', 'creators/availability/', { weekly: [] }],
    ['GET', 'creators/classes/'],
    ['POST', 'creators/classes/', onlineClass()],
    ['GET', 'creators/classes/some-class/'],
    ['PATCH', 'creators/classes/some-class/', { title: 'New' }],
    ['GET', 'creators/dashboard/'],
  ];

  it('answers 401 to a guest and 403 with a reason to learners and other creators, whatever the body', async () => {
    for (const [method, path, payload] of endpoints) {
      const guest = await call(null, method, path, payload);
      expect(guest.statusCode, `${method} ${path}`).toBe(401);
      for (const who of [learner, retreatRep]) {
        // An invalid body too: the caller is told who may call before what was wrong with it.
        for (const body of [payload, method === 'GET' ? undefined : { title: 42, weekly: 'x', bio: 7 }]) {
          const res = await call(who, method, path, body);
          expect(res.statusCode, `${method} ${path}`).toBe(403);
          expect(res.json()).toMatchObject({ code: 'not_a_tutor', detail: M.notATutor });
        }
      }
    }
  });

  it('lets a tutor and an administrator in', async () => {
    for (const who of [otherTutor, admin]) {
      expect((await call(who, 'GET', 'creators/tutor/')).statusCode).toBe(200);
      expect((await call(who, 'GET', 'creators/dashboard/')).statusCode).toBe(200);
    }
  });
});

describe('tutor profile', () => {
  it('starts empty, is created on the first save with a slug from the username, and shows on the public page', async () => {
    const before = await ok<TutorProfile>(tutor, 'GET', 'creators/tutor/');
    expect(before).toMatchObject({ slug: null, bio: '', languages: [], specialities: [], time_zone: 'Asia/Kolkata' });

    const saved = await ok<TutorProfile>(tutor, 'PUT', 'creators/tutor/', {
      display_name: '  Acharya Devdutt ',
      photo_url: 'https://images.example.org/devdutt.jpg',
      bio: 'Twenty years of teaching the Gita.',
      languages: ['hi', 'en', 'hi'],
      specialities: [' Bhagavad Gita ', 'bhagavad gita', '', 'Sanskrit'],
      time_zone: 'Europe/London',
    });
    expect(saved).toMatchObject({
      slug: `guru-${process.pid}`,
      display_name: 'Acharya Devdutt',
      languages: ['hi', 'en'],
      specialities: ['Bhagavad Gita', 'Sanskrit'],
      time_zone: 'Europe/London',
      rating: null,
    });
    expect(await ok<TutorProfile>(tutor, 'GET', 'creators/tutor/')).toEqual(saved);

    const page = (await ctx.app.inject({ method: 'GET', url: `/api/tutors/${saved.slug}/` })).json();
    expect(page).toMatchObject({
      display_name: 'Acharya Devdutt',
      bio: 'Twenty years of teaching the Gita.',
      photo_url: 'https://images.example.org/devdutt.jpg',
      specialities: ['Bhagavad Gita', 'Sanskrit'],
      time_zone: 'Europe/London',
    });
    // The account's name is the same name: one name everywhere.
    expect((await ok<{ display_name: string }>(tutor, 'GET', 'users/me/')).display_name).toBe('Acharya Devdutt');

    // 'guru.<pid>' makes the same slug: the second tutor gets the next one.
    const second = await ok<TutorProfile>(otherTutor, 'PUT', 'creators/tutor/', {});
    expect(second.slug).toBe(`guru-${process.pid}-2`);
    expect(second.time_zone).toBe('Asia/Kolkata');
  });

  it('refuses a bad photo address, unknown languages, too many specialities and an unknown zone, field by field', async () => {
    const errors = await fieldErrors(tutor, 'PUT', 'creators/tutor/', {
      photo_url: 'javascript:alert(1)',
      languages: ['hi', 'xx'],
      specialities: Array.from({ length: 13 }, (_, i) => `Speciality ${i}`),
      time_zone: 'Mars/Olympus',
      bio: 'x'.repeat(2001),
    });
    expect(errors).toEqual({
      photo_url: [M.photoUrl],
      'languages.1': [M.languages],
      specialities: [M.specialitiesTooMany],
      time_zone: [M.timeZone],
      bio: [M.max2000],
    });
    const long = await fieldErrors(tutor, 'PUT', 'creators/tutor/', { specialities: ['x'.repeat(41)] });
    expect(long).toEqual({ 'specialities.0': [M.specialityTooLong] });
    // An empty photo is fine: no photo.
    expect((await ok<TutorProfile>(tutor, 'PUT', 'creators/tutor/', { photo_url: '' })).photo_url).toBe('');
  });

  it('lets an administrator keep a tutor profile of their own', async () => {
    const saved = await ok<TutorProfile>(admin, 'PUT', 'creators/tutor/', { bio: 'I teach too.' });
    expect(saved.slug).toBeTruthy();
    expect(saved.bio).toBe('I teach too.');
  });
});

describe('availability', () => {
  it('starts with nothing open and the table defaults', async () => {
    const fresh = (await register(ctx.app, { creator_type: 'tutor' })).answer;
    expect(await ok<TutorAvailability>(fresh, 'GET', 'creators/availability/')).toEqual({
      time_zone: 'Asia/Kolkata',
      weekly: [],
      overrides: [],
      buffer_before_minutes: 0,
      buffer_after_minutes: 0,
      minimum_notice_minutes: 240,
      horizon_days: 60,
    });
  });

  it('names each problem at its field: bad times, ends before starts, overlaps, repeated dates, limits', async () => {
    const errors = await fieldErrors(tutor, 'PUT', 'creators/availability/', {
      weekly: [
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 1, start: '11:00', end: '13:00' },
        { weekday: 2, start: '14:00', end: '13:00' },
        { weekday: 7, start: '9am', end: '10:00' },
      ],
      overrides: [
        { date: '2030-02-30', intervals: [] },
        { date: '2030-03-01', intervals: [{ start: '10:00', end: '11:00' }] },
        { date: '2030-03-01', intervals: [] },
      ],
      buffer_before_minutes: 121,
      buffer_after_minutes: -1,
      minimum_notice_minutes: 30 * 24 * 60 + 1,
      horizon_days: 0,
      time_zone: 'Nowhere/City',
    });
    expect(errors).toEqual({
      'weekly.1.start': [M.overlap],
      'weekly.2.end': [M.endAfterStart],
      'weekly.3.weekday': [M.weekday],
      'weekly.3.start': [M.clock],
      'overrides.0.date': [M.date],
      'overrides.2.date': [M.duplicateDate],
      buffer_before_minutes: [M.buffer],
      buffer_after_minutes: [M.buffer],
      minimum_notice_minutes: [M.notice],
      horizon_days: [M.horizon],
      time_zone: [M.timeZone],
    });
  });

  it('saves in order, drops dates that have passed, and the slots follow it', async () => {
    const holiday = inDays(3);
    const extra = inDays(4);
    const saved = await ok<TutorAvailability>(tutor, 'PUT', 'creators/availability/', {
      weekly: [...everyDay('14:00', '16:00'), ...everyDay('09:00', '11:00')].reverse(),
      overrides: [
        { date: extra, intervals: [{ start: '18:00', end: '19:00' }] },
        { date: holiday, intervals: [] },
        { date: '2020-01-01', intervals: [] },
      ],
      buffer_after_minutes: 0,
      minimum_notice_minutes: 60,
      horizon_days: 30,
      time_zone: 'Asia/Kolkata',
    });
    expect(saved.weekly.slice(0, 2)).toEqual([
      { weekday: 0, start: '09:00', end: '11:00' },
      { weekday: 0, start: '14:00', end: '16:00' },
    ]);
    expect(saved.overrides).toEqual([
      { date: holiday, intervals: [] },
      { date: extra, intervals: [{ start: '18:00', end: '19:00' }] },
    ]);
    expect(saved.time_zone).toBe('Asia/Kolkata');

    const created = await ok<CreatorClass>(tutor, 'POST', 'creators/classes/', onlineClass(), 201);
    const slots = async (day: string) =>
      (
        (
          await ctx.app.inject({ method: 'GET', url: `/api/classes/${created.slug}/slots/?from=${day}&to=${day}` })
        ).json() as SlotsAnswer
      ).results.map((s) => s.start.slice(11, 16));
    expect(await slots(inDays(2))).toEqual(['09:00', '10:00', '14:00', '15:00']);
    expect(await slots(holiday)).toEqual([]);
    expect(await slots(extra)).toEqual(['18:00']);
  });
});

describe('classes', () => {
  it('creates a class with a slug from its title in any script, unique, and lists it with its meeting link', async () => {
    const first = await ok<CreatorClass>(
      tutor,
      'POST',
      'creators/classes/',
      onlineClass({ title: 'गीता पाठ', published: false }),
      201,
    );
    expect(first).toMatchObject({
      slug: 'गीता-पाठ',
      title: 'गीता पाठ',
      level: 'all',
      age_min: 0,
      age_max: 120,
      price_minor: 0,
      currency: 'INR',
      cancellation_hours: 24,
      published: false,
      meeting_url: 'https://meet.example.org/gita',
      upcoming: { sittings: 0, seats_taken: 0, most_seats_taken: 0, next_start: null },
    });
    const second = await ok<CreatorClass>(
      tutor,
      'POST',
      'creators/classes/',
      onlineClass({ title: 'गीता  पाठ!' }),
      201,
    );
    expect(second.slug).toBe('गीता-पाठ-2');
    const symbols = await ok<CreatorClass>(tutor, 'POST', 'creators/classes/', onlineClass({ title: '!!!' }), 201);
    expect(symbols.slug).toMatch(/^class(-\d+)?$/);

    const mine = await ok<{ count: number; results: CreatorClass[] }>(tutor, 'GET', 'creators/classes/');
    expect(mine.results.map((c) => c.slug)).toEqual(expect.arrayContaining([first.slug, second.slug]));
    expect(mine.count).toBe(mine.results.length);
    // Nobody else sees an unpublished class; another tutor's list does not hold it.
    const publicPage = await ctx.app.inject({ method: 'GET', url: `/api/classes/${encodeURIComponent(first.slug)}/` });
    expect(publicPage.statusCode).toBe(404);
    const theirs = await ok<{ results: CreatorClass[] }>(otherTutor, 'GET', 'creators/classes/');
    expect(theirs.results.map((c) => c.slug)).not.toContain(first.slug);
  });

  it('checks every field and the rules between them', async () => {
    const errors = await fieldErrors(tutor, 'POST', 'creators/classes/', {
      title: '   ',
      description: 'x'.repeat(4001),
      category: 'astrology',
      language: 'fr',
      level: 'expert',
      age_min: 30,
      age_max: 10,
      format: 'online',
      meeting_url: 'http://meet.example.org/not-secure',
      duration_minutes: 10,
      capacity: 501,
      price_minor: -1,
      currency: 'rupees',
      cancellation_hours: 169,
    });
    expect(errors).toEqual({
      title: [M.titleRequired],
      description: [M.max4000],
      category: [M.category],
      language: [M.language],
      level: [M.level],
      age_max: [M.ageOrder],
      meeting_url: [M.meetingUrl],
      duration_minutes: [M.duration],
      capacity: [M.capacity],
      price_minor: [M.price],
      currency: [M.currency],
      cancellation_hours: [M.cancellationHours],
    });
    const inPerson = await fieldErrors(
      tutor,
      'POST',
      'creators/classes/',
      onlineClass({ format: 'in_person', address: '  ' }),
    );
    expect(inPerson).toEqual({ address: [M.address] });
    const missing = await fieldErrors(tutor, 'POST', 'creators/classes/', {});
    expect(Object.keys(missing).sort()).toEqual(
      ['capacity', 'category', 'duration_minutes', 'format', 'language', 'title'].sort(),
    );
  });

  it('edits, publishes and unpublishes; the rules hold on the result; another tutor cannot, an administrator can', async () => {
    const created = await ok<CreatorClass>(
      tutor,
      'POST',
      'creators/classes/',
      onlineClass({ title: 'Sanskrit for kids', published: false }),
      201,
    );
    const path = `creators/classes/${created.slug}/`;
    const edited = await ok<CreatorClass>(tutor, 'PATCH', path, {
      title: 'Sanskrit for children',
      category: 'kids',
      age_min: 6,
      age_max: 12,
      price_minor: 50000,
      currency: 'inr',
      published: true,
    });
    expect(edited).toMatchObject({
      slug: created.slug,
      title: 'Sanskrit for children',
      category: 'kids',
      age_min: 6,
      age_max: 12,
      price_minor: 50000,
      currency: 'INR',
      published: true,
    });
    const shown = await ctx.app.inject({ method: 'GET', url: `/api/classes/${created.slug}/` });
    expect(shown.json()).toMatchObject({ title: 'Sanskrit for children', price_minor: 50000 });
    expect(shown.json()).not.toHaveProperty('meeting_url');

    // The result must still make sense: an in-person class needs its address, ages stay in order.
    expect(await fieldErrors(tutor, 'PATCH', path, { format: 'in_person' })).toEqual({ address: [M.address] });
    expect(await fieldErrors(tutor, 'PATCH', path, { age_min: 13 })).toEqual({ age_max: [M.ageOrder] });
    expect(await fieldErrors(tutor, 'PATCH', path, { title: '' })).toEqual({ title: [M.titleRequired] });
    const moved = await ok<CreatorClass>(tutor, 'PATCH', path, { format: 'in_person', address: 'Assi Ghat, Varanasi' });
    expect(moved.format).toBe('in_person');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/classes/${created.slug}/` })).json().address).toBe(
      'Assi Ghat, Varanasi',
    );

    const hidden = await ok<CreatorClass>(tutor, 'PATCH', path, { published: false });
    expect(hidden.published).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/classes/${created.slug}/` })).statusCode).toBe(404);

    for (const method of ['GET', 'PATCH'] as const) {
      const res = await call(otherTutor, method, path, method === 'PATCH' ? { title: 'Mine now' } : undefined);
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe(M.classNotFound);
    }
    const byAdmin = await ok<CreatorClass>(admin, 'PATCH', path, { published: true });
    expect(byAdmin.published).toBe(true);
    expect((await call(tutor, 'PATCH', 'creators/classes/no-such-class/', { title: 'x' })).statusCode).toBe(404);
  });

  it('keeps the capacity at or above the seats taken in a coming sitting (409), and carries it to those sittings', async () => {
    const group = await ok<CreatorClass>(
      tutor,
      'POST',
      'creators/classes/',
      onlineClass({ title: 'Gita circle', capacity: 5 }),
      201,
    );
    const day = inDays(5);
    const slots = (
      await ctx.app.inject({ method: 'GET', url: `/api/classes/${group.slug}/slots/?from=${day}&to=${day}` })
    ).json() as SlotsAnswer;
    const start = slots.results[0]!.start;
    for (let i = 0; i < 3; i++) {
      const who = (await register(ctx.app)).answer;
      await ok(who, 'POST', 'bookings/', { class: group.slug, start, idempotency_key: randomUUID() }, 201);
    }
    const path = `creators/classes/${group.slug}/`;
    const listed = await ok<CreatorClass>(tutor, 'GET', path);
    expect(listed.upcoming).toEqual({
      sittings: 1,
      seats_taken: 3,
      most_seats_taken: 3,
      next_start: new Date(start).toISOString(),
    });

    const refused = await call(tutor, 'PATCH', path, { capacity: 2 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'capacity_below_taken',
      errors: { capacity: [M.capacityBelowTaken] },
    });
    expect(refused.json().detail).toContain('3 seats taken');

    expect((await ok<CreatorClass>(tutor, 'PATCH', path, { capacity: 3 })).capacity).toBe(3);
    const [sitting] = await selectRows<{ capacity: number }>(
      ctx.database.db,
      sql`select capacity from class_sessions where class_id = ${group.id}`,
    );
    expect(sitting!.capacity).toBe(3);
    // Now full: the slot is gone for the next learner.
    const after = (
      await ctx.app.inject({ method: 'GET', url: `/api/classes/${group.slug}/slots/?from=${day}&to=${day}` })
    ).json() as SlotsAnswer;
    expect(after.results.map((s) => s.start)).not.toContain(start);
  });
});

describe('a class in other languages (issue 21)', () => {
  const hindi = { title: 'शुरुआत करने वालों के लिए उपनिषद', description: 'हर सप्ताह ईशोपनिषद का एक मंत्र।' };
  let created: CreatorClass;
  const inList = async (query: string) =>
    (
      (await ctx.app.inject({ method: 'GET', url: `/api/classes/?page_size=100&${query}` })).json()
        .results as ClassSummary[]
    ).find((c) => c.id === created.id);
  const page = async (query: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/classes/${created.slug}/?${query}` })).json() as ClassDetail;

  beforeAll(async () => {
    created = await ok<CreatorClass>(
      tutor,
      'POST',
      'creators/classes/',
      onlineClass({
        title: 'Upanishads for beginners',
        description: 'One mantra of the Isha each week.',
        // Written in English (its own language), so Hindi is a translation.
        language: 'en',
        translations: { hi: hindi },
      }),
      201,
    );
  });

  it('keeps what the tutor entered, and shows the reader’s language where there is one, else the original', async () => {
    expect(created.translations).toEqual({ hi: hindi });
    expect(created.title).toBe('Upanishads for beginners');
    expect(await inList('lang=hi')).toMatchObject(hindi);
    expect(await inList('lang=ta')).toMatchObject({ title: 'Upanishads for beginners' });
    expect((await inList(''))?.title).toBe('Upanishads for beginners');
    expect(await page('lang=hi')).toMatchObject(hindi);
    expect((await page('')).title).toBe('Upanishads for beginners');
    const tutorPage = (await ctx.app.inject({ method: 'GET', url: `/api/tutors/${tutor.user.id}/?lang=hi` })).json();
    expect(tutorPage.classes.find((c: ClassSummary) => c.id === created.id)).toMatchObject(hindi);
    const french = await ctx.app.inject({ method: 'GET', url: `/api/classes/${created.slug}/?lang=fr` });
    expect(french.statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/classes/?lang=fr' })).statusCode).toBe(400);
  });

  it('is found by a word only its translation has', async () => {
    expect(await inList(`q=${encodeURIComponent('उपनिषद')}`)).toBeDefined();
    expect(await inList(`q=${encodeURIComponent('ईशोपनिषद')}`)).toBeDefined();
  });

  it('changes one language and keeps the others; null removes a language', async () => {
    const path = `creators/classes/${created.slug}/`;
    const tamil = { title: 'தொடக்கநிலையினருக்கு உபநிடதங்கள்' };
    const both = await ok<CreatorClass>(tutor, 'PATCH', path, { translations: { ta: tamil } });
    expect(both.translations).toEqual({ hi: hindi, ta: tamil });
    expect((await inList('lang=ta'))?.title).toBe(tamil.title);
    // The Tamil description is not translated: the original.
    expect((await page('lang=ta')).description).toBe('One mantra of the Isha each week.');
    // A title found by its new Tamil word; the other fields of the class stay.
    expect(await inList(`q=${encodeURIComponent('உபநிடதங்கள்')}`)).toBeDefined();
    const removed = await ok<CreatorClass>(tutor, 'PATCH', path, { translations: { hi: null } });
    expect(removed.translations).toEqual({ ta: tamil });
    expect(removed.title).toBe('Upanishads for beginners');
    expect((await inList('lang=hi'))?.title).toBe('Upanishads for beginners');
  });

  it('keeps no copy in the language it is taught in, at creation or on an edit', async () => {
    const copy = { title: 'Upanishads (copy)' };
    const made = await ok<CreatorClass>(
      tutor,
      'POST',
      'creators/classes/',
      onlineClass({ title: 'Isha Upanishad', language: 'en', translations: { en: copy, hi: hindi } }),
      201,
    );
    expect(made.translations).toEqual({ hi: hindi });
    const path = `creators/classes/${made.slug}/`;
    const edited = await ok<CreatorClass>(tutor, 'PATCH', path, { translations: { en: copy } });
    expect(edited.translations).toEqual({ hi: hindi });
    // Taught in Hindi from now on: its Hindi translation would hide the new original from Hindi readers.
    const hindiNow = await ok<CreatorClass>(tutor, 'PATCH', path, { language: 'hi', title: 'ईशोपनिषद' });
    expect(hindiNow.translations).toEqual({});
  });

  it('refuses unknown languages and fields, empty and too long texts, with the field named', async () => {
    const path = `creators/classes/${created.slug}/`;
    expect(Object.keys(await fieldErrors(tutor, 'PATCH', path, { translations: { fr: { title: 'x' } } }))).toEqual([
      'translations',
    ]);
    expect(Object.keys(await fieldErrors(tutor, 'PATCH', path, { translations: { hi: { address: 'x' } } }))).toEqual([
      'translations.hi',
    ]);
    expect(await fieldErrors(tutor, 'PATCH', path, { translations: { hi: { title: 'क'.repeat(121) } } })).toEqual({
      'translations.hi.title': ['Use at most 120 characters.'],
    });
    expect(
      Object.keys(
        await fieldErrors(tutor, 'POST', 'creators/classes/', onlineClass({ translations: { hi: { title: ' ' } } })),
      ),
    ).toEqual(['translations.hi.title']);
  });

  it('may be translated by its tutor and an administrator only', async () => {
    const path = `creators/classes/${created.slug}/`;
    const body = { translations: { mr: { title: 'नवशिक्यांसाठी उपनिषदे' } } };
    expect((await call(null, 'PATCH', path, body)).statusCode).toBe(401);
    expect((await call(learner, 'PATCH', path, body)).statusCode).toBe(403);
    expect((await call(retreatRep, 'PATCH', path, body)).statusCode).toBe(403);
    expect((await call(otherTutor, 'PATCH', path, body)).statusCode).toBe(404);
    expect((await ok<CreatorClass>(admin, 'PATCH', path, body)).translations.mr).toEqual(body.translations.mr);
  });
});

describe('dashboard', () => {
  it('shows the coming sittings, the new bookings and what was paid this month per currency', async () => {
    const teacher = (await register(ctx.app, { creator_type: 'tutor' })).answer;
    await ok(teacher, 'PUT', 'creators/availability/', {
      weekly: everyDay('08:00', '12:00'),
      minimum_notice_minutes: 0,
      time_zone: 'America/New_York',
    });
    const paid = await ok<CreatorClass>(
      teacher,
      'POST',
      'creators/classes/',
      onlineClass({ title: 'Paid yoga', category: 'yoga', capacity: 10, price_minor: 150000 }),
      201,
    );
    const dollars = await ok<CreatorClass>(
      teacher,
      'POST',
      'creators/classes/',
      onlineClass({ title: 'Dollar yoga', category: 'yoga', capacity: 10, price_minor: 2500, currency: 'USD' }),
      201,
    );
    const day = inDays(6);
    const slotOf = async (slug: string, index: number) =>
      (
        (
          await ctx.app.inject({
            method: 'GET',
            url: `/api/classes/${slug}/slots/?from=${day}&to=${day}&tz=America/New_York`,
          })
        ).json() as SlotsAnswer
      ).results[index]!.start;
    const first = await slotOf(paid.slug, 0);
    const third = await slotOf(dollars.slug, 2);

    const bookAndPay = async (slug: string, start: string) => {
      const who = (await register(ctx.app)).answer;
      await confirmEmails(ctx.database);
      await ok(who, 'PATCH', 'users/me/', { display_name: 'Meera Joshi' });
      const booking = await ok<{ id: number }>(
        who,
        'POST',
        'bookings/',
        { class: slug, start, idempotency_key: randomUUID() },
        201,
      );
      await ok(teacher, 'POST', `bookings/${booking.id}/mark-paid/`, {});
      return booking.id;
    };
    await bookAndPay(paid.slug, first);
    const cancelled = await bookAndPay(paid.slug, first);
    await bookAndPay(dollars.slug, third);
    const lastMonth = await bookAndPay(dollars.slug, third);
    await ok(teacher, 'POST', `bookings/${cancelled}/cancel/`, { reason: 'Unwell, sorry.' });
    // A seat held at checkout and never paid: once its hold has lapsed it is no booking at all.
    const lapsed = (await register(ctx.app)).answer;
    await confirmEmails(ctx.database);
    const hold = await ok<{ id: number }>(
      lapsed,
      'POST',
      'bookings/',
      { class: paid.slug, start: first, idempotency_key: randomUUID() },
      201,
    );
    await ctx.database.db.execute(
      sql`update bookings set hold_expires_at = now() - interval '1 minute' where id = ${hold.id}`,
    );
    // Paid long ago: not this month's money.
    await ctx.database.db.execute(
      sql`update bookings set paid_at = now() - interval '40 days', created_at = now() - interval '40 days' where id = ${lastMonth}`,
    );

    const board = await ok<CreatorDashboard>(teacher, 'GET', 'creators/dashboard/');
    expect(board.time_zone).toBe('America/New_York');
    expect(board.upcoming).toEqual([
      expect.objectContaining({ class: paid.slug, class_title: 'Paid yoga', seats_taken: 1, capacity: 10 }),
      expect.objectContaining({ class: dollars.slug, class_title: 'Dollar yoga', seats_taken: 2, capacity: 10 }),
    ]);
    expect(board.upcoming[0]!.start).toBe(new Date(first).toISOString());
    // Four bookings this week: one cancelled, one a lapsed hold; the two that stand are the new ones.
    expect(board.new_bookings.count).toBe(2);
    expect(board.new_bookings.latest).toHaveLength(2);
    expect(board.new_bookings.latest[0]).toMatchObject({ learner: 'Meera Joshi', class: dollars.slug });
    expect(board.new_bookings.latest.map((b) => b.status)).toEqual(['confirmed', 'confirmed']);
    expect(board.earnings.totals).toEqual([
      { currency: 'INR', amount_minor: 150000, bookings: 1 },
      { currency: 'USD', amount_minor: 2500, bookings: 1 },
    ]);
    expect(board.earnings.month).toMatch(/^\d{4}-\d{2}$/);
  });

  it("reads the month in the tutor's own zone", () => {
    // 1 March 03:00 UTC is still February in New York and already March in Kolkata.
    const now = new Date('2026-03-01T03:00:00Z');
    expect(monthBounds(now, 'America/New_York')).toEqual({
      label: '2026-02',
      from: new Date('2026-02-01T05:00:00Z'),
      to: new Date('2026-03-01T05:00:00Z'),
    });
    expect(monthBounds(now, 'Asia/Kolkata').label).toBe('2026-03');
    // December rolls into January; a month that starts in summer time keeps its own offset.
    expect(monthBounds(new Date('2026-12-15T12:00:00Z'), 'Europe/London').to).toEqual(new Date('2027-01-01T00:00:00Z'));
    expect(monthBounds(new Date('2026-04-15T12:00:00Z'), 'Europe/London').from).toEqual(
      new Date('2026-03-31T23:00:00Z'),
    );
  });
});

describe('bad input from a tutor', () => {
  it('is answered with a 4xx and a detail, never a 5xx, field by field', async () => {
    const fresh = (await register(ctx.app, { creator_type: 'tutor' })).answer;
    const created = await ok<CreatorClass>(fresh, 'POST', 'creators/classes/', onlineClass({ capacity: 3 }), 201);
    const values: unknown[] = [
      null,
      '',
      'x'.repeat(10_000),
      -1,
      1.5,
      2 ** 53 + 1,
      true,
      [],
      {},
      [null],
      [{}],
      ['x'],
      [{ weekday: '1', start: 9, end: null }],
      [{ date: '2030-01-01', intervals: [null, { start: '25:00', end: '24:60' }] }],
      'ॐ नमः शिवाय',
      "' OR 1=1 --",
    ];
    const bodies: Array<[Method, string, Record<string, unknown>]> = [
      [
        'PUT',
        'creators/tutor/',
        { display_name: 'x', photo_url: '', bio: '', languages: [], specialities: [], time_zone: 'UTC' },
      ],
      [
        'PUT',
        'creators/availability/',
        {
          weekly: [],
          overrides: [],
          buffer_before_minutes: 0,
          buffer_after_minutes: 0,
          minimum_notice_minutes: 0,
          horizon_days: 1,
          time_zone: 'UTC',
        },
      ],
      ['POST', 'creators/classes/', onlineClass()],
      ['PATCH', `creators/classes/${created.slug}/`, onlineClass()],
    ];
    const problems: string[] = [];
    for (const [method, path, valid] of bodies) {
      for (const field of Object.keys(valid)) {
        for (const value of values) {
          const res = await call(fresh, method, path, { ...valid, [field]: value });
          const detail = res.statusCode >= 400 ? (res.json() as { detail?: unknown }).detail : 'ok';
          if (res.statusCode >= 500 || typeof detail !== 'string' || !detail)
            problems.push(`${res.statusCode} ${method} ${path} ${field}=${JSON.stringify(value).slice(0, 40)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
