import {
  COMMUNITY_ERROR_CODES,
  COMMUNITY_MESSAGES,
  type Community,
  type CommunityListQuery,
  type FollowAnswer,
  isLanguage,
  type Language,
  type TranslationsRequest,
  type Translations,
} from '@sangam/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-errors';
import { pageWindow } from '../../lib/paging';
import { searchOver, storeSearchKeys, suggestionsIfNoneFound, titleWords, type Searchable } from '../../lib/search';
import { languagesFirst } from '../../lib/reader-languages';
import { insertUnderFreeSlug, slugFromName } from '../../lib/slugs';
import { allTexts, mergedTranslations, readerText, tagNamer, tagVocabularyColumn } from '../../lib/translations';
import type { Caller } from '../../plugins/auth';
import { assertNotBanned } from '../users';
import { communityColumns, communityFrom, toCommunity, type CommunityRow } from './rows';

export interface NewCommunity {
  name: string;
  description: string;
  tags: string[];
  min_karma_to_post: number;
  rules: string;
  /** The language it writes in; left out, the creator's interface language. */
  content_language?: Language;
  /** Its name, description and rules in other languages. */
  translations?: TranslationsRequest;
}

/**
 * What search reads of a community (lib/search): its name in every language and its tags first, then
 * its description in every language, so that a reader finds it by the name their language gives it.
 */
export const searchableCommunities: Searchable<{
  id: number;
  name: string;
  tags: string[];
  /** The tags' names in every language, where the tag vocabulary has them. */
  tag_names: string[];
  description: string;
  translations: Translations;
}> = {
  table: 'communities',
  rows: (ids) =>
    sql`select id, name, tags, ${tagVocabularyColumn(sql`tags`)} as tag_names, description, translations
        from communities where id in (${ids})`,
  document: (row) => ({
    head: [...allTexts(row.name, row.translations, 'name'), ...row.tags, ...row.tag_names],
    body: allTexts(row.description, row.translations, 'description'),
  }),
};

/** A search's condition and rank over communities (alias c), in any script or spelling. */
const communitySearch = (q: string | undefined) => (q ? searchOver(q, sql`c.search_document`) : null);

/** Communities as a reader of `lang` reads them: one more query names every tag of the page. */
async function inLanguage(db: Db, caller: Caller | null, rows: CommunityRow[], lang: Language | undefined) {
  const tagName = await tagNamer(
    db,
    rows.flatMap((row) => row.tags),
    lang,
  );
  return rows.map((row) => toCommunity(row, caller, { lang, tagName }));
}

async function pageOf(db: Db, caller: Caller | null, where: SQL, query: CommunityListQuery, order: SQL) {
  const { page, page_size: pageSize } = query;
  const { limit, offset } = pageWindow(page, pageSize);
  const [rows, [total]] = await Promise.all([
    selectRows<CommunityRow>(
      db,
      sql`select ${communityColumns(caller)} from ${communityFrom} where ${where} order by ${order} limit ${limit} offset ${offset}`,
    ),
    selectRows<{ n: number }>(db, sql`select count(*)::int as n from communities c where ${where}`),
  ]);
  return { count: total?.n ?? 0, results: await inLanguage(db, caller, rows, query.lang) };
}

/**
 * Those in the reader's languages first, then the popular ones (most followers); a search ranks by
 * how well its words match first, and one that found nothing names the nearest spellings.
 */
export async function listCommunities(
  db: Db,
  caller: Caller | null,
  query: CommunityListQuery,
  readerLanguages: readonly Language[] = [],
) {
  const search = communitySearch(query.q);
  const popular = sql`c.follower_count desc nulls last, c.id`;
  const mine = languagesFirst(sql`c.content_language`, readerLanguages);
  const usual = mine ? sql`${mine}, ${popular}` : popular;
  const page = await pageOf(
    db,
    caller,
    search?.match ?? sql`true`,
    query,
    search ? sql`${search.rank} desc, ${usual}` : usual,
  );
  return {
    ...page,
    ...(await suggestionsIfNoneFound(query.q, page.count, () => communityNamesToSuggest(db, query.lang))),
  };
}

/**
 * What a community search that found nothing may suggest: the words of the names (as written and
 * in the reader's language), and the tags.
 */
async function communityNamesToSuggest(db: Db, lang: Language | undefined): Promise<string[]> {
  const rows = await selectRows<{ name: string; tags: string[]; translations: Translations }>(
    db,
    sql`select name, tags, translations from communities`,
  );
  const tags = [...new Set(rows.flatMap((r) => r.tags))];
  const tagName = await tagNamer(db, tags, lang);
  return [
    ...titleWords(rows.flatMap((r) => [r.name, readerText(lang, r.translations).text('name', r.name)])),
    ...new Set([...tags, ...tags.map(tagName)]),
  ];
}

/** The communities the caller follows, the most recently followed first. */
export function listFollowed(db: Db, caller: Caller, query: CommunityListQuery) {
  const search = communitySearch(query.q);
  const where = sql`exists (select 1 from community_follows f where f.community_id = c.id and f.user_id = ${caller.id})
    ${search ? sql`and ${search.match}` : sql``}`;
  return pageOf(
    db,
    caller,
    where,
    query,
    sql`(select f.created_at from community_follows f where f.community_id = c.id and f.user_id = ${caller.id}) desc, c.id`,
  );
}

/** A community by slug, or by id when the key is a number (spec: `communities/{slug or id}/`). */
export async function getCommunity(db: Db, caller: Caller | null, key: string, lang?: Language): Promise<Community> {
  const byId = /^\d{1,9}$/.test(key) ? sql`c.id = ${Number(key)}` : sql`false`;
  const [row] = await selectRows<CommunityRow>(
    db,
    sql`select ${communityColumns(caller)} from ${communityFrom}
        where c.slug = ${key.toLowerCase()} or ${byId} order by (c.slug = ${key.toLowerCase()}) desc limit 1`,
  );
  if (!row) throw notFound(COMMUNITY_MESSAGES.communityNotFound);
  return (await inLanguage(db, caller, [row], lang))[0]!;
}

/** The id of a community by slug, or 404. */
export async function communityIdOf(db: Db, slug: string): Promise<{ id: number; minKarma: number }> {
  const [row] = await selectRows<{ id: number; min_karma_to_post: number }>(
    db,
    sql`select id, min_karma_to_post from communities where slug = ${slug.toLowerCase()}`,
  );
  if (!row) throw notFound(COMMUNITY_MESSAGES.communityNotFound);
  return { id: row.id, minKarma: row.min_karma_to_post };
}

/** 404 unless a community has this id. */
export async function communityExists(db: Pick<Db, 'execute'>, id: number): Promise<void> {
  const [row] = await selectRows<{ id: number }>(db, sql`select id from communities where id = ${id}`);
  if (!row) throw notFound(COMMUNITY_MESSAGES.communityNotFound);
}

const nameTaken = () =>
  new HttpError(409, COMMUNITY_ERROR_CODES.nameTaken, COMMUNITY_MESSAGES.nameTaken, {
    name: [COMMUNITY_MESSAGES.nameTaken],
  });

/** The language a new community writes in when its creator names none: their interface language, else English. */
async function creatorLanguage(db: Db, caller: Caller): Promise<Language> {
  const [row] = await selectRows<{ preferred_language: string }>(
    db,
    sql`select preferred_language from users where id = ${caller.id}`,
  );
  return row && isLanguage(row.preferred_language) ? row.preferred_language : 'en';
}

/**
 * Creates a community with a unique slug; its creator becomes its moderator and its first
 * follower. The unique indexes decide races: a taken name is a 409, a taken slug tries the next.
 */
export async function createCommunity(db: Db, caller: Caller, input: NewCommunity): Promise<Community> {
  await assertNotBanned(db, caller.id);
  const language = input.content_language ?? (await creatorLanguage(db, caller));
  const translations = mergedTranslations({}, input.translations ?? {}, language);
  const [sameName] = await selectRows<{ id: number }>(
    db,
    sql`select id from communities where lower(name) = lower(${input.name})`,
  );
  if (sameName) throw nameTaken();
  const id = await insertUnderFreeSlug(
    db,
    'communities',
    slugFromName(input.name),
    async (slug) => {
      const id = await db.transaction(async (tx) => {
        const [row] = await selectRows<{ id: number }>(
          tx,
          sql`insert into communities (slug, name, description, tags, min_karma_to_post, rules, content_language,
                                       translations, creator_id, follower_count)
              values (${slug}, ${input.name}, ${input.description}, ${toTextArray(input.tags)}, ${input.min_karma_to_post},
                      ${input.rules}, ${language}, ${JSON.stringify(translations)}::jsonb, ${caller.id}, 1)
              on conflict do nothing returning id`,
        );
        if (!row) return null;
        await storeSearchKeys(tx, searchableCommunities, [row.id]);
        await tx.execute(
          sql`insert into community_moderators (community_id, user_id) values (${row.id}, ${caller.id})`,
        );
        await tx.execute(sql`insert into community_follows (community_id, user_id) values (${row.id}, ${caller.id})`);
        return row.id;
      });
      if (id === null) {
        // Someone took the name or the slug in the meantime.
        const [again] = await selectRows<{ id: number }>(
          db,
          sql`select id from communities where lower(name) = lower(${input.name})`,
        );
        if (again) throw nameTaken();
      }
      return id;
    },
    { what: 'community with this name' },
  );
  return getCommunity(db, caller, String(id));
}

/** A text[] parameter (drizzle sends JS arrays as records otherwise). */
export const toTextArray = (values: string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/(["\\])/g, '\\$1')}"`).join(',')}}`}::text[]`;

/**
 * Follow and unfollow: the follow row and the count change in one transaction, and only when the
 * row really appears or goes, so the count stays exact whatever the concurrency.
 */
export async function follow(db: Db, caller: Caller, communityId: number): Promise<FollowAnswer> {
  return db.transaction(async (tx) => {
    const inserted = await selectRows<{ user_id: number }>(
      tx,
      sql`insert into community_follows (community_id, user_id)
          select ${communityId}, ${caller.id} where exists (select 1 from communities where id = ${communityId})
          on conflict do nothing returning user_id`,
    );
    const [row] = await selectRows<{ follower_count: number }>(
      tx,
      inserted.length
        ? sql`update communities set follower_count = follower_count + 1 where id = ${communityId} returning follower_count`
        : sql`select follower_count from communities where id = ${communityId}`,
    );
    if (!row) throw notFound(COMMUNITY_MESSAGES.communityNotFound);
    return { follower_count: row.follower_count, is_followed: true };
  });
}

export async function unfollow(db: Db, caller: Caller, communityId: number): Promise<FollowAnswer> {
  return db.transaction(async (tx) => {
    const deleted = await selectRows<{ user_id: number }>(
      tx,
      sql`delete from community_follows where community_id = ${communityId} and user_id = ${caller.id} returning user_id`,
    );
    const [row] = await selectRows<{ follower_count: number }>(
      tx,
      deleted.length
        ? sql`update communities set follower_count = follower_count - 1 where id = ${communityId} returning follower_count`
        : sql`select follower_count from communities where id = ${communityId}`,
    );
    if (!row) throw notFound(COMMUNITY_MESSAGES.communityNotFound);
    return { follower_count: row.follower_count, is_followed: false };
  });
}
