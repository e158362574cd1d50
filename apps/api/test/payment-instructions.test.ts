import type { Booking, LoginResponse, SlotsAnswer } from '@sangam/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { bearer, confirmEmails, register } from './account-helpers';
import { createTestContext, type TestContext } from './helpers';

/** Issue 22: a creator writes how they are paid directly, and whoever booked them reads it at checkout. */

let ctx: TestContext;
const ADDRESS = '/api/creators/me/payment-instructions/';

function call(method: 'GET' | 'PUT', who: LoginResponse | null, payload?: unknown) {
  return ctx.app.inject({ method, url: ADDRESS, headers: who ? bearer(who.access) : {}, payload: payload as object });
}

/** A tutor teaching a paid one-to-one class (₹900) every day 09:00–12:00 in Kolkata; answers the class's slug. */
async function paidClassOf(tutor: LoginResponse) {
  await ctx.database.db.execute(sql`
    insert into tutors (user_id, slug, time_zone) values (${tutor.user.id}, ${`pi-${tutor.user.id}`}, 'Asia/Kolkata')`);
  const weekly = JSON.stringify([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '12:00' })));
  await ctx.database.db.execute(sql`
    insert into tutor_availability (tutor_id, weekly, minimum_notice_minutes, horizon_days)
    values (${tutor.user.id}, ${weekly}::jsonb, 60, 28)`);
  const slug = `pi-class-${tutor.user.id}`;
  await ctx.database.db.execute(sql`
    insert into classes (slug, tutor_id, title, category, language, level, format, duration_minutes, capacity,
                         price_minor, currency, cancellation_hours)
    values (${slug}, ${tutor.user.id}, 'Sanskrit for beginners', 'sanskrit', 'hi', 'beginner', 'online', 60, 1,
            90000, 'INR', 0)`);
  return slug;
}

async function bookFirstOpenTime(learner: LoginResponse, slug: string): Promise<Booking> {
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const times = await ctx.app.inject({ method: 'GET', url: `/api/classes/${slug}/slots/?from=${day}&to=${day}` });
  const start = (times.json() as SlotsAnswer).results[0]!.start;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/bookings/',
    headers: bearer(learner.access),
    payload: { class: slug, start, idempotency_key: `pi-${Math.random()}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMITS: 'off' } });
});
afterAll(async () => {
  await ctx?.close();
});

describe('a creator’s payment instructions', () => {
  it('are written by the creator, trimmed, and shown to the learner who booked them', async () => {
    const tutor = (await register(ctx.app, { creator_type: 'tutor' })).answer;
    const learner = (await register(ctx.app)).answer;
    await confirmEmails(ctx.database);
    const held = await bookFirstOpenTime(learner, await paidClassOf(tutor));
    const howToPay = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/bookings/${held.id}/payment/`,
          headers: bearer(learner.access),
        })
      ).json();

    const none = await call('GET', tutor);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toEqual({ payment_instructions: '', pay_within_days: null });

    const text = 'UPI: acharya.ravi@okaxis\nOr cash at the first class.';
    const saved = await call('PUT', tutor, { payment_instructions: `  ${text}\n\n` });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ payment_instructions: text, pay_within_days: null });
    expect((await call('GET', tutor)).json()).toEqual({ payment_instructions: text, pay_within_days: null });
    expect(await howToPay()).toEqual({ provider: 'direct', instructions: text });

    // Empty clears them: checkout then says the tutor will tell.
    const cleared = await call('PUT', tutor, { payment_instructions: '   ' });
    expect(cleared.json()).toEqual({ payment_instructions: '', pay_within_days: null });
    expect(await howToPay()).toEqual({ provider: 'direct', instructions: '' });
  });

  it('take at most 1000 characters of text, told at the field', async () => {
    const tutor = (await register(ctx.app, { creator_type: 'tutor' })).answer;
    await call('PUT', tutor, { payment_instructions: 'UPI: kept@okaxis' });

    const long = await call('PUT', tutor, { payment_instructions: 'अ'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      detail: 'Invalid request body: payment_instructions: Use at most 1000 characters.',
      errors: { payment_instructions: ['Use at most 1000 characters.'] },
    });
    for (const payload of [{ payment_instructions: 42 }, {}]) {
      const wrong = await call('PUT', tutor, payload);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual({ payment_instructions: ['Write how you are paid as text.'] });
    }
    expect((await call('GET', tutor)).json()).toEqual({
      payment_instructions: 'UPI: kept@okaxis',
      pay_within_days: null,
    });

    // Exactly 1000 characters once trimmed is fine.
    const full = await call('PUT', tutor, { payment_instructions: ` ${'a'.repeat(1000)} ` });
    expect(full.statusCode, full.body).toBe(200);
  });

  it('carry the days to pay after booking: 1 to 60, kept when omitted, cleared by null', async () => {
    const tutor = (await register(ctx.app, { creator_type: 'tutor' })).answer;
    const saved = await call('PUT', tutor, { payment_instructions: 'UPI: days@okaxis', pay_within_days: 7 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ payment_instructions: 'UPI: days@okaxis', pay_within_days: 7 });
    // Omitted: unchanged (a client that sends only the text keeps the deadline).
    const textOnly = await call('PUT', tutor, { payment_instructions: 'UPI: other@okaxis' });
    expect(textOnly.json()).toEqual({ payment_instructions: 'UPI: other@okaxis', pay_within_days: 7 });
    expect((await call('GET', tutor)).json().pay_within_days).toBe(7);

    const message = 'Use a whole number of days from 1 to 60, or leave it empty.';
    for (const bad of [0, 61, 2.5, -1, '7', 'soon', true]) {
      const wrong = await call('PUT', tutor, { payment_instructions: 'x', pay_within_days: bad });
      expect(wrong.statusCode, String(bad)).toBe(400);
      expect(wrong.json().errors).toEqual({ pay_within_days: [message] });
    }
    expect((await call('GET', tutor)).json()).toEqual({
      payment_instructions: 'UPI: other@okaxis',
      pay_within_days: 7,
    });

    for (const days of [1, 60]) {
      const edge = await call('PUT', tutor, { payment_instructions: 'x', pay_within_days: days });
      expect(edge.json().pay_within_days).toBe(days);
    }
    const cleared = await call('PUT', tutor, { payment_instructions: 'x', pay_within_days: null });
    expect(cleared.json()).toEqual({ payment_instructions: 'x', pay_within_days: null });
  });

  it('are for creators of every kind (temple staff and journey organisers are retreat representatives)', async () => {
    for (const creator_type of ['retreat_rep', 'mentor']) {
      const creator = (await register(ctx.app, { creator_type })).answer;
      const res = await call('PUT', creator, { payment_instructions: 'Bank transfer, IFSC SBIN0001234.' });
      expect(res.statusCode, `${creator_type}: ${res.body}`).toBe(200);
    }
  });

  it('answer 401 to a guest and 403 to anyone without a creator profile, whatever the body', async () => {
    const learner = (await register(ctx.app)).answer;
    const admin = (await register(ctx.app)).answer;
    await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));

    expect((await call('GET', null)).statusCode).toBe(401);
    expect((await call('PUT', null, { payment_instructions: 'x' })).statusCode).toBe(401);
    expect((await call('PUT', null, { payment_instructions: 42 })).statusCode).toBe(401);
    for (const who of [learner, admin]) {
      expect((await call('GET', who)).statusCode).toBe(403);
      const res = await call('PUT', who, { payment_instructions: 'x'.repeat(2000) });
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('Only creators write how they are paid.');
    }
  });
});
