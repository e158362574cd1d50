import { BOOKING_MESSAGES, type Booking, type LoginResponse, type SlotsAnswer } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/client';
import { bearer, confirmEmails, register } from './account-helpers';
import { createTestContext, type TestContext } from './helpers';

/**
 * The tutor proposes a new time (issue 24): who may propose, accept and decline, each refusal, the
 * seat moving only on acceptance with the counts exact, the full refund on declining, and who is told.
 */
let ctx: TestContext;
let tutor: LoginResponse;
let otherTutor: LoginResponse;
let learner: LoginResponse & { email: string };
let stranger: LoginResponse;
let admin: LoginResponse;

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMITS: 'off', PUBLIC_URL: 'https://sangam.example' } });
  tutor = (await register(ctx.app, { creator_type: 'tutor' })).answer;
  otherTutor = (await register(ctx.app, { creator_type: 'tutor' })).answer;
  const l = await register(ctx.app);
  learner = { ...l.answer, email: l.account.email };
  stranger = (await register(ctx.app)).answer;
  admin = (await register(ctx.app)).answer;
  await confirmEmails(ctx.database);
  const db = ctx.database.db;
  await db.execute(sql`update users set role = 'admin' where id = ${admin.user.id}`);
  await db.execute(sql`update users set display_name = 'Acharya Ravi' where id = ${tutor.user.id}`);
  const weekly = JSON.stringify([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '12:00' })));
  for (const who of [tutor, otherTutor]) {
    await db.execute(sql`
      insert into tutors (user_id, slug, time_zone) values (${who.user.id}, ${`prop-tutor-${who.user.id}`}, 'Asia/Kolkata')`);
    await db.execute(sql`
      insert into tutor_availability (tutor_id, weekly, minimum_notice_minutes, horizon_days)
      values (${who.user.id}, ${weekly}::jsonb, 60, 28)`);
  }
});
afterAll(async () => {
  await ctx?.close();
});

let classes = 0;
/** A one-to-one class of the tutor (₹900, or free), whose cancellation window has long passed for any booking. */
async function makeClass(price = 90000) {
  const slug = `prop-${++classes}`;
  await ctx.database.db.execute(sql`
    insert into classes (slug, tutor_id, title, category, language, level, format, duration_minutes, capacity,
                         price_minor, currency, cancellation_hours)
    values (${slug}, ${tutor.user.id}, ${`Gita ${classes}`}, 'gita-study', 'en', 'all', 'online', 60, 1,
            ${price}, 'INR', 2000)`);
  return slug;
}

/** A day of its own for each test: one tutor's classes cannot meet at the same time. */
let days = 1;
const freshDay = () => new Date(Date.now() + ++days * 86_400_000).toISOString().slice(0, 10);

async function openTimes(slug: string, day: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/classes/${slug}/slots/?from=${day}&to=${day}` });
  return (res.json() as SlotsAnswer).results.map((s) => s.start);
}

const post = (who: LoginResponse, url: string, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(who.access), payload });

async function book(who: LoginResponse, slug: string, start: string): Promise<Booking> {
  const res = await post(who, '/api/bookings/', { class: slug, start, idempotency_key: `p-${Math.random()}` });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A confirmed, paid (directly, marked by the tutor) booking of a fresh class on a fresh day. */
async function paidBooking() {
  const slug = await makeClass();
  const day = freshDay();
  const [first, second] = await openTimes(slug, day);
  const held = await book(learner, slug, first!);
  expect((await post(tutor, `/api/bookings/${held.id}/mark-paid/`)).statusCode).toBe(200);
  return { slug, day, booking: held, other: second! };
}

/** An hour later than an ISO time: a time outside the tutor's weekly hours is theirs to propose. */
const later = (iso: string, hours: number) => new Date(new Date(iso).getTime() + hours * 3_600_000).toISOString();

const seatsAt = async (slug: string, start: string) =>
  (
    await selectRows<{ seats_taken: number }>(
      ctx.database.db,
      sql`select s.seats_taken from class_sessions s join classes c on c.id = s.class_id
          where c.slug = ${slug} and s.start_at = ${start}`,
    )
  )[0]?.seats_taken ?? 0;

/** The person's inbox, once the outbox has delivered what the bookings' mails note (their items too). */
const items = async (who: LoginResponse, kind: string) => {
  await ctx.app.ctx.outbox.drain();
  const res = await ctx.app.inject({ method: 'GET', url: '/api/notifications/', headers: bearer(who.access) });
  return (res.json().results as { kind: string; title: string; body: string; url: string }[]).filter(
    (item) => item.kind === kind,
  );
};

async function mails(subject: string) {
  await ctx.app.ctx.outbox.drain();
  return selectRows<{ recipient: string; text: string }>(
    ctx.database.db,
    sql`select recipient, text from mail_outbox where subject = ${subject} order by id`,
  );
}

describe('proposing a new time', () => {
  it('is for the class’s tutor or an administrator; the learner sees it, is told, and no seat is taken', async () => {
    const { slug, booking } = await paidBooking();
    const start = later(booking.start, 6);
    const url = `/api/bookings/${booking.id}/propose-time/`;
    for (const who of [learner, stranger, otherTutor]) expect((await post(who, url, { start })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url, payload: { start } })).statusCode).toBe(401);

    const proposed = await post(tutor, url, { start, note: 'I am travelling that morning.' });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.json().proposal).toEqual({
      start: new Date(start).toISOString(),
      note: 'I am travelling that morning.',
      proposed_at: expect.any(String),
    });
    expect(proposed.json().start).toBe(booking.start);
    expect(await seatsAt(slug, start)).toBe(0);
    expect(await seatsAt(slug, booking.start)).toBe(1);

    // The learner reads it on the booking, in the inbox (with the booking's link) and by mail.
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/bookings/mine/', headers: bearer(learner.access) });
    expect((mine.json().results as Booking[]).find((b) => b.id === booking.id)!.proposal).toMatchObject({
      note: 'I am travelling that morning.',
    });
    const [item] = await items(learner, 'booking_changed');
    expect(item).toMatchObject({
      title: `New time proposed: Gita ${classes}`,
      url: expect.stringContaining('/my-bookings'),
    });
    expect(item!.body).toMatch(/^Acharya Ravi proposes /);
    const sent = await mails(`New time proposed: Gita ${classes}`);
    expect(sent.map((m) => m.recipient)).toEqual([learner.email]);
    expect(sent[0]!.text).toContain('I am travelling that morning.');
    expect(sent[0]!.text).toContain('https://sangam.example/en/my-bookings');

    // A second proposal replaces the first; an administrator may propose too.
    const again = await post(admin, url, { start: later(booking.start, 7) });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().proposal).toMatchObject({ start: later(booking.start, 7), note: '' });
  });

  it('refuses a time in the past, off the minute, the booking’s own, or when the tutor is not free', async () => {
    const { slug, booking, other } = await paidBooking();
    const url = `/api/bookings/${booking.id}/propose-time/`;
    const refusal = async (start: unknown, message: string) => {
      const res = await post(tutor, url, { start });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().detail).toBeTruthy();
      expect(res.json().errors.start).toEqual([message]);
      return res.json();
    };
    await refusal(new Date(Date.now() - 3_600_000).toISOString(), BOOKING_MESSAGES.proposalInPast);
    await refusal(later(booking.start, 5).replace(':00.000Z', ':30.000Z'), BOOKING_MESSAGES.proposalWholeMinute);
    await refusal(booking.start, BOOKING_MESSAGES.proposalSameTime);
    await refusal('next tuesday', BOOKING_MESSAGES.proposalTime);
    const missing = await post(tutor, url, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.start).toBeTruthy();

    // Another class of the tutor's meets then (someone booked it): the tutor is busy.
    const group = await makeClass(0);
    await book(stranger, group, other);
    expect((await refusal(other, BOOKING_MESSAGES.proposalNotFree)).code).toBe('not_free');
    // Half an hour into that sitting overlaps it too.
    await refusal(later(other, 0.5), BOOKING_MESSAGES.proposalNotFree);
    // Half an hour before its own sitting overlaps only that one, which it would leave: free.
    expect((await post(tutor, url, { start: later(booking.start, -0.5) })).statusCode).toBe(200);
    expect(await seatsAt(slug, booking.start)).toBe(1);

    // An ended booking cannot be moved.
    expect((await post(learner, `/api/bookings/${booking.id}/cancel/`, {})).statusCode).toBe(400);
    await ctx.database.db.execute(sql`update bookings set status = 'cancelled' where id = ${booking.id}`);
    const gone = await post(tutor, url, { start: later(booking.start, 6) });
    expect(gone.statusCode).toBe(409);
  });
});

describe('answering a proposal', () => {
  it('accepting moves the seat in one step, outside the cancellation window, and tells the tutor', async () => {
    const { slug, booking } = await paidBooking();
    const start = later(booking.start, 5);
    const accept = `/api/bookings/${booking.id}/proposal/accept/`;
    const none = await post(learner, accept);
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('no_proposal');
    expect((await post(tutor, `/api/bookings/${booking.id}/propose-time/`, { start })).statusCode).toBe(200);
    for (const who of [tutor, stranger, admin]) expect((await post(who, accept)).statusCode).toBe(404);

    const moved = await post(learner, accept);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'confirmed', start, proposal: null, paid: true });
    expect(await seatsAt(slug, booking.start)).toBe(0);
    expect(await seatsAt(slug, start)).toBe(1);
    const [item] = await items(tutor, 'booking_changed');
    expect(item).toMatchObject({ title: `New time accepted: Gita ${classes}` });
    // Accepted once: nothing left to accept or decline.
    expect((await post(learner, accept)).json().code).toBe('no_proposal');
    expect((await post(learner, `/api/bookings/${booking.id}/proposal/decline/`)).json().code).toBe('no_proposal');
  });

  it('accepting a time taken meanwhile is refused and changes nothing', async () => {
    const { slug, booking, other } = await paidBooking();
    expect((await post(tutor, `/api/bookings/${booking.id}/propose-time/`, { start: other })).statusCode).toBe(200);
    // Someone books the one seat of that time before the learner answers.
    await book(stranger, slug, other);
    const res = await post(learner, `/api/bookings/${booking.id}/proposal/accept/`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('slot_taken');
    expect(await seatsAt(slug, booking.start)).toBe(1);
    expect(await seatsAt(slug, other)).toBe(1);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.id}/`,
      headers: bearer(learner.access),
    });
    expect(mine.json()).toMatchObject({ start: booking.start, proposal: { start: new Date(other).toISOString() } });
  });

  it('declining cancels with everything paid given back, whatever the policy, and tells the tutor', async () => {
    const { slug, booking } = await paidBooking();
    expect(
      (await post(tutor, `/api/bookings/${booking.id}/propose-time/`, { start: later(booking.start, 5) })).statusCode,
    ).toBe(200);
    const decline = `/api/bookings/${booking.id}/proposal/decline/`;
    for (const who of [tutor, stranger, admin]) expect((await post(who, decline)).statusCode).toBe(404);
    const res = await post(learner, decline);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      refund_minor: 90000,
      refund_sent_at: null,
      cancel_reason: BOOKING_MESSAGES.declinedProposal,
      proposal: null,
    });
    expect(await seatsAt(slug, booking.start)).toBe(0);
    const cancelled = (await items(tutor, 'booking_cancelled')).find((i) => i.title.endsWith(`Gita ${classes}`));
    expect(cancelled!.body).toMatch(/declined the new time/);
    // Paid directly: the tutor sends it back and marks it.
    expect((await post(tutor, `/api/creators/class-bookings/${booking.id}/refund-sent/`)).statusCode).toBe(200);
    expect((await post(learner, decline)).statusCode).toBe(409);
  });
});
