import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { queryWords, searchDocument, searchSql } from '../../lib/search';

/** What search reads of a class: its title first, then its category and description. */
export function classSearchFields(title: string, description: string, category: string) {
  return searchDocument({ head: [title], body: [category.replace(/-/g, ' '), description] });
}

/**
 * The search over classes (alias c): a query in any script or spelling, with synonyms (lib/search).
 * No close spellings: the lexicon holds the video library's words, and the catalogue is small.
 */
export function classSearch(q: string): { match: SQL; rank: SQL } | null {
  const words = queryWords(q);
  return words.length ? searchSql(words, new Map(), sql`c.search_document`) : null;
}

/** Fills the keys of classes that have none (rows from before migration 0015). Run at start. */
export async function fillMissingSearchKeys(db: Db): Promise<number> {
  const rows = await selectRows<{ id: number; title: string; description: string; category: string }>(
    db,
    sql`select id, title, description, category from classes where search_head = '' and search_body = ''`,
  );
  for (const row of rows) {
    const { searchHead, searchBody } = classSearchFields(row.title, row.description, row.category);
    await db.execute(
      sql`update classes set search_head = ${searchHead}, search_body = ${searchBody} where id = ${row.id}`,
    );
  }
  return rows.length;
}
