import {
  CLASS_CATEGORIES,
  createVideoRequestSchema,
  createJourneyRequestSchema,
  createPoojaBookingRequestSchema,
  createPoojaRequestSchema,
  departuresRequestSchema,
  depositMinor,
  hostCreateRetreatSchema,
  mediaKind,
  RETREAT_TYPES,
  templeUpdateRequestSchema,
} from '@sangam/contracts';
import { addDays, isoDate, localParts } from '@sangam/panchang';
import { count, eq, sql, type SQL } from 'drizzle-orm';
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
import { DEMO_JOURNEYS } from '../src/seed/demo-journeys';
import { DEMO_RETREATS } from '../src/seed/demo-retreats';
import { DEMO_EDITOR, DEMO_SUBMISSIONS } from '../src/seed/demo-review';
import { DEMO_TEMPLES } from '../src/seed/demo-temples';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/demo-users';
import { DEMO_PENDING_CREATOR, demoCreatorUsernames } from '../src/seed/demo-verification';
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
  // The whole demo loads in this test (a few dozen accounts with argon2 hashes): allow for a busy machine.
  it('fills an empty database once, and a second start adds nothing', { timeout: 120_000 }, async () => {
    const { db } = handle.database;
    expect(await seedDemoContent(db)).toEqual([
      '0001-users',
      '0002-videos',
      '0003-practice',
      '0004-community',
      '0005-classes',
      '0006-class-reviews',
      '0007-retreats',
      '0008-temples',
      '0009-journeys',
      '0010-video-review',
      '0011-creator-verification',
      '0012-translations',
      '0013-payment-instructions',
      '0014-category-names',
      '0015-unpaid-journey-booking',
      '0016-video-keys-in-every-language',
    ]);
    expect(await seedDemoContent(db)).toEqual([]);
    const [row] = await db.select({ n: count() }).from(users);
    const usernames = new Set([
      ...DEMO_ACCOUNTS.map((a) => a.username),
      ...DEMO_COMMUNITY.members.map((m) => m.username),
      ...DEMO_CLASSES.tutors.map((t) => t.username),
      ...DEMO_RETREATS.hosts.map((h) => h.username),
      ...DEMO_TEMPLES.managers.map((m) => m.username),
      ...DEMO_JOURNEYS.organisers.map((o) => o.username),
      DEMO_EDITOR.username,
    ]);
    expect(row?.n).toBe(usernames.size);
    const [library] = await db.select({ n: count() }).from(videos).where(eq(videos.status, 'published'));
    expect(library?.n).toBe(catalogue.length);
  });

  it('gives the console an editor and a review queue of a tutor’s submissions', async () => {
    const { db } = handle.database;
    const [editor] = await db.select().from(users).where(eq(users.username, DEMO_EDITOR.username));
    expect(editor?.role).toBe('editor');
    expect(await verifyPassword(editor!.passwordHash!, DEMO_PASSWORD)).toBe(true);
    const queue = await selectRows<{ title: string; username: string; is_kids: boolean }>(
      db,
      sql`select v.title, u.username, v.is_kids from videos v join users u on u.id = v.added_by
          where v.status = 'pending' order by v.created_at`,
    );
    expect(queue.map((v) => v.title)).toEqual(DEMO_SUBMISSIONS.map((s) => s.video.title));
    expect(new Set(queue.map((v) => v.username))).toEqual(new Set(['acharya_ravi']));
    // Every submission is valid as a creator would have sent it.
    for (const { video } of DEMO_SUBMISSIONS) {
      expect(
        createVideoRequestSchema.safeParse({ ...video, youtube_url: 'https://youtu.be/AbCdEfGh123' }).success,
      ).toBe(true);
    }
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

describe('demo verification', () => {
  it('verifies the demo creators and leaves one tutor waiting in the queue with a document', async () => {
    const rows = await selectRows<{ username: string; status: string; documents: number; note: string }>(
      handle.database.db,
      sql`select u.username, p.verification_status as status, cardinality(p.verification_documents) as documents,
                 p.verification_note as note
          from creator_profiles p join users u on u.id = p.user_id order by u.username`,
    );
    const usernames = demoCreatorUsernames();
    expect(rows.map((r) => r.username).sort()).toEqual([...usernames].sort());
    const waiting = rows.filter((r) => r.status !== 'verified');
    expect(waiting).toEqual([
      { username: DEMO_PENDING_CREATOR, status: 'pending', documents: 1, note: expect.any(String) },
    ]);
    const [photo] = await selectRows<{ owner: string }>(
      handle.database.db,
      sql`select u.username as owner from creator_profiles p join users u on u.id = p.user_id
          join uploaded_photos f on f.id = p.verification_documents[1] where p.verification_status = 'pending'`,
    );
    expect(photo?.owner).toBe(DEMO_PENDING_CREATOR);
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

describe('demo retreats, temples and journeys', () => {
  const rows = <T>(query: SQL) => selectRows<T>(handle.database.db, query);
  const today = (timeZone: string) => isoDate(localParts(new Date(), timeZone));
  const inList = (values: string[]) =>
    sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    );
  /** Written in the script of its language (Hindi and Marathi share Devanagari; English has no Indic letters). */
  const inScriptOf = (language: string, text: string) =>
    language === 'en' ? scriptOf(text) === 'en' : SCRIPTS[language]!.test(text);
  const problems = (result: { success: boolean; error?: { issues: unknown[] } }) => result.error?.issues ?? [];

  it('brings the hosts, temple staff and organisers as retreat_rep creators with their own language and zone', async () => {
    const creators = [...DEMO_RETREATS.hosts, ...DEMO_TEMPLES.managers, ...DEMO_JOURNEYS.organisers];
    expect([DEMO_RETREATS.hosts.length, DEMO_TEMPLES.managers.length, DEMO_JOURNEYS.organisers.length]).toEqual([
      3, 4, 2,
    ]);
    const found = await rows<{
      username: string;
      creator_type: string;
      ok: boolean;
      preferred_language: string;
      time_zone: string;
      headline: string;
      bio: string;
    }>(
      sql`select u.username, p.creator_type, u.role = 'creator' and u.password_hash is not null as ok,
                 u.preferred_language, u.time_zone, p.headline, p.bio
          from users u join creator_profiles p on p.user_id = u.id
          where u.username in (${inList(creators.map((c) => c.username))})`,
    );
    expect(found).toHaveLength(creators.length);
    for (const c of found) {
      expect(c.creator_type, c.username).toBe('retreat_rep');
      expect(c.ok, c.username).toBe(true);
      expect(c.headline.length, c.username).toBeGreaterThan(10);
      expect(c.bio.length, c.username).toBeGreaterThan(80);
    }
    const made = found.filter((c) => c.username !== 'ganga_retreats');
    expect(new Set(made.map((c) => c.preferred_language)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(made.map((c) => c.time_zone)).size).toBeGreaterThanOrEqual(2);
    // ganga_retreats, made by the first step, now carries the fuller bio with its Hindi part.
    expect(found.find((c) => c.username === 'ganga_retreats')?.bio).toMatch(/[\u0900-\u097F]/);
    // Each temple account looks after three temples.
    const managed = await rows<{ username: string; n: number }>(
      sql`select u.username, count(t.id)::int as n from users u join temples t on t.manager_id = u.id group by u.username`,
    );
    expect(managed).toHaveLength(4);
    expect(managed.every((m) => m.n === 3)).toBe(true);
  });

  it('brings retreats of every type, fixed and flexible, in India and abroad, in several languages', async () => {
    const retreats = await rows<{
      id: number;
      slug: string;
      title: string;
      summary: string;
      description: string;
      type: string;
      content_language: string;
      languages: string[];
      place: string;
      country: string;
      address: string;
      latitude: number;
      longitude: number;
      time_zone: string;
      photos: string[];
      teachers: Array<{ name: string; bio: string }>;
      schedule: Array<{ time: string; activity: string }>;
      included: string[];
      date_mode: 'fixed' | 'flexible';
      departures: Array<{ start: string; end: string }>;
      available_from: string | null;
      available_until: string | null;
      min_nights: number;
      max_nights: number;
      deposit_percent: number;
      cancellation_policy: Array<{ days_before: number; refund_percent: number }>;
      currency: string;
      packages: number;
    }>(
      sql`select r.id, r.slug, r.title, r.summary, r.description, r.type, r.content_language, r.languages, r.place,
                 r.country, r.address, r.latitude, r.longitude, r.time_zone, r.photos, r.teachers, r.schedule,
                 r.included, r.date_mode, r.departures, to_char(r.available_from, 'YYYY-MM-DD') as available_from,
                 to_char(r.available_until, 'YYYY-MM-DD') as available_until, r.min_nights, r.max_nights,
                 r.deposit_percent, r.cancellation_policy, r.currency,
                 (select count(*)::int from retreat_packages p where p.retreat_id = r.id) as packages
          from retreats r order by r.id`,
    );
    expect(retreats).toHaveLength(DEMO_RETREATS.retreats.length);
    expect(retreats.length).toBeGreaterThanOrEqual(10);
    expect(new Set(retreats.map((r) => r.type))).toEqual(new Set(RETREAT_TYPES));
    expect(new Set(retreats.map((r) => r.date_mode))).toEqual(new Set(['fixed', 'flexible']));
    expect(retreats.filter((r) => r.content_language !== 'en').length).toBeGreaterThanOrEqual(3);
    expect(new Set(retreats.map((r) => r.content_language)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(retreats.map((r) => r.country))).toEqual(new Set(['India', 'Nepal', 'Indonesia']));
    for (const r of retreats) {
      expect(inScriptOf(r.content_language, r.title), r.title).toBe(true);
      expect(r.currency === 'INR', r.slug).toBe(r.country === 'India');
      expect(r.packages, r.slug).toBeGreaterThanOrEqual(2);
      expect(r.packages, r.slug).toBeLessThanOrEqual(4);
      expect(r.deposit_percent, r.slug).toBeGreaterThanOrEqual(20);
      expect(r.deposit_percent, r.slug).toBeLessThanOrEqual(50);
      expect(r.cancellation_policy.length, r.slug).toBeGreaterThanOrEqual(2);
      expect(r.cancellation_policy.length, r.slug).toBeLessThanOrEqual(3);
      expect(r.photos, r.slug).toEqual([]);
      expect(r.teachers.length * r.schedule.length * r.included.length, r.slug).toBeGreaterThan(0);
      // Never in the past: every departure starts, and every window opens, after today at the place.
      const day = today(r.time_zone);
      if (r.date_mode === 'fixed') {
        expect(r.departures.length, r.slug).toBeGreaterThanOrEqual(2);
        for (const d of r.departures) expect(d.start > day, `${r.slug} ${d.start}`).toBe(true);
      } else expect(r.available_from! > day, r.slug).toBe(true);
      // The host could save it as it is: the retreat passes the host's own rules.
      const { id, slug, packages, ...fields } = r;
      expect(problems(hostCreateRetreatSchema.safeParse(fields)), `${id} ${slug} ${packages}`).toEqual([]);
    }
  });

  it('brings 12 temples across India with darshan videos of the library and 30 poojas', async () => {
    const temples = await rows<{
      slug: string;
      name: string;
      deity: string;
      region: string;
      content_language: string;
      photos: string[];
      timings: Array<{ label: string; opens: string; closes: string }>;
      aartis: Array<{ name: string; time: string }>;
      darshan_videos: Array<{ youtube_id: string; title: string; live: boolean }>;
    }>(sql`select slug, name, deity, region, content_language, photos, timings, aartis, darshan_videos from temples`);
    expect(temples).toHaveLength(12);
    expect(new Set(temples.map((t) => t.deity)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(temples.map((t) => t.region)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(temples.map((t) => t.content_language)).size).toBeGreaterThanOrEqual(5);
    const library = new Set(
      (await rows<{ youtube_id: string }>(sql`select youtube_id from videos`)).map((v) => v.youtube_id),
    );
    for (const t of temples) {
      expect(inScriptOf(t.content_language, t.name), t.name).toBe(true);
      expect(t.photos, t.slug).toEqual([]);
      expect(t.darshan_videos.length >= 1 && t.darshan_videos.length <= 2, t.slug).toBe(true);
      for (const v of t.darshan_videos) expect(library.has(v.youtube_id), `${t.slug} ${v.title}`).toBe(true);
      const { timings, aartis, darshan_videos } = t;
      expect(problems(templeUpdateRequestSchema.safeParse({ timings, aartis, darshan_videos })), t.slug).toEqual([]);
    }
    const poojas = await rows<{
      slug: string;
      name: string;
      purpose: string;
      description: string;
      price_minor: number;
      offerings: Array<{ id: string; name: string; price_minor: number }>;
      prasad_available: boolean;
      prasad_price_minor: number;
      daily_limit: number;
      notice_days: number;
      position: number;
      content_language: string;
    }>(
      sql`select p.slug, p.name, p.purpose, p.description, p.price_minor, p.offerings, p.prasad_available,
                 p.prasad_price_minor, p.daily_limit, p.notice_days, p.position, t.content_language
          from poojas p join temples t on t.id = p.temple_id`,
    );
    expect(poojas).toHaveLength(30);
    for (const p of poojas) {
      const { slug, content_language, ...fields } = p;
      expect(inScriptOf(content_language, p.name), p.name).toBe(true);
      expect(p.offerings.length >= 2 && p.offerings.length <= 4, slug).toBe(true);
      expect(p.prasad_available || p.prasad_price_minor === 0, slug).toBe(true);
      expect(problems(createPoojaRequestSchema.safeParse(fields)), slug).toEqual([]);
    }
  });

  it('brings 6 journeys with day-by-day itineraries and departures ahead, in Hindi and other languages', async () => {
    const journeys = await rows<{
      id: number;
      slug: string;
      title: string;
      summary: string;
      description: string;
      content_language: string;
      languages: string[];
      region: string;
      start_place: string;
      itinerary: Array<{ day: number; title: string; place: string; description: string }>;
      inclusions: string[];
      exclusions: string[];
      photos: string[];
      duration_days: number;
      price_minor: number;
      currency: string;
      deposit_percent: number;
      cancellation_policy: Array<{ days_before: number; refund_percent: number }>;
      published: boolean;
    }>(
      sql`select id, slug, title, summary, description, content_language, languages, region, start_place, itinerary,
                 inclusions, exclusions, photos, duration_days, price_minor, currency, deposit_percent,
                 cancellation_policy, published
          from journeys`,
    );
    expect(journeys).toHaveLength(6);
    const languages = journeys.map((j) => j.content_language);
    expect(languages).toContain('hi');
    expect(languages.filter((l) => l !== 'en' && l !== 'hi').length).toBeGreaterThanOrEqual(1);
    const departures = await rows<{ journey_id: number; start_date: string; capacity: number; seats_taken: number }>(
      sql`select journey_id, to_char(start_date, 'YYYY-MM-DD') as start_date, capacity, seats_taken
          from journey_departures`,
    );
    const day = today('Asia/Kolkata');
    for (const j of journeys) {
      const { id, slug, ...fields } = j;
      expect(inScriptOf(j.content_language, j.title), j.title).toBe(true);
      expect(j.photos, slug).toEqual([]);
      expect(j.itinerary.map((d) => d.day)).toEqual(Array.from({ length: j.duration_days }, (_, i) => i + 1));
      expect(problems(createJourneyRequestSchema.safeParse(fields)), slug).toEqual([]);
      const own = departures.filter((d) => d.journey_id === id);
      expect(own.length >= 2 && own.length <= 4, slug).toBe(true);
      for (const d of own) {
        expect(d.start_date > day, `${slug} ${d.start_date}`).toBe(true);
        expect(d.capacity >= 12 && d.capacity <= 40, slug).toBe(true);
      }
      const request = { departures: own.map((d) => ({ start_date: d.start_date, capacity: d.capacity })) };
      expect(problems(departuresRequestSchema.safeParse(request)), slug).toEqual([]);
    }
  });

  it('gives Meera and Arjun bookings, each counted in the nights, days and seats exactly as booked', async () => {
    const retreatStays = await rows<{
      username: string;
      status: string;
      guests: number;
      nights: number;
      fixed: boolean;
      price_minor: number;
      total_minor: number;
      deposit_minor: number;
      deposit_percent: number;
      paid: boolean;
    }>(
      sql`select u.username, b.status, b.guests, (b.end_date - b.start_date)::int as nights, r.date_mode = 'fixed' as fixed,
                 p.price_minor, b.total_minor, b.deposit_minor, r.deposit_percent, b.paid_at is not null as paid
          from retreat_bookings b join users u on u.id = b.guest_id join retreats r on r.id = b.retreat_id
          join retreat_packages p on p.id = b.package_id`,
    );
    expect(retreatStays).toHaveLength(2);
    for (const b of retreatStays) {
      expect([b.username, b.status, b.paid]).toEqual(['meera', 'confirmed', true]);
      expect(b.total_minor).toBe(b.price_minor * (b.fixed ? 1 : b.nights) * b.guests);
      expect(b.deposit_minor).toBe(depositMinor(b.total_minor, b.deposit_percent));
    }
    const poojaBookings = await rows<{
      username: string;
      status: string;
      future: boolean;
      recording_url: string;
      day: string;
      devotee_name: string;
      gotra: string;
      nakshatra: string;
      sankalp: string;
      offering_ids: string[];
      prasad_address: Record<string, string> | null;
    }>(
      sql`select u.username, b.status, b.day > current_date as future, b.recording_url,
                 to_char(b.day, 'YYYY-MM-DD') as day, b.devotee_name, b.gotra, b.nakshatra, b.sankalp,
                 (select coalesce(array_agg(o->>'id'), '{}') from jsonb_array_elements(b.offerings) o) as offering_ids,
                 b.prasad_address
          from pooja_bookings b join users u on u.id = b.user_id order by b.day`,
    );
    expect(poojaBookings.map((b) => [b.username, b.status, b.future])).toEqual([
      ['meera', 'performed', false],
      ['meera', 'booked', true],
    ]);
    const videoUrls = new Set(catalogue.map((v) => demoVideoUrl(v.title)));
    expect(videoUrls.has(poojaBookings[0]!.recording_url)).toBe(true);
    expect(poojaBookings[1]!.recording_url).toBe('');
    // The devotee's details are what the booking form accepts.
    for (const b of poojaBookings) {
      const { day, devotee_name, gotra, nakshatra, sankalp, offering_ids, prasad_address } = b;
      const request = { day, devotee_name, gotra, nakshatra, sankalp, offering_ids, prasad_address };
      const withKey = { ...request, prasad: prasad_address !== null, idempotency_key: 'demo-check' };
      expect(problems(createPoojaBookingRequestSchema.safeParse(withKey)), b.status).toEqual([]);
    }
    const trips = await rows<{ username: string; status: string; travellers: number; names: number }>(
      sql`select u.username, b.status, b.travellers, jsonb_array_length(b.traveller_names) as names
          from journey_bookings b join users u on u.id = b.user_id order by u.username`,
    );
    expect(trips).toEqual([
      { username: 'arjun', status: 'confirmed', travellers: 2, names: 2 },
      { username: 'meera', status: 'confirmed', travellers: 1, names: 1 },
    ]);

    // The counts are what the bookings hold: each night, day and departure against a recount.
    const active = (status: SQL) => sql`${status} in ('held', 'confirmed', 'completed')`;
    const mismatches = await rows<{ nights: number; stays: number; days: number; seats: number }>(
      sql`select
        (select count(*)::int from retreat_nights n where n.guests_taken <> coalesce((select sum(b.guests)
           from retreat_bookings b where b.package_id = n.package_id and ${active(sql`b.status`)}
             and n.night >= b.start_date and n.night < b.end_date), 0)) as nights,
        (select count(*)::int from retreat_bookings b where ${active(sql`b.status`)}
           and (select count(*) from retreat_nights n where n.package_id = b.package_id and n.night >= b.start_date
                  and n.night < b.end_date) <> b.end_date - b.start_date) as stays,
        (select count(*)::int from pooja_days d where d.taken <> (select count(*) from pooja_bookings b
           where b.pooja_id = d.pooja_id and b.day = d.day and b.status in ('held', 'booked', 'performed', 'prasad_sent')))
        + (select count(*)::int from pooja_bookings b where b.status in ('held', 'booked', 'performed', 'prasad_sent')
           and not exists (select 1 from pooja_days d where d.pooja_id = b.pooja_id and d.day = b.day)) as days,
        (select count(*)::int from journey_departures d where d.seats_taken <> coalesce((select sum(b.travellers)
           from journey_bookings b where b.departure_id = d.id and ${active(sql`b.status`)}), 0)) as seats`,
    );
    expect(mismatches).toEqual([{ nights: 0, stays: 0, days: 0, seats: 0 }]);
    const [counted] = await rows<{ nights: number; days: number; seats: number }>(
      sql`select (select coalesce(sum(guests_taken), 0)::int from retreat_nights) as nights,
                 (select coalesce(sum(taken), 0)::int from pooja_days) as days,
                 (select coalesce(sum(seats_taken), 0)::int from journey_departures) as seats`,
    );
    // Two sisters for a week, one guest for 14 nights; two poojas; two travellers and one unpaid.
    expect(counted).toEqual({ nights: 2 * 7 + 14, days: 2, seats: 3 });
  });

  it('gives a journey organiser days to pay and a booking past them, unpaid, to release', async () => {
    const { db } = handle.database;
    const rows = await selectRows<{ status: string; paid: boolean; provider: string; overdue: boolean; taken: number }>(
      db,
      sql`select b.status, b.paid_at is not null as paid, b.payment_provider as provider,
                 b.created_at + make_interval(days => cp.pay_within_days) < now() as overdue, d.seats_taken as taken
          from journey_bookings b join journeys j on j.id = b.journey_id
          join users u on u.id = b.user_id join creator_profiles cp on cp.user_id = j.organiser_id
          join journey_departures d on d.id = b.departure_id
          where u.username = 'meera' and j.slug = 'jyotirlinga-mp-maharashtra'`,
    );
    expect(rows).toEqual([{ status: 'confirmed', paid: false, provider: 'direct', overdue: true, taken: 1 }]);
  });
});
