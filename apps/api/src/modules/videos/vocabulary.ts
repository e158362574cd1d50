import type {
  ConsoleCategory,
  ConsoleTag,
  consoleCategoryUpdateRequestSchema,
  consoleTagListQuerySchema,
  Translations,
  TranslationsRequest,
} from '@sangam/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { selectRow, selectRows, type Db } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { likeEscaped, pageWindow } from '../../lib/paging';
import { storeSearchKeys } from '../../lib/search';
import { searchableCommunities, searchablePosts } from '../community';
import { carriesTag, mergedTranslations } from '../../lib/translations';
import { recordAudit } from '../console';
import { pruneLexicon, searchableVideos } from './service';

/**
 * The vocabulary editors keep (issue 21): a tag's and a category's names in every language. Lists
 * read the reader's name from them; a video's search document holds them all, so a change of names
 * stores again, in the change's transaction, the keys of every video that carries the tag or is in
 * the category: the new name finds them at once and the old one stops finding them. Communities and
 * posts name their tags in free text; those whose tag is the entry are stored again too.
 */

const TAGS_PAGE_SIZE = 50;

interface TagRow {
  id: number;
  name: string;
  slug: string;
  translations: Translations;
  videos: number;
  total?: number;
}

const tagSelect = sql`select t.id, t.name, t.slug, t.translations,
                             (select count(*)::int from video_tags vt where vt.tag_id = t.id) as videos
                      from tags t`;

const toConsoleTag = ({ id, name, slug, translations, videos }: TagRow): ConsoleTag => ({
  id,
  name,
  slug,
  translations,
  videos,
});

/** Every tag by name, searched by its slug or by its name in any language. */
export async function listConsoleTags(
  db: Db,
  query: z.infer<typeof consoleTagListQuerySchema>,
): Promise<{ count: number; results: ConsoleTag[]; pageSize: number }> {
  const pageSize = query.page_size ?? TAGS_PAGE_SIZE;
  const { limit, offset } = pageWindow(query.page, pageSize);
  let where: SQL = sql`true`;
  if (query.q) {
    const like = `%${likeEscaped(query.q.toLowerCase())}%`;
    where = sql`(lower(t.name) like ${like} or t.slug like ${like}
                 or exists (select 1 from jsonb_each(t.translations) e where lower(e.value->>'name') like ${like}))`;
  }
  const rows = await selectRows<TagRow>(
    db,
    sql`select x.*, count(*) over () as total from (${tagSelect} where ${where}) x
        order by lower(x.name), x.id limit ${limit} offset ${offset}`,
  );
  return { count: Number(rows[0]?.total ?? 0), results: rows.map(toConsoleTag), pageSize };
}

/**
 * Stores again the search keys of these videos (their tag's or category's names changed), and lets
 * the lexicon of close spellings forget the words no published video has any more.
 */
async function refreshVideoKeys(tx: Db, videosOf: SQL): Promise<void> {
  const before = await selectRows<{ id: number; searchHead: string; searchBody: string; published: boolean }>(
    tx,
    sql`select id, search_head as "searchHead", search_body as "searchBody", status = 'published' as published
        from videos where id in (${videosOf}) for update`,
  );
  await storeSearchKeys(
    tx,
    searchableVideos,
    before.map((v) => v.id),
  );
  const published = before.filter((v) => v.published);
  if (published.length > 0) {
    await pruneLexicon(tx, {
      searchHead: published.map((v) => v.searchHead).join(' '),
      searchBody: published.map((v) => v.searchBody).join(' '),
    });
  }
}

/**
 * Stores again the search keys of the communities and posts whose free-text tags are this entry:
 * theirs hold the tag's names in every language too.
 */
async function refreshTaggedKeys(tx: Db, slug: string): Promise<void> {
  const carrying = async (table: SQL) =>
    (await selectRows<{ id: number }>(tx, sql`select id from ${table} where ${carriesTag(sql`tags`, slug)}`)).map(
      (row) => row.id,
    );
  await storeSearchKeys(tx, searchableCommunities, await carrying(sql`communities`));
  await storeSearchKeys(tx, searchablePosts, await carrying(sql`posts`));
}

/**
 * Names a tag in other languages. A tag has no language of its own (anyone adding a video writes
 * one, in any script), so every language may carry a name, English too.
 */
export async function updateTag(
  db: Db,
  actorId: number,
  slug: string,
  translations: TranslationsRequest,
): Promise<ConsoleTag> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const tag = await selectRow<{ id: number; translations: Translations }>(
      tx,
      sql`select id, translations from tags where slug = ${slug} for update`,
    );
    if (!tag) throw notFound('Tag not found.');
    const next = mergedTranslations(tag.translations, translations, '');
    if (JSON.stringify(next) === JSON.stringify(tag.translations)) return;
    await tx.execute(sql`update tags set translations = ${JSON.stringify(next)}::jsonb where id = ${tag.id}`);
    await refreshVideoKeys(tx, sql`select video_id from video_tags where tag_id = ${tag.id}`);
    await refreshTaggedKeys(tx, slug);
    await recordAudit(tx, {
      actorId,
      action: 'tag.update',
      targetType: 'tag',
      targetId: slug,
      before: { translations: tag.translations },
      after: { translations: next },
    });
  });
  const row = await selectRow<TagRow>(db, sql`${tagSelect} where t.slug = ${slug}`);
  return toConsoleTag(row!);
}

const categorySelect = sql`select id, name, slug, translations from video_categories`;

/** The categories in the order of their buttons, with their names per language. */
export async function listConsoleCategories(db: Db): Promise<ConsoleCategory[]> {
  return selectRows<ConsoleCategory>(db, sql`${categorySelect} order by position, name`);
}

type CategoryUpdate = z.infer<typeof consoleCategoryUpdateRequestSchema>;

/**
 * Renames a category, in English (its original, as the demo's and the spec's) or in other
 * languages. An English translation is not kept: it would shadow the original for English readers.
 */
export async function updateCategory(
  db: Db,
  actorId: number,
  slug: string,
  update: CategoryUpdate,
): Promise<ConsoleCategory> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const category = await selectRow<ConsoleCategory>(tx, sql`${categorySelect} where slug = ${slug} for update`);
    if (!category) throw notFound('Category not found.');
    const name = update.name ?? category.name;
    if (name.toLowerCase() !== category.name.toLowerCase()) {
      const taken = await selectRow<{ id: number }>(
        tx,
        sql`select id from video_categories where lower(name) = ${name.toLowerCase()} and id <> ${category.id}`,
      );
      if (taken) {
        const message = 'Another category has this name.';
        throw conflict(message, { name: [message] });
      }
    }
    const translations = mergedTranslations(category.translations, update.translations ?? {}, 'en');
    const before = { name: category.name, translations: category.translations };
    const after = { name, translations };
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    await tx.execute(
      sql`update video_categories set name = ${name}, translations = ${JSON.stringify(translations)}::jsonb
          where id = ${category.id}`,
    );
    await refreshVideoKeys(tx, sql`select id from videos where category_id = ${category.id}`);
    await recordAudit(tx, {
      actorId,
      action: 'category.update',
      targetType: 'category',
      targetId: slug,
      before,
      after,
    });
  });
  const row = await selectRow<ConsoleCategory>(db, sql`${categorySelect} where slug = ${slug}`);
  return row!;
}
