import { mediaKind } from '@sangam/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/client';
import { creatorProfiles, practices, users, videos } from '../src/db/schema';
import { getTracker } from '../src/modules/practice/service';
import catalogue from '../src/seed/data/demo-videos.json';
import { verifyPassword } from '../src/lib/passwords';
import { seedDemoContent } from '../src/seed';
import { DEMO_COMMUNITY, demoVideoUrl, type DemoComment } from '../src/seed/demo-community';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/demo-users';
import { openTestDatabase } from './helpers';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.database.close();
  await handle.drop();
});

describe('demo content', () => {
  it('fills an empty database once, and a second start adds nothing', async () => {
    const { db } = handle.database;
    expect(await seedDemoContent(db)).toEqual(['0001-users', '0002-videos', '0003-practice', '0004-community']);
    expect(await seedDemoContent(db)).toEqual([]);
    const [row] = await db.select({ n: count() }).from(users);
    expect(row?.n).toBe(DEMO_ACCOUNTS.length + DEMO_COMMUNITY.members.length);
    const [library] = await db.select({ n: count() }).from(videos);
    expect(library?.n).toBe(catalogue.length);
  });

  it('gives Meera a practice with streaks to show, freezes among them', async () => {
    const { db } = handle.database;
    const [meera] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'meera'));
    const tracker = await getTracker(db, { userId: meera!.id }, 'Asia/Kolkata');
    expect(tracker.active_practices.map((p) => p.kind)).toEqual(['japa', 'meditation', 'scripture-reading']);
    const japa = tracker.active_practices[0]!.streak;
    // Ten weeks but two missed days, each covered by a freeze; today is still to do.
    expect(japa).toMatchObject({ current: 68, done_today: false });
    expect(japa.frozen_days).toHaveLength(2);
    const [kept] = await db.select({ n: count() }).from(practices);
    expect(kept?.n).toBe(3);
  });

  it('creates each kind of account with a working password', async () => {
    const { db } = handle.database;
    const [tutor] = await db
      .select()
      .from(users)
      .innerJoin(creatorProfiles, eq(creatorProfiles.userId, users.id))
      .where(eq(users.username, 'acharya_ravi'));
    expect(tutor?.users.role).toBe('creator');
    expect(tutor?.creator_profiles.creatorType).toBe('tutor');
    expect(await verifyPassword(tutor!.users.passwordHash!, DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(tutor!.users.passwordHash!, 'wrong')).toBe(false);
  });
});

/** The script a language is written in: posts are checked to be written in the language they claim. */
const SCRIPTS: Record<string, RegExp> = {
  en: /[A-Za-z]/,
  hi: /[\u0900-\u097F]/,
  mr: /[\u0900-\u097F]/,
  bn: /[\u0980-\u09FF]/,
  gu: /[\u0A80-\u0AFF]/,
  or: /[\u0B00-\u0B7F]/,
  ta: /[\u0B80-\u0BFF]/,
  te: /[\u0C00-\u0C7F]/,
  kn: /[\u0C80-\u0CFF]/,
  ml: /[\u0D00-\u0D7F]/,
};
const scriptOf = (text: string) =>
  Object.entries(SCRIPTS).find(([lang, re]) => lang !== 'en' && re.test(text))?.[0] ?? 'en';

describe('demo community', () => {
  const scalar = async (query: ReturnType<typeof sql>) =>
    (await selectRows<{ n: number }>(handle.database.db, query))[0]?.n ?? -1;

  it('brings communities in every topic, with posts in many languages and scripts', async () => {
    const { db } = handle.database;
    expect(await scalar(sql`select count(*)::int as n from communities`)).toBeGreaterThanOrEqual(12);
    expect(DEMO_COMMUNITY.communities.length).toBeGreaterThanOrEqual(12);
    const posts = DEMO_COMMUNITY.communities.flatMap((c) => c.posts);
    expect(await scalar(sql`select count(*)::int as n from posts`)).toBe(posts.length);
    expect(posts.length).toBeGreaterThanOrEqual(55);
    // Each post is written in the script of its language (Hindi and Marathi share Devanagari).
    for (const post of posts) expect(SCRIPTS[post.language]!.test(post.title), post.title).toBe(true);
    expect(new Set(posts.map((p) => p.language)).size).toBeGreaterThanOrEqual(6);
    const titles = await selectRows<{ title: string }>(db, sql`select title from posts`);
    expect(new Set(titles.map((t) => scriptOf(t.title))).size).toBeGreaterThanOrEqual(6);
    // A few communities carry an Indic name, with a slug in the same script.
    const indic = await selectRows<{ slug: string }>(db, sql`select slug from communities where name !~ '[A-Za-z]'`);
    expect(indic.length).toBeGreaterThanOrEqual(2);
    for (const { slug } of indic) expect(slug).not.toMatch(/[A-Za-z]/);
  });

  it('shows media only as YouTube embeds of demo videos or article links, never remote images', async () => {
    const rows = await selectRows<{ media_url: string }>(
      handle.database.db,
      sql`select media_url from posts where media_url <> ''`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(10);
    const videoUrls = new Set(catalogue.map((v) => demoVideoUrl(v.title)));
    const kinds = rows.map((r) => {
      const kind = mediaKind(r.media_url);
      if (kind?.kind === 'youtube') expect(videoUrls.has(r.media_url)).toBe(true);
      return kind?.kind;
    });
    expect(kinds).not.toContain('image');
    expect(kinds).toContain('youtube');
    expect(kinds).toContain('link');
  });

  it('threads comments by path and level, replies after what they answer', async () => {
    const deepest = (comments: DemoComment[], level = 0): number =>
      Math.max(level, ...comments.map((c) => deepest(c.replies, level + 1)));
    const depth = Math.max(...DEMO_COMMUNITY.communities.flatMap((c) => c.posts.map((p) => deepest(p.comments) - 1)));
    expect(await scalar(sql`select max(level)::int as n from comments`)).toBe(depth);
    expect(depth).toBeGreaterThanOrEqual(2);
    // Top-level: the padded id; a reply: its parent's path, a dot, its padded id, one level deeper, same post.
    expect(
      await scalar(sql`select count(*)::int as n from comments k left join comments p on p.id = k.parent_id
        where (k.parent_id is null and (k.level <> 0 or k.path <> lpad(k.id::text, 10, '0')))
           or (k.parent_id is not null and (p.id is null or p.post_id <> k.post_id or k.level <> p.level + 1
               or k.path <> p.path || '.' || lpad(k.id::text, 10, '0') or k.created_at < p.created_at))`),
    ).toBe(0);
    expect(
      await scalar(
        sql`select count(*)::int as n from comments k join posts p on p.id = k.post_id where k.created_at < p.created_at`,
      ),
    ).toBe(0);
    expect(
      await scalar(sql`select count(*)::int as n from posts p join communities c on c.id = p.community_id
        where p.created_at < c.created_at`),
    ).toBe(0);
  });

  it('keeps every counter equal to its recount', async () => {
    const mismatches = sql`select
      (select count(*) from communities c where c.follower_count <>
        (select count(*) from community_follows f where f.community_id = c.id))
      + (select count(*) from communities c where c.post_count <>
        (select count(*) from posts p where p.community_id = c.id and p.removed_at is null))
      + (select count(*) from posts p where p.score <>
        coalesce((select sum(v.value) from post_votes v where v.post_id = p.id), 0))
      + (select count(*) from posts p where p.comment_count <> (select count(*) from comments k where k.post_id = p.id))
      + (select count(*) from comments k where k.score <>
        coalesce((select sum(v.value) from comment_votes v where v.comment_id = k.id), 0))
      + (select count(*) from users u where u.karma <>
        coalesce((select sum(p.score) from posts p where p.author_id = u.id), 0)
        + coalesce((select sum(k.score) from comments k where k.author_id = u.id), 0))
      -- The hot rank was computed a moment ago, so allow for the time since.
      + (select count(*) from posts p where abs(p.hot_rank - hot_rank(p.score, p.created_at))
          > 0.01 * greatest(p.hot_rank, hot_rank(p.score, p.created_at)))
      as n`;
    expect(Number(await scalar(mismatches))).toBe(0);
    // Votes were cast, and some posts are older than the hot rank's seven days.
    expect(await scalar(sql`select count(*)::int as n from users where karma > 0`)).toBeGreaterThan(10);
    expect(await scalar(sql`select count(*)::int as n from posts where hot_rank = 0`)).toBeGreaterThan(0);
    expect(await scalar(sql`select count(*)::int as n from post_votes where value = -1`)).toBeGreaterThan(0);
  });

  it('orders new, top and hot differently, and hides the removed post', async () => {
    const first = async (order: ReturnType<typeof sql>) =>
      (
        await selectRows<{ id: number }>(
          handle.database.db,
          sql`select id from posts where removed_at is null order by ${order} limit 5`,
        )
      ).map((r) => r.id);
    const [byNew, byTop, byHot] = await Promise.all([
      first(sql`created_at desc, id desc`),
      first(sql`score desc, id desc`),
      first(sql`hot_rank desc, id desc`),
    ]);
    expect(byNew).not.toEqual(byTop);
    expect(byHot).not.toEqual(byTop);
    expect(byHot).not.toEqual(byNew);
    expect(await scalar(sql`select count(*)::int as n from posts where removed_at is not null`)).toBe(1);
    expect(await scalar(sql`select count(*)::int as n from reports where status = 'open'`)).toBeGreaterThanOrEqual(1);
  });

  it('makes each creator a moderator and follower of their community, and members cannot sign in', async () => {
    expect(
      await scalar(sql`select count(*)::int as n from communities c where c.creator_id is null
        or not exists (select 1 from community_moderators m where m.community_id = c.id and m.user_id = c.creator_id)
        or not exists (select 1 from community_follows f where f.community_id = c.id and f.user_id = c.creator_id)`),
    ).toBe(0);
    const names = DEMO_COMMUNITY.members.map((m) => m.username);
    const members = await selectRows<{ password_hash: string | null }>(
      handle.database.db,
      sql`select password_hash from users where username in (${sql.join(
        names.map((n) => sql`${n}`),
        sql`, `,
      )})`,
    );
    expect(members).toHaveLength(names.length);
    expect(members.every((m) => m.password_hash === null)).toBe(true);
  });
});
