import type { Booking, CheckoutAnswer, LoginResponse, SlotsAnswer } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, confirmEmails, register } from './account-helpers';
import {
  FakeStripe,
  SECRET_KEY,
  stripeSignature,
  stripeSignatureHeader,
  WEBHOOK_SECRET,
  type FakeSession,
} from './fake-stripe';
import { createTestContext, type TestContext } from './helpers';
import { createStripeTestContext } from './stripe-test-context';

let direct: TestContext;
let stripe: TestContext;
const fake = new FakeStripe();
let tutor: LoginResponse;
let learner: LoginResponse;
let other: LoginResponse;

/** A tutor in Kolkata teaching every day 09:00–12:00, in both apps' databases. */
async function makeTutor(ctx: TestContext, who: LoginResponse) {
  await ctx.database.db.execute(sql`
    insert into tutors (user_id, slug, time_zone) values (${who.user.id}, ${`pay-tutor-${who.user.id}`}, 'Asia/Kolkata')`);
  const weekly = JSON.stringify([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '12:00' })));
  await ctx.database.db.execute(sql`
    insert into tutor_availability (tutor_id, weekly, minimum_notice_minutes, horizon_days)
    values (${who.user.id}, ${weekly}::jsonb, 60, 28)`);
}

let classes = 0;
/** A paid one-to-one class (₹900), or free with price 0. */
async function makeClass(ctx: TestContext, who: LoginResponse, price = 90000, capacity = 1) {
  classes++;
  const slug = `pay-${classes}-${who.user.id}`;
  await ctx.database.db.execute(sql`
    insert into classes (slug, tutor_id, title, category, language, level, format, duration_minutes, capacity,
                         price_minor, currency, cancellation_hours)
    values (${slug}, ${who.user.id}, ${`Sanskrit ${classes}`}, 'sanskrit', 'hi', 'beginner', 'online', 60, ${capacity},
            ${price}, 'INR', 0)`);
  return slug;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** A day of its own for each test: one tutor's classes cannot meet at the same time. */
let days = 1;
const freshDay = () => inDays(++days);

async function openTimes(ctx: TestContext, slug: string, day: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/classes/${slug}/slots/?from=${day}&to=${day}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as SlotsAnswer).results.map((s) => s.start);
}

async function book(ctx: TestContext, who: LoginResponse, slug: string, start: string): Promise<Booking> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/bookings/',
    headers: bearer(who.access),
    payload: { class: slug, start, idempotency_key: `pay-${Math.random()}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

function checkout(ctx: TestContext, who: LoginResponse | null, id: number, lang = 'en') {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/bookings/${id}/checkout/`,
    headers: who ? bearer(who.access) : {},
    payload: { lang },
  });
}

function markPaid(ctx: TestContext, who: LoginResponse, id: number) {
  return ctx.app.inject({ method: 'POST', url: `/api/bookings/${id}/mark-paid/`, headers: bearer(who.access) });
}

async function bookingRow(ctx: TestContext, id: number) {
  const [row] = (
    (await ctx.database.db.execute(
      sql`select status, paid_at, hold_expires_at, payment_provider, payment_ref, cancel_reason
          from bookings where id = ${id}`,
    )) as unknown as {
      rows: Array<{
        status: string;
        paid_at: Date | null;
        hold_expires_at: Date | null;
        payment_provider: string;
        payment_ref: string | null;
        cancel_reason: string;
      }>;
    }
  ).rows;
  return row!;
}

async function seatsTaken(ctx: TestContext, id: number) {
  const { rows } = (await ctx.database.db.execute(
    sql`select s.seats_taken from class_sessions s join bookings b on b.session_id = s.id where b.id = ${id}`,
  )) as unknown as { rows: Array<{ seats_taken: number }> };
  return rows[0]!.seats_taken;
}

/** The mails sent (to the mail_outbox table: no SMTP_URL) with this subject, once the outbox is delivered. */
async function mails(ctx: TestContext, subject: string) {
  await ctx.app.ctx.outbox.drain();
  const { rows } = (await ctx.database.db.execute(
    sql`select recipient, text from mail_outbox where subject = ${subject} order by id`,
  )) as unknown as { rows: Array<{ recipient: string; text: string }> };
  return rows;
}

/** Sends a Stripe event to the webhook, signed as Stripe signs it unless told otherwise. */
function webhook(body: string, signature: string | null = stripeSignatureHeader(WEBHOOK_SECRET, body)) {
  return stripe.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook/',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    payload: body,
  });
}

let events = 0;
/** A Checkout Session event as Stripe sends it (the session as the fake made it, changed by `session`). */
function sessionEvent(type: string, sessionId: string, session: Partial<FakeSession> = {}, id = `evt_${++events}`) {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2024-06-20',
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object: { ...fake.sessions.get(sessionId), ...session } },
  });
}

beforeAll(async () => {
  direct = await createTestContext({ env: { RATE_LIMITS: 'off' } });
  stripe = await createStripeTestContext(fake, { RATE_LIMITS: 'off' });
  tutor = (await register(stripe.app, { creator_type: 'tutor' })).answer;
  learner = (await register(stripe.app)).answer;
  other = (await register(stripe.app)).answer;
  await confirmEmails(stripe.database);
  await makeTutor(stripe, tutor);
});
afterAll(async () => {
  await direct?.close();
  await stripe?.close();
  await fake.stop();
});

describe('paying the tutor directly (the default)', () => {
  // This app has its own database, so its own people.
  let dTutor: LoginResponse;
  let dLearner: LoginResponse;
  let dOther: LoginResponse;
  beforeAll(async () => {
    dTutor = (await register(direct.app, { creator_type: 'tutor' })).answer;
    dLearner = (await register(direct.app)).answer;
    dOther = (await register(direct.app)).answer;
    await confirmEmails(direct.database);
    await makeTutor(direct, dTutor);
  });

  it("tells the learner to pay the tutor directly, with the tutor's own instructions, and no one else", async () => {
    const slug = await makeClass(direct, dTutor);
    const held = await book(direct, dLearner, slug, (await openTimes(direct, slug, freshDay()))[0]!);
    const info = (who: LoginResponse | null) =>
      direct.app.inject({
        method: 'GET',
        url: `/api/bookings/${held.id}/payment/`,
        headers: who ? bearer(who.access) : {},
      });
    // No instructions written yet: the page says the tutor will tell.
    expect((await info(dLearner)).json()).toEqual({ provider: 'direct', instructions: '' });
    const instructions = 'UPI: guru.meenakshi@okaxis\nOr cash at the first class.';
    await direct.database.db.execute(sql`
      insert into creator_profiles (user_id, creator_type, payment_instructions)
      values (${dTutor.user.id}, 'tutor', ${instructions})
      on conflict (user_id) do update set payment_instructions = excluded.payment_instructions`);
    const res = await info(dLearner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ provider: 'direct', instructions });
    expect((await info(null)).statusCode).toBe(401);
    expect((await info(dOther)).statusCode).toBe(404);
    expect((await info(dTutor)).statusCode).toBe(404);
  });

  it('confirms a held booking at checkout, unpaid, for its learner only; the tutor then marks it paid once', async () => {
    const slug = await makeClass(direct, dTutor);
    const held = await book(direct, dLearner, slug, (await openTimes(direct, slug, freshDay()))[0]!);
    expect(held).toMatchObject({ status: 'held', paid: false, payment_provider: 'direct' });

    expect((await checkout(direct, null, held.id)).statusCode).toBe(401);
    const stranger = await checkout(direct, dOther, held.id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().detail).toBe('Booking not found.');
    expect((await checkout(direct, dTutor, held.id)).statusCode).toBe(404);

    const res = await checkout(direct, dLearner, held.id);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as CheckoutAnswer;
    expect(answer).toMatchObject({ provider: 'direct', checkout_url: null });
    expect(answer.booking).toMatchObject({ id: held.id, status: 'confirmed', paid: false, hold_expires_at: null });
    // Confirmed, the seat stays taken, and a second checkout has nothing left to do.
    expect(await seatsTaken(direct, held.id)).toBe(1);
    const confirmedMails = await mails(direct, `Booking confirmed: ${held.class_title}`);
    expect(confirmedMails).toHaveLength(1);
    expect(confirmedMails[0]!.text).not.toMatch(/payment has been received/);
    const again = (await checkout(direct, dLearner, held.id)).json() as CheckoutAnswer;
    expect(again).toMatchObject({ provider: 'direct', checkout_url: null, booking: { status: 'confirmed' } });

    expect((await markPaid(direct, dLearner, held.id)).statusCode).toBe(404);
    expect((await markPaid(direct, dOther, held.id)).statusCode).toBe(404);
    const paid = await markPaid(direct, dTutor, held.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'confirmed', paid: true });
    const twice = await markPaid(direct, dTutor, held.id);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ code: 'already_paid', detail: 'This booking is already marked paid.' });
  });

  it('lets the tutor mark a held booking paid, which confirms it', async () => {
    const slug = await makeClass(direct, dTutor);
    const held = await book(direct, dLearner, slug, (await openTimes(direct, slug, freshDay()))[0]!);
    const paid = (await markPaid(direct, dTutor, held.id)).json() as Booking;
    expect(paid).toMatchObject({ status: 'confirmed', paid: true, hold_expires_at: null });
    // Cancelled bookings cannot be marked paid.
    const other = await book(direct, dLearner, slug, (await openTimes(direct, slug, freshDay()))[0]!);
    await direct.app.inject({
      method: 'POST',
      url: `/api/bookings/${other.id}/cancel/`,
      headers: bearer(dLearner.access),
      payload: {},
    });
    const cancelled = await markPaid(direct, dTutor, other.id);
    expect(cancelled.statusCode).toBe(400);
    expect(cancelled.json().detail).toMatch(/waiting for payment, confirmed or attended/);
  });

  it('answers a free class (confirmed at booking) with nothing to pay, and refuses a hold that ended', async () => {
    const free = await makeClass(direct, dTutor, 0);
    const booked = await book(direct, dLearner, free, (await openTimes(direct, free, freshDay()))[0]!);
    expect(booked.status).toBe('confirmed');
    expect((await checkout(direct, dLearner, booked.id)).json()).toMatchObject({
      provider: 'direct',
      checkout_url: null,
      booking: { status: 'confirmed', paid: false },
    });

    const slug = await makeClass(direct, dTutor);
    const held = await book(direct, dLearner, slug, (await openTimes(direct, slug, freshDay()))[0]!);
    await direct.database.db.execute(
      sql`update bookings set hold_expires_at = now() - interval '1 minute' where id = ${held.id}`,
    );
    const late = await checkout(direct, dLearner, held.id);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({
      code: 'hold_ended',
      detail: 'The time to pay for this seat has ended. Please book again.',
    });
    expect((await bookingRow(direct, held.id)).status).toBe('expired');
  });

  it('has no Stripe webhook: 404 with a detail', async () => {
    const res = await direct.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook/',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toMatch(/not enabled/);
  });

  it('refuses an unknown language for the way back', async () => {
    const res = await checkout(direct, dLearner, 1, 'fr');
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/lang/);
  });
});

describe('Stripe Checkout', () => {
  beforeEach(() => {
    fake.calls = [];
  });

  it('makes one session per booking, stretches the hold to it, and gives the same session again', async () => {
    const slug = await makeClass(stripe, tutor);
    const held = await book(stripe, learner, slug, (await openTimes(stripe, slug, freshDay()))[0]!);
    // Checkout takes the money online here ("Confirm and pay").
    const info = await stripe.app.inject({
      method: 'GET',
      url: `/api/bookings/${held.id}/payment/`,
      headers: bearer(learner.access),
    });
    expect(info.json()).toMatchObject({ provider: 'stripe' });
    expect((await checkout(stripe, null, held.id)).statusCode).toBe(401);
    expect((await checkout(stripe, other, held.id)).statusCode).toBe(404);
    expect(fake.calls).toEqual([]);

    const res = await checkout(stripe, learner, held.id, 'hi');
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as CheckoutAnswer;
    expect(answer.provider).toBe('stripe');
    expect(answer.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    expect(answer.booking).toMatchObject({ status: 'held', paid: false, payment_provider: 'stripe' });

    const [call] = fake.created();
    expect(call!.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(call!.headers['idempotency-key']).toBe(`booking-${held.id}-checkout`);
    expect(call!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = Object.fromEntries(call!.form);
    expect(form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'inr',
      'line_items[0][price_data][unit_amount]': '90000',
      'line_items[0][price_data][product_data][name]': held.class_title,
      client_reference_id: String(held.id),
      'metadata[booking_id]': String(held.id),
      // No PUBLIC_URL in this app: the way back is the address the request came to.
      success_url: `http://localhost:80/hi/my-bookings?paid=${held.id}`,
      cancel_url: `http://localhost:80/hi/checkout?booking=${held.id}`,
    });
    // Stripe's shortest session is 30 minutes: the hold outlives the session by five.
    const expiresAt = Number(form.expires_at) * 1000;
    expect(expiresAt - Date.now()).toBeGreaterThan(30 * 60_000);
    expect(new Date(answer.booking.hold_expires_at!).getTime() - expiresAt).toBe(5 * 60_000);

    const session = [...fake.sessions.values()].find((s) => s.metadata.booking_id === String(held.id))!;
    expect(await bookingRow(stripe, held.id)).toMatchObject({ payment_provider: 'stripe', payment_ref: session.id });

    const again = (await checkout(stripe, learner, held.id, 'hi')).json() as CheckoutAnswer;
    expect(again.checkout_url).toBe(answer.checkout_url);
    expect(again.booking.hold_expires_at).toBe(answer.booking.hold_expires_at);
    expect(fake.created()).toHaveLength(1);
    expect(fake.calls.at(-1)).toMatchObject({ method: 'GET', path: `/v1/checkout/sessions/${session.id}` });
  });

  it('gives two checkouts of one booking at once the same session', async () => {
    const slug = await makeClass(stripe, tutor);
    const held = await book(stripe, learner, slug, (await openTimes(stripe, slug, freshDay()))[0]!);
    const [a, b] = await Promise.all([checkout(stripe, learner, held.id), checkout(stripe, learner, held.id)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().checkout_url).toBe(b.json().checkout_url);
    const ids = new Set(
      [...fake.sessions.values()].filter((s) => s.metadata.booking_id === String(held.id)).map((s) => s.id),
    );
    expect(ids.size).toBe(1);
  });

  it('confirms the booking on a signed checkout.session.completed, once: a replay changes nothing', async () => {
    const slug = await makeClass(stripe, tutor);
    const held = await book(stripe, learner, slug, (await openTimes(stripe, slug, freshDay()))[0]!);
    await checkout(stripe, learner, held.id);
    const ref = (await bookingRow(stripe, held.id)).payment_ref!;

    const event = sessionEvent('checkout.session.completed', ref, { status: 'complete', payment_status: 'paid' });
    const res = await webhook(event);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const row = await bookingRow(stripe, held.id);
    expect(row).toMatchObject({ status: 'confirmed', hold_expires_at: null, payment_ref: ref });
    expect(row.paid_at).not.toBeNull();
    expect(await seatsTaken(stripe, held.id)).toBe(1);
    const mine = (
      await stripe.app.inject({ method: 'GET', url: `/api/bookings/${held.id}/`, headers: bearer(learner.access) })
    ).json() as Booking;
    expect(mine).toMatchObject({ status: 'confirmed', paid: true, payment_provider: 'stripe' });
    // Both sides hear of it, once.
    expect(await mails(stripe, `Booking paid: ${held.class_title}`)).toHaveLength(1);
    const learnerMails = await mails(stripe, `Booking confirmed: ${held.class_title}`);
    expect(learnerMails).toHaveLength(1);
    expect(learnerMails[0]!.text).toMatch(/payment has been received/);

    // Undo the effect by hand: a replay of the same event id must not apply it again.
    await stripe.database.db.execute(sql`update bookings set paid_at = null where id = ${held.id}`);
    const replay = await webhook(event);
    expect(replay.statusCode).toBe(200);
    expect((await bookingRow(stripe, held.id)).paid_at).toBeNull();
    const { rows } = (await stripe.database.db.execute(
      sql`select count(*)::int as n from payment_events where event_id = ${JSON.parse(event).id}`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(rows[0]!.n).toBe(1);
    await stripe.database.db.execute(sql`update bookings set paid_at = now() where id = ${held.id}`);
    expect(await mails(stripe, `Booking paid: ${held.class_title}`)).toHaveLength(1);

    // Checkout after paying: nothing left to pay, and Stripe is not asked.
    fake.calls = [];
    expect((await checkout(stripe, learner, held.id)).json()).toMatchObject({
      provider: 'stripe',
      checkout_url: null,
      booking: { status: 'confirmed', paid: true },
    });
    expect(fake.calls).toEqual([]);
  });

  it('refuses a missing, wrong, stale or tampered signature with 400 and a detail', async () => {
    const slug = await makeClass(stripe, tutor);
    const held = await book(stripe, learner, slug, (await openTimes(stripe, slug, freshDay()))[0]!);
    await checkout(stripe, learner, held.id);
    const ref = (await bookingRow(stripe, held.id)).payment_ref!;
    const body = sessionEvent('checkout.session.completed', ref, { status: 'complete', payment_status: 'paid' });
    const now = Math.floor(Date.now() / 1000);

    expect(body).toMatch(/"amount_total":90000/);
    const cases: Array<[string | null, string, RegExp]> = [
      [null, body, /header is missing/],
      ['nonsense', body, /must read t=<unix time>,v1=<signature>/],
      [stripeSignatureHeader('whsec_someoneElsesSecret', body), body, /does not match/],
      // Well past the 300 s either way: a busy machine may take seconds between here and the check
      // (the exact boundary has its own test with a fixed clock in stripe-signature's unit tests).
      [`t=${now - 900},v1=${stripeSignature(WEBHOOK_SECRET, now - 900, body)}`, body, /more than 300 seconds/],
      [`t=${now + 900},v1=${stripeSignature(WEBHOOK_SECRET, now + 900, body)}`, body, /more than 300 seconds/],
      // Signed for one body, sent with another (a different amount).
      [
        stripeSignatureHeader(WEBHOOK_SECRET, body),
        body.replace(/"amount_total":\d+/, '"amount_total":1'),
        /does not match/,
      ],
      // The timestamp is part of what is signed.
      [`t=${now - 1},v1=${stripeSignature(WEBHOOK_SECRET, now, body)}`, body, /does not match/],
    ];
    for (const [signature, sent, detail] of cases) {
      const res = await webhook(sent, signature);
      expect(res.statusCode, `${signature}: ${res.body}`).toBe(400);
      expect(res.json().detail).toMatch(detail);
    }
    expect((await bookingRow(stripe, held.id)).status).toBe('held');

    // While a secret is rolled Stripe signs with both: one matching v1 is enough.
    const rolled = `t=${now},v1=${'0'.repeat(64)},v1=${stripeSignature(WEBHOOK_SECRET, now, body)}`;
    expect((await webhook(body, rolled)).statusCode).toBe(200);
    expect((await bookingRow(stripe, held.id)).status).toBe('confirmed');
  });

  it('answers a signed body that is not an event with 400, and ignores other event types', async () => {
    expect((await webhook('not json')).json().detail).toMatch(/not valid JSON/);
    expect((await webhook('{"id":"evt_x"}')).json().detail).toMatch(/needs an id, a type and data.object/);
    const bad = JSON.stringify({ id: 'evt_bad', type: 'checkout.session.completed', data: { object: { id: 5 } } });
    expect((await webhook(bad)).statusCode).toBe(400);

    const other = JSON.stringify({ id: 'evt_other', type: 'customer.created', data: { object: { id: 'cus_1' } } });
    const res = await webhook(other);
    expect(res.statusCode).toBe(200);
    // A session another app made on the same account carries no booking id.
    const foreign = JSON.stringify({
      id: 'evt_foreign',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_test_foreign', payment_status: 'paid', metadata: {} } },
    });
    expect((await webhook(foreign)).statusCode).toBe(200);
    const { rows } = (await stripe.database.db.execute(
      sql`select count(*)::int as n from payment_events where event_id in ('evt_other', 'evt_foreign')`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(rows[0]!.n).toBe(0);
  });

  it('answers anything else sent to the webhook, signed or not, with 400 and a detail (never 5xx)', async () => {
    const bodies = [
      '',
      '{"a":',
      '[]',
      'null',
      '42',
      '\u0000',
      '{"id":"","type":"x","data":{"object":{}}}',
      JSON.stringify({ id: 'e'.repeat(500), type: 'checkout.session.completed', data: { object: {} } }),
      JSON.stringify({ id: 'evt_t', type: 't'.repeat(500), data: { object: {} } }),
      JSON.stringify({ id: 'evt_n', type: 'checkout.session.expired', data: { object: null } }),
      JSON.stringify({
        id: 'evt_m',
        type: 'checkout.session.completed',
        data: { object: { id: 'cs_1', metadata: { booking_id: 7 } } },
      }),
      JSON.stringify({ id: 'evt_o', type: 'checkout.session.completed', data: {} }),
      'x'.repeat(100_000),
    ];
    const contentTypes = [
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/xml',
      null,
    ];
    for (const body of bodies) {
      for (const contentType of contentTypes) {
        for (const signature of [null, 'garbage', stripeSignatureHeader(WEBHOOK_SECRET, body)]) {
          const res = await stripe.app.inject({
            method: 'POST',
            url: '/api/payments/stripe/webhook/',
            headers: {
              ...(contentType ? { 'content-type': contentType } : {}),
              ...(signature ? { 'stripe-signature': signature } : {}),
            },
            payload: body,
          });
          expect(res.statusCode, `${contentType} ${signature} ${body.slice(0, 40)}: ${res.body}`).toBe(400);
          expect(res.json().detail).toEqual(expect.any(String));
        }
      }
    }
  });

  it('gives the seat back when the session expires unpaid', async () => {
    const slug = await makeClass(stripe, tutor);
    const day = freshDay();
    const start = (await openTimes(stripe, slug, day))[0]!;
    const held = await book(stripe, learner, slug, start);
    await checkout(stripe, learner, held.id);
    const ref = (await bookingRow(stripe, held.id)).payment_ref!;
    expect(await openTimes(stripe, slug, day)).not.toContain(start);

    expect(
      (await webhook(sessionEvent('checkout.session.expired', ref, { status: 'expired', url: null }))).statusCode,
    ).toBe(200);
    expect((await bookingRow(stripe, held.id)).status).toBe('expired');
    expect(await seatsTaken(stripe, held.id)).toBe(0);
    expect(await openTimes(stripe, slug, day)).toContain(start);
    const late = await checkout(stripe, learner, held.id);
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('hold_ended');
  });

  it('takes the seat again for a payment that arrives after the hold was released, if it is still free', async () => {
    const slug = await makeClass(stripe, tutor);
    const day = freshDay();
    const start = (await openTimes(stripe, slug, day))[0]!;
    const held = await book(stripe, learner, slug, start);
    await checkout(stripe, learner, held.id);
    const ref = (await bookingRow(stripe, held.id)).payment_ref!;
    await stripe.database.db.execute(
      sql`update bookings set hold_expires_at = now() - interval '1 minute' where id = ${held.id}`,
    );
    expect(await openTimes(stripe, slug, day)).toContain(start); // released by the slots request

    const paid = sessionEvent('checkout.session.completed', ref, { status: 'complete', payment_status: 'paid' });
    expect((await webhook(paid)).statusCode).toBe(200);
    const row = await bookingRow(stripe, held.id);
    expect(row.status).toBe('confirmed');
    expect(row.paid_at).not.toBeNull();
    expect(await seatsTaken(stripe, held.id)).toBe(1);
    expect(await openTimes(stripe, slug, day)).not.toContain(start);
  });

  it('cancels a late payment whose seat went to someone else, saying a refund is due', async () => {
    const slug = await makeClass(stripe, tutor);
    const day = freshDay();
    const start = (await openTimes(stripe, slug, day))[0]!;
    const held = await book(stripe, learner, slug, start);
    await checkout(stripe, learner, held.id);
    const ref = (await bookingRow(stripe, held.id)).payment_ref!;
    await stripe.database.db.execute(
      sql`update bookings set hold_expires_at = now() - interval '1 minute' where id = ${held.id}`,
    );
    const taker = await book(stripe, other, slug, start);
    expect(taker.status).toBe('held');

    const paid = sessionEvent('checkout.session.completed', ref, { status: 'complete', payment_status: 'paid' });
    expect((await webhook(paid)).statusCode).toBe(200);
    const row = await bookingRow(stripe, held.id);
    expect(row.status).toBe('cancelled');
    expect(row.paid_at).not.toBeNull();
    expect(row.cancel_reason).toMatch(/refund is due/);
    expect((await bookingRow(stripe, taker.id)).status).toBe('held');
    expect(await seatsTaken(stripe, taker.id)).toBe(1);
    const mine = (
      await stripe.app.inject({ method: 'GET', url: `/api/bookings/${held.id}/`, headers: bearer(learner.access) })
    ).json() as Booking;
    expect(mine).toMatchObject({ status: 'cancelled', paid: true });
  });

  it('refunds a late payment when the learner has booked the same sitting again since', async () => {
    // A group sitting with room for both: only the learner's own second booking stands in the way.
    const slug = await makeClass(stripe, tutor, 90000, 4);
    const day = freshDay();
    const start = (await openTimes(stripe, slug, day))[0]!;
    const held = await book(stripe, learner, slug, start);
    await checkout(stripe, learner, held.id);
    const ref = (await bookingRow(stripe, held.id)).payment_ref!;
    await stripe.database.db.execute(
      sql`update bookings set hold_expires_at = now() - interval '1 minute' where id = ${held.id}`,
    );
    const again = await book(stripe, learner, slug, start);
    expect(again.status).toBe('held');

    const paid = sessionEvent('checkout.session.completed', ref, { status: 'complete', payment_status: 'paid' });
    expect((await webhook(paid)).statusCode).toBe(200);
    const row = await bookingRow(stripe, held.id);
    expect(row).toMatchObject({ status: 'cancelled' });
    expect(row.cancel_reason).toMatch(/refund is due/);
    expect((await bookingRow(stripe, again.id)).status).toBe('held');
    expect(await seatsTaken(stripe, again.id)).toBe(1);
  });

  it('answers 502 with a detail when Stripe fails, and a retry then makes the session', async () => {
    const slug = await makeClass(stripe, tutor);
    const held = await book(stripe, learner, slug, (await openTimes(stripe, slug, freshDay()))[0]!);
    fake.failNext = true;
    const failed = await checkout(stripe, learner, held.id);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({
      code: 'payment_provider_unavailable',
      detail: expect.stringMatching(/try again/),
    });
    expect((await bookingRow(stripe, held.id)).status).toBe('held');
    const retry = await checkout(stripe, learner, held.id);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().checkout_url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    // The retry soon after sent the same parameters (the hold was not stretched twice).
    const [first, second] = fake.created();
    expect(second!.form.toString()).toBe(first!.form.toString());
  });
});
