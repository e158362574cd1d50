import {
  TUTORING_ERROR_CODES,
  TUTORING_MESSAGES,
  classRuleProblems,
  type ClassFields,
  RESERVED_CLASS_SLUGS,
  type CreatorClass,
  creatorClassSchema,
  type Translations,
  type UpdateClassRequest,
} from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { pgCode } from '../../db/unavailable';
import { answerFields } from '../../lib/answer-fields';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import { mergedTranslations } from '../../lib/translations';
import type { Caller } from '../../plugins/auth';
import { insertUnderFreeSlug, slugFromName } from '../../lib/slugs';
import { classSearchFields } from './search';
import { lockTutorSeats } from './seats';
import { offerClassSittings } from './waitlist';
import { ensureTutor } from './tutor-profile';
import { wholeList } from '../../lib/paging';

/** A tutor's own classes at creator/classes and creator/classsetup: unpublished ones and meeting links too. */

type Executor = Pick<Db, 'execute'>;

interface Row {
  id: number;
  slug: string;
  tutor_id: number;
  title: string;
  description: string;
  category: CreatorClass['category'];
  language: string;
  level: CreatorClass['level'];
  age_min: number;
  age_max: number;
  format: CreatorClass['format'];
  meeting_url: string;
  address: string;
  duration_minutes: number;
  capacity: number;
  price_minor: number;
  currency: string;
  cancellation_hours: number;
  published: boolean;
  created_at: Date | string;
  sittings: number;
  seats_taken: number;
  most_seats_taken: number;
  next_start: Date | string | null;
  translations: Translations;
}

/**
 * Each class with what is booked in its coming sittings ("coming": not over yet, so a sitting in
 * progress still counts), in one query.
 */
const classSelect = sql`
  select c.id, c.slug, c.tutor_id, c.title, c.description, c.category, c.language, c.level, c.age_min, c.age_max,
         c.format, c.meeting_url, c.address, c.duration_minutes, c.capacity, c.price_minor, c.currency,
         c.cancellation_hours, c.published, c.created_at, c.translations,
         coalesce(s.sittings, 0) as sittings, coalesce(s.seats_taken, 0) as seats_taken,
         coalesce(s.most_seats_taken, 0) as most_seats_taken, s.next_start
  from classes c
  left join lateral (
    select count(*)::int as sittings, sum(seats_taken)::int as seats_taken, max(seats_taken)::int as most_seats_taken,
           min(start_at) as next_start
    from class_sessions where class_id = c.id and end_at > now() and seats_taken > 0
  ) s on true`;

function toCreatorClass(row: Row): CreatorClass {
  return {
    ...answerFields(creatorClassSchema, row),
    created_at: new Date(row.created_at).toISOString(),
    upcoming: {
      sittings: row.sittings,
      seats_taken: row.seats_taken,
      most_seats_taken: row.most_seats_taken,
      next_start: row.next_start ? new Date(row.next_start).toISOString() : null,
    },
  };
}

/** The caller's classes, newest first (a tutor teaches a handful; all of them in one answer). */
export async function listCreatorClasses(db: Db, caller: Caller) {
  const rows = await selectRows<Row>(
    db,
    sql`${classSelect} where c.tutor_id = ${caller.id} order by c.created_at desc, c.id desc limit 500`,
  );
  return wholeList(rows.map(toCreatorClass));
}

/** A class of the caller's (any class for an administrator); someone else's is not found. */
async function ownedClass(db: Executor, caller: Caller, slug: string): Promise<Row> {
  const [row] = await selectRows<Row>(db, sql`${classSelect} where c.slug = ${slug.toLowerCase()}`);
  if (!row || (row.tutor_id !== caller.id && caller.role !== 'admin')) throw notFound(TUTORING_MESSAGES.classNotFound);
  return row;
}

export async function getCreatorClass(db: Db, caller: Caller, slug: string): Promise<CreatorClass> {
  return toCreatorClass(await ownedClass(db, caller, slug));
}

/**
 * A new class of the caller's, with a unique slug made from its title in any script ('Gita Path' →
 * 'gita-path', 'गीता पाठ' → 'गीता-पाठ'; '-2', '-3' when taken). The slug stays when the title
 * changes later, so links to the class keep working.
 */
export async function createCreatorClass(db: Db, caller: Caller, input: ClassFields): Promise<CreatorClass> {
  const translations = mergedTranslations({}, input.translations ?? {}, input.language);
  const made = await insertUnderFreeSlug(
    db,
    'classes',
    slugFromName(input.title, 'class'),
    async (slug) => {
      const search = classSearchFields(input.title, input.description, input.category, translations);
      return db.transaction(async (tx) => {
        await ensureTutor(tx, caller.id);
        const [row] = await selectRows<{ id: number }>(
          tx,
          sql`insert into classes (slug, tutor_id, title, description, category, language, level, age_min, age_max, format,
                                   meeting_url, address, duration_minutes, capacity, price_minor, currency,
                                   cancellation_hours, published, translations, search_head, search_body)
              values (${slug}, ${caller.id}, ${input.title}, ${input.description}, ${input.category}, ${input.language},
                      ${input.level}, ${input.age_min}, ${input.age_max}, ${input.format}, ${input.meeting_url},
                      ${input.address}, ${input.duration_minutes}, ${input.capacity}, ${input.price_minor},
                      ${input.currency}, ${input.cancellation_hours}, ${input.published},
                      ${JSON.stringify(translations)}::jsonb, ${search.searchHead}, ${search.searchBody})
              on conflict (slug) do nothing returning id`,
        );
        return row ? slug : null;
      });
    },
    { what: 'class with this title', reserved: RESERVED_CLASS_SLUGS },
  );
  return getCreatorClass(db, caller, made);
}

const capacityBelowTaken = (most: number) =>
  new HttpError(
    409,
    TUTORING_ERROR_CODES.capacityBelowTaken,
    `${TUTORING_MESSAGES.capacityBelowTaken} The fullest has ${most} ${most === 1 ? 'seat' : 'seats'} taken.`,
    { capacity: [TUTORING_MESSAGES.capacityBelowTaken] },
  );

/**
 * Changes any fields of a class; the rules that tie fields together are checked on the result. A
 * new capacity applies to the coming sittings too, and may not go below the seats already taken in
 * any of them (409). Those sittings are locked while this is decided, and the seats check
 * constraint refuses whatever a concurrent booking might still slip in.
 */
export async function updateCreatorClass(
  db: Db,
  caller: Caller,
  slug: string,
  changes: UpdateClassRequest,
): Promise<CreatorClass> {
  const current = await ownedClass(db, caller, slug);
  const { translations: translated, ...fieldChanges } = changes;
  const defined = Object.fromEntries(
    Object.entries(fieldChanges).filter(([, v]) => v !== undefined),
  ) as Partial<ClassFields>;
  const merged = { ...toCreatorClass(current), ...defined };
  const problems = classRuleProblems(merged);
  const fields = Object.keys(problems);
  if (fields.length) {
    const errors = Object.fromEntries(
      Object.entries(problems).map(([field, key]) => [field, [TUTORING_MESSAGES[key]]]),
    );
    throw badRequest(`Invalid request body: ${fields[0]}: ${errors[fields[0]!]![0]}`, errors);
  }
  const translations = mergedTranslations(current.translations, translated ?? {}, merged.language);
  const search = classSearchFields(merged.title, merged.description, merged.category, translations);
  try {
    await db.transaction(async (tx) => {
      if (merged.capacity !== current.capacity) {
        // The tutor's seat lock first, as bookings take it, before the sittings' rows.
        await lockTutorSeats(tx, current.tutor_id);
        const [fullest] = await selectRows<{ most: number | null }>(
          tx,
          sql`select max(seats_taken)::int as most from (
                select seats_taken from class_sessions where class_id = ${current.id} and end_at > now() for update
              ) coming`,
        );
        if ((fullest?.most ?? 0) > merged.capacity) throw capacityBelowTaken(fullest!.most!);
        await tx.execute(
          sql`update class_sessions set capacity = ${merged.capacity} where class_id = ${current.id} and end_at > now()`,
        );
        // A larger class: the full sittings' lines are offered the new seats.
        if (merged.capacity > current.capacity) await offerClassSittings(tx, current.id);
      }
      await tx.execute(sql`
        update classes set title = ${merged.title}, description = ${merged.description}, category = ${merged.category},
               language = ${merged.language}, level = ${merged.level}, age_min = ${merged.age_min},
               age_max = ${merged.age_max}, format = ${merged.format}, meeting_url = ${merged.meeting_url},
               address = ${merged.address}, duration_minutes = ${merged.duration_minutes}, capacity = ${merged.capacity},
               price_minor = ${merged.price_minor}, currency = ${merged.currency},
               cancellation_hours = ${merged.cancellation_hours}, published = ${merged.published},
               translations = ${JSON.stringify(translations)}::jsonb, search_head = ${search.searchHead}, search_body = ${search.searchBody}
        where id = ${current.id}`);
    });
  } catch (error) {
    // 23514: a booking took a seat between the check and the update (the seats constraint held).
    if (pgCode(error) === '23514') {
      const [row] = await selectRows<{ most: number }>(
        db,
        sql`select coalesce(max(seats_taken), 0)::int as most from class_sessions where class_id = ${current.id} and end_at > now()`,
      );
      throw capacityBelowTaken(row?.most ?? merged.capacity + 1);
    }
    throw error;
  }
  return getCreatorClass(db, caller, current.slug);
}
