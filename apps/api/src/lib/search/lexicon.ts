import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import type { searchDocument } from './document';
import { isLooseKey } from './lexeme';
import { allowedTypos, editDistance, PREFIX_MIN, type Misspellings, type QueryWord } from './query';

const CANDIDATES = 12;

/** The words of a stored document that the lexicon of close spellings holds: its loose keys. */
export const lexiconWords = (keys: ReturnType<typeof searchDocument>): string[] =>
  [...new Set(`${keys.searchHead} ${keys.searchBody}`.split(' '))].filter((w) => w && isLooseKey(w));

/**
 * Stored keys spelled within a typo or two of the key of each Latin query word that the lexicon of
 * published words (search_words) does not know in any of its forms ("bagvat" → "bagavat"): trigram
 * candidates from its index, then the edit distance, so a short word that shares a few letters
 * ("kan" for "kanes") is never taken, nor a near word for a word that is there ("sipan" for "cepan").
 * A word in an Indic script is never respelled: its script spells it exactly, and its loose key
 * already meets the other scripts' spellings, so a letter more or less is another word (अनुमान, a
 * guess, is not हनुमान).
 */
export async function findMisspellings(db: Db, words: QueryWord[]): Promise<Misspellings> {
  const found: Misspellings = new Map();
  const candidates = words.filter((w) => w.script === 'latn' && allowedTypos(w.key) > 0);
  if (candidates.length === 0) return found;
  const known = await knownWords(
    db,
    candidates.flatMap((w) => w.keys),
  );
  const unknown = [...new Set(candidates.filter((w) => !w.keys.some((k) => known.has(k))).map((w) => w.key))];
  if (unknown.length === 0) return found;
  const rows = await selectRows<{ query: string; word: string }>(
    db,
    sql`select q.word as query, w.word
        from unnest(array[${sql.join(
          unknown.map((k) => sql`${k}`),
          sql`, `,
        )}]::text[]) as q(word)
        cross join lateral (
          select word from search_words where word % q.word
          order by similarity(word, q.word) desc limit ${CANDIDATES}
        ) w`,
  );
  for (const { query, word } of rows) {
    if (editDistance(query, word, allowedTypos(query)) > allowedTypos(query)) continue;
    found.set(query, [...(found.get(query) ?? []), word]);
  }
  return found;
}

/** Which of these keys are a published word, or begin one (keys of four letters or more). */
async function knownWords(db: Db, keys: string[]): Promise<Set<string>> {
  const unique = [...new Set(keys)];
  const rows = await selectRows<{ key: string }>(
    db,
    sql`select q.key from unnest(array[${sql.join(
      unique.map((k) => sql`${k}`),
      sql`, `,
    )}]::text[]) as q(key)
        where exists (select 1 from search_words w
                      where w.word = q.key or (length(q.key) >= ${PREFIX_MIN} and w.word like q.key || '%'))`,
  );
  return new Set(rows.map((r) => r.key));
}
