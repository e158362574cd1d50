import { COMMUNITY_ERROR_CODES, COMMUNITY_MESSAGES, type ModeratorList } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-errors';
import type { Caller } from '../../plugins/auth';
import { assertNotBanned } from '../users';
import { communityExists } from './communities';
import { requireModerator } from './moderation';
import { recordModAction } from './modlog';
import { personIdOf } from './people';

/**
 * A community's co-moderators (issue 26). Any moderator adds a member and removes another
 * moderator or themself (leaving), except two things: the last moderator stays (a community
 * without one cannot be looked after: 409), and the community's creator is taken off only by
 * themself or a site administrator, so a newly added moderator cannot push out the one who made
 * the community. Each change is written to the community's public log.
 */

/** Its moderators, the creator first, then by name. */
export async function listModerators(db: Pick<Db, 'execute'>, communityId: number): Promise<ModeratorList> {
  await communityExists(db, communityId);
  const rows = await selectRows<{ username: string }>(
    db,
    sql`select u.username from community_moderators m
        join users u on u.id = m.user_id join communities c on c.id = m.community_id
        where m.community_id = ${communityId}
        order by (u.id = c.creator_id) desc, lower(u.username)`,
  );
  return { results: rows };
}

/** Adds a member as a moderator; already one is fine and changes nothing (nor writes the log). */
export async function addModerator(db: Db, caller: Caller, communityId: number, username: string) {
  await assertNotBanned(db, caller.id);
  await communityExists(db, communityId);
  await requireModerator(db, caller, communityId);
  const userId = await personIdOf(db, username);
  await db.transaction(async (tx) => {
    const added = await selectRows<{ user_id: number }>(
      tx,
      sql`insert into community_moderators (community_id, user_id) values (${communityId}, ${userId})
          on conflict do nothing returning user_id`,
    );
    if (added[0])
      await recordModAction(tx, { communityId, actorId: caller.id, action: 'add_moderator', targetUserId: userId });
  });
  return listModerators(db, communityId);
}

/** Takes a moderator off (themself: they leave). The community's row is locked while its moderators are counted. */
export async function removeModerator(db: Db, caller: Caller, communityId: number, username: string) {
  await db.transaction(async (tx) => {
    const [community] = await selectRows<{ creator_id: number | null }>(
      tx,
      sql`select creator_id from communities where id = ${communityId} for update`,
    );
    if (!community) throw notFound(COMMUNITY_MESSAGES.communityNotFound);
    await requireModerator(tx, caller, communityId);
    const userId = await personIdOf(tx, username);
    const moderators = await selectRows<{ user_id: number }>(
      tx,
      sql`select user_id from community_moderators where community_id = ${communityId}`,
    );
    if (!moderators.some((m) => m.user_id === userId)) throw notFound(COMMUNITY_MESSAGES.notAModerator(username));
    if (userId === community.creator_id && userId !== caller.id && caller.role !== 'admin')
      throw new HttpError(403, COMMUNITY_ERROR_CODES.creatorStays, COMMUNITY_MESSAGES.creatorStays);
    if (moderators.length === 1)
      throw new HttpError(409, COMMUNITY_ERROR_CODES.lastModerator, COMMUNITY_MESSAGES.lastModerator);
    await tx.execute(sql`delete from community_moderators where community_id = ${communityId} and user_id = ${userId}`);
    await recordModAction(tx, { communityId, actorId: caller.id, action: 'remove_moderator', targetUserId: userId });
  });
  return listModerators(db, communityId);
}
