import { isLanguage, type Language } from '@sangam/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../db/client';

/**
 * The languages a list shows first (issue 21): those the request names (`languages`, a guest's
 * choice or the page's language), else the signed-in person's saved ones, else their interface
 * language. A guest who names none gets the list's own order.
 */
export async function readerLanguages(
  db: Db,
  caller: { id: number } | null,
  named: Language[] | undefined,
): Promise<Language[]> {
  if (named) return named;
  if (!caller) return [];
  const [row] = await selectRows<{ content_languages: string[]; preferred_language: string }>(
    db,
    sql`select content_languages, preferred_language from users where id = ${caller.id}`,
  );
  if (!row) return [];
  const saved = row.content_languages.filter(isLanguage);
  if (saved.length > 0) return saved;
  return isLanguage(row.preferred_language) ? [row.preferred_language] : [];
}

/**
 * An ORDER BY term that puts the reader's languages first, in their order, and everything else
 * after (the list's own order decides within each group). `valueOf` turns a code into what
 * `column` holds (a video's language id, say). Null when there is no preference.
 */
export function languagesFirst(
  column: SQL,
  languages: readonly Language[],
  valueOf: (code: Language) => SQL = (code) => sql`${code}`,
): SQL | null {
  if (languages.length === 0) return null;
  // Ranks are written as numbers, not parameters, which PostgreSQL would compare as text ('10' < '2').
  const rank = (i: number) => sql.raw(String(i));
  const ranks = languages.map((code, i) => sql`when ${valueOf(code)} then ${rank(i)}`);
  return sql`(case ${column} ${sql.join(ranks, sql` `)} else ${rank(languages.length)} end)`;
}
