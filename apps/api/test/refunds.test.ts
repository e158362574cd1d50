import type { Booking, FailedDelivery, LoginResponse, PoojaBooking } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/client';
import { bearer, confirmEmails, register } from './account-helpers';
import { FakeStripe } from './fake-stripe';
import type { TestContext } from './helpers';
import { createStripeTestContext, postStripeEvent } from './stripe-test-context';

/**
 * Refunds through Stripe (issue 24), with a pooja as the kind: every kind hands payments/refunds.ts
 * the same three facts (amount, currency, payment ref), so one kind exercises the whole path.
 */
const fake = new FakeStripe();
let ctx: TestContext;
let devotee: LoginResponse & { email: string };
let staff: LoginResponse;

beforeAll(async () => {
  ctx = await createStripeTestContext(fake, { RATE_LIMITS: 'off', PUBLIC_URL: 'https://sangam.example' });
  const d = await register(ctx.app);
  devotee = { ...d.answer, email: d.account.email };
  staff = (await register(ctx.app, { creator_type: 'retreat_rep' })).answer;
  await confirmEmails(ctx.database);
  await ctx.database.db.execute(sql`update users set preferred_language = 'hi' where id = ${devotee.user.id}`);
});
afterAll(async () => {
  await ctx?.close();
  await fake.stop();
});

const dayIn = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + days * 86_400_000));

/** A pooja of ₹2,100 with prasad at ₹100: a booking with prasad costs ₹2,200. */
async function makePooja() {
  const [temple] = await selectRows<{ id: number }>(
    ctx.database.db,
    sql`insert into temples (slug, manager_id, name, deity, place)
        values (${`refund-temple-${Math.random()}`}, ${staff.user.id}, 'Mahakaleshwar', 'Shiva', 'Ujjain')
        returning id`,
  );
  const slug = `refund-pooja-${Math.random().toString(36).slice(2)}`;
  await ctx.database.db.execute(sql`
    insert into poojas (temple_id, slug, name, price_minor, daily_limit, notice_days, prasad_price_minor)
    values (${temple!.id}, ${slug}, 'Bhasma aarti sankalp', 210000, 5, 1, 10000)`);
  return slug;
}

async function book(slug: string, day = dayIn(3)): Promise<PoojaBooking> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/poojas/${slug}/bookings/`,
    headers: bearer(devotee.access),
    payload: {
      day,
      devotee_name: 'Ravi',
      prasad: true,
      prasad_address: {
        name: 'Meera Sharma',
        line1: '12 Gandhi Road',
        city: 'Pune',
        state: 'Maharashtra',
        postal_code: '411001',
        country: 'India',
        phone: '+91 98765 43210',
      },
      idempotency_key: `r-${Math.random()}`,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const post = (who: LoginResponse, url: string, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(who.access), payload });

let events = 0;
/** Stripe tells the webhook that the booking's session was paid. */
async function paidByStripe(ref: string) {
  const session = fake.pay(ref);
  const body = JSON.stringify({
    id: `evt_refund_${++events}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: session },
  });
  const res = await postStripeEvent(ctx.app, body);
  expect(res.statusCode, res.body).toBe(200);
}

/** A booking held, checked out and paid through Stripe. */
async function paidBooking(slug: string) {
  const held = await book(slug);
  expect((await post(devotee, `/api/pooja-bookings/${held.id}/checkout/`, { lang: 'hi' })).statusCode).toBe(200);
  const ref = (await bookingRow(held.id)).payment_ref!;
  await paidByStripe(ref);
  return { id: held.id, ref };
}

const bookingRow = async (id: number) =>
  (
    await selectRows<{
      status: string;
      payment_ref: string | null;
      refund_minor: number | null;
      refund_ref: string | null;
      refund_sent_at: Date | null;
    }>(
      ctx.database.db,
      sql`select status, payment_ref, refund_minor, refund_ref, refund_sent_at from pooja_bookings where id = ${id}`,
    )
  )[0]!;

const refundRows = (id: number) =>
  selectRows<{ id: number; attempts: number; sent_at: Date | null }>(
    ctx.database.db,
    sql`select id, attempts, sent_at from outbox where topic = 'stripe-refund' and dedupe_key = ${`pooja-booking-${id}-refund`}`,
  );

/** Delivers the outbox now, retries included (their backoff is brought forward). */
async function deliver() {
  await ctx.database.db.execute(
    sql`update outbox set available_at = now() where sent_at is null and failed_at is null`,
  );
  await ctx.app.ctx.outbox.drain();
}

const refundsOf = (ref: string) => fake.refundsOf(ref);

describe('a refund through Stripe', () => {
  it('is issued once when the devotee cancels a paid pooja, through a failure of Stripe; they are told in Hindi', async () => {
    const slug = await makePooja();
    const { id, ref } = await paidBooking(slug);
    const calls = fake.refundCalls().length;

    // Stripe has trouble at the first try: the refund waits in the outbox and is tried again.
    fake.failNext = true;
    const cancelled = await post(devotee, `/api/pooja-bookings/${id}/cancel/`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', refund_minor: 220000, refund_sent_at: null });
    await ctx.app.ctx.outbox.drain();
    expect((await refundRows(id))[0]).toMatchObject({ attempts: 1, sent_at: null });
    expect(refundsOf(ref)).toEqual([]);
    expect((await bookingRow(id)).refund_sent_at).toBeNull();

    await deliver();
    const [refund] = refundsOf(ref);
    expect(refundsOf(ref)).toHaveLength(1);
    expect(refund).toMatchObject({
      amount: 220000,
      currency: 'inr',
      metadata: { booking_id: String(id), booking_kind: 'pooja' },
    });
    const sent = fake.refundCalls().slice(calls);
    expect(sent.map((c) => c.headers['idempotency-key'])).toEqual([`pooja-booking-${id}-refund`]);
    const row = await bookingRow(id);
    expect(row).toMatchObject({ status: 'cancelled', refund_minor: 220000, refund_ref: refund!.id });
    expect(row.refund_sent_at).not.toBeNull();

    // Both sides see it sent: the devotee's booking and the temple staff's list.
    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/api/pooja-bookings/${id}/`,
      headers: bearer(devotee.access),
    });
    expect(mine.json()).toMatchObject({ refund_minor: 220000, refund_sent_at: expect.any(String) });

    // Told in their language, in the inbox and by mail, once.
    const title = 'राशि लौटाई गई: Bhasma aarti sankalp · Mahakaleshwar';
    const inbox = await ctx.app.inject({ method: 'GET', url: '/api/notifications/', headers: bearer(devotee.access) });
    const items = (inbox.json().results as { kind: string; title: string; body: string }[]).filter(
      (item) => item.kind === 'booking_refund',
    );
    expect(items).toEqual([expect.objectContaining({ title, body: '₹2,200.00 की राशि आपको लौटा दी गई है।' })]);
    await deliver();
    const mails = await selectRows<{ recipient: string; text: string }>(
      ctx.database.db,
      sql`select recipient, text from mail_outbox where subject = ${title}`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: devotee.email });
    expect(mails[0]!.text).toContain('₹2,200.00');
    expect(mails[0]!.text).toContain('https://sangam.example/hi/my-bookings');
  });

  it('that Stripe refuses at every try is shown to an administrator, who puts it back in line; sent once', async () => {
    const slug = await makePooja();
    const { id, ref } = await paidBooking(slug);
    const admin = (await register(ctx.app)).answer;
    await ctx.database.db.execute(sql`update users set role = 'admin' where id = ${admin.user.id}`);
    const list = (who: LoginResponse) =>
      ctx.app.inject({ method: 'GET', url: '/api/admin/deliveries/', headers: bearer(who.access) });

    // Stripe is down for longer than the outbox keeps trying (six attempts): the refund is given up.
    fake.failing = 1_000;
    expect((await post(devotee, `/api/pooja-bookings/${id}/cancel/`, {})).statusCode).toBe(200);
    for (let attempt = 0; attempt < 6; attempt++) await deliver();
    expect(refundsOf(ref)).toEqual([]);
    const [row] = await refundRows(id);
    const answer = await list(admin);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const given = (answer.json().results as FailedDelivery[]).find((item) => item.id === row!.id);
    expect(given).toMatchObject({
      topic: 'stripe-refund',
      attempts: 6,
      last_error: expect.stringContaining('payment service is not answering'),
      failed_at: expect.any(String),
      refund: { kind: 'pooja', booking_id: id, amount_minor: 220000, currency: 'INR' },
    });

    // Only administrators see or retry it; an unknown or already retried row is a 404.
    expect((await list(devotee)).statusCode).toBe(403);
    expect((await post(staff, `/api/admin/deliveries/${row!.id}/retry/`)).statusCode).toBe(403);
    expect((await post(admin, `/api/admin/deliveries/999999999/retry/`)).statusCode).toBe(404);

    // Stripe is back: put in line again, the refund is sent once, the list no longer shows it.
    fake.failing = 0;
    const retried = await post(admin, `/api/admin/deliveries/${row!.id}/retry/`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ id: row!.id, attempts: 0, failed_at: null });
    expect((await post(admin, `/api/admin/deliveries/${row!.id}/retry/`)).statusCode).toBe(404);
    await deliver();
    expect(refundsOf(ref)).toHaveLength(1);
    expect((await bookingRow(id)).refund_sent_at).not.toBeNull();
    const after = (await list(admin)).json().results as FailedDelivery[];
    expect(after.map((item) => item.id)).not.toContain(row!.id);
    const audit = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit/?action=delivery.retry',
      headers: bearer(admin.access),
    });
    expect(audit.json().results[0]).toMatchObject({ target_type: 'delivery', target_id: String(row!.id) });
  });

  it('changes nothing when the worker delivers it again, or Stripe is asked again after a crash', async () => {
    const slug = await makePooja();
    const { id, ref } = await paidBooking(slug);
    expect((await post(devotee, `/api/pooja-bookings/${id}/cancel/`, {})).statusCode).toBe(200);
    await deliver();
    const first = await bookingRow(id);
    expect(first.refund_ref).toMatch(/^re_/);
    const calls = fake.refundCalls().length;

    // A second delivery of the same row: the refund is recorded, so Stripe is not asked again.
    const [row] = await refundRows(id);
    await ctx.database.db.execute(sql`update outbox set sent_at = null, available_at = now() where id = ${row!.id}`);
    await deliver();
    expect(fake.refundCalls().length).toBe(calls);
    expect(await bookingRow(id)).toEqual(first);

    // A worker that died after Stripe answered but before recording: Stripe is asked again with the
    // same key and answers the same refund; no second refund, and it is recorded as the first.
    await ctx.database.db.execute(
      sql`update pooja_bookings set refund_sent_at = null, refund_ref = null where id = ${id}`,
    );
    await ctx.database.db.execute(sql`update outbox set sent_at = null, available_at = now() where id = ${row!.id}`);
    await deliver();
    expect(fake.refundCalls().length).toBe(calls + 1);
    expect(refundsOf(ref)).toHaveLength(1);
    expect((await bookingRow(id)).refund_ref).toBe(first.refund_ref);

    // The cancellation noted one row; noting it again (a replayed cause) writes none.
    expect(await refundRows(id)).toHaveLength(1);
  });

  it('gives back a payment that arrives after the booking was cancelled, all of it', async () => {
    const slug = await makePooja();
    const held = await book(slug);
    expect((await post(devotee, `/api/pooja-bookings/${held.id}/checkout/`, { lang: 'hi' })).statusCode).toBe(200);
    const ref = (await bookingRow(held.id)).payment_ref!;
    // Cancelled while the payment page was open, then paid there.
    expect((await post(devotee, `/api/pooja-bookings/${held.id}/cancel/`, {})).json().refund_minor).toBeNull();
    await paidByStripe(ref);
    await deliver();
    expect(refundsOf(ref)).toEqual([expect.objectContaining({ amount: 220000 })]);
    expect(await bookingRow(held.id)).toMatchObject({ status: 'cancelled', refund_minor: 220000 });
    expect((await bookingRow(held.id)).refund_sent_at).not.toBeNull();
  });

  it('leaves to the temple a booking it marked paid by hand, and refunds nothing for an unpaid one', async () => {
    const slug = await makePooja();
    const calls = fake.refundCalls().length;
    // A checkout started online, then the money came by hand: Stripe never took it.
    const held = await book(slug, dayIn(4));
    await post(devotee, `/api/pooja-bookings/${held.id}/checkout/`, { lang: 'hi' });
    expect((await post(staff, `/api/creators/pooja-bookings/${held.id}/mark-paid/`)).statusCode).toBe(200);
    expect((await post(devotee, `/api/pooja-bookings/${held.id}/cancel/`, {})).json().refund_minor).toBe(220000);
    await deliver();
    expect(fake.refundCalls().length).toBe(calls);
    expect((await bookingRow(held.id)).refund_sent_at).toBeNull();
    // The temple sends it and marks it, as with a direct payment.
    const marked = await post(staff, `/api/creators/pooja-bookings/${held.id}/refund-sent/`);
    expect(marked.statusCode, marked.body).toBe(200);

    // Held and cancelled before paying: nothing is owed, nothing is noted.
    const unpaid = await book(slug, dayIn(5));
    await post(devotee, `/api/pooja-bookings/${unpaid.id}/cancel/`, {});
    expect(await refundRows(unpaid.id)).toEqual([]);
  });
});

// ---- Classes: a tutor's paid one-to-one class ---------------------------------------------

let tutor: LoginResponse | null = null;
let classCount = 0;
/** A paid one-to-one class (₹900) of a tutor in Kolkata teaching every day 09:00–12:00. */
async function makeClass() {
  if (!tutor) {
    tutor = (await register(ctx.app, { creator_type: 'tutor' })).answer;
    await ctx.database.db.execute(sql`
      insert into tutors (user_id, slug, time_zone) values (${tutor.user.id}, ${`refund-tutor-${tutor.user.id}`}, 'Asia/Kolkata')`);
    const weekly = JSON.stringify([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '12:00' })));
    await ctx.database.db.execute(sql`
      insert into tutor_availability (tutor_id, weekly, minimum_notice_minutes, horizon_days)
      values (${tutor.user.id}, ${weekly}::jsonb, 60, 28)`);
  }
  const slug = `refund-class-${++classCount}-${tutor.user.id}`;
  await ctx.database.db.execute(sql`
    insert into classes (slug, tutor_id, title, category, language, level, format, duration_minutes, capacity,
                         price_minor, currency, cancellation_hours)
    values (${slug}, ${tutor.user.id}, 'Sanskrit for beginners', 'sanskrit', 'hi', 'beginner', 'online', 60, 1,
            90000, 'INR', 0)`);
  return { slug, tutor };
}

/** A day of its own for each class booking: one tutor's classes cannot meet at the same time. */
let classDays = 2;
async function bookClass(slug: string): Promise<Booking> {
  const day = new Date(Date.now() + ++classDays * 86_400_000).toISOString().slice(0, 10);
  const slots = await ctx.app.inject({ method: 'GET', url: `/api/classes/${slug}/slots/?from=${day}&to=${day}` });
  const res = await post(devotee, '/api/bookings/', {
    class: slug,
    start: slots.json().results[0].start,
    idempotency_key: `c-${Math.random()}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const classRow = async (id: number) =>
  (
    await selectRows<{
      status: string;
      payment_ref: string | null;
      refund_minor: number | null;
      refund_ref: string | null;
      refund_sent_at: Date | null;
    }>(
      ctx.database.db,
      sql`select status, payment_ref, refund_minor, refund_ref, refund_sent_at from bookings where id = ${id}`,
    )
  )[0]!;

const classRefundRows = (id: number) =>
  selectRows<{ id: number }>(
    ctx.database.db,
    sql`select id from outbox where topic = 'stripe-refund' and dedupe_key = ${`class-booking-${id}-refund`}`,
  );

/** A class booking held, checked out and paid through Stripe. */
async function paidClass(slug: string) {
  const held = await bookClass(slug);
  expect((await post(devotee, `/api/bookings/${held.id}/checkout/`, { lang: 'hi' })).statusCode).toBe(200);
  const ref = (await classRow(held.id)).payment_ref!;
  await paidByStripe(ref);
  return { id: held.id, ref };
}

describe('a class booking’s refund', () => {
  it('goes back through Stripe in full once when the learner cancels, even when delivered twice', async () => {
    const { slug, tutor } = await makeClass();
    const { id, ref } = await paidClass(slug);
    const calls = fake.refundCalls().length;

    const cancelled = await post(devotee, `/api/bookings/${id}/cancel/`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', refund_minor: 90000, refund_sent_at: null });
    await deliver();
    expect(refundsOf(ref)).toEqual([
      expect.objectContaining({ amount: 90000, metadata: { booking_id: String(id), booking_kind: 'class' } }),
    ]);
    expect(
      fake
        .refundCalls()
        .slice(calls)
        .map((c) => c.headers['idempotency-key']),
    ).toEqual([`class-booking-${id}-refund`]);
    const first = await classRow(id);
    expect(first.refund_ref).toMatch(/^re_/);
    expect(first.refund_sent_at).not.toBeNull();

    // Delivered again: recorded already, so Stripe is not asked again.
    const [row] = await classRefundRows(id);
    await ctx.database.db.execute(sql`update outbox set sent_at = null, available_at = now() where id = ${row!.id}`);
    await deliver();
    // And after a crash between Stripe's answer and the record: the same key gets the same refund.
    await ctx.database.db.execute(sql`update bookings set refund_sent_at = null, refund_ref = null where id = ${id}`);
    await ctx.database.db.execute(sql`update outbox set sent_at = null, available_at = now() where id = ${row!.id}`);
    await deliver();
    expect(refundsOf(ref)).toHaveLength(1);
    expect((await classRow(id)).refund_ref).toBe(first.refund_ref);
    expect(await classRefundRows(id)).toHaveLength(1);

    // Both sides see it sent; the learner is told, in Hindi, once (the re-recorded one is a second item).
    const mine = await ctx.app.inject({ method: 'GET', url: `/api/bookings/${id}/`, headers: bearer(devotee.access) });
    expect(mine.json()).toMatchObject({ refund_minor: 90000, refund_sent_at: expect.any(String) });
    const theirs = await ctx.app.inject({ method: 'GET', url: '/api/bookings/tutor/', headers: bearer(tutor.access) });
    expect((theirs.json().results as Booking[]).find((b) => b.id === id)).toMatchObject({
      refund_minor: 90000,
      refund_sent_at: expect.any(String),
    });
    const inbox = await ctx.app.inject({ method: 'GET', url: '/api/notifications/', headers: bearer(devotee.access) });
    expect(
      (inbox.json().results as { kind: string; title: string; body: string }[]).filter(
        (item) => item.kind === 'booking_refund' && item.title === 'राशि लौटाई गई: Sanskrit for beginners',
      )[0],
    ).toMatchObject({ body: '₹900.00 की राशि आपको लौटा दी गई है।' });
  });

  it('is all of it when the tutor cancels, and when a payment arrives after the learner cancelled', async () => {
    const { slug, tutor } = await makeClass();
    const { id, ref } = await paidClass(slug);
    const byTutor = await post(tutor, `/api/bookings/${id}/cancel/`, { reason: 'I am unwell.' });
    expect(byTutor.json()).toMatchObject({ status: 'cancelled', refund_minor: 90000 });
    await deliver();
    expect(refundsOf(ref)).toEqual([expect.objectContaining({ amount: 90000 })]);

    // Cancelled while the payment page was open, then paid there: nothing was owed, now all of it is.
    const held = await bookClass(slug);
    await post(devotee, `/api/bookings/${held.id}/checkout/`, { lang: 'hi' });
    const late = (await classRow(held.id)).payment_ref!;
    expect((await post(devotee, `/api/bookings/${held.id}/cancel/`, {})).json().refund_minor).toBeNull();
    await paidByStripe(late);
    await deliver();
    expect(refundsOf(late)).toEqual([expect.objectContaining({ amount: 90000 })]);
    expect(await classRow(held.id)).toMatchObject({ status: 'cancelled', refund_minor: 90000 });
    expect((await classRow(held.id)).refund_sent_at).not.toBeNull();
  });

  it('is marked sent by the tutor when paid by hand, once; the learner sees it', async () => {
    const { slug, tutor } = await makeClass();
    const calls = fake.refundCalls().length;
    const held = await bookClass(slug);
    expect((await post(tutor, `/api/bookings/${held.id}/mark-paid/`)).statusCode).toBe(200);
    // Not paid yet, nothing to mark.
    expect((await post(tutor, `/api/creators/class-bookings/${held.id}/refund-sent/`)).statusCode).toBe(400);
    expect((await post(devotee, `/api/bookings/${held.id}/cancel/`, {})).json()).toMatchObject({
      refund_minor: 90000,
      refund_sent_at: null,
    });
    await deliver();
    expect(fake.refundCalls().length).toBe(calls);

    // The learner is not the one who marks it; the tutor is, once.
    expect((await post(devotee, `/api/creators/class-bookings/${held.id}/refund-sent/`)).statusCode).toBe(403);
    const marked = await post(tutor, `/api/creators/class-bookings/${held.id}/refund-sent/`);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().refund_sent_at).toEqual(expect.any(String));
    const again = await post(tutor, `/api/creators/class-bookings/${held.id}/refund-sent/`);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('refund_already_sent');
    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/api/bookings/${held.id}/`,
      headers: bearer(devotee.access),
    });
    expect(mine.json().refund_sent_at).toEqual(marked.json().refund_sent_at);

    // Held and cancelled before paying: nothing is owed, nothing is noted.
    const unpaid = await bookClass(slug);
    expect((await post(devotee, `/api/bookings/${unpaid.id}/cancel/`, {})).json().refund_minor).toBeNull();
    expect(await classRefundRows(unpaid.id)).toEqual([]);
  });

  it('is all of it when the learner declines the tutor’s new time, however late, through Stripe once', async () => {
    const { slug, tutor } = await makeClass();
    const { id, ref } = await paidClass(slug);
    // Far past the class's window: only declining the tutor's new time cancels it now.
    await ctx.database.db.execute(sql`update classes set cancellation_hours = 5000 where slug = ${slug}`);
    expect((await post(devotee, `/api/bookings/${id}/cancel/`, {})).json().code).toBe('too_late_to_cancel');
    const booking = (
      await ctx.app.inject({ method: 'GET', url: `/api/bookings/${id}/`, headers: bearer(devotee.access) })
    ).json();
    const proposed = await post(tutor, `/api/bookings/${id}/propose-time/`, {
      start: new Date(new Date(booking.start).getTime() + 5 * 3_600_000).toISOString(),
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const declined = await post(devotee, `/api/bookings/${id}/proposal/decline/`);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'cancelled', refund_minor: 90000 });
    await deliver();
    await deliver();
    expect(refundsOf(ref)).toEqual([expect.objectContaining({ amount: 90000 })]);
    expect((await classRow(id)).refund_sent_at).not.toBeNull();
  });
});
