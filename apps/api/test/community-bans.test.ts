import {
  COMMUNITY_ERROR_CODES,
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  type Community,
  type CommunityBan,
  type LoginResponse,
  type ModlogEntry,
  type PostDetail,
} from '@sangam/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { bearer, register } from './account-helpers';
import { forumCalls } from './forum-helpers';
import { createTestContext, type TestContext } from './helpers';

/**
 * Community bans (issue 26): who may ban, list and lift a ban, and what a banned member may no
 * longer do in that community (and still may).
 */

let ctx: TestContext;
let mod: LoginResponse;
let otherMod: LoginResponse;
let member: LoginResponse;
let author: LoginResponse;
let admin: LoginResponse;

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMITS: 'off' } });
  const person = async () => (await register(ctx.app)).answer;
  [mod, otherMod, member, author, admin] = [
    await person(),
    await person(),
    await person(),
    await person(),
    await person(),
  ];
  await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
});
afterAll(() => ctx.close());

const { call, newCommunity, newPost, newComment } = forumCalls(() => ctx);

/** A community moderated by `mod`, with `author`'s post and comment, and one elsewhere moderated by `otherMod`. */
async function place() {
  const community = await newCommunity(mod);
  await newCommunity(otherMod);
  const post = await newPost(author, community.slug);
  const comment = await newComment(author, post.id, 'Hari Om');
  return { community, post, comment };
}

async function newPerson() {
  return (await register(ctx.app)).answer;
}

const ban = (community: Community, who: LoginResponse | null, body: Record<string, unknown>) =>
  call('POST', `/api/communities/${community.id}/bans/`, who, body);

async function banned(
  community: Community,
  person: LoginResponse,
  days: number | null = 7,
  reason = 'Rule 1: be kind',
) {
  const res = await ban(community, mod, { username: person.user.username, reason, days });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CommunityBan;
}

const bansOf = async (community: Community, who: LoginResponse | null = mod, query = '') =>
  call('GET', `/api/communities/${community.id}/bans/${query}`, who);

const modlog = async (community: Community) =>
  (await call('GET', `/api/communities/${community.id}/modlog/`, null)).json().results as ModlogEntry[];

describe('banning from a community', () => {
  it('lets its moderators and admins ban, list and lift, and refuses everyone else', async () => {
    const { community } = await place();
    const target = await newPerson();
    const body = { username: target.user.username, reason: 'Spam links', days: 1 };
    const callers = { guest: null, member, author, 'moderator of another': otherMod } as const;
    for (const [who, caller] of Object.entries(callers)) {
      expect((await ban(community, caller, body)).statusCode, who).toBe(caller ? 403 : 401);
      expect((await bansOf(community, caller)).statusCode, who).toBe(caller ? 403 : 401);
      const lift = await call('DELETE', `/api/communities/${community.id}/bans/${target.user.username}/`, caller);
      expect(lift.statusCode, who).toBe(caller ? 403 : 401);
    }
    for (const caller of [mod, admin]) {
      expect((await ban(community, caller, body)).statusCode).toBe(201);
      expect((await bansOf(community, caller)).json().count).toBe(1);
      const lift = await call('DELETE', `/api/communities/${community.id}/bans/${target.user.username}/`, caller);
      expect(lift.statusCode).toBe(204);
      expect((await bansOf(community, caller)).json().count).toBe(0);
    }
    // A banned member is a member like any other here: they cannot ban either.
    const other = await newPerson();
    await banned(community, target);
    expect((await ban(community, target, { username: other.user.username, reason: 'x' })).statusCode).toBe(403);
  });

  it('answers the ban, permanent without days, and lists the running bans newest first with who banned', async () => {
    const { community } = await place();
    const [first, second] = [await newPerson(), await newPerson()];
    const before = Date.now();
    const temporary = await banned(community, first, 7, 'Rule 2: no selling');
    expect(temporary).toMatchObject({
      username: first.user.username,
      reason: 'Rule 2: no selling',
      banned_by: { username: mod.user.username },
    });
    const ends = Date.parse(temporary.expires_at!);
    expect(ends - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 60_000);
    expect(ends - before).toBeLessThanOrEqual(7 * 86_400_000 + 60_000);
    const res = await ban(community, admin, { username: second.user.username.toUpperCase(), reason: 'Abuse' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ username: second.user.username, expires_at: null });

    const list = await bansOf(community);
    expect(list.statusCode).toBe(200);
    expect(list.json().count).toBe(2);
    expect(list.json().results.map((b: CommunityBan) => [b.username, b.banned_by?.username])).toEqual([
      [second.user.username, admin.user.username],
      [first.user.username, mod.user.username],
    ]);
    const paged = await bansOf(community, mod, '?page_size=1&page=2');
    expect(paged.json().results.map((b: CommunityBan) => b.username)).toEqual([first.user.username]);
  });

  it('replaces a ban given again: its reason and its end', async () => {
    const { community } = await place();
    const person = await newPerson();
    await banned(community, person, 1, 'First warning');
    const again = await banned(community, person, null, 'Kept on');
    expect(again).toMatchObject({ reason: 'Kept on', expires_at: null });
    const list = (await bansOf(community)).json();
    expect(list.count).toBe(1);
    expect(list.results[0]).toMatchObject({ reason: 'Kept on', expires_at: null });
  });

  it('never bans a moderator of the community, an admin, oneself or nobody', async () => {
    const { community } = await place();
    const refused = async (who: LoginResponse, username: string) => {
      const res = await ban(community, who, { username, reason: 'Why not' });
      return { status: res.statusCode, ...res.json() };
    };
    expect(await refused(admin, mod.user.username)).toMatchObject({
      status: 403,
      code: COMMUNITY_ERROR_CODES.cannotBan,
      detail: COMMUNITY_MESSAGES.banModerator(mod.user.username),
    });
    expect(await refused(mod, admin.user.username)).toMatchObject({
      status: 403,
      code: COMMUNITY_ERROR_CODES.cannotBan,
      detail: COMMUNITY_MESSAGES.banAdmin(admin.user.username),
    });
    expect(await refused(mod, mod.user.username)).toMatchObject({ status: 403, detail: COMMUNITY_MESSAGES.banSelf });
    expect(await refused(mod, 'nobody_by_this_name')).toMatchObject({
      status: 404,
      detail: COMMUNITY_MESSAGES.personNotFound,
    });
    // The moderator of another community is a member here, and can be banned.
    expect((await ban(community, mod, { username: otherMod.user.username, reason: 'Rude' })).statusCode).toBe(201);
    expect((await bansOf(community)).json().count).toBe(1);
    expect((await modlog(community)).map((e) => e.action)).toEqual(['ban']);
  });

  it('answers 400 with a readable detail for a missing reason, a long one, or days out of range', async () => {
    const { community } = await place();
    const username = (await newPerson()).user.username;
    for (const body of [
      { username },
      { username, reason: '   ' },
      { username, reason: 'x'.repeat(COMMUNITY_LIMITS.banReasonMax + 1) },
      { username, reason: 'Spam', days: 0 },
      { username, reason: 'Spam', days: COMMUNITY_LIMITS.banDaysMax + 1 },
      { username, reason: 'Spam', days: 1.5 },
      { username, reason: 'Spam', days: 'soon' },
      { reason: 'Spam' },
    ]) {
      const res = await ban(community, mod, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().detail).toBeTruthy();
    }
    const missing = await ban(community, mod, { username });
    expect(missing.json().errors.reason).toEqual([COMMUNITY_MESSAGES.banReasonRequired]);
    expect((await bansOf(community)).json().count).toBe(0);
    expect((await call('POST', '/api/communities/999999/bans/', mod, { username, reason: 'x' })).statusCode).toBe(404);
    expect((await call('GET', '/api/communities/999999/bans/', mod)).statusCode).toBe(404);
  });

  it('answers 404 when lifting the ban of someone not banned, or of nobody', async () => {
    const { community } = await place();
    const person = await newPerson();
    const lift = (username: string) => call('DELETE', `/api/communities/${community.id}/bans/${username}/`, mod);
    const notBanned = await lift(person.user.username);
    expect(notBanned.statusCode).toBe(404);
    expect(notBanned.json().detail).toBe(COMMUNITY_MESSAGES.notBanned(person.user.username));
    expect((await lift('nobody_by_this_name')).statusCode).toBe(404);
    await banned(community, person);
    expect((await lift(person.user.username)).statusCode).toBe(204);
    expect((await lift(person.user.username)).statusCode).toBe(404);
  });

  it('writes each ban and unban in the public moderation log, with its reason and end', async () => {
    const { community } = await place();
    const person = await newPerson();
    const given = await banned(community, person, 30, 'Rule 3: stay on topic');
    await call('DELETE', `/api/communities/${community.id}/bans/${person.user.username}/`, admin);
    const [unban, ban] = await modlog(community);
    expect(ban).toMatchObject({
      action: 'ban',
      moderator: { username: mod.user.username },
      target_user: { username: person.user.username },
      reason: 'Rule 3: stay on topic',
      expires_at: given.expires_at,
    });
    expect(unban).toMatchObject({
      action: 'unban',
      moderator: { username: admin.user.username },
      target_user: { username: person.user.username },
    });
  });

  it('tells the person banned, in their language, why and until when', async () => {
    const { community } = await place();
    const person = await newPerson();
    await banned(community, person, null, 'Rule 1: be kind');
    await ctx.database.db.update(users).set({ preferredLanguage: 'hi' }).where(eq(users.id, person.user.id));
    await banned(community, person, 7, 'Rule 1: be kind');
    const inbox = await ctx.app.inject({ method: 'GET', url: '/api/notifications/', headers: bearer(person.access) });
    const items = (inbox.json().results as { kind: string; title: string; body: string; url: string }[]).filter(
      (n) => n.kind === 'forum_banned',
    );
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      title: `${community.name} समुदाय में आप पर प्रतिबंध लगा है`,
      url: `/hi/communities/${community.slug}`,
    });
    expect(items[0]!.body).toMatch(/ तक। कारण: Rule 1: be kind$/);
    expect(items[1]!.body).toBe('जब तक कोई संचालक इसे न हटाए। कारण: Rule 1: be kind');
  });
});

describe('a banned member', () => {
  /** A community where `person` wrote a post and a comment before a moderator banned them. */
  async function bannedAuthor(days: number | null = 7) {
    const { community, post, comment } = await place();
    const person = await newPerson();
    const own = await newPost(person, community.slug, { title: 'My question' });
    const ownComment = await newComment(person, post.id, 'My answer');
    await banned(community, person, days, 'Rule 1: be kind.');
    return { community, post, comment, person, own, ownComment };
  }

  const writes = (p: Awaited<ReturnType<typeof bannedAuthor>>) =>
    [
      ['post', () => call('POST', '/api/posts/', p.person, { title: 'Again', community: p.community.slug })],
      ['comment', () => call('POST', '/api/comments/', p.person, { post: p.post.id, content: 'Still here' })],
      [
        'reply',
        () => call('POST', '/api/comments/', p.person, { post: p.post.id, content: 'Re', parent: p.comment.id }),
      ],
      ['post upvote', () => call('POST', `/api/posts/${p.post.id}/upvote/`, p.person)],
      ['post downvote', () => call('POST', `/api/posts/${p.post.id}/downvote/`, p.person)],
      ['comment upvote', () => call('POST', `/api/comments/${p.comment.id}/upvote/`, p.person)],
      ['comment downvote', () => call('POST', `/api/comments/${p.comment.id}/downvote/`, p.person)],
      ['edit own post', () => call('PATCH', `/api/posts/${p.own.id}/`, p.person, { title: 'Changed' })],
      ['edit own comment', () => call('PATCH', `/api/comments/${p.ownComment.id}/`, p.person, { content: 'Changed' })],
    ] as const;

  it('cannot post, comment, vote or edit there, and is told why and until when', async () => {
    const p = await bannedAuthor(7);
    for (const [what, write] of writes(p)) {
      const res = await write();
      expect(res.statusCode, what).toBe(403);
      expect(res.json().code, what).toBe(COMMUNITY_ERROR_CODES.bannedFromCommunity);
      expect(res.json().detail, what).toMatch(
        /^You are banned from this community until \d{1,2} \w+ \d{4} at \d\d:\d\d UTC\. The reason: Rule 1: be kind\. You can still read it, but not post, comment or vote here\.$/,
      );
    }
    // Nothing moved: no post, comment or vote was written.
    const post = (await call('GET', `/api/posts/${p.post.id}/`, null)).json() as PostDetail;
    expect(post).toMatchObject({ score: 0, comment_count: 2 });
    expect((await call('GET', `/api/communities/${p.community.id}/`, null)).json().post_count).toBe(2);
  });

  it('of a permanent ban is told it lasts until a moderator lifts it', async () => {
    const p = await bannedAuthor(null);
    const res = await call('POST', '/api/comments/', p.person, { post: p.post.id, content: 'Hello' });
    expect(res.json().detail).toBe(
      COMMUNITY_MESSAGES.bannedFromCommunity('until a moderator lifts it', 'Rule 1: be kind'),
    );
  });

  it('still reads the community and its posts, which carry the ban, and deletes, reports, follows and saves', async () => {
    const p = await bannedAuthor(7);
    const community = await call('GET', `/api/communities/${p.community.slug}/`, p.person);
    expect(community.statusCode).toBe(200);
    expect(community.json().my_ban).toEqual({ reason: 'Rule 1: be kind.', expires_at: expect.any(String) });
    const post = await call('GET', `/api/posts/${p.post.id}/`, p.person);
    expect(post.json().my_ban).toEqual(community.json().my_ban);
    expect((await call('GET', `/api/posts/?community=${p.community.slug}`, p.person)).statusCode).toBe(200);
    expect((await call('GET', `/api/comments/?post=${p.post.id}`, p.person)).statusCode).toBe(200);
    expect((await call('POST', `/api/communities/${p.community.id}/follow/`, p.person)).statusCode).toBe(200);
    expect((await call('POST', `/api/posts/${p.post.id}/save/`, p.person)).statusCode).toBe(200);
    const report = { content_type: 'comment', content_id: p.comment.id, reason: 'spam' };
    expect((await call('POST', '/api/reports/', p.person, report)).statusCode).toBe(201);
    expect((await call('DELETE', `/api/comments/${p.ownComment.id}/`, p.person)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/posts/${p.own.id}/`, p.person)).statusCode).toBe(200);
  });

  it('is banned from that community only, and nobody else sees their ban', async () => {
    const p = await bannedAuthor(7);
    const elsewhere = await newCommunity(otherMod);
    const there = await newPost(p.person, elsewhere.slug);
    expect((await call('POST', `/api/posts/${there.id}/upvote/`, p.person)).statusCode).toBe(200);
    for (const who of [null, member, mod, author]) {
      expect((await call('GET', `/api/communities/${p.community.slug}/`, who)).json().my_ban).toBeNull();
      expect((await call('GET', `/api/posts/${p.post.id}/`, who)).json().my_ban).toBeNull();
    }
    const list = await call('GET', '/api/communities/?page_size=100', p.person);
    const mine = (list.json().results as Community[]).find((c) => c.id === p.community.id);
    expect(mine?.my_ban).toMatchObject({ reason: 'Rule 1: be kind.' });
    // Others write there as before.
    expect((await call('POST', '/api/comments/', member, { post: p.post.id, content: 'Welcome' })).statusCode).toBe(
      201,
    );
  });

  it('writes again once the ban has run out or is lifted, and an expired ban is not listed', async () => {
    const p = await bannedAuthor(1);
    await ctx.database.db.execute(
      sql`update community_bans set expires_at = now() - interval '1 minute' where user_id = ${p.person.user.id}`,
    );
    expect((await call('GET', `/api/communities/${p.community.slug}/`, p.person)).json().my_ban).toBeNull();
    expect((await bansOf(p.community)).json().count).toBe(0);
    for (const [what, write] of writes(p)) expect((await write()).statusCode, what).toBeLessThan(300);
    const lift = await call('DELETE', `/api/communities/${p.community.id}/bans/${p.person.user.username}/`, mod);
    expect(lift.statusCode).toBe(404);

    await banned(p.community, p.person, null);
    expect((await call('POST', `/api/posts/${p.post.id}/upvote/`, p.person)).statusCode).toBe(403);
    await call('DELETE', `/api/communities/${p.community.id}/bans/${p.person.user.username}/`, mod);
    expect((await call('POST', `/api/posts/${p.post.id}/upvote/`, p.person)).statusCode).toBe(200);
  });
});

describe('the limit on bans', () => {
  it('stops a moderator banning and unbanning past the hour’s limit, with a readable 429', async () => {
    const limited = await createTestContext({ env: { RATE_LIMITS: 'on' } });
    try {
      const moderator = (await register(limited.app)).answer;
      const person = (await register(limited.app)).answer;
      const send = (method: 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
        limited.app.inject({ method, url, headers: bearer(moderator.access), ...(payload ? { payload } : {}) });
      const community = (await send('POST', '/api/communities/', { name: 'Limited Satsang' })).json() as Community;
      const statuses: number[] = [];
      const bans = `/api/communities/${community.id}/bans/`;
      // The limit is 60 an hour, bans and unbans together.
      for (let i = 0; i < 30; i++) {
        statuses.push((await send('POST', bans, { username: person.user.username, reason: 'Spam' })).statusCode);
        statuses.push((await send('DELETE', `${bans}${person.user.username}/`)).statusCode);
      }
      expect(new Set(statuses)).toEqual(new Set([201, 204]));
      const refused = await send('POST', bans, { username: person.user.username, reason: 'Spam' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().detail).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    } finally {
      await limited.close();
    }
  });
});
