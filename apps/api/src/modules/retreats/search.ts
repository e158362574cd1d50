import type { Language, Translations } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { titleWords, type Searchable } from '../../lib/search';
import { allTexts, readerText } from '../../lib/translations';

/**
 * What search reads of a retreat (lib/search): its title in every language first, then its texts
 * (translated ones too), place, kind and teachers.
 */
export const searchableRetreats: Searchable<{
  id: number;
  title: string;
  summary: string;
  description: string;
  type: string;
  place: string;
  country: string;
  teachers: Array<{ name: string }>;
  translations: Translations;
}> = {
  table: 'retreats',
  rows: (ids) =>
    sql`select id, title, summary, description, type, place, country, teachers, translations
        from retreats where id in (${ids})`,
  document: (row) => ({
    head: allTexts(row.title, row.translations, 'title'),
    body: [
      ...allTexts(row.summary, row.translations, 'summary'),
      ...allTexts(row.description, row.translations, 'description'),
      row.type,
      row.place,
      row.country,
      ...row.teachers.map((t) => t.name),
    ],
  }),
};

/**
 * What a retreat search that found nothing may suggest: the words of the titles (as written and in
 * the reader's language), the places and the kinds.
 */
export async function retreatNamesToSuggest(db: Db, lang: Language | undefined): Promise<string[]> {
  const rows = await selectRows<{ title: string; place: string; type: string; translations: Translations }>(
    db,
    sql`select title, place, type, translations from retreats where published`,
  );
  const titles = rows.flatMap((r) => [r.title, readerText(lang, r.translations).text('title', r.title)]);
  return [...titleWords(titles), ...new Set(rows.flatMap((r) => [r.place, r.type]))];
}
