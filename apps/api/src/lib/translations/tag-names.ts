import { slugify, type Language, type Translations } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
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
