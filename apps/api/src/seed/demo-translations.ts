import { isLanguage, slugify, type Translations } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { selectRows, type Db } from '../db/client';
import { storeSearchKeys } from '../lib/search';
import { searchableCommunities } from '../modules/community';
import { storeTempleSearchKeys } from '../modules/poojas';
import { searchableVideos } from '../modules/videos';
import { API_ROOT } from '../paths';

/**
 * The demo content's translations (issue 21): communities by name, temples by slug, video tags by
 * name, community tags and video categories by slug, each with its fields per language. A file or a language that
 * is not there yet is skipped, so the demo works while its translations are being written.
 */

const DIR = path.join(API_ROOT, 'src/seed/data/translations');

type PerLanguage<T> = Record<string, T>;
interface TagFile {
  video?: Record<string, PerLanguage<string>>;
  community?: Record<string, PerLanguage<string>>;
}

function readJson<T>(name: string, dir: string): T | null {
  const file = path.join(dir, name);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}

/** Only our ten languages, and only fields with text (an empty field means "not translated yet"). */
function cleaned(byLanguage: PerLanguage<Record<string, unknown>>): Translations {
  const out: Translations = {};
  for (const [lang, fields] of Object.entries(byLanguage)) {
    if (!isLanguage(lang) || !fields) continue;
    const kept = Object.fromEntries(
      Object.entries(fields).filter(
        ([, v]) => (typeof v === 'string' && v.trim() !== '') || (Array.isArray(v) && v.length > 0),
      ),
    ) as Record<string, string | string[]>;
    if (Object.keys(kept).length > 0) out[lang] = kept;
  }
  return out;
}

const names = (byLanguage: PerLanguage<string>) =>
  cleaned(Object.fromEntries(Object.entries(byLanguage).map(([lang, name]) => [lang, { name }])));

/**
 * The video categories by slug, named as the web's locale files name them (videos.json
 * `categories`), so that API clients and the screens agree. A category's original name is English:
 * the file's English copy is not kept, as with a community's own language.
 */
export async function seedDemoCategoryNames(db: Db, dir = DIR): Promise<void> {
  const categories = readJson<Record<string, PerLanguage<string>>>('categories.json', dir) ?? {};
  for (const [slug, byLanguage] of Object.entries(categories)) {
    await db.execute(
      sql`update video_categories set translations = ${JSON.stringify(names(byLanguage))}::jsonb - 'en'
          where slug = ${slug}`,
    );
  }
}

export async function seedDemoTranslations(db: Db, dir = DIR): Promise<void> {
  const communities = readJson<Record<string, PerLanguage<Record<string, unknown>>>>('communities.json', dir) ?? {};
  // The files give every language, the item's own too (a copy of its original). That copy is not
  // kept: a reader of the item's language would see it instead of the original, and an edit of the
  // original would never reach them.
  // Search finds an item by its name in any language: its keys are stored again with the translations.
  const communityIds: number[] = [];
  for (const [name, byLanguage] of Object.entries(communities)) {
    const rows = await selectRows<{ id: number }>(
      db,
      sql`update communities set translations = ${JSON.stringify(cleaned(byLanguage))}::jsonb - content_language
          where name = ${name} returning id`,
    );
    communityIds.push(...rows.map((row) => row.id));
  }
  await storeSearchKeys(db, searchableCommunities, communityIds);
  const temples = readJson<Record<string, PerLanguage<Record<string, unknown>>>>('temples.json', dir) ?? {};
  for (const [slug, byLanguage] of Object.entries(temples)) {
    const rows = await selectRows<{ id: number }>(
      db,
      sql`update temples set translations = ${JSON.stringify(cleaned(byLanguage))}::jsonb - content_language
          where slug = ${slug} returning id`,
    );
    for (const row of rows) await storeTempleSearchKeys(db, row.id);
  }
  const tags = readJson<TagFile>('tags.json', dir) ?? {};
  for (const [name, byLanguage] of Object.entries(tags.video ?? {})) {
    await db.execute(
      sql`update tags set translations = ${JSON.stringify(names(byLanguage))}::jsonb where name = ${name}`,
    );
  }
  // A community tag joins the vocabulary under its slug: merged into a video tag of that slug, else a new entry.
  for (const [tag, byLanguage] of Object.entries(tags.community ?? {})) {
    const translations = JSON.stringify(names(byLanguage));
    const slug = slugify(tag);
    const updated = await selectRows<{ id: number }>(
      db,
      sql`update tags set translations = translations || ${translations}::jsonb where slug = ${slug} returning id`,
    );
    if (updated.length > 0) continue;
    // A name another tag has already (another slug) keeps the slug as this entry's name.
    await db.execute(sql`
      insert into tags (name, slug, translations)
      select ${tag.slice(0, 40)}, ${slug}, ${translations}::jsonb
      where not exists (select 1 from tags where lower(name) = lower(${tag.slice(0, 40)}))
      on conflict do nothing`);
  }
}

/**
 * A video's search keys hold its tags' and category's names in every language (issue 21), but the
 * demo's videos were stored before those names were: stored again once they are all there.
 */
export async function seedDemoVideoKeysInEveryLanguage(db: Db): Promise<void> {
  const rows = await selectRows<{ id: number }>(db, sql`select id from videos order by id`);
  await storeSearchKeys(
    db,
    searchableVideos,
    rows.map((row) => row.id),
  );
}
