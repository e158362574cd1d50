import {
  RETREAT_LIMITS,
  RETREAT_MESSAGES,
  type RetreatAvailability,
  type RetreatDetail,
  type RetreatListQuery,
  type RetreatSummary,
  retreatSummarySchema,
  type Language,
  type Translations,
  addDays,
} from '@sangam/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import type { PlaceRow } from '../../lib/place-row';
import { selectPage } from '../../lib/page-rows';
import { answerFields } from '../../lib/answer-fields';
import { notFound } from '../../lib/http-errors';
import { likeEscaped } from '../../lib/paging';
import { searchOver, suggestionsIfNoneFound } from '../../lib/search';
import { languagesFirst } from '../../lib/reader-languages';
import { countryName, readerText } from '../../lib/translations';
import { nightCount, stayNights } from './nights';
import { retreatNamesToSuggest } from './search';

/**
 * Retreats as guests find them: the list with its filters, a retreat's page with places left per
 * departure and package, and the availability of each package night by night. "Today" is the
 * calendar date at the retreat's place; a date is bookable from the day after.
 */

interface Departure {
  start: string;
  end: string;
}

/**
 * One row per published retreat with at least one active package, with what the list shows and
 * filters on, computed once: the next bookable first night, the shortest and longest stays, and
 * the price per person of the shortest stay (a flexible package's price is per night).
 */
const retreatRows = sql`
  select x.id, x.slug, x.title, x.summary, x.description, x.translations, x.type, x.content_language, x.languages, x.place,
         x.country, x.address, x.latitude, x.longitude, x.time_zone, x.photos, x.teachers, x.schedule, x.included,
         x.date_mode, x.departures, x.min_nights, x.max_nights, x.deposit_percent, x.max_guests_per_booking, x.cancellation_policy,
         x.currency, x.created_at, x.host_username, x.host_display_name, x.host_headline, x.host_bio,
         x.host_verified,
         to_char(x.available_from, 'YYYY-MM-DD') as available_from,
         to_char(x.available_until, 'YYYY-MM-DD') as available_until,
         to_char(x.today, 'YYYY-MM-DD') as today,
         to_char(case when x.date_mode = 'fixed' then x.dep_next
              when x.available_from is not null and x.available_until is not null
                   and greatest(x.available_from, x.today + 1) + x.min_nights <= x.available_until
              then greatest(x.available_from, x.today + 1) end, 'YYYY-MM-DD') as next_start,
         case when x.date_mode = 'fixed' then coalesce(x.dep_nights_min, 0) else x.min_nights end as nights_min,
         case when x.date_mode = 'fixed' then coalesce(x.dep_nights_max, 0) else x.max_nights end as nights_max,
         case when x.date_mode = 'fixed' then x.min_price else x.min_price * x.min_nights end as price_from
  from (
    select r.id, r.slug, r.title, r.summary, r.description, r.translations, r.type, r.content_language, r.languages, r.place,
           r.country, r.address, r.latitude, r.longitude, r.time_zone, r.photos, r.teachers, r.schedule, r.included,
           r.date_mode, r.departures, r.available_from, r.available_until, r.min_nights, r.max_nights,
           r.deposit_percent, r.max_guests_per_booking, r.cancellation_policy, r.currency, r.created_at,
           h.username as host_username, h.display_name as host_display_name,
           coalesce(cp.headline, '') as host_headline, coalesce(cp.bio, '') as host_bio,
           coalesce(cp.verification_status = 'verified', false) as host_verified,
           (now() at time zone r.time_zone)::date as today,
           (select min(p.price_minor)::bigint from retreat_packages p where p.retreat_id = r.id and p.active) as min_price,
           (select min((d->>'start')::date) from jsonb_array_elements(r.departures) d
             where (d->>'start')::date > (now() at time zone r.time_zone)::date) as dep_next,
           (select min((d->>'end')::date - (d->>'start')::date) from jsonb_array_elements(r.departures) d
             where (d->>'start')::date > (now() at time zone r.time_zone)::date) as dep_nights_min,
           (select max((d->>'end')::date - (d->>'start')::date) from jsonb_array_elements(r.departures) d
             where (d->>'start')::date > (now() at time zone r.time_zone)::date) as dep_nights_max
    from retreats r
    join users h on h.id = r.host_id
    left join creator_profiles cp on cp.user_id = r.host_id
    where r.published
  ) x
  where x.min_price is not null`;

interface RetreatRow extends PlaceRow {
  id: number;
  slug: string;
  title: string;
  summary: string;
  description: string;
  translations: Translations;
  type: RetreatSummary['type'];
  content_language: string;
  languages: string[];
  place: string;
  photos: string[];
  teachers: Array<{ name: string; bio: string }>;
  schedule: Array<{ time: string; activity: string }>;
  included: string[];
  date_mode: RetreatSummary['date_mode'];
  departures: Departure[];
  available_from: string | null;
  available_until: string | null;
  min_nights: number;
  max_nights: number;
  deposit_percent: number;
  max_guests_per_booking: number;
  cancellation_policy: Array<{ days_before: number; refund_percent: number }>;
  currency: string;
  host_username: string;
  host_display_name: string;
  host_headline: string;
  host_bio: string;
  host_verified: boolean;
  today: string;
  next_start: string | null;
  nights_min: number;
  nights_max: number;
  price_from: number | string | null;
}

/** A retreat as a reader of `lang` reads it: its title and summary translated when they are (issue 21). */
function toSummary(row: RetreatRow, lang?: Language): RetreatSummary {
  const t = readerText(lang, row.translations);
  return {
    ...answerFields(retreatSummarySchema, row),
    title: t.text('title', row.title),
    summary: t.text('summary', row.summary),
    country: countryName(row.country, lang),
    photo: row.photos[0] ?? '',
    price_from_minor: row.price_from === null ? null : Number(row.price_from),
    host: {
      username: row.host_username,
      display_name: row.host_display_name || row.host_username,
      headline: row.host_headline,
      verified: row.host_verified,
    },
  };
}

/** The first and the day after the last day of a month 'YYYY-MM'. */
function monthBounds(month: string): [string, string] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return [`${month}-01`, `${next}-01`];
}

/**
 * Published retreats that still have a date to book, by the list's filters and order. A search
 * that found nothing names the nearest spellings of the retreats' words and places.
 */
export async function listRetreats(db: Db, query: RetreatListQuery, readerLanguages: readonly Language[] = []) {
  const where: SQL[] = [sql`r.next_start is not null`];
  if (query.type) where.push(sql`r.type = ${query.type}`);
  if (query.language) where.push(sql`${query.language} = any(r.languages)`);
  if (query.place) {
    const like = `%${likeEscaped(query.place.toLowerCase())}%`;
    where.push(sql`(lower(r.place) like ${like} or lower(r.country) like ${like})`);
  }
  // A search (any script or spelling, lib/search) puts the best matches first under the soonest order.
  const search = query.q ? searchOver(query.q, sql`s.search_document`) : null;
  if (search) where.push(sql`exists (select 1 from retreats s where s.id = r.id and ${search.match})`);
  if (query.currency) where.push(sql`r.currency = ${query.currency}`);
  if (query.price_min !== undefined) where.push(sql`r.price_from >= ${query.price_min}`);
  if (query.price_max !== undefined) where.push(sql`r.price_from <= ${query.price_max}`);
  if (query.month) {
    const [first, after] = monthBounds(query.month);
    where.push(sql`(
      (r.date_mode = 'fixed' and exists (select 1 from jsonb_array_elements(r.departures) d
                where (d->>'start')::date > r.today::date
                  and (d->>'start')::date < ${after}::date and (d->>'end')::date > ${first}::date))
      or (r.date_mode = 'flexible' and r.next_start::date < ${after}::date and r.available_until::date > ${first}::date))`);
  }
  if (query.nights_min !== undefined || query.nights_max !== undefined) {
    const least = query.nights_min ?? 1;
    const most = query.nights_max ?? 365;
    where.push(sql`(
      (r.date_mode = 'fixed' and exists (select 1 from jsonb_array_elements(r.departures) d
                where (d->>'start')::date > r.today::date
                  and (d->>'end')::date - (d->>'start')::date between ${least} and ${most}))
      or (r.date_mode = 'flexible' and r.min_nights <= ${most} and r.max_nights >= ${least}))`);
  }
  const rank = search ? sql`(select ${search.rank} from retreats s where s.id = r.id) desc, ` : sql``;
  // The default order puts the reader's languages first (after a search's best matches); a chosen
  // price or date order stays as asked.
  const mine = languagesFirst(sql`r.content_language`, readerLanguages);
  const order = {
    soonest: sql`${rank}${mine ? sql`${mine}, ` : sql``}r.next_start asc, r.id asc`,
    price_asc: sql`r.price_from asc, r.next_start asc, r.id asc`,
    price_desc: sql`r.price_from desc, r.next_start asc, r.id asc`,
    newest: sql`r.created_at desc, r.id desc`,
  }[query.sort];
  const condition = sql.join(where, sql` and `);
  const { count, rows } = await selectPage<RetreatRow>(
    db,
    query.page,
    query.page_size,
    sql`select * from (${retreatRows}) r where ${condition} order by ${order}`,
    sql`(${retreatRows}) r where ${condition}`,
  );
  return {
    count,
    results: rows.map((row) => toSummary(row, query.lang)),
    ...(await suggestionsIfNoneFound(query.q, count, () => retreatNamesToSuggest(db, query.lang))),
  };
}

async function retreatRow(db: Pick<Db, 'execute'>, slug: string) {
  const [row] = await selectRows<RetreatRow>(
    db,
    sql`select * from (${retreatRows}) r where r.slug = ${slug.toLowerCase()}`,
  );
  if (!row) throw notFound(RETREAT_MESSAGES.retreatNotFound);
  return row;
}

interface PackageRow {
  id: number;
  name: string;
  description: string;
  price_minor: number;
  capacity: number;
}

async function activePackages(db: Pick<Db, 'execute'>, retreatId: number) {
  return selectRows<PackageRow>(
    db,
    sql`select id, name, description, price_minor, capacity from retreat_packages
        where retreat_id = ${retreatId} and active order by position, id`,
  );
}

/**
 * Places left per package and night in [from, to): each night's capacity (its own, or the
 * package's) less its guests, 0 when closed. Nights nobody has booked or changed have no row.
 */
async function nightsLeft(db: Pick<Db, 'execute'>, packages: PackageRow[], from: string, to: string) {
  const left = new Map<string, { left: number; closed: boolean }>();
  if (packages.length && to > from) {
    const rows = await selectRows<{ package_id: number; night: string; left: number; closed: boolean }>(
      db,
      sql`select n.package_id, to_char(n.night, 'YYYY-MM-DD') as night, n.closed,
                 greatest(coalesce(n.capacity, p.capacity) - n.guests_taken, 0)::int as "left"
          from retreat_nights n join retreat_packages p on p.id = n.package_id
          where n.package_id in ${sql.raw(`(${packages.map((p) => p.id).join(',')})`)}
            and n.night >= ${from}::date and n.night < ${to}::date`,
    );
    for (const r of rows) left.set(`${r.package_id}/${r.night}`, { left: r.closed ? 0 : r.left, closed: r.closed });
  }
  return (pkg: PackageRow, night: string) => left.get(`${pkg.id}/${night}`) ?? { left: pkg.capacity, closed: false };
}

/** A retreat's page: everything a guest reads before booking, with places left per departure and package. */
export async function getRetreat(db: Db, slug: string, lang?: Language): Promise<RetreatDetail> {
  const row = await retreatRow(db, slug);
  const packages = await activePackages(db, row.id);
  const today = row.today;
  const upcoming = row.date_mode === 'fixed' ? row.departures.filter((d) => d.start > today) : [];
  const from = upcoming.reduce((min, d) => (d.start < min ? d.start : min), '9999-12-31');
  const to = upcoming.reduce((max, d) => (d.end > max ? d.end : max), '0000-01-01');
  const left = await nightsLeft(db, packages, from, to);
  const departures = upcoming
    .map((d) => ({
      start: d.start,
      end: d.end,
      nights: nightCount(d.start, d.end),
      packages: packages.map((p) => ({
        package_id: p.id,
        guests_left: Math.min(...stayNights(d.start, d.end).map((night) => left(p, night).left)),
      })),
    }))
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  return {
    ...toSummary(row, lang),
    description: readerText(lang, row.translations).text('description', row.description),
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    time_zone: row.time_zone,
    photos: row.photos,
    teachers: row.teachers,
    schedule: row.schedule,
    included: row.included,
    packages: packages.map((p) => ({ ...p })),
    departures,
    available_from: row.date_mode === 'flexible' ? row.available_from : null,
    available_until: row.date_mode === 'flexible' ? row.available_until : null,
    min_nights: row.min_nights,
    max_nights: row.max_nights,
    cancellation_policy: row.cancellation_policy,
    host: { ...toSummary(row).host, bio: row.host_bio },
  };
}

/** How many nights the availability shows when the guest does not say. */
const DEFAULT_AVAILABILITY_NIGHTS = 30;

/**
 * Places left per package for each night of [from, to] (both included; 30 nights from tomorrow by
 * default), with whether the retreat's dates offer that night at all.
 */
export async function retreatAvailability(
  db: Db,
  slug: string,
  query: { from?: string; to?: string },
): Promise<RetreatAvailability> {
  const row = await retreatRow(db, slug);
  const today = row.today;
  const tomorrow = addDays(today, 1);
  // Whichever end is left out: 30 nights from the one given (or from tomorrow); never more than the
  // widest range, which the query schema checks when both are given.
  const to = query.to ?? addDays(query.from ?? tomorrow, DEFAULT_AVAILABILITY_NIGHTS - 1);
  const earliest = addDays(to, -(RETREAT_LIMITS.availabilityRangeMaxDays - 1));
  const from = query.from ?? (to < tomorrow ? to : tomorrow < earliest ? earliest : tomorrow);
  const packages = await activePackages(db, row.id);
  const left = await nightsLeft(db, packages, from, addDays(to, 1));
  const departures = row.departures.filter((d) => d.start > today);
  const offered = (night: string) =>
    night > today &&
    (row.date_mode === 'fixed'
      ? departures.some((d) => d.start <= night && night < d.end)
      : row.available_from !== null &&
        row.available_until !== null &&
        row.available_from <= night &&
        night < row.available_until);
  const nights = stayNights(from, addDays(to, 1));
  return {
    retreat: row.slug,
    time_zone: row.time_zone,
    from,
    to,
    packages: packages.map((p) => ({
      id: p.id,
      name: p.name,
      nights: nights.map((night) => {
        const n = left(p, night);
        return { night, guests_left: n.left, closed: n.closed, offered: offered(night) };
      }),
    })),
  };
}

export type { RetreatRow };
export { retreatRow };
