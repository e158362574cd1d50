import type { ConsolePerson, ConsolePersonDetail, UserRole } from '@sangam/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import { likeEscaped, pageWindow } from '../../lib/paging';
import type { Caller } from '../../plugins/auth';
import { revokeAllSessions } from '../auth';
import { recordAudit } from './audit';
import { iso } from '../../lib/iso-time';

/**
 * People in the console (issue 20, administrators only): find a person, read their page (what they
 * wrote, what they booked, where they are signed in), change their role, ban them from writing, or
 * sign them out everywhere. Each change is recorded in the audit log in its own transaction.
 */

type Executor = Pick<Db, 'execute'>;
const ITEMS = 20;

/** A ban in force: none, or one whose time has not run out. */
const activeBan = sql`(b.expires_at is null or b.expires_at > now())`;

interface PersonRow {
  id: number;
  username: string;
  display_name: string;
  email: string;
  role: UserRole;
  creator_type: ConsolePerson['creator_type'];
  joined: Date | string;
  banned: boolean;
  total?: number | string;
}

const personSelect = sql`
  select u.id, u.username, u.display_name, u.email, u.role, p.creator_type, u.created_at as joined,
         exists (select 1 from user_bans b where b.user_id = u.id and ${activeBan}) as banned
  from users u left join creator_profiles p on p.user_id = u.id`;

const toPerson = (row: PersonRow): ConsolePerson => ({
  id: row.id,
  username: row.username,
  display_name: row.display_name || row.username,
  email: row.email,
  role: row.role,
  creator_type: row.creator_type,
  joined: iso(row.joined),
  banned: row.banned,
});

/** People newest first, searched by username, name or email address. */
export async function listPeople(
  db: Db,
  query: { page: number; page_size?: number; q?: string },
): Promise<{ count: number; results: ConsolePerson[]; pageSize: number }> {
  const pageSize = query.page_size ?? 50;
  const { limit, offset } = pageWindow(query.page, pageSize);
  const where: SQL[] = [sql`true`];
  if (query.q) {
    const like = `%${likeEscaped(query.q.toLowerCase())}%`;
    where.push(
      sql`(lower(u.username) like ${like} or lower(u.display_name) like ${like} or lower(u.email) like ${like})`,
    );
  }
  const rows = await selectRows<PersonRow>(
    db,
    sql`select x.*, count(*) over () as total from (${personSelect} where ${sql.join(where, sql` and `)}) x
        order by x.joined desc, x.id desc limit ${limit} offset ${offset}`,
  );
  return { count: Number(rows[0]?.total ?? 0), results: rows.map(toPerson), pageSize };
}

async function personRow(db: Executor, id: number, lock = false): Promise<PersonRow> {
  const [row] = await selectRows<PersonRow>(
    db,
    sql`${personSelect} where u.id = ${id} ${lock ? sql`for update of u` : sql``}`,
  );
  if (!row) throw notFound('No person has this id.');
  return row;
}

/** A person's page: their account, the ban in force, what they wrote and booked lately, their open sessions. */
export async function getPerson(db: Db, id: number): Promise<ConsolePersonDetail> {
  const row = await personRow(db, id);
  const [[account], bans, posts, comments, bookings, sessions] = await Promise.all([
    selectRows<{ karma: number; email_verified: boolean }>(
      db,
      sql`select karma, email_verified_at is not null as email_verified from users where id = ${id}`,
    ),
    selectRows<{
      reason: string;
      created_at: Date | string;
      expires_at: Date | string | null;
      by_id: number | null;
      by_username: string | null;
      by_display_name: string | null;
    }>(
      db,
      sql`select b.reason, b.created_at, b.expires_at, a.id as by_id, a.username as by_username,
                 a.display_name as by_display_name
          from user_bans b left join users a on a.id = b.banned_by
          where b.user_id = ${id} and ${activeBan}`,
    ),
    selectRows<{ id: number; title: string; community: string; created_at: Date | string; is_removed: boolean }>(
      db,
      sql`select p.id, p.title, c.slug as community, p.created_at, p.removed_at is not null as is_removed
          from posts p join communities c on c.id = p.community_id
          where p.author_id = ${id} order by p.created_at desc, p.id desc limit ${ITEMS}`,
    ),
    selectRows<{ id: number; post: number; excerpt: string; created_at: Date | string; is_removed: boolean }>(
      db,
      sql`select k.id, k.post_id as post, left(k.content, 140) as excerpt, k.created_at,
                 k.removed_at is not null as is_removed
          from comments k where k.author_id = ${id} order by k.created_at desc, k.id desc limit ${ITEMS}`,
    ),
    // The newest bookings of the four kinds together, in one query.
    selectRows<{ kind: string; id: number; title: string; status: string; created_at: Date | string }>(
      db,
      sql`select * from (
            (select 'class' as kind, b.id, c.title, b.status, b.created_at from bookings b
               join classes c on c.id = b.class_id where b.learner_id = ${id}
               order by b.created_at desc limit ${ITEMS})
            union all
            (select 'retreat', b.id, r.title, b.status, b.created_at from retreat_bookings b
               join retreats r on r.id = b.retreat_id where b.guest_id = ${id}
               order by b.created_at desc limit ${ITEMS})
            union all
            (select 'pooja', b.id, p.name, b.status, b.created_at from pooja_bookings b
               join poojas p on p.id = b.pooja_id where b.user_id = ${id}
               order by b.created_at desc limit ${ITEMS})
            union all
            (select 'journey', b.id, j.title, b.status, b.created_at from journey_bookings b
               join journeys j on j.id = b.journey_id where b.user_id = ${id}
               order by b.created_at desc limit ${ITEMS})
          ) x order by x.created_at desc, x.kind, x.id desc limit ${ITEMS}`,
    ),
    openSessions(db, id),
  ]);
  const ban = bans[0];
  return {
    ...toPerson(row),
    karma: account?.karma ?? 0,
    email_verified: account?.email_verified ?? false,
    ban: ban
      ? {
          reason: ban.reason,
          by:
            ban.by_id === null
              ? null
              : { id: ban.by_id, username: ban.by_username ?? '', display_name: ban.by_display_name ?? '' },
          created_at: iso(ban.created_at),
          until: ban.expires_at === null ? null : iso(ban.expires_at),
        }
      : null,
    posts: posts.map((p) => ({ ...p, created_at: iso(p.created_at) })),
    comments: comments.map((k) => ({ ...k, excerpt: k.excerpt ?? '', created_at: iso(k.created_at) })),
    bookings: bookings.map((b) => ({ ...b, created_at: iso(b.created_at) })),
    sessions,
  };
}

/**
 * Sessions still open: refresh-token families with a token that is neither revoked nor expired.
 * A session started with its first token and was last used when its newest one was issued.
 */
async function openSessions(db: Executor, id: number): Promise<ConsolePersonDetail['sessions']> {
  const rows = await selectRows<{ started_at: Date | string; last_used_at: Date | string; user_agent: string }>(
    db,
    sql`select min(t.created_at) as started_at, max(t.created_at) as last_used_at,
               (array_agg(t.user_agent order by t.created_at desc))[1] as user_agent
        from refresh_tokens t
        where t.user_id = ${id}
        group by t.family_id
        having bool_or(t.revoked_at is null and t.expires_at > now())
        order by max(t.created_at) desc`,
  );
  return rows.map((r) => ({
    started_at: iso(r.started_at),
    last_used_at: iso(r.last_used_at),
    user_agent: r.user_agent ?? '',
  }));
}

/** An administrator gives someone another role; never their own, so the console always keeps one. */
export async function changeRole(db: Db, actor: Caller, id: number, role: UserRole): Promise<ConsolePersonDetail> {
  if (id === actor.id) throw badRequest('You cannot change your own role.', { role: ['Ask another administrator.'] });
  await db.transaction(async (tx) => {
    const before = await personRow(tx, id, true);
    if (role === 'creator' && before.creator_type === null) {
      throw badRequest('Only an account with a creator profile can be a creator.', {
        role: ['This person has no creator profile: creators sign up as one.'],
      });
    }
    if (before.role === role) return;
    await tx.execute(sql`update users set role = ${role}, updated_at = now() where id = ${id}`);
    await recordAudit(tx as unknown as Db, {
      actorId: actor.id,
      action: 'person.role',
      targetType: 'user',
      targetId: id,
      before: { role: before.role },
      after: { role },
    });
  });
  return getPerson(db, id);
}

const banState = (ban: { reason: string; expires_at: Date | string | null } | undefined) =>
  ban ? { reason: ban.reason, until: ban.expires_at === null ? null : iso(ban.expires_at) } : null;

/**
 * A site-wide ban: the person keeps reading and managing what they booked, but writes nothing new
 * (assertNotBanned). A new ban replaces the one in force. Administrators are not banned: an
 * administrator's role is changed first.
 */
export async function banPerson(
  db: Db,
  actor: Caller,
  id: number,
  input: { reason: string; days: number | null },
): Promise<ConsolePersonDetail> {
  if (id === actor.id) throw badRequest('You cannot ban yourself.');
  await db.transaction(async (tx) => {
    const person = await personRow(tx, id, true);
    if (person.role === 'admin') throw badRequest('An administrator cannot be banned: change their role first.');
    const [before] = await selectRows<{ reason: string; expires_at: Date | string | null }>(
      tx,
      sql`select b.reason, b.expires_at from user_bans b where b.user_id = ${id} and ${activeBan}`,
    );
    const expires = input.days === null ? sql`null` : sql`now() + make_interval(days => ${input.days})`;
    const [after] = await selectRows<{ reason: string; expires_at: Date | string | null }>(
      tx,
      sql`insert into user_bans (user_id, reason, banned_by, expires_at)
          values (${id}, ${input.reason}, ${actor.id}, ${expires})
          on conflict (user_id) do update set reason = excluded.reason, banned_by = excluded.banned_by,
                                              expires_at = excluded.expires_at, created_at = now()
          returning reason, expires_at`,
    );
    await recordAudit(tx as unknown as Db, {
      actorId: actor.id,
      action: 'person.ban',
      targetType: 'user',
      targetId: id,
      before: banState(before),
      after: banState(after),
    });
  });
  return getPerson(db, id);
}

/** Lifts the ban in force; 400 when there is none. */
export async function unbanPerson(db: Db, actor: Caller, id: number): Promise<ConsolePersonDetail> {
  await db.transaction(async (tx) => {
    await personRow(tx, id, true);
    const [before] = await selectRows<{ reason: string; expires_at: Date | string | null; active: boolean }>(
      tx,
      sql`delete from user_bans b where b.user_id = ${id} returning b.reason, b.expires_at, ${activeBan} as active`,
    );
    // A ban whose time ran out is not in force: nothing to lift (and the delete is rolled back).
    if (!before?.active) throw badRequest('This person is not banned.');
    await recordAudit(tx as unknown as Db, {
      actorId: actor.id,
      action: 'person.unban',
      targetType: 'user',
      targetId: id,
      before: banState(before),
      after: null,
    });
  });
  return getPerson(db, id);
}

/** Ends every session of the person: their refresh tokens, and the access tokens issued until now. */
export async function signOutEverywhere(db: Db, actor: Caller, id: number): Promise<ConsolePersonDetail> {
  await db.transaction(async (tx) => {
    await personRow(tx, id, true);
    const sessions = await openSessions(tx, id);
    await revokeAllSessions(tx as unknown as Db, id);
    await recordAudit(tx as unknown as Db, {
      actorId: actor.id,
      action: 'person.logout_all',
      targetType: 'user',
      targetId: id,
      before: { sessions: sessions.length },
      after: { sessions: 0 },
    });
  });
  return getPerson(db, id);
}
