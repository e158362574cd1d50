import type { Translations } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import type { Searchable } from '../../lib/search';
import { allTexts } from '../../lib/translations';

/**
 * What search reads of a retreat (lib/search): its title in every language first, then its texts
 * (translated ones too), place, kind and teachers.
 */
export const searchableRetreats: Searchable<{
  id: number;
  title: string;
  summary: string;
  description: string;
  type: string;
  place: string;
  country: string;
  teachers: Array<{ name: string }>;
  translations: Translations;
}> = {
  table: 'retreats',
  rows: (ids) =>
    sql`select id, title, summary, description, type, place, country, teachers, translations
        from retreats where id in (${ids})`,
  document: (row) => ({
    head: allTexts(row.title, row.translations, 'title'),
    body: [
      ...allTexts(row.summary, row.translations, 'summary'),
      ...allTexts(row.description, row.translations, 'description'),
      row.type,
      row.place,
      row.country,
      ...row.teachers.map((t) => t.name),
    ],
  }),
};
