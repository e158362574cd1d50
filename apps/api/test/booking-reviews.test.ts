import { randomUUID } from 'node:crypto';
import { BOOKING_REVIEW_MESSAGES, type BookingReview, type ItemReviews, type LoginResponse } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/client';
import { bearer, register } from './account-helpers';
import { createTestContext, type TestContext } from './helpers';

/**
 * Issue 24: verified reviews of retreats, poojas and journeys. Only the person who booked, once per
 * booking, after it ended and within 90 days; one reply by the host; the item's average kept with
 * every review (also when an account goes).
 */

let ctx: TestContext;
let host: LoginResponse;
let guest: LoginResponse;
let other: LoginResponse;
let item: { retreat: { id: number; slug: string; packageId: number }; temple: Item; journey: Item };
type Item = { id: number; slug: string; poojaId?: number };
type Kind = 'retreat' | 'pooja' | 'journey';

const DAY = 86_400_000;
/** A calendar date n days from now in India (every item here is there). */
const dateIn = (n: number) => new Date(Date.now() + 5.5 * 3_600_000 + n * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMITS: 'off' } });
  host = (await register(ctx.app, { creator_type: 'retreat_rep' })).answer;
  guest = (await register(ctx.app)).answer;
  other = (await register(ctx.app)).answer;
  const db = ctx.database.db;
  const tag = randomUUID().slice(0, 8);
  const [retreat] = await selectRows<{ id: number; slug: string }>(
    db,
    sql`insert into retreats (slug, host_id, title, type, place, date_mode, departures)
        values (${`review-retreat-${tag}`}, ${host.user.id}, 'Ganga Silence', 'meditation', 'Rishikesh', 'fixed', '[]'::jsonb)
        returning id, slug`,
  );
  const [pkg] = await selectRows<{ id: number }>(
    db,
    sql`insert into retreat_packages (retreat_id, name, price_minor, capacity)
        values (${retreat!.id}, 'Riverside room', 100000, 50) returning id`,
  );
  const [temple] = await selectRows<{ id: number; slug: string }>(
    db,
    sql`insert into temples (slug, manager_id, name, deity, place)
        values (${`review-temple-${tag}`}, ${host.user.id}, 'Kashi Mandir', 'Shiva', 'Varanasi') returning id, slug`,
  );
  const [pooja] = await selectRows<{ id: number }>(
    db,
    sql`insert into poojas (temple_id, slug, name, price_minor, daily_limit, notice_days)
        values (${temple!.id}, ${`review-pooja-${tag}`}, 'Rudrabhishek', 0, 1000, 0) returning id`,
  );
  const [journey] = await selectRows<{ id: number; slug: string }>(
    db,
    sql`insert into journeys (slug, organiser_id, title, duration_days, price_minor, deposit_percent)
        values (${`review-journey-${tag}`}, ${host.user.id}, 'Char Dham', 5, 100000, 25) returning id, slug`,
  );
  item = {
    retreat: { ...retreat!, packageId: pkg!.id },
    temple: { ...temple!, poojaId: pooja!.id },
    journey: journey!,
  };
});
afterAll(() => ctx.close());

/**
 * A booking of `who`'s, written as the kind's booking flow leaves it: `ended` days ago (negative: it
 * is still ahead), with the status it then has.
 */
async function booking(kind: Kind, who: LoginResponse, ended: number, status?: string): Promise<number> {
  const db = ctx.database.db;
  const key = randomUUID();
  if (kind === 'retreat') {
    const [row] = await selectRows<{ id: number }>(
      db,
      sql`insert into retreat_bookings (retreat_id, package_id, guest_id, start_date, end_date, guests, status,
                                        idempotency_key, total_minor, deposit_minor, currency, cancellation_policy)
          values (${item.retreat.id}, ${item.retreat.packageId}, ${who.user.id}, ${dateIn(-ended - 3)}, ${dateIn(-ended)},
                  1, ${status ?? 'confirmed'}, ${key}, 300000, 60000, 'INR', '[]'::jsonb) returning id`,
    );
    return row!.id;
  }
  if (kind === 'pooja') {
    const performed = (status ?? 'performed') === 'performed';
    const [row] = await selectRows<{ id: number }>(
      db,
      sql`insert into pooja_bookings (pooja_id, temple_id, user_id, day, devotee_name, total_minor, currency, status,
                                      idempotency_key, performed_at)
          values (${item.temple.poojaId}, ${item.temple.id}, ${who.user.id}, ${dateIn(-ended)}, 'Meera', 0, 'INR',
                  ${status ?? 'performed'}, ${key},
                  ${performed ? new Date(Date.now() - ended * DAY).toISOString() : null}) returning id`,
    );
    return row!.id;
  }
  // A journey of 5 days whose last day was `ended` days ago (it is over at midnight after it); one
  // departure a day, shared by whoever books it.
  const [departure] = await selectRows<{ id: number }>(
    db,
    sql`insert into journey_departures (journey_id, start_date, capacity)
        values (${item.journey.id}, ${dateIn(-ended - 5)}, 40)
        on conflict (journey_id, start_date) do update set capacity = excluded.capacity returning id`,
  );
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`insert into journey_bookings (journey_id, departure_id, user_id, travellers, status, idempotency_key,
                                      total_minor, deposit_minor, currency, cancellation_policy)
        values (${item.journey.id}, ${departure!.id}, ${who.user.id}, 1, ${status ?? 'completed'}, ${key},
                100000, 25000, 'INR', '[]'::jsonb) returning id`,
  );
  return row!.id;
}

const PATHS: Record<Kind, { booking: string; item: () => string }> = {
  retreat: { booking: 'retreat-bookings', item: () => `retreats/${item.retreat.slug}` },
  pooja: { booking: 'pooja-bookings', item: () => `temples/${item.temple.slug}` },
  journey: { booking: 'journey-bookings', item: () => `journeys/${item.journey.slug}` },
};

const review = (kind: Kind, id: number, who: LoginResponse | null, payload: unknown = { rating: 5, text: 'Om.' }) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/${PATHS[kind].booking}/${id}/review/`,
    headers: who ? bearer(who.access) : {},
    payload: payload as Record<string, unknown>,
  });

const reviewsOf = async (kind: Kind, who: LoginResponse | null = null, page = 1): Promise<ItemReviews> => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/${PATHS[kind].item()}/reviews/?page=${page}`,
    headers: who ? bearer(who.access) : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const stateOf = async (kind: Kind, id: number, who: LoginResponse) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/${PATHS[kind].booking}/${id}/`,
    headers: bearer(who.access),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().review_state as string;
};

describe.each(['retreat', 'pooja', 'journey'] as const)('a %s review', (kind) => {
  it('is written once, by the person who booked, after it ended', async () => {
    const id = await booking(kind, guest, 2);
    expect(await stateOf(kind, id, guest)).toBe('open');
    expect((await review(kind, id, null)).statusCode).toBe(401);
    // Another person's booking is not theirs to review, nor to know of.
    expect((await review(kind, id, other)).statusCode).toBe(404);
    const bad = await review(kind, id, guest, { rating: 6 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.rating).toBeDefined();

    const res = await review(kind, id, guest, { rating: 4, text: '  Peaceful and well kept.  ' });
    expect(res.statusCode, res.body).toBe(201);
    const written: BookingReview = res.json();
    expect(written).toMatchObject({
      kind,
      rating: 4,
      text: 'Peaceful and well kept.',
      author: { username: guest.user.username },
      reply: null,
    });
    expect(written.booked.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await stateOf(kind, id, guest)).toBe('reviewed');

    const again = await review(kind, id, guest);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_reviewed');
    expect((await reviewsOf(kind)).results.map((r) => r.id)).toContain(written.id);
  });

  it('waits until it has ended, and closes 90 days after', async () => {
    const ahead = await booking(kind, guest, -3, kind === 'pooja' ? 'booked' : 'confirmed');
    expect(await stateOf(kind, ahead, guest)).toBe('none');
    const early = await review(kind, ahead, guest);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ code: 'not_ended', detail: BOOKING_REVIEW_MESSAGES.notEnded[kind] });

    const old = await booking(kind, guest, 91);
    expect(await stateOf(kind, old, guest)).toBe('closed');
    const late = await review(kind, old, guest);
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('review_window_closed');

    const cancelled = await booking(kind, guest, 2, 'cancelled');
    expect(await stateOf(kind, cancelled, guest)).toBe('none');
    expect((await review(kind, cancelled, guest)).statusCode).toBe(400);
  });
});

describe('an item’s reviews', () => {
  it('keep the average with every review, also when an account is deleted', async () => {
    const before = await reviewsOf('pooja');
    const leaving = await register(ctx.app);
    const ratings = [5, 2, 4];
    const people = [guest, other, leaving.answer];
    for (const [i, who] of people.entries()) {
      const res = await review('pooja', await booking('pooja', who, 1), who, { rating: ratings[i] });
      expect(res.statusCode, res.body).toBe(201);
    }
    const sum = (before.rating ?? 0) * before.rating_count + 11;
    const after = await reviewsOf('pooja');
    expect(after.rating_count).toBe(before.rating_count + 3);
    expect(after.count).toBe(after.rating_count);
    expect(after.rating).toBe(Math.round((sum / after.rating_count) * 10) / 10);

    await ctx.app.inject({
      method: 'DELETE',
      url: '/api/users/me/',
      headers: bearer(leaving.answer.access),
      payload: { password: leaving.account.password },
    });
    const gone = await reviewsOf('pooja');
    expect(gone.rating_count).toBe(after.rating_count - 1);
    expect(gone.results.some((r) => r.author.username === leaving.account.username)).toBe(false);
    const [stored] = await selectRows<{ n: number; s: number }>(
      ctx.database.db,
      sql`select count(*)::int as n, coalesce(sum(rating), 0)::int as s from booking_reviews
          where kind = 'pooja' and item_id = ${item.temple.id}`,
    );
    expect(gone.rating).toBe(Math.round((stored!.s / stored!.n) * 10) / 10);
  });

  it('come newest first, ten a page', async () => {
    for (let i = 0; i < 11; i++) {
      const who = (await register(ctx.app)).answer;
      expect(
        (await review('journey', await booking('journey', who, 1), who, { rating: 3, text: `Day ${i}` })).statusCode,
      ).toBe(201);
    }
    const first = await reviewsOf('journey');
    expect(first.results).toHaveLength(10);
    expect(first.results[0]!.text).toBe('Day 10');
    expect(first.next).not.toBeNull();
    const second = await reviewsOf('journey', null, 2);
    expect(second.results.length).toBe(first.count - 10);
  });

  it('two reviews of one booking sent at once make one', async () => {
    const id = await booking('retreat', other, 1);
    const answers = await Promise.all([review('retreat', id, other), review('retreat', id, other)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it('are not shown for an item that is not published', async () => {
    await ctx.database.db.execute(sql`update journeys set published = false where id = ${item.journey.id}`);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/journeys/${item.journey.slug}/reviews/` });
    await ctx.database.db.execute(sql`update journeys set published = true where id = ${item.journey.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(BOOKING_REVIEW_MESSAGES.itemNotFound.journey);
  });
});

describe('the host’s reply', () => {
  it('is written by the host alone, once, and shown with the review', async () => {
    const res = await review('retreat', await booking('retreat', guest, 1), guest, { rating: 5, text: 'Thank you.' });
    const id = (res.json() as BookingReview).id;
    const reply = (who: LoginResponse | null, text: unknown) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/booking-reviews/${id}/reply/`,
        headers: who ? bearer(who.access) : {},
        payload: { text } as Record<string, unknown>,
      });
    expect((await reply(null, 'Hello')).statusCode).toBe(401);
    expect((await reply(guest, 'I reply to myself')).statusCode).toBe(403);
    expect((await reply(other, 'Hello')).statusCode).toBe(403);
    const empty = await reply(host, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.text).toEqual([BOOKING_REVIEW_MESSAGES.replyEmpty]);

    expect((await reviewsOf('retreat', host)).can_reply).toBe(true);
    expect((await reviewsOf('retreat', guest)).can_reply).toBe(false);
    expect((await reviewsOf('retreat')).can_reply).toBe(false);

    expect((await reply(host, 'Come again in spring.')).statusCode).toBe(200);
    const rewritten = await reply(host, 'Come again in spring, Hari Om.');
    expect(rewritten.statusCode).toBe(200);
    const shown = (await reviewsOf('retreat')).results.find((r) => r.id === id)!;
    expect(shown.reply).toMatchObject({ text: 'Come again in spring, Hari Om.' });
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: '/api/booking-reviews/999999/reply/',
          headers: bearer(host.access),
          payload: { text: 'x' },
        })
      ).statusCode,
    ).toBe(404);
  });
});
