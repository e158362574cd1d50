import {
  COMMUNITY_MESSAGES,
  USER_SEARCH_MAX,
  type Language,
  type Profile,
  type ProfileComment,
  type Translations,
} from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { iso } from '../../lib/iso-time';
import { notFound } from '../../lib/http-errors';
import { pageWindow } from '../../lib/paging';
import { readerText } from '../../lib/translations';
import type { Caller } from '../../plugins/auth';
import { ORDER, pageOfPosts } from './posts';
import { commentColumns, commentFrom, toComment, type CommentRow } from './rows';

/**
 * Public profiles (issue 26): what anyone may read of a member of the community. A deleted account
 * is gone from `users` (its posts and comments stay without an author), so its name answers 404.
 */

interface PersonRow {
  id: number;
  username: string;
  display_name: string;
  created_at: Date | string;
  karma: number;
  comment_karma: number;
  is_blocked: boolean;
}

/** The id of the person with this name (any case), or 404. */
export async function personIdOf(db: Pick<Db, 'execute'>, username: string): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`select id from users where lower(username) = ${username.toLowerCase()}`,
  );
  if (!row) throw notFound(COMMUNITY_MESSAGES.personNotFound);
  return row.id;
}

export async function getProfile(
  db: Db,
  caller: Caller | null,
  username: string,
  lang: Language | undefined,
): Promise<Profile> {
  const [person] = await selectRows<PersonRow>(
    db,
    sql`select u.id, u.username, u.display_name, u.created_at, u.karma, u.comment_karma,
          exists (select 1 from user_blocks b where b.blocker_id = ${caller?.id ?? 0} and b.blocked_id = u.id) as is_blocked
        from users u where lower(u.username) = ${username.toLowerCase()}`,
  );
  if (!person) throw notFound(COMMUNITY_MESSAGES.personNotFound);
  const moderated = await selectRows<{ slug: string; name: string; translations: Translations }>(
    db,
    sql`select c.slug, c.name, c.translations from community_moderators m join communities c on c.id = m.community_id
        where m.user_id = ${person.id} order by c.name`,
  );
  return {
    username: person.username,
    display_name: person.display_name,
    date_joined: iso(person.created_at),
    // Karma is kept whole (it decides who may post); the comments' part is kept beside it.
    post_karma: person.karma - person.comment_karma,
    comment_karma: person.comment_karma,
    moderates: moderated.map((c) => ({ slug: c.slug, name: readerText(lang, c.translations).text('name', c.name) })),
    is_blocked: person.is_blocked,
  };
}

interface PageQuery {
  page: number;
  page_size: number;
  lang?: Language;
}

/** Their posts, newest first, without the removed or deleted ones. */
export async function listPersonPosts(db: Db, caller: Caller | null, username: string, query: PageQuery) {
  const author = await personIdOf(db, username);
  const { limit, offset } = pageWindow(query.page, query.page_size);
  const where = sql`p.author_id = ${author} and p.removed_at is null and p.deleted_at is null`;
  return pageOfPosts(
    db,
    caller,
    sql`select p.id from posts p where ${where} order by ${ORDER.new} limit ${limit} offset ${offset}`,
    sql`select count(*)::int as n from posts p where ${where}`,
    ORDER.new,
    query.lang,
  );
}

/** Their comments, newest first, each with its post's title; deleted, removed and on removed or deleted posts left out. */
export async function listPersonComments(
  db: Db,
  caller: Caller | null,
  username: string,
  query: PageQuery,
): Promise<{ count: number; results: ProfileComment[] }> {
  const author = await personIdOf(db, username);
  const { limit, offset } = pageWindow(query.page, query.page_size);
  const from = sql`comments k join posts p on p.id = k.post_id`;
  const where = sql`k.author_id = ${author} and k.deleted_at is null and k.removed_at is null and p.removed_at is null and p.deleted_at is null`;
  const [rows, [total]] = await Promise.all([
    selectRows<CommentRow & { post_title: string }>(
      db,
      sql`select ${commentColumns(caller, sql`p.community_id`)}, p.title as post_title
          from ${commentFrom} join posts p on p.id = k.post_id
          where k.id in (select k.id from ${from} where ${where}
                         order by k.created_at desc, k.id desc limit ${limit} offset ${offset})
          order by k.created_at desc, k.id desc`,
    ),
    selectRows<{ n: number }>(db, sql`select count(*)::int as n from ${from} where ${where}`),
  ]);
  return {
    count: total?.n ?? 0,
    results: rows.map((row) => ({ ...toComment(row, caller), post_title: row.post_title })),
  };
}

/**
 * People whose username starts with what was typed, shortest names first (the likeliest meant).
 * The typed text is matched literally: `_` is a wildcard in LIKE, so it is escaped.
 */
export async function searchPeople(db: Pick<Db, 'execute'>, typed: string) {
  const prefix = `${typed.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return selectRows<{ username: string; display_name: string }>(
    db,
    sql`select username, display_name from users
        where lower(username) like ${prefix}
        order by length(username), lower(username) limit ${USER_SEARCH_MAX}`,
  );
}
