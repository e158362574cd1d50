import { COMMUNITY_ERROR_CODES, COMMUNITY_MESSAGES, type CommunityBan } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-errors';
import { iso, isoOrNull } from '../../lib/iso-time';
import { pageWindow } from '../../lib/paging';
import type { Caller } from '../../plugins/auth';
import { untilText } from '../users';
import { communityExists } from './communities';
import { requireModerator } from './moderation';
import { recordModAction } from './modlog';
import { noticeBan } from './notices';
import { banRuns } from './rows';

/**
 * Community bans (issue 26): a community's moderators (and administrators) keep a member from
 * posting, commenting and voting there, for some days or for good, and say why. The banned person
 * still reads the community, deletes what they wrote, reports and follows.
 */

const cannotBan = (detail: string) => new HttpError(403, COMMUNITY_ERROR_CODES.cannotBan, detail);

/**
 * Refuses a write in a community of a person banned from it while the ban runs: a new post,
 * comment or vote there, or an edit of what they wrote there before (a ban stops them changing
 * what the moderators judged). One rule, called by every such write.
 */
export async function assertNotBannedFrom(db: Pick<Db, 'execute'>, communityId: number, userId: number): Promise<void> {
  const [ban] = await selectRows<{ reason: string; expires_at: Date | string | null }>(
    db,
    sql`select b.reason, b.expires_at from community_bans b
        where b.community_id = ${communityId} and b.user_id = ${userId} and ${banRuns}`,
  );
  if (!ban) return;
  const until = ban.expires_at === null ? 'until a moderator lifts it' : `until ${untilText(new Date(ban.expires_at))}`;
  throw new HttpError(
    403,
    COMMUNITY_ERROR_CODES.bannedFromCommunity,
    COMMUNITY_MESSAGES.bannedFromCommunity(until, ban.reason.replace(/[.!?]+$/, '')),
  );
}

/** The person a moderator names, and what keeps them from being banned. */
async function banTarget(db: Pick<Db, 'execute'>, communityId: number, username: string) {
  const [person] = await selectRows<{ id: number; username: string; is_admin: boolean; moderates: boolean }>(
    db,
    sql`select u.id, u.username, u.role = 'admin' as is_admin,
               exists (select 1 from community_moderators m where m.community_id = ${communityId} and m.user_id = u.id)
                 as moderates
        from users u where lower(u.username) = ${username.toLowerCase()}`,
  );
  if (!person) throw notFound(COMMUNITY_MESSAGES.personNotFound);
  return person;
}

/** Checks the caller moderates an existing community: 404 for none, 403 for a member. */
async function moderatorOf(db: Pick<Db, 'execute'>, caller: Caller, communityId: number): Promise<void> {
  await communityExists(db, communityId);
  await requireModerator(db, caller, communityId);
}

interface BanRow {
  username: string;
  reason: string;
  expires_at: Date | string | null;
  banned_by: string | null;
  created_at: Date | string;
}

const toBan = (row: BanRow): CommunityBan => ({
  username: row.username,
  reason: row.reason,
  expires_at: isoOrNull(row.expires_at),
  banned_by: row.banned_by ? { username: row.banned_by } : null,
  created_at: iso(row.created_at),
});

/**
 * Bans a member, or replaces their ban (its reason and end) when they are banned already. Nobody
 * bans themselves, and neither a moderator of the community nor an administrator can be banned
 * from it: a moderator is removed as one first. The modlog line and the person's notice are
 * written in the ban's transaction.
 */
export async function banMember(
  db: Db,
  caller: Caller,
  communityId: number,
  input: { username: string; reason: string; days?: number | null },
): Promise<CommunityBan> {
  await moderatorOf(db, caller, communityId);
  const target = await banTarget(db, communityId, input.username);
  if (target.id === caller.id) throw cannotBan(COMMUNITY_MESSAGES.banSelf);
  if (target.is_admin) throw cannotBan(COMMUNITY_MESSAGES.banAdmin(target.username));
  if (target.moderates) throw cannotBan(COMMUNITY_MESSAGES.banModerator(target.username));
  const ends = input.days ? sql`now() + make_interval(days => ${input.days})` : sql`null`;
  return db.transaction(async (tx) => {
    const [row] = await selectRows<BanRow>(
      tx,
      sql`with b as (
            insert into community_bans (community_id, user_id, reason, expires_at, banned_by)
            values (${communityId}, ${target.id}, ${input.reason}, ${ends}, ${caller.id})
            on conflict (community_id, user_id) do update
              set reason = excluded.reason, expires_at = excluded.expires_at, banned_by = excluded.banned_by,
                  created_at = now()
            returning reason, expires_at, banned_by, created_at)
          select ${target.username} as username, b.reason, b.expires_at, bu.username as banned_by, b.created_at
          from b left join users bu on bu.id = b.banned_by`,
    );
    const expiresAt = row!.expires_at === null ? null : new Date(row!.expires_at);
    await recordModAction(tx, {
      communityId,
      actorId: caller.id,
      action: 'ban',
      targetUserId: target.id,
      reason: input.reason,
      expiresAt,
    });
    await noticeBan(tx, caller.id, communityId, target.id, input.reason, expiresAt);
    return toBan(row!);
  });
}

/** Lifts a running ban (404 when the person is not banned); the modlog says who lifted it. */
export async function unbanMember(db: Db, caller: Caller, communityId: number, username: string): Promise<void> {
  await moderatorOf(db, caller, communityId);
  const target = await banTarget(db, communityId, username);
  await db.transaction(async (tx) => {
    const lifted = await selectRows<{ user_id: number }>(
      tx,
      sql`delete from community_bans b where b.community_id = ${communityId} and b.user_id = ${target.id} and ${banRuns}
          returning b.user_id`,
    );
    if (lifted.length === 0) throw notFound(COMMUNITY_MESSAGES.notBanned(target.username));
    await recordModAction(tx, { communityId, actorId: caller.id, action: 'unban', targetUserId: target.id });
  });
}

/** The community's running bans, newest first, for its moderators. */
export async function listBans(
  db: Db,
  caller: Caller,
  communityId: number,
  query: { page: number; page_size: number },
): Promise<{ count: number; results: CommunityBan[] }> {
  await moderatorOf(db, caller, communityId);
  const { limit, offset } = pageWindow(query.page, query.page_size);
  const where = sql`b.community_id = ${communityId} and ${banRuns}`;
  const [rows, [total]] = await Promise.all([
    selectRows<BanRow>(
      db,
      sql`select u.username, b.reason, b.expires_at, bu.username as banned_by, b.created_at
          from community_bans b join users u on u.id = b.user_id left join users bu on bu.id = b.banned_by
          where ${where} order by b.created_at desc, b.user_id desc limit ${limit} offset ${offset}`,
    ),
    selectRows<{ n: number }>(db, sql`select count(*)::int as n from community_bans b where ${where}`),
  ]);
  return { count: total?.n ?? 0, results: rows.map(toBan) };
}
