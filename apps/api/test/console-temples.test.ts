import type { LoginResponse } from '@sangam/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { bearer, register } from './account-helpers';
import { createTestContext, type TestContext } from './helpers';

/** Temples from the console (issue 20): create, assign staff, publish; details and poojas by editors. */

let ctx: TestContext;
let admin: LoginResponse;
let editor: LoginResponse;
let staff: LoginResponse;
let nextStaff: LoginResponse;
let learner: LoginResponse;

async function withRole(role: 'admin' | 'editor') {
  const session = (await register(ctx.app)).answer;
  await ctx.database.db.update(users).set({ role }).where(eq(users.id, session.user.id));
  return session;
}

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who: LoginResponse | null, payload?: object) =>
  ctx.app.inject({ method, url, headers: who ? bearer(who.access) : {}, ...(payload ? { payload } : {}) });

const audit = async (action: string) =>
  (await call('GET', `/api/admin/audit/?action=${action}`, admin)).json().results as Array<Record<string, unknown>>;

const temple = {
  name: 'Sri Kalahasteeswara Swamy Devasthanam',
  deity: 'Shiva (Vayu Linga)',
  place: 'Srikalahasti',
  region: 'Andhra Pradesh',
};

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMITS: 'off' } });
  admin = await withRole('admin');
  editor = await withRole('editor');
  staff = (await register(ctx.app, { creator_type: 'retreat_rep' })).answer;
  nextStaff = (await register(ctx.app, { creator_type: 'retreat_rep' })).answer;
  learner = (await register(ctx.app)).answer;
});
afterAll(() => ctx.close());

describe('temples in the console', () => {
  it('creates a hidden temple kept by a creator account, with a slug from its name', async () => {
    const res = await call('POST', '/api/admin/temples/', editor, {
      ...temple,
      staff: staff.user.username.toUpperCase(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      slug: 'sri-kalahasteeswara-swamy-devasthanam',
      name: temple.name,
      place: 'Srikalahasti',
      published: false,
      staff: { id: staff.user.id, username: staff.user.username, display_name: staff.user.username },
      staff_verified: false,
      pooja_count: 0,
    });
    const again = await call('POST', '/api/admin/temples/', admin, { ...temple, staff: staff.user.username });
    expect(again.json().slug).toBe('sri-kalahasteeswara-swamy-devasthanam-2');

    // The staff find it in their own area; visitors do not until it is published.
    const mine = (await call('GET', '/api/creators/temples/', staff)).json();
    expect(mine.results.map((t: { id: number }) => t.id)).toContain(res.json().id);
    expect((await call('GET', `/api/temples/${res.json().slug}/`, null)).statusCode).toBe(404);

    const [created] = await audit('temple.create');
    expect(created).toMatchObject({
      actor: { id: admin.user.id },
      target_type: 'temple',
      target_id: String(again.json().id),
      before: null,
      after: { slug: again.json().slug, name: temple.name, staff: staff.user.username, published: false },
    });
  });

  it('needs an existing creator as staff, a real time zone and the fields a temple page shows', async () => {
    for (const name of [learner.user.username, 'nobody_by_this_name']) {
      const res = await call('POST', '/api/admin/temples/', editor, { ...temple, staff: name });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.staff).toEqual(['No creator has this username.']);
    }
    const zone = await call('POST', '/api/admin/temples/', editor, {
      ...temple,
      staff: staff.user.username,
      time_zone: 'Mars/Olympus',
    });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().errors.time_zone).toBeDefined();
    const empty = await call('POST', '/api/admin/temples/', editor, { staff: staff.user.username });
    expect(Object.keys(empty.json().errors).sort()).toEqual(['deity', 'name', 'place']);
  });

  it('hands a temple to another staff account and publishes it, recorded with before and after', async () => {
    const created = (
      await call('POST', '/api/admin/temples/', editor, {
        ...temple,
        name: 'Arulmigu Test Kovil',
        staff: staff.user.username,
      })
    ).json();
    const res = await call('PATCH', `/api/admin/temples/${created.id}/`, editor, {
      staff: nextStaff.user.username,
      published: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ published: true, staff: { id: nextStaff.user.id } });
    expect((await call('GET', `/api/creators/temples/${created.id}/`, staff)).statusCode).toBe(404);
    expect((await call('GET', `/api/creators/temples/${created.id}/`, nextStaff)).statusCode).toBe(200);
    expect((await call('GET', `/api/temples/${created.slug}/`, null)).statusCode).toBe(200);

    const [entry] = await audit('temple.update');
    expect(entry).toMatchObject({
      actor: { id: editor.user.id },
      target_id: String(created.id),
      before: { staff: staff.user.username, published: false },
      after: { staff: nextStaff.user.username, published: true },
    });

    const bad = await call('PATCH', `/api/admin/temples/${created.id}/`, editor, { staff: learner.user.username });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.staff).toBeDefined();
    expect((await call('PATCH', '/api/admin/temples/99999999/', editor, { published: true })).statusCode).toBe(404);

    const list = (await call('GET', '/api/admin/temples/?q=arulmigu%20test', editor)).json();
    expect(list.count).toBe(1);
    expect(list.results[0]).toMatchObject({ id: created.id, published: true, pooja_count: 0 });
  });

  it('lets editors write a temple page and its poojas through the staff endpoints, in the audit log', async () => {
    const created = (
      await call('POST', '/api/admin/temples/', editor, {
        ...temple,
        name: 'Edited Mandir',
        staff: staff.user.username,
      })
    ).json();
    const page = await call('PATCH', `/api/creators/temples/${created.id}/`, editor, {
      description: 'An ancient temple on the banks of the Swarnamukhi.',
      aartis: [{ name: 'Mangala aarti', time: '05:30' }],
    });
    expect(page.statusCode).toBe(200);
    const [pageEntry] = await audit('temple.update');
    expect(pageEntry).toMatchObject({
      actor: { id: editor.user.id },
      target_id: String(created.id),
      before: { description: '', aartis: [] },
      after: {
        description: 'An ancient temple on the banks of the Swarnamukhi.',
        aartis: [{ name: 'Mangala aarti', time: '05:30' }],
      },
    });

    const pooja = await call('POST', `/api/creators/temples/${created.id}/poojas/`, editor, {
      name: 'Rahu Ketu pooja',
      price_minor: 150000,
    });
    expect(pooja.statusCode).toBe(201);
    const [poojaEntry] = await audit('pooja.create');
    expect(poojaEntry).toMatchObject({
      target_id: String(pooja.json().id),
      after: { temple: created.slug, name: 'Rahu Ketu pooja', price_minor: 150000 },
    });
    const changed = await call('PATCH', `/api/creators/poojas/${pooja.json().id}/`, editor, { price_minor: 160000 });
    expect(changed.statusCode).toBe(200);
    const [changeEntry] = await audit('pooja.update');
    expect(changeEntry).toMatchObject({ before: { price_minor: 150000 }, after: { price_minor: 160000 } });
    expect((await call('GET', '/api/admin/temples/?q=edited%20mandir', editor)).json().results[0].pooja_count).toBe(1);

    // The temple's own staff editing their temple is not a console action.
    const entries = (await call('GET', '/api/admin/audit/?page_size=100', admin)).json().count;
    expect(
      (await call('PATCH', `/api/creators/temples/${created.id}/`, staff, { description: 'Ours.' })).statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/admin/audit/?page_size=100', admin)).json().count).toBe(entries);

    // Editors keep pages and poojas, not the devotees' bookings.
    expect((await call('GET', '/api/creators/pooja-bookings/', editor)).statusCode).toBe(403);
    expect((await call('GET', '/api/creators/pooja-bookings/', admin)).statusCode).toBe(200);
  });

  it('is for editors and administrators only', async () => {
    for (const who of [learner, staff]) {
      expect((await call('GET', '/api/admin/temples/', who)).statusCode).toBe(403);
      expect(
        (await call('POST', '/api/admin/temples/', who, { ...temple, staff: staff.user.username })).statusCode,
      ).toBe(403);
    }
    expect((await call('GET', '/api/admin/temples/', null)).statusCode).toBe(401);
  });
});
