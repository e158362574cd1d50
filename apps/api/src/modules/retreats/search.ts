import { sql } from 'drizzle-orm';
import type { Searchable } from '../../lib/search';

/** What search reads of a retreat (lib/search): its title first, then its texts, place, kind and teachers. */
export const searchableRetreats: Searchable<{
  id: number;
  title: string;
  summary: string;
  description: string;
  type: string;
  place: string;
  country: string;
  teachers: Array<{ name: string }>;
}> = {
  table: 'retreats',
  rows: (ids) =>
    sql`select id, title, summary, description, type, place, country, teachers from retreats where id in (${ids})`,
  document: (row) => ({
    head: [row.title],
    body: [row.summary, row.description, row.type, row.place, row.country, ...row.teachers.map((t) => t.name)],
  }),
};
