import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { searchDocument } from './document';
import { queryWords, searchSql } from './query';

type SearchKeys = ReturnType<typeof searchDocument>;

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
 * The version of the rules that make keys (romanise, key, document, the vocabulary). Raise it with
 * any change to them: at start the server then makes every stored key again, so rows written under
 * the old rules are found by the new ones. 2: zero-width joiners stay inside a word. 3: Indic words
 * keep their vowel lengths (decision 020). 4: communities and posts hold their tags' names in every
 * language (the tag vocabulary).
 */
export const SEARCH_KEYS_VERSION = 4;

/**
 * Brings a kind's stored keys up to date, at start and by the seed: every row's when they were made
 * under older rules (`search_key_versions`), else only those of rows that have none (written by the
 * demo seed, or from before their table had keys). Idempotent; answers how many rows it wrote.
 */
export async function refreshSearchKeys<Row extends { id: number }>(db: Db, kind: Searchable<Row>): Promise<number> {
  const [stored] = await selectRows<{ version: number }>(
    db,
    sql`select version from search_key_versions where kind = ${kind.table}`,
  );
  const current = stored?.version === SEARCH_KEYS_VERSION;
  const written = await storeInBatches(db, kind, current ? sql`search_head = '' and search_body = ''` : sql`true`);
  if (!current) {
    await db.execute(
      sql`insert into search_key_versions (kind, version) values (${kind.table}, ${SEARCH_KEYS_VERSION})
          on conflict (kind) do update set version = excluded.version`,
    );
  }
  return written;
}

/** Stores the keys of a kind's rows that meet `condition`, in batches by id. */
async function storeInBatches<Row extends { id: number }>(
  db: Db,
  kind: Searchable<Row>,
  condition: SQL,
): Promise<number> {
  let written = 0;
  let after = 0;
  for (;;) {
    const ids = await selectRows<{ id: number }>(
      db,
      sql`select id from ${sql.identifier(kind.table)}
          where ${condition} and id > ${after} order by id limit ${BATCH}`,
    );
    if (ids.length === 0) return written;
    await storeSearchKeys(
      db,
      kind,
      ids.map((r) => r.id),
    );
    written += ids.length;
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
