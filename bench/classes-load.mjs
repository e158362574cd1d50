// Classes with tutors under load, on PostgreSQL (issue 9):
//  (a) slot computation for a tutor with a year of bookings: one tutor (Europe/London, so the year
//      crosses both daylight-saving changes) whose next 365 days are filled with sittings and their
//      bookings, written straight into the database; then GET /api/classes/{slug}/slots/ for a week,
//      a month and 62 days (the widest range allowed) at several points of the year, seen from New
//      York (the other side's DST dates), and the pure openSlots function on the same data in-process;
//  (b) booking throughput, on a second tutor with the same rules and nothing booked yet: N learners
//      at once booking distinct open slots, all the same group slot, all the same one-to-one slot,
//      the one-to-one and the group class at the same time (two sittings that would overlap), and
//      each request sent twice at once with one idempotency key.
//      After each case an SQL check: seats equal a recount of the bookings, no sitting above its
//      capacity, no two seat-holding sittings of a tutor overlap, every booking answered 2xx stored.
// Two API processes behind nginx on PostgreSQL and Redis (bench/scale/cluster.mjs), ports 3650-3699;
// (a) asks one process directly, (b) goes through nginx to both.
//   node --import tsx bench/classes-load.mjs          (tsx: openSlots is loaded from its TypeScript source)
//   SECONDS_PER_CASE=2 LEARNERS=20,50 node --import tsx bench/classes-load.mjs      (a quick run)
// Knobs: SECONDS_PER_CASE=5, CLIENTS=8 (slot requests), FILL=0.75 (share of the year's times taken),
// LEARNERS=50,200 (the sizes of the booking cases), PARTS=slots,bookings (either alone).
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openSlots, startOfLocalDate } from '../apps/api/src/modules/classes/slots.ts';
import { printTable } from './lib.mjs';
import { startCluster } from './scale/cluster.mjs';
import { seatProblems } from './scale/verify.mjs';

const SECONDS = Number(process.env.SECONDS_PER_CASE ?? 5);
const CLIENTS = Number(process.env.CLIENTS ?? 8);
const FILL = Number(process.env.FILL ?? 0.75);
const LEARNER_COUNTS = (process.env.LEARNERS ?? '50,200').split(',').map(Number);
const PARTS = (process.env.PARTS ?? 'slots,bookings').split(',');
const PORTS = [3650, 3699];

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const VISITOR_ZONE = 'America/New_York';
const PASSWORD = 'bench-classes-password-1';

/** Buffers, notice and horizon of both bench tutors. */
const RULES = {
  timeZone: 'Europe/London',
  bufferBeforeMinutes: 5,
  bufferAfterMinutes: 10,
  minimumNoticeMinutes: 240,
  horizonDays: 365,
};
/** The busy tutor of (a): two sessions a day on weekdays and Saturday, a short Sunday, days off and extra hours. */
const TUTOR = {
  ...RULES,
  username: 'bench_year_tutor',
  slug: 'bench-year-tutor',
  weekly: [
    ...[1, 2, 3, 4, 5, 6].flatMap((weekday) => [
      { weekday, start: '07:00', end: '13:00' },
      { weekday, start: '15:00', end: '21:00' },
    ]),
    { weekday: 0, start: '08:00', end: '12:00' },
  ],
};
const ONE_TO_ONE = { slug: 'bench-year-one-to-one', duration: 45, capacity: 1, price: 150_000 };
const GROUP = { slug: 'bench-year-group', duration: 60, capacity: 12, price: 0 };
/**
 * The tutor of (b), with nothing booked yet and the same rules, teaching 06:00-22:00 every day: room
 * for hundreds of separate times. Its one-to-one class is paid (the seat is held for payment), its
 * group class free (confirmed at once).
 */
const BOOKING_TUTOR = {
  ...RULES,
  username: 'bench_booking_tutor',
  slug: 'bench-booking-tutor',
  weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '06:00', end: '22:00' })),
};
const BOOK_ONE = { ...ONE_TO_ONE, slug: 'bench-book-one-to-one' };
const BOOK_GROUP = { ...GROUP, slug: 'bench-book-group' };
const LEARNERS_IN_DATA = 1000;

/** A small seeded generator, so every run writes the same year. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const dateIn = (instant, timeZone) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

/** Every 19th date a day off, every 23rd a long day (07:00-21:00): overrides spread over the year. */
function overridesFor(now) {
  const overrides = [];
  for (let d = 3; d < TUTOR.horizonDays; d++) {
    const date = dateIn(new Date(now.getTime() + d * DAY), TUTOR.timeZone);
    if (d % 19 === 0) overrides.push({ date, intervals: [] });
    else if (d % 23 === 0) overrides.push({ date, intervals: [{ start: '07:00', end: '21:00' }] });
  }
  return overrides;
}

const percentiles = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
};
const ms = (n) => `${n < 1 ? n.toFixed(3) : n.toFixed(1)} ms`;

/** A tutor account with its profile, availability and classes, written in SQL. */
async function createTutor(client, tutor, classes, overrides = []) {
  const one = async (text, params) => (await client.query(text, params)).rows[0];
  const tutorId = (
    await one(
      `INSERT INTO users (username, email, display_name, role) VALUES ($1::text, $1::text || '@example.com', 'Bench tutor', 'creator')
       RETURNING id`,
      [tutor.username],
    )
  ).id;
  await client.query(
    `INSERT INTO creator_profiles (user_id, creator_type, headline) VALUES ($1, 'tutor', 'Bench tutor')`,
    [tutorId],
  );
  await client.query(
    `INSERT INTO tutors (user_id, slug, languages, specialities, time_zone) VALUES ($1, $2, '{en,hi}', '{yoga}', $3)`,
    [tutorId, tutor.slug, tutor.timeZone],
  );
  const availability = { ...tutor, overrides };
  await client.query(
    `INSERT INTO tutor_availability (tutor_id, weekly, overrides, buffer_before_minutes, buffer_after_minutes,
                                     minimum_notice_minutes, horizon_days)
     VALUES ($1, $2::jsonb, $3::jsonb, $4, $5, $6, $7)`,
    [
      tutorId,
      JSON.stringify(availability.weekly),
      JSON.stringify(availability.overrides),
      tutor.bufferBeforeMinutes,
      tutor.bufferAfterMinutes,
      tutor.minimumNoticeMinutes,
      tutor.horizonDays,
    ],
  );
  const classIds = {};
  for (const c of classes) {
    classIds[c.slug] = (
      await one(
        `INSERT INTO classes (slug, tutor_id, title, category, language, level, format, meeting_url, duration_minutes,
                              capacity, price_minor, currency, cancellation_hours)
         VALUES ($1, $2, $3, 'yoga', 'en', 'all', 'online', 'https://meet.example.com/bench', $4, $5, $6, 'INR', 24)
         RETURNING id`,
        [c.slug, tutorId, `Bench ${c.slug}`, c.duration, c.capacity, c.price],
      )
    ).id;
  }
  return { tutorId, classIds, availability };
}

/**
 * The year, written in SQL: the tutor with availability and two classes, 1,000 learners, and the
 * sittings of the next 365 days with their bookings. The times are the classes' own scheduled times
 * (openSlots with nothing booked), taken in order while they fit after the previous sitting and its
 * buffers, each with probability FILL; a group sitting has 1 to 12 learners. One sitting in 30 had
 * its bookings cancelled (kept, holding no seat), and one booking in 20 was cancelled beside them.
 */
async function generateYear(client, now) {
  const t0 = performance.now();
  const one = async (text, params) => (await client.query(text, params)).rows[0];
  const { tutorId, classIds, availability } = await createTutor(client, TUTOR, [ONE_TO_ONE, GROUP], overridesFor(now));
  const learner0 = (
    await one(
      `INSERT INTO users (username, email, display_name)
       SELECT 'bench_l' || g, 'bench_l' || g || '@example.com', 'Bench learner ' || g FROM generate_series(1, $1::int) g
       RETURNING id`,
      [LEARNERS_IN_DATA],
    )
  ).id;

  // The scheduled times of both classes over the year, in time order (ties in random order).
  const rand = random(9);
  const until = new Date(now.getTime() + TUTOR.horizonDays * DAY);
  const candidates = [ONE_TO_ONE, GROUP]
    .flatMap((c) =>
      openSlots({
        availability,
        durationMinutes: c.duration,
        capacity: c.capacity,
        busy: [],
        from: now,
        to: until,
        now,
      }).map((s) => ({ c, start: s.start, end: s.end, tie: rand() })),
    )
    .sort((x, y) => x.start - y.start || x.tie - y.tie);
  const before = TUTOR.bufferBeforeMinutes * MINUTE;
  const after = TUTOR.bufferAfterMinutes * MINUTE;
  const sittings = [];
  let busyUntil = 0;
  for (const s of candidates) {
    if (s.start.getTime() - before < busyUntil || rand() >= FILL) continue;
    busyUntil = s.end.getTime() + after;
    const seats = s.c.capacity === 1 ? 1 : 1 + Math.floor(rand() * s.c.capacity);
    sittings.push({ ...s, seats, cancelled: rand() < 1 / 30 });
  }

  const session = { classId: [], start: [], end: [], capacity: [], taken: [] };
  const booking = { classId: [], start: [], learner: [], status: [], key: [], price: [] };
  let next = 0;
  const addBooking = (s, status) => {
    booking.classId.push(classIds[s.c.slug]);
    booking.start.push(s.start.toISOString());
    booking.learner.push(learner0 + (next % LEARNERS_IN_DATA));
    booking.status.push(status);
    booking.key.push(`bench-year-${next++}`);
    booking.price.push(s.c.price);
  };
  for (const s of sittings) {
    const statuses = Array.from({ length: s.seats }, () => (s.cancelled || rand() < 0.05 ? 'cancelled' : 'confirmed'));
    session.classId.push(classIds[s.c.slug]);
    session.start.push(s.start.toISOString());
    session.end.push(s.end.toISOString());
    session.capacity.push(s.c.capacity);
    session.taken.push(statuses.filter((st) => st === 'confirmed').length);
    for (const status of statuses) addBooking(s, status);
  }
  await client.query(
    `INSERT INTO class_sessions (class_id, tutor_id, start_at, end_at, busy, capacity, seats_taken)
     SELECT c, $1, s, e, tstzrange(s - make_interval(mins => $7), e + make_interval(mins => $8), '[)'), cap, n
     FROM unnest($2::int[], $3::timestamptz[], $4::timestamptz[], $5::int[], $6::int[]) x(c, s, e, cap, n)`,
    [
      tutorId,
      session.classId,
      session.start,
      session.end,
      session.capacity,
      session.taken,
      TUTOR.bufferBeforeMinutes,
      TUTOR.bufferAfterMinutes,
    ],
  );
  await client.query(
    `INSERT INTO bookings (session_id, class_id, learner_id, seats, status, idempotency_key, price_minor, currency,
                           paid_at, cancelled_at, created_at)
     SELECT s.id, b.c, b.l, 1, b.st, b.k, b.p, 'INR',
            CASE WHEN b.p > 0 AND b.st = 'confirmed' THEN now() END, CASE WHEN b.st = 'cancelled' THEN now() END, now()
     FROM unnest($1::int[], $2::timestamptz[], $3::int[], $4::text[], $5::text[], $6::int[]) b(c, s, l, st, k, p)
     JOIN class_sessions s ON s.class_id = b.c AND s.start_at = b.s`,
    [booking.classId, booking.start, booking.learner, booking.status, booking.key, booking.price],
  );
  await client.query('ANALYZE');
  const totals = await one(
    `SELECT count(*)::int AS sittings, count(*) FILTER (WHERE seats_taken > 0)::int AS holding,
            (SELECT count(*)::int FROM bookings WHERE class_id = ANY($2)) AS bookings,
            (SELECT count(*)::int FROM bookings WHERE class_id = ANY($2) AND status = 'confirmed') AS confirmed
     FROM class_sessions WHERE tutor_id = $1`,
    [tutorId, Object.values(classIds)],
  );
  console.log(
    `  generated in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${totals.sittings} sittings ` +
      `(${totals.holding} holding seats), ${totals.bookings} bookings (${totals.confirmed} confirmed), ` +
      `${availability.overrides.length} date overrides`,
  );
  return { tutorId, classIds, availability, totals };
}

/** The tutor's seat-holding sittings around [from, to), as the slots endpoint reads them (bookings.ts, busyTimes). */
async function busyAround(client, tutorId, classId, from, to) {
  const { rows } = await client.query(
    `SELECT class_id, start_at, end_at, seats_taken FROM class_sessions
     WHERE tutor_id = $1 AND seats_taken > 0 AND start_at < $3 AND end_at > $2`,
    [tutorId, new Date(from.getTime() - DAY), new Date(to.getTime() + DAY)],
  );
  return rows.map((r) => ({
    start: r.start_at,
    end: r.end_at,
    seats: r.seats_taken,
    sameClass: r.class_id === classId,
  }));
}

/** `CLIENTS` clients asking one URL for SECONDS: requests/s and latency percentiles. */
async function hammer(url) {
  const latencies = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const res = await fetch(url);
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (!res.ok) failures++;
      }
    }),
  );
  return { rps: latencies.length / ((performance.now() - started) / 1000), failures, ...percentiles(latencies) };
}

/** Calls of the pure function for about a second (at least 20): latency percentiles of one call. */
function timeCalls(work) {
  for (let i = 0; i < 5; i++) work(); // Warm up the JIT.
  const times = [];
  const until = performance.now() + 1000;
  while (times.length < 20 || performance.now() < until) {
    const t0 = performance.now();
    work();
    times.push(performance.now() - t0);
  }
  return { calls: times.length, ...percentiles(times) };
}

async function slotCases(client, apiUrl, year, classIds, now) {
  const http = [];
  const pure = [];
  const points = [
    ['next days', 1],
    ['in 3 months', 90],
    ['in 6 months', 180],
    ['in 10 months', 300],
  ];
  const ranges = [
    ['1 week', 6],
    ['1 month', 30],
    ['62 days', 62],
  ];
  for (const c of [ONE_TO_ONE, GROUP]) {
    for (const [when, offset] of points) {
      for (const [span, days] of ranges) {
        const fromDate = dateIn(new Date(now.getTime() + offset * DAY), VISITOR_ZONE);
        const toDate = dateIn(new Date(now.getTime() + (offset + days) * DAY), VISITOR_ZONE);
        const url = `${apiUrl}/api/classes/${c.slug}/slots/?from=${fromDate}&to=${toDate}&tz=${encodeURIComponent(VISITOR_ZONE)}`;
        const first = await fetch(url);
        const body = await first.json();
        if (!first.ok) throw new Error(`${url}: ${first.status} ${JSON.stringify(body)}`);

        // The same computation in-process: the same rows, read as the endpoint reads them.
        const from = startOfLocalDate(fromDate, VISITOR_ZONE);
        const to = new Date(startOfLocalDate(toDate, VISITOR_ZONE).getTime() + DAY);
        const busy = await busyAround(client, year.tutorId, classIds[c.slug], from, to);
        const input = {
          availability: year.availability,
          durationMinutes: c.duration,
          capacity: c.capacity,
          busy,
          from,
          to,
          now: new Date(),
        };
        const inProcess = openSlots(input).length;
        const h = await hammer(url);
        const p = timeCalls(() => openSlots(input));
        const label = {
          class: c.capacity === 1 ? '1:1, 45 min' : `group of ${c.capacity}, 60 min`,
          from: `${when} (${fromDate})`,
          range: span,
        };
        http.push({
          ...label,
          'busy sittings': busy.length,
          'open slots': body.count,
          'req/s': h.rps.toFixed(0),
          p50: ms(h.p50),
          p95: ms(h.p95),
          p99: ms(h.p99),
          errors: h.failures,
        });
        pure.push({
          ...label,
          'busy sittings': busy.length,
          'open slots': inProcess,
          calls: p.calls,
          p50: ms(p.p50),
          p95: ms(p.p95),
          p99: ms(p.p99),
        });
      }
    }
  }
  // The endpoint hands openSlots only the sittings around the range; given the whole year instead,
  // each slot scans the sorted list from its beginning, which this row measures.
  const { rows } = await client.query(
    `SELECT class_id, start_at, end_at, seats_taken FROM class_sessions WHERE tutor_id = $1 AND seats_taken > 0`,
    [year.tutorId],
  );
  const whole = rows.map((r) => ({
    start: r.start_at,
    end: r.end_at,
    seats: r.seats_taken,
    sameClass: r.class_id === classIds[GROUP.slug],
  }));
  const fromDate = dateIn(new Date(now.getTime() + 300 * DAY), VISITOR_ZONE);
  const from = startOfLocalDate(fromDate, VISITOR_ZONE);
  const to = new Date(from.getTime() + 63 * DAY);
  const input = {
    availability: year.availability,
    durationMinutes: GROUP.duration,
    capacity: GROUP.capacity,
    busy: whole,
    from,
    to,
    now: new Date(),
  };
  const p = timeCalls(() => openSlots(input));
  pure.push({
    class: `group of ${GROUP.capacity}, 60 min`,
    from: `in 10 months (${fromDate})`,
    range: '62 days, whole year passed',
    'busy sittings': whole.length,
    'open slots': openSlots(input).length,
    calls: p.calls,
    p50: ms(p.p50),
    p95: ms(p.p95),
    p99: ms(p.p99),
  });
  return { http, pure };
}

// ---------------------------------------------------------------------------------------------
// (b) Booking throughput

async function postJson(url, body, token) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json().catch(() => null) };
}

/** Learners registered through the API, a few at a time (each registration hashes a password). */
async function registerLearners(base, count) {
  const learners = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < count) {
        const i = next++;
        const username = `bench_book_${i}`;
        const res = await postJson(`${base}/api/users/register/`, {
          username,
          email: `${username}@example.com`,
          password: PASSWORD,
        });
        if (res.status !== 201) throw new Error(`register ${username}: ${res.status} ${JSON.stringify(res.json)}`);
        learners[i] = { id: res.json.user.id, token: res.json.access };
      }
    }),
  );
  return learners;
}

/** Open slots of a class from two days ahead to the end of the horizon, 62 days per request. */
async function openSlotsOf(base, slug, now) {
  const slots = [];
  for (let offset = 2; offset < RULES.horizonDays; offset += 63) {
    const from = dateIn(new Date(now.getTime() + offset * DAY), 'UTC');
    const to = dateIn(new Date(now.getTime() + (offset + 62) * DAY), 'UTC');
    const res = await fetch(`${base}/api/classes/${slug}/slots/?from=${from}&to=${to}&tz=UTC`);
    const body = await res.json();
    if (!res.ok) throw new Error(`slots of ${slug}: ${res.status} ${JSON.stringify(body)}`);
    slots.push(...body.results);
  }
  return slots;
}

/** Open times whose sittings, buffers included, overlap neither each other nor anything booked. */
function apart(slots, count) {
  const picked = [];
  let busyUntil = 0;
  for (const s of slots) {
    const start = Date.parse(s.start) - RULES.bufferBeforeMinutes * MINUTE;
    if (start < busyUntil) continue;
    picked.push(s);
    busyUntil = Date.parse(s.end) + RULES.bufferAfterMinutes * MINUTE;
    if (picked.length === count) break;
  }
  if (picked.length < count) throw new Error(`only ${picked.length} separate open slots, ${count} wanted`);
  return picked;
}

/**
 * Every attempt sent at once, or one after another (`oneByOne`, with `gapMs` between an answer and the
 * next send); wall time from the first send to the last answer.
 */
async function fire(base, attempts, oneByOne = false, gapMs = 0) {
  const started = performance.now();
  const send = async (a) => {
    const t0 = performance.now();
    const res = await postJson(
      `${base}/api/bookings/`,
      { class: a.slug, start: a.start, idempotency_key: a.key },
      a.learner.token,
    );
    return { ...a, status: res.status, json: res.json, ms: performance.now() - t0 };
  };
  const answers = [];
  if (oneByOne)
    for (const a of attempts) {
      answers.push(await send(a));
      if (gapMs) await new Promise((resolve) => setTimeout(resolve, gapMs));
    }
  else answers.push(...(await Promise.all(attempts.map(send))));
  return { answers, seconds: (performance.now() - started) / 1000 };
}

/**
 * The seat invariants over every sitting (bench/scale/verify.mjs), and the bookings answered 2xx
 * stored as asked. Returns the problems found (an empty list when all hold).
 */
async function verifyBookings(client, answers) {
  const problems = await seatProblems(client);
  const acknowledged = answers.filter((a) => a.status >= 200 && a.status < 300);
  const stored = await client.query(
    `SELECT b.id, b.learner_id, c.slug, s.start_at FROM bookings b JOIN classes c ON c.id = b.class_id
     JOIN class_sessions s ON s.id = b.session_id WHERE b.id = ANY($1::int[])`,
    [acknowledged.map((a) => a.json.id)],
  );
  const byId = new Map(stored.rows.map((r) => [r.id, r]));
  for (const a of acknowledged) {
    const row = byId.get(a.json.id);
    if (!row) problems.push(`booking ${a.json.id} answered ${a.status} is missing`);
    else if (row.learner_id !== a.learner.id || row.slug !== a.slug || row.start_at.getTime() !== Date.parse(a.start))
      problems.push(`booking ${a.json.id} is not the one asked for`);
  }
  return problems;
}

async function bookingCases(client, base, now) {
  const learners = await registerLearners(base, Math.max(...LEARNER_COUNTS));
  // Confirmed, as the code mailed at sign-up would: a paid seat is held only for a confirmed address.
  await client.query(`UPDATE users SET email_verified_at = now() WHERE id = ANY($1::int[])`, [
    learners.map((l) => l.id),
  ]);
  const rows = [];
  const run = async (c) => {
    const { answers, seconds } = await fire(base, c.attempts, c.oneByOne, c.gapMs);
    const created = answers.filter((a) => a.status === 201).length;
    const byStatus = {};
    for (const a of answers) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
    const undetailed = answers.filter((a) => a.status >= 400 && typeof a.json?.detail !== 'string').length;
    const booked = new Set(answers.filter((a) => a.status < 300).map((a) => a.json.id)).size;
    const problems = await verifyBookings(client, answers);
    if (undetailed) problems.push(`${undetailed} errors without a detail`);
    const failed = answers.filter((a) => a.status === 0 || a.status >= 500).length;
    if (failed) problems.push(`${failed} answers 5xx or none`);
    if (!c.ok(booked, answers)) problems.push(`expected ${c.expect}`);
    const p = percentiles(answers.map((a) => a.ms));
    rows.push({
      case: c.name,
      requests: answers.length,
      answers: Object.entries(byStatus)
        .map(([s, k]) => `${k}×${s}`)
        .join(' '),
      booked,
      'bookings/s': (created / seconds).toFixed(0),
      'requests/s': (answers.length / seconds).toFixed(0),
      p50: ms(p.p50),
      p99: ms(p.p99),
      verified: problems.length ? `FAIL: ${problems.slice(0, 3).join('; ')}` : 'ok',
    });
  };

  // What a request costs with nothing else running, to read the rows against: health, the
  // signed-in profile, then one booking after another.
  const timed = async (url, headers) => {
    const times = [];
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      await (await fetch(url, { headers })).arrayBuffer();
      times.push(performance.now() - t0);
    }
    return ms(percentiles(times).p50);
  };
  console.log(
    `\nOne request at a time through nginx, p50: GET /api/health/ ${await timed(`${base}/api/health/`)}, ` +
      `GET /api/users/me/ ${await timed(`${base}/api/users/me/`, { authorization: `Bearer ${learners[0].token}` })}, ` +
      `GET slots of the booking tutor's 1:1 class for a week ${await timed(
        `${base}/api/classes/${BOOK_ONE.slug}/slots/?from=${dateIn(new Date(now.getTime() + 2 * DAY), 'UTC')}&to=${dateIn(new Date(now.getTime() + 8 * DAY), 'UTC')}&tz=UTC`,
      )}`,
  );
  // The baseline: what one booking costs with nobody else booking. Back to back, each booking shares
  // the processes with the mail of the one before (its calendar invitation is made after the commit);
  // 100 ms apart, that mail has gone, and the row shows the booking's own cost.
  const alone = apart(await openSlotsOf(base, BOOK_ONE.slug, now), 40);
  for (const [name, gapMs, slots] of [
    ['one learner, 20 bookings one after another', 0, alone.slice(0, 20)],
    ['one learner, 20 bookings 100 ms apart', 100, alone.slice(20)],
  ])
    await run({
      name,
      expect: '20 booked',
      oneByOne: true,
      gapMs,
      attempts: slots.map((slot, i) => ({
        learner: learners[0],
        slug: BOOK_ONE.slug,
        start: slot.start,
        key: `bench-alone-${gapMs}-${i}`,
      })),
      ok: (booked) => booked === 20,
    });
  for (const n of LEARNER_COUNTS) {
    const who = learners.slice(0, n);
    // One key per learner and case: a case never meets an earlier case's booking by its key.
    const key = (tag, i) => `bench-${n}-${tag}-${i}`;
    const oneToOne = await openSlotsOf(base, BOOK_ONE.slug, now);
    const group = (await openSlotsOf(base, BOOK_GROUP.slug, now)).filter((s) => s.seats_left === BOOK_GROUP.capacity);
    // Four disjoint sets of one-to-one times: distinct slots, duplicates, the contended one, the clash.
    const separate = apart(oneToOne, 2 * n + 2);
    const distinct = separate.slice(0, n);
    const twice = separate.slice(n, 2 * n);
    const contended = separate[2 * n];
    // A time both classes start at, where neither is booked yet: two sittings that would overlap.
    // Times at least three hours from every other time of the round, so no case's sitting blocks another's.
    const far = (slot, others) =>
      others.every((o) => Math.abs(Date.parse(o.start) - Date.parse(slot.start)) >= 3 * 60 * MINUTE);
    const clash = group.find((g) => oneToOne.some((o) => o.start === g.start) && far(g, separate));
    const sameGroup = clash && group.find((g) => far(g, [...separate, clash]));
    if (!clash || !sameGroup) throw new Error('no free group time left for the contended cases');

    const cases = [
      {
        name: `${n} learners, ${n} distinct 1:1 slots`,
        expect: `${n} booked`,
        attempts: who.map((learner, i) => ({
          learner,
          slug: BOOK_ONE.slug,
          start: distinct[i].start,
          key: key('distinct', i),
        })),
        ok: (booked) => booked === n,
      },
      {
        name: `${n} learners, one group slot (${BOOK_GROUP.capacity} seats)`,
        expect: `${Math.min(n, BOOK_GROUP.capacity)} booked`,
        attempts: who.map((learner, i) => ({
          learner,
          slug: BOOK_GROUP.slug,
          start: sameGroup.start,
          key: key('group', i),
        })),
        ok: (booked) => booked === Math.min(n, BOOK_GROUP.capacity),
      },
      {
        name: `${n} learners, one 1:1 slot`,
        expect: '1 booked',
        attempts: who.map((learner, i) => ({
          learner,
          slug: BOOK_ONE.slug,
          start: contended.start,
          key: key('one', i),
        })),
        ok: (booked) => booked === 1,
      },
      {
        name: `${n} learners, 1:1 and group at one time`,
        expect: `1 (1:1) or ≤ ${BOOK_GROUP.capacity} (group), not both`,
        attempts: who.map((learner, i) => ({
          learner,
          slug: i % 2 ? BOOK_GROUP.slug : BOOK_ONE.slug,
          start: clash.start,
          key: key('clash', i),
        })),
        ok: (booked, answers) => {
          const won = new Set(answers.filter((a) => a.status === 201).map((a) => a.slug));
          return won.size === 1 && booked >= 1 && booked <= (won.has(BOOK_GROUP.slug) ? BOOK_GROUP.capacity : 1);
        },
      },
      {
        name: `${n} learners, distinct 1:1 slots, each sent twice at once`,
        expect: `${n} booked, each once`,
        attempts: who.flatMap((learner, i) =>
          [0, 1].map(() => ({ learner, slug: BOOK_ONE.slug, start: twice[i].start, key: key('twice', i) })),
        ),
        ok: (booked) => booked === n,
      },
    ];
    for (const c of cases) await run(c);
  }
  return rows;
}

async function main() {
  const cluster = await startCluster({ apiProcesses: 2, rateLimits: 'off', ports: PORTS });
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    const now = new Date();
    // The machine is shared: its load says how much of the two cores the run had.
    const load = () => os.loadavg()[0].toFixed(1);
    console.log(`${os.cpus().length} cores, load average ${load()} at the start`);
    if (PARTS.includes('slots')) {
      console.log(`Generating a year of sittings for one tutor (fill ${FILL})`);
      const year = await generateYear(client, now);
      const { http, pure } = await slotCases(client, cluster.apis[0].url, year, year.classIds, now);
      const t = year.totals;
      printTable(
        `Slots of a tutor with a year of bookings (${t.holding} seat-holding sittings, ${t.confirmed} confirmed bookings, ` +
          `Europe/London, seen from ${VISITOR_ZONE}): GET /api/classes/{slug}/slots/ on one API process, ` +
          `PostgreSQL, ${CLIENTS} clients, ${SECONDS} s each`,
        http,
      );
      printTable('The same computation in-process: openSlots on the same sittings, one call', pure);
    }
    if (!PARTS.includes('bookings')) return;
    await createTutor(client, BOOKING_TUTOR, [BOOK_ONE, BOOK_GROUP]);
    const booking = await bookingCases(client, cluster.nginxUrl, now);
    printTable(
      'Booking throughput: POST /api/bookings/ all sent at once, through nginx to two API processes on PostgreSQL; ' +
        'verified: seats = recount, none above capacity, no overlapping sittings of a tutor, every 2xx stored',
      booking,
    );
    console.log(`\nload average ${load()} at the end`);
    if (booking.some((r) => r.verified !== 'ok')) process.exitCode = 1;
  } finally {
    await client.end();
    await cluster.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
