import {
  JOURNEY_MESSAGES,
  journeyEndDate,
  type JourneyDetail,
  type JourneyListQuery,
  type JourneySummary,
  journeySummarySchema,
  type Language,
} from '@sangam/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import type { RefundStep } from '@sangam/contracts';
import { answerFields } from '../../lib/answer-fields';
import { notFound } from '../../lib/http-errors';
import { selectPage } from '../../lib/page-rows';
import { languagesFirst } from '../../lib/reader-languages';
import { searchOver, suggestionsIfNoneFound } from '../../lib/search';
import { journeyNamesToSuggest } from './search';
import { journeyToday } from './seats';
import { releaseHoldsAndOffer } from './waitlist';

/** Journeys as travellers find them: the travel page's filters and a journey's page. */

interface SummaryRow {
  id: number;
  slug: string;
  title: string;
  summary: string;
  region: string;
  start_place: string;
  duration_days: number;
  languages: string[];
  content_language: string;
  price_minor: number;
  price_from_minor: number;
  currency: string;
  deposit_percent: number;
  max_travellers_per_booking: number;
  photo: string | null;
  next_departure: string | null;
  next_departure_seats_left: number | null;
  organiser_name: string;
  organiser_verified: boolean;
}

/**
 * Each published journey with what its coming open departures offer: the next one (with its places
 * left) and the lowest price among them. "Coming" is after today in India (seats.ts).
 */
const summarySelect = (today: string) => sql`
  select j.id, j.slug, j.title, j.summary, j.region, j.start_place, j.duration_days, j.languages, j.content_language,
         j.price_minor, coalesce(prices.lowest, j.price_minor) as price_from_minor, j.currency, j.deposit_percent,
         j.max_travellers_per_booking, j.photos[1] as photo, nxt.start_date::text as next_departure, nxt.seats_left as next_departure_seats_left,
         coalesce(nullif(u.display_name, ''), u.username) as organiser_name,
         coalesce(cp.verification_status = 'verified', false) as organiser_verified
  from journeys j
  join users u on u.id = j.organiser_id
  left join creator_profiles cp on cp.user_id = j.organiser_id
  left join lateral (
    select min(coalesce(d.price_minor, j.price_minor))::int as lowest from journey_departures d
    where d.journey_id = j.id and not d.closed and d.start_date > ${today}::date
  ) prices on true
  left join lateral (
    select d.start_date, (d.capacity - d.seats_taken)::int as seats_left from journey_departures d
    where d.journey_id = j.id and not d.closed and d.start_date > ${today}::date
    order by d.start_date limit 1
  ) nxt on true`;

function toSummary(row: SummaryRow): JourneySummary {
  return {
    ...answerFields(journeySummarySchema, row),
    photo: row.photo ?? null,
    organiser: { display_name: row.organiser_name, verified: row.organiser_verified },
  };
}

/**
 * Published journeys by the travel page's filters, the soonest departing first. A search that
 * found nothing names the nearest spellings of the journeys' words and places.
 */
export async function listJourneys(
  db: Db,
  query: JourneyListQuery,
  readerLanguages: readonly Language[] = [],
  now = new Date(),
) {
  await releaseHoldsAndOffer(db);
  const today = journeyToday(now);
  const where: SQL[] = [sql`j.published`];
  if (query.region) where.push(sql`lower(j.region) = ${query.region.toLowerCase()}`);
  if (query.language) where.push(sql`${query.language} = any(j.languages)`);
  if (query.duration_min !== undefined) where.push(sql`j.duration_days >= ${query.duration_min}`);
  if (query.duration_max !== undefined) where.push(sql`j.duration_days <= ${query.duration_max}`);
  if (query.price_min !== undefined) where.push(sql`coalesce(prices.lowest, j.price_minor) >= ${query.price_min}`);
  if (query.price_max !== undefined) where.push(sql`coalesce(prices.lowest, j.price_minor) <= ${query.price_max}`);
  if (query.month) {
    const first = `${query.month}-01`;
    where.push(sql`exists (
      select 1 from journey_departures d
      where d.journey_id = j.id and not d.closed and d.start_date > ${today}::date
        and d.start_date >= ${first}::date and d.start_date < ${first}::date + interval '1 month')`);
  }
  // A search (any script or spelling, lib/search) puts the best matches first.
  const search = query.q ? searchOver(query.q, sql`j.search_document`) : null;
  if (search) where.push(search.match);
  const condition = sql.join(where, sql` and `);
  const mine = languagesFirst(sql`j.content_language`, readerLanguages);
  const [{ count, rows }, regions] = await Promise.all([
    selectPage<SummaryRow>(
      db,
      query.page,
      query.page_size,
      sql`${summarySelect(today)} where ${condition}
          order by ${search ? sql`${search.rank} desc, ` : sql``}${mine ? sql`${mine}, ` : sql``}nxt.start_date asc nulls last, j.id desc`,
      sql`(${summarySelect(today)} where ${condition}) c`,
    ),
    selectRows<{ region: string }>(
      db,
      sql`select distinct region from journeys where published and region <> '' order by region`,
    ),
  ]);
  return {
    count,
    results: rows.map(toSummary),
    regions: regions.map((r) => r.region),
    ...(await suggestionsIfNoneFound(query.q, count, () => journeyNamesToSuggest(db))),
  };
}

interface DetailRow extends SummaryRow {
  description: string;
  itinerary: JourneyDetail['itinerary'];
  inclusions: string[];
  exclusions: string[];
  photos: string[];
  cancellation_policy: RefundStep[];
}

/** A journey's page: the day-by-day itinerary and its coming open departures with the places left. */
export async function getJourney(db: Db, slug: string, now = new Date()): Promise<JourneyDetail> {
  const today = journeyToday(now);
  const [row] = await selectRows<DetailRow>(
    db,
    sql`select * from (${summarySelect(today)}) s
        join lateral (
          select description, itinerary, inclusions, exclusions, photos, cancellation_policy
          from journeys where id = s.id and published
        ) more on true
        where s.slug = ${slug.toLowerCase()}`,
  );
  if (!row) throw notFound(JOURNEY_MESSAGES.journeyNotFound);
  await releaseHoldsAndOffer(db, row.id);
  const departures = await selectRows<{
    id: number;
    start_date: string;
    capacity: number;
    seats_taken: number;
    price_minor: number | null;
  }>(
    db,
    sql`select id, start_date::text as start_date, capacity, seats_taken, price_minor from journey_departures
        where journey_id = ${row.id} and not closed and start_date > ${today}::date order by start_date`,
  );
  return {
    ...toSummary(row),
    // The hold release may have freed places of the next departure since the first read.
    next_departure_seats_left: departures[0] ? departures[0].capacity - departures[0].seats_taken : null,
    description: row.description,
    itinerary: row.itinerary,
    inclusions: row.inclusions,
    exclusions: row.exclusions,
    photos: row.photos,
    cancellation_policy: row.cancellation_policy,
    departures: departures.map((d) => ({
      id: d.id,
      start_date: d.start_date,
      end_date: journeyEndDate(d.start_date, row.duration_days),
      capacity: d.capacity,
      seats_left: d.capacity - d.seats_taken,
      price_minor: d.price_minor ?? row.price_minor,
      currency: row.currency,
    })),
  };
}
