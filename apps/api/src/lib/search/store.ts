import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { searchDocument } from './document';
import { queryWords, searchSql } from './query';

export type SearchKeys = ReturnType<typeof searchDocument>;

/**
 * A searchable kind: the table that holds its search columns (`searchColumns()`), how to read what
 * its rows' documents are made of, and which of those words rank first (head) or after (body).
 */
export interface Searchable<Row extends { id: number }> {
  table: string;
  /** Its rows whose id is in the list `ids` (written as `where x.id in (${ids})`). */
  rows: (ids: SQL) => SQL;
  document: (row: Row) => { head: string[]; body: string[] };
  /** After a row's keys are stored (the video library adds a published video's words to its lexicon). */
  stored?: (db: Db, row: Row, keys: SearchKeys) => Promise<void>;
}

/** Writes the search keys of these rows from their current fields: after each create or change. */
export async function storeSearchKeys<Row extends { id: number }>(
  db: Db,
  kind: Searchable<Row>,
  ids: number[],
): Promise<void> {
  if (ids.length === 0) return;
  const rows = await selectRows<Row>(
    db,
    kind.rows(
      sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      ),
    ),
  );
  for (const row of rows) {
    const keys = searchDocument(kind.document(row));
    await db.execute(
      sql`update ${sql.identifier(kind.table)} set search_head = ${keys.searchHead}, search_body = ${keys.searchBody}
          where id = ${row.id}`,
    );
    await kind.stored?.(db, row, keys);
  }
}

const BATCH = 500;

/**
 * Fills the keys of the rows that have none (rows from before their table had search keys, or
 * written by the demo seed), in batches. Run at start and by the seed; idempotent.
 */
export async function fillMissingSearchKeys<Row extends { id: number }>(
  db: Db,
  kind: Searchable<Row>,
): Promise<number> {
  let filled = 0;
  let after = 0;
  for (;;) {
    const ids = await selectRows<{ id: number }>(
      db,
      sql`select id from ${sql.identifier(kind.table)}
          where search_head = '' and search_body = '' and id > ${after} order by id limit ${BATCH}`,
    );
    if (ids.length === 0) return filled;
    await storeSearchKeys(
      db,
      kind,
      ids.map((r) => r.id),
    );
    filled += ids.length;
    after = ids[ids.length - 1]!.id;
  }
}

/**
 * The search of a query over a kind's `search_document` (lib/search's keys, spellings and
 * synonyms; no close spellings, whose lexicon holds the video library's words). A query with no
 * word to search (only signs, "%") matches nothing (its rank is a value: a bare 0 would name a column).
 */
export function searchOver(q: string, vector: SQL): { match: SQL; rank: SQL } {
  const words = queryWords(q);
  return words.length ? searchSql(words, new Map(), vector) : { match: sql`false`, rank: sql`0::real` };
}
