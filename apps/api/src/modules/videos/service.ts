import {
  slugify,
  THUMBNAIL_WIDTHS,
  youtubeIdFrom,
  type Category,
  type CommunityPulse,
  type Tag,
  type Video,
  type VideoLanguage,
  type VideoListQuery,
} from '@sangam/contracts';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { tags, videoCategories, videoLanguages, videos, videoTags } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { prefixTsQuery, searchKey } from './search-key';
import { thumbnailPath } from './thumbnails';

type VideoRow = typeof videos.$inferSelect;
type CategoryRow = typeof videoCategories.$inferSelect;
type LanguageRow = typeof videoLanguages.$inferSelect;

const toCategory = (row: CategoryRow): Category => ({ id: row.id, name: row.name, slug: row.slug });
const toLanguage = (row: LanguageRow): VideoLanguage => ({
  id: row.id,
  code: row.code,
  name: row.name,
  slug: row.slug,
});

function toVideo(row: VideoRow, category: CategoryRow | null, language: LanguageRow | null, tagList: Tag[]): Video {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    youtube_id: row.youtubeId,
    youtube_url: `https://www.youtube.com/watch?v=${row.youtubeId}`,
    thumbnailUrl: thumbnailPath(row, 480),
    thumbnailSrcset: THUMBNAIL_WIDTHS.map((w) => `${thumbnailPath(row, w)} ${w}w`).join(', '),
    duration_seconds: row.durationSeconds,
    is_kids: row.isKids,
    category: category ? toCategory(category) : null,
    language: language ? toLanguage(language) : null,
    tags: tagList,
    created_at: row.createdAt.toISOString(),
  };
}

/** The tags of many videos in one query (never one query per video). */
async function tagsOf(db: Db, videoIds: number[]): Promise<Map<number, Tag[]>> {
  const byVideo = new Map<number, Tag[]>();
  if (videoIds.length === 0) return byVideo;
  const rows = await db
    .select({ videoId: videoTags.videoId, id: tags.id, name: tags.name, slug: tags.slug })
    .from(videoTags)
    .innerJoin(tags, eq(tags.id, videoTags.tagId))
    .where(inArray(videoTags.videoId, videoIds))
    .orderBy(asc(tags.name));
  for (const { videoId, ...tag } of rows) {
    const list = byVideo.get(videoId) ?? [];
    list.push(tag);
    byVideo.set(videoId, list);
  }
  return byVideo;
}

export interface VideoPage {
  count: number;
  results: Video[];
}

/**
 * The list behind the home, videos, category, language, tag and search pages: filters combine, and
 * a search ranks by full-text match in the original script plus trigram similarity of the loose
 * Latin spelling (so "shiv tandav" finds "शिव ताण्डव", and typos still match).
 */
export async function listVideos(db: Db, query: VideoListQuery): Promise<VideoPage> {
  const conditions: SQL[] = [];
  if (query.category) {
    conditions.push(sql`${videos.categoryId} = (select id from video_categories where slug = ${query.category})`);
  }
  if (query.language) {
    // The slug ("hindi") or the ISO code ("hi") both name a language.
    conditions.push(
      sql`${videos.languageId} = (select id from video_languages where slug = ${query.language} or code = ${query.language} limit 1)`,
    );
  }
  if (query.tag) {
    conditions.push(
      sql`exists (select 1 from video_tags vt join tags t on t.id = vt.tag_id where vt.video_id = ${videos.id} and t.slug = ${query.tag})`,
    );
  }
  if (query.child_anime_filter) conditions.push(eq(videos.isKids, true));

  let rank: SQL | null = null;
  if (query.q) {
    const tsQuery = prefixTsQuery(query.q);
    const key = searchKey(query.q);
    if (!tsQuery && !key) return { count: 0, results: [] };
    const matches: SQL[] = [];
    const scores: SQL[] = [];
    if (tsQuery) {
      matches.push(sql`${videos.searchVector} @@ to_tsquery('simple', ${tsQuery})`);
      scores.push(sql`ts_rank(${videos.searchVector}, to_tsquery('simple', ${tsQuery})) * 2`);
    }
    if (key) {
      // `<%` is word similarity over the trigram index (threshold 0.6): close spellings and typos.
      matches.push(sql`${key} <% ${videos.searchKey}`);
      scores.push(sql`word_similarity(${key}, ${videos.searchKey})`);
    }
    conditions.push(sql`(${sql.join(matches, sql` or `)})`);
    rank = sql.join(scores, sql` + `);
  }

  const where = conditions.length ? and(...conditions) : undefined;
  const offset = (query.page - 1) * query.page_size;
  const [countRow] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(videos)
    .where(where);
  const count = countRow?.count ?? 0;
  if (offset >= count) return { count, results: [] };

  const rows = await db
    .select({ video: videos, category: videoCategories, language: videoLanguages })
    .from(videos)
    .leftJoin(videoCategories, eq(videoCategories.id, videos.categoryId))
    .leftJoin(videoLanguages, eq(videoLanguages.id, videos.languageId))
    .where(where)
    .orderBy(...(rank ? [desc(rank)] : []), desc(videos.createdAt), desc(videos.id))
    .limit(query.page_size)
    .offset(offset);
  const tagMap = await tagsOf(
    db,
    rows.map((r) => r.video.id),
  );
  return {
    count,
    results: rows.map((r) => toVideo(r.video, r.category, r.language, tagMap.get(r.video.id) ?? [])),
  };
}

/** By our id, or by the YouTube id the legacy links carry. */
export async function getVideo(db: Db, idOrYoutubeId: string): Promise<Video> {
  const ownId = /^\d{1,9}$/.test(idOrYoutubeId);
  const youtubeId = ownId ? null : youtubeIdFrom(idOrYoutubeId);
  const condition = ownId ? eq(videos.id, Number(idOrYoutubeId)) : youtubeId ? eq(videos.youtubeId, youtubeId) : null;
  if (!condition) throw notFound('Video not found.');
  const [row] = await db
    .select({ video: videos, category: videoCategories, language: videoLanguages })
    .from(videos)
    .leftJoin(videoCategories, eq(videoCategories.id, videos.categoryId))
    .leftJoin(videoLanguages, eq(videoLanguages.id, videos.languageId))
    .where(condition)
    .limit(1);
  if (!row) throw notFound('Video not found.');
  const tagMap = await tagsOf(db, [row.video.id]);
  return toVideo(row.video, row.category, row.language, tagMap.get(row.video.id) ?? []);
}

export async function listCategories(db: Db): Promise<Category[]> {
  const rows = await db
    .select()
    .from(videoCategories)
    .orderBy(asc(videoCategories.position), asc(videoCategories.name));
  return rows.map(toCategory);
}

export async function listLanguages(db: Db): Promise<VideoLanguage[]> {
  const rows = await db.select().from(videoLanguages).orderBy(asc(videoLanguages.position), asc(videoLanguages.name));
  return rows.map(toLanguage);
}

/** All tags, or those of a category's videos, most used first. */
export async function listTags(db: Db, categorySlug?: string): Promise<Tag[]> {
  const rows = await db
    .select({ id: tags.id, name: tags.name, slug: tags.slug, uses: sql<number>`count(${videos.id})::int` })
    .from(tags)
    .innerJoin(videoTags, eq(videoTags.tagId, tags.id))
    .innerJoin(videos, eq(videos.id, videoTags.videoId))
    .where(
      categorySlug
        ? sql`${videos.categoryId} = (select id from video_categories where slug = ${categorySlug})`
        : undefined,
    )
    .groupBy(tags.id)
    .orderBy(desc(sql`count(${videos.id})`), asc(tags.name));
  return rows.map(({ id, name, slug }) => ({ id, name, slug }));
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

/** Adds a video with its tags (made when new) and its search fields, in one transaction. */
export async function addVideo(db: Db, input: NewVideo, addedBy: number | null): Promise<Video> {
  const youtubeId = youtubeIdFrom(input.youtube_url);
  if (!youtubeId) throw badRequest('Enter a YouTube link.', { youtube_url: ['Enter a YouTube link.'] });
  const videoId = await db.transaction(async (tx) => {
    const [category] = await tx.select().from(videoCategories).where(eq(videoCategories.slug, input.category));
    if (!category) throw badRequest('Choose one of the categories.', { category: ['Choose one of the categories.'] });
    const [language] = await tx
      .select()
      .from(videoLanguages)
      .where(sql`${videoLanguages.slug} = ${input.language} or ${videoLanguages.code} = ${input.language}`);
    if (!language) throw badRequest('Choose one of the languages.', { language: ['Choose one of the languages.'] });

    const tagNames = [...new Set((input.tags ?? []).map((t) => t.trim()).filter(Boolean))];
    const tagRows = tagNames.length ? await ensureTags(tx as unknown as Db, tagNames) : [];
    const description = input.description ?? '';
    const searchText = [input.title, ...tagRows.map((t) => t.name), category.name, description].join(' \n ');
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
        addedBy,
        searchText,
        searchKey: searchKey(searchText),
        ...(input.created_at ? { createdAt: input.created_at } : {}),
      })
      .onConflictDoNothing({ target: videos.youtubeId })
      .returning({ id: videos.id });
    if (inserted.length === 0) {
      throw conflict('This video is already in the library.', {
        youtube_url: ['This video is already in the library.'],
      });
    }
    const id = inserted[0]!.id;
    if (tagRows.length) await tx.insert(videoTags).values(tagRows.map((t) => ({ videoId: id, tagId: t.id })));
    return id;
  });
  return getVideo(db, String(videoId));
}

/** Finds or makes tags by name; two names with one slug ("Bhakti Yoga", "bhakti  yoga") are one tag. */
async function ensureTags(db: Db, names: string[]): Promise<Tag[]> {
  const wanted = new Map(names.map((name) => [slugify(name), name] as const));
  await db
    .insert(tags)
    .values([...wanted].map(([slug, name]) => ({ slug, name })))
    .onConflictDoNothing();
  return db
    .select({ id: tags.id, name: tags.name, slug: tags.slug })
    .from(tags)
    .where(inArray(tags.slug, [...wanted.keys()]));
}

/** Real numbers for the social-proof nudge: members, and plays started in the last seven days. */
export async function communityPulse(db: Db): Promise<CommunityPulse> {
  const [row] = await selectRows<{ members: number; plays: number }>(
    db,
    sql`select (select count(*)::int from users) as members,
               (select count(*)::int from events where event_type = 'video_start'
                 and occurred_at > now() - interval '7 days') as plays`,
  );
  return { members: row?.members ?? 0, plays_this_week: row?.plays ?? 0 };
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
