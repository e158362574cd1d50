import {
  POOJA_ERROR_CODES,
  POOJA_LIMITS,
  POOJA_MESSAGES,
  type Language,
  type PoojaBooking,
  type PoojaBookingFields,
  type PoojaBookingStatus,
  type PoojaOffering,
  type PaymentProviderName,
  type ReviewState,
  type Translations,
} from '@sangam/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { selectRow, selectRows, type Db } from '../../db/client';
import type { PrasadAddress } from '../../db/schema/poojas';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import { pageWindow } from '../../lib/paging';
import type { Caller } from '../../plugins/auth';
import { issueRefund, payBySql, paymentStateOf } from '../payments';
import { managesTemple } from './temple-access';
import { assertNotBanned } from '../users';
import { limitOpenHolds, requireConfirmedEmail, type HoldRules } from '../../lib/hold-limits';
import { enqueuePoojaMail } from './booking-mail';
import { poojaBySlug } from './catalogue';
import { lockTempleDays } from './holds';
import { offerPoojaDay, releasePoojaHoldsAndOffer, releaseTempleHoldsAndOffer } from './waitlist';
import { bookableWindow, dayRule, plusDays, templeToday } from './temple-days';
import { reviewStateOf } from '../booking-reviews';
import { poojaReviewable } from './reviewable';
import { bookedUnderKey, bookOnce, idUnderKey, SameKey } from '../bookings';
import { isoOrNull } from '../../lib/iso-time';
import { readerText } from '../../lib/translations';

/**
 * Booking a pooja on a day of the temple's calendar: the day's places are counted in `pooja_days`
 * under the temple's lock with a conditional UPDATE (decision 013); the price is the pooja's, its
 * chosen offerings' and the prasad's posting, all read from the pooja, never from the client.
 */

const MINUTE = 60_000;
type Executor = Pick<Db, 'execute'>;

export interface PoojaBookingRow {
  id: number;
  status: PoojaBookingStatus;
  pooja_id: number;
  pooja_slug: string;
  pooja_name: string;
  pooja_translations: Translations;
  temple_id: number;
  temple_slug: string;
  temple_name: string;
  temple_translations: Translations;
  time_zone: string;
  manager_id: number;
  user_id: number;
  day: string;
  devotee_name: string;
  gotra: string;
  nakshatra: string;
  sankalp: string;
  offerings: PoojaOffering[];
  prasad_address: PrasadAddress | null;
  total_minor: number;
  currency: string;
  hold_expires_at: Date | string | null;
  paid_at: Date | string | null;
  payment_provider: PaymentProviderName;
  payment_ref: string | null;
  recording_url: string;
  performed_at: Date | string | null;
  prasad_sent_at: Date | string | null;
  refund_minor: number | null;
  refund_sent_at: Date | string | null;
  cancelled_at: Date | string | null;
  cancel_reason: string;
  created_at: Date | string;
  username: string;
  display_name: string;
  review_state: ReviewState;
  pay_by: Date | string | null;
}

const poojaBookingSelect = sql`
  select b.id, b.status, b.pooja_id, p.slug as pooja_slug, p.name as pooja_name, p.translations as pooja_translations,
         b.temple_id, t.slug as temple_slug, t.name as temple_name, t.translations as temple_translations, t.time_zone, t.manager_id, b.user_id, b.day::text as day, b.devotee_name, b.gotra,
         b.nakshatra, b.sankalp, b.offerings, b.prasad_address, b.total_minor, b.currency, b.hold_expires_at,
         b.paid_at, b.payment_provider, b.payment_ref, b.recording_url, b.performed_at, b.prasad_sent_at,
         b.refund_minor, b.refund_sent_at, b.cancelled_at, b.cancel_reason, b.created_at, u.username, u.display_name,
         ${reviewStateOf(poojaReviewable, sql`b.id`)} as review_state,
         ${payBySql('b', sql`t.manager_id`, 'booked', sql`b.total_minor > 0`)} as pay_by
  from pooja_bookings b
  join poojas p on p.id = b.pooja_id
  join temples t on t.id = b.temple_id
  join users u on u.id = b.user_id`;

/** Whether the devotee may still cancel: not yet performed, and at least a day before (the temple's today). */
function isCancellable(row: Pick<PoojaBookingRow, 'status' | 'day' | 'time_zone'>, now = new Date()) {
  if (row.status !== 'held' && row.status !== 'booked') return false;
  return row.day >= plusDays(templeToday(row.time_zone, now), POOJA_LIMITS.cancelDaysBefore);
}

/**
 * A booking as its reader sees it: the pooja's and the temple's names in their language (`lang`,
 * issue 21), else transliterated into their script with the original beside, else the originals.
 */
export function toPoojaBooking(row: PoojaBookingRow, now = new Date(), lang?: Language): PoojaBooking {
  const pooja = readerText(lang, row.pooja_translations);
  const temple = readerText(lang, row.temple_translations);
  return {
    id: row.id,
    status: row.status,
    pooja: { slug: row.pooja_slug, name: pooja.name('name', row.pooja_name), ...pooja.originals() },
    temple: {
      id: row.temple_id,
      slug: row.temple_slug,
      name: temple.name('name', row.temple_name),
      ...temple.originals(),
      time_zone: row.time_zone,
    },
    day: row.day,
    devotee_name: row.devotee_name,
    gotra: row.gotra,
    nakshatra: row.nakshatra,
    sankalp: row.sankalp,
    offerings: row.offerings,
    prasad: row.prasad_address !== null,
    prasad_address: row.prasad_address,
    total_minor: row.total_minor,
    currency: row.currency,
    ...paymentStateOf(row),
    recording_url: row.recording_url,
    performed_at: isoOrNull(row.performed_at),
    prasad_sent_at: isoOrNull(row.prasad_sent_at),
    cancelled_at: isoOrNull(row.cancelled_at),
    cancel_reason: row.cancel_reason,
    refund_minor: row.refund_minor,
    refund_sent_at: isoOrNull(row.refund_sent_at),
    cancellable: isCancellable(row, now),
    review_state: row.review_state,
    created_at: isoOrNull(row.created_at)!,
    devotee: { username: row.username, display_name: row.display_name || row.username },
  };
}

/** Whether the person holds or has a booking of this pooja on this day in this name now. */
export async function holdsPoojaFor(db: Executor, userId: number, poojaId: number, day: string, name: string) {
  const [mine] = await selectRows<{ id: number }>(
    db,
    sql`select id from pooja_bookings
        where user_id = ${userId} and pooja_id = ${poojaId} and day = ${day}
          and lower(btrim(devotee_name)) = lower(btrim(${name})) and status in ('held', 'booked')
        limit 1`,
  );
  return mine !== undefined;
}

export async function poojaBookingById(db: Executor, id: number, lock = false) {
  return selectRow<PoojaBookingRow>(
    db,
    sql`${poojaBookingSelect} where b.id = ${id} ${lock ? sql`for update of b` : sql``}`,
  );
}

const dayProblem = (status: number, code: string, detail: string) =>
  new HttpError(status, code, detail, { day: [detail] });

/**
 * Books a pooja. The day must leave the temple its notice and lie within the horizon; the chosen
 * offerings must be the pooja's; prasad needs the temple to post it. One place of the day is taken in
 * the statement that checks the daily limit. A priced pooja is held for 10 minutes until checkout;
 * one that costs nothing is booked at once, and its mail is noted in the same transaction (a priced
 * one is mailed once paid, at checkout). The same idempotency key answers the same booking.
 */
export async function createPoojaBooking(
  db: Db,
  caller: Caller,
  slug: string,
  input: PoojaBookingFields,
  now = new Date(),
  rules: HoldRules = { capOpenHolds: true },
): Promise<{ booking: PoojaBooking; created: boolean }> {
  const person = await assertNotBanned(db, caller.id);
  const again = bookedUnderKey(db, 'pooja_bookings', 'user_id', caller.id, input.idempotency_key, poojaBookingById);
  const earlier = await again();
  if (earlier) return { booking: toPoojaBooking(earlier), created: false };

  const pooja = await poojaBySlug(db, slug);
  const window = bookableWindow(pooja.temple_time_zone, pooja.notice_days, now);
  const rule = dayRule(input.day, window);
  if (rule === 'notice') throw dayProblem(400, POOJA_ERROR_CODES.tooSoon, POOJA_MESSAGES.tooSoon(pooja.notice_days));
  if (rule === 'horizon') throw dayProblem(400, POOJA_ERROR_CODES.tooFar, POOJA_MESSAGES.tooFar);

  const byId = new Map(pooja.offerings.map((o) => [o.id, o]));
  const chosen = input.offering_ids.map((id) => byId.get(id));
  if (chosen.some((o) => o === undefined))
    throw badRequest(POOJA_MESSAGES.offering, { offering_ids: [POOJA_MESSAGES.offering] });
  const offerings = chosen as PoojaOffering[];
  if (input.prasad && !pooja.prasad_available)
    throw badRequest(POOJA_MESSAGES.prasadNotOffered, { prasad: [POOJA_MESSAGES.prasadNotOffered] });
  const address = input.prasad && input.prasad_address ? input.prasad_address : null;
  const total =
    pooja.price_minor + offerings.reduce((sum, o) => sum + o.price_minor, 0) + (address ? pooja.prasad_price_minor : 0);
  const free = total === 0;
  if (!free) requireConfirmedEmail(person);

  return bookOnce(
    () =>
      db.transaction(async (tx) => {
        await lockTempleDays(tx, pooja.temple_id);
        await releaseTempleHoldsAndOffer(tx, pooja.temple_id);
        // The same attempt sent twice at once: the second waited for the lock, and finds the first's booking.
        if ((await idUnderKey(tx, 'pooja_bookings', 'user_id', caller.id, input.idempotency_key)) !== null)
          throw new SameKey();
        // The same pooja, day and name booked again (a second press, a return to the form) would take a
        // second place and a second payment. A family books for each member by name: other names may.
        if (await holdsPoojaFor(tx, caller.id, pooja.id, input.day, input.devotee_name))
          throw new HttpError(409, POOJA_ERROR_CODES.alreadyBooked, POOJA_MESSAGES.alreadyBooked);
        if (!free) await limitOpenHolds(tx, caller.id, { kind: 'pooja', id: pooja.id }, rules);
        await tx.execute(
          sql`insert into pooja_days (pooja_id, day) values (${pooja.id}, ${input.day}) on conflict do nothing`,
        );
        const [taken] = await selectRows<{ taken: number }>(
          tx,
          sql`update pooja_days d set taken = d.taken + 1 from poojas p
            where d.pooja_id = ${pooja.id} and d.day = ${input.day} and p.id = d.pooja_id and d.taken + 1 <= p.daily_limit
            returning d.taken`,
        );
        if (!taken) throw dayProblem(409, POOJA_ERROR_CODES.dayFull, POOJA_MESSAGES.dayFull(input.day));
        const [booking] = await selectRows<{ id: number }>(
          tx,
          sql`insert into pooja_bookings (pooja_id, temple_id, user_id, day, devotee_name, gotra, nakshatra, sankalp,
                                        offerings, prasad_address, total_minor, currency, status, hold_expires_at,
                                        idempotency_key)
            values (${pooja.id}, ${pooja.temple_id}, ${caller.id}, ${input.day}, ${input.devotee_name}, ${input.gotra},
                    ${input.nakshatra}, ${input.sankalp}, ${JSON.stringify(offerings)}::jsonb,
                    ${address ? JSON.stringify(address) : null}::jsonb, ${total}, ${pooja.currency},
                    ${free ? 'booked' : 'held'},
                    ${free ? null : new Date(now.getTime() + POOJA_LIMITS.holdMinutes * MINUTE).toISOString()},
                    ${input.idempotency_key})
            on conflict (user_id, idempotency_key) do nothing returning id`,
        );
        // The same attempt arrived twice at once: undo this place and answer the other's booking.
        if (!booking) throw new SameKey();
        if (free) await enqueuePoojaMail(tx, booking.id, 'booked', caller.id);
        return booking.id;
      }),
    (id) => poojaBookingById(db, id),
    again,
    toPoojaBooking,
  );
}

/** One booking, for its devotee, its temple's staff or an administrator. */
export async function readPoojaBooking(db: Db, caller: Caller, id: number, lang?: Language): Promise<PoojaBooking> {
  await releasePoojaHoldsAndOffer(db);
  const row = await poojaBookingById(db, id);
  if (!row || (row.user_id !== caller.id && row.manager_id !== caller.id && caller.role !== 'admin'))
    throw notFound(POOJA_MESSAGES.bookingNotFound);
  return toPoojaBooking(row, new Date(), lang);
}

/** A page of bookings matching `where`, in `order`, their names in the reader's language (`lang`). */
export async function poojaBookingPage(
  db: Db,
  where: SQL,
  order: SQL,
  page: number,
  pageSize: number,
  lang?: Language,
) {
  await releasePoojaHoldsAndOffer(db);
  const { limit, offset } = pageWindow(page, pageSize);
  const [rows, [total]] = await Promise.all([
    selectRows<PoojaBookingRow>(
      db,
      sql`${poojaBookingSelect} where ${where} order by ${order} limit ${limit} offset ${offset}`,
    ),
    selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from pooja_bookings b join temples t on t.id = b.temple_id where ${where}`,
    ),
  ]);
  const now = new Date();
  return { count: total?.n ?? 0, results: rows.map((row) => toPoojaBooking(row, now, lang)) };
}

/** The caller's pooja bookings: coming days first (soonest first), then the past (latest first). */
export function myPoojaBookings(db: Db, caller: Caller, page: number, pageSize: number, lang?: Language) {
  return poojaBookingPage(
    db,
    sql`b.user_id = ${caller.id}`,
    sql`(b.day < current_date), case when b.day >= current_date then b.day end asc, b.day desc, b.id desc`,
    page,
    pageSize,
    lang,
  );
}

/**
 * The devotee cancels a held or booked pooja at least a day before its day (the temple's today);
 * its place goes back to the day, and the devotee's mail is noted, in the same transaction, under
 * the temple's lock.
 */
export function cancelPoojaBooking(db: Db, caller: Caller, id: number, reason: string, now = new Date()) {
  return endPoojaBooking(db, caller, id, reason, now, {
    allowed: (row) => row.user_id === caller.id,
    inTime: (row) => isCancellable(row, now),
  });
}

/**
 * The temple's staff (or an administrator) cancel a held or booked pooja until its day has passed,
 * with a reason the devotee reads: as the devotee's cancellation, its place goes back and all that
 * was paid is owed back. Used by the release of a booking unpaid past the staff's deadline
 * (payments/unpaid.ts); there is no route of its own yet.
 */
export async function cancelPoojaByStaff(db: Db, caller: Caller, id: number, reason: string, now = new Date()) {
  const { booking } = await endPoojaBooking(db, caller, id, reason, now, {
    allowed: (row) => managesTemple(caller, row.manager_id),
    inTime: (row) => row.day >= templeToday(row.time_zone, now),
  });
  return booking;
}

async function endPoojaBooking(
  db: Db,
  caller: Caller,
  id: number,
  reason: string,
  now: Date,
  rules: { allowed: (row: PoojaBookingRow) => boolean; inTime: (row: PoojaBookingRow) => boolean },
) {
  const found = await poojaBookingById(db, id);
  if (!found || !rules.allowed(found)) throw notFound(POOJA_MESSAGES.bookingNotFound);
  let wasPaid = false;
  await db.transaction(async (tx) => {
    // The temple's lock before the booking's row, in the order bookings and payments take them.
    await lockTempleDays(tx, found.temple_id);
    const row = (await poojaBookingById(tx, id, true))!;
    if (row.status !== 'held' && row.status !== 'booked') throw badRequest(POOJA_MESSAGES.notCancellable);
    if (!rules.inTime(row)) throw new HttpError(400, POOJA_ERROR_CODES.tooLateToCancel, POOJA_MESSAGES.tooLateToCancel);
    // Paid online, all of it is owed back (a pooja is cancelled before its day, nothing is spent yet).
    await tx.execute(sql`
      update pooja_bookings set status = 'cancelled', cancelled_at = now(), cancel_reason = ${reason},
                                refund_minor = case when paid_at is null then null else total_minor end,
                                hold_expires_at = null, updated_at = now()
      where id = ${id}`);
    await tx.execute(
      sql`update pooja_days set taken = taken - 1 where pooja_id = ${row.pooja_id} and day = ${row.day}`,
    );
    await offerPoojaDay(tx, row.pooja_id, row.day, now);
    await enqueuePoojaMail(tx, id, 'cancelled', caller.id);
    wasPaid = row.paid_at !== null;
    // Paid through Stripe, the money goes back through it (payments/refunds.ts); else the temple sends it.
    if (wasPaid)
      await issueRefund(tx, {
        kind: 'pooja',
        bookingId: id,
        amountMinor: row.total_minor,
        currency: row.currency,
        provider: row.payment_provider,
        paymentRef: row.payment_ref,
      });
  });
  return { booking: toPoojaBooking((await poojaBookingById(db, id))!, now), refundDue: wasPaid };
}
