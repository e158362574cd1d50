import type { Translations } from '@sangam/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { searchDocument, searchOver, type Searchable } from '../../lib/search';
import { allTexts } from '../../lib/translations';

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
