import {
  COMMUNITY_ERROR_CODES,
  COMMUNITY_MESSAGES,
  mediaKind,
  type Post,
  type Language,
  type PostDetail,
  type PostListQuery,
  type SortOption,
  type TopPeriod,
} from '@sangam/contracts';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { videos } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-errors';
import { pageWindow } from '../../lib/paging';
import { searchOver, storeSearchKeys, suggestionsIfNoneFound, titleWords, type Searchable } from '../../lib/search';
import { tagVocabularyColumn } from '../../lib/translations';
import type { Caller } from '../../plugins/auth';
import { assertNotBanned } from '../users';
import { mentionNames, noticeMentions, resolveMentions } from './mentions';
import { assertNotBannedFrom } from './bans';
import { communityIdOf, toTextArray } from './communities';
import {
  blockedByCaller,
  hiddenPostCount,
  myBanColumn,
  postColumns,
  postFrom,
  toMyBan,
  toPost,
  type MyBanRow,
  type PostRow,
} from './rows';

/** Each sort's order; every one matches an index (DESC NULLS LAST, as the indexes are written). */
export const ORDER: Record<SortOption, SQL> = {
  new: sql`p.created_at desc nulls last, p.id desc nulls last`,
  top: sql`p.score desc nulls last, p.id desc nulls last`,
  hot: sql`p.hot_rank desc nulls last, p.id desc nulls last`,
};

/** The oldest post each period reaches, by the post's age; `all` reaches every post. */
const SINCE: Record<TopPeriod, SQL | null> = {
  day: sql`now() - interval '1 day'`,
  week: sql`now() - interval '7 days'`,
  month: sql`now() - interval '1 month'`,
  year: sql`now() - interval '1 year'`,
  all: null,
};

/** The condition on posts (alias p) of the period, or null for all of them. */
function withinPeriod(period: TopPeriod): SQL | null {
  const since = SINCE[period];
  return since ? sql`p.created_at >= ${since}` : null;
}

/**
 * One page of posts: first the ids of the page (from an index, nothing per row), then the columns
 * of just those rows, so a deep page costs no more per-row work than the first. A post reads as
 * pinned only in its own community's list (`pinsShown`): a community's pins are its own.
 */
export async function pageOfPosts(
  db: Db,
  caller: Caller | null,
  ids: SQL,
  count: SQL,
  order: SQL,
  lang: Language | undefined,
  pinsShown = false,
): Promise<{ count: number; results: Post[] }> {
  const [rows, [total]] = await Promise.all([
    selectRows<PostRow>(
      db,
      sql`select ${postColumns(caller)} from ${postFrom} where p.id in (${ids}) order by ${order}`,
    ),
    selectRows<{ n: number }>(db, count),
  ]);
  const titles = await libraryTitles(db, rows);
  return {
    count: total?.n ?? 0,
    results: rows.map((row) => {
      const { can_moderate: _, ...post } = toPost(row, caller, lang, titles);
      return pinsShown ? post : { ...post, is_pinned: false };
    }),
  };
}

/**
 * The titles of our own published videos that posts link to on YouTube, by YouTube id: a post shows
 * the video's name before anyone presses play, and the server never asks YouTube for it.
 */
async function libraryTitles(db: Db, rows: PostRow[]): Promise<Map<string, string>> {
  const ids = [
    ...new Set(rows.map((row) => mediaKind(row.media_url)).flatMap((m) => (m?.kind === 'youtube' ? [m.id] : []))),
  ];
  if (!ids.length) return new Map();
  const found = await db
    .select({ id: videos.youtubeId, title: videos.title })
    .from(videos)
    .where(and(inArray(videos.youtubeId, ids), eq(videos.status, 'published')));
  return new Map(found.map((v) => [v.id, v.title]));
}

/** What lists show: a post its moderators removed or its author deleted is out of them (and of the post counts). */
const LISTED = sql`p.removed_at is null and p.deleted_at is null`;

/** What search reads of a post (lib/search): its title and tags (named in every language) first, then its text. */
export const searchablePosts: Searchable<{
  id: number;
  title: string;
  tags: string[];
  /** The tags' names in every language, where the tag vocabulary has them. */
  tag_names: string[];
  content: string;
}> = {
  table: 'posts',
  rows: (ids) =>
    sql`select id, title, tags, ${tagVocabularyColumn(sql`tags`)} as tag_names, content from posts where id in (${ids})`,
  document: (row) => ({ head: [row.title, ...row.tags, ...row.tag_names], body: [row.content] }),
};

/**
 * Posts of one community (or of all), sorted new, top or hot, optionally with one tag, of one period
 * (`t`: the last day, week…) or searched (best match first, in any script or spelling). Without a
 * tag, period or search the total is the communities' post counters (kept exact with every post),
 * not a count, less the posts of people the caller blocked, which a member never sees in a list
 * (issue 26). A search that found
 * nothing also names the spellings nearest its words (issue 21), as every searched list does.
 */
export async function listPosts(db: Db, caller: Caller | null, query: PostListQuery) {
  const { limit, offset } = pageWindow(query.page, query.page_size);
  const community = query.community ? await communityIdOf(db, query.community) : null;
  const conditions: SQL[] = [LISTED];
  if (caller) conditions.push(sql`not ${blockedByCaller(caller, sql`p.author_id`)}`);
  if (community) conditions.push(sql`p.community_id = ${community.id}`);
  if (query.tag) conditions.push(sql`p.tags @> ${toTextArray([query.tag])}`);
  const period = withinPeriod(query.t);
  if (period) conditions.push(period);
  let order = ORDER[query.sort];
  if (query.q) {
    const search = searchOver(query.q, sql`p.search_document`);
    conditions.push(search.match);
    order = sql`${search.rank} desc, ${order}`;
  }
  const where = sql.join(conditions, sql` and `);
  const count =
    query.tag || query.q || period
      ? sql`select count(*)::int as n from posts p where ${where}`
      : community
        ? sql`select post_count - ${hiddenPostCount(caller, sql`p.community_id = ${community.id}`)} as n
              from communities where id = ${community.id}`
        : sql`select (coalesce(sum(post_count), 0) - ${hiddenPostCount(caller, sql`true`)})::int as n from communities`;
  // A community's pins lead every sort of its own list (not a search, which ranks by match).
  const pinsShown = community !== null && !query.q;
  const ids = pinsShown
    ? await pinnedFirst(db, where, order, limit, offset)
    : sql`select p.id from posts p where ${where} order by ${order} limit ${limit} offset ${offset}`;
  const page = await pageOfPosts(
    db,
    caller,
    ids,
    count,
    pinsShown ? sql`p.pinned_at desc nulls last, ${order}` : order,
    query.lang,
    pinsShown,
  );
  return {
    ...page,
    ...(await suggestionsIfNoneFound(query.q, page.count, () => postNamesToSuggest(db, community?.id))),
  };
}

/**
 * The ids of one page of a community's list read as its pinned posts (at most COMMUNITY_LIMITS.pinsMax,
 * from their partial index, the latest pinned first) followed by the rest in the sort's order (from
 * the sort's index). The pins take the first places of page 1 and the rest shift by as many, so the
 * total and the pages stay coherent: every post is on exactly one page.
 */
async function pinnedFirst(db: Db, where: SQL, order: SQL, limit: number, offset: number): Promise<SQL> {
  const pinned = await selectRows<{ id: number }>(
    db,
    sql`select p.id from posts p where ${where} and p.pinned_at is not null order by p.pinned_at desc, p.id desc`,
  );
  const pinsHere = pinned.slice(offset, offset + limit).map((row) => sql`${row.id}::int`);
  const rest = sql`select p.id from posts p where ${where} and p.pinned_at is null order by ${order}
    limit ${limit - pinsHere.length} offset ${Math.max(0, offset - pinned.length)}`;
  return pinsHere.length
    ? sql`(${rest}) union all values ${sql.join(
        pinsHere.map((id) => sql`(${id})`),
        sql`, `,
      )}`
    : rest;
}

/** How many posts' words a search that found nothing reads: the best-voted, so the cost stays flat as posts grow. */
const POSTS_TO_SUGGEST_FROM = 500;

/**
 * What a post search that found nothing may suggest: the words of the titles and the tags of the
 * best-voted posts it searched (one community's, or all), so a suggestion leads to something there.
 */
async function postNamesToSuggest(db: Db, communityId: number | undefined): Promise<string[]> {
  const rows = await selectRows<{ title: string; tags: string[] }>(
    db,
    sql`select title, tags from posts p
        where ${LISTED} ${communityId ? sql`and p.community_id = ${communityId}` : sql``}
        order by p.score desc nulls last, p.id desc limit ${POSTS_TO_SUGGEST_FROM}`,
  );
  return [...titleWords(rows.map((r) => r.title)), ...new Set(rows.flatMap((r) => r.tags))];
}

/**
 * Posts of the communities the caller follows, each with its community's name in the same row, of
 * one period when asked (`t`). Each followed community gives at most its own first rows (from its
 * own index), so the walk stays short whether the person follows big or tiny communities.
 */
export function feed(
  db: Db,
  caller: Caller,
  query: { page: number; page_size: number; sort: SortOption; t: TopPeriod; lang?: Language },
) {
  const { limit, offset } = pageWindow(query.page, query.page_size);
  const order = ORDER[query.sort];
  const period = withinPeriod(query.t);
  const listed = sql`${LISTED} and not ${blockedByCaller(caller, sql`p.author_id`)}`;
  const shown = period ? sql`${listed} and ${period}` : listed;
  const ids = sql`select p.id from community_follows f
    cross join lateral (
      select p.id, p.created_at, p.score, p.hot_rank from posts p
      where p.community_id = f.community_id and ${shown}
      order by ${order} limit ${offset + limit}
    ) p
    where f.user_id = ${caller.id}
    order by ${order} limit ${limit} offset ${offset}`;
  // The communities' counters are the total of all time; a period's posts are counted.
  const followed = sql`p.community_id in (select community_id from community_follows where user_id = ${caller.id})`;
  const count = period
    ? sql`select count(*)::int as n
      from community_follows f join posts p on p.community_id = f.community_id where f.user_id = ${caller.id} and ${shown}`
    : sql`select (coalesce(sum(c.post_count), 0) - ${hiddenPostCount(caller, followed)})::int as n
      from community_follows f join communities c on c.id = f.community_id where f.user_id = ${caller.id}`;
  return pageOfPosts(db, caller, ids, count, order, query.lang);
}

export async function getPost(db: Db, caller: Caller | null, id: number, lang?: Language): Promise<PostDetail> {
  // The caller's ban from the post's community is read here only: lists do not need it.
  const [row] = await selectRows<PostRow & { my_ban: MyBanRow }>(
    db,
    sql`select ${postColumns(caller)}, ${myBanColumn(caller, sql`p.community_id`)} as my_ban
        from ${postFrom} where p.id = ${id}`,
  );
  if (!row) throw notFound(COMMUNITY_MESSAGES.postNotFound);
  return { ...toPost(row, caller, lang, await libraryTitles(db, [row])), my_ban: toMyBan(row.my_ban) };
}

export interface NewPost {
  title: string;
  content: string;
  media_url: string;
  community: string;
  tags: string[];
}

/**
 * Creates a post when the author has the community's minimum karma; the community's post count
 * changes in the same transaction. A new post starts with the hot rank of score 0 at its age 0.
 */
export async function createPost(db: Db, caller: Caller, input: NewPost): Promise<PostDetail> {
  await assertNotBanned(db, caller.id);
  const community = await communityIdOf(db, input.community);
  await assertNotBannedFrom(db, community.id, caller.id);
  const [author] = await selectRows<{ karma: number }>(db, sql`select karma from users where id = ${caller.id}`);
  const karma = author?.karma ?? 0;
  // 0 means no minimum: a newcomer whose first comment was downvoted may still post.
  if (community.minKarma > 0 && karma < community.minKarma && caller.role !== 'admin') {
    throw new HttpError(
      403,
      COMMUNITY_ERROR_CODES.karmaTooLow,
      COMMUNITY_MESSAGES.karmaTooLow(community.minKarma, karma),
    );
  }
  const id = await db.transaction(async (tx) => {
    const mentioned = await resolveMentions(tx, caller, input.content);
    const [row] = await selectRows<{ id: number }>(
      tx,
      sql`insert into posts (community_id, author_id, title, content, media_url, tags, mentions, hot_rank)
          values (${community.id}, ${caller.id}, ${input.title}, ${input.content}, ${input.media_url},
                  ${toTextArray(input.tags)}, ${mentionNames(mentioned)}::text[], hot_rank(0, now()))
          returning id`,
    );
    await storeSearchKeys(tx, searchablePosts, [row!.id]);
    await tx.execute(sql`update communities set post_count = post_count + 1 where id = ${community.id}`);
    await noticeMentions(tx, caller.id, mentioned, [], { postId: row!.id, content: input.content });
    return row!.id;
  });
  return getPost(db, caller, id);
}
