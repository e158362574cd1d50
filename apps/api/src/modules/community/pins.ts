import { COMMUNITY_ERROR_CODES, COMMUNITY_LIMITS, COMMUNITY_MESSAGES } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-errors';
import type { Caller } from '../../plugins/auth';
import { requireModerator } from './moderation';
import { recordModAction } from './modlog';

/**
 * A moderator pins a post above every sort of its community's list (issue 26), or unpins it. At
 * most COMMUNITY_LIMITS.pinsMax per community: a third is refused (409) rather than silently
 * unpinning the oldest, so the moderators choose what goes. The community's row is locked while
 * its pins are counted, so two moderators pinning at once cannot make three.
 */
export async function setPinned(db: Db, caller: Caller, postId: number, pinned: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const [post] = await selectRows<{ community_id: number; gone: boolean; author_id: number | null }>(
      tx,
      sql`select community_id, (removed_at is not null or deleted_at is not null) as gone, author_id
          from posts where id = ${postId}`,
    );
    if (!post) throw notFound(COMMUNITY_MESSAGES.postNotFound);
    await requireModerator(tx, caller, post.community_id);
    if (pinned) {
      if (post.gone) throw new HttpError(400, COMMUNITY_ERROR_CODES.pinGone, COMMUNITY_MESSAGES.pinGone);
      await tx.execute(sql`select id from communities where id = ${post.community_id} for update`);
      const [others] = await selectRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from posts
            where community_id = ${post.community_id} and pinned_at is not null and id <> ${postId}`,
      );
      if ((others?.n ?? 0) >= COMMUNITY_LIMITS.pinsMax)
        throw new HttpError(
          409,
          COMMUNITY_ERROR_CODES.tooManyPins,
          COMMUNITY_MESSAGES.tooManyPins(COMMUNITY_LIMITS.pinsMax),
        );
    }
    const changed = await selectRows<{ id: number }>(
      tx,
      pinned
        ? sql`update posts set pinned_at = now() where id = ${postId} and pinned_at is null returning id`
        : sql`update posts set pinned_at = null where id = ${postId} and pinned_at is not null returning id`,
    );
    if (changed[0])
      await recordModAction(tx, {
        communityId: post.community_id,
        actorId: caller.id,
        action: pinned ? 'pin_post' : 'unpin_post',
        targetUserId: post.author_id,
        postId,
      });
  });
}
