import {
  RETREAT_ERROR_CODES,
  RETREAT_LIMITS,
  RETREAT_MESSAGES,
  refundMinor,
  type CreateRetreatBookingRequest,
  type Language,
  type RefundStep,
  type RetreatBooking,
  type RetreatBookingStatus,
  type ReviewState,
  type Translations,
} from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRow, selectRows, type Db } from '../../db/client';
import { badRequest, HttpError, notFound, permissionDenied } from '../../lib/http-errors';
import { pageWindow } from '../../lib/paging';
import type { Caller } from '../../plugins/auth';
import { assertNotBanned } from '../users';
import { limitOpenHolds, requireConfirmedEmail, type HoldRules } from '../../lib/hold-limits';
import { enqueueRetreatBookingMails } from './booking-mail';
import { retreatRow } from './catalogue';
import { releaseExpiredRetreatHolds } from './holds';
import { lockRetreatNights, nightCount, takeNights } from './nights';
import { payBySql, paymentStateOf } from '../payments';
import { cancelStay } from './stay-cancel';
import { reviewStateOf } from '../booking-reviews';
import { retreatReviewable } from './reviewable';
import { checkStay, fieldError, hasStayOn, stayPrice, TOTAL_MAX } from './stay-rules';
import { bookedUnderKey, bookOnce, idUnderKey, SameKey } from '../bookings';
import { isoOrNull } from '../../lib/iso-time';
import { readerText } from '../../lib/translations';

/**
 * A guest's side of retreat bookings: booking a package for a stay (held for payment of the deposit,
 * or confirmed at once when nothing is due now), reading it, the guest's list, and cancelling by the
 * retreat's refund policy. Places are counted per package and night (nights.ts) under the retreat's
 * lock, so the last rooms go to exactly as many guests as they hold.
 */

type Executor = Pick<Db, 'execute'>;
const MINUTE = 60_000;

export interface RetreatBookingRow {
  id: number;
  status: RetreatBookingStatus;
  retreat_id: number;
  host_id: number;
  guest_id: number;
  retreat_slug: string;
  retreat_title: string;
  retreat_translations: Translations;
  place: string;
  country: string;
  address: string;
  time_zone: string;
  today: string;
  cancellation_policy: RefundStep[];
  package_id: number;
  package_name: string;
  host_username: string;
  host_display_name: string;
  guest_username: string;
  guest_display_name: string;
  start_date: string;
  end_date: string;
  guests: number;
  total_minor: number;
  deposit_minor: number;
  currency: string;
  note: string;
  hold_expires_at: Date | string | null;
  paid_at: Date | string | null;
  payment_provider: RetreatBooking['payment_provider'];
  refund_minor: number | null;
  refund_sent_at: Date | string | null;
  cancelled_at: Date | string | null;
  cancelled_by: string | null;
  cancel_reason: string;
  created_at: Date | string;
  review_state: ReviewState;
  pay_by: Date | string | null;
}

const bookingSelect = sql`
  select b.id, b.status, b.retreat_id, r.host_id, b.guest_id, r.slug as retreat_slug, r.title as retreat_title,
         r.translations as retreat_translations, r.place, r.country, r.address, r.time_zone, b.cancellation_policy,
         to_char((now() at time zone r.time_zone)::date, 'YYYY-MM-DD') as today,
         p.id as package_id, p.name as package_name,
         h.username as host_username, h.display_name as host_display_name,
         g.username as guest_username, g.display_name as guest_display_name,
         to_char(b.start_date, 'YYYY-MM-DD') as start_date, to_char(b.end_date, 'YYYY-MM-DD') as end_date,
         b.guests, b.total_minor, b.deposit_minor, b.currency, b.note, b.hold_expires_at, b.paid_at,
         b.payment_provider, b.refund_minor, b.refund_sent_at, b.cancelled_at, b.cancelled_by, b.cancel_reason, b.created_at,
         ${reviewStateOf(retreatReviewable, sql`b.id`)} as review_state,
         ${payBySql('b', sql`r.host_id`, 'confirmed', sql`b.deposit_minor > 0`)} as pay_by
  from retreat_bookings b
  join retreats r on r.id = b.retreat_id
  join retreat_packages p on p.id = b.package_id
  join users h on h.id = r.host_id
  join users g on g.id = b.guest_id`;

/** A booking as its reader sees it: the retreat's title in their language (`lang`, issue 21), else the original. */
export function toRetreatBooking(row: RetreatBookingRow, lang?: Language): RetreatBooking {
  return {
    id: row.id,
    status: row.status,
    retreat: {
      slug: row.retreat_slug,
      title: readerText(lang, row.retreat_translations).text('title', row.retreat_title),
      place: row.place,
      country: row.country,
      address: row.address,
      time_zone: row.time_zone,
    },
    package: { id: row.package_id, name: row.package_name },
    host: { username: row.host_username, display_name: row.host_display_name || row.host_username },
    guest: { username: row.guest_username, display_name: row.guest_display_name || row.guest_username },
    start_date: row.start_date,
    end_date: row.end_date,
    nights: nightCount(row.start_date, row.end_date),
    guests: row.guests,
    total_minor: row.total_minor,
    deposit_minor: row.deposit_minor,
    balance_minor: row.total_minor - row.deposit_minor,
    currency: row.currency,
    note: row.note,
    ...paymentStateOf(row),
    cancellation_policy: row.cancellation_policy,
    refund_minor: row.refund_minor,
    refund_sent_at: isoOrNull(row.refund_sent_at),
    cancelled_at: isoOrNull(row.cancelled_at),
    cancelled_by: row.cancelled_by,
    cancel_reason: row.cancel_reason,
    review_state: row.review_state,
    created_at: isoOrNull(row.created_at)!,
  };
}

export async function retreatBookingById(db: Executor, id: number): Promise<RetreatBookingRow | null> {
  return selectRow<RetreatBookingRow>(db, sql`${bookingSelect} where b.id = ${id}`);
}

/**
 * 409 when the guest already holds or has a stay at this retreat on any of these nights (another
 * attempt than a retry of the same key): a second stay would only take rooms from other guests.
 * Called under the retreat's lock, so two attempts at once cannot both pass.
 */
async function refuseSecondStay(tx: Executor, guestId: number, retreatId: number, start: string, end: string) {
  if (await hasStayOn(tx, guestId, retreatId, start, end))
    throw new HttpError(409, RETREAT_ERROR_CODES.alreadyBooked, RETREAT_MESSAGES.alreadyBooked);
}

/**
 * Books a package of a retreat for a stay and a number of guests. The total is the price per person
 * times the guests (and the nights, for flexible dates); the deposit is the retreat's share of it,
 * due at checkout within the hold (10 minutes, as for classes); nothing due now confirms at once.
 * The guests are added to every night of the stay in the same transaction, under the retreat's
 * lock, or the answer is a 409 naming the night without room; the mails of the new booking are
 * noted in that transaction too. The same idempotency key answers the same booking (`created`
 * false), already mailed.
 */
export async function createRetreatBooking(
  db: Db,
  caller: Caller,
  slug: string,
  input: Required<Omit<CreateRetreatBookingRequest, 'note'>> & { note: string },
  now = new Date(),
  rules: HoldRules = { capOpenHolds: true },
): Promise<{ booking: RetreatBooking; created: boolean }> {
  const person = await assertNotBanned(db, caller.id);
  const again = bookedUnderKey(
    db,
    'retreat_bookings',
    'guest_id',
    caller.id,
    input.idempotency_key,
    retreatBookingById,
  );
  const earlier = await again();
  if (earlier) return { booking: toRetreatBooking(earlier), created: false };

  const retreat = await retreatRow(db, slug);
  if (input.guests > retreat.max_guests_per_booking)
    throw fieldError('guests', `${RETREAT_MESSAGES.guestsPerBooking} At most ${retreat.max_guests_per_booking}.`);
  const [pkg] = await selectRows<{ id: number; price_minor: number }>(
    db,
    sql`select id, price_minor from retreat_packages
        where id = ${input.package_id} and retreat_id = ${retreat.id} and active`,
  );
  if (!pkg) throw fieldError('package_id', RETREAT_MESSAGES.packageNotFound);
  const { nights, flexible } = checkStay(retreat, input.start_date, input.end_date);
  const { total, deposit } = stayPrice(
    { priceMinor: pkg.price_minor, guests: input.guests, nights, flexible },
    retreat.deposit_percent,
  );
  if (total > TOTAL_MAX) throw fieldError('guests', RETREAT_MESSAGES.tooExpensive);
  // Nothing to pay now (a free stay, or no deposit asked): confirmed at once, paid to the host there.
  const held = deposit > 0;
  if (held) requireConfirmedEmail(person);

  return bookOnce(
    () =>
      db.transaction(async (tx) => {
        await lockRetreatNights(tx, retreat.id);
        await releaseExpiredRetreatHolds(tx, retreat.id);
        // The same attempt sent twice at once: the second waited for the lock, and finds the first's booking.
        if ((await idUnderKey(tx, 'retreat_bookings', 'guest_id', caller.id, input.idempotency_key)) !== null)
          throw new SameKey();
        await refuseSecondStay(tx, caller.id, retreat.id, input.start_date, input.end_date);
        if (held) await limitOpenHolds(tx, caller.id, { kind: 'retreat', id: retreat.id }, rules);
        await takeNights(tx, {
          packageId: pkg.id,
          start: input.start_date,
          end: input.end_date,
          guests: input.guests,
        });
        const [booking] = await selectRows<{ id: number }>(
          tx,
          sql`insert into retreat_bookings (retreat_id, package_id, guest_id, start_date, end_date, guests, status,
                                          hold_expires_at, idempotency_key, total_minor, deposit_minor, currency, note,
                                          cancellation_policy)
            values (${retreat.id}, ${pkg.id}, ${caller.id}, ${input.start_date}, ${input.end_date}, ${input.guests},
                    ${held ? 'held' : 'confirmed'},
                    ${held ? new Date(now.getTime() + RETREAT_LIMITS.holdMinutes * MINUTE).toISOString() : null},
                    ${input.idempotency_key}, ${total}, ${deposit}, ${retreat.currency}, ${input.note},
                    (select cancellation_policy from retreats where id = ${retreat.id}))
            on conflict (guest_id, idempotency_key) do nothing returning id`,
        );
        // The same key arrived from another retreat's booking at once: undo these nights, answer that one.
        if (!booking) throw new SameKey();
        await enqueueRetreatBookingMails(tx, booking.id, 'booked', { at: now });
        return booking.id;
      }),
    (id) => retreatBookingById(db, id),
    again,
    toRetreatBooking,
  );
}

/** Who may read a booking: its guest, the retreat's host, an administrator. */
const mayRead = (row: RetreatBookingRow, caller: Caller) =>
  row.guest_id === caller.id || row.host_id === caller.id || caller.role === 'admin';

export async function readRetreatBooking(db: Db, caller: Caller, id: number, lang?: Language): Promise<RetreatBooking> {
  await releaseExpiredRetreatHolds(db);
  const row = await retreatBookingById(db, id);
  if (!row || !mayRead(row, caller)) throw notFound(RETREAT_MESSAGES.bookingNotFound);
  return toRetreatBooking(row, lang);
}

/** The guest's own bookings, the latest stay first. */
export async function myRetreatBookings(db: Db, caller: Caller, page: number, pageSize: number, lang?: Language) {
  await releaseExpiredRetreatHolds(db);
  const { limit, offset } = pageWindow(page, pageSize);
  const [rows, [total]] = await Promise.all([
    selectRows<RetreatBookingRow>(
      db,
      sql`${bookingSelect} where b.guest_id = ${caller.id}
          order by b.start_date desc, b.id desc limit ${limit} offset ${offset}`,
    ),
    selectRows<{ n: number }>(db, sql`select count(*)::int as n from retreat_bookings where guest_id = ${caller.id}`),
  ]);
  return { count: total?.n ?? 0, results: rows.map((row) => toRetreatBooking(row, lang)) };
}

/**
 * The guest cancels a stay that has not begun. What comes back is the retreat's policy applied to
 * the deposit paid (nothing when it was not paid), by the whole days from today at the retreat's
 * place to the first night; the stay ends as cancelStay says (the refund recorded, and noted for
 * Stripe when paid there; the nights back, to the waitlists first) and both sides' mails are noted
 * in the same transaction. The host cancels from their own area (creators/retreat-bookings/{id}/cancel/), where
 * the whole deposit comes back.
 */
export async function cancelRetreatBooking(db: Db, caller: Caller, id: number, reason: string) {
  const first = await retreatBookingById(db, id);
  if (!first || !mayRead(first, caller)) throw notFound(RETREAT_MESSAGES.bookingNotFound);
  if (first.guest_id !== caller.id) throw permissionDenied(RETREAT_MESSAGES.hostCancelsElsewhere);
  await db.transaction(async (tx) => {
    await lockRetreatNights(tx, first.retreat_id);
    await releaseExpiredRetreatHolds(tx, first.retreat_id);
    const [row] = await selectRows<RetreatBookingRow>(tx, sql`${bookingSelect} where b.id = ${id} for update of b`);
    if (!row || (row.status !== 'held' && row.status !== 'confirmed')) throw badRequest(RETREAT_MESSAGES.alreadyEnded);
    if (row.start_date <= row.today) throw badRequest(RETREAT_MESSAGES.alreadyStarted);
    const refund =
      row.paid_at === null ? 0 : refundMinor(row.cancellation_policy, row.deposit_minor, row.start_date, row.today);
    await cancelStay(tx, row, { by: 'guest', reason, refundMinor: refund });
    // A stay only held was never news to the host: only the guest hears of its end.
    await enqueueRetreatBookingMails(tx, id, 'cancelled', { wasHeld: row.status === 'held' });
  });
  return toRetreatBooking((await retreatBookingById(db, id))!);
}
