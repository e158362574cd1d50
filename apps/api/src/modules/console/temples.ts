import type { ConsoleTemple } from '@sangam/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { consoleCreateTempleRequestSchema, consoleUpdateTempleRequestSchema } from '@sangam/contracts';
import { selectRow, selectRows, type Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import { likeEscaped, pageWindow } from '../../lib/paging';
import type { Caller } from '../../plugins/auth';
import { insertUnderFreeSlug, slugFromName } from '../../lib/slugs';
import { storeTempleSearchKeys } from '../poojas';
import { recordAudit } from './audit';

/**
 * Temples in the console (issue 20): editors create a temple and name the creator account whose staff
 * keep it, hand it to another account, publish or hide it. Its details and poojas are edited
 * through the staff's own endpoints, which admit editors too.
 */

type Executor = Pick<Db, 'execute'>;
type NewTemple = z.output<typeof consoleCreateTempleRequestSchema>;
type TempleChanges = z.output<typeof consoleUpdateTempleRequestSchema>;

interface TempleRow {
  id: number;
  slug: string;
  name: string;
  place: string;
  published: boolean;
  staff_id: number;
  staff_username: string;
  staff_display_name: string;
  staff_verified: boolean;
  pooja_count: number;
  total?: number | string;
}

const templeSelect = sql`
  select t.id, t.slug, t.name, t.place, t.published, u.id as staff_id, u.username as staff_username,
         u.display_name as staff_display_name,
         coalesce(cp.verification_status = 'verified', false) as staff_verified,
         (select count(*)::int from poojas p where p.temple_id = t.id) as pooja_count
  from temples t join users u on u.id = t.manager_id left join creator_profiles cp on cp.user_id = t.manager_id`;

const toConsoleTemple = (row: TempleRow): ConsoleTemple => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  place: row.place,
  published: row.published,
  staff: { id: row.staff_id, username: row.staff_username, display_name: row.staff_display_name || row.staff_username },
  staff_verified: row.staff_verified,
  pooja_count: row.pooja_count,
});

/** Every temple, published or not, by name; searched by name, place or staff account. */
export async function listConsoleTemples(
  db: Db,
  query: { page: number; page_size?: number; q?: string },
): Promise<{ count: number; results: ConsoleTemple[]; pageSize: number }> {
  const pageSize = query.page_size ?? 50;
  const { limit, offset } = pageWindow(query.page, pageSize);
  const where: SQL[] = [sql`true`];
  if (query.q) {
    const like = `%${likeEscaped(query.q.toLowerCase())}%`;
    where.push(sql`(lower(t.name) like ${like} or lower(t.place) like ${like} or lower(u.username) like ${like})`);
  }
  const rows = await selectRows<TempleRow>(
    db,
    sql`select x.*, count(*) over () as total from (${templeSelect} where ${sql.join(where, sql` and `)}) x
        order by lower(x.name), x.id limit ${limit} offset ${offset}`,
  );
  return { count: Number(rows[0]?.total ?? 0), results: rows.map(toConsoleTemple), pageSize };
}

async function consoleTemple(db: Executor, id: number): Promise<TempleRow | null> {
  return selectRow<TempleRow>(db, sql`${templeSelect} where t.id = ${id}`);
}

/** The creator account named as a temple's staff, or 400 on the `staff` field. */
async function staffAccount(db: Executor, username: string): Promise<{ id: number; username: string }> {
  const [row] = await selectRows<{ id: number; username: string }>(
    db,
    sql`select u.id, u.username from users u join creator_profiles p on p.user_id = u.id
        where lower(u.username) = ${username.toLowerCase()} and u.role = 'creator'`,
  );
  if (!row) {
    throw badRequest('The staff account must be a creator’s account.', {
      staff: ['No creator has this username.'],
    });
  }
  return row;
}

/**
 * A new temple, hidden until its staff or an editor has written its page and added poojas, with a
 * unique slug made from its name in any script.
 */
export async function createConsoleTemple(db: Db, actor: Caller, input: NewTemple): Promise<ConsoleTemple> {
  return db.transaction(async (tx) => {
    const staff = await staffAccount(tx, input.staff);
    const created = await insertUnderFreeSlug(
      tx,
      'temples',
      slugFromName(input.name, 'temple'),
      async (slug) => {
        return selectRow<{ id: number }>(
          tx,
          sql`insert into temples (slug, manager_id, name, deity, place, region, country, time_zone, content_language,
                                   published)
              values (${slug}, ${staff.id}, ${input.name}, ${input.deity}, ${input.place}, ${input.region},
                      ${input.country}, ${input.time_zone}, ${input.content_language}, false)
              on conflict (slug) do nothing returning id`,
        );
      },
      { what: 'temple with this name' },
    );
    await storeTempleSearchKeys(tx, created.id);
    const row = (await consoleTemple(tx, created.id))!;
    await recordAudit(tx as unknown as Db, {
      actorId: actor.id,
      action: 'temple.create',
      targetType: 'temple',
      targetId: row.id,
      after: { slug: row.slug, name: row.name, place: row.place, staff: staff.username, published: row.published },
    });
    return toConsoleTemple(row);
  });
}

/** Hands a temple to another staff account, or publishes or hides it. */
export async function updateConsoleTemple(
  db: Db,
  actor: Caller,
  id: number,
  changes: TempleChanges,
): Promise<ConsoleTemple> {
  return db.transaction(async (tx) => {
    const [locked] = await selectRows<{ id: number }>(tx, sql`select id from temples where id = ${id} for update`);
    if (!locked) throw notFound('No temple has this id.');
    const before = (await consoleTemple(tx, id))!;
    const staff = changes.staff === undefined ? null : await staffAccount(tx, changes.staff);
    await tx.execute(sql`
      update temples set manager_id = ${staff?.id ?? before.staff_id},
                         published = ${changes.published ?? before.published}, updated_at = now()
      where id = ${id}`);
    const after = (await consoleTemple(tx, id))!;
    const state = (row: TempleRow) => ({ staff: row.staff_username, published: row.published });
    await recordAudit(tx as unknown as Db, {
      actorId: actor.id,
      action: 'temple.update',
      targetType: 'temple',
      targetId: id,
      before: state(before),
      after: state(after),
    });
    return toConsoleTemple(after);
  });
}
