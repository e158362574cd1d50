import type { Language, Translations } from '@sangam/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { searchDocument, searchOver, titleWords, type Searchable } from '../../lib/search';
import { allTexts, readerText } from '../../lib/translations';

/** What search reads of a class: its title first, then its category and description, each in every language. */
export function classSearchFields(
  title: string,
  description: string,
  category: string,
  translations: Translations = {},
) {
  return searchDocument(searchableClasses.document({ id: 0, title, description, category, translations }));
}

/**
 * The search over classes (alias c): a query in any script or spelling, with synonyms (lib/search).
 * No close spellings: the lexicon holds the video library's words, and the catalogue is small.
 */
export function classSearch(q: string): { match: SQL; rank: SQL } {
  return searchOver(q, sql`c.search_document`);
}

/**
 * What a class search that found nothing may suggest: the words of the titles (as written and in
 * the reader's language), and the tutors' names.
 */
export async function classNamesToSuggest(db: Db, lang: Language | undefined): Promise<string[]> {
  const rows = await selectRows<{ title: string; translations: Translations; tutor: string }>(
    db,
    sql`select c.title, c.translations, coalesce(nullif(u.display_name, ''), u.username) as tutor
        from classes c join users u on u.id = c.tutor_id where c.published`,
  );
  const titles = rows.flatMap((r) => [r.title, readerText(lang, r.translations).text('title', r.title)]);
  return [...titleWords(titles), ...new Set(rows.map((r) => r.tutor))];
}

/** What a class's search keys are made of, for lib/search's shared fill of missing keys. */
export const searchableClasses: Searchable<{
  id: number;
  title: string;
  description: string;
  category: string;
  translations: Translations;
}> = {
  table: 'classes',
  rows: (ids) => sql`select id, title, description, category, translations from classes where id in (${ids})`,
  document: (row) => ({
    head: allTexts(row.title, row.translations, 'title'),
    body: [row.category.replace(/-/g, ' '), ...allTexts(row.description, row.translations, 'description')],
  }),
};
