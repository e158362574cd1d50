import { COMMUNITY_MESSAGES, type VoteAnswer } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import type { Caller } from '../../plugins/auth';
import { assertNotBanned } from '../users';
import { assertNotBannedFrom } from './bans';
import { announceScore } from './live-threads';

/** The two votable things: their table, their vote table and what a post's vote also moves. */
const KINDS = {
  post: {
    table: sql`posts`,
    votes: sql`post_votes`,
    key: sql`post_id`,
    community: sql`community_id`,
    /** The post whose thread shows the item. */
    post: sql`id`,
    // A post's hot rank follows its score.
    score: (delta: number) => sql`score = score + ${delta}, hot_rank = hot_rank(score + ${delta}, created_at)`,
    karma: (delta: number) => sql`karma = karma + ${delta}`,
    missing: COMMUNITY_MESSAGES.postNotFound,
  },
  comment: {
    table: sql`comments`,
    votes: sql`comment_votes`,
    key: sql`comment_id`,
    community: sql`(select community_id from posts where posts.id = comments.post_id)`,
    post: sql`post_id`,
    score: (delta: number) => sql`score = score + ${delta}`,
    // The profile shows points from comments apart (issue 26): that part moves with the total.
    karma: (delta: number) => sql`karma = karma + ${delta}, comment_karma = comment_karma + ${delta}`,
    missing: COMMUNITY_MESSAGES.commentNotFound,
  },
} as const;

/**
 * One vote per person per item: voting the same way again withdraws the vote (as on Reddit), the
 * other way turns it. The item's row is locked first, so concurrent votes on it queue; its score
 * (and a post's hot rank) and its author's karma (not for one's own vote) change in the same
 * transaction as the vote row.
 */
export async function vote(
  db: Db,
  caller: Caller,
  kind: keyof typeof KINDS,
  id: number,
  direction: 1 | -1,
): Promise<VoteAnswer> {
  await assertNotBanned(db, caller.id);
  const k = KINDS[kind];
  return db.transaction(async (tx) => {
    const [item] = await selectRows<{ author_id: number | null; community_id: number; post_id: number }>(
      tx,
      sql`select author_id, ${k.community} as community_id, ${k.post} as post_id
          from ${k.table} where id = ${id} for update`,
    );
    if (!item) throw notFound(k.missing);
    await assertNotBannedFrom(tx, item.community_id, caller.id);
    const [existing] = await selectRows<{ value: number }>(
      tx,
      sql`select value from ${k.votes} where ${k.key} = ${id} and user_id = ${caller.id}`,
    );
    const before = existing?.value ?? 0;
    const after = before === direction ? 0 : direction;
    if (after === 0) await tx.execute(sql`delete from ${k.votes} where ${k.key} = ${id} and user_id = ${caller.id}`);
    else
      await tx.execute(sql`insert into ${k.votes} (${k.key}, user_id, value) values (${id}, ${caller.id}, ${after})
                           on conflict (${k.key}, user_id) do update set value = excluded.value`);
    const delta = after - before;
    const [row] = await selectRows<{ score: number }>(
      tx,
      sql`update ${k.table} set ${k.score(delta)} where id = ${id} returning score`,
    );
    // One's own vote counts in the item's score (as on Reddit: the score is what everyone's votes
    // made of the item, and hiding one vote would make the author see a different number) but not in
    // the author's karma, which is what others think of them: else anyone could lift their own
    // points past a community's minimum (issue 26).
    if (item.author_id !== null && item.author_id !== caller.id && delta !== 0)
      await tx.execute(sql`update users set ${k.karma(delta)} where id = ${item.author_id}`);
    await announceScore(tx, { post: item.post_id, kind, id, score: row!.score });
    return { score: row!.score, user_vote: after as -1 | 0 | 1 };
  });
}
