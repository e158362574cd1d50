import { sql, type SQL } from 'drizzle-orm';
import { searchDocument, searchOver, type Searchable } from '../../lib/search';

/** What search reads of a class: its title first, then its category and description. */
export function classSearchFields(title: string, description: string, category: string) {
  return searchDocument(searchableClasses.document({ id: 0, title, description, category }));
}

/**
 * The search over classes (alias c): a query in any script or spelling, with synonyms (lib/search).
 * No close spellings: the lexicon holds the video library's words, and the catalogue is small.
 */
export function classSearch(q: string): { match: SQL; rank: SQL } {
  return searchOver(q, sql`c.search_document`);
}

/** What a class's search keys are made of, for lib/search's shared fill of missing keys. */
export const searchableClasses: Searchable<{ id: number; title: string; description: string; category: string }> = {
  table: 'classes',
  rows: (ids) => sql`select id, title, description, category from classes where id in (${ids})`,
  document: (row) => ({ head: [row.title], body: [row.category.replace(/-/g, ' '), row.description] }),
};
