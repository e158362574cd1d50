import { sql } from 'drizzle-orm';
import type { Searchable } from '../../lib/search';

/** What search reads of a journey (lib/search): its title first, then its texts, region and the days' places. */
export const searchableJourneys: Searchable<{
  id: number;
  title: string;
  summary: string;
  description: string;
  region: string;
  start_place: string;
  itinerary: Array<{ title: string; place: string }>;
}> = {
  table: 'journeys',
  rows: (ids) =>
    sql`select id, title, summary, description, region, start_place, itinerary from journeys where id in (${ids})`,
  document: (row) => ({
    head: [row.title],
    body: [
      row.summary,
      row.description,
      row.region,
      row.start_place,
      ...row.itinerary.flatMap((day) => [day.title, day.place]),
    ],
  }),
};
