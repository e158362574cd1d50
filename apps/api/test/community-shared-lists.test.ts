import type { Community, LoginResponse, Post } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { bearer, register } from './account-helpers';
import { createTestContext, type TestContext } from './helpers';
import { startRedis } from './redis-server';

// Two servers on one database and one Redis, as two processes behind a load balancer; the guests'
// lists are kept a minute here, so that nothing but the cache's own rules decides what is read.
let redis: Awaited<ReturnType<typeof startRedis>>;
let ctx: TestContext;
let second: App;
let alice: LoginResponse;
let bob: LoginResponse;
let carol: LoginResponse;
let mallory: LoginResponse;
let community: Community;

beforeAll(async () => {
  redis = await startRedis();
  ctx = await createTestContext({ env: { REDIS_URL: redis.url, LISTS_CACHE_MS: '60000', RATE_LIMITS: 'off' } });
  second = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
  await second.ready();
  alice = (await register(ctx.app, {}, '10.0.1.1')).answer;
  bob = (await register(ctx.app, {}, '10.0.1.2')).answer;
  carol = (await register(ctx.app, {}, '10.0.1.3')).answer;
  mallory = (await register(ctx.app, {}, '10.0.1.4')).answer;
  community = await write<Community>(alice, 'POST', '/api/communities/', { name: 'Shared Lists Satsang' });
});
afterAll(async () => {
  await second.ctx.close();
  await ctx.close();
  await redis.stop();
});

async function write<T>(who: LoginResponse, method: 'POST' | 'DELETE', url: string, payload?: object): Promise<T> {
  const res = await ctx.app.inject({ method, url, headers: bearer(who.access), payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
}

async function read<T>(url: string, who: LoginResponse | null = null, app: App = ctx.app) {
  const res = await app.inject({ method: 'GET', url, headers: who ? bearer(who.access) : {} });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, answer: res.json() as T, type: res.headers['content-type'] };
}

/** A post written straight into the database: nobody's "write" through the API, so nobody bypasses. */
async function quietPost(authorId: number, title: string): Promise<number> {
  const rows = (await ctx.database.db.execute(
    sql`insert into posts (community_id, author_id, title, hot_rank) values (${community.id}, ${authorId}, ${title}, 1)
        returning id`,
  )) as unknown as { rows: { id: number }[] };
  await ctx.database.db.execute(sql`update communities set post_count = post_count + 1 where id = ${community.id}`);
  return rows.rows[0]!.id;
}

const titles = (page: { results: Post[] }) => page.results.map((post) => post.title);
let fresh = 0;
/** A list URL no test read before, so each test starts with nothing kept. */
const newUrl = () => `/api/posts/?community=${community.slug}&sort=new&page_size=${10 + ++fresh}`;

describe('guest lists', () => {
  it('are the same for every guest for a while, in every process, sent as they were kept', async () => {
    // Enough posts for an answer the server compresses (from 1 KB).
    for (let i = 1; i <= 8; i++) await quietPost(alice.user.id, `First light, morning ${i}`);
    const url = newUrl();
    const first = await read<{ results: Post[] }>(url);
    expect(first.type).toMatch(/^application\/json/);
    await quietPost(alice.user.id, 'Written after the first guest read');
    const again = await read<{ results: Post[] }>(url);
    const elsewhere = await read<{ results: Post[] }>(url, null, second);
    expect(again.body).toBe(first.body);
    expect(elsewhere.body).toBe(first.body);
    expect(titles(first.answer)).not.toContain('Written after the first guest read');
    // Compressed once for every guest, in the encoding each accepts.
    for (const [accepts, encoding, decompress] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': accepts } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(decompress(res.rawPayload).toString()).toBe(first.body);
    }
    // The community's own page is kept as well.
    const one = await read<Community>(`/api/communities/${community.slug}/`);
    await ctx.database.db.execute(sql`update communities set description = 'Changed' where id = ${community.id}`);
    expect((await read<Community>(`/api/communities/${community.slug}/`, null, second)).body).toBe(one.body);
    // A post's comments too, while a member reads the thread as it is now.
    const threadPost = await quietPost(bob.user.id, 'A thread');
    const thread = `/api/comments/?post=${threadPost}`;
    const comments = await read<{ count: number }>(thread);
    await write(bob, 'POST', '/api/comments/', { post: threadPost, content: 'Hari Om' });
    expect((await read(thread, null, second)).body).toBe(comments.body);
    expect((await read<{ count: number }>(thread, carol)).answer.count).toBe(comments.answer.count + 1);
  });

  it('give a member the shared part with their own vote, saved mark, follow and moderation', async () => {
    const voted = await quietPost(bob.user.id, 'Voted by carol');
    const other = await quietPost(bob.user.id, 'Not voted');
    const url = newUrl();
    const guest = await read<{ results: Post[] }>(url);
    await quietPost(bob.user.id, 'After the shared part was made');
    await ctx.database.db.execute(
      sql`insert into post_votes (post_id, user_id, value) values (${voted}, ${carol.user.id}, -1)`,
    );
    await ctx.database.db.execute(sql`insert into saved_posts (post_id, user_id) values (${voted}, ${carol.user.id})`);
    const mine = await read<{ results: Post[] }>(url, carol, second);
    // The shared part: the same posts and counters as the guest's…
    expect(titles(mine.answer)).toEqual(titles(guest.answer));
    // …and carol's own fields on it, none of which reached the guests' part.
    const byId = new Map(mine.answer.results.map((post) => [post.id, post]));
    expect(byId.get(voted)).toMatchObject({ user_vote: -1, saved: true });
    expect(byId.get(other)).toMatchObject({ user_vote: 0, saved: false });
    expect((await read(url)).body).toBe(guest.body);

    const communities = '/api/communities/?page=1&page_size=50';
    await read(communities);
    const asAlice = await read<{ results: Community[] }>(communities, alice);
    const asCarol = await read<{ results: Community[] }>(communities, carol);
    const ours = (page: { results: Community[] }) => page.results.find((c) => c.id === community.id);
    expect(ours(asAlice.answer)).toMatchObject({ is_followed: true, is_moderator: true, followers: [alice.user.id] });
    expect(ours(asCarol.answer)).toMatchObject({ is_followed: false, is_moderator: false, followers: [] });
    expect(ours((await read<{ results: Community[] }>(communities)).answer)).toMatchObject({ is_followed: false });
    // One community's page likewise.
    const page = `/api/communities/${community.slug}/`;
    expect((await read<Community>(page)).answer).toMatchObject({ is_followed: false, is_moderator: false });
    expect((await read<Community>(page, alice, second)).answer).toMatchObject({
      is_followed: true,
      is_moderator: true,
    });
  });

  it('read a thread anew for a guest who sends the cache-buster t, as the live thread does', async () => {
    const post = await quietPost(alice.user.id, 'A thread read live');
    const url = `/api/comments/?post=${post}`;
    expect((await read<{ count: number }>(url)).answer.count).toBe(0);
    await write(bob, 'POST', '/api/comments/', { post, content: 'Hari Om' });
    expect((await read<{ count: number }>(url)).answer.count).toBe(0);
    expect((await read<{ count: number }>(`${url}&t=1`)).answer.count).toBe(1);
  });

  it("give a banned member their ban on the shared lists, and nobody else's", async () => {
    const communities = '/api/communities/?page=1&page_size=49';
    const page = `/api/communities/${community.slug}/`;
    await read(communities);
    await read(page);
    // Banned straight in the database: not a write of mallory's, so nothing bypasses the kept lists.
    await ctx.database.db.execute(
      sql`insert into community_bans (community_id, user_id, reason, banned_by)
          values (${community.id}, ${mallory.user.id}, 'Spam links', ${alice.user.id})`,
    );
    const ours = (page: { results: Community[] }) => page.results.find((c) => c.id === community.id)!;
    const banned = { my_ban: { reason: 'Spam links', expires_at: null } };
    expect(ours((await read<{ results: Community[] }>(communities, mallory, second)).answer)).toMatchObject(banned);
    expect((await read<Community>(page, mallory)).answer).toMatchObject(banned);
    expect(ours((await read<{ results: Community[] }>(communities, carol)).answer).my_ban).toBeNull();
    expect(ours((await read<{ results: Community[] }>(communities)).answer).my_ban).toBeNull();
    await ctx.database.db.execute(sql`delete from community_bans where user_id = ${mallory.user.id}`);
  });

  it("show a person's own write on their next read, in any process, while guests keep the shared list", async () => {
    const post = await quietPost(bob.user.id, 'To be voted on');
    const url = newUrl();
    const before = await read<{ results: Post[] }>(url);
    const score = before.answer.results.find((p) => p.id === post)!.score;
    await read(url, carol, second); // carol read the shared part too.
    await write(carol, 'POST', `/api/posts/${post}/upvote/`);
    const created = await write<Post>(carol, 'POST', '/api/posts/', { title: 'Carol asks', community: community.slug });
    const mine = await read<{ results: Post[]; count: number }>(url, carol, second);
    expect(mine.answer.results.find((p) => p.id === post)).toMatchObject({ score: score + 1, user_vote: 1 });
    expect(mine.answer.results[0]!.id).toBe(created.id);
    expect(mine.answer.count).toBe((before.answer as unknown as { count: number }).count + 1);
    expect((await read(url)).body).toBe(before.body);
  });

  it("never bring a blocked person's posts to the member who blocked them", async () => {
    await quietPost(mallory.user.id, 'By mallory');
    const url = newUrl();
    const guest = await read<{ results: Post[]; count: number }>(url);
    expect(titles(guest.answer)).toContain('By mallory');
    // Blocked long ago (not a write of this moment): only the block itself keeps the posts away.
    await ctx.database.db.execute(
      sql`insert into user_blocks (blocker_id, blocked_id) values (${bob.user.id}, ${mallory.user.id})`,
    );
    for (const app of [ctx.app, second]) {
      const mine = await read<{ results: Post[]; count: number }>(url, bob, app);
      expect(titles(mine.answer)).not.toContain('By mallory');
      expect(mine.answer.count).toBe(guest.answer.count - 1);
    }
    // Bob's answer did not become the shared one: guests and others still read mallory's post.
    expect((await read(url)).body).toBe(guest.body);
    expect(titles((await read<{ results: Post[] }>(url, carol)).answer)).toContain('By mallory');
  });

  it('expire: a guest reads a change once the kept answer is older than its time', async () => {
    const shortLived = await buildApp({
      config: { ...ctx.config, REDIS_URL: undefined, LISTS_CACHE_MS: 200 },
      database: ctx.database,
      logger: false,
    });
    await shortLived.ready();
    try {
      const url = newUrl();
      const first = await read<{ results: Post[] }>(url, null, shortLived);
      await quietPost(alice.user.id, 'Seen once the list expired');
      expect((await read(url, null, shortLived)).body).toBe(first.body);
      let seen = false;
      for (let i = 0; i < 50 && !seen; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        seen = titles((await read<{ results: Post[] }>(url, null, shortLived)).answer).includes(
          'Seen once the list expired',
        );
      }
      expect(seen).toBe(true);
    } finally {
      await shortLived.close();
    }
  });
});
