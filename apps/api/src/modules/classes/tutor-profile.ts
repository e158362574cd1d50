import type { TutorProfile, TutorProfileFields } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import type { Caller } from '../../plugins/auth';
import { toTextArray } from '../community';
import { slugFromName } from '../../lib/slugs';
import { likeEscaped } from '../../lib/paging';
import { averageRating } from './catalogue';

/** The tutor's own profile as they edit it at creator/profile: public page fields and the bio. */

type Executor = Pick<Db, 'execute'>;

/** A tutor slug from a username ('acharya_ravi' → 'acharya-ravi'); never only digits, which read as an id. */
function slugBase(username: string): string {
  const base = slugFromName(username, 'tutor').slice(0, 60);
  return /^\d+$/.test(base) ? `tutor-${base}` : base;
}

/**
 * Makes the caller's tutors row when it does not exist yet (a tutor's first save): a unique slug
 * from the username, and the account's own time zone. The unique indexes decide races: the same
 * person saving twice at once finds their row; a slug someone else took tries the next suffix.
 */
export async function ensureTutor(tx: Executor, userId: number): Promise<void> {
  const [existing] = await selectRows<{ user_id: number }>(
    tx,
    sql`select user_id from tutors where user_id = ${userId}`,
  );
  if (existing) return;
  const [user] = await selectRows<{ username: string; time_zone: string }>(
    tx,
    sql`select username, time_zone from users where id = ${userId}`,
  );
  if (!user) throw new Error(`no user ${userId}`);
  const base = slugBase(user.username);
  const taken = new Set(
    (
      await selectRows<{ slug: string }>(
        tx,
        sql`select slug from tutors where slug = ${base} or slug like ${`${likeEscaped(base)}-%`}`,
      )
    ).map((r) => r.slug),
  );
  for (let suffix = 1; suffix < 1000; suffix++) {
    const slug = suffix === 1 ? base : `${base}-${suffix}`;
    if (taken.has(slug)) continue;
    const [row] = await selectRows<{ user_id: number }>(
      tx,
      sql`insert into tutors (user_id, slug, time_zone) values (${userId}, ${slug}, ${user.time_zone})
          on conflict do nothing returning user_id`,
    );
    if (row) return;
    const [mine] = await selectRows<{ user_id: number }>(tx, sql`select user_id from tutors where user_id = ${userId}`);
    if (mine) return;
  }
  throw new Error(`no free tutor slug for ${base}`);
}

export async function getTutorProfile(db: Db, caller: Caller): Promise<TutorProfile> {
  const [row] = await selectRows<{
    slug: string | null;
    username: string;
    display_name: string;
    photo_url: string | null;
    bio: string | null;
    languages: string[] | null;
    specialities: string[] | null;
    time_zone: string;
    rating_sum: number | null;
    rating_count: number | null;
  }>(
    db,
    sql`select t.slug, u.username, u.display_name, t.photo_url, p.bio, t.languages, t.specialities,
               coalesce(t.time_zone, u.time_zone) as time_zone, t.rating_sum, t.rating_count
        from users u
        left join tutors t on t.user_id = u.id
        left join creator_profiles p on p.user_id = u.id
        where u.id = ${caller.id}`,
  );
  if (!row) throw new Error(`no user ${caller.id}`);
  const count = row.rating_count ?? 0;
  return {
    slug: row.slug,
    username: row.username,
    display_name: row.display_name,
    photo_url: row.photo_url ?? '',
    bio: row.bio ?? '',
    languages: row.languages ?? [],
    specialities: row.specialities ?? [],
    time_zone: row.time_zone,
    rating: averageRating(row.rating_sum ?? 0, count),
    rating_count: count,
  };
}

/**
 * Saves the profile: the display name is the account's own (one name everywhere), the bio lives
 * with the creator profile (as on the public tutor page), the rest on the tutors row.
 */
export async function saveTutorProfile(db: Db, caller: Caller, input: TutorProfileFields): Promise<TutorProfile> {
  await db.transaction(async (tx) => {
    await ensureTutor(tx, caller.id);
    await tx.execute(sql`
      update tutors set photo_url = ${input.photo_url}, languages = ${toTextArray(input.languages)},
                        specialities = ${toTextArray(input.specialities)}
                        ${input.time_zone ? sql`, time_zone = ${input.time_zone}` : sql``}
      where user_id = ${caller.id}`);
    await tx.execute(
      sql`update users set display_name = ${input.display_name}, updated_at = now() where id = ${caller.id}`,
    );
    // An administrator who teaches has no creator profile yet: the bio makes one of type tutor.
    await tx.execute(sql`
      insert into creator_profiles (user_id, creator_type, bio) values (${caller.id}, 'tutor', ${input.bio})
      on conflict (user_id) do update set bio = excluded.bio, updated_at = now()`);
  });
  return getTutorProfile(db, caller);
}
