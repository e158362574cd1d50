import {
  type Language,
  POOJA_LIMITS,
  POOJA_MESSAGES,
  type PoojaDay,
  type PoojaDaysAnswer,
  type PoojaDetail,
  type PoojaListQuery,
  type PoojaOffering,
  type PoojaSummary,
  type TempleDetail,
  type TempleListQuery,
  type TempleSummary,
  type Translations,
} from '@sangam/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import type { PlaceRow } from '../../lib/place-row';
import { selectPage } from '../../lib/page-rows';
import { notFound } from '../../lib/http-errors';
import { likeEscaped } from '../../lib/paging';
import { countryName, readerText } from '../../lib/translations';
import { searchOver, suggestionsIfNoneFound } from '../../lib/search';
import { languagesFirst } from '../../lib/reader-languages';
import { poojaNamesToSuggest, templeNamesToSuggest } from './search';
import { bookableWindow, dayRule, plusDays } from './temple-days';
import { releasePoojaHoldsAndOffer } from './waitlist';

/** Temples and their poojas as devotees find them: lists with filters, a temple's page, a pooja's days. */

type Executor = Pick<Db, 'execute'>;

export interface TempleRow extends PlaceRow {
  id: number;
  slug: string;
  manager_id: number;
  name: string;
  deity: string;
  description: string;
  content_language: string;
  place: string;
  region: string;
  photos: string[];
  timings: TempleDetail['timings'];
  aartis: TempleDetail['aartis'];
  darshan_videos: TempleDetail['darshan_videos'];
  published: boolean;
  translations: Translations;
  pooja_count: number;
  lowest_price_minor: number | null;
  currency: string | null;
  verified: boolean;
}

/** Each temple with its published poojas counted and the lowest price among them, in one query. */
export const templeSelect = sql`
  select t.id, t.slug, t.manager_id, t.name, t.deity, t.description, t.content_language, t.place, t.region,
         t.country, t.address, t.latitude, t.longitude, t.time_zone, t.photos, t.timings, t.aartis,
         t.darshan_videos, t.published, t.translations,
         coalesce(p.n, 0) as pooja_count, p.lowest as lowest_price_minor, p.currency,
         coalesce(cp.verification_status = 'verified', false) as verified
  from temples t
  left join creator_profiles cp on cp.user_id = t.manager_id
  left join lateral (
    select count(*)::int as n, min(price_minor)::int as lowest, min(currency) as currency
    from poojas where temple_id = t.id and published
  ) p on true`;

/** A temple's name, place and region as a reader of `lang` reads them (the originals without `lang`). */
export function templeNames(row: TempleRow, lang: Language | undefined) {
  const t = readerText(lang, row.translations);
  const name = t.name('name', row.name);
  const place = t.name('place', row.place);
  const region = t.name('region', row.region);
  const originals: { name_original?: string; place_original?: string; region_original?: string } = t.originals();
  return { name, place, region, ...originals };
}

function toTempleSummary(row: TempleRow, lang?: Language): TempleSummary {
  return {
    id: row.id,
    slug: row.slug,
    ...templeNames(row, lang),
    deity: row.deity,
    country: countryName(row.country, lang),
    photo: row.photos[0] ?? '',
    time_zone: row.time_zone,
    content_language: row.content_language,
    pooja_count: row.pooja_count,
    lowest_price_minor: row.lowest_price_minor,
    currency: row.currency,
    verified: row.verified,
  };
}

export function toTempleDetail(row: TempleRow, poojas: PoojaSummary[], lang?: Language): TempleDetail {
  const t = readerText(lang, row.translations);
  const labels = t.list(
    'timings',
    row.timings.map((timing) => timing.label),
    false,
  );
  const names = t.list(
    'aartis',
    row.aartis.map((aarti) => aarti.name),
    true,
  );
  return {
    ...toTempleSummary(row, lang),
    description: t.text('description', row.description),
    address: row.address,
    coordinates:
      row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null,
    photos: row.photos,
    timings: row.timings.map((timing, i) => ({ ...timing, label: labels[i]!.text })),
    aartis: row.aartis.map((aarti, i) => ({
      ...aarti,
      name: names[i]!.text,
      ...(names[i]!.original ? { name_original: names[i]!.original } : {}),
    })),
    darshan_videos: row.darshan_videos,
    poojas,
  };
}

export interface PoojaRow {
  id: number;
  slug: string;
  temple_id: number;
  name: string;
  purpose: string;
  description: string;
  price_minor: number;
  currency: string;
  offerings: PoojaOffering[];
  prasad_available: boolean;
  prasad_price_minor: number;
  daily_limit: number;
  notice_days: number;
  position: number;
  published: boolean;
  temple_slug: string;
  temple_name: string;
  temple_deity: string;
  temple_place: string;
  temple_photos: string[];
  temple_time_zone: string;
  temple_published: boolean;
  temple_verified: boolean;
  manager_id: number;
  translations: Translations;
  temple_translations: Translations;
}

const poojaSelect = sql`
  select p.id, p.slug, p.temple_id, p.name, p.purpose, p.description, p.price_minor, p.currency, p.offerings,
         p.prasad_available, p.prasad_price_minor, p.daily_limit, p.notice_days, p.position, p.published,
         p.translations, t.translations as temple_translations,
         t.slug as temple_slug, t.name as temple_name, t.deity as temple_deity, t.place as temple_place,
         t.photos as temple_photos, t.time_zone as temple_time_zone, t.published as temple_published,
         t.manager_id, coalesce(cp.verification_status = 'verified', false) as temple_verified
  from poojas p join temples t on t.id = p.temple_id
  left join creator_profiles cp on cp.user_id = t.manager_id`;

function toPoojaSummary(row: PoojaRow, lang?: Language): PoojaSummary {
  const t = readerText(lang, row.translations);
  const temple = readerText(lang, row.temple_translations);
  const name = t.name('name', row.name);
  const purpose = t.text('purpose', row.purpose);
  const templeName = temple.name('name', row.temple_name);
  const templePlace = temple.name('place', row.temple_place);
  return {
    id: row.id,
    slug: row.slug,
    name,
    ...t.originals(),
    purpose,
    price_minor: row.price_minor,
    currency: row.currency,
    prasad_available: row.prasad_available,
    prasad_price_minor: row.prasad_price_minor,
    notice_days: row.notice_days,
    daily_limit: row.daily_limit,
    temple: {
      slug: row.temple_slug,
      name: templeName,
      deity: row.temple_deity,
      place: templePlace,
      ...temple.originals(),
      photo: row.temple_photos[0] ?? '',
      time_zone: row.temple_time_zone,
      verified: row.temple_verified,
    },
  };
}

const contains = (text: string) => `%${likeEscaped(text.toLowerCase())}%`;

/**
 * Published temples by deity, place and words, by name; a search that found nothing names the
 * nearest spellings.
 */
export async function listTemples(db: Db, query: TempleListQuery) {
  const where: SQL[] = [sql`t.published`];
  if (query.deity) where.push(sql`lower(t.deity) like ${contains(query.deity)}`);
  if (query.place) {
    const like = contains(query.place);
    where.push(sql`(lower(t.place) like ${like} or lower(t.region) like ${like} or lower(t.country) like ${like})`);
  }
  // A search (any script or spelling, lib/search) puts the best matches first.
  let order = sql`t.name, t.id`;
  if (query.q) {
    const search = searchOver(query.q, sql`t.search_document`);
    where.push(search.match);
    order = sql`${search.rank} desc, ${order}`;
  }
  const condition = sql.join(where, sql` and `);
  const { count, rows } = await selectPage<TempleRow>(
    db,
    query.page,
    query.page_size,
    sql`${templeSelect} where ${condition} order by ${order}`,
    sql`temples t where ${condition}`,
  );
  return {
    count,
    results: rows.map((row) => toTempleSummary(row, query.lang)),
    ...(await suggestionsIfNoneFound(query.q, count, () => templeNamesToSuggest(db, query.lang))),
  };
}

/** A published temple's page with its published poojas, in the temple's order. */
export async function getTemple(db: Db, slug: string, lang?: Language): Promise<TempleDetail> {
  const [row] = await selectRows<TempleRow>(
    db,
    sql`${templeSelect} where t.slug = ${slug.toLowerCase()} and t.published`,
  );
  if (!row) throw notFound(POOJA_MESSAGES.templeNotFound);
  const poojas = await selectRows<PoojaRow>(
    db,
    sql`${poojaSelect} where p.temple_id = ${row.id} and p.published order by p.position, p.id`,
  );
  return toTempleDetail(
    row,
    poojas.map((pooja) => toPoojaSummary(pooja, lang)),
    lang,
  );
}

const SORTS: Record<PoojaListQuery['sort'], SQL> = {
  featured: sql`p.position, t.name, p.id`,
  price_asc: sql`p.price_minor, p.id`,
  price_desc: sql`p.price_minor desc, p.id`,
  name: sql`lower(p.name), p.id`,
};

/** The featured order puts the temples of the reader's languages first; a chosen price or name order stays as asked. */
function poojaOrder(sort: PoojaListQuery['sort'], readerLanguages: readonly Language[]): SQL {
  const mine = sort === 'featured' ? languagesFirst(sql`t.content_language`, readerLanguages) : null;
  return mine ? sql`${mine}, ${SORTS[sort]}` : SORTS[sort];
}

/**
 * Published poojas of published temples by the list's filters; a search that found nothing names
 * the nearest spellings.
 */
export async function listPoojas(db: Db, query: PoojaListQuery, readerLanguages: readonly Language[] = []) {
  const where: SQL[] = [sql`p.published and t.published`];
  if (query.temple) where.push(sql`t.slug = ${query.temple.toLowerCase()}`);
  if (query.deity) where.push(sql`lower(t.deity) like ${contains(query.deity)}`);
  if (query.place) {
    const like = contains(query.place);
    where.push(sql`(lower(t.place) like ${like} or lower(t.region) like ${like} or lower(t.country) like ${like})`);
  }
  if (query.purpose) where.push(sql`lower(p.purpose) like ${contains(query.purpose)}`);
  let order = poojaOrder(query.sort, readerLanguages);
  if (query.q) {
    // A search puts the best matches first, unless the visitor chose another order than featured.
    const search = searchOver(query.q, sql`p.search_document`);
    where.push(search.match);
    if (query.sort === 'featured') order = sql`${search.rank} desc, ${order}`;
  }
  if (query.price_min !== undefined) where.push(sql`p.price_minor >= ${query.price_min}`);
  if (query.price_max !== undefined) where.push(sql`p.price_minor <= ${query.price_max}`);
  const condition = sql.join(where, sql` and `);
  const { count, rows } = await selectPage<PoojaRow>(
    db,
    query.page,
    query.page_size,
    sql`${poojaSelect} where ${condition} order by ${order}`,
    sql`poojas p join temples t on t.id = p.temple_id where ${condition}`,
  );
  return {
    count,
    results: rows.map((row) => toPoojaSummary(row, query.lang)),
    ...(await suggestionsIfNoneFound(query.q, count, () => poojaNamesToSuggest(db, query.lang))),
  };
}

/** A published pooja of a published temple, or 404. */
export async function poojaBySlug(db: Executor, slug: string): Promise<PoojaRow> {
  const [row] = await selectRows<PoojaRow>(
    db,
    sql`${poojaSelect} where p.slug = ${slug.toLowerCase()} and p.published and t.published`,
  );
  if (!row) throw notFound(POOJA_MESSAGES.poojaNotFound);
  return row;
}

/** Places taken on each day of [from, to] that has bookings. */
async function takenBetween(db: Executor, poojaId: number, from: string, to: string) {
  const rows = await selectRows<{ day: string; taken: number }>(
    db,
    sql`select day::text as day, taken from pooja_days where pooja_id = ${poojaId} and day between ${from} and ${to}`,
  );
  return new Map(rows.map((r) => [r.day, r.taken]));
}

/** Each day of [from, to] with its places left and whether it can be booked now. */
async function daysOf(db: Executor, pooja: PoojaRow, from: string, to: string, now: Date): Promise<PoojaDay[]> {
  const window = bookableWindow(pooja.temple_time_zone, pooja.notice_days, now);
  const taken = await takenBetween(db, pooja.id, from, to);
  const days: PoojaDay[] = [];
  for (let day = from; day <= to; day = plusDays(day, 1)) {
    const placesLeft = Math.max(0, pooja.daily_limit - (taken.get(day) ?? 0));
    const reason = dayRule(day, window) ?? (placesLeft === 0 ? 'full' : null);
    days.push({ day, places_left: placesLeft, bookable: reason === null, reason });
  }
  return days;
}

/** A pooja's page: its temple, offerings, prasad, notice, and the next days that can be booked. */
export async function getPooja(db: Db, slug: string, lang?: Language, now = new Date()): Promise<PoojaDetail> {
  await releasePoojaHoldsAndOffer(db);
  const row = await poojaBySlug(db, slug);
  const window = bookableWindow(row.temple_time_zone, row.notice_days, now);
  // A month ahead is enough to find a week of open days unless the pooja is nearly sold out.
  const coming = await daysOf(db, row, window.earliest, plusDays(window.earliest, 30), now);
  return {
    ...toPoojaSummary(row, lang),
    description: readerText(lang, row.translations).text('description', row.description),
    offerings: row.offerings,
    horizon_days: POOJA_LIMITS.horizonDays,
    next_bookable_days: coming.filter((d) => d.bookable).slice(0, POOJA_LIMITS.nextDaysShown),
  };
}

/** The days of [from, to] (the temple's dates) with places left and whether each can be booked. */
export async function poojaDays(
  db: Db,
  slug: string,
  range: { from: string; to: string },
  now = new Date(),
): Promise<PoojaDaysAnswer> {
  await releasePoojaHoldsAndOffer(db);
  const row = await poojaBySlug(db, slug);
  const window = bookableWindow(row.temple_time_zone, row.notice_days, now);
  const results = await daysOf(db, row, range.from, range.to, now);
  return {
    count: results.length,
    next: null,
    previous: null,
    results,
    time_zone: row.temple_time_zone,
    earliest: window.earliest,
    latest: window.latest,
  };
}
