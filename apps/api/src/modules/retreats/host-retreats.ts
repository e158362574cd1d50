import {
  RETREAT_HOST_ERROR_CODES,
  RETREAT_HOST_MESSAGES as M,
  departureKey,
  retreatRuleProblems,
  retreatToday,
  type HostRetreat,
  hostRetreatSchema,
  type HostRetreatFields,
  type HostRetreatChanges,
  type RetreatProblem,
  type Translations,
} from '@sangam/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import type { PlaceRow } from '../../lib/place-row';
import { answerFields } from '../../lib/answer-fields';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import { iso } from '../../lib/iso-time';
import { storeSearchKeys } from '../../lib/search';
import { mergedTranslations } from '../../lib/translations';
import type { Caller } from '../../plugins/auth';
import { toTextArray } from '../community';
import { insertUnderFreeSlug, slugFromName } from '../../lib/slugs';
import { actsForHost } from './host-access';
import { lockRetreatNights } from './nights';
import { searchableRetreats } from './search';
import { wholeList } from '../../lib/paging';

/** The host's own retreats at creator/retreats and creator/retreats/{id}/edit: unpublished ones too. */

type Executor = Pick<Db, 'execute'>;

export interface HostRetreatRow extends PlaceRow {
  id: number;
  slug: string;
  host_id: number;
  title: string;
  summary: string;
  description: string;
  type: HostRetreat['type'];
  content_language: string;
  languages: string[];
  place: string;
  photos: string[];
  teachers: HostRetreat['teachers'];
  schedule: HostRetreat['schedule'];
  included: string[];
  date_mode: HostRetreat['date_mode'];
  departures: HostRetreat['departures'];
  available_from: string | null;
  available_until: string | null;
  min_nights: number;
  max_nights: number;
  deposit_percent: number;
  max_guests_per_booking: number;
  cancellation_policy: HostRetreat['cancellation_policy'];
  currency: string;
  published: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  active_packages: number;
  upcoming_bookings: number;
  upcoming_guests: number;
  next_start: string | null;
  bookings_total: number;
  today: string;
  translations: Translations;
}

/**
 * A booking that still holds its nights: confirmed, or held while its hold runs. Its stay is not
 * over while the day of leaving is after today in the retreat's zone.
 */
export const holdsNights = (b: string) =>
  sql.raw(`(${b}.status = 'confirmed' or (${b}.status = 'held' and ${b}.hold_expires_at > now()))`);

/** Each retreat with its packages and what is booked of its stays to come, in one query. */
const retreatSelect = sql`
  select r.id, r.slug, r.host_id, r.title, r.summary, r.description, r.type, r.content_language, r.languages,
         r.place, r.country, r.address, r.latitude, r.longitude, r.time_zone, r.photos, r.teachers, r.schedule,
         r.included, r.date_mode, r.departures, to_char(r.available_from, 'YYYY-MM-DD') as available_from,
         to_char(r.available_until, 'YYYY-MM-DD') as available_until, r.min_nights, r.max_nights,
         r.deposit_percent, r.max_guests_per_booking, r.cancellation_policy, r.currency, r.published, r.created_at, r.updated_at, r.translations,
         (select count(*)::int from retreat_packages p where p.retreat_id = r.id and p.active) as active_packages,
         coalesce(u.bookings, 0) as upcoming_bookings, coalesce(u.guests, 0) as upcoming_guests, u.next_start,
         (select count(*)::int from retreat_bookings b where b.retreat_id = r.id and b.status <> 'expired')
           as bookings_total,
         to_char((now() at time zone r.time_zone)::date, 'YYYY-MM-DD') as today
  from retreats r
  left join lateral (
    select count(*)::int as bookings, sum(b.guests)::int as guests, to_char(min(b.start_date), 'YYYY-MM-DD') as next_start
    from retreat_bookings b
    where b.retreat_id = r.id and ${holdsNights('b')} and b.end_date > (now() at time zone r.time_zone)::date
  ) u on true`;

function toHostRetreat(row: HostRetreatRow): HostRetreat {
  return {
    ...answerFields(hostRetreatSchema, row),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    upcoming: { bookings: row.upcoming_bookings, guests: row.upcoming_guests, next_start: row.next_start },
  };
}

/** The caller's retreats, newest first (a host runs a handful; all of them in one answer). */
export async function listHostRetreats(db: Db, caller: Caller) {
  const rows = await selectRows<HostRetreatRow>(
    db,
    sql`${retreatSelect} where r.host_id = ${caller.id} order by r.created_at desc, r.id desc limit 500`,
  );
  return wholeList(rows.map(toHostRetreat));
}

/**
 * A retreat the caller acts for (any retreat for an administrator); someone else's is not found.
 * `lock` reads it FOR UPDATE, inside a transaction that changes it.
 */
export async function ownedRetreat(db: Executor, caller: Caller, id: number, lock = false): Promise<HostRetreatRow> {
  const [row] = await selectRows<HostRetreatRow>(
    db,
    sql`${retreatSelect} where r.id = ${id} ${lock ? sql`for update of r` : sql``}`,
  );
  if (!row || !actsForHost(caller, row.host_id)) throw notFound(M.retreatNotFound);
  return row;
}

export async function getHostRetreat(db: Db, caller: Caller, id: number): Promise<HostRetreat> {
  return toHostRetreat(await ownedRetreat(db, caller, id));
}

/** A lone half of a surrogate pair cannot be stored in jsonb: it becomes the replacement character. */
const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
const jsonb = (value: unknown) =>
  sql`${JSON.stringify(value, (_, v: unknown) => (typeof v === 'string' ? wellFormed(v) : v))}::jsonb`;

/** The columns of a retreat's fields, as an UPDATE's SET list; the date fields of the other mode are cleared. */
function fieldColumns(f: HostRetreatFields): SQL {
  const fixed = f.date_mode === 'fixed';
  return sql`title = ${f.title}, summary = ${f.summary}, description = ${f.description}, type = ${f.type},
    content_language = ${f.content_language}, languages = ${toTextArray(f.languages)}, place = ${f.place},
    country = ${f.country}, address = ${f.address}, latitude = ${f.latitude}, longitude = ${f.longitude},
    time_zone = ${f.time_zone}, photos = ${toTextArray(f.photos)}, teachers = ${jsonb(f.teachers)},
    schedule = ${jsonb(f.schedule)}, included = ${toTextArray(f.included)}, date_mode = ${f.date_mode},
    departures = ${jsonb(fixed ? f.departures : [])},
    available_from = ${fixed ? null : f.available_from}::date, available_until = ${fixed ? null : f.available_until}::date,
    min_nights = ${f.min_nights}, max_nights = ${f.max_nights}, deposit_percent = ${f.deposit_percent},
    max_guests_per_booking = ${f.max_guests_per_booking},
    cancellation_policy = ${jsonb(f.cancellation_policy)}, currency = ${f.currency}, updated_at = now()`;
}

/** A retreat slug from its title in any script; never only digits, which would read as an id. */
function slugBase(title: string): string {
  const base = slugFromName(title, 'retreat');
  return /^\d+$/.test(base) ? `retreat-${base}` : base;
}

/**
 * A new retreat of the caller's, unpublished until it has a package, with a unique slug from its
 * title ('-2', '-3' when taken), and its texts in the other languages the host gave. The slug stays when the title changes, so links keep working.
 */
export async function createHostRetreat(db: Db, caller: Caller, input: HostRetreatFields): Promise<HostRetreat> {
  const id = await insertUnderFreeSlug(
    db,
    'retreats',
    slugBase(input.title),
    async (slug) => {
      const [row] = await selectRows<{ id: number }>(
        db,
        sql`insert into retreats (slug, host_id, title, type, place, date_mode, published)
            values (${slug}, ${caller.id}, ${input.title}, ${input.type}, ${input.place}, ${input.date_mode}, false)
            on conflict (slug) do nothing returning id`,
      );
      return row?.id ?? null;
    },
    { what: 'retreat with this title' },
  );
  const translations = mergedTranslations({}, input.translations ?? {}, input.content_language);
  await db.execute(
    sql`update retreats set ${fieldColumns(input)}, translations = ${jsonb(translations)} where id = ${id}`,
  );
  await storeSearchKeys(db, searchableRetreats, [id]);
  return getHostRetreat(db, caller, id);
}

/** A 400 like the request validation's, naming each field at fault ('departures.0.start'). */
function problemsError(problems: RetreatProblem[]) {
  const errors: Record<string, string[]> = {};
  for (const p of problems) (errors[p.path.join('.')] ??= []).push(M[p.key]);
  const [field, messages] = Object.entries(errors)[0]!;
  return badRequest(`Invalid request body: ${field}: ${messages![0]}`, errors);
}

/** The stays still holding nights that the new dates no longer offer (none: the change may go ahead). */
async function staysLeftOut(tx: Executor, retreat: HostRetreatRow, next: HostRetreatFields) {
  const stays = await selectRows<{ start_date: string; end_date: string; bookings: number }>(
    tx,
    sql`select to_char(b.start_date, 'YYYY-MM-DD') as start_date, to_char(b.end_date, 'YYYY-MM-DD') as end_date,
               count(*)::int as bookings
        from retreat_bookings b
        where b.retreat_id = ${retreat.id} and ${holdsNights('b')} and b.end_date > ${retreat.today}::date
        group by b.start_date, b.end_date order by b.start_date, b.end_date`,
  );
  const offered =
    next.date_mode === 'fixed'
      ? (s: { start_date: string; end_date: string }) =>
          next.departures.some((d) => d.start === s.start_date && d.end === s.end_date)
      : (s: { start_date: string; end_date: string }) =>
          s.start_date >= next.available_from! && s.end_date <= next.available_until!;
  return stays.filter((s) => !offered(s));
}

/**
 * Changes any fields of a retreat, and its texts in other languages (each language given replaces
 * that language's, null removes it); the rules that tie fields together are checked on the result,
 * with the departures already stored allowed to stay even once they have begun. New dates may not
 * leave out a stay guests have booked (409 naming the stays): that is decided under the retreat's
 * lock, so no booking slips in between the check and the change.
 */
export async function updateHostRetreat(
  db: Db,
  caller: Caller,
  id: number,
  changes: HostRetreatChanges,
): Promise<HostRetreat> {
  const current = await ownedRetreat(db, caller, id);
  const { translations: translated, ...fieldChanges } = changes;
  const defined = Object.fromEntries(Object.entries(fieldChanges).filter(([, v]) => v !== undefined));
  const merged = { ...toHostRetreat(current), ...defined } as HostRetreat & HostRetreatFields;
  // Switching to fixed dates with no departures sent: nothing carried over from the window.
  const kept = new Set(current.departures.map(departureKey));
  const zone = merged.time_zone;
  const problems = retreatRuleProblems(merged, retreatToday(zone), kept);
  if (problems.length) throw problemsError(problems);
  const datesChange =
    merged.date_mode !== current.date_mode ||
    JSON.stringify(merged.departures) !== JSON.stringify(current.departures) ||
    merged.available_from !== current.available_from ||
    merged.available_until !== current.available_until;
  await db.transaction(async (tx) => {
    if (datesChange) {
      await lockRetreatNights(tx, id);
      const left = await staysLeftOut(tx, current, merged);
      if (left.length) {
        const named = left
          .slice(0, 5)
          .map((s) => `${s.start_date} to ${s.end_date} (${s.bookings} ${s.bookings === 1 ? 'booking' : 'bookings'})`)
          .join(', ');
        throw new HttpError(
          409,
          RETREAT_HOST_ERROR_CODES.datesHaveBookings,
          `${M.datesHaveBookings} Booked: ${named}.`,
          {
            [merged.date_mode === 'fixed' ? 'departures' : 'available_from']: [M.datesHaveBookings],
          },
        );
      }
    }
    const translations = mergedTranslations(current.translations, translated ?? {}, merged.content_language);
    await tx.execute(
      sql`update retreats set ${fieldColumns(merged)}, translations = ${jsonb(translations)} where id = ${id}`,
    );
    await storeSearchKeys(tx, searchableRetreats, [id]);
  });
  return getHostRetreat(db, caller, id);
}

/**
 * Publishes or unpublishes a retreat. Guests can only book a published retreat with an active
 * package, so publishing needs one; unpublishing keeps the bookings already made.
 */
export async function setPublished(db: Db, caller: Caller, id: number, published: boolean): Promise<HostRetreat> {
  await db.transaction(async (tx) => {
    const retreat = await ownedRetreat(tx, caller, id, true);
    if (published && retreat.active_packages === 0) throw badRequest(M.publishNeedsPackage);
    await tx.execute(sql`update retreats set published = ${published}, updated_at = now() where id = ${id}`);
  });
  return getHostRetreat(db, caller, id);
}
