import {
  slugify,
  THUMBNAIL_WIDTHS,
  youtubeIdFrom,
  type Category,
  type Language,
  type CommunityPulse,
  type Tag,
  type Translations,
  type Video,
  type VideoLanguage,
  type VideoListQuery,
} from '@sangam/contracts';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { searchWords, tags, videoCategories, videoLanguages, videos, videoTags } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { languagesFirst } from '../../lib/reader-languages';
import {
  findMisspellings,
  lexiconWords,
  queryWords,
  searchDocument,
  searchSql,
  suggestSpellings,
  type Searchable,
} from '../../lib/search';
import { allTexts, readerText } from '../../lib/translations';
import { recordAudit } from '../console';
import { thumbnailPath } from './thumbnails';

type VideoRow = typeof videos.$inferSelect;
type CategoryRow = typeof videoCategories.$inferSelect;
type LanguageRow = typeof videoLanguages.$inferSelect;

const toCategory = (row: CategoryRow, lang?: Language): Category => ({
  id: row.id,
  name: readerText(lang, row.translations).text('name', row.name),
  slug: row.slug,
});
const toLanguage = (row: LanguageRow): VideoLanguage => ({
  id: row.id,
  code: row.code,
  name: row.name,
  slug: row.slug,
});

function toVideo(
  row: CardRow,
  category: CategoryRow | null,
  language: LanguageRow | null,
  tagList: Tag[],
  lang: Language | undefined,
): Video {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    youtube_id: row.youtubeId,
    youtube_url: `https://www.youtube.com/watch?v=${row.youtubeId}`,
    thumbnailUrl: thumbnailPath(row, category?.slug ?? null, 480),
    thumbnailSrcset: THUMBNAIL_WIDTHS.map((w) => `${thumbnailPath(row, category?.slug ?? null, w)} ${w}w`).join(', '),
    duration_seconds: row.durationSeconds,
    is_kids: row.isKids,
    category: category ? toCategory(category, lang) : null,
    language: language ? toLanguage(language) : null,
    tags: tagList,
    created_at: row.createdAt.toISOString(),
  };
}

/** The tags of many videos in one query (never one query per video). */
async function tagsOf(db: Db, videoIds: number[], lang: Language | undefined): Promise<Map<number, Tag[]>> {
  const byVideo = new Map<number, Tag[]>();
  if (videoIds.length === 0) return byVideo;
  const rows = await db
    .select({
      videoId: videoTags.videoId,
      id: tags.id,
      name: tags.name,
      slug: tags.slug,
      translations: tags.translations,
    })
    .from(videoTags)
    .innerJoin(tags, eq(tags.id, videoTags.tagId))
    .where(inArray(videoTags.videoId, videoIds))
    .orderBy(asc(tags.name));
  for (const { videoId, translations, ...tag } of rows) {
    const list = byVideo.get(videoId) ?? [];
    list.push({ ...tag, name: readerText(lang, translations).text('name', tag.name) });
    byVideo.set(videoId, list);
  }
  return byVideo;
}

export interface VideoPage {
  count: number;
  results: Video[];
  /** A search that found nothing: the names spelled nearest to its words. */
  suggestions?: string[];
}

/** Only published videos are in the library: creators' submissions wait for an editor (issue 20). */
const inLibrary = eq(videos.status, 'published');

/** The columns a card needs: not the search fields, which are most of a row's width. */
export const cardColumns = {
  id: videos.id,
  youtubeId: videos.youtubeId,
  title: videos.title,
  description: videos.description,
  categoryId: videos.categoryId,
  languageId: videos.languageId,
  isKids: videos.isKids,
  durationSeconds: videos.durationSeconds,
  createdAt: videos.createdAt,
};
export type CardRow = { [K in keyof typeof cardColumns]: VideoRow[K] };

/**
 * Newest first, spelled as the indexes are (drizzle writes their DESC as DESC NULLS LAST, while a
 * bare DESC means NULLS FIRST): otherwise PostgreSQL sorts the whole table for every page.
 */
export const NEWEST_FIRST = [sql`${videos.createdAt} desc nulls last`, sql`${videos.id} desc nulls last`];
/** Within a category, the placed videos first in their order (0 is not placed), as videos_category_placed_idx. */
export const PLACED_FIRST = [sql`${videos.position} = 0`, asc(videos.position)];

/**
 * The search condition and rank (lib/search): each word of the query, in any script or spelling,
 * as one of its keys or synonyms, the start of a longer word, or a close spelling of a published
 * word, so "shiv tandav" finds "शिव ताण्डव" and "pillaiyar" finds "गणेश". Every word must match.
 */
export async function searchCondition(db: Db, q: string): Promise<{ match: SQL; rank: SQL } | null> {
  const words = queryWords(q);
  if (words.length === 0) return null;
  return searchSql(words, await findMisspellings(db, words), sql`${videos.searchDocument}`);
}

/**
 * The list behind the home, videos, category, language, tag and search pages: filters combine, and
 * a search ranks by how well the words match (see searchCondition), newest first otherwise.
 */
export async function listVideos(
  db: Db,
  query: VideoListQuery,
  readerLanguages: readonly Language[] = [],
): Promise<VideoPage> {
  const filters: SQL[] = [inLibrary];
  if (query.category) {
    filters.push(sql`${videos.categoryId} = (select id from video_categories where slug = ${query.category})`);
  }
  if (query.language) {
    // The slug ("hindi") or the ISO code ("hi") both name a language.
    filters.push(
      sql`${videos.languageId} = (select id from video_languages where slug = ${query.language} or code = ${query.language} limit 1)`,
    );
  }
  if (query.tag) {
    filters.push(
      sql`exists (select 1 from video_tags vt join tags t on t.id = vt.tag_id where vt.video_id = ${videos.id} and t.slug = ${query.tag})`,
    );
  }
  if (query.child_anime_filter) filters.push(eq(videos.isKids, true));

  let rank: SQL | null = null;
  if (query.q) {
    const search = await searchCondition(db, query.q);
    if (!search) return { count: 0, results: [], suggestions: [] };
    filters.push(search.match);
    rank = search.rank;
  }
  const where = and(...filters);

  // The page's ids first, from the index alone (a deep page skips thousands of index entries, not
  // rows); then those 20 rows, and their categories, languages and tags.
  const offset = (query.page - 1) * query.page_size;
  const countKey = query.q
    ? null
    : JSON.stringify([query.category, query.language, query.tag, query.child_anime_filter]);
  const [total, ids] = await Promise.all([
    cachedCount(countKey, () =>
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(videos)
        .where(where)
        .then(([row]) => row?.count ?? 0),
    ),
    !rank && readerLanguages.length > 0
      ? idsLanguagesFirst(db, where!, query.category !== undefined, readerLanguages, query.page_size, offset)
      : db
          .select({ id: videos.id })
          .from(videos)
          .where(where)
          .orderBy(...listOrder(rank, query.category !== undefined, readerLanguages))
          .limit(query.page_size)
          .offset(offset),
  ]);
  if (ids.length === 0) {
    const nothingFound = query.q && total === 0;
    return { count: total, results: [], ...(nothingFound ? { suggestions: await spellingsNear(db, query.q!) } : {}) };
  }
  const rows = await db
    .select(cardColumns)
    .from(videos)
    .where(
      inArray(
        videos.id,
        ids.map((r) => r.id),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = ids.flatMap(({ id }) => byId.get(id) ?? []);
  return { count: total, results: await toVideos(db, ordered, query.lang) };
}

/**
 * A search by how well the words match; a browsing list in the reader's languages first, then the
 * category's placed videos, then the newest. Every order ends on the id, so pages never overlap.
 */
function listOrder(rank: SQL | null, inCategory: boolean, readerLanguages: readonly Language[]): SQL[] {
  const mine = languagesFirst(
    sql`${videos.languageId}`,
    readerLanguages,
    (code) => sql`(select id from video_languages where code = ${code} limit 1)`,
  );
  if (rank) return [desc(rank), ...(mine ? [mine] : []), ...NEWEST_FIRST];
  return [...(mine ? [mine] : []), ...(inCategory ? PLACED_FIRST : []), ...NEWEST_FIRST];
}

/**
 * A browsing page in the reader's languages first, as listOrder orders it, read group by group: each
 * language's videos in the list's own order come from an index (videos_language_idx, and
 * videos_created_idx for the rest), at most `offset + limit` of each, instead of PostgreSQL sorting
 * every matching row by a computed rank. At 20,000 videos a first page took twice as long that way
 * (bench/videos-load.mjs).
 */
async function idsLanguagesFirst(
  db: Db,
  where: SQL,
  inCategory: boolean,
  languages: readonly Language[],
  limit: number,
  offset: number,
): Promise<Array<{ id: number }>> {
  const idOf = (code: Language) => sql`(select id from video_languages where code = ${code} limit 1)`;
  const own = [...(inCategory ? PLACED_FIRST : []), ...NEWEST_FIRST];
  const branch = (group: number, condition: SQL) =>
    sql`(select ${videos.id} as id, ${sql.raw(String(group))} as g, ${videos.position} as position,
      ${videos.createdAt} as created_at from ${videos} where ${where} and ${condition}
      order by ${sql.join(own, sql`, `)} limit ${offset + limit})`;
  const mine = sql.join(languages.map(idOf), sql`, `);
  const branches = [
    ...languages.map((code, i) => branch(i, sql`${videos.languageId} = ${idOf(code)}`)),
    branch(languages.length, sql`(${videos.languageId} is null or ${videos.languageId} not in (${mine}))`),
  ];
  // The outer order is listOrder's again, on the columns each group gave.
  const placed = inCategory ? sql`position = 0, position,` : sql``;
  return selectRows<{ id: number }>(
    db,
    sql`select id from (${sql.join(branches, sql` union all `)}) as page
      order by g, ${placed} created_at desc nulls last, id desc nulls last limit ${limit} offset ${offset}`,
  );
}

/** Tags of published videos and the vocabulary's names spelled nearest to a query's words. */
async function spellingsNear(db: Db, q: string): Promise<string[]> {
  const names = await listTags(db);
  return suggestSpellings(
    q,
    names.map((t) => t.name),
  );
}

/**
 * Counts of the browsing lists (filters, not searches), kept for 30 s: an exact count reads every
 * matching row (13 ms for all of 20,000 videos), and the first pages are what most visitors open.
 * A change to the library clears them here; another instance may show the old total for up to 30 s.
 */
const counts = new Map<string, { count: number; until: number }>();
const COUNT_TTL_MS = 30_000;
const COUNT_KEYS = 500;

export const forgetCounts = () => counts.clear();

async function cachedCount(key: string | null, count: () => Promise<number>): Promise<number> {
  if (key === null) return count();
  const hit = counts.get(key);
  if (hit && hit.until > Date.now()) return hit.count;
  const value = await count();
  if (counts.size >= COUNT_KEYS) counts.clear(); // Unknown slugs cannot grow it without bound.
  counts.set(key, { count: value, until: Date.now() + COUNT_TTL_MS });
  return value;
}

/** Cards with their category, language and tags: three small queries for the whole page. */
export async function toVideos(db: Db, rows: CardRow[], lang?: Language): Promise<Video[]> {
  const ids = (values: Array<number | null>) => [...new Set(values.filter((v): v is number => v !== null))];
  const categoryIds = ids(rows.map((r) => r.categoryId));
  const languageIds = ids(rows.map((r) => r.languageId));
  const [tagMap, categoryRows, languageRows] = await Promise.all([
    tagsOf(
      db,
      rows.map((r) => r.id),
      lang,
    ),
    categoryIds.length ? db.select().from(videoCategories).where(inArray(videoCategories.id, categoryIds)) : [],
    languageIds.length ? db.select().from(videoLanguages).where(inArray(videoLanguages.id, languageIds)) : [],
  ]);
  const category = new Map(categoryRows.map((c) => [c.id, c]));
  const language = new Map(languageRows.map((l) => [l.id, l]));
  return rows.map((r) =>
    toVideo(
      r,
      r.categoryId === null ? null : (category.get(r.categoryId) ?? null),
      r.languageId === null ? null : (language.get(r.languageId) ?? null),
      tagMap.get(r.id) ?? [],
      lang,
    ),
  );
}

/** By our id, or by the YouTube id the legacy links carry. */
export async function getVideo(db: Db, idOrYoutubeId: string, lang?: Language): Promise<Video> {
  const ownId = /^\d{1,9}$/.test(idOrYoutubeId);
  const youtubeId = ownId ? null : youtubeIdFrom(idOrYoutubeId);
  const condition = ownId ? eq(videos.id, Number(idOrYoutubeId)) : youtubeId ? eq(videos.youtubeId, youtubeId) : null;
  if (!condition) throw notFound('Video not found.');
  const rows = await db.select(cardColumns).from(videos).where(and(condition, inLibrary)).limit(1);
  if (rows.length === 0) throw notFound('Video not found.');
  return (await toVideos(db, rows, lang))[0]!;
}

export async function listCategories(db: Db, lang?: Language): Promise<Category[]> {
  const rows = await db
    .select()
    .from(videoCategories)
    .orderBy(asc(videoCategories.position), asc(videoCategories.name));
  return rows.map((row) => toCategory(row, lang));
}

export async function listLanguages(db: Db): Promise<VideoLanguage[]> {
  const rows = await db.select().from(videoLanguages).orderBy(asc(videoLanguages.position), asc(videoLanguages.name));
  return rows.map(toLanguage);
}

/** All tags, or those of a category's videos, most used first. */
export async function listTags(db: Db, categorySlug?: string, lang?: Language): Promise<Tag[]> {
  const rows = await db
    .select({
      id: tags.id,
      name: tags.name,
      slug: tags.slug,
      translations: tags.translations,
      uses: sql<number>`count(${videos.id})::int`,
    })
    .from(tags)
    .innerJoin(videoTags, eq(videoTags.tagId, tags.id))
    .innerJoin(videos, eq(videos.id, videoTags.videoId))
    .where(
      and(
        inLibrary,
        categorySlug
          ? sql`${videos.categoryId} = (select id from video_categories where slug = ${categorySlug})`
          : undefined,
      ),
    )
    .groupBy(tags.id)
    .orderBy(desc(sql`count(${videos.id})`), asc(tags.name));
  return rows.map(({ id, name, slug, translations }) => ({
    id,
    name: readerText(lang, translations).text('name', name),
    slug,
  }));
}

export interface NewVideo {
  youtube_url: string;
  title: string;
  description?: string;
  category: string;
  language: string;
  tags?: string[];
  is_kids?: boolean;
  duration_seconds?: number | null;
  /** The demo seed spreads its videos over past dates. */
  created_at?: Date;
}

/** Who adds a video: a creator's waits for review; an editor's or administrator's is published at once. */
export interface Adder {
  id: number;
  publishes: boolean;
}

/**
 * Adds a video with its tags (made when new) and its search fields, in one transaction; answers its
 * id. Without an adder (the demo seed) it is published; a publishing adder's addition is audited.
 */
export async function addVideo(db: Db, input: NewVideo, adder: Adder | null): Promise<number> {
  const youtubeId = youtubeIdFrom(input.youtube_url);
  if (!youtubeId) throw badRequest('Enter a YouTube link.', { youtube_url: ['Enter a YouTube link.'] });
  const publishes = adder?.publishes ?? true;
  const videoId = await db.transaction(async (tx) => {
    const category = await findCategory(tx as unknown as Db, input.category);
    const language = await findLanguage(tx as unknown as Db, input.language);
    const tagNames = [...new Set((input.tags ?? []).map((t) => t.trim()).filter(Boolean))];
    const tagRows = tagNames.length ? await ensureTags(tx as unknown as Db, tagNames) : [];
    const description = input.description ?? '';
    const search = searchFields(input.title, tagRows, category, description);
    const inserted = await tx
      .insert(videos)
      .values({
        youtubeId,
        title: input.title,
        description,
        categoryId: category.id,
        languageId: language.id,
        isKids: input.is_kids ?? false,
        durationSeconds: input.duration_seconds ?? null,
        addedBy: adder?.id ?? null,
        status: publishes ? 'published' : 'pending',
        ...(publishes && adder ? { reviewedBy: adder.id, reviewedAt: new Date() } : {}),
        ...search,
        ...(input.created_at ? { createdAt: input.created_at } : {}),
      })
      .onConflictDoNothing({ target: videos.youtubeId })
      .returning({ id: videos.id });
    if (inserted.length === 0) {
      const [existing] = await tx.select({ status: videos.status }).from(videos).where(eq(videos.youtubeId, youtubeId));
      const message =
        existing?.status === 'published'
          ? 'This video is already in the library.'
          : 'This video has already been sent for review.';
      throw conflict(message, { youtube_url: [message] });
    }
    const id = inserted[0]!.id;
    if (tagRows.length) await tx.insert(videoTags).values(tagRows.map((t) => ({ videoId: id, tagId: t.id })));
    if (publishes) await addToLexicon(tx as unknown as Db, search);
    if (publishes && adder) {
      await recordAudit(tx as unknown as Db, {
        actorId: adder.id,
        action: 'video.create',
        targetType: 'video',
        targetId: id,
        after: {
          youtube_id: youtubeId,
          title: input.title,
          category: category.slug,
          language: language.code,
          is_kids: input.is_kids ?? false,
          status: 'published',
        },
      });
    }
    return id;
  });
  if (publishes) forgetCounts();
  return videoId;
}

export async function findCategory(db: Db, slug: string): Promise<CategoryRow> {
  const [category] = await db.select().from(videoCategories).where(eq(videoCategories.slug, slug));
  if (!category) throw badRequest('Choose one of the categories.', { category: ['Choose one of the categories.'] });
  return category;
}

/** By its slug ("hindi") or ISO code ("hi"). */
export async function findLanguage(db: Db, slugOrCode: string): Promise<LanguageRow> {
  const [language] = await db
    .select()
    .from(videoLanguages)
    .where(sql`${videoLanguages.slug} = ${slugOrCode} or ${videoLanguages.code} = ${slugOrCode}`);
  if (!language) throw badRequest('Choose one of the languages.', { language: ['Choose one of the languages.'] });
  return language;
}

/** A tag or category as a video's search document reads it: its original name and its names per language. */
export interface NamedInLanguages {
  name: string;
  translations?: Translations | null;
}

/**
 * What search reads of a video: the keys of its title and tags, and of its category and
 * description. Tags and the category count in every language they are named in (issue 21), so a
 * reader finds the video by the name their language gives them.
 */
export function searchFields(
  title: string,
  tagList: NamedInLanguages[],
  category: NamedInLanguages | null,
  description: string,
) {
  return searchDocument(searchableVideos.document({ id: 0, title, description, category, status: '', tags: tagList }));
}

const everyName = (item: NamedInLanguages) => allTexts(item.name, item.translations, 'name');

type SearchFields = ReturnType<typeof searchFields>;

/** A published video's words join the lexicon of close spellings. */
export async function addToLexicon(db: Db, fields: SearchFields): Promise<void> {
  const words = lexiconWords(fields);
  if (words.length === 0) return;
  await db
    .insert(searchWords)
    .values(words.map((word) => ({ word })))
    .onConflictDoNothing();
}

/**
 * After a video leaves the library or changes its words: of these words, those no published video
 * has any more leave the lexicon, so search never suggests the words of a hidden video.
 */
export async function pruneLexicon(db: Db, fields: SearchFields): Promise<void> {
  const words = lexiconWords(fields);
  if (words.length === 0) return;
  await db.execute(sql`
    delete from search_words
    where word in (${sql.join(
      words.map((w) => sql`${w}`),
      sql`, `,
    )})
      and not exists (
        select 1 from videos
        where status = 'published' and search_document @@ plainto_tsquery('simple', search_words.word))`);
}

/** Finds or makes tags by name; two names with one slug ("Bhakti Yoga", "bhakti  yoga") are one tag. */
export async function ensureTags(db: Db, names: string[]): Promise<Array<Tag & NamedInLanguages>> {
  const wanted = new Map(names.map((name) => [slugify(name), name] as const));
  await db
    .insert(tags)
    .values([...wanted].map(([slug, name]) => ({ slug, name })))
    .onConflictDoNothing();
  return db
    .select({ id: tags.id, name: tags.name, slug: tags.slug, translations: tags.translations })
    .from(tags)
    .where(inArray(tags.slug, [...wanted.keys()]));
}

/**
 * Below these the social-proof nudge says nothing: on a young site "videos were played 2 times this
 * week" counts mostly the visitor's own plays, and reads as an empty room rather than good company.
 */
const SOCIAL_PROOF_MINIMUM = { members: 100, playsThisWeek: 200 };

/** Real numbers for the social-proof nudge: members, and plays started in the last seven days. */
export async function communityPulse(db: Db): Promise<CommunityPulse> {
  const [row] = await selectRows<{ members: number; plays: number }>(
    db,
    sql`select (select count(*)::int from users) as members,
               (select count(*)::int from events where event_type = 'video_start'
                 and occurred_at > now() - interval '7 days') as plays`,
  );
  const members = row?.members ?? 0;
  const plays = row?.plays ?? 0;
  const meaningful = members >= SOCIAL_PROOF_MINIMUM.members && plays >= SOCIAL_PROOF_MINIMUM.playsThisWeek;
  return { members, plays_this_week: plays, meaningful };
}

/** The category of the video a thumbnail is for (it picks the artwork), or undefined when none. */
export async function thumbnailCategory(db: Db, youtubeId: string): Promise<{ category: string | null } | undefined> {
  const [row] = await db
    .select({ category: videoCategories.slug })
    .from(videos)
    .leftJoin(videoCategories, eq(videoCategories.id, videos.categoryId))
    .where(eq(videos.youtubeId, youtubeId))
    .limit(1);
  return row;
}

/** What a video's search keys are made of, for lib/search's shared fill of missing keys. */
export const searchableVideos: Searchable<{
  id: number;
  title: string;
  description: string;
  category: NamedInLanguages | null;
  status: string;
  tags: NamedInLanguages[];
}> = {
  table: 'videos',
  rows: (ids) =>
    sql`select v.id, v.title, v.description, v.status,
               case when c.id is null then null
                    else jsonb_build_object('name', c.name, 'translations', c.translations) end as category,
               coalesce((select jsonb_agg(jsonb_build_object('name', t.name, 'translations', t.translations) order by t.name)
                         from video_tags vt join tags t on t.id = vt.tag_id where vt.video_id = v.id), '[]'::jsonb) as tags
        from videos v left join video_categories c on c.id = v.category_id where v.id in (${ids})`,
  document: (row) => ({
    head: [row.title, ...row.tags.flatMap(everyName)],
    body: [...(row.category ? everyName(row.category) : []), row.description],
  }),
  // A published video's words join the lexicon of close spellings.
  stored: async (db, row, keys) => {
    if (row.status === 'published') await addToLexicon(db, keys);
  },
};
