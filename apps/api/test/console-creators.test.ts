import { PHOTO_PATH, type LoginResponse } from '@sangam/contracts';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/client';
import { users } from '../src/db/schema';
import { deleteUnusedPhotos } from '../src/modules/media/photos';
import { refreshAllSearchKeys } from '../src/search-kinds';
import { bearer, register } from './account-helpers';
import { createTestContext, type TestContext } from './helpers';

/** Creators' verification (issue 20): the request, the console's queue, private documents, the badge. */

let ctx: TestContext;
let admin: LoginResponse;
let editor: LoginResponse;
let learner: LoginResponse;

async function withRole(role: 'admin' | 'editor') {
  const session = (await register(ctx.app)).answer;
  await ctx.database.db.update(users).set({ role }).where(eq(users.id, session.user.id));
  return session;
}

const document = () =>
  sharp({ create: { width: 400, height: 260, channels: 3, background: '#e8dcc0' } })
    .jpeg()
    .toBuffer();

/** Uploads a photo as `who`; answers its id. */
async function upload(who: LoginResponse): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/creators/photos/',
    headers: { ...bearer(who.access), 'content-type': 'image/jpeg' },
    payload: await document(),
  });
  expect(res.statusCode).toBe(201);
  return PHOTO_PATH.exec(res.json().url)![1]!;
}

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who: LoginResponse | null, payload?: object) =>
  ctx.app.inject({ method, url, headers: who ? bearer(who.access) : {}, ...(payload ? { payload } : {}) });

const ask = (who: LoginResponse, documents: string[], note = '') =>
  call('POST', '/api/creators/me/verification/', who, { documents, note });

const photo = (id: string, who: LoginResponse | null) => call('GET', `/media/photos/${id}-640.webp`, who);

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMITS: 'off' } });
  admin = await withRole('admin');
  editor = await withRole('editor');
  learner = (await register(ctx.app)).answer;
});
afterAll(() => ctx.close());

describe('asking to be verified', () => {
  it('goes from a request to a refusal the creator reads, to a new request and a verification', async () => {
    const tutor = (await register(ctx.app, { creator_type: 'tutor' })).answer;
    const mine = await call('GET', '/api/creators/me/verification/', tutor);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ status: 'unverified', reason: '', requested_at: null, verified_at: null });

    const first = await upload(tutor);
    const asked = await ask(tutor, [first], 'My Aadhaar card.');
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ status: 'pending', reason: '', verified_at: null });
    expect(asked.json().requested_at).not.toBeNull();

    const queue = await call('GET', '/api/admin/creators/?status=pending', editor);
    expect(queue.statusCode).toBe(200);
    const entry = queue.json().results.find((c: { user: { id: number } }) => c.user.id === tutor.user.id);
    expect(entry).toMatchObject({
      creator_type: 'tutor',
      note: 'My Aadhaar card.',
      documents: [first],
      verification: { status: 'pending' },
    });

    const reason = 'The name on the card is not the name on the account.';
    const refused = await call('POST', `/api/admin/creators/${tutor.user.id}/reject/`, editor, { reason });
    expect(refused.statusCode).toBe(200);
    expect((await call('GET', '/api/creators/me/verification/', tutor)).json()).toMatchObject({
      status: 'rejected',
      reason,
    });

    // Asking again with another document: the first one, no longer sent, is deleted.
    const second = await upload(tutor);
    expect((await ask(tutor, [second])).json()).toMatchObject({ status: 'pending', reason: '' });
    expect((await photo(first, tutor)).statusCode).toBe(404);

    const verified = await call('POST', `/api/admin/creators/${tutor.user.id}/verify/`, editor);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().verification).toMatchObject({ status: 'verified', reason: '' });
    const state = (await call('GET', '/api/creators/me/verification/', tutor)).json();
    expect(state.status).toBe('verified');
    expect(state.verified_at).not.toBeNull();

    const again = await ask(tutor, [second]);
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe('You are already verified.');
    expect((await call('POST', `/api/admin/creators/${tutor.user.id}/verify/`, editor)).statusCode).toBe(400);

    // Both decisions are in the audit log, with the state before and after.
    const audit = await call('GET', `/api/admin/audit/?action=creator.reject`, admin);
    expect(audit.json().results[0]).toMatchObject({
      actor: { id: editor.user.id },
      action: 'creator.reject',
      target_type: 'creator',
      target_id: String(tutor.user.id),
      before: { status: 'pending', reason: '' },
      after: { status: 'rejected', reason },
    });
    const verifiedEntry = (await call('GET', `/api/admin/audit/?action=creator.verify`, admin)).json().results[0];
    expect(verifiedEntry).toMatchObject({ before: { status: 'pending' }, after: { status: 'verified' } });
  });

  it('takes only photos the creator uploaded, and only from creators', async () => {
    const tutor = (await register(ctx.app, { creator_type: 'tutor' })).answer;
    const other = (await register(ctx.app, { creator_type: 'retreat_rep' })).answer;
    const theirs = await upload(other);
    const res = await ask(tutor, [theirs]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.documents).toEqual(['Upload the document again.']);
    expect((await ask(tutor, ['7b0d8f3e-2a4c-4e1b-9f6a-0c5d2e8b1a93'])).statusCode).toBe(400);
    expect((await ask(tutor, [])).json().errors.documents).toBeDefined();
    expect((await call('GET', '/api/creators/me/verification/', tutor)).json().status).toBe('unverified');

    expect((await call('GET', '/api/creators/me/verification/', learner)).statusCode).toBe(403);
    expect((await ask(learner, [theirs])).statusCode).toBe(403);
    expect((await call('GET', '/api/creators/me/verification/', null)).statusCode).toBe(401);
  });

  it('refuses with a reason only a request or a verification, and 404 for anyone who is not a creator', async () => {
    const tutor = (await register(ctx.app, { creator_type: 'tutor' })).answer;
    const refuse = (id: number, reason = 'Please send a clearer photo.') =>
      call('POST', `/api/admin/creators/${id}/reject/`, editor, { reason });
    expect((await refuse(tutor.user.id)).statusCode).toBe(400);
    const empty = await call('POST', `/api/admin/creators/${tutor.user.id}/reject/`, editor, { reason: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.reason).toEqual(['Write the reason the person will read.']);
    expect((await refuse(learner.user.id)).statusCode).toBe(404);
    expect((await call('POST', `/api/admin/creators/${learner.user.id}/verify/`, editor)).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/creators/99999999/verify/', admin)).statusCode).toBe(404);
  });

  it('lists those waiting first, the longest waiting first, then by status and words', async () => {
    const early = (await register(ctx.app, { creator_type: 'tutor' })).answer;
    const late = (await register(ctx.app, { creator_type: 'tutor' })).answer;
    const never = (await register(ctx.app, { creator_type: 'tutor' })).answer;
    await ask(early, [await upload(early)]);
    await ask(late, [await upload(late)]);
    await ctx.database.db.execute(
      sql`update creator_profiles set verification_requested_at = now() - interval '2 days' where user_id = ${early.user.id}`,
    );
    const all = (await call('GET', '/api/admin/creators/?page_size=100', editor)).json();
    const order = all.results.map((c: { user: { id: number } }) => c.user.id);
    expect(order.indexOf(early.user.id)).toBeLessThan(order.indexOf(late.user.id));
    expect(order.indexOf(late.user.id)).toBeLessThan(order.indexOf(never.user.id));
    const pending = all.results.filter(
      (c: { verification: { status: string } }) => c.verification.status === 'pending',
    );
    expect(order.slice(0, pending.length)).toEqual(pending.map((c: { user: { id: number } }) => c.user.id));

    const found = (await call('GET', `/api/admin/creators/?q=${never.user.username.toUpperCase()}`, editor)).json();
    expect(found.results.map((c: { user: { id: number } }) => c.user.id)).toEqual([never.user.id]);
    const unverified = (await call('GET', '/api/admin/creators/?status=unverified&page_size=100', admin)).json();
    expect(unverified.results.map((c: { user: { id: number } }) => c.user.id)).toContain(never.user.id);
    expect(unverified.results.map((c: { user: { id: number } }) => c.user.id)).not.toContain(early.user.id);

    expect((await call('GET', '/api/admin/creators/', learner)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/creators/', early)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/creators/', null)).statusCode).toBe(401);
  });
});

describe('verification documents', () => {
  it('are shown only to their owner and the console, never cached by others, and not through a public page', async () => {
    const host = (await register(ctx.app, { creator_type: 'retreat_rep' })).answer;
    const stranger = (await register(ctx.app, { creator_type: 'retreat_rep' })).answer;
    const id = await upload(host);
    // An ordinary upload is public to whoever has its address.
    expect((await photo(id, null)).statusCode).toBe(200);
    await ask(host, [id], 'Temple trust registration.');

    for (const who of [null, learner, stranger]) expect((await photo(id, who)).statusCode).toBe(404);
    for (const who of [host, editor, admin]) {
      const res = await photo(id, who);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    expect((await call('GET', `/media/photos/${id}-1600.webp`, null)).statusCode).toBe(404);

    // Naming it on a public page does not make it public.
    await ctx.database.db.execute(
      sql`insert into retreats (slug, host_id, title, type, place, date_mode, photos)
          values (${`doc-retreat-${host.user.id}`}, ${host.user.id}, 'Borrowed photo', 'yoga', 'Rishikesh', 'fixed',
                  ${`{/media/photos/${id}-1600.webp}`}::text[])`,
    );
    expect((await photo(id, null)).statusCode).toBe(404);

    // Nor is a document deleted with the photos nothing uses.
    await ctx.database.db.execute(
      sql`update uploaded_photos set created_at = now() - interval '25 hours' where id = ${id}`,
    );
    await ctx.database.db.execute(sql`delete from retreats where host_id = ${host.user.id}`);
    await deleteUnusedPhotos(ctx.database.db);
    expect((await photo(id, host)).statusCode).toBe(200);
  });
});

describe('the Verified badge', () => {
  it('shows on class cards and pages, the tutor page, the retreat host, the journey organiser and the temple', async () => {
    const tutor = (await register(ctx.app, { creator_type: 'tutor' })).answer;
    const rep = (await register(ctx.app, { creator_type: 'retreat_rep' })).answer;
    const t = tutor.user.id;
    const r = rep.user.id;
    const db = ctx.database.db;
    await db.execute(
      sql`insert into tutors (user_id, slug, time_zone) values (${t}, ${`badge-tutor-${t}`}, 'Asia/Kolkata')`,
    );
    await db.execute(sql`
      insert into classes (slug, tutor_id, title, category, language, level, format, duration_minutes, capacity,
                           cancellation_hours)
      values (${`badge-class-${t}`}, ${t}, 'Badge class', 'yoga', 'en', 'all', 'online', 60, 10, 0)`);
    const [retreat] = await selectRows<{ id: number }>(
      db,
      sql`insert into retreats (slug, host_id, title, type, place, date_mode, departures)
          values (${`badge-retreat-${r}`}, ${r}, 'Badge retreat', 'yoga', 'Rishikesh', 'fixed',
                  jsonb_build_array(jsonb_build_object('start', current_date + 30, 'end', current_date + 33)))
          returning id`,
    );
    await db.execute(
      sql`insert into retreat_packages (retreat_id, name, price_minor, capacity) values (${retreat!.id}, 'Hut', 1000, 2)`,
    );
    await db.execute(sql`
      insert into journeys (slug, organiser_id, title, duration_days, price_minor, deposit_percent)
      values (${`badge-journey-${r}`}, ${r}, 'Badge yatra', 3, 100000, 25)`);
    const [temple] = await selectRows<{ id: number }>(
      db,
      sql`insert into temples (slug, manager_id, name, deity, place)
          values (${`badge-temple-${r}`}, ${r}, 'Badge Mandir', 'Shiva', 'Kashi') returning id`,
    );
    await db.execute(sql`
      insert into poojas (temple_id, slug, name, purpose, price_minor, currency)
      values (${temple!.id}, ${`badge-pooja-${r}`}, 'Badge abhishek', 'Peace', 50000, 'INR')`);
    // Rows written here, not by their services: their search keys as the server fills them at start.
    await refreshAllSearchKeys(db);

    const badges = async () => {
      const get = async (url: string) => {
        const res = await call('GET', url, null);
        expect(res.statusCode, url).toBe(200);
        return res.json();
      };
      const pick = async (url: string, slug: string) =>
        (await get(url)).results.find((item: { slug: string }) => item.slug === slug);
      return [
        (await pick(`/api/classes/?tutor=badge-tutor-${t}`, `badge-class-${t}`)).tutor.verified,
        (await get(`/api/classes/badge-class-${t}/`)).tutor.verified,
        (await get(`/api/tutors/badge-tutor-${t}/`)).verified,
        (await get(`/api/tutors/badge-tutor-${t}/`)).classes[0].tutor.verified,
        (await pick('/api/retreats/?q=badge&page_size=100', `badge-retreat-${r}`)).host.verified,
        (await get(`/api/retreats/badge-retreat-${r}/`)).host.verified,
        (await pick('/api/journeys/?q=badge', `badge-journey-${r}`)).organiser.verified,
        (await get(`/api/journeys/badge-journey-${r}/`)).organiser.verified,
        (await pick('/api/temples/?q=badge&page_size=100', `badge-temple-${r}`)).verified,
        (await get(`/api/temples/badge-temple-${r}/`)).verified,
        (await get(`/api/temples/badge-temple-${r}/`)).poojas[0].temple.verified,
        (await pick('/api/poojas/?q=badge&page_size=100', `badge-pooja-${r}`)).temple.verified,
        (await get(`/api/poojas/badge-pooja-${r}/`)).temple.verified,
      ];
    };

    expect(await badges()).toEqual(Array(13).fill(false));
    for (const id of [t, r]) {
      expect((await call('POST', `/api/admin/creators/${id}/verify/`, editor)).statusCode).toBe(200);
    }
    expect(await badges()).toEqual(Array(13).fill(true));
  });
});
