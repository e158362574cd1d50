import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorProfiles, practices, users, videos } from '../src/db/schema';
import { getTracker } from '../src/modules/practice/service';
import catalogue from '../src/seed/data/demo-videos.json';
import { verifyPassword } from '../src/lib/passwords';
import { seedDemoContent } from '../src/seed';
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
    expect(await seedDemoContent(db)).toEqual(['0001-users', '0002-videos', '0003-practice']);
    expect(await seedDemoContent(db)).toEqual([]);
    const [row] = await db.select({ n: count() }).from(users);
    expect(row?.n).toBe(DEMO_ACCOUNTS.length);
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
