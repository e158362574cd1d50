import { BLOCKS_PER_PERSON_MAX, COMMUNITY_ERROR_CODES, COMMUNITY_MESSAGES, type BlockAnswer } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import type { Caller } from '../../plugins/auth';
import { personIdOf } from './people';

/**
 * Blocking a person (issue 26): the blocker stops seeing their posts and comments, and they may no
 * longer comment on the blocker's posts or reply to the blocker's comments.
 */

export async function block(db: Db, caller: Caller, username: string): Promise<BlockAnswer> {
  const blocked = await blockable(db, caller, username);
  // The cap is checked in the insert itself; a second block of the same person changes nothing.
  const inserted = await selectRows<{ blocked_id: number }>(
    db,
    sql`insert into user_blocks (blocker_id, blocked_id)
        select ${caller.id}, ${blocked}
        where (select count(*) from user_blocks where blocker_id = ${caller.id}) < ${BLOCKS_PER_PERSON_MAX}
        on conflict do nothing returning blocked_id`,
  );
  if (!inserted.length && !(await hasBlocked(db, caller.id, blocked)))
    throw new HttpError(400, COMMUNITY_ERROR_CODES.blockLimit, COMMUNITY_MESSAGES.blockLimit(BLOCKS_PER_PERSON_MAX));
  return { is_blocked: true };
}

export async function unblock(db: Db, caller: Caller, username: string): Promise<BlockAnswer> {
  const blocked = await blockable(db, caller, username);
  await db.execute(sql`delete from user_blocks where blocker_id = ${caller.id} and blocked_id = ${blocked}`);
  return { is_blocked: false };
}

/** The id of the person named, who must exist (404) and not be the caller (400). */
async function blockable(db: Db, caller: Caller, username: string): Promise<number> {
  const id = await personIdOf(db, username);
  if (id === caller.id) throw new HttpError(400, COMMUNITY_ERROR_CODES.blockSelf, COMMUNITY_MESSAGES.blockSelf);
  return id;
}

async function hasBlocked(db: Pick<Db, 'execute'>, blockerId: number, blockedId: number): Promise<boolean> {
  const [row] = await selectRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from user_blocks where blocker_id = ${blockerId} and blocked_id = ${blockedId}) as found`,
  );
  return row?.found ?? false;
}

/**
 * Refuses a comment of `caller` on a post or under a comment whose author blocked them (403). The
 * authors are the post's and the parent comment's (null: none, or a deleted account).
 */
export async function assertNotBlockedBy(
  tx: Pick<Db, 'execute'>,
  caller: Caller,
  authors: (number | null)[],
): Promise<void> {
  const ids = authors.filter((id): id is number => id !== null);
  if (!ids.length) return;
  const [row] = await selectRows<{ found: boolean }>(
    tx,
    sql`select exists (select 1 from user_blocks where blocked_id = ${caller.id}
        and blocker_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})) as found`,
  );
  if (row?.found) throw new HttpError(403, COMMUNITY_ERROR_CODES.blockedYou, COMMUNITY_MESSAGES.blockedYou);
}
