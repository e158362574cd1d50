import type { Comment, LoginResponse, ModlogEntry, Post, PostDetail } from '@sangam/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { refreshHotRanks } from '../src/modules/community/hot-rank';
import { register } from './account-helpers';
import { forumCalls } from './forum-helpers';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let mod: LoginResponse;
let otherMod: LoginResponse;
let member: LoginResponse;
let reader: LoginResponse;
let admin: LoginResponse;

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMITS: 'off' } });
  mod = (await register(ctx.app)).answer;
  otherMod = (await register(ctx.app)).answer;
  member = (await register(ctx.app)).answer;
  reader = (await register(ctx.app)).answer;
  admin = (await register(ctx.app)).answer;
  await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
});
afterAll(() => ctx.close());

const { call, newCommunity, newPost, newComment } = forumCalls(() => ctx);

type Page = { count: number; next: string | null; results: Post[] };
const list = async (query: string, who: LoginResponse | null = null): Promise<Page> => {
  const res = await call('GET', `/api/posts/?${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const logOf = async (communityId: number): Promise<ModlogEntry[]> =>
  (await call('GET', `/api/communities/${communityId}/modlog/`, null)).json().results;

/**
 * A community of five posts whose orders differ by sort: `Oldest` is the best voted, `Newest` the
 * newest, and the hot ranks follow the database's formula over both.
 */
async function fivePosts() {
  const community = await newCommunity(mod);
  const made: PostDetail[] = [];
  for (const [i, title] of ['Oldest', 'Second', 'Third', 'Fourth', 'Newest'].entries()) {
    const post = await newPost(member, community.slug, { title });
    await ctx.database.db.execute(
      sql`update posts set created_at = now() - make_interval(hours => ${50 - i * 10}), score = ${10 - i * 2}
          where id = ${post.id}`,
    );
    made.push(post);
  }
  await refreshHotRanks(ctx.database.db);
  return { community, posts: made };
}

const titles = (page: Page) => page.results.map((p) => p.title);

describe('pins', () => {
  it('lead every sort of their community, latest pinned first, on page 1 only, with a coherent total', async () => {
    const { community, posts } = await fivePosts();
    const [, second, third] = posts;
    for (const post of [third!, second!]) {
      const res = await call('POST', `/api/posts/${post.id}/pin/`, mod);
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as PostDetail).is_pinned).toBe(true);
    }
    const unpinned: Record<string, string[]> = {
      new: ['Newest', 'Fourth', 'Oldest'],
      top: ['Oldest', 'Fourth', 'Newest'],
      hot: titles(await list(`community=${community.slug}&sort=hot`)).slice(2),
    };
    for (const sort of ['new', 'top', 'hot']) {
      const whole = await list(`community=${community.slug}&sort=${sort}`);
      expect(titles(whole).slice(0, 2)).toEqual(['Second', 'Third']);
      expect(whole.results.map((p) => p.is_pinned)).toEqual([true, true, false, false, false]);
      expect(titles(whole).slice(2)).toEqual(unpinned[sort]);
      expect(whole.count).toBe(5);

      // Pages of two: the pins fill page 1, the others shift by two, and every post is on one page.
      const pages = await Promise.all(
        [1, 2, 3].map((n) => list(`community=${community.slug}&sort=${sort}&page=${n}&page_size=2`)),
      );
      expect(pages.map(titles)).toEqual([['Second', 'Third'], unpinned[sort]!.slice(0, 2), unpinned[sort]!.slice(2)]);
      expect(pages.every((p) => p.count === 5)).toBe(true);
      expect(pages[1]!.results.some((p) => p.is_pinned)).toBe(false);
    }
    // A page of three: the two pins and the first of the rest.
    expect(titles(await list(`community=${community.slug}&sort=new&page_size=3`))).toEqual([
      'Second',
      'Third',
      'Newest',
    ]);
    // A community search ranks by match: pins do not lead it.
    const searched = await list(`community=${community.slug}&q=newest`);
    expect(titles(searched)).toEqual(['Newest']);
  });

  it('are not pinned in the list of all communities nor in the feed', async () => {
    const { community, posts } = await fivePosts();
    await call('POST', `/api/posts/${posts[0]!.id}/pin/`, mod);
    await call('POST', `/api/communities/${community.id}/follow/`, reader);
    const feed = (await call('GET', '/api/posts/feed/?sort=new', reader)).json() as Page;
    expect(titles(feed)).toEqual(['Newest', 'Fourth', 'Third', 'Second', 'Oldest']);
    expect(feed.results.some((p) => p.is_pinned)).toBe(false);
    const all = await list('sort=new&page_size=100');
    const oldest = all.results.find((p) => p.id === posts[0]!.id);
    expect(oldest?.is_pinned).toBe(false);
    // Its own page still says so.
    expect(((await call('GET', `/api/posts/${posts[0]!.id}/`, null)).json() as PostDetail).is_pinned).toBe(true);
  });

  it('are at most two per community, never a removed or deleted post, and a removal unpins', async () => {
    const { community, posts } = await fivePosts();
    const [a, b, c, d] = posts;
    expect((await call('POST', `/api/posts/${a!.id}/pin/`, mod)).statusCode).toBe(200);
    expect((await call('POST', `/api/posts/${b!.id}/pin/`, admin)).statusCode).toBe(200);
    const third = await call('POST', `/api/posts/${c!.id}/pin/`, mod);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ code: 'too_many_pins', detail: expect.stringContaining('at most 2') });
    // Pinning again what is pinned changes nothing and is no third.
    expect((await call('POST', `/api/posts/${a!.id}/pin/`, mod)).statusCode).toBe(200);

    await call('POST', `/api/posts/${a!.id}/remove/`, mod, { reason: 'Off topic' });
    expect(((await call('GET', `/api/posts/${a!.id}/`, mod)).json() as PostDetail).is_pinned).toBe(false);
    expect((await call('POST', `/api/posts/${c!.id}/pin/`, mod)).statusCode).toBe(200);

    const removed = await call('POST', `/api/posts/${a!.id}/pin/`, mod);
    expect(removed.statusCode).toBe(400);
    expect(removed.json()).toMatchObject({ code: 'pin_gone', detail: expect.any(String) });
    await call('POST', `/api/posts/${c!.id}/unpin/`, mod);
    await call('DELETE', `/api/posts/${d!.id}/`, member);
    expect((await call('POST', `/api/posts/${d!.id}/pin/`, mod)).statusCode).toBe(400);
    expect(titles(await list(`community=${community.slug}&sort=top&page_size=1`))).toEqual(['Second']);
    expect((await call('POST', '/api/posts/99999999/pin/', mod)).statusCode).toBe(404);
    expect((await call('POST', '/api/posts/0/pin/', mod)).statusCode).toBe(400);
  });

  it('are for the community’s moderators and admins, and each change is in the log', async () => {
    const { community, posts } = await fivePosts();
    await newCommunity(otherMod);
    const post = posts[1]!;
    for (const action of ['pin', 'unpin']) {
      expect((await call('POST', `/api/posts/${post.id}/${action}/`, null)).statusCode).toBe(401);
      for (const who of [member, reader, otherMod]) {
        expect((await call('POST', `/api/posts/${post.id}/${action}/`, who)).statusCode).toBe(403);
      }
    }
    await call('POST', `/api/posts/${post.id}/pin/`, mod);
    await call('POST', `/api/posts/${post.id}/unpin/`, admin);
    await call('POST', `/api/posts/${post.id}/unpin/`, admin); // Not pinned: nothing to log.
    expect((await logOf(community.id)).map((e) => [e.action, e.moderator?.username, e.post?.id])).toEqual([
      ['unpin_post', admin.user.username, post.id],
      ['pin_post', mod.user.username, post.id],
    ]);
  });
});

describe('removal reasons', () => {
  it('are shown with the removed post or comment to its author and the moderators only', async () => {
    const community = await newCommunity(mod);
    const post = await newPost(member, community.slug, { title: 'Buy my malas' });
    const comment = await newComment(member, post.id, 'Cheap malas here');
    const rule = 'No selling or advertising';
    await call('POST', `/api/posts/${post.id}/remove/`, mod, { reason: rule });
    await call('POST', `/api/comments/${comment.id}/remove/`, mod, { reason: rule });

    const postReason = async (who: LoginResponse | null) =>
      ((await call('GET', `/api/posts/${post.id}/`, who)).json() as PostDetail).removal_reason;
    const commentReason = async (who: LoginResponse | null) =>
      ((await call('GET', `/api/comments/?post=${post.id}`, who)).json().results as Comment[]).find(
        (k) => k.id === comment.id,
      )?.removal_reason;
    for (const who of [member, mod, admin]) {
      expect(await postReason(who)).toBe(rule);
      expect(await commentReason(who)).toBe(rule);
    }
    for (const who of [reader, otherMod, null]) {
      expect(await postReason(who)).toBe('');
      expect(await commentReason(who)).toBe('');
    }
    // The log and the author's notice have it; a restore clears it.
    expect((await logOf(community.id)).map((e) => e.reason)).toEqual([rule, rule]);
    await call('POST', `/api/posts/${post.id}/restore/`, mod);
    expect(await postReason(member)).toBe('');
  });
});
