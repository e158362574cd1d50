import { CLASS_CATEGORIES, mediaKind } from '@sangam/contracts';
import { addDays, isoDate, localParts } from '@sangam/panchang';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/client';
import { creatorProfiles, practices, users, videos } from '../src/db/schema';
import { openSlots, startOfLocalDate, type Availability } from '../src/modules/classes/slots';
import { getTracker } from '../src/modules/practice/service';
import catalogue from '../src/seed/data/demo-videos.json';
import { verifyPassword } from '../src/lib/passwords';
import { seedDemoContent } from '../src/seed';
import { DEMO_CLASS_REVIEWS } from '../src/seed/demo-class-reviews';
import { DEMO_CLASSES } from '../src/seed/demo-classes';
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
    expect(await seedDemoContent(db)).toEqual([
      '0001-users',
      '0002-videos',
      '0003-practice',
      '0004-community',
      '0005-classes',
      '0006-class-reviews',
    ]);
    expect(await seedDemoContent(db)).toEqual([]);
    const [row] = await db.select({ n: count() }).from(users);
    const usernames = new Set([
      ...DEMO_ACCOUNTS.map((a) => a.username),
      ...DEMO_COMMUNITY.members.map((m) => m.username),
      ...DEMO_CLASSES.tutors.map((t) => t.username),
    ]);
    expect(row?.n).toBe(usernames.size);
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

describe('demo classes', () => {
  interface ClassRow {
    slug: string;
    title: string;
    category: string;
    language: string;
    format: string;
    meeting_url: string;
    address: string;
    duration_minutes: number;
    capacity: number;
    price_minor: number;
    currency: string;
    age_min: number;
    age_max: number;
    cancellation_hours: number;
    time_zone: string;
    weekly: Availability['weekly'];
    overrides: Availability['overrides'];
    buffer_before_minutes: number;
    buffer_after_minutes: number;
    minimum_notice_minutes: number;
    horizon_days: number;
  }
  const classRows = () =>
    selectRows<ClassRow>(
      handle.database.db,
      sql`select c.slug, c.title, c.category, c.language, c.format, c.meeting_url, c.address, c.duration_minutes,
                 c.capacity, c.price_minor, c.currency, c.age_min, c.age_max, c.cancellation_hours, t.time_zone,
                 a.weekly, a.overrides, a.buffer_before_minutes, a.buffer_after_minutes, a.minimum_notice_minutes,
                 a.horizon_days
          from classes c join tutors t on t.user_id = c.tutor_id join tutor_availability a on a.tutor_id = t.user_id
          order by c.slug`,
    );
  const availabilityOf = (row: ClassRow): Availability => ({
    timeZone: row.time_zone,
    weekly: row.weekly,
    overrides: row.overrides,
    bufferBeforeMinutes: row.buffer_before_minutes,
    bufferAfterMinutes: row.buffer_after_minutes,
    minimumNoticeMinutes: row.minimum_notice_minutes,
    horizonDays: row.horizon_days,
  });

  it('brings tutor accounts in several time zones, each with hours and a tutor profile', async () => {
    const { db } = handle.database;
    const tutors = await selectRows<{ username: string; time_zone: string; creator_type: string; ok: boolean }>(
      db,
      sql`select u.username, t.time_zone, p.creator_type, u.role = 'creator' and u.password_hash is not null as ok
          from tutors t join users u on u.id = t.user_id join creator_profiles p on p.user_id = u.id
          join tutor_availability a on a.tutor_id = t.user_id`,
    );
    expect(tutors).toHaveLength(DEMO_CLASSES.tutors.length);
    expect(tutors.length).toBeGreaterThanOrEqual(8);
    expect(tutors.map((t) => t.username)).toContain('acharya_ravi');
    expect(tutors.every((t) => t.creator_type === 'tutor' && t.ok)).toBe(true);
    expect(new Set(tutors.map((t) => t.time_zone)).size).toBeGreaterThanOrEqual(4);
    // Acharya Ravi, made by the first step, now carries the fuller bio.
    const [ravi] = await selectRows<{ bio: string }>(
      db,
      sql`select p.bio from creator_profiles p join users u on u.id = p.user_id where u.username = 'acharya_ravi'`,
    );
    expect(ravi?.bio).toMatch(/[\u0900-\u097F]/);
    for (const tutor of DEMO_CLASSES.tutors) {
      const a = tutor.availability;
      expect(new Set(a.weekly.map((w) => w.weekday)).size, tutor.username).toBeLessThan(7);
      expect(
        a.overrides.some((o) => o.intervals.length === 0),
        tutor.username,
      ).toBe(true);
      expect(a.buffer_before_minutes + a.buffer_after_minutes).toBeLessThanOrEqual(30);
      expect(a.minimum_notice_hours).toBeGreaterThanOrEqual(2);
      expect(a.minimum_notice_hours).toBeLessThanOrEqual(24);
      expect(a.horizon_days).toBeGreaterThanOrEqual(30);
      expect(a.horizon_days).toBeLessThanOrEqual(60);
      for (const w of a.weekly) expect(w.start < w.end, `${tutor.username} ${w.start}`).toBe(true);
    }
  });

  it('brings classes in every category and many languages, each written in its own script', async () => {
    const rows = await classRows();
    expect(rows).toHaveLength(DEMO_CLASSES.tutors.flatMap((t) => t.classes).length);
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(CLASS_CATEGORIES));
    expect(new Set(rows.map((r) => r.language)).size).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      // Hindi and Marathi share Devanagari; an English title has no Indic letters.
      if (row.language === 'en') expect(scriptOf(row.title), row.title).toBe('en');
      else expect(SCRIPTS[row.language]!.test(row.title), row.title).toBe(true);
      if (row.format === 'online') {
        expect(row.meeting_url).toBe(`https://meet.example.org/${row.slug}`);
        expect(row.address).toBe('');
      } else {
        expect(row.format).toBe('in_person');
        expect(row.address.length, row.slug).toBeGreaterThan(10);
        expect(row.meeting_url).toBe('');
      }
      expect(row.duration_minutes).toBeGreaterThanOrEqual(30);
      expect(row.duration_minutes).toBeLessThanOrEqual(90);
      expect(row.capacity === 1 || (row.capacity >= 4 && row.capacity <= 20), row.slug).toBe(true);
      expect(row.cancellation_hours).toBeGreaterThanOrEqual(12);
      expect(row.cancellation_hours).toBeLessThanOrEqual(48);
      expect(row.currency === 'INR', row.slug).toBe(row.time_zone === 'Asia/Kolkata');
      if (row.category === 'kids') expect(row.age_max, row.slug).toBeLessThanOrEqual(14);
    }
    const free = rows.filter((r) => r.price_minor === 0).length;
    expect(free).toBeGreaterThanOrEqual(3);
    expect(free).toBeLessThanOrEqual(4);
    expect(rows.some((r) => r.capacity === 1)).toBe(true);
    expect(rows.some((r) => r.format === 'in_person')).toBe(true);
  });

  it('opens every class for booking in the next 14 days, and keeps the days off closed', async () => {
    const now = new Date();
    const to = new Date(now.getTime() + 14 * 86_400_000);
    const rows = await classRows();
    for (const row of rows) {
      const availability = availabilityOf(row);
      const input = { availability, durationMinutes: row.duration_minutes, capacity: row.capacity, busy: [], now };
      const slots = openSlots({ ...input, from: now, to });
      expect(slots.length, row.slug).toBeGreaterThan(0);
      expect(slots.every((s) => s.seatsLeft === row.capacity)).toBe(true);
      // The overrides lie ahead, within the fortnight; a day off has no slots.
      const today = isoDate(localParts(now, row.time_zone));
      const fortnight = isoDate(addDays(localParts(now, row.time_zone), 15));
      for (const o of row.overrides) {
        expect(o.date > today && o.date <= fortnight, `${row.slug} ${o.date}`).toBe(true);
        if (o.intervals.length) continue;
        const dayStart = startOfLocalDate(o.date, row.time_zone);
        const dayEnd = startOfLocalDate(isoDate(addDays(localParts(dayStart, row.time_zone), 1)), row.time_zone);
        expect(openSlots({ ...input, from: dayStart, to: dayEnd }), `${row.slug} ${o.date}`).toEqual([]);
      }
    }
  });
});

describe('demo class reviews', () => {
  it('rate several tutors from attended past sittings, the averages equal to a recount', async () => {
    const { db } = handle.database;
    const reviews = await selectRows<{
      text: string;
      status: string;
      past: boolean;
      same_people: boolean;
      written_after: boolean;
    }>(
      db,
      sql`select r.text, b.status, s.end_at < now() as past,
                 r.learner_id = b.learner_id and r.class_id = b.class_id as same_people,
                 r.created_at > s.end_at as written_after
          from class_reviews r join bookings b on b.id = r.booking_id join class_sessions s on s.id = b.session_id`,
    );
    expect(reviews).toHaveLength(DEMO_CLASS_REVIEWS.reviews.length);
    expect(reviews.every((r) => r.status === 'attended' && r.past && r.same_people && r.written_after)).toBe(true);
    // Each review is written in the script of its language, and several languages are among them.
    for (const review of DEMO_CLASS_REVIEWS.reviews) {
      if (review.language === 'en') expect(scriptOf(review.text), review.text).toBe('en');
      else expect(SCRIPTS[review.language]!.test(review.text), review.text).toBe(true);
      expect(review.rating >= 1 && review.rating <= 5).toBe(true);
    }
    expect(new Set(DEMO_CLASS_REVIEWS.reviews.map((r) => r.language)).size).toBeGreaterThanOrEqual(6);

    const tutors = await selectRows<{ rating_sum: number; rating_count: number; sum: number; count: number }>(
      db,
      sql`select t.rating_sum, t.rating_count, coalesce(sum(r.rating), 0)::int as sum, count(r.id)::int as count
          from tutors t left join class_reviews r on r.tutor_id = t.user_id group by t.user_id`,
    );
    for (const t of tutors) expect([t.rating_sum, t.rating_count]).toEqual([t.sum, t.count]);
    expect(tutors.filter((t) => t.count > 0).length).toBeGreaterThanOrEqual(6);
    // Each past sitting counts exactly its attended seats.
    const sittings = await selectRows<{ seats_taken: number; booked: number }>(
      db,
      sql`select s.seats_taken, count(b.id)::int as booked from class_sessions s
          join bookings b on b.session_id = s.id where s.end_at < now() group by s.id`,
    );
    expect(sittings.length).toBeGreaterThan(0);
    for (const s of sittings) expect(s.seats_taken).toBe(s.booked);
  });
});
