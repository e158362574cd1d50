import {
  WAITLIST_ERROR_CODES,
  WAITLIST_LIMITS,
  WAITLIST_MESSAGES,
  type JoinWaitlistRequest,
  type WaitlistEntry,
  type WaitlistKind,
  type WaitlistState,
} from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { intArray, selectRows, type Db } from '../../db/client';
import { requireConfirmedEmail } from '../../lib/hold-limits';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import type { Caller } from '../../plugins/auth';
import { assertNotBanned } from '../users';
import type { WaitlistableKind } from './waitlist-kind';
import { isoOrNull } from '../../lib/iso-time';

/** Entries a person holds on one advisory lock while joining: the per-person cap counts exactly. */
const PERSON_LOCK = 9_301;

interface EntryRow {
  id: number;
  kind: WaitlistKind;
  target: Record<string, unknown>;
  target_key: string;
  seats: number;
  status: WaitlistState;
  booking_id: number | null;
  offer_expires_at: Date | string | null;
  created_at: Date | string;
  ahead: number | null;
}

function toEntry(row: EntryRow, what: { title: string; startsOn: string } | null): WaitlistEntry {
  return {
    id: row.id,
    kind: row.kind,
    target: row.target,
    title: what?.title ?? '',
    starts_on: what?.startsOn ?? '',
    seats: row.seats,
    state: row.status,
    ahead: row.status === 'waiting' ? row.ahead : null,
    booking_id: row.status === 'offered' || row.status === 'taken' ? row.booking_id : null,
    offer_expires_at: row.status === 'offered' ? isoOrNull(row.offer_expires_at) : null,
    created_at: isoOrNull(row.created_at)!,
  };
}

const entrySelect = sql`
  select e.id, e.kind, e.target, e.target_key, e.seats, e.status, e.booking_id, e.offer_expires_at, e.created_at,
         (select count(*)::int from waitlist_entries o
          where o.kind = e.kind and o.target_key = e.target_key and o.status = 'waiting'
            and (o.created_at, o.id) < (e.created_at, e.id)) as ahead
  from waitlist_entries e`;

const kindOf = (kinds: readonly WaitlistableKind[], name: WaitlistKind) => {
  const kind = kinds.find((k) => k.kind === name);
  if (!kind) {
    throw new HttpError(400, WAITLIST_ERROR_CODES.kindNotWaitlisted, WAITLIST_MESSAGES.kindNotWaitlisted, {
      kind: [WAITLIST_MESSAGES.kindNotWaitlisted],
    });
  }
  return kind;
};

/**
 * Offers as they stand now, by their held bookings (one query): paid (taken), still held (offered),
 * or run out or cancelled (lapsed).
 */
async function offerStates(db: Db, kind: WaitlistableKind, bookingIds: readonly number[]) {
  const states = new Map<number, WaitlistState>();
  if (bookingIds.length === 0) return states;
  const rows = await selectRows<{ id: number; status: string; live: boolean }>(
    db,
    sql`select id, status, hold_expires_at > now() as live from ${sql.identifier(kind.table)}
        where id = any(${intArray(bookingIds)})`,
  );
  for (const row of rows) {
    const settled = kind.settledStatuses.includes(row.status);
    states.set(row.id, settled ? 'taken' : row.status === 'held' && row.live ? 'offered' : 'lapsed');
  }
  return states;
}

/**
 * Joins the line of a full target: only when its places cannot take the seats asked, once per
 * person and target, and at most 10 lines at once. A paid target needs a confirmed address, as the
 * offer will hold a paid place for it.
 */
export async function joinWaitlist(
  db: Db,
  kinds: readonly WaitlistableKind[],
  caller: Caller,
  input: JoinWaitlistRequest,
): Promise<WaitlistEntry> {
  const person = await assertNotBanned(db, caller.id);
  const kind = kindOf(kinds, input.kind);
  const target = await kind.resolve(db, input.target);
  if (!target) throw badRequest(WAITLIST_MESSAGES.targetNotFound, { target: [WAITLIST_MESSAGES.targetNotFound] });
  if (input.seats > target.maxSeats) {
    const sentence = `${WAITLIST_MESSAGES.seats} At most ${target.maxSeats}.`;
    throw badRequest(sentence, { seats: [sentence] });
  }
  if (target.placesLeft >= input.seats) {
    throw new HttpError(409, WAITLIST_ERROR_CODES.notFull, WAITLIST_MESSAGES.notFull);
  }
  if (target.paid) requireConfirmedEmail(person);
  if (await kind.hasBooked(db, caller.id, target.key)) {
    throw new HttpError(409, WAITLIST_ERROR_CODES.alreadyBooked, WAITLIST_MESSAGES.alreadyBooked);
  }
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PERSON_LOCK}::int, ${caller.id}::int)`);
    const [open] = await selectRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from waitlist_entries where person_id = ${caller.id} and status in ('waiting', 'offered')`,
    );
    if ((open?.n ?? 0) >= WAITLIST_LIMITS.entriesPerPerson) {
      throw new HttpError(409, WAITLIST_ERROR_CODES.tooManyEntries, WAITLIST_MESSAGES.tooManyEntries);
    }
    const [row] = await selectRows<{ id: number }>(
      tx,
      sql`insert into waitlist_entries (kind, person_id, target, target_key, seats)
          values (${kind.kind}, ${caller.id}, ${JSON.stringify(target.target)}::jsonb, ${target.key}, ${input.seats})
          on conflict (person_id, kind, target_key) where status in ('waiting', 'offered') do nothing
          returning id`,
    );
    if (!row) throw new HttpError(409, WAITLIST_ERROR_CODES.alreadyWaiting, WAITLIST_MESSAGES.alreadyWaiting);
    return row.id;
  });
  const [row] = await selectRows<EntryRow>(db, sql`${entrySelect} where e.id = ${id}`);
  return toEntry(row!, target);
}

/** The person's lines: waiting and offered first, then the last answered ones, newest first. */
export async function myWaitlists(db: Db, kinds: readonly WaitlistableKind[], caller: Caller) {
  const rows = await selectRows<EntryRow>(
    db,
    sql`${entrySelect} where e.person_id = ${caller.id}
        order by (e.status in ('waiting', 'offered')) desc, e.created_at desc, e.id desc limit 50`,
  );
  // Read kind by kind, two queries each however many lines: what each waits for, and its offers.
  const answers = new Map<number, WaitlistEntry>();
  for (const kind of kinds) {
    const ofKind = rows.filter((row) => row.kind === kind.kind);
    if (ofKind.length === 0) continue;
    const offered = ofKind.filter((row) => row.status === 'offered' && row.booking_id !== null);
    const [targets, states] = await Promise.all([
      kind.describe(db, [...new Set(ofKind.map((row) => row.target_key))]),
      offerStates(
        db,
        kind,
        offered.map((row) => row.booking_id!),
      ),
    ]);
    for (const row of ofKind) {
      const status =
        row.status === 'offered' && row.booking_id !== null ? (states.get(row.booking_id) ?? 'lapsed') : row.status;
      answers.set(row.id, toEntry({ ...row, status }, targets.get(row.target_key) ?? null));
    }
  }
  return { results: rows.flatMap((row) => answers.get(row.id) ?? []) };
}

/** Leaves a line (also giving up an offer not yet paid: its hold lapses with its own rules). */
export async function leaveWaitlist(db: Db, caller: Caller, id: number): Promise<void> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`update waitlist_entries set status = 'left', updated_at = now()
        where id = ${id} and person_id = ${caller.id} and status in ('waiting', 'offered') returning id`,
  );
  if (rows.length === 0) {
    const [mine] = await selectRows<{ id: number }>(
      db,
      sql`select id from waitlist_entries where id = ${id} and person_id = ${caller.id}`,
    );
    if (!mine) throw notFound(WAITLIST_MESSAGES.entryNotFound);
  }
}
