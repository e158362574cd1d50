import type { LoginResponse, ModlogEntry } from '@sangam/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { register } from './account-helpers';
import { forumCalls } from './forum-helpers';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let creator: LoginResponse;
let member: LoginResponse;
let third: LoginResponse;
let elsewhere: LoginResponse;
let admin: LoginResponse;

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMITS: 'off' } });
  creator = (await register(ctx.app)).answer;
  member = (await register(ctx.app)).answer;
  third = (await register(ctx.app)).answer;
  elsewhere = (await register(ctx.app)).answer;
  admin = (await register(ctx.app)).answer;
  await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
});
afterAll(() => ctx.close());

const { call, newCommunity } = forumCalls(() => ctx);

const names = async (communityId: number) => {
  const res = await call('GET', `/api/communities/${communityId}/moderators/`, null);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as { username: string }[]).map((m) => m.username);
};
const add = (communityId: number, who: LoginResponse | null, username: string) =>
  call('POST', `/api/communities/${communityId}/moderators/`, who, { username });
const remove = (communityId: number, who: LoginResponse | null, username: string) =>
  call('DELETE', `/api/communities/${communityId}/moderators/${username}/`, who);
const logOf = async (communityId: number): Promise<ModlogEntry[]> =>
  (await call('GET', `/api/communities/${communityId}/modlog/`, null)).json().results;

describe('co-moderators', () => {
  it('are listed for anyone; a moderator adds a member once, and the log says who added whom', async () => {
    const community = await newCommunity(creator);
    expect(await names(community.id)).toEqual([creator.user.username]);
    const added = await add(community.id, creator, member.user.username.toUpperCase());
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().results.map((m: { username: string }) => m.username)).toEqual([
      creator.user.username,
      member.user.username,
    ]);
    // Again: nothing changes, nothing more is logged.
    expect((await add(community.id, member, member.user.username)).statusCode).toBe(200);
    const log = await logOf(community.id);
    expect(log.map((e) => [e.action, e.moderator?.username, e.target_user?.username])).toEqual([
      ['add_moderator', creator.user.username, member.user.username],
    ]);
    // The new moderator moderates: their community page says so.
    expect((await call('GET', `/api/communities/${community.slug}/`, member)).json().is_moderator).toBe(true);
  });

  it('refuses guests (401), members and moderators of other communities (403), unknown people (404), bad names (400)', async () => {
    const community = await newCommunity(creator);
    await newCommunity(elsewhere);
    expect((await add(community.id, null, third.user.username)).statusCode).toBe(401);
    expect((await add(community.id, member, third.user.username)).statusCode).toBe(403);
    expect((await add(community.id, elsewhere, elsewhere.user.username)).statusCode).toBe(403);
    const unknown = await add(community.id, creator, 'nobody_by_this_name');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBeTruthy();
    const empty = await add(community.id, creator, '  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBeTruthy();
    expect((await call('POST', `/api/communities/${community.id}/moderators/`, creator, {})).statusCode).toBe(400);
    expect((await add(999999, admin, third.user.username)).statusCode).toBe(404);
    expect((await call('GET', '/api/communities/999999/moderators/', null)).statusCode).toBe(404);
    expect((await remove(community.id, null, creator.user.username)).statusCode).toBe(401);
    expect((await remove(community.id, member, creator.user.username)).statusCode).toBe(403);
    expect((await remove(community.id, elsewhere, creator.user.username)).statusCode).toBe(403);
    expect(await names(community.id)).toEqual([creator.user.username]);
    // An admin adds anyone anywhere.
    expect((await add(community.id, admin, third.user.username)).statusCode).toBe(200);
  });

  it('leave or are removed, but never the last one, and the creator only by themself or an admin', async () => {
    const community = await newCommunity(creator);
    await add(community.id, creator, member.user.username);
    await add(community.id, creator, third.user.username);

    const takeover = await remove(community.id, member, creator.user.username);
    expect(takeover.statusCode).toBe(403);
    expect(takeover.json().code).toBe('creator_stays');
    expect((await remove(community.id, member, third.user.username)).statusCode).toBe(200);
    expect((await remove(community.id, member, third.user.username)).statusCode).toBe(404); // No longer one.
    expect((await remove(community.id, member, member.user.username)).statusCode).toBe(200); // Leaves.
    expect(await names(community.id)).toEqual([creator.user.username]);

    const last = await remove(community.id, creator, creator.user.username);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ code: 'last_moderator', detail: expect.stringContaining('at least one') });
    expect((await remove(community.id, admin, creator.user.username)).statusCode).toBe(409);

    await add(community.id, creator, member.user.username);
    expect((await remove(community.id, admin, creator.user.username)).statusCode).toBe(200);
    expect(await names(community.id)).toEqual([member.user.username]);
    // The one who left moderates no more.
    expect((await add(community.id, third, third.user.username)).statusCode).toBe(403);

    expect((await logOf(community.id)).map((e) => [e.action, e.moderator?.username, e.target_user?.username])).toEqual([
      ['remove_moderator', admin.user.username, creator.user.username],
      ['add_moderator', creator.user.username, member.user.username],
      ['remove_moderator', member.user.username, member.user.username],
      ['remove_moderator', member.user.username, third.user.username],
      ['add_moderator', creator.user.username, third.user.username],
      ['add_moderator', creator.user.username, member.user.username],
    ]);
  });

  it('are added at a limited pace per person', async () => {
    const limited = await createTestContext();
    try {
      const { answer: founder } = await register(limited.app, {}, '10.0.9.1');
      const created = await limited.app.inject({
        method: 'POST',
        url: '/api/communities/',
        headers: { authorization: `Bearer ${founder.access}` },
        payload: { name: 'Paced Circle' },
      });
      const id = created.json().id as number;
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: `/api/communities/${id}/moderators/`,
          headers: { authorization: `Bearer ${founder.access}` },
          payload: { username: founder.user.username },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
