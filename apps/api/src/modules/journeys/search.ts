import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { titleWords, type Searchable } from '../../lib/search';

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

/** What a journey search that found nothing may suggest: the words of the titles, and the places on the way. */
export async function journeyNamesToSuggest(db: Db): Promise<string[]> {
  const rows = await selectRows<{ title: string; places: string[] }>(
    db,
    sql`select title,
               array[start_place, region] || array(select d->>'place' from jsonb_array_elements(itinerary) d) as places
        from journeys where published`,
  );
  const places = rows.flatMap((r) => r.places.flatMap((p) => p.split(/\s*,\s*/)));
  return [...titleWords(rows.map((r) => r.title)), ...new Set(places.filter(Boolean))];
}
