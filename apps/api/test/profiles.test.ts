import {
  BLOCKS_PER_PERSON_MAX,
  type Comment,
  type LoginResponse,
  type PostDetail,
  type Profile,
  type ProfileComment,
} from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/client';
import { register } from './account-helpers';
import { apiCalls, type Method } from './api-calls';
import { createTestContext, type TestContext } from './helpers';

/** Public profiles and blocking a person (issue 26). */

let ctx: TestContext;
let alice: LoginResponse;
let bob: LoginResponse;
let carol: LoginResponse;
let circle = '';

const { call: callAs } = apiCalls(() => ctx.app);
const call = (method: Method, url: string, who: LoginResponse | null, payload?: unknown) =>
  callAs(who, method, url.replace(/^\/api\//, ''), payload);

async function newPost(who: LoginResponse, title: string): Promise<PostDetail> {
  const res = await call('POST', '/api/posts/', who, { title, community: circle });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function newComment(who: LoginResponse, post: number, content: string, parent: number | null = null) {
  return call('POST', '/api/comments/', who, { post, content, parent });
}

const titles = (body: { results: { title: string }[] }) => body.results.map((p) => p.title);

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMITS: 'off' } });
  alice = (await register(ctx.app)).answer;
  bob = (await register(ctx.app)).answer;
  carol = (await register(ctx.app)).answer;
  const made = await call('POST', '/api/communities/', alice, {
    name: 'Gita Study Circle',
    content_language: 'en',
    translations: { ta: { name: 'கீதை கற்கும் வட்டம்' } },
  });
  expect(made.statusCode, made.body).toBe(201);
  circle = made.json().slug;
  for (const who of [bob, carol])
    expect((await call('POST', `/api/communities/${made.json().id}/follow/`, who)).statusCode).toBe(200);
});
afterAll(() => ctx.close());

describe('public profiles', () => {
  it('shows name, joined, points from posts and from comments, and moderated communities, never private fields', async () => {
    const post = await newPost(alice, 'Chapter two, verse 47');
    const comment = (await newComment(alice, post.id, 'Karmanye vadhikaraste')).json() as Comment;
    expect((await call('POST', `/api/posts/${post.id}/upvote/`, bob)).statusCode).toBe(200);
    expect((await call('POST', `/api/posts/${post.id}/upvote/`, carol)).statusCode).toBe(200);
    expect((await call('POST', `/api/comments/${comment.id}/downvote/`, bob)).statusCode).toBe(200);
    await ctx.database.db.execute(sql`update users set display_name = 'Alice Devi' where id = ${alice.user.id}`);

    // Any case of the name finds the person; a guest reads it.
    const res = await call('GET', `/api/users/${alice.user.username.toUpperCase()}/?lang=ta`, null);
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json() as Profile;
    expect(profile).toEqual({
      username: alice.user.username,
      display_name: 'Alice Devi',
      date_joined: alice.user.date_joined,
      post_karma: 2,
      comment_karma: -1,
      moderates: [{ slug: circle, name: 'கீதை கற்கும் வட்டம்' }],
      is_blocked: false,
    });
    expect(res.body).not.toMatch(/email|preferred_language|time_zone|content_languages|@example/);
    // The two parts add up to the points that decide who may post.
    const [row] = await selectRows<{ karma: number }>(
      ctx.database.db,
      sql`select karma from users where id = ${alice.user.id}`,
    );
    expect(profile.post_karma + profile.comment_karma).toBe(row!.karma);
    // In English, the community's own name.
    expect((await call('GET', `/api/users/${alice.user.username}/`, bob)).json().moderates).toEqual([
      { slug: circle, name: 'Gita Study Circle' },
    ]);
  });

  it('answers 404 with a detail for an unknown name and for a deleted account', async () => {
    const unknown = await call('GET', '/api/users/nobody_here_108/', null);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ detail: 'No one by this name is here.' });
    for (const list of ['posts', 'comments'])
      expect((await call('GET', `/api/users/nobody_here_108/${list}/`, null)).statusCode).toBe(404);

    const leaving = await register(ctx.app);
    await newPost(leaving.answer, 'A last word');
    expect((await call('GET', `/api/users/${leaving.account.username}/`, null)).statusCode).toBe(200);
    const gone = await call('DELETE', '/api/users/me/', leaving.answer, { password: leaving.account.password });
    expect(gone.statusCode, gone.body).toBe(204);
    const after = await call('GET', `/api/users/${leaving.account.username}/`, null);
    expect(after.statusCode).toBe(404);
    expect(after.json().detail).toBe('No one by this name is here.');
    expect((await call('GET', `/api/users/${leaving.account.username}/posts/`, null)).statusCode).toBe(404);
  });

  it('lists their posts and comments newest first, paged, without removed or deleted ones', async () => {
    const writer = (await register(ctx.app)).answer;
    const first = await newPost(writer, 'First light');
    const second = await newPost(writer, 'Second light');
    const removed = await newPost(writer, 'Removed light');
    expect((await call('POST', `/api/posts/${removed.id}/remove/`, alice)).statusCode).toBe(200);
    const kept = (await newComment(writer, first.id, 'A kept thought')).json() as Comment;
    const deleted = (await newComment(writer, first.id, 'A deleted thought')).json() as Comment;
    expect((await call('DELETE', `/api/comments/${deleted.id}/`, writer)).statusCode).toBe(200);
    await newComment(writer, removed.id, 'On a removed post');
    const latest = (await newComment(writer, second.id, 'The latest thought')).json() as Comment;

    const posts = await call('GET', `/api/users/${writer.user.username}/posts/?page_size=1`, null);
    expect(posts.statusCode, posts.body).toBe(200);
    expect(posts.json()).toMatchObject({ count: 2, previous: null, results: [{ title: 'Second light' }] });
    expect(posts.json().next).toContain('page=2');
    const page2 = await call('GET', `/api/users/${writer.user.username}/posts/?page_size=1&page=2`, null);
    expect(titles(page2.json())).toEqual(['First light']);

    const comments = await call('GET', `/api/users/${writer.user.username}/comments/`, null);
    expect(comments.statusCode, comments.body).toBe(200);
    const listed = comments.json() as { count: number; results: ProfileComment[] };
    expect(listed.count).toBe(2);
    expect(listed.results.map((c) => [c.id, c.post, c.post_title])).toEqual([
      [latest.id, second.id, 'Second light'],
      [kept.id, first.id, 'First light'],
    ]);

    const bad = await call('GET', `/api/users/${writer.user.username}/posts/?page=0`, null);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBeTruthy();

    // A post its author deleted leaves the profile, and the comments on it with it.
    expect((await call('DELETE', `/api/posts/${second.id}/`, writer)).statusCode).toBe(200);
    const after = await call('GET', `/api/users/${writer.user.username}/posts/`, null);
    expect(titles(after.json())).toEqual(['First light']);
    const commentsAfter = (await call('GET', `/api/users/${writer.user.username}/comments/`, null)).json();
    expect((commentsAfter as { results: ProfileComment[] }).results.map((c) => c.id)).toEqual([kept.id]);
  });
});

describe('blocking a person', () => {
  it('is for signed-in members only, never oneself, and is idempotent', async () => {
    const path = `/api/users/${bob.user.username}/block/`;
    expect((await call('POST', path, null)).statusCode).toBe(401);
    expect((await call('DELETE', path, null)).statusCode).toBe(401);
    const self = await call('POST', `/api/users/${carol.user.username}/block/`, carol);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ code: 'block_self', detail: 'You cannot block yourself.' });
    expect((await call('POST', '/api/users/nobody_here_108/block/', carol)).statusCode).toBe(404);

    for (let i = 0; i < 2; i++) expect((await call('POST', path, carol)).json()).toEqual({ is_blocked: true });
    expect((await call('GET', `/api/users/${bob.user.username}/`, carol)).json().is_blocked).toBe(true);
    // Only for the one who blocked: others, and guests, read false.
    expect((await call('GET', `/api/users/${bob.user.username}/`, alice)).json().is_blocked).toBe(false);
    expect((await call('GET', `/api/users/${bob.user.username}/`, null)).json().is_blocked).toBe(false);
    for (let i = 0; i < 2; i++) expect((await call('DELETE', path, carol)).json()).toEqual({ is_blocked: false });
    expect((await call('GET', `/api/users/${bob.user.username}/`, carol)).json().is_blocked).toBe(false);
  });

  it('has a cap per person', async () => {
    const blocker = (await register(ctx.app)).answer;
    // One fewer than the cap, blocked directly: people with no password, as the demo's members.
    await ctx.database.db.execute(sql`
      with people as (
        insert into users (username, email)
        select 'capped_' || g, 'capped_' || g || '@example.test' from generate_series(1, ${BLOCKS_PER_PERSON_MAX - 1}) g
        returning id)
      insert into user_blocks (blocker_id, blocked_id) select ${blocker.user.id}, id from people`);
    const [last, over] = await Promise.all([register(ctx.app), register(ctx.app)]);
    expect((await call('POST', `/api/users/${last.account.username}/block/`, blocker)).statusCode).toBe(200);
    const refused = await call('POST', `/api/users/${over.account.username}/block/`, blocker);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'block_limit',
      detail: `You can block at most ${BLOCKS_PER_PERSON_MAX} people. Unblock someone first.`,
    });
    // Blocking someone already blocked still answers as done; unblocking makes room.
    expect((await call('POST', `/api/users/${last.account.username}/block/`, blocker)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/users/${last.account.username}/block/`, blocker)).statusCode).toBe(200);
    expect((await call('POST', `/api/users/${over.account.username}/block/`, blocker)).statusCode).toBe(200);
  });

  it("hides the blocked person's posts and comments from the blocker's lists, feed, threads and search", async () => {
    const pest = (await register(ctx.app)).answer;
    const reader = (await register(ctx.app)).answer;
    const communityId = (await call('GET', `/api/communities/${circle}/`, null)).json().id as number;
    expect((await call('POST', `/api/communities/${communityId}/follow/`, reader)).statusCode).toBe(200);
    const theirs = await newPost(pest, 'Shivoham unwanted');
    const mine = await newPost(alice, 'Shivoham wanted');
    const theirComment = (await newComment(pest, mine.id, 'An unwanted word')).json() as Comment;
    const reply = (await newComment(bob, mine.id, 'A reply to it', theirComment.id)).json() as Comment;

    const lists = {
      community: `/api/posts/?community=${circle}&sort=new&page_size=100`,
      all: '/api/posts/?sort=new&page_size=100',
      feed: '/api/posts/feed/?sort=new&page_size=100',
      search: '/api/posts/?q=shivoham',
    };
    const seen = async (who: LoginResponse) => {
      const out: Record<string, { count: number; titles: string[] }> = {};
      for (const [name, url] of Object.entries(lists)) {
        const res = await call('GET', url, who);
        expect(res.statusCode, res.body).toBe(200);
        out[name] = { count: res.json().count, titles: titles(res.json()) };
      }
      return out;
    };
    const before = await seen(reader);
    for (const list of Object.values(before)) expect(list.titles).toContain('Shivoham unwanted');

    expect((await call('POST', `/api/users/${pest.user.username}/block/`, reader)).statusCode).toBe(200);
    const after = await seen(reader);
    for (const [name, list] of Object.entries(after)) {
      expect(list.titles, name).not.toContain('Shivoham unwanted');
      expect(list.titles, name).toContain('Shivoham wanted');
      // Totals stay exact: one post fewer.
      expect(list.count, name).toBe(before[name]!.count - 1);
    }
    // Others still see it, and so does the blocker on the post's own page.
    expect(titles((await call('GET', lists.community, alice)).json())).toContain('Shivoham unwanted');
    expect((await call('GET', `/api/posts/${theirs.id}/`, reader)).statusCode).toBe(200);

    const thread = (who: LoginResponse) => call('GET', `/api/comments/?post=${mine.id}`, who);
    const readerThread = (await thread(reader)).json() as { count: number; results: Comment[] };
    expect(readerThread.results.map((c) => c.id)).toEqual([reply.id]);
    expect(readerThread.count).toBe(1);
    expect(((await thread(alice)).json() as { count: number }).count).toBe(2);

    expect((await call('DELETE', `/api/users/${pest.user.username}/block/`, reader)).statusCode).toBe(200);
    expect(titles((await call('GET', lists.community, reader)).json())).toContain('Shivoham unwanted');
    expect(((await thread(reader)).json() as { count: number }).count).toBe(2);
  });

  it("refuses the blocked person's comments on the blocker's posts and replies to the blocker's comments", async () => {
    const blocker = (await register(ctx.app)).answer;
    const blocked = (await register(ctx.app)).answer;
    const theirPost = await newPost(blocker, 'Evening aarti');
    const otherPost = await newPost(alice, 'Morning aarti');
    const theirComment = (await newComment(blocker, otherPost.id, 'I will come')).json() as Comment;
    const someoneElses = (await newComment(alice, otherPost.id, 'Welcome all')).json() as Comment;
    expect((await call('POST', `/api/users/${blocked.user.username}/block/`, blocker)).statusCode).toBe(200);

    for (const [post, parent] of [
      [theirPost.id, null],
      [otherPost.id, theirComment.id],
    ] as const) {
      const res = await newComment(blocked, post, 'Hari Om', parent);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'blocked_by_author',
        detail: 'You cannot reply here: the author has blocked you.',
      });
    }
    // Elsewhere they comment as before; the blocker still comments on their own post.
    expect((await newComment(blocked, otherPost.id, 'Hari Om', someoneElses.id)).statusCode).toBe(201);
    expect((await newComment(blocked, otherPost.id, 'Hari Om')).statusCode).toBe(201);
    expect((await newComment(blocker, theirPost.id, 'All welcome')).statusCode).toBe(201);
    // Once unblocked, the reply goes through.
    expect((await call('DELETE', `/api/users/${blocked.user.username}/block/`, blocker)).statusCode).toBe(200);
    expect((await newComment(blocked, theirPost.id, 'Hari Om')).statusCode).toBe(201);
  });
});
