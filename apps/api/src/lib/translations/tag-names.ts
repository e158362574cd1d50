import { slugify, type Language, type Translations } from '@sangam/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { readerText } from './reader-text';

/**
 * Tags are one vocabulary (the `tags` table, a name per language): a community's or post's tag,
 * free text, reads as the vocabulary's name in the reader's language when an entry has its slug,
 * else as written (as before). One query for a whole page of items.
 */
export async function tagNamer(db: Pick<Db, 'execute'>, tags: Iterable<string>, lang: Language | undefined) {
  const wanted = [...new Set([...tags].map(slugify))];
  const rows = wanted.length
    ? await selectRows<{ slug: string; name: string; translations: Translations }>(
        db,
        sql`select slug, name, translations from tags where slug in (${sql.join(
          wanted.map((slug) => sql`${slug}`),
          sql`, `,
        )})`,
      )
    : [];
  const names = new Map(rows.map((row) => [row.slug, readerText(lang, row.translations).text('name', row.name)]));
  return (tag: string) => names.get(slugify(tag)) ?? tag;
}

/**
 * The slug `slugify` gives a free-text tag, in SQL (trimmed, lower case, each run of white space a
 * hyphen), so that a query can join items' tags to the vocabulary.
 */
const slugOf = (tag: SQL) => sql`regexp_replace(lower(btrim(${tag})), '\\s+', '-', 'g')`;

/**
 * A column of an items' query: the names, in every language, of the vocabulary entries among the
 * item's free-text `tags` (a text[] column), for its search keys. Empty for tags with no entry.
 */
export const tagVocabularyColumn = (tags: SQL) =>
  sql`coalesce((select jsonb_agg(names.name) from tags t
                cross join lateral (select t.name union select e.value->>'name' from jsonb_each(t.translations) e) names(name)
                where t.slug in (select ${slugOf(sql`x`)} from unnest(${tags}) x) and names.name is not null), '[]'::jsonb)`;

/** A condition on an item's free-text `tags`: one of them is the vocabulary entry `slug`. */
export const carriesTag = (tags: SQL, slug: string) =>
  sql`${slug} in (select ${slugOf(sql`x`)} from unnest(${tags}) x)`;
