import { COMMUNITY_MESSAGES, type PostDetail, type PostEdit } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { badRequest, notFound, permissionDenied } from '../../lib/http-errors';
import { storeSearchKeys } from '../../lib/search';
import type { Caller } from '../../plugins/auth';
import { assertNotBanned } from '../users';
import { assertNotBannedFrom } from './bans';
import { toTextArray } from './communities';
import { mentionNames, noticeMentions, resolveMentions } from './mentions';
import { getPost, searchablePosts } from './posts';

/**
 * What an author does to their own post (issue 26), as they do to their comments: edit it, the
 * version before kept in its history, or delete it, its comments kept. Moderators do neither: they
 * remove and restore (moderation.ts).
 */

/** A version as the table keeps it: the text as written (the API renders it on reading). */
type StoredEdit = Omit<PostEdit, 'content_html'>;
type Editable = Omit<StoredEdit, 'edited_at'>;

/** The author's post, locked for the change: 404, then 403 for anyone else, then 400 when it is gone. */
async function ownPost(tx: Pick<Db, 'execute'>, caller: Caller, id: number, refuseRemoved: boolean) {
  const [row] = await selectRows<
    Editable & {
      author_id: number | null;
      community_id: number;
      mentions: string[];
      deleted: boolean;
      removed: boolean;
    }
  >(
    tx,
    sql`select author_id, community_id, title, content, media_url, tags, mentions,
               deleted_at is not null as deleted, removed_at is not null as removed
        from posts where id = ${id} for update`,
  );
  if (!row) throw notFound(COMMUNITY_MESSAGES.postNotFound);
  if (row.author_id !== caller.id) throw permissionDenied(COMMUNITY_MESSAGES.notPostAuthor);
  if (row.deleted || (refuseRemoved && row.removed)) throw badRequest(COMMUNITY_MESSAGES.postGone);
  return row;
}

/**
 * The author edits: each field given replaces the stored one, the version before is appended to
 * the edit history, and search finds the post by its new words. A removed post cannot be edited
 * (as a removed comment cannot): its moderators judged the text they see.
 */
export async function editPost(db: Db, caller: Caller, id: number, input: Partial<Editable>): Promise<PostDetail> {
  await assertNotBanned(db, caller.id);
  await db.transaction(async (tx) => {
    const before = await ownPost(tx, caller, id, true);
    await assertNotBannedFrom(tx, before.community_id, caller.id);
    const after: Editable = {
      title: input.title ?? before.title,
      content: input.content ?? before.content,
      media_url: input.media_url ?? before.media_url,
      tags: input.tags ?? before.tags,
    };
    const same =
      after.title === before.title &&
      after.content === before.content &&
      after.media_url === before.media_url &&
      after.tags.join('\n') === before.tags.join('\n');
    if (same) return;
    const entry: StoredEdit[] = [
      {
        title: before.title,
        content: before.content,
        media_url: before.media_url,
        tags: before.tags,
        edited_at: new Date().toISOString(),
      },
    ];
    const mentioned = await resolveMentions(tx, caller, after.content);
    await tx.execute(
      sql`update posts set title = ${after.title}, content = ${after.content}, media_url = ${after.media_url},
            tags = ${toTextArray(after.tags)}, edit_history = edit_history || ${JSON.stringify(entry)}::jsonb,
            mentions = ${mentionNames(mentioned)}::text[]
          where id = ${id}`,
    );
    await storeSearchKeys(tx, searchablePosts, [id]);
    await noticeMentions(tx, caller.id, mentioned, before.mentions, { postId: id, content: after.content });
  });
  return getPost(db, caller, id);
}

/**
 * The author deletes: the post shows as deleted and leaves the lists; its page and comments stay.
 * Its community's post count goes down in the same transaction unless a moderator's removal
 * already took it out. Its score stays in the author's points, as a deleted comment's does, so
 * deleting a downvoted post does not raise them. A pinned post leaves its pin, as a removed one does.
 */
export async function deletePost(db: Db, caller: Caller, id: number): Promise<PostDetail> {
  await db.transaction(async (tx) => {
    const post = await ownPost(tx, caller, id, false);
    await tx.execute(sql`update posts set deleted_at = now(), pinned_at = null where id = ${id}`);
    if (!post.removed)
      await tx.execute(sql`update communities set post_count = post_count - 1 where id = ${post.community_id}`);
  });
  return getPost(db, caller, id);
}
