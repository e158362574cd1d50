import {
  COMMUNITY_ERROR_CODES,
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  type Post,
  type SavedAnswer,
  type SavedComment,
  type SavedListQuery,
  type SavedType,
} from '@sangam/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-errors';
import { pageWindow } from '../../lib/paging';
import type { Caller } from '../../plugins/auth';
import { pageOfPosts } from './posts';
import { commentColumns, commentFrom, toComment, type CommentRow } from './rows';

/** Saves a person makes take one advisory lock per person, so the cap counts exactly under concurrency. */
const PERSON_SAVES_LOCK = 9_401;

/**
 * The two savable things: their table of saves, and which of them are still shown. A removed or deleted post, a
 * deleted or removed comment, and a comment of such a post are not shown: they cannot be saved,
 * and a list of saves leaves them out (their saves stay, so a restored item comes back).
 */
const KINDS: Record<SavedType, { saves: SQL; key: SQL; shown: (id: SQL) => SQL; missing: string }> = {
  post: {
    saves: sql`saved_posts`,
    key: sql`post_id`,
    shown: (id) =>
      sql`exists (select 1 from posts p where p.id = ${id} and p.removed_at is null and p.deleted_at is null)`,
    missing: COMMUNITY_MESSAGES.postNotFound,
  },
  comment: {
    saves: sql`saved_comments`,
    key: sql`comment_id`,
    shown: (id) => sql`exists (select 1 from comments k join posts p on p.id = k.post_id
      where k.id = ${id} and k.deleted_at is null and k.removed_at is null and p.removed_at is null and p.deleted_at is null)`,
    missing: COMMUNITY_MESSAGES.commentNotFound,
  },
};

/** The caller's saves of one kind that are still shown, as SQL over `saved_<kind>s s`. */
const shownSaves = (caller: Caller, kind: SavedType) =>
  sql`${KINDS[kind].saves} s where s.user_id = ${caller.id} and ${KINDS[kind].shown(sql`s.${KINDS[kind].key}`)}`;

/**
 * Save a shown post or comment; saving it again changes nothing. The cap counts what the person can
 * see in their list (so a save of something since removed never blocks them), under their lock.
 */
export async function save(db: Db, caller: Caller, kind: SavedType, id: number): Promise<SavedAnswer> {
  const k = KINDS[kind];
  return db.transaction(async (tx) => {
    const [item] = await selectRows<{ shown: boolean }>(tx, sql`select ${k.shown(sql`${id}::int`)} as shown`);
    if (!item?.shown) throw notFound(k.missing);
    await tx.execute(sql`select pg_advisory_xact_lock(${PERSON_SAVES_LOCK}::int, ${caller.id}::int)`);
    const [already] = await selectRows<{ id: number }>(
      tx,
      sql`select ${k.key} as id from ${k.saves} where user_id = ${caller.id} and ${k.key} = ${id}`,
    );
    if (already) return { saved: true };
    const [kept] = await selectRows<{ n: number }>(
      tx,
      sql`select (select count(*) from ${shownSaves(caller, 'post')}) + (select count(*) from ${shownSaves(caller, 'comment')}) as n`,
    );
    const max = COMMUNITY_LIMITS.savedMax;
    if (Number(kept?.n ?? 0) >= max)
      throw new HttpError(400, COMMUNITY_ERROR_CODES.tooManySaved, COMMUNITY_MESSAGES.tooManySaved(max));
    await tx.execute(
      sql`insert into ${k.saves} (user_id, ${k.key}) values (${caller.id}, ${id}) on conflict do nothing`,
    );
    return { saved: true };
  });
}

/**
 * Unsave; unsaving what is not saved changes nothing. Only a post or comment that does not exist is
 * a 404: one removed since it was saved can still be let go.
 */
export async function unsave(db: Db, caller: Caller, kind: SavedType, id: number): Promise<SavedAnswer> {
  const k = KINDS[kind];
  const [item] = await selectRows<{ id: number }>(
    db,
    sql`select id from ${kind === 'post' ? sql`posts` : sql`comments`} where id = ${id}`,
  );
  if (!item) throw notFound(k.missing);
  await db.execute(sql`delete from ${k.saves} where user_id = ${caller.id} and ${k.key} = ${id}`);
  return { saved: false };
}

/**
 * The caller's saved posts or comments, the most recently saved first, each as the lists show it
 * (a comment with its post's title, to link it). What is no longer shown is left out.
 */
export async function listSaved(
  db: Db,
  caller: Caller,
  query: SavedListQuery,
): Promise<{ count: number; results: (Post | SavedComment)[] }> {
  const { limit, offset } = pageWindow(query.page, query.page_size);
  const k = KINDS[query.type];
  const order = sql`(select s.saved_at from ${k.saves} s where s.user_id = ${caller.id} and s.${k.key} = ${
    query.type === 'post' ? sql`p.id` : sql`k.id`
  }) desc`;
  const ids = sql`select s.${k.key} from ${shownSaves(caller, query.type)} order by s.saved_at desc limit ${limit} offset ${offset}`;
  const count = sql`select count(*)::int as n from ${shownSaves(caller, query.type)}`;
  if (query.type === 'post') return pageOfPosts(db, caller, ids, count, order, query.lang);
  const [rows, [total]] = await Promise.all([
    selectRows<CommentRow & { post_title: string }>(
      db,
      sql`select ${commentColumns(caller)}, p.title as post_title
          from ${commentFrom} join posts p on p.id = k.post_id where k.id in (${ids}) order by ${order}`,
    ),
    selectRows<{ n: number }>(db, count),
  ]);
  return {
    count: total?.n ?? 0,
    results: rows.map((row) => ({ ...toComment(row, caller), post_title: row.post_title })),
  };
}
