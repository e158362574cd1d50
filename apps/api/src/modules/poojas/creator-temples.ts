import { randomBytes } from 'node:crypto';
import {
  POOJA_ERROR_CODES,
  POOJA_MESSAGES,
  type CreatorPooja,
  creatorPoojaSchema,
  type CreatorTemple,
  type PoojaFields,
  type PoojaOffering,
  type TempleUpdateRequest,
  type Translations,
  type UpdatePoojaRequest,
} from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRow, selectRows, type Db } from '../../db/client';
import { answerFields } from '../../lib/answer-fields';
import { HttpError, notFound } from '../../lib/http-errors';
import { mergedTranslations } from '../../lib/translations';
import { storeSearchKeys } from '../../lib/search';
import type { Caller } from '../../plugins/auth';
import { insertUnderFreeSlug, slugFromName } from '../../lib/slugs';
import { recordAudit } from '../console';
import { templeSelect, toTempleDetail, type TempleRow } from './catalogue';
import { lockTempleDays } from './holds';
import { offerPoojaDays } from './waitlist';
import { searchablePoojas, searchableTemples } from './search';
import { isConsoleEdit, keepsTemple, templesKeptBy } from './temple-access';
import { wholeList } from '../../lib/paging';

/** The temple staff's side: their temples (unpublished poojas too) and the poojas they offer. */

type Executor = Pick<Db, 'execute'>;

interface CreatorPoojaRow {
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
  most_booked: number;
  coming: number;
  manager_id: number;
  translations: Translations;
  /** The temple's language, in which its poojas' own texts are written. */
  temple_language: string;
}

/** Each pooja with what is booked from its temple's today on (the temple's own date), in one query. */
const creatorPoojaSelect = sql`
  select p.id, p.slug, p.temple_id, p.name, p.purpose, p.description, p.price_minor, p.currency, p.offerings,
         p.prasad_available, p.prasad_price_minor, p.daily_limit, p.notice_days, p.position, p.published,
         coalesce(d.most, 0) as most_booked, coalesce(d.coming, 0) as coming, t.manager_id, p.translations,
         t.content_language as temple_language
  from poojas p join temples t on t.id = p.temple_id
  left join lateral (
    select max(taken)::int as most, sum(taken)::int as coming from pooja_days
    where pooja_id = p.id and day >= (now() at time zone t.time_zone)::date
  ) d on true`;

function toCreatorPooja(row: CreatorPoojaRow): CreatorPooja {
  return {
    ...answerFields(creatorPoojaSchema, row),
    most_booked_coming_day: row.most_booked,
    coming_bookings: row.coming,
  };
}

const templeNotFound = () => notFound(POOJA_MESSAGES.templeNotFound);
const poojaNotFound = () => notFound(POOJA_MESSAGES.poojaNotFound);

/** A temple the caller keeps (every one for the console); anyone else's is not found. */
async function ownedTemple(db: Executor, caller: Caller, id: number): Promise<TempleRow> {
  const [row] = await selectRows<TempleRow>(db, sql`${templeSelect} where t.id = ${id}`);
  if (!row || !keepsTemple(caller, row.manager_id)) throw templeNotFound();
  return row;
}

async function poojasOf(db: Executor, templeIds: number[]): Promise<CreatorPoojaRow[]> {
  if (templeIds.length === 0) return [];
  return selectRows<CreatorPoojaRow>(
    db,
    sql`${creatorPoojaSelect} where p.temple_id in ${sql.raw(`(${templeIds.join(',')})`)} order by p.position, p.id`,
  );
}

function toCreatorTemple(row: TempleRow, poojas: CreatorPoojaRow[]): CreatorTemple {
  const { poojas: _public, ...detail } = toTempleDetail(row, []);
  return {
    ...detail,
    published: row.published,
    translations: row.translations,
    poojas: poojas.filter((p) => p.temple_id === row.id).map(toCreatorPooja),
  };
}

/** The temples the caller manages (every temple for an administrator or editor), by name. */
export async function listCreatorTemples(db: Db, caller: Caller) {
  const rows = await selectRows<TempleRow>(
    db,
    sql`${templeSelect} where ${templesKeptBy(caller)} order by t.name, t.id limit 500`,
  );
  const poojas = await poojasOf(
    db,
    rows.map((r) => r.id),
  );
  return wholeList(rows.map((r) => toCreatorTemple(r, poojas)));
}

export async function getCreatorTemple(db: Db, caller: Caller, id: number): Promise<CreatorTemple> {
  const row = await ownedTemple(db, caller, id);
  return toCreatorTemple(row, await poojasOf(db, [row.id]));
}

/**
 * The staff change what visitors read: description, opening hours, aartis, darshan videos and
 * the temple's texts in other languages (each language given replaces that language's). An
 * editor's or administrator's change to a temple they do not manage goes in the audit log.
 */
export async function updateCreatorTemple(
  db: Db,
  caller: Caller,
  id: number,
  changes: TempleUpdateRequest,
): Promise<CreatorTemple> {
  const row = await ownedTemple(db, caller, id);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update temples set
        description = ${changes.description ?? row.description},
        timings = ${JSON.stringify(changes.timings ?? row.timings)}::jsonb,
        aartis = ${JSON.stringify(changes.aartis ?? row.aartis)}::jsonb,
        darshan_videos = ${JSON.stringify(changes.darshan_videos ?? row.darshan_videos)}::jsonb,
        translations = ${JSON.stringify(mergedTranslations(row.translations, changes.translations ?? {}, row.content_language))}::jsonb,
        updated_at = now()
      where id = ${row.id}`);
    await storeSearchKeys(tx, searchableTemples, [row.id]);
    if (isConsoleEdit(caller, row.manager_id)) {
      const fields = (['description', 'timings', 'aartis', 'darshan_videos', 'translations'] as const).filter(
        (field) => changes[field] !== undefined,
      );
      await recordAudit(tx as unknown as Db, {
        actorId: caller.id,
        action: 'temple.update',
        targetType: 'temple',
        targetId: row.id,
        before: Object.fromEntries(fields.map((field) => [field, row[field]])),
        after: Object.fromEntries(fields.map((field) => [field, changes[field]])),
      });
    }
  });
  return getCreatorTemple(db, caller, row.id);
}

export async function listTemplePoojas(db: Db, caller: Caller, templeId: number) {
  const temple = await ownedTemple(db, caller, templeId);
  const rows = await poojasOf(db, [temple.id]);
  return wholeList(rows.map(toCreatorPooja));
}

async function creatorPooja(db: Executor, id: number): Promise<CreatorPoojaRow | null> {
  return selectRow<CreatorPoojaRow>(db, sql`${creatorPoojaSelect} where p.id = ${id}`);
}

/**
 * Offerings as stored: the ids sent are kept (bookings name them), a new offering gets an id of its
 * own that no other offering of the pooja has.
 */
function withIds(offerings: Array<{ id?: string; name: string; price_minor: number }>): PoojaOffering[] {
  const taken = new Set(offerings.flatMap((o) => (o.id ? [o.id] : [])));
  return offerings.map((o) => {
    let id = o.id;
    while (!id || (!o.id && taken.has(id))) id = `o-${randomBytes(3).toString('hex')}`;
    taken.add(id);
    return { id, name: o.name, price_minor: o.price_minor };
  });
}

/**
 * A new pooja of one of the caller's temples, with a unique slug made from its name in any script,
 * and its texts in the other languages the staff gave.
 */
export async function createTemplePooja(
  db: Db,
  caller: Caller,
  templeId: number,
  input: PoojaFields,
): Promise<CreatorPooja> {
  const temple = await ownedTemple(db, caller, templeId);
  const translations = mergedTranslations({}, input.translations ?? {}, temple.content_language);
  const id = await insertUnderFreeSlug(
    db,
    'poojas',
    slugFromName(input.name, 'pooja'),
    async (slug) => {
      const row = await db.transaction(async (tx) => {
        const [inserted] = await selectRows<{ id: number }>(
          tx,
          sql`insert into poojas (temple_id, slug, name, purpose, description, price_minor, currency, offerings,
                                prasad_available, prasad_price_minor, daily_limit, notice_days, position, published,
                                translations)
            values (${temple.id}, ${slug}, ${input.name}, ${input.purpose}, ${input.description}, ${input.price_minor},
                    ${input.currency}, ${JSON.stringify(withIds(input.offerings))}::jsonb, ${input.prasad_available},
                    ${input.prasad_price_minor}, ${input.daily_limit}, ${input.notice_days}, ${input.position},
                    ${input.published}, ${JSON.stringify(translations)}::jsonb)
            on conflict (slug) do nothing returning id`,
        );
        if (inserted) await storeSearchKeys(tx, searchablePoojas, [inserted.id]);
        if (inserted && isConsoleEdit(caller, temple.manager_id)) {
          await recordAudit(tx as unknown as Db, {
            actorId: caller.id,
            action: 'pooja.create',
            targetType: 'pooja',
            targetId: inserted.id,
            after: {
              temple: temple.slug,
              slug,
              name: input.name,
              price_minor: input.price_minor,
              published: input.published,
            },
          });
        }
        return inserted;
      });
      return row ? row.id : null;
    },
    { what: 'pooja with this name' },
  );
  return toCreatorPooja((await creatorPooja(db, id))!);
}

const limitBelowBooked = (most: number) =>
  new HttpError(
    409,
    POOJA_ERROR_CODES.limitBelowBooked,
    `${POOJA_MESSAGES.limitBelowBooked} The fullest has ${most} booked.`,
    { daily_limit: [POOJA_MESSAGES.limitBelowBooked] },
  );

/**
 * Changes any fields of a pooja, and its texts in other languages (each language given replaces
 * that language's, null removes it). A new daily limit may not go below the places already taken on
 * any coming day of the temple's calendar (409); it is decided under the temple's lock, so no
 * booking can take a place between the check and the change.
 */
export async function updateCreatorPooja(
  db: Db,
  caller: Caller,
  id: number,
  changes: UpdatePoojaRequest,
): Promise<CreatorPooja> {
  const current = await creatorPooja(db, id);
  if (!current || !keepsTemple(caller, current.manager_id)) throw poojaNotFound();
  const { translations: translated, ...fieldChanges } = changes;
  const defined = Object.fromEntries(
    Object.entries(fieldChanges).filter(([, v]) => v !== undefined),
  ) as Partial<PoojaFields>;
  const translations = mergedTranslations(current.translations, translated ?? {}, current.temple_language);
  const merged = { ...toCreatorPooja(current), ...defined };
  const offerings = defined.offerings ? withIds(defined.offerings) : current.offerings;
  await db.transaction(async (tx) => {
    if (merged.daily_limit !== current.daily_limit) {
      await lockTempleDays(tx, current.temple_id);
      const [fullest] = await selectRows<{ most: number | null }>(
        tx,
        sql`select max(d.taken)::int as most from pooja_days d join temples t on t.id = ${current.temple_id}
            where d.pooja_id = ${current.id} and d.day >= (now() at time zone t.time_zone)::date`,
      );
      if ((fullest?.most ?? 0) > merged.daily_limit) throw limitBelowBooked(fullest!.most!);
    }
    await tx.execute(sql`
      update poojas set name = ${merged.name}, purpose = ${merged.purpose}, description = ${merged.description},
             price_minor = ${merged.price_minor}, currency = ${merged.currency},
             offerings = ${JSON.stringify(offerings)}::jsonb, prasad_available = ${merged.prasad_available},
             prasad_price_minor = ${merged.prasad_price_minor}, daily_limit = ${merged.daily_limit},
             notice_days = ${merged.notice_days}, position = ${merged.position}, published = ${merged.published},
             translations = ${JSON.stringify(translations)}::jsonb
      where id = ${current.id}`);
    // A larger daily limit is offered to the days' lines first (under the temple's lock, taken above).
    if (merged.daily_limit > current.daily_limit) await offerPoojaDays(tx, current.id);
    await storeSearchKeys(tx, searchablePoojas, [current.id]);
    if (isConsoleEdit(caller, current.manager_id)) {
      const fields = Object.keys(defined) as Array<keyof PoojaFields>;
      const was = toCreatorPooja(current);
      const before: Record<string, unknown> = Object.fromEntries(fields.map((field) => [field, was[field]]));
      const after: Record<string, unknown> = Object.fromEntries(
        fields.map((field) => [field, field === 'offerings' ? offerings : defined[field]]),
      );
      if (translated) {
        before.translations = current.translations;
        after.translations = translated;
      }
      await recordAudit(tx as unknown as Db, {
        actorId: caller.id,
        action: 'pooja.update',
        targetType: 'pooja',
        targetId: current.id,
        before,
        after,
      });
    }
  });
  return toCreatorPooja((await creatorPooja(db, current.id))!);
}
