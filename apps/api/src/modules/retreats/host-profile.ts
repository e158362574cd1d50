import type { RetreatProfile } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import type { Caller } from '../../plugins/auth';
import { templesLookedAfterBy } from '../poojas';

/**
 * The retreat representative's own profile at creator/retreat/profile: the account's name (a person
 * or the organisation), and the creator profile's headline (the organisation's name or a line about
 * it) and bio, which the public retreat pages show beside the host's retreats.
 */

export async function getRetreatProfile(db: Db, caller: Caller): Promise<RetreatProfile> {
  const [row] = await selectRows<{
    username: string;
    display_name: string;
    headline: string | null;
    bio: string | null;
    retreats: number;
    published_retreats: number;
    temples: number;
    journeys: number;
    published_journeys: number;
  }>(
    db,
    sql`select u.username, u.display_name, p.headline, p.bio,
               (select count(*)::int from retreats r where r.host_id = u.id) as retreats,
               (select count(*)::int from retreats r where r.host_id = u.id and r.published) as published_retreats,
               (select count(*)::int from temples t where ${templesLookedAfterBy(caller)}) as temples,
               (select count(*)::int from journeys j where j.organiser_id = u.id) as journeys,
               (select count(*)::int from journeys j where j.organiser_id = u.id and j.published) as published_journeys
        from users u left join creator_profiles p on p.user_id = u.id
        where u.id = ${caller.id}`,
  );
  if (!row) throw new Error(`no user ${caller.id}`);
  return {
    username: row.username,
    display_name: row.display_name,
    headline: row.headline ?? '',
    bio: row.bio ?? '',
    retreats: row.retreats,
    published_retreats: row.published_retreats,
    temples: row.temples,
    journeys: row.journeys,
    published_journeys: row.published_journeys,
  };
}

/** Saves the profile: the name on the account (one name everywhere), headline and bio on the creator profile. */
export async function saveRetreatProfile(
  db: Db,
  caller: Caller,
  input: { display_name: string; headline: string; bio: string },
): Promise<RetreatProfile> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`update users set display_name = ${input.display_name}, updated_at = now() where id = ${caller.id}`,
    );
    // An administrator who hosts has no creator profile yet: saving makes one of type retreat_rep.
    await tx.execute(sql`
      insert into creator_profiles (user_id, creator_type, headline, bio)
      values (${caller.id}, 'retreat_rep', ${input.headline}, ${input.bio})
      on conflict (user_id) do update set headline = excluded.headline, bio = excluded.bio, updated_at = now()`);
  });
  return getRetreatProfile(db, caller);
}
