import {
  JOURNEY_MESSAGES,
  itineraryProblems,
  type CreatorJourney,
  creatorJourneySchema,
  type JourneyFields,
  type UpdateJourneyRequest,
} from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import type { RefundStep } from '@sangam/contracts';
import { answerFields } from '../../lib/answer-fields';
import { badRequest, notFound } from '../../lib/http-errors';
import { iso } from '../../lib/iso-time';
import { storeSearchKeys } from '../../lib/search';
import type { Caller } from '../../plugins/auth';
import { toTextArray } from '../community';
import { insertUnderFreeSlug, slugFromName } from '../../lib/slugs';
import { searchableJourneys } from './search';
import { journeyToday } from './seats';
import { wholeList } from '../../lib/paging';

/** An organiser's own journeys at creator/journeys: drafts too, with what is booked on them. */

type Executor = Pick<Db, 'execute'>;

interface Row {
  id: number;
  slug: string;
  organiser_id: number;
  title: string;
  summary: string;
  description: string;
  content_language: string;
  languages: string[];
  region: string;
  start_place: string;
  itinerary: CreatorJourney['itinerary'];
  inclusions: string[];
  exclusions: string[];
  photos: string[];
  duration_days: number;
  price_minor: number;
  currency: string;
  deposit_percent: number;
  max_travellers_per_booking: number;
  cancellation_policy: RefundStep[];
  published: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  departures: number;
  seats_taken: number;
  bookings: number;
  interests: number;
}

const journeySelect = (today: string) => sql`
  select j.id, j.slug, j.organiser_id, j.title, j.summary, j.description, j.content_language, j.languages, j.region,
         j.start_place, j.itinerary, j.inclusions, j.exclusions, j.photos, j.duration_days, j.price_minor, j.currency,
         j.deposit_percent, j.max_travellers_per_booking, j.cancellation_policy, j.published, j.created_at, j.updated_at,
         coalesce(dep.departures, 0) as departures, coalesce(dep.seats_taken, 0) as seats_taken,
         (select count(*)::int from journey_bookings b join journey_departures d on d.id = b.departure_id
          where b.journey_id = j.id and b.status in ('held', 'confirmed') and d.start_date > ${today}::date) as bookings,
         (select count(*)::int from journey_interests i where i.journey_id = j.id) as interests
  from journeys j
  left join lateral (
    select count(*)::int as departures, sum(seats_taken)::int as seats_taken from journey_departures
    where journey_id = j.id and not closed and start_date > ${today}::date
  ) dep on true`;

function toCreatorJourney(row: Row): CreatorJourney {
  return {
    ...answerFields(creatorJourneySchema, row),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    upcoming: {
      departures: row.departures,
      seats_taken: row.seats_taken,
      bookings: row.bookings,
      interests: row.interests,
    },
  };
}

/** The caller's journeys, newest first (an organiser runs a handful: all in one answer). */
export async function listCreatorJourneys(db: Db, caller: Caller) {
  const rows = await selectRows<Row>(
    db,
    sql`${journeySelect(journeyToday())} where j.organiser_id = ${caller.id}
        order by j.created_at desc, j.id desc limit 500`,
  );
  return wholeList(rows.map(toCreatorJourney));
}

/** A journey of the caller's (any journey for an administrator); someone else's is not found. */
export async function ownedJourney(db: Executor, caller: Caller, id: number): Promise<Row> {
  const [row] = await selectRows<Row>(db, sql`${journeySelect(journeyToday())} where j.id = ${id}`);
  if (!row || (row.organiser_id !== caller.id && caller.role !== 'admin'))
    throw notFound(JOURNEY_MESSAGES.journeyNotFound);
  return row;
}

export async function getCreatorJourney(db: Db, caller: Caller, id: number): Promise<CreatorJourney> {
  return toCreatorJourney(await ownedJourney(db, caller, id));
}

const policyJson = (steps: RefundStep[]) => JSON.stringify(steps);

/**
 * A new journey of the caller's, with a unique slug made from its title in any script ('Char Dham
 * Yatra' → 'char-dham-yatra', '-2', '-3' when taken). The slug stays when the title changes, so
 * links keep working.
 */
export async function createCreatorJourney(db: Db, caller: Caller, input: JourneyFields): Promise<CreatorJourney> {
  const id = await insertUnderFreeSlug(
    db,
    'journeys',
    slugFromName(input.title, 'journey'),
    async (slug) => {
      const [row] = await selectRows<{ id: number }>(
        db,
        sql`insert into journeys (slug, organiser_id, title, summary, description, content_language, languages, region,
                                start_place, itinerary, inclusions, exclusions, photos, duration_days, price_minor,
                                currency, deposit_percent, max_travellers_per_booking, cancellation_policy,
                                published)
          values (${slug}, ${caller.id}, ${input.title}, ${input.summary}, ${input.description},
                  ${input.content_language}, ${toTextArray(input.languages)}, ${input.region}, ${input.start_place},
                  ${JSON.stringify(input.itinerary)}::jsonb, ${toTextArray(input.inclusions)},
                  ${toTextArray(input.exclusions)}, ${toTextArray(input.photos)}, ${input.duration_days},
                  ${input.price_minor}, ${input.currency}, ${input.deposit_percent},
                  ${input.max_travellers_per_booking}, ${policyJson(input.cancellation_policy)}::jsonb, ${input.published})
          on conflict (slug) do nothing returning id`,
      );
      return row?.id ?? null;
    },
    { what: 'journey with this title' },
  );
  await storeSearchKeys(db, searchableJourneys, [id]);
  return getCreatorJourney(db, caller, id);
}

/**
 * Changes any fields of a journey; the itinerary rule (days 1..duration, needed once published) is
 * checked on the result, so shortening the journey asks for a shorter itinerary in the same edit.
 */
export async function updateCreatorJourney(
  db: Db,
  caller: Caller,
  id: number,
  changes: UpdateJourneyRequest,
): Promise<CreatorJourney> {
  const current = await ownedJourney(db, caller, id);
  const defined = Object.fromEntries(
    Object.entries(changes).filter(([, v]) => v !== undefined),
  ) as Partial<JourneyFields>;
  const merged = { ...toCreatorJourney(current), ...defined };
  const problems = itineraryProblems(merged.itinerary, merged.duration_days, merged.published);
  if (problems.length) {
    const errors: Record<string, string[]> = {};
    for (const p of problems) {
      const field = p.index === null ? 'itinerary' : `itinerary.${p.index}.day`;
      errors[field] = [JOURNEY_MESSAGES[p.key]];
    }
    const [field, [first]] = Object.entries(errors)[0]! as [string, string[]];
    throw badRequest(`Invalid request body: ${field}: ${first}`, errors);
  }
  await db.execute(sql`
    update journeys set title = ${merged.title}, summary = ${merged.summary}, description = ${merged.description},
           content_language = ${merged.content_language}, languages = ${toTextArray(merged.languages)},
           region = ${merged.region}, start_place = ${merged.start_place},
           itinerary = ${JSON.stringify(merged.itinerary)}::jsonb, inclusions = ${toTextArray(merged.inclusions)},
           exclusions = ${toTextArray(merged.exclusions)}, photos = ${toTextArray(merged.photos)},
           duration_days = ${merged.duration_days}, price_minor = ${merged.price_minor}, currency = ${merged.currency},
           deposit_percent = ${merged.deposit_percent},
           max_travellers_per_booking = ${merged.max_travellers_per_booking},
           cancellation_policy = ${policyJson(merged.cancellation_policy)}::jsonb, published = ${merged.published},
           updated_at = now()
    where id = ${current.id}`);
  await storeSearchKeys(db, searchableJourneys, [current.id]);
  return getCreatorJourney(db, caller, current.id);
}
