import { localParts } from '@sangam/panchang';
import {
  BOOKING_MESSAGES,
  DAY_FILTER_LOOKAHEAD_DAYS,
  DAY_PARTS,
  type ClassDetail,
  type ClassListQuery,
  type ClassSummary,
  classSummarySchema,
  type Tutor,
  type Language,
  type Translations,
} from '@sangam/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { selectPage } from '../../lib/page-rows';
import { answerFields } from '../../lib/answer-fields';
import { notFound } from '../../lib/http-errors';
import { likeEscaped, pageWindow } from '../../lib/paging';
import { languagesFirst } from '../../lib/reader-languages';
import { readerText } from '../../lib/translations';
import { availabilityOf, type AvailabilityRow } from './availability-row';
import { suggestionsIfNoneFound } from '../../lib/search';
import { classNamesToSuggest, classSearch } from './search';
import { openSlots } from './slots';

/** Classes and tutors as visitors find them: the explore filters, a class's page, a tutor's page. */

interface ClassRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  translations: Translations;
  category: ClassSummary['category'];
  language: string;
  level: ClassSummary['level'];
  age_min: number;
  age_max: number;
  format: ClassSummary['format'];
  duration_minutes: number;
  capacity: number;
  price_minor: number;
  currency: string;
  cancellation_hours: number;
  address: string;
  tutor_slug: string;
  tutor_username: string;
  tutor_display_name: string;
  tutor_photo_url: string;
  rating_sum: number;
  rating_count: number;
  tutor_time_zone: string;
  tutor_verified: boolean;
}

const classSelect = sql`
  select c.id, c.slug, c.title, c.description, c.translations, c.category, c.language, c.level, c.age_min, c.age_max, c.format,
         c.duration_minutes, c.capacity, c.price_minor, c.currency, c.cancellation_hours, c.address,
         t.slug as tutor_slug, u.username as tutor_username, u.display_name as tutor_display_name,
         t.photo_url as tutor_photo_url, t.rating_sum, t.rating_count, t.time_zone as tutor_time_zone,
         coalesce(cp.verification_status = 'verified', false) as tutor_verified
  from classes c join tutors t on t.user_id = c.tutor_id join users u on u.id = c.tutor_id
  left join creator_profiles cp on cp.user_id = c.tutor_id`;

/** The average of a tutor's reviews to one decimal, or null before the first. */
export const averageRating = (sum: number, count: number) => (count ? Math.round((sum / count) * 10) / 10 : null);

/** A class as a reader of `lang` reads it: its title and description translated where they are (issue 21). */
function toSummary(row: ClassRow, lang?: Language): ClassSummary {
  const t = readerText(lang, row.translations);
  return {
    ...answerFields(classSummarySchema, row),
    title: t.text('title', row.title),
    description: t.text('description', row.description),
    tutor: {
      slug: row.tutor_slug,
      username: row.tutor_username,
      display_name: row.tutor_display_name || row.tutor_username,
      photo_url: row.tutor_photo_url,
      rating: averageRating(row.rating_sum, row.rating_count),
      rating_count: row.rating_count,
      verified: row.tutor_verified,
    },
  };
}

/** The currencies of the published classes that have a price, the most used first (then by code). */
export async function classCurrencies(db: Db): Promise<string[]> {
  const rows = await selectRows<{ currency: string }>(
    db,
    sql`select currency from classes where published and price_minor > 0
        group by currency order by count(*) desc, currency asc`,
  );
  return rows.map((row) => row.currency);
}

/**
 * Published classes by the explore filters: in the reader's languages first, then the newest. A
 * search that found nothing names the nearest spellings of the catalogue's words.
 */
export async function listClasses(db: Db, query: ClassListQuery, readerLanguages: readonly Language[] = []) {
  const page = await classesPage(db, query, readerLanguages);
  return { ...page, ...(await suggestionsIfNoneFound(query.q, page.count, () => classNamesToSuggest(db, query.lang))) };
}

async function classesPage(db: Db, query: ClassListQuery, readerLanguages: readonly Language[]) {
  const where: SQL[] = [sql`c.published`];
  if (query.category) where.push(sql`c.category = ${query.category}`);
  if (query.language) where.push(sql`c.language = ${query.language}`);
  if (query.level) where.push(sql`(c.level = ${query.level} or c.level = 'all')`);
  if (query.format) where.push(sql`c.format = ${query.format}`);
  if (query.age !== undefined) where.push(sql`${query.age} between c.age_min and c.age_max`);
  if (query.price === 'free') where.push(sql`c.price_minor = 0`);
  // A free class costs nothing in any currency; a priced one is compared only in the asked currency.
  else if (query.price !== undefined)
    where.push(sql`(c.price_minor = 0 or (c.currency = ${query.currency} and c.price_minor <= ${query.price}))`);
  else if (query.currency) where.push(sql`(c.price_minor = 0 or c.currency = ${query.currency})`);
  if (query.tutor) where.push(sql`t.slug = ${query.tutor.toLowerCase()}`);
  // A search ranks by how well its words match (a tutor's name matches as typed); newest first otherwise.
  const newest = sql`c.created_at desc, c.id desc`;
  const mine = languagesFirst(sql`c.language`, readerLanguages);
  let order = mine ? sql`${mine}, ${newest}` : newest;
  if (query.q) {
    const like = `%${likeEscaped(query.q.toLowerCase())}%`;
    const search = classSearch(query.q);
    where.push(sql`(${search.match} or lower(u.display_name) like ${like})`);
    order = sql`${search.rank} desc, ${order}`;
  }
  const condition = sql.join(where, sql` and `);
  if (query.day !== undefined || query.time) {
    const { limit, offset } = pageWindow(query.page, query.page_size);
    return listByTimeOfDay(db, query, condition, limit, offset);
  }
  const { count, rows } = await selectPage<ClassRow>(
    db,
    query.page,
    query.page_size,
    sql`${classSelect} where ${condition} order by ${order}`,
    sql`classes c join tutors t on t.user_id = c.tutor_id join users u on u.id = c.tutor_id where ${condition}`,
  );
  return { count, results: rows.map((row) => toSummary(row, query.lang)) };
}

/** The most classes the day and time filter reads before paging (the other filters narrow first). */
const TIME_FILTER_CANDIDATES = 2000;

/**
 * Classes with at least one time in the coming two weeks on the visitor's weekday and part of the
 * day, read in the visitor's zone. Times come from the tutor's availability (bookings aside: a full
 * group still runs then), so the answer follows daylight-saving changes on either side.
 */
async function listByTimeOfDay(db: Db, query: ClassListQuery, condition: SQL, limit: number, offset: number) {
  const tz = query.tz ?? 'Asia/Kolkata';
  const candidates = await selectRows<AvailabilityRow & { id: number; duration_minutes: number; capacity: number }>(
    db,
    sql`select c.id, c.duration_minutes, c.capacity, t.time_zone, a.weekly, a.overrides, a.buffer_before_minutes,
               a.buffer_after_minutes, a.minimum_notice_minutes, a.horizon_days
        from classes c join tutors t on t.user_id = c.tutor_id join users u on u.id = c.tutor_id
        left join tutor_availability a on a.tutor_id = c.tutor_id
        where ${condition} order by c.created_at desc, c.id desc limit ${TIME_FILTER_CANDIDATES}`,
  );
  const now = new Date();
  const to = new Date(now.getTime() + DAY_FILTER_LOOKAHEAD_DAYS * 86_400_000);
  const [fromHour, toHour] = query.time ? DAY_PARTS[query.time] : [0, 24];
  const matching = candidates.filter((row) =>
    openSlots({
      availability: availabilityOf(row),
      durationMinutes: row.duration_minutes,
      capacity: row.capacity,
      busy: [],
      from: now,
      to,
      now,
    }).some((slot) => {
      const local = localParts(slot.start, tz);
      const weekday = new Date(Date.UTC(local.year, local.month - 1, local.day)).getUTCDay();
      return (query.day === undefined || weekday === query.day) && local.hour >= fromHour && local.hour < toHour;
    }),
  );
  const ids = matching.slice(offset, offset + limit).map((row) => row.id);
  const rows = ids.length
    ? await selectRows<ClassRow>(db, sql`${classSelect} where c.id in ${sql.raw(`(${ids.join(',')})`)}`)
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const results = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toSummary(row, query.lang)] : [];
  });
  return { count: matching.length, results };
}

export async function getClass(db: Db, slug: string, lang?: Language): Promise<ClassDetail> {
  const [row] = await selectRows<ClassRow>(
    db,
    sql`${classSelect} where c.slug = ${slug.toLowerCase()} and c.published`,
  );
  if (!row) throw notFound(BOOKING_MESSAGES.classNotFound);
  return {
    ...toSummary(row, lang),
    address: row.format === 'in_person' ? row.address : '',
    tutor_time_zone: row.tutor_time_zone,
  };
}

/** A tutor by slug or by user id (spec: `tutors/{id}`, also reachable by slug), with their classes. */
export async function getTutor(db: Db, key: string, lang?: Language): Promise<Tutor> {
  const byId = /^\d{1,9}$/.test(key) ? sql`t.user_id = ${Number(key)}` : sql`false`;
  const [row] = await selectRows<{
    user_id: number;
    slug: string;
    username: string;
    display_name: string;
    photo_url: string;
    rating_sum: number;
    rating_count: number;
    bio: string | null;
    languages: string[];
    specialities: string[];
    time_zone: string;
    verified: boolean;
  }>(
    db,
    sql`select t.user_id, t.slug, u.username, u.display_name, t.photo_url, t.rating_sum, t.rating_count, p.bio,
               t.languages, t.specialities, t.time_zone, coalesce(p.verification_status = 'verified', false) as verified
        from tutors t join users u on u.id = t.user_id left join creator_profiles p on p.user_id = t.user_id
        where t.slug = ${key.toLowerCase()} or ${byId}`,
  );
  if (!row) throw notFound('Tutor not found.');
  const classes = await selectRows<ClassRow>(
    db,
    sql`${classSelect} where c.tutor_id = ${row.user_id} and c.published order by c.created_at, c.id`,
  );
  return {
    slug: row.slug,
    username: row.username,
    display_name: row.display_name || row.username,
    photo_url: row.photo_url,
    rating: averageRating(row.rating_sum, row.rating_count),
    rating_count: row.rating_count,
    verified: row.verified,
    bio: row.bio ?? '',
    languages: row.languages,
    specialities: row.specialities,
    time_zone: row.time_zone,
    classes: classes.map((c) => toSummary(c, lang)),
  };
}
