import { COMMUNITY_MESSAGES, type LoginResponse, type ThreadComment, type ThreadScores } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceComment } from '../src/modules/community/live-threads';
import { register } from './account-helpers';
import { apiCalls } from './api-calls';
import { listening, readEvents } from './event-stream-client';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
/** Alice writes the posts; Bob and Carol comment and vote; the admin moderates. */
let alice: LoginResponse;
let bob: LoginResponse;
let carol: LoginResponse;
let admin: LoginResponse;
let community: string;
let base: string;

const { call } = apiCalls(() => ctx.app);

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMITS: 'off' } });
  const person = async (ip: string) => (await register(ctx.app, {}, ip)).answer;
  alice = await person('10.3.0.1');
  bob = await person('10.3.0.2');
  carol = await person('10.3.0.3');
  admin = await person('10.3.0.4');
  await ctx.database.db.execute(sql`update users set role = 'admin' where id = ${admin.user.id}`);
  const res = await call(admin, 'POST', 'communities/', { name: 'Kirtan Circle' });
  expect(res.statusCode, res.body).toBe(201);
  community = res.json().slug;
  base = await listening(ctx.app);
});
afterAll(() => ctx.close());

async function newPost(): Promise<number> {
  const res = await call(alice, 'POST', 'posts/', { title: 'Evening kirtan', community });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function comment(who: LoginResponse, post: number, parent: number | null = null) {
  const res = await call(who, 'POST', 'comments/', { post, content: 'Hare Krishna', parent });
  return { status: res.statusCode, id: res.statusCode === 201 ? (res.json().id as number) : 0 };
}

const streamOf = (post: number, ticket?: string) =>
  `${base}/api/posts/${post}/stream/${ticket ? `?ticket=${encodeURIComponent(ticket)}` : ''}`;

async function ticketOf(who: LoginResponse): Promise<string> {
  const res = await call(who, 'POST', 'notifications/stream-ticket/');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().ticket;
}

const commentsIn = (events: { event: string; data: unknown }[]) =>
  events.filter((e) => e.event === 'comment').map((e) => e.data as ThreadComment);

describe('a thread stream', () => {
  it('tells a guest of each new comment and reply by id, as another person writes them', async () => {
    const post = await newPost();
    let first = 0;
    let reply = 0;
    const result = await readEvents(
      streamOf(post),
      (events) => commentsIn(events).length >= 2,
      async () => {
        first = (await comment(bob, post)).id;
        reply = (await comment(carol, post, first)).id;
      },
      'connect',
    );
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(commentsIn(result.events)).toEqual([
      { id: first, parent: null },
      { id: reply, parent: first },
    ]);
  });

  it('sends the new score of the post and of a comment after votes', async () => {
    const post = await newPost();
    const { id: commentId } = await comment(carol, post);
    let postScore = 0;
    let commentScore = 0;
    const result = await readEvents(
      streamOf(post),
      (events) => {
        const scores = events.filter((e) => e.event === 'scores').map((e) => e.data as ThreadScores);
        return (
          scores.some((s) => s.posts.some((p) => p.id === post && p.score === postScore)) &&
          scores.some((s) => s.comments.some((c) => c.id === commentId && c.score === commentScore))
        );
      },
      async () => {
        const voted = await call(bob, 'POST', `posts/${post}/upvote/`);
        expect(voted.statusCode, voted.body).toBe(200);
        postScore = voted.json().score;
        const down = await call(bob, 'POST', `comments/${commentId}/downvote/`);
        expect(down.statusCode, down.body).toBe(200);
        commentScore = down.json().score;
      },
      'connect',
    );
    // A burst of votes within the window arrives in at most two events: the first at once, the rest together.
    expect(result.events.filter((e) => e.event === 'scores').length).toBeLessThanOrEqual(2);
    expect(postScore).toBeGreaterThan(0);
  });

  it('hears nothing of a refused comment nor of a rolled-back one', async () => {
    const post = await newPost();
    const blocked = await call(alice, 'POST', `users/${carol.user.username}/block/`);
    expect(blocked.statusCode, blocked.body).toBe(200);
    let kept = 0;
    const result = await readEvents(
      streamOf(post),
      (events) => commentsIn(events).length >= 1,
      async () => {
        // Carol, whom the author blocked, is refused inside the comment's transaction.
        expect((await comment(carol, post)).status).toBe(403);
        // A transaction that announced and then failed announces nothing.
        await expect(
          ctx.database.db.transaction(async (tx) => {
            await announceComment(tx, { post, id: 999_999, parent: null, author: bob.user.id });
            throw new Error('rolled back');
          }),
        ).rejects.toThrow('rolled back');
        kept = (await comment(bob, post)).id;
      },
      'connect',
    );
    // Announcements are heard in commit order: had either been sent, it would have come first.
    expect(commentsIn(result.events)).toEqual([{ id: kept, parent: null }]);
    await call(alice, 'DELETE', `users/${carol.user.username}/block/`);
  });

  it('keeps from a member the comments of people they blocked, and their own', async () => {
    // Bob writes here, so that Alice's block does not stop Carol from commenting.
    const posted = await call(bob, 'POST', 'posts/', { title: 'Bhajan list', community });
    expect(posted.statusCode, posted.body).toBe(201);
    const post = posted.json().id as number;
    expect((await call(alice, 'POST', `users/${carol.user.username}/block/`)).statusCode).toBe(200);
    let bobs = 0;
    const result = await readEvents(
      streamOf(post, await ticketOf(alice)),
      (events) => commentsIn(events).length >= 1,
      async () => {
        expect((await comment(carol, post)).status).toBe(201);
        expect((await comment(alice, post)).status).toBe(201);
        bobs = (await comment(bob, post)).id;
      },
      'connect',
    );
    expect(commentsIn(result.events)).toEqual([{ id: bobs, parent: null }]);
  });

  it('answers 404 for a missing or removed post, 400 for a bad id, 401 for a bad ticket', async () => {
    expect((await fetch(streamOf(987_654))).status).toBe(404);
    const post = await newPost();
    const removed = await call(admin, 'POST', `posts/${post}/remove/`, {});
    expect(removed.statusCode, removed.body).toBe(200);
    const gone = await fetch(streamOf(post));
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { detail: string }).detail).toBe(COMMUNITY_MESSAGES.postNotFound);
    expect((await fetch(`${base}/api/posts/abc/stream/`)).status).toBe(400);
    const open = await newPost();
    expect((await fetch(streamOf(open, 'not-a-ticket'))).status).toBe(401);
  });

  it('refuses one address more streams than its share, and opens again once one closes', async () => {
    const post = await newPost();
    const held: AbortController[] = [];
    let refused: Response | null = null;
    try {
      for (let i = 0; i < 30 && !refused; i++) {
        const controller = new AbortController();
        const res = await fetch(streamOf(post), { signal: controller.signal });
        if (res.status === 200) held.push(controller);
        else refused = res;
      }
      expect(refused?.status).toBe(429);
      expect(((await refused!.json()) as { detail: string }).detail).toBe(COMMUNITY_MESSAGES.tooManyThreadStreams);
      expect(held.length).toBeGreaterThan(0);
      // Closing a tab frees its place once the server has seen it close.
      held.pop()!.abort();
      await expect.poll(() => ctx.app.ctx.threads.countOf('127.0.0.1')).toBe(held.length);
      const again = new AbortController();
      const res = await fetch(streamOf(post), { signal: again.signal });
      expect(res.status).toBe(200);
      held.push(again);
    } finally {
      for (const controller of held) controller.abort();
    }
  });
});
