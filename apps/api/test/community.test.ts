import {
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  hotRank,
  type Comment,
  type Community,
  type LoginResponse,
  type Post,
  type PostDetail,
} from '@sangam/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, selectRows } from '../src/db/client';
import { users } from '../src/db/schema';
import { refreshHotRanks } from '../src/modules/community/hot-rank';
import { bearer, register } from './account-helpers';
import { forumCalls, type Method } from './forum-helpers';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let alice: LoginResponse;
let bob: LoginResponse;
let admin: LoginResponse;

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMITS: 'off' } });
  alice = (await register(ctx.app)).answer;
  bob = (await register(ctx.app)).answer;
  admin = (await register(ctx.app)).answer;
  await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
});
afterAll(() => ctx.close());

const { call, newCommunity, newPost, newComment, serial } = forumCalls(() => ctx);

const karmaOf = async (id: number) =>
  (await ctx.database.db.select({ karma: users.karma }).from(users).where(eq(users.id, id)))[0]!.karma;

describe('communities', () => {
  it('creates a community with a unique slug, trimmed tags, the creator as moderator and first follower', async () => {
    const res = await call('POST', '/api/communities/', alice, {
      name: '  Bhakti Sangam  ',
      description: 'Kirtan and seva',
      tags: [' kirtan', '', 'seva ', 'kirtan'],
      min_karma_to_post: 0,
      rules: 'Be kind.',
    });
    expect(res.statusCode).toBe(201);
    const community = res.json() as Community;
    expect(community).toMatchObject({
      name: 'Bhakti Sangam',
      slug: 'bhakti-sangam',
      tags: ['kirtan', 'seva'],
      follower_count: 1,
      post_count: 0,
      is_followed: true,
      is_moderator: true,
      followers: [alice.user.id],
      creator: { username: alice.user.username },
    });

    const same = await call('POST', '/api/communities/', bob, { name: 'BHAKTI SANGAM' });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({
      detail: 'A community with this name already exists.',
      code: 'community_name_taken',
    });

    // Another name with the same slug gets the next free one.
    const similar = await call('POST', '/api/communities/', bob, { name: 'Bhakti-Sangam!' });
    expect(similar.json().slug).toBe('bhakti-sangam-2');
    const indic = await call('POST', '/api/communities/', bob, { name: 'भक्ति संगम' });
    expect(indic.json().slug).toBe('भक्ति-संगम');

    // Read by slug or by id; Bob sees it as not followed and not his to moderate.
    const bySlug = await call('GET', '/api/communities/bhakti-sangam/', bob);
    expect(bySlug.json()).toMatchObject({ id: community.id, is_followed: false, is_moderator: false, followers: [] });
    const byId = await call('GET', `/api/communities/${community.id}/`, null);
    expect(byId.json().slug).toBe('bhakti-sangam');
    const missing = await call('GET', '/api/communities/no-such-place/', null);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Community not found.');
  });

  it('refuses a community without a name or with a negative minimum karma, with field messages', async () => {
    const noName = await call('POST', '/api/communities/', alice, { name: '   ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors.name).toEqual(['Enter a name for the community.']);
    const negative = await call('POST', '/api/communities/', alice, { name: 'Yoga Nidra', min_karma_to_post: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors.min_karma_to_post).toEqual(['Minimum points must be a whole number of 0 or more.']);
    const guest = await call('POST', '/api/communities/', null, { name: 'Guests Only' });
    expect(guest.statusCode).toBe(401);
  });

  it('writes in the language chosen, else the creator’s interface language, else English', async () => {
    const tamilReader = (await register(ctx.app, { preferred_language: 'ta' })).answer;
    const chosen = await newCommunity(tamilReader, { content_language: 'hi' });
    expect(chosen.content_language).toBe('hi');
    expect((await newCommunity(tamilReader)).content_language).toBe('ta');
    const english = (await register(ctx.app, { preferred_language: 'en' })).answer;
    expect((await newCommunity(english)).content_language).toBe('en');
    const french = await call('POST', '/api/communities/', alice, {
      name: 'Satsang en français',
      content_language: 'fr',
    });
    expect(french.statusCode).toBe(400);
    expect(french.json().detail).toMatch(/^Invalid request body: content_language: /);
    expect(french.json().errors.content_language).toEqual([
      'Choose one of the 10 languages: en, hi, bn, mr, te, ta, gu, kn, or, ml.',
    ]);
  });

  it('is given its name, description and rules in other languages by its creator', async () => {
    const made = await call('POST', '/api/communities/', alice, {
      name: 'Morning Aarti Circle',
      description: 'We sing the aarti at dawn.',
      content_language: 'en',
      translations: {
        hi: { name: 'प्रभात आरती मंडल', description: 'हम भोर में आरती गाते हैं।' },
        ta: { name: 'காலை ஆரத்தி வட்டம்' },
        // A copy in its own language is not kept: its original is what English readers see.
        en: { name: 'Morning Aarti Circle (copy)' },
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const slug = made.json().slug as string;
    expect((await call('GET', `/api/communities/${slug}/?lang=hi`, null)).json()).toMatchObject({
      name: 'प्रभात आरती मंडल',
      description: 'हम भोर में आरती गाते हैं।',
    });
    expect((await call('GET', `/api/communities/${slug}/?lang=ta`, null)).json()).toMatchObject({
      name: 'காலை ஆரத்தி வட்டம்',
      description: 'We sing the aarti at dawn.',
    });
    expect((await call('GET', `/api/communities/${slug}/?lang=en`, null)).json().name).toBe('Morning Aarti Circle');
    // Found by its Tamil name.
    const found = await call('GET', `/api/communities/?q=${encodeURIComponent('ஆரத்தி வட்டம்')}`, null);
    expect(found.json().results.map((c: Community) => c.slug)).toContain(slug);

    const unknown = await call('POST', '/api/communities/', alice, {
      name: 'Vespers',
      translations: { fr: { name: 'Vêpres' } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toMatch(/translations/);
    const tooLong = await call('POST', '/api/communities/', alice, {
      name: 'Long Names',
      translations: { hi: { name: 'न'.repeat(61) } },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().detail).toMatch(/translations/);
  });

  it('is edited by its moderators: description, rules, tags, minimum karma and its translations', async () => {
    const community = await newCommunity(alice, {
      description: 'Kirtan on Sundays.',
      tags: ['kirtan'],
      content_language: 'en',
      translations: { hi: { name: 'रविवार कीर्तन' }, ta: { name: 'ஞாயிறு கீர்த்தனை' } },
    });
    const url = `/api/communities/${community.id}/`;
    // Only its moderators (its creator) and administrators; a guest is asked to sign in.
    expect((await call('PATCH', url, null, { rules: 'Be kind.' })).statusCode).toBe(401);
    const stranger = await call('PATCH', url, bob, { rules: 'Anything goes.' });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().detail).toBe(COMMUNITY_MESSAGES.notModerator);
    expect((await call('GET', `${url}settings/`, bob)).statusCode).toBe(403);
    expect((await call('PATCH', '/api/communities/999999/', alice, { rules: 'x' })).statusCode).toBe(404);

    const edited = await call('PATCH', url, alice, {
      description: 'Kirtan every Sunday at dawn.',
      rules: 'Be kind. Stay on topic.',
      tags: ['kirtan', 'bhajan', 'kirtan', ''],
      min_karma_to_post: 3,
      // Hindi replaced, Tamil removed, Bengali added; a language left out would stay.
      translations: { hi: { name: 'रविवार कीर्तन मंडल', rules: 'दया रखें।' }, ta: null, bn: { name: 'রবিবারের কীর্তন' } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      name: community.name,
      slug: community.slug,
      description: 'Kirtan every Sunday at dawn.',
      rules: 'Be kind. Stay on topic.',
      tags: ['kirtan', 'bhajan'],
      min_karma_to_post: 3,
    });
    expect((await call('GET', `/api/communities/${community.slug}/?lang=hi`, null)).json()).toMatchObject({
      name: 'रविवार कीर्तन मंडल',
      rules: 'दया रखें।',
      description: 'Kirtan every Sunday at dawn.',
    });
    expect((await call('GET', `/api/communities/${community.slug}/?lang=ta`, null)).json().name).toBe(community.name);
    // Its moderators read it back as written, to edit it again.
    const settings = await call('GET', `${url}settings/`, alice);
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json()).toMatchObject({
      description: 'Kirtan every Sunday at dawn.',
      translations: { hi: { name: 'रविवार कीर्तन मंडल', rules: 'दया रखें।' }, bn: { name: 'রবিবারের কীর্তন' } },
    });
    expect(settings.json().translations.ta).toBeUndefined();
    // The new Bengali name finds it at once; an administrator may edit it too; a field left out stays.
    const found = await call('GET', `/api/communities/?q=${encodeURIComponent('রবিবারের কীর্তন')}`, null);
    expect(found.json().results.map((c: Community) => c.slug)).toContain(community.slug);
    const byAdmin = await call('PATCH', url, admin, { min_karma_to_post: 0 });
    expect(byAdmin.json()).toMatchObject({ min_karma_to_post: 0, rules: 'Be kind. Stay on topic.' });

    const bad = await call('PATCH', url, alice, { min_karma_to_post: -1, translations: { fr: { name: 'x' } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('min_karma_to_post');
  });
  it('lists popular communities first, 12 a page, and searches by name or tag', async () => {
    const yoga = await newCommunity(bob, { name: 'Hatha Yoga Practice', tags: ['asana', 'pranayama'] });
    await call('POST', `/api/communities/${yoga.id}/follow/`, alice);
    const page = await call('GET', '/api/communities/', null);
    const body = page.json();
    expect(body.results.length).toBeLessThanOrEqual(12);
    const counts = body.results.map((c: Community) => c.follower_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(body.results[0].name).toBe('Hatha Yoga Practice');

    const byTag = await call('GET', '/api/communities/?q=PRANAYAMA', null);
    expect(byTag.json().results.map((c: Community) => c.name)).toEqual(['Hatha Yoga Practice']);
    // A name is found from any script: संगम is Sangam too.
    const byName = await call('GET', `/api/communities/?q=${encodeURIComponent('संगम')}`, null);
    expect(
      byName
        .json()
        .results.map((c: Community) => c.name)
        .sort(),
    ).toEqual(['Bhakti Sangam', 'Bhakti-Sangam!', 'भक्ति संगम'].sort());
    // LIKE wildcards are searched as text.
    const wildcard = await call('GET', '/api/communities/?q=%25', null);
    expect(wildcard.json().count).toBe(0);
  });

  it('finds a community from any script or spelling, a name or tag above a description', async () => {
    const named = await newCommunity(bob, { name: 'Shiva Bhakti Mandali', tags: ['abhishekam'] });
    const described = await newCommunity(bob, { name: 'Evening Kirtan', description: 'भजन, शिव और राम के।' });
    const found = async (q: string) =>
      (await call('GET', `/api/communities/?q=${encodeURIComponent(q)}`, null))
        .json()
        .results.map((c: Community) => c.id);
    expect(await found('சிவன்')).toEqual([named.id, described.id]);
    expect(await found('mahadev')).toEqual([named.id, described.id]);
    expect(await found('अभिषेकम्')).toEqual([named.id]);
    const mine = await call('GET', `/api/communities/mine/?q=${encodeURIComponent('शिव')}`, bob);
    // Mine keeps its order (the latest followed first).
    expect(mine.json().results.map((c: Community) => c.id)).toEqual([described.id, named.id]);
  });

  it('pages with count, next and previous', async () => {
    for (let i = 0; i < 13; i++) await newCommunity(admin);
    const first = (await call('GET', '/api/communities/?page_size=12', null)).json();
    expect(first.results).toHaveLength(12);
    expect(first.next).toContain('page=2');
    expect(first.previous).toBeNull();
    const second = (await call('GET', '/api/communities/?page=2&page_size=12', null)).json();
    expect(second.previous).toContain('page=1');
    const ids = new Set([...first.results, ...second.results].map((c: Community) => c.id));
    expect(ids.size).toBe(first.results.length + second.results.length);
  });

  it('follows and unfollows once each, answering the follower count', async () => {
    const community = await newCommunity(alice);
    const url = (action: string) => `/api/communities/${community.id}/${action}/`;
    expect((await call('POST', url('follow'), bob)).json()).toEqual({ follower_count: 2, is_followed: true });
    expect((await call('POST', url('follow'), bob)).json()).toEqual({ follower_count: 2, is_followed: true });
    const mine = (await call('GET', '/api/communities/mine/', bob)).json();
    expect(mine.results[0].id).toBe(community.id);
    expect((await call('POST', url('unfollow'), bob)).json()).toEqual({ follower_count: 1, is_followed: false });
    expect((await call('POST', url('unfollow'), bob)).json()).toEqual({ follower_count: 1, is_followed: false });
    expect((await call('POST', url('follow'), null)).statusCode).toBe(401);
    expect((await call('GET', '/api/communities/mine/', null)).statusCode).toBe(401);
    expect((await call('POST', '/api/communities/999999/follow/', bob)).statusCode).toBe(404);
  });
});

describe('posts', () => {
  it('creates posts, checks the title and media link, and counts them in the community', async () => {
    const community = await newCommunity(alice);
    const post = await newPost(bob, community.slug, {
      content: 'Chanting 16 rounds',
      media_url: 'https://example.org/mala.jpg',
      tags: ['japa ', '', 'japa', 'mala'],
    });
    expect(post).toMatchObject({
      title: 'Morning japa',
      community: community.slug,
      community_name: community.name,
      tags: ['japa', 'mala'],
      creator: { username: bob.user.username },
      score: 0,
      comment_count: 0,
      user_vote: 0,
      is_locked: false,
      is_removed: false,
      can_moderate: false,
    });
    expect((await call('GET', `/api/communities/${community.slug}/`, null)).json().post_count).toBe(1);

    const noTitle = await call('POST', '/api/posts/', bob, { title: ' ', community: community.slug });
    expect(noTitle.json().errors.title).toEqual(['Enter a title.']);
    const badUrl = await call('POST', '/api/posts/', bob, {
      title: 'x',
      community: community.slug,
      media_url: 'javascript:alert(1)',
    });
    expect(badUrl.json().errors.media_url).toEqual(['Enter a link that starts with http:// or https://.']);
    const nowhere = await call('POST', '/api/posts/', bob, { title: 'x', community: 'no-such-place' });
    expect(nowhere.statusCode).toBe(404);
    expect((await call('POST', '/api/posts/', null, { title: 'x', community: community.slug })).statusCode).toBe(401);
  });

  it("refuses a post below the community's minimum karma, with a clear detail", async () => {
    const strict = await newCommunity(alice, { min_karma_to_post: 3 });
    const res = await call('POST', '/api/posts/', bob, { title: 'Hello', community: strict.slug });
    expect(res.statusCode).toBe(403);
    const karma = await karmaOf(bob.user.id);
    expect(res.json()).toMatchObject({
      code: 'karma_too_low',
      detail: `You need at least 3 points to post in this community; you have ${karma}.`,
    });
  });

  it('votes once per person: again withdraws, the other way turns; score and karma follow', async () => {
    const community = await newCommunity(alice);
    const post = await newPost(alice, community.slug);
    const before = await karmaOf(alice.user.id);
    const vote = async (who: LoginResponse, action: string) =>
      (await call('POST', `/api/posts/${post.id}/${action}/`, who)).json();
    expect(await vote(bob, 'upvote')).toEqual({ score: 1, user_vote: 1 });
    expect(await vote(admin, 'upvote')).toEqual({ score: 2, user_vote: 1 });
    expect(await vote(bob, 'downvote')).toEqual({ score: 0, user_vote: -1 });
    expect(await vote(bob, 'downvote')).toEqual({ score: 1, user_vote: 0 });
    expect(await karmaOf(alice.user.id)).toBe(before + 1);
    expect((await call('GET', `/api/posts/${post.id}/`, admin)).json().user_vote).toBe(1);
    expect((await call('POST', `/api/posts/${post.id}/upvote/`, null)).statusCode).toBe(401);
    expect((await call('POST', '/api/posts/999999/upvote/', bob)).statusCode).toBe(404);
  });

  it('leaves the author’s points as they were on their own vote, which still counts in the score', async () => {
    const community = await newCommunity(alice);
    const post = await newPost(bob, community.slug);
    const comment = await newComment(bob, post.id, 'Jai Shri Ram');
    const before = await karmaOf(bob.user.id);
    expect((await call('POST', `/api/posts/${post.id}/upvote/`, bob)).json()).toEqual({ score: 1, user_vote: 1 });
    expect((await call('POST', `/api/comments/${comment.id}/upvote/`, bob)).json()).toEqual({
      score: 1,
      user_vote: 1,
    });
    expect(await karmaOf(bob.user.id)).toBe(before);
    // Withdrawn and turned, one's own vote never moves one's points either.
    expect((await call('POST', `/api/posts/${post.id}/downvote/`, bob)).json()).toEqual({ score: -1, user_vote: -1 });
    expect(await karmaOf(bob.user.id)).toBe(before);
  });

  it('cannot lift a newcomer past min_karma_to_post by upvoting their own posts (issue 26)', async () => {
    const newcomer = (await register(ctx.app)).answer;
    const open = await newCommunity(alice);
    const strict = await newCommunity(alice, { min_karma_to_post: 2 });
    for (const title of ['First', 'Second']) {
      const post = await newPost(newcomer, open.slug, { title });
      await call('POST', `/api/posts/${post.id}/upvote/`, newcomer);
      await newComment(newcomer, post.id, 'Hari Om').then((c) =>
        call('POST', `/api/comments/${c.id}/upvote/`, newcomer),
      );
    }
    expect(await karmaOf(newcomer.user.id)).toBe(0);
    const refused = await call('POST', '/api/posts/', newcomer, { title: 'Let me in', community: strict.slug });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('karma_too_low');
  });

  it('sorts new, top and hot, filters by tag, and the feed carries each community name', async () => {
    const a = await newCommunity(alice);
    const b = await newCommunity(alice);
    const old = await newPost(alice, a.slug, { title: 'Old and loved', tags: ['gita'] });
    const fresh = await newPost(alice, a.slug, { title: 'Fresh', tags: ['kirtan'] });
    const other = await newPost(alice, b.slug, { title: 'Elsewhere' });
    await ctx.database.db.execute(sql`update posts set created_at = now() - interval '3 days' where id = ${old.id}`);
    await call('POST', `/api/posts/${old.id}/upvote/`, bob);
    await call('POST', `/api/posts/${old.id}/upvote/`, admin);
    await refreshHotRanks(ctx.database.db);

    const titles = async (query: string, who: LoginResponse | null = null) =>
      (await call('GET', `/api/posts/?community=${a.slug}&${query}`, who))
        .json()
        .results.map((p: PostDetail) => p.title);
    expect(await titles('')).toEqual(['Fresh', 'Old and loved']);
    expect(await titles('sort=top')).toEqual(['Old and loved', 'Fresh']);
    // Two votes do not beat three days of age.
    expect(await titles('sort=hot')).toEqual(['Fresh', 'Old and loved']);
    expect(await titles('tag=gita')).toEqual(['Old and loved']);
    expect((await call('GET', `/api/posts/?community=${a.slug}&sort=best`, null)).statusCode).toBe(400);

    await call('POST', `/api/communities/${b.id}/follow/`, bob);
    const feed = (await call('GET', '/api/posts/feed/', bob)).json();
    expect(feed.results.map((p: PostDetail) => [p.title, p.community_name])).toEqual([['Elsewhere', b.name]]);
    expect(feed.results[0]).not.toHaveProperty('can_moderate');
    expect((await call('GET', '/api/posts/feed/', null)).statusCode).toBe(401);
    expect(fresh.id).toBeGreaterThan(other.id - 2);
  });

  it('names each post’s community in the reader’s language, in the lists and on the post', async () => {
    const community = await newCommunity(alice);
    const post = await newPost(alice, community.slug);
    const hindi = `सत्संग मंडली ${community.id}`;
    await ctx.database.db.execute(
      sql`update communities set translations = ${JSON.stringify({ hi: { name: hindi } })}::jsonb where id = ${community.id}`,
    );
    await call('POST', `/api/communities/${community.id}/follow/`, bob);
    const communityNameAt = async (url: string) => {
      const res = await call('GET', url, bob);
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json();
      return ('results' in answer ? answer.results.find((p: Post) => p.id === post.id) : answer).community_name;
    };
    expect(await communityNameAt(`/api/posts/?community=${community.slug}&lang=hi`)).toBe(hindi);
    expect(await communityNameAt(`/api/posts/${post.id}/?lang=hi`)).toBe(hindi);
    expect(await communityNameAt('/api/posts/feed/?lang=hi&page_size=50')).toBe(hindi);
    // No translation into Tamil, and a client that names no language: the original.
    expect(await communityNameAt(`/api/posts/?community=${community.slug}&lang=ta`)).toBe(community.name);
    expect(await communityNameAt(`/api/posts/${post.id}/`)).toBe(community.name);
    expect((await call('GET', `/api/posts/?lang=fr`, null)).statusCode).toBe(400);
    expect((await call('GET', `/api/posts/${post.id}/?lang=fr`, null)).statusCode).toBe(400);
  });

  it('keeps hot rank by the formula in the database, and 0 after seven days', async () => {
    const community = await newCommunity(alice);
    const post = await newPost(alice, community.slug);
    for (const [hours, score] of [
      [0, 0],
      [5, 10],
      [30, -4],
      [167, 100],
      [169, 100],
    ] as const) {
      await ctx.database.db.execute(
        sql`update posts set score = ${score}, created_at = now() - make_interval(hours => ${hours}) where id = ${post.id}`,
      );
      await refreshHotRanks(ctx.database.db);
      const [row] = await selectRows<{ hot_rank: number }>(
        ctx.database.db,
        sql`select hot_rank from posts where id = ${post.id}`,
      );
      expect(row!.hot_rank).toBeCloseTo(hotRank(score, hours), 6);
      if (hours >= 168) expect(row!.hot_rank).toBe(0);
    }
    // The score was set by hand (no votes): back to 0, so karma stays a recount of the votes.
    await ctx.database.db.execute(sql`update posts set score = 0 where id = ${post.id}`);
  });

  it('searches posts from any script or spelling, in a community or all, a title or tag above the text', async () => {
    const community = await newCommunity(alice);
    const titled = await newPost(alice, community.slug, { title: 'Ganpati visarjan at home', tags: ['eco'] });
    const tagged = await newPost(alice, community.slug, { title: 'चतुर्थी की तैयारी', tags: ['vinayaka'] });
    const told = await newPost(alice, community.slug, { title: 'Modak recipes', content: 'गणेश जी के लिए मोदक।' });
    await newPost(alice, community.slug, { title: 'Morning japa', content: 'Gayatri, 108 times.' });
    const search = async (query: string) => {
      const res = await call('GET', `/api/posts/?${query}`, null);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { count: number; results: Post[] };
    };
    const inCommunity = await search(`community=${community.slug}&q=${encodeURIComponent('விநாயகர்')}`);
    expect(inCommunity.count).toBe(3);
    expect(
      inCommunity.results
        .map((p) => p.id)
        .slice(0, 2)
        .sort(),
    ).toEqual([titled.id, tagged.id].sort());
    expect(inCommunity.results[2]!.id).toBe(told.id);
    const everywhere = await search(`q=ganesha&sort=new`);
    expect(everywhere.results.map((p) => p.id)).toEqual(expect.arrayContaining([titled.id, tagged.id, told.id]));
    expect((await search('q=%25')).count).toBe(0);
  });

  it('finds a Latin-titled post from Devanagari, and a misspelt search of posts suggests spellings', async () => {
    const community = await newCommunity(alice);
    const shiva = await newPost(alice, community.slug, {
      title: 'Night vigil for Lord Shiva at home',
      tags: ['jagran'],
    });
    await newPost(alice, community.slug, { title: 'Morning japa', content: 'Gayatri, 108 times.' });
    const search = async (query: string) => {
      const res = await call('GET', `/api/posts/?community=${community.slug}&${query}`, null);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { count: number; results: Post[]; suggestions?: string[] };
    };
    const found = await search(`q=${encodeURIComponent('शिव')}`);
    expect(found.results.map((p) => p.id)).toEqual([shiva.id]);
    expect('suggestions' in found).toBe(false);
    // Nothing has "jagrn": the nearest spellings among this community's titles and tags.
    const none = await search('q=jagrn');
    expect(none).toMatchObject({ count: 0, results: [] });
    expect(none.suggestions).toContain('jagran');
    expect((await search(`q=${encodeURIComponent(none.suggestions![0]!)}`)).count).toBeGreaterThan(0);
    // A list without a search names nothing.
    expect('suggestions' in (await search('sort=new'))).toBe(false);
  });

  it('stores script and SQL strings as plain text', async () => {
    const community = await newCommunity(alice);
    const xss = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
    const sqlText = `'); DROP TABLE posts; --`;
    const post = await newPost(bob, community.slug, { title: xss, content: sqlText, tags: [sqlText] });
    const read = (await call('GET', `/api/posts/${post.id}/`, null)).json();
    expect(read).toMatchObject({ title: xss, content: sqlText, tags: [sqlText] });
    const comment = await newComment(bob, post.id, xss);
    expect(comment.content).toBe(xss);
    const search = await call('GET', `/api/communities/?q=${encodeURIComponent(sqlText)}`, null);
    expect(search.statusCode).toBe(200);
  });
  it('keeps the top posts of a day, week, month, year or all time (t), in the lists and the feed', async () => {
    const community = await newCommunity(alice);
    const ages = {
      today: '2 hours',
      lastWeek: '3 days',
      lastMonth: '20 days',
      lastYear: '200 days',
      older: '800 days',
    };
    // Scores 1…5, oldest highest: each period's top list is the oldest post it still reaches first.
    const ids: Record<string, number> = {};
    for (const [index, [title, age]] of Object.entries(ages).entries()) {
      const post = await newPost(alice, community.slug, { title });
      ids[title] = post.id;
      await ctx.database.db.execute(
        sql`update posts set created_at = now() - ${age}::interval, score = ${index + 1} where id = ${post.id}`,
      );
    }
    const top = async (url: string, who: LoginResponse | null = null) => {
      const res = await call('GET', url, who);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json();
      return { count: page.count, titles: page.results.map((p: Post) => p.title) };
    };
    const list = (t: string) => top(`/api/posts/?community=${community.slug}&sort=top${t}`);
    expect(await list('&t=day')).toEqual({ count: 1, titles: ['today'] });
    expect(await list('&t=week')).toEqual({ count: 2, titles: ['lastWeek', 'today'] });
    expect(await list('&t=month')).toEqual({ count: 3, titles: ['lastMonth', 'lastWeek', 'today'] });
    expect(await list('&t=year')).toEqual({ count: 4, titles: ['lastYear', 'lastMonth', 'lastWeek', 'today'] });
    const all = { count: 5, titles: ['older', 'lastYear', 'lastMonth', 'lastWeek', 'today'] };
    expect(await list('&t=all')).toEqual(all);
    expect(await list('')).toEqual(all);
    // The newest of the week, and the feed of one who follows the community, by the same rule.
    expect(await top(`/api/posts/?community=${community.slug}&sort=new&t=week`)).toEqual({
      count: 2,
      titles: ['today', 'lastWeek'],
    });
    const reader = (await register(ctx.app)).answer;
    await call('POST', `/api/communities/${community.id}/follow/`, reader);
    expect(await top('/api/posts/feed/?sort=top&t=month', reader)).toEqual({
      count: 3,
      titles: ['lastMonth', 'lastWeek', 'today'],
    });
    expect((await top('/api/posts/feed/?sort=top', reader)).count).toBe(5);
    // A period that is none of them is refused, with the choices named.
    for (const url of [`/api/posts/?sort=top&t=decade`, `/api/posts/feed/?sort=top&t=1700000000`]) {
      const bad = await call('GET', url, reader);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.t).toEqual(['Choose a period: day, week, month, year, all.']);
    }
    // The scores were set by hand (no votes): back to 0, so karma stays a recount of the votes.
    await ctx.database.db.execute(sql`update posts set score = 0 where community_id = ${community.id}`);
  });
});

describe('own posts', () => {
  const edit = (who: LoginResponse | null, id: number, body: unknown) => call('PATCH', `/api/posts/${id}/`, who, body);
  const titlesIn = async (url: string, who: LoginResponse | null = null) =>
    ((await call('GET', url, who)).json().results as Post[]).map((p) => p.title);

  it('are edited by their author only, the version before kept and search finding the new words', async () => {
    const community = await newCommunity(alice);
    const post = await newPost(bob, community.slug, { title: 'Morning japa', content: 'At dawn', tags: ['japa'] });
    const edited = await edit(bob, post.id, { title: 'Evening aarti', tags: ['aarti', 'aarti', ''] });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = edited.json() as PostDetail;
    expect(after).toMatchObject({ title: 'Evening aarti', content: 'At dawn', tags: ['aarti'], is_deleted: false });
    expect(after.edit_history).toEqual([
      {
        title: 'Morning japa',
        content: 'At dawn',
        content_html: '<p>At dawn</p>\n',
        media_url: '',
        tags: ['japa'],
        edited_at: expect.any(String),
      },
    ]);
    // The same text again is no edit; a second change adds a second version.
    expect((await edit(bob, post.id, { title: 'Evening aarti' })).json().edit_history).toHaveLength(1);
    const twice = (await edit(bob, post.id, { content: 'At dusk, with lamps' })).json() as PostDetail;
    expect(twice.edit_history.map((e) => e.title)).toEqual(['Morning japa', 'Evening aarti']);
    expect((await call('GET', `/api/posts/${post.id}/`, null)).json().edit_history).toHaveLength(2);
    const search = `/api/posts/?community=${community.slug}&q=`;
    expect(await titlesIn(`${search}aarti`)).toEqual(['Evening aarti']);
    expect(await titlesIn(`${search}japa`)).toEqual([]);
    expect(await titlesIn(`${search}lamps`)).toEqual(['Evening aarti']);
  });

  it('answer 401, 403 and 400 with field errors to those who may not edit, or to bad input', async () => {
    const community = await newCommunity(alice);
    const post = await newPost(bob, community.slug);
    expect((await edit(null, post.id, { title: 'Guest' })).statusCode).toBe(401);
    // Its community's moderator (alice) and an admin remove posts; they do not rewrite them.
    for (const who of [alice, admin]) {
      const refused = await edit(who, post.id, { title: 'Moderated' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toBe(COMMUNITY_MESSAGES.notPostAuthor);
      expect((await call('DELETE', `/api/posts/${post.id}/`, who)).statusCode).toBe(403);
    }
    const bad = await edit(bob, post.id, { title: ' ', media_url: 'javascript:alert(1)', tags: 'japa' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBeTruthy();
    expect(Object.keys(bad.json().errors).sort()).toEqual(['media_url', 'tags', 'title']);
    expect(bad.json().errors.title).toEqual([COMMUNITY_MESSAGES.titleRequired]);
    expect((await edit(bob, 999999, { title: 'Nowhere' })).statusCode).toBe(404);
    await ctx.database.db.execute(sql`insert into user_bans (user_id, reason) values (${bob.user.id}, 'Spam.')`);
    try {
      expect((await edit(bob, post.id, { title: 'Banned' })).json().code).toBe('banned');
    } finally {
      await ctx.database.db.execute(sql`delete from user_bans where user_id = ${bob.user.id}`);
    }
    expect((await call('GET', `/api/posts/${post.id}/`, null)).json()).toMatchObject({
      title: 'Morning japa',
      edit_history: [],
    });
  });

  it('when deleted leave the lists, the feed and the post count; the page and its comments stay', async () => {
    const community = await newCommunity(alice);
    const reader = (await register(ctx.app)).answer;
    await call('POST', `/api/communities/${community.id}/follow/`, reader);
    const kept = await newPost(alice, community.slug, { title: 'Kept' });
    const post = await newPost(bob, community.slug, { title: 'Gone soon', content: 'Words', tags: ['japa'] });
    const comment = await newComment(alice, post.id, 'Hari Om');
    await edit(bob, post.id, { content: 'Other words' });
    const count = async () => (await call('GET', `/api/communities/${community.slug}/`, null)).json().post_count;
    expect(await count()).toBe(2);
    const deleted = await call('DELETE', `/api/posts/${post.id}/`, bob);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({
      id: post.id,
      is_deleted: true,
      title: '',
      content: '',
      tags: [],
      creator: null,
      edit_history: [],
      comment_count: 1,
    });
    expect(await count()).toBe(1);
    expect(await titlesIn(`/api/posts/?community=${community.slug}`)).toEqual([kept.title]);
    expect(await titlesIn(`/api/posts/?community=${community.slug}&q=words`)).toEqual([]);
    expect(await titlesIn('/api/posts/feed/', reader)).toEqual([kept.title]);
    expect((await call('GET', `/api/posts/${post.id}/`, null)).json().is_deleted).toBe(true);
    const thread = (await call('GET', `/api/comments/?post=${post.id}`, null)).json();
    expect(thread.results.map((c: Comment) => [c.id, c.content])).toEqual([[comment.id, 'Hari Om']]);
    // No new comments, edits or second deletion; the count moves once.
    const comment2 = await call('POST', '/api/comments/', alice, { post: post.id, content: 'Still here?' });
    expect([comment2.statusCode, comment2.json().detail]).toEqual([403, COMMUNITY_MESSAGES.postDeleted]);
    expect((await edit(bob, post.id, { title: 'Back' })).statusCode).toBe(400);
    expect((await call('DELETE', `/api/posts/${post.id}/`, bob)).statusCode).toBe(400);
    expect(await count()).toBe(1);
  });

  it('keep the post count exact across removal, deletion and restoring', async () => {
    const community = await newCommunity(alice);
    const post = await newPost(bob, community.slug);
    const other = await newPost(bob, community.slug);
    const count = async () => (await call('GET', `/api/communities/${community.slug}/`, null)).json().post_count;
    // Removed by a moderator, then deleted by its author: it left the count once.
    expect((await call('POST', `/api/posts/${post.id}/remove/`, alice)).statusCode).toBe(200);
    expect(await count()).toBe(1);
    expect((await call('PATCH', `/api/posts/${post.id}/`, bob, { title: 'Sneaked' })).statusCode).toBe(400);
    expect((await call('DELETE', `/api/posts/${post.id}/`, bob)).statusCode).toBe(200);
    expect(await count()).toBe(1);
    // Restoring a deleted post does not bring it back into the lists or the count.
    expect((await call('POST', `/api/posts/${post.id}/restore/`, alice)).statusCode).toBe(200);
    expect(await count()).toBe(1);
    // Deleted, then removed and restored by a moderator: still out.
    expect((await call('DELETE', `/api/posts/${other.id}/`, bob)).statusCode).toBe(200);
    await call('POST', `/api/posts/${other.id}/remove/`, alice);
    await call('POST', `/api/posts/${other.id}/restore/`, alice);
    expect(await count()).toBe(0);
    const [recount] = await selectRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from posts where community_id = ${community.id} and removed_at is null and deleted_at is null`,
    );
    expect(recount!.n).toBe(0);
    expect((await call('GET', `/api/posts/?community=${community.slug}`, null)).json().count).toBe(0);
  });
});

describe('formatting', () => {
  it('renders posts, comments and their earlier versions from the small Markdown, never running HTML', async () => {
    const community = await newCommunity(alice);
    const written =
      '**Aarti** at *dusk*\n\n- lamps\n- flowers\n\n> Come early\n\n[Map](https://example.org/map) <script>alert(1)</script> [x](javascript:alert(1))';
    const post = await newPost(bob, community.slug, { title: 'Evening', content: written });
    // What the author wrote stays as written (an edit starts from it); the page shows content_html.
    expect(post.content).toBe(written);
    const html = ((await call('GET', `/api/posts/${post.id}/`, null)).json() as PostDetail).content_html;
    expect(html).toContain('<p><strong>Aarti</strong> at <em>dusk</em></p>');
    expect(html).toContain('<ul>\n<li>lamps</li>\n<li>flowers</li>\n</ul>');
    expect(html).toContain('<blockquote>\n<p>Come early</p>\n</blockquote>');
    expect(html).toContain('<a href="https://example.org/map" rel="nofollow ugc noopener" target="_blank">Map</a>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toMatch(/<script|href="javascript/);
    const listed = (await call('GET', `/api/posts/?community=${community.slug}`, null)).json().results as Post[];
    expect(listed[0]!.content_html).toBe(html);

    const comment = await newComment(alice, post.id, 'Hari Om, `108` times');
    expect(comment.content_html).toBe('<p>Hari Om, <code>108</code> times</p>\n');
    const edited = (
      await call('PATCH', `/api/comments/${comment.id}/`, alice, { content: '**Jai** <b>x</b>' })
    ).json() as Comment;
    expect(edited.content_html).toBe('<p><strong>Jai</strong> &lt;b&gt;x&lt;/b&gt;</p>\n');
    expect(edited.edit_history[0]!.content_html).toBe('<p>Hari Om, <code>108</code> times</p>\n');
    // Gone for everyone: no text, rendered or not.
    const deleted = (await call('DELETE', `/api/comments/${comment.id}/`, alice)).json() as Comment;
    expect(deleted).toMatchObject({ content: '', content_html: '' });
  });
});

describe('comment search', () => {
  it('finds comments in any script, naming their post, never deleted ones or a blocked author’s', async () => {
    const community = await newCommunity(alice);
    const other = await newCommunity(alice);
    const post = await newPost(alice, community.slug, { title: 'Sandhya aarti' });
    const elsewhere = await newPost(alice, other.slug, { title: 'Elsewhere' });
    const word = `gangeshwar${serial()}`;
    const hindi = await newComment(bob, post.id, `शिव की आरती ${word}`);
    const latin = await newComment(alice, elsewhere.id, `Shiv ${word}`);
    const gone = await newComment(bob, post.id, `Shiv ${word} deleted`);
    await call('DELETE', `/api/comments/${gone.id}/`, bob);
    const found = async (q: string, who: LoginResponse | null = null, extra = '') => {
      const res = await call('GET', `/api/comments/?q=${encodeURIComponent(q)}${extra}`, who);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { count: number; results: { id: number; post_title?: string }[] };
    };
    // Latin "shiv" finds the Devanagari शिव, as the video library's search does.
    const both = await found(`shiv ${word}`);
    expect(both.results.map((c) => c.id).sort()).toEqual([hindi.id, latin.id].sort());
    expect(both.count).toBe(2);
    expect(both.results.find((c) => c.id === hindi.id)!.post_title).toBe('Sandhya aarti');
    expect((await found(`शिव ${word}`, null, `&community=${community.slug}`)).results.map((c) => c.id)).toEqual([
      hindi.id,
    ]);
    // An edit is found by its new words.
    await call('PATCH', `/api/comments/${latin.id}/`, alice, { content: `Mahadev${serial()} ${word}` });
    expect((await found(`mahadev${serial()}`)).results.map((c) => c.id)).toEqual([latin.id]);
    // Alice blocks Bob: his comments leave her results.
    const blocked = await call('POST', `/api/users/${bob.user.username}/block/`, alice);
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect((await found(word, alice)).results.map((c) => c.id)).toEqual([latin.id]);
    await call('DELETE', `/api/users/${bob.user.username}/block/`, alice);

    const neither = await call('GET', '/api/comments/', null);
    expect(neither.statusCode).toBe(400);
    expect(neither.json().errors.post).toEqual(['Name a post, or search with q.']);
    expect((await call('GET', `/api/comments/?q=${'x'.repeat(101)}`, null)).statusCode).toBe(400);
  });
});

describe('mentions', () => {
  const mentionsOf = async (who: LoginResponse) =>
    selectRows<{ url: string; data: { actor: string; excerpt: string } }>(
      ctx.database.db,
      sql`select url, data from notifications where user_id = ${who.user.id} and kind = 'forum_mention' order by id`,
    );

  it('link the people named, tell each once, and leave unknown names as text', async () => {
    const community = await newCommunity(alice);
    const post = await newPost(alice, community.slug);
    const before = (await mentionsOf(bob)).length;
    const comment = await newComment(
      alice,
      post.id,
      `Thank you @${bob.user.username.toUpperCase()}. and @nobody_here_${serial()}, and me @${alice.user.username}`,
    );
    expect(comment.content_html).toContain(
      `<a href="/u/${bob.user.username}" class="mention">@${bob.user.username.toUpperCase()}</a>.`,
    );
    expect(comment.content_html).toContain(`@nobody_here_${serial()},`);
    expect(comment.content_html).not.toContain('href="/u/nobody');
    const told = await mentionsOf(bob);
    expect(told).toHaveLength(before + 1);
    expect(told.at(-1)!.url).toBe(`/posts/${post.id}#comment-${comment.id}`);
    expect(told.at(-1)!.data.excerpt).toContain('Thank you');
    // Nobody is told of their own mention.
    expect(await mentionsOf(alice)).toHaveLength(0);

    // An edit that keeps the mention tells nobody again; a post's mention tells its person.
    await call('PATCH', `/api/comments/${comment.id}/`, alice, { content: `Thanks again @${bob.user.username}` });
    expect(await mentionsOf(bob)).toHaveLength(before + 1);
    await newPost(alice, community.slug, { content: `Welcome @${bob.user.username}` });
    expect(await mentionsOf(bob)).toHaveLength(before + 2);
  });

  it('offer the names that start with what is typed, to members only', async () => {
    const stem = `mention_${Date.now().toString(36)}`;
    await register(ctx.app, { username: `${stem}_a` });
    await register(ctx.app, { username: `${stem}_ab` });
    await register(ctx.app, { username: `${stem}xa` });
    const search = (q: string, who: LoginResponse | null = bob) =>
      call('GET', `/api/users/search/?q=${encodeURIComponent(q)}`, who);
    const found = await search(`${stem}_`);
    expect(found.statusCode, found.body).toBe(200);
    // "_" is matched as itself, not as LIKE's any-character: the "x" name is not offered.
    expect((found.json().results as { username: string }[]).map((r) => r.username)).toEqual([
      `${stem}_a`,
      `${stem}_ab`,
    ]);
    expect((await search(stem.toUpperCase())).json().results).toHaveLength(3);
    expect((await search(`${stem}_`, null)).statusCode).toBe(401);
    for (const bad of ['', 'a b', "x'--", 'x'.repeat(31)]) {
      const res = await search(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().detail).toBeTruthy();
    }
  });

  it('tell nobody who blocked the author, and bound how many a newcomer may name', async () => {
    const community = await newCommunity(alice);
    const post = await newPost(alice, community.slug);
    const { answer: newcomer } = await register(ctx.app);
    const others = await Promise.all([1, 2, 3, 4].map(async () => (await register(ctx.app)).answer));
    const names = others.map((o) => `@${o.user.username}`);

    await call('POST', `/api/users/${newcomer.user.username}/block/`, others[0]!);
    await newComment(newcomer, post.id, `Hello ${names.slice(0, 3).join(' ')}`);
    expect(await mentionsOf(others[0]!)).toHaveLength(0);
    expect(await mentionsOf(others[1]!)).toHaveLength(1);

    const crowd = await call('POST', '/api/comments/', newcomer, { post: post.id, content: names.join(' ') });
    expect(crowd.statusCode).toBe(400);
    expect(crowd.json()).toMatchObject({
      code: 'too_many_mentions',
      detail: COMMUNITY_MESSAGES.tooManyMentions(COMMUNITY_LIMITS.newcomerMentionsMax),
    });
    expect(await mentionsOf(others[3]!)).toHaveLength(0);
    // Unknown names do not count: only people who exist are told.
    const fine = await call('POST', '/api/comments/', newcomer, {
      post: post.id,
      content: `${names.slice(1, 4).join(' ')} @nobody_a @nobody_b`,
    });
    expect(fine.statusCode, fine.body).toBe(201);
  });
});

describe('comments', () => {
  it('threads replies in reading order with levels, 10 a page', async () => {
    const community = await newCommunity(alice);
    const post = await newPost(alice, community.slug);
    const first = await newComment(bob, post.id, 'First');
    const second = await newComment(alice, post.id, 'Second');
    const reply = await newComment(alice, post.id, 'Reply to first', first.id);
    const deeper = await newComment(bob, post.id, 'Reply to reply', reply.id);
    expect([first.level, reply.level, deeper.level]).toEqual([0, 1, 2]);
    expect(reply.parent).toBe(first.id);

    const list = (await call('GET', `/api/comments/?post=${post.id}`, null)).json();
    expect(list.count).toBe(4);
    expect(list.results.map((c: Comment) => c.content)).toEqual([
      'First',
      'Reply to first',
      'Reply to reply',
      'Second',
    ]);
    expect((await call('GET', `/api/posts/${post.id}/`, null)).json().comment_count).toBe(4);
    expect(second.level).toBe(0);

    for (let i = 0; i < 8; i++) await newComment(bob, post.id, `More ${i}`);
    const page2 = (await call('GET', `/api/comments/?post=${post.id}&page=2`, null)).json();
    expect(page2.results).toHaveLength(2);
    expect(page2.count).toBe(12);
  });

  it('refuses an empty comment, a parent on another post, and a locked post', async () => {
    const community = await newCommunity(alice);
    const post = await newPost(alice, community.slug);
    const elsewhere = await newPost(alice, community.slug);
    const parent = await newComment(bob, elsewhere.id, 'Elsewhere');
    const empty = await call('POST', '/api/comments/', bob, { post: post.id, content: '  ' });
    expect(empty.json().errors.content).toEqual(['Write something first.']);
    const wrong = await call('POST', '/api/comments/', bob, { post: post.id, content: 'Hi', parent: parent.id });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('You can only reply to a comment on the same post.');
    expect((await call('POST', '/api/comments/', null, { post: post.id, content: 'Hi' })).statusCode).toBe(401);

    expect((await call('POST', `/api/posts/${post.id}/lock/`, bob)).statusCode).toBe(403);
    const locked = await call('POST', `/api/posts/${post.id}/lock/`, alice);
    expect(locked.json()).toMatchObject({ is_locked: true, can_moderate: true });
    const refused = await call('POST', '/api/comments/', bob, { post: post.id, content: 'Hi' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'post_locked',
      detail: 'This post is locked: new comments are closed.',
    });
    await call('POST', `/api/posts/${post.id}/unlock/`, admin);
    expect((await call('POST', '/api/comments/', bob, { post: post.id, content: 'Hi' })).statusCode).toBe(201);
  });

  it('lets only the author edit (history kept) and delete (replies kept)', async () => {
    const community = await newCommunity(alice);
    const post = await newPost(alice, community.slug);
    const comment = await newComment(bob, post.id, 'Hari Om');
    const reply = await newComment(alice, post.id, 'Hari Om Tat Sat', comment.id);
    expect((await call('PATCH', `/api/comments/${comment.id}/`, alice, { content: 'Mine now' })).statusCode).toBe(403);
    const edited = (
      await call('PATCH', `/api/comments/${comment.id}/`, bob, { content: 'Hari Om 🙏' })
    ).json() as Comment;
    expect(edited.content).toBe('Hari Om 🙏');
    expect(edited.edit_history.map((e) => e.content)).toEqual(['Hari Om']);
    expect((await call('DELETE', `/api/comments/${comment.id}/`, alice)).statusCode).toBe(403);
    const deleted = (await call('DELETE', `/api/comments/${comment.id}/`, bob)).json() as Comment;
    expect(deleted).toMatchObject({ is_deleted: true, content: '', creator: null, edit_history: [] });
    const list = (await call('GET', `/api/comments/?post=${post.id}`, null)).json();
    expect(list.results.map((c: Comment) => c.id)).toEqual([comment.id, reply.id]);
    expect((await call('PATCH', `/api/comments/${comment.id}/`, bob, { content: 'Back' })).statusCode).toBe(400);
  });

  it('votes on comments and counts them into karma', async () => {
    const community = await newCommunity(alice);
    const post = await newPost(alice, community.slug);
    const comment = await newComment(bob, post.id, 'Jai Shri Ram');
    const before = await karmaOf(bob.user.id);
    expect((await call('POST', `/api/comments/${comment.id}/upvote/`, alice)).json()).toEqual({
      score: 1,
      user_vote: 1,
    });
    expect((await call('POST', `/api/comments/${comment.id}/downvote/`, admin)).json()).toEqual({
      score: 0,
      user_vote: -1,
    });
    expect((await call('POST', `/api/comments/${comment.id}/upvote/`, alice)).json()).toEqual({
      score: -1,
      user_vote: 0,
    });
    expect(await karmaOf(bob.user.id)).toBe(before - 1);
  });
});

describe('saved posts and comments', () => {
  const savedList = async (who: LoginResponse, type: string, extra = '') => {
    const res = await call('GET', `/api/me/saved/?${type ? `type=${type}` : ''}${extra}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { count: number; next: string | null; results: (Post & Comment & { post_title: string })[] };
  };

  it('saves and unsaves once each, lists the newest saved first, and marks each item saved for its saver only', async () => {
    const reader = (await register(ctx.app)).answer;
    const community = await newCommunity(alice);
    const first = await newPost(alice, community.slug, { title: 'Gita chapter 2' });
    const second = await newPost(bob, community.slug, { title: 'Kirtan tonight' });
    const comment = await newComment(bob, first.id, 'Verse 47 speaks to me.');

    for (let i = 0; i < 2; i++) {
      const saved = await call('POST', `/api/posts/${first.id}/save/`, reader);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({ saved: true });
    }
    expect((await call('POST', `/api/posts/${second.id}/save/`, reader)).statusCode).toBe(200);
    expect((await call('POST', `/api/comments/${comment.id}/save/`, reader)).json()).toEqual({ saved: true });

    const posts = await savedList(reader, 'post');
    expect(posts.count).toBe(2);
    expect(posts.results.map((p) => p.title)).toEqual(['Kirtan tonight', 'Gita chapter 2']);
    expect(posts.results[0]).toMatchObject({ community: community.slug, saved: true, user_vote: 0 });
    expect(posts.results[0]).not.toHaveProperty('can_moderate');
    // No type: posts.
    expect((await savedList(reader, '')).count).toBe(2);
    const comments = await savedList(reader, 'comment');
    expect(comments).toMatchObject({ count: 1, next: null });
    expect(comments.results[0]).toMatchObject({
      id: comment.id,
      post: first.id,
      post_title: 'Gita chapter 2',
      content: 'Verse 47 speaks to me.',
      saved: true,
    });

    // Each item says it is saved to its saver, and to nobody else.
    expect((await call('GET', `/api/posts/${first.id}/`, reader)).json().saved).toBe(true);
    expect((await call('GET', `/api/posts/${first.id}/`, alice)).json().saved).toBe(false);
    expect((await call('GET', `/api/posts/${first.id}/`, null)).json().saved).toBe(false);
    const inList = async (who: LoginResponse | null) =>
      (await call('GET', `/api/posts/?community=${community.slug}`, who))
        .json()
        .results.map((p: Post) => [p.title, p.saved]);
    expect(await inList(reader)).toEqual([
      ['Kirtan tonight', true],
      ['Gita chapter 2', true],
    ]);
    expect(await inList(null)).toEqual([
      ['Kirtan tonight', false],
      ['Gita chapter 2', false],
    ]);
    const thread = async (who: LoginResponse | null) =>
      (await call('GET', `/api/comments/?post=${first.id}`, who)).json().results[0].saved;
    expect(await thread(reader)).toBe(true);
    expect(await thread(bob)).toBe(false);

    // Unsave twice: both fine, and the lists forget it.
    for (let i = 0; i < 2; i++) {
      const unsaved = await call('DELETE', `/api/posts/${second.id}/save/`, reader);
      expect(unsaved.statusCode, unsaved.body).toBe(200);
      expect(unsaved.json()).toEqual({ saved: false });
    }
    expect((await call('DELETE', `/api/comments/${comment.id}/save/`, reader)).json()).toEqual({ saved: false });
    expect((await savedList(reader, 'post')).results.map((p) => p.title)).toEqual(['Gita chapter 2']);
    expect((await savedList(reader, 'comment')).count).toBe(0);
  });

  it('refuses guests, missing and removed items, and a bad type, with readable details', async () => {
    const reader = (await register(ctx.app)).answer;
    const community = await newCommunity(alice);
    const post = await newPost(alice, community.slug);
    const comment = await newComment(bob, post.id, 'Hari Om');
    for (const [method, url] of [
      ['POST', `/api/posts/${post.id}/save/`],
      ['DELETE', `/api/posts/${post.id}/save/`],
      ['POST', `/api/comments/${comment.id}/save/`],
      ['DELETE', `/api/comments/${comment.id}/save/`],
      ['GET', '/api/me/saved/'],
    ] as const)
      expect((await call(method, url, null)).statusCode, `${method} ${url}`).toBe(401);

    const missing = await call('POST', '/api/posts/999999/save/', reader);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Post not found.');
    expect((await call('DELETE', '/api/comments/999999/save/', reader)).json().detail).toBe('Comment not found.');
    expect((await call('POST', '/api/posts/abc/save/', reader)).statusCode).toBe(400);
    const badType = await call('GET', '/api/me/saved/?type=community', reader);
    expect(badType.statusCode).toBe(400);
    expect(badType.json().errors.type).toEqual(['Choose a type: post or comment.']);

    // Saved, then removed by a moderator or deleted by its author: out of the lists, and not savable again.
    await call('POST', `/api/posts/${post.id}/save/`, reader);
    await call('POST', `/api/comments/${comment.id}/save/`, reader);
    const other = await newComment(alice, post.id, 'Jai Shri Ram');
    await call('POST', `/api/comments/${other.id}/save/`, reader);
    expect((await call('DELETE', `/api/comments/${comment.id}/`, bob)).statusCode).toBe(200);
    expect((await savedList(reader, 'comment')).results.map((c) => c.id)).toEqual([other.id]);
    expect((await call('POST', `/api/comments/${comment.id}/save/`, reader)).statusCode).toBe(404);
    expect((await call('POST', `/api/posts/${post.id}/remove/`, alice)).statusCode).toBe(200);
    expect(await savedList(reader, 'post')).toMatchObject({ count: 0, results: [] });
    // A comment of a removed post goes with it.
    expect((await savedList(reader, 'comment')).count).toBe(0);
    const removed = await call('POST', `/api/posts/${post.id}/save/`, reader);
    expect(removed.statusCode).toBe(404);
    expect(removed.json().detail).toBe('Post not found.');
    // What is removed can still be let go; restored, what is still saved comes back.
    expect((await call('DELETE', `/api/comments/${other.id}/save/`, reader)).statusCode).toBe(200);
    expect((await call('POST', `/api/posts/${post.id}/restore/`, alice)).statusCode).toBe(200);
    expect((await savedList(reader, 'post')).results.map((p) => p.id)).toEqual([post.id]);
    expect((await savedList(reader, 'comment')).count).toBe(0);
    // Deleted by its author: out of Saved, and not savable again.
    expect((await call('DELETE', `/api/posts/${post.id}/`, alice)).statusCode).toBe(200);
    expect((await savedList(reader, 'post')).count).toBe(0);
    expect((await call('POST', `/api/posts/${post.id}/save/`, reader)).statusCode).toBe(404);
  });

  it(`keeps at most ${COMMUNITY_LIMITS.savedMax} saved items a person, and pages them`, async () => {
    const reader = (await register(ctx.app)).answer;
    const community = await newCommunity(alice);
    const post = await newPost(alice, community.slug);
    const comment = await newComment(alice, post.id, 'Om Namah Shivaya');
    const max = COMMUNITY_LIMITS.savedMax;
    // max − 1 posts saved straight in the table (their community's counter kept with them).
    await ctx.database.db.execute(sql`
      with made as (
        insert into posts (community_id, author_id, title)
        select ${community.id}, ${alice.user.id}, 'Saved ' || n from generate_series(1, ${max - 1}) n returning id
      )
      insert into saved_posts (user_id, post_id, saved_at)
      select ${reader.user.id}, id, now() - make_interval(secs => id) from made`);
    await ctx.database.db.execute(
      sql`update communities set post_count = post_count + ${max - 1} where id = ${community.id}`,
    );

    const page = await savedList(reader, 'post', '&page=2&page_size=100');
    expect(page.count).toBe(max - 1);
    expect(page.results).toHaveLength(100);
    expect(page.next).toContain('page=3');

    // Two at once for the last place: one is saved, the other told why.
    const [a, b] = await Promise.all([
      call('POST', `/api/posts/${post.id}/save/`, reader),
      call('POST', `/api/comments/${comment.id}/save/`, reader),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    const refused = [a, b].find((r) => r.statusCode === 400)!.json();
    expect(refused).toMatchObject({
      code: 'too_many_saved',
      detail: `You can keep at most ${max} saved posts and comments; unsave some first.`,
    });
    // Saving again what is saved is still fine at the cap; unsaving one makes room.
    const savedOne = a.statusCode === 200 ? `/api/posts/${post.id}/save/` : `/api/comments/${comment.id}/save/`;
    expect((await call('POST', savedOne, reader)).statusCode).toBe(200);
    expect((await call('DELETE', savedOne, reader)).statusCode).toBe(200);
    const other = a.statusCode === 200 ? `/api/comments/${comment.id}/save/` : `/api/posts/${post.id}/save/`;
    expect((await call('POST', other, reader)).statusCode).toBe(200);
    // Another person's cap is their own.
    expect((await call('POST', `/api/posts/${post.id}/save/`, bob)).statusCode).toBe(200);
  });
});

describe('reports and moderation', () => {
  it('takes one open report per person per item, and moderators work through them', async () => {
    const community = await newCommunity(alice);
    const post = await newPost(bob, community.slug, { title: 'Buy cheap malas now' });
    const comment = await newComment(bob, post.id, 'Spam spam');
    const report = await call('POST', '/api/reports/', admin, {
      content_type: 'post',
      content_id: post.id,
      reason: 'spam',
      details: 'Selling things',
    });
    expect(report.statusCode).toBe(201);
    expect(report.json()).toMatchObject({ status: 'open', excerpt: 'Buy cheap malas now', community: community.slug });
    const again = await call('POST', '/api/reports/', admin, {
      content_type: 'post',
      content_id: post.id,
      reason: 'other',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_reported');
    const badReason = await call('POST', '/api/reports/', admin, {
      content_type: 'post',
      content_id: post.id,
      reason: 'rude',
    });
    expect(badReason.statusCode).toBe(400);
    expect(
      (await call('POST', '/api/reports/', null, { content_type: 'post', content_id: post.id, reason: 'spam' }))
        .statusCode,
    ).toBe(401);
    const missing = await call('POST', '/api/reports/', bob, {
      content_type: 'comment',
      content_id: 999999,
      reason: 'spam',
    });
    expect(missing.statusCode).toBe(404);
    await call('POST', '/api/reports/', alice, {
      content_type: 'comment',
      content_id: comment.id,
      reason: 'harassment',
    });

    // Alice moderates the community (she created it); Bob does not.
    const queue = (await call('GET', `/api/reports/?community=${community.slug}`, alice)).json();
    expect(queue.results.map((r: { content_type: string }) => r.content_type)).toEqual(['post', 'comment']);
    expect((await call('GET', `/api/reports/?community=${community.slug}`, bob)).statusCode).toBe(403);
    expect((await call('GET', '/api/reports/', bob)).json().results).toEqual([]);

    expect((await call('POST', `/api/posts/${post.id}/remove/`, bob)).statusCode).toBe(403);
    const removed = (await call('POST', `/api/posts/${post.id}/remove/`, alice)).json();
    expect(removed).toMatchObject({ is_removed: true, content: '' });
    expect((await call('GET', `/api/communities/${community.slug}/`, null)).json().post_count).toBe(0);
    expect((await call('GET', `/api/posts/?community=${community.slug}`, null)).json().count).toBe(0);
    // The removal resolved the post's report; the reporter may report it again later.
    const open = (await call('GET', `/api/reports/?community=${community.slug}`, alice)).json();
    expect(open.results.map((r: { content_type: string }) => r.content_type)).toEqual(['comment']);

    const restored = (await call('POST', `/api/posts/${post.id}/restore/`, admin)).json();
    expect(restored.is_removed).toBe(false);
    expect((await call('GET', `/api/communities/${community.slug}/`, null)).json().post_count).toBe(1);

    const hidden = (await call('POST', `/api/comments/${comment.id}/remove/`, alice)).json() as Comment;
    expect(hidden.is_removed).toBe(true);
    const asGuest = (await call('GET', `/api/comments/?post=${post.id}`, null)).json().results[0] as Comment;
    expect(asGuest).toMatchObject({ is_removed: true, content: '' });
    const resolved = await call('POST', `/api/reports/${open.results[0].id}/resolve/`, alice);
    expect(resolved.json().status).toBe('resolved');
    expect((await call('POST', `/api/reports/${open.results[0].id}/resolve/`, bob)).statusCode).toBe(403);
  });
});

describe('counters under concurrency', () => {
  it('stay equal to recounts when many people follow, vote and comment at once, on two app instances', async () => {
    // On a PostgreSQL server (CI) a second app instance shares the database, as two processes would.
    const second = ctx.databaseUrl
      ? await buildApp({
          config: ctx.config,
          database: await openDatabase({ kind: 'postgres', url: ctx.databaseUrl, poolMax: 5 }),
          logger: false,
        })
      : ctx.app;
    const community = await newCommunity(alice);
    const post = await newPost(alice, community.slug);
    const people = await Promise.all(Array.from({ length: 16 }, async () => (await register(ctx.app)).answer));
    const on = (i: number) => (i % 2 === 0 ? ctx.app : second);
    const at = (i: number, method: Method, url: string, who: LoginResponse, payload?: unknown) =>
      on(i).inject({
        method,
        url,
        headers: bearer(who.access),
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
    const answers = await Promise.all(
      people.flatMap((p, i) => [
        at(i, 'POST', `/api/communities/${community.id}/follow/`, p),
        at(i + 1, 'POST', `/api/communities/${community.id}/follow/`, p),
        at(i, 'POST', `/api/posts/${post.id}/${i % 3 === 0 ? 'downvote' : 'upvote'}/`, p),
        at(i + 1, 'POST', `/api/posts/${post.id}/upvote/`, p),
        at(i, 'POST', '/api/comments/', p, { post: post.id, content: `Namaste ${i}` }),
        at(i + 1, 'POST', `/api/comments/${i}/upvote/`, p),
        i % 4 === 0 ? at(i + 1, 'POST', `/api/communities/${community.id}/unfollow/`, p) : null,
      ]),
    );
    if (second !== ctx.app) await second.close();
    expect(answers.filter((a) => a && a.statusCode >= 500)).toEqual([]);
    const [check] = await selectRows<Record<string, number>>(
      ctx.database.db,
      sql`select
          (select follower_count from communities where id = ${community.id}) as followers,
          (select count(*)::int from community_follows where community_id = ${community.id}) as follows,
          (select score from posts where id = ${post.id}) as score,
          (select coalesce(sum(value), 0)::int from post_votes where post_id = ${post.id}) as votes,
          (select comment_count from posts where id = ${post.id}) as comment_count,
          (select count(*)::int from comments where post_id = ${post.id}) as comments`,
    );
    expect(check!.followers).toBe(check!.follows);
    expect(check!.score).toBe(check!.votes);
    expect(check!.comment_count).toBe(check!.comments);
    expect(check!.comments).toBe(16);
    const [karma] = await selectRows<{ wrong: number }>(
      ctx.database.db,
      // Karma is what others' votes made of one's posts and comments: one's own vote is not in it.
      sql`select count(*)::int as wrong from users u where u.karma <>
          coalesce((select sum(v.value) from post_votes v join posts p on p.id = v.post_id
                    where p.author_id = u.id and v.user_id <> u.id), 0)
          + coalesce((select sum(v.value) from comment_votes v join comments k on k.id = v.comment_id
                      where k.author_id = u.id and v.user_id <> u.id), 0)`,
    );
    expect(karma!.wrong).toBe(0);
  });
});

describe('rate limits', () => {
  it('limit posts, comments and reports per person, with a readable 429', async () => {
    const limited = await createTestContext({ env: { RATE_LIMITS: 'on' } });
    try {
      const who = (await register(limited.app)).answer;
      const send = (url: string, payload: unknown) =>
        limited.app.inject({
          method: 'POST',
          url,
          headers: bearer(who.access),
          payload: payload as Record<string, unknown>,
        });
      const community = (await send('/api/communities/', { name: 'Rate Limited Satsang' })).json();
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++)
        statuses.push((await send('/api/posts/', { title: `Post ${i}`, community: community.slug })).statusCode);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 429]);
      const refused = await send('/api/posts/', { title: 'One more', community: community.slug });
      expect(refused.json().detail).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });

  it('limit votes per person, on posts and comments together, with a readable 429', async () => {
    const limited = await createTestContext({ env: { RATE_LIMITS: 'on' } });
    try {
      const [author, voter, other] = await Promise.all([1, 2, 3].map(async () => (await register(limited.app)).answer));
      const send = (who: LoginResponse, url: string, payload?: unknown) =>
        limited.app.inject({
          method: 'POST',
          url,
          headers: bearer(who!.access),
          ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
        });
      const community = (await send(author!, '/api/communities/', { name: 'Vote Limited Satsang' })).json();
      const post = (await send(author!, '/api/posts/', { title: 'Vote here', community: community.slug })).json();
      const comment = (await send(author!, '/api/comments/', { post: post.id, content: 'And here' })).json();
      // Up and withdrawn, 50 times each on the post and on the comment: each press is a vote.
      const presses = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          send(voter!, i % 2 ? `/api/comments/${comment.id}/upvote/` : `/api/posts/${post.id}/upvote/`),
        ),
      );
      expect(presses.map((p) => p.statusCode).filter((s) => s !== 200)).toEqual([]);
      const refused = await send(voter!, `/api/posts/${post.id}/downvote/`);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().detail).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
      expect(refused.headers['retry-after']).toBeDefined();
      // The refused vote changed nothing, and another person still votes.
      expect((await send(other!, `/api/posts/${post.id}/upvote/`)).json()).toEqual({ score: 1, user_vote: 1 });
    } finally {
      await limited.close();
    }
  }, 120_000);
});
