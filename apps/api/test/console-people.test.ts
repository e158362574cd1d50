import { randomUUID } from 'node:crypto';
import type { LoginResponse } from '@sangam/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/client';
import { users } from '../src/db/schema';
import { bearer, confirmEmails, register } from './account-helpers';
import { createTestContext, type TestContext } from './helpers';

/**
 * People in the console (issue 20): the list, a person's page, roles, site-wide bans and how they
 * are enforced, signing someone out everywhere, and every open report across communities.
 */

let ctx: TestContext;
let admin: LoginResponse;
let editor: LoginResponse;

type Who = LoginResponse | null;
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: Who, payload?: object) =>
  ctx.app.inject({ method, url, headers: who ? bearer(who.access) : {}, ...(payload ? { payload } : {}) });

async function withRole(role: 'admin' | 'editor') {
  const session = (await register(ctx.app)).answer;
  await ctx.database.db.update(users).set({ role }).where(eq(users.id, session.user.id));
  return session;
}

const audit = async (action: string) =>
  (await call('GET', `/api/admin/audit/?action=${action}`, admin)).json().results as Array<Record<string, unknown>>;

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const waitNextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));

/** One of each thing a person may book, made straight in the database. */
const offer = { community: '', post: 0, classSlug: 'people-class', slots: [] as string[], retreat: '', packageId: 0 };
let departure = 0;

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMITS: 'off' } });
  admin = await withRole('admin');
  editor = await withRole('editor');
  const db = ctx.database.db;

  const founder = (await register(ctx.app)).answer;
  offer.community = (await call('POST', '/api/communities/', founder, { name: 'People Satsang' })).json().slug;
  offer.post = (await call('POST', '/api/posts/', founder, { title: 'Welcome', community: offer.community })).json().id;

  const tutor = (await register(ctx.app, { creator_type: 'tutor' })).answer.user.id;
  const weekly = JSON.stringify([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '06:00', end: '20:00' })));
  await db.execute(
    sql`insert into tutors (user_id, slug, time_zone) values (${tutor}, 'people-tutor', 'Asia/Kolkata')`,
  );
  await db.execute(sql`insert into tutor_availability (tutor_id, weekly) values (${tutor}, ${weekly}::jsonb)`);
  await db.execute(sql`
    insert into classes (slug, tutor_id, title, category, language, level, format, duration_minutes, capacity,
                         cancellation_hours)
    values ('people-class', ${tutor}, 'Morning yoga', 'yoga', 'en', 'all', 'online', 60, 50, 0)`);
  const slots = await call('GET', `/api/classes/people-class/slots/?from=${day(3)}&to=${day(3)}`, null);
  offer.slots = slots.json().results.map((s: { start: string }) => s.start);

  const rep = (await register(ctx.app, { creator_type: 'retreat_rep' })).answer.user.id;
  const [retreat] = await selectRows<{ id: number }>(
    db,
    sql`insert into retreats (slug, host_id, title, type, place, date_mode, departures)
        values ('people-retreat', ${rep}, 'Silent week', 'meditation', 'Bodh Gaya', 'fixed',
                ${JSON.stringify([{ start: day(30), end: day(33) }])}::jsonb) returning id`,
  );
  offer.retreat = 'people-retreat';
  offer.packageId = (
    await selectRows<{ id: number }>(
      db,
      sql`insert into retreat_packages (retreat_id, name, price_minor, capacity)
          values (${retreat!.id}, 'Hall', 100000, 500) returning id`,
    )
  )[0]!.id;
  const [temple] = await selectRows<{ id: number }>(
    db,
    sql`insert into temples (slug, manager_id, name, deity, place)
        values ('people-temple', ${rep}, 'People Mandir', 'Shiva', 'Varanasi') returning id`,
  );
  await db.execute(sql`
    insert into poojas (temple_id, slug, name, price_minor, daily_limit, notice_days)
    values (${temple!.id}, 'people-pooja', 'Jal abhishek', 0, 1000, 0)`);
  const [journey] = await selectRows<{ id: number }>(
    db,
    sql`insert into journeys (slug, organiser_id, title, duration_days, price_minor, deposit_percent)
        values ('people-journey', ${rep}, 'Char Dham', 3, 100000, 25) returning id`,
  );
  departure = (
    await selectRows<{ id: number }>(
      db,
      sql`insert into journey_departures (journey_id, start_date, capacity)
          values (${journey!.id}, ${day(40)}, 500) returning id`,
    )
  )[0]!.id;
});
afterAll(() => ctx.close());

let slotIndex = 0;
const bookClass = (who: Who) =>
  call('POST', '/api/bookings/', who, {
    class: offer.classSlug,
    start: offer.slots[slotIndex++ % offer.slots.length],
    idempotency_key: randomUUID(),
  });
const bookRetreat = (who: Who) =>
  call('POST', `/api/retreats/${offer.retreat}/bookings/`, who, {
    package_id: offer.packageId,
    start_date: day(30),
    end_date: day(33),
    guests: 1,
    idempotency_key: randomUUID(),
  });
const bookPooja = (who: Who) =>
  call('POST', '/api/poojas/people-pooja/bookings/', who, {
    day: day(5),
    devotee_name: 'Meera',
    idempotency_key: randomUUID(),
  });
const bookJourney = (who: Who) =>
  call('POST', '/api/journeys/people-journey/bookings/', who, {
    departure_id: departure,
    travellers: 1,
    traveller_names: ['Pilgrim'],
    idempotency_key: randomUUID(),
  });

describe('people in the console', () => {
  it('lists people newest first and finds them by username, name or email address', async () => {
    const person = await register(ctx.app);
    const all = (await call('GET', '/api/admin/people/', admin)).json();
    expect(all.results[0]).toEqual({
      id: person.answer.user.id,
      username: person.account.username,
      display_name: person.account.username,
      email: person.account.email,
      role: 'user',
      creator_type: null,
      joined: expect.any(String),
      banned: false,
    });
    const byEmail = (
      await call('GET', `/api/admin/people/?q=${encodeURIComponent(person.account.email)}`, admin)
    ).json();
    expect(byEmail.results.map((p: { id: number }) => p.id)).toEqual([person.answer.user.id]);
    for (const who of [editor, person.answer])
      expect((await call('GET', '/api/admin/people/', who)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/people/', null)).statusCode).toBe(401);
  });

  it('shows a person’s page: their posts, comments, bookings of every kind and open sessions', async () => {
    const { answer: registered, account } = await register(ctx.app);
    await confirmEmails(ctx.database);
    const id = registered.user.id;
    const person = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/users/login/',
        payload: { email: account.email, password: account.password },
        headers: { 'user-agent': 'Firefox on a phone' },
      })
    ).json() as LoginResponse;
    // The session of the registration ends; the one of the login stays.
    await call('POST', '/api/users/logout/', registered, { refresh: registered.refresh });

    const post = (
      await call('POST', '/api/posts/', person, { title: 'Japa question', community: offer.community })
    ).json();
    const comment = (
      await call('POST', '/api/comments/', person, { post: offer.post, content: 'Hari Om to all' })
    ).json();
    for (const book of [bookClass, bookRetreat, bookPooja, bookJourney]) {
      const res = await book(person);
      expect(res.statusCode, res.body).toBe(201);
    }

    const res = await call('GET', `/api/admin/people/${id}/`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const page = res.json();
    expect(page).toMatchObject({ id, role: 'user', banned: false, ban: null, karma: 0, email_verified: true });
    expect(page.posts).toEqual([
      {
        id: post.id,
        title: 'Japa question',
        community: offer.community,
        created_at: expect.any(String),
        is_removed: false,
      },
    ]);
    expect(page.comments).toEqual([
      {
        id: comment.id,
        post: offer.post,
        excerpt: 'Hari Om to all',
        created_at: expect.any(String),
        is_removed: false,
      },
    ]);
    expect(page.bookings.map((b: { kind: string; title: string }) => [b.kind, b.title])).toEqual([
      ['journey', 'Char Dham'],
      ['pooja', 'Jal abhishek'],
      ['retreat', 'Silent week'],
      ['class', 'Morning yoga'],
    ]);
    expect(page.sessions).toEqual([
      { started_at: expect.any(String), last_used_at: expect.any(String), user_agent: 'Firefox on a phone' },
    ]);

    expect((await call('GET', '/api/admin/people/99999999/', admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/people/${id}/`, editor)).statusCode).toBe(403);
  });

  it('changes a role, never the administrator’s own, and records it', async () => {
    const person = (await register(ctx.app)).answer;
    expect((await call('GET', '/api/admin/creators/', person)).statusCode).toBe(403);
    const res = await call('PATCH', `/api/admin/people/${person.user.id}/`, admin, { role: 'editor' });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('editor');
    // At once, with the token they already hold.
    expect((await call('GET', '/api/admin/creators/', person)).statusCode).toBe(200);
    const [entry] = await audit('person.role');
    expect(entry).toMatchObject({
      actor: { id: admin.user.id },
      target_type: 'user',
      target_id: String(person.user.id),
      before: { role: 'user' },
      after: { role: 'editor' },
    });

    const own = await call('PATCH', `/api/admin/people/${admin.user.id}/`, admin, { role: 'user' });
    expect(own.statusCode).toBe(400);
    const creator = await call('PATCH', `/api/admin/people/${person.user.id}/`, admin, { role: 'creator' });
    expect(creator.statusCode).toBe(400);
    expect(creator.json().errors.role).toBeDefined();
    expect((await call('PATCH', '/api/admin/people/99999999/', admin, { role: 'user' })).statusCode).toBe(404);
  });

  it('signs a person out everywhere: their access tokens are refused at once', async () => {
    const { answer: person, account } = await register(ctx.app);
    const second = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/users/login/',
        payload: { email: account.email, password: account.password },
      })
    ).json() as LoginResponse;
    expect((await call('GET', `/api/admin/people/${person.user.id}/`, admin)).json().sessions).toHaveLength(2);
    await waitNextSecond();
    const res = await call('POST', `/api/admin/people/${person.user.id}/logout-all/`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().sessions).toEqual([]);
    for (const session of [person, second]) {
      expect((await call('GET', '/api/users/me/', session)).statusCode).toBe(401);
      const refreshed = await ctx.app.inject({
        method: 'POST',
        url: '/api/token/refresh/',
        payload: { refresh: session.refresh },
      });
      expect(refreshed.statusCode).toBe(401);
    }
    const [entry] = await audit('person.logout_all');
    expect(entry).toMatchObject({
      target_id: String(person.user.id),
      before: { sessions: 2 },
      after: { sessions: 0 },
    });
    expect((await call('POST', '/api/admin/people/99999999/logout-all/', admin)).statusCode).toBe(404);
  });
});

describe('a site-wide ban', () => {
  const reason = 'Spam in many communities.';

  it('refuses a banned person’s posts, comments and bookings, naming the reason and until when', async () => {
    const person = (await register(ctx.app)).answer;
    const res = await call('POST', `/api/admin/people/${person.user.id}/ban/`, admin, { reason, days: 7 });
    expect(res.statusCode).toBe(200);
    const { ban } = res.json();
    expect(ban).toMatchObject({ reason, by: { id: admin.user.id } });
    const days = (new Date(ban.until).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    const until = new Date(ban.until).toLocaleString('en-GB', {
      timeZone: 'UTC',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });

    for (const attempt of [
      () => call('POST', '/api/posts/', person, { title: 'Buy now', community: offer.community }),
      () => call('POST', '/api/comments/', person, { post: offer.post, content: 'Buy now' }),
      () => bookClass(person),
    ]) {
      const refused = await attempt();
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('banned');
      expect(refused.json().detail).toContain('Spam in many communities');
      expect(refused.json().detail).toContain(until);
    }
    expect((await call('GET', `/api/admin/people/?q=${person.user.username}`, admin)).json().results[0].banned).toBe(
      true,
    );
    const [entry] = await audit('person.ban');
    expect(entry).toMatchObject({
      target_id: String(person.user.id),
      before: null,
      after: { reason, until: ban.until },
    });
  });

  it('refuses every other kind of write, and leaves reading and what they booked to them', async () => {
    const person = (await register(ctx.app)).answer;
    await confirmEmails(ctx.database);
    // Made before the ban: a comment, a retreat stay, a pooja and an attended class.
    const comment = (
      await call('POST', '/api/comments/', person, { post: offer.post, content: 'Jai Shri Ram' })
    ).json();
    const stay = (await bookRetreat(person)).json();
    const pooja = (await bookPooja(person)).json();
    const lesson = (await bookClass(person)).json();
    await ctx.database.db.execute(sql`update bookings set status = 'attended' where id = ${lesson.id}`);

    await call('POST', `/api/admin/people/${person.user.id}/ban/`, admin, { reason, days: null });
    const writes: Record<string, () => ReturnType<typeof call>> = {
      'vote on a post': () => call('POST', `/api/posts/${offer.post}/upvote/`, person),
      'vote on a comment': () => call('POST', `/api/comments/${comment.id}/downvote/`, person),
      'edit a comment': () => call('PATCH', `/api/comments/${comment.id}/`, person, { content: 'Changed' }),
      report: () =>
        call('POST', '/api/reports/', person, { content_type: 'post', content_id: offer.post, reason: 'other' }),
      'new community': () => call('POST', '/api/communities/', person, { name: `Banned ${randomUUID().slice(0, 6)}` }),
      'retreat booking': () => bookRetreat(person),
      'pooja booking': () => bookPooja(person),
      'journey booking': () => bookJourney(person),
      'retreat inquiry': () =>
        call('POST', `/api/retreats/${offer.retreat}/inquiries/`, person, { message: 'Is it quiet?', guests: 1 }),
      'retreat message': () => call('POST', `/api/retreat-bookings/${stay.id}/messages/`, person, { body: 'Hello' }),
      'journey interest': () =>
        call('POST', '/api/journeys/people-journey/interest/', person, {
          name: 'Pilgrim',
          email: person.user.email,
          travellers: 1,
        }),
      'class review': () => call('POST', `/api/bookings/${lesson.id}/review/`, person, { rating: 5, text: 'Great' }),
    };
    const answers: Record<string, [number, string]> = {};
    for (const [name, write] of Object.entries(writes)) {
      const res = await write();
      answers[name] = [res.statusCode, res.json().code];
    }
    expect(answers).toEqual(Object.fromEntries(Object.keys(writes).map((name) => [name, [403, 'banned']])));
    const detail = (await writes.report!()).json().detail;
    expect(detail).toContain('until an administrator lifts it');

    // Reading, and managing what they booked, stay open.
    expect((await call('GET', `/api/posts/${offer.post}/`, person)).statusCode).toBe(200);
    expect((await call('GET', '/api/pooja-bookings/', person)).statusCode).toBe(200);
    const cancelled = await call('POST', `/api/pooja-bookings/${pooja.id}/cancel/`, person, {
      reason: 'Plans changed.',
    });
    expect(cancelled.statusCode).toBe(200);
    // And they are not signed out.
    expect((await call('GET', '/api/users/me/', person)).statusCode).toBe(200);

    const lifted = await call('DELETE', `/api/admin/people/${person.user.id}/ban/`, admin);
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json()).toMatchObject({ banned: false, ban: null });
    expect((await writes['vote on a post']!()).statusCode).toBe(200);
    const [entry] = await audit('person.unban');
    expect(entry).toMatchObject({ before: { reason, until: null }, after: null });
    expect((await call('DELETE', `/api/admin/people/${person.user.id}/ban/`, admin)).statusCode).toBe(400);
  });

  it('ends on its own when its time runs out', async () => {
    const person = (await register(ctx.app)).answer;
    await call('POST', `/api/admin/people/${person.user.id}/ban/`, admin, { reason, days: 1 });
    await ctx.database.db.execute(
      sql`update user_bans set expires_at = now() - interval '1 minute' where user_id = ${person.user.id}`,
    );
    expect((await call('POST', '/api/posts/', person, { title: 'Back', community: offer.community })).statusCode).toBe(
      201,
    );
    expect((await call('GET', `/api/admin/people/${person.user.id}/`, admin)).json()).toMatchObject({
      banned: false,
      ban: null,
    });
  });

  it('is for administrators to give, never to themselves or another administrator', async () => {
    const other = await withRole('admin');
    const person = (await register(ctx.app)).answer;
    expect((await call('POST', `/api/admin/people/${admin.user.id}/ban/`, admin, { reason })).statusCode).toBe(400);
    expect((await call('POST', `/api/admin/people/${other.user.id}/ban/`, admin, { reason })).statusCode).toBe(400);
    expect((await call('POST', `/api/admin/people/${person.user.id}/ban/`, editor, { reason })).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/people/99999999/ban/', admin, { reason })).statusCode).toBe(404);
    const empty = await call('POST', `/api/admin/people/${person.user.id}/ban/`, admin, { reason: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.reason).toBeDefined();
  });
});

describe('reports across communities', () => {
  it('come to an administrator from every community; a moderator sees their own', async () => {
    const [first, second] = [(await register(ctx.app)).answer, (await register(ctx.app)).answer];
    const reporter = (await register(ctx.app)).answer;
    const ids: number[] = [];
    for (const founder of [first!, second!]) {
      const community = (
        await call('POST', '/api/communities/', founder, { name: `Reported ${randomUUID().slice(0, 6)}` })
      ).json();
      const post = (await call('POST', '/api/posts/', founder, { title: 'Hello', community: community.slug })).json();
      ids.push(
        (
          await call('POST', '/api/reports/', reporter, { content_type: 'post', content_id: post.id, reason: 'other' })
        ).json().id,
      );
    }
    const everyOpen = (await call('GET', '/api/reports/?page_size=100', admin)).json();
    expect(everyOpen.results.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining(ids));
    const own = (await call('GET', '/api/reports/?page_size=100', first)).json();
    expect(own.results.map((r: { id: number }) => r.id)).toEqual([ids[0]]);

    // An administrator's resolution is a console action; a moderator's in their community is not.
    expect((await call('POST', `/api/reports/${ids[0]}/resolve/`, first)).statusCode).toBe(200);
    expect((await audit('report.resolve')).map((e) => e.target_id)).not.toContain(String(ids[0]));
    expect((await call('POST', `/api/reports/${ids[1]}/resolve/`, admin)).statusCode).toBe(200);
    const [entry] = await audit('report.resolve');
    expect(entry).toMatchObject({
      actor: { id: admin.user.id },
      target_type: 'report',
      target_id: String(ids[1]),
      before: { status: 'open' },
      after: { status: 'resolved' },
    });
  });
});
