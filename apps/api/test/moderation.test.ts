import type { LoginResponse, ModlogEntry } from '@sangam/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { register } from './account-helpers';
import { forumCalls } from './forum-helpers';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let mod: LoginResponse;
let member: LoginResponse;
let admin: LoginResponse;

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMITS: 'off' } });
  mod = (await register(ctx.app)).answer;
  member = (await register(ctx.app)).answer;
  admin = (await register(ctx.app)).answer;
  await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
});
afterAll(() => ctx.close());

const { call, newCommunity, newPost, newComment } = forumCalls(() => ctx);

const logOf = async (communityId: number, query = '') => {
  const res = await call('GET', `/api/communities/${communityId}/modlog/${query}`, null);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; next: string | null; results: ModlogEntry[] };
};

describe('the moderation log', () => {
  it('records removals, restores and locks with who, on whom, what and why, newest first, for anyone to read', async () => {
    const community = await newCommunity(mod);
    const post = await newPost(member, community.slug, { title: 'Which mala for japa?' });
    const comment = await newComment(member, post.id, 'Buy my course');
    expect((await logOf(community.id)).results).toEqual([]);

    await call('POST', `/api/comments/${comment.id}/remove/`, mod, { reason: 'Rule 2: no selling' });
    await call('POST', `/api/posts/${post.id}/lock/`, admin);
    await call('POST', `/api/posts/${post.id}/unlock/`, mod);
    await call('POST', `/api/comments/${comment.id}/restore/`, mod);

    const log = await logOf(community.id);
    expect(log.count).toBe(4);
    expect(log.results.map((e) => [e.action, e.moderator?.username])).toEqual([
      ['restore_comment', mod.user.username],
      ['unlock_post', mod.user.username],
      ['lock_post', admin.user.username],
      ['remove_comment', mod.user.username],
    ]);
    const removal = log.results[3]!;
    expect(removal).toMatchObject({
      target_user: { username: member.user.username },
      post: { id: post.id, title: 'Which mala for japa?' },
      comment: { id: comment.id },
      reason: 'Rule 2: no selling',
      expires_at: null,
    });
    expect(Date.parse(removal.created_at)).not.toBeNaN();
  });

  it('writes nothing for what changed nothing, nor for what a non-moderator was refused', async () => {
    const community = await newCommunity(mod);
    const post = await newPost(member, community.slug);
    expect((await call('POST', `/api/posts/${post.id}/remove/`, member)).statusCode).toBe(403);
    expect((await call('POST', `/api/posts/${post.id}/lock/`, member)).statusCode).toBe(403);
    await call('POST', `/api/posts/${post.id}/restore/`, mod); // Never removed.
    await call('POST', `/api/posts/${post.id}/unlock/`, mod); // Never locked.
    await call('POST', `/api/posts/${post.id}/remove/`, mod);
    await call('POST', `/api/posts/${post.id}/remove/`, mod); // Already removed.
    expect((await logOf(community.id)).results.map((e) => e.action)).toEqual(['remove_post']);
  });

  it('is paged, and answers 404 for a community that does not exist and 400 for a bad page', async () => {
    const community = await newCommunity(mod);
    const post = await newPost(member, community.slug);
    for (let i = 0; i < 3; i++) {
      await call('POST', `/api/posts/${post.id}/lock/`, mod);
      await call('POST', `/api/posts/${post.id}/unlock/`, mod);
    }
    const first = await logOf(community.id, '?page_size=4');
    expect(first.count).toBe(6);
    expect(first.results).toHaveLength(4);
    expect(first.next).toContain('page=2');
    expect((await logOf(community.id, '?page=2&page_size=4')).results).toHaveLength(2);
    expect((await call('GET', '/api/communities/999999/modlog/', null)).statusCode).toBe(404);
    const bad = await call('GET', `/api/communities/${community.id}/modlog/?page=0`, null);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBeTruthy();
  });
});
