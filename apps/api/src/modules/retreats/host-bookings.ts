import {
  RETREAT_HOST_ERROR_CODES,
  RETREAT_HOST_MESSAGES as M,
  refundMinor,
  type HostBooking,
  type Language,
  type RefundStep,
  type RetreatBookingStatus,
  type Translations,
} from '@sangam/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { selectRow, selectRows, type Db, type Tx } from '../../db/client';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import { pageWindow } from '../../lib/paging';
import type { Caller } from '../../plugins/auth';
import { actsForHost } from './host-access';
import { enqueueHostActionMail } from './host-mail';
import { releaseExpiredRetreatHolds } from './holds';
import { lockRetreatNights, nightCount } from './nights';
import { notifyRefundSent, payByIso, payBySql } from '../payments';
import { cancelStay } from './stay-cancel';
import { isoOrNull } from '../../lib/iso-time';
import { readerText } from '../../lib/translations';

/**
 * The bookings of a host's retreats (creator/retreats/bookings): the list, and the host's side of
 * one booking: confirming it when the deposit was paid to the host directly, and cancelling it.
 */

type Executor = Pick<Db, 'execute'>;

interface HostBookingRow {
  id: number;
  status: RetreatBookingStatus;
  guest_id: number;
  retreat_id: number;
  retreat_slug: string;
  retreat_title: string;
  retreat_translations: Translations;
  host_id: number;
  cancellation_policy: RefundStep[];
  today: string;
  package_id: number;
  package_name: string;
  guest_username: string;
  guest_display_name: string;
  guest_email: string;
  guest_language: string;
  start_date: string;
  end_date: string;
  guests: number;
  total_minor: number;
  deposit_minor: number;
  currency: string;
  note: string;
  paid_at: Date | string | null;
  payment_provider: string;
  hold_expires_at: Date | string | null;
  refund_minor: number | null;
  refund_sent_at: Date | string | null;
  cancelled_at: Date | string | null;
  cancelled_by: string | null;
  cancel_reason: string;
  created_at: Date | string;
  messages: number;
  pay_by: Date | string | null;
}

/**
 * A held booking whose hold ran out is shown as expired at once, even before the release job has
 * given its nights back (which it will do within the minute).
 */
const statusOf = sql`case when b.status = 'held' and b.hold_expires_at < now() then 'expired' else b.status end`;
const todayOf = sql`(now() at time zone r.time_zone)::date`;

const bookingSelect = sql`
  select b.id, ${statusOf} as status, b.guest_id, r.id as retreat_id, r.slug as retreat_slug, r.title as retreat_title,
         r.translations as retreat_translations,
         r.host_id, b.cancellation_policy, to_char(${todayOf}, 'YYYY-MM-DD') as today,
         p.id as package_id, p.name as package_name,
         g.username as guest_username, g.display_name as guest_display_name, g.email as guest_email,
         g.preferred_language as guest_language,
         to_char(b.start_date, 'YYYY-MM-DD') as start_date, to_char(b.end_date, 'YYYY-MM-DD') as end_date,
         b.guests, b.total_minor, b.deposit_minor, b.currency, b.note, b.paid_at, b.payment_provider,
         b.hold_expires_at, b.refund_minor, b.refund_sent_at, b.cancelled_at, b.cancelled_by, b.cancel_reason, b.created_at,
         (select count(*)::int from retreat_messages m where m.booking_id = b.id) as messages,
         ${payBySql('b', sql`r.host_id`, 'confirmed', sql`b.deposit_minor > 0`)} as pay_by
  from retreat_bookings b
  join retreats r on r.id = b.retreat_id
  join retreat_packages p on p.id = b.package_id
  join users g on g.id = b.guest_id`;

/** What the host's cancellation gives back: everything paid of the deposit (decision 013). */
const paidMinor = (row: { paid_at: unknown; deposit_minor: number }) => (row.paid_at ? row.deposit_minor : 0);

/** A booking as the host reads it: the retreat's title in the host's page language (`lang`) where translated. */
function toHostBooking(row: HostBookingRow, lang?: Language): HostBooking {
  const live = row.status === 'held' || row.status === 'confirmed';
  return {
    id: row.id,
    status: row.status,
    retreat: {
      id: row.retreat_id,
      slug: row.retreat_slug,
      title: readerText(lang, row.retreat_translations).text('title', row.retreat_title),
    },
    package: { id: row.package_id, name: row.package_name },
    guest: {
      username: row.guest_username,
      display_name: row.guest_display_name || row.guest_username,
      email: row.guest_email,
      language: row.guest_language,
    },
    start_date: row.start_date,
    end_date: row.end_date,
    nights: nightCount(row.start_date, row.end_date),
    guests: row.guests,
    total_minor: row.total_minor,
    deposit_minor: row.deposit_minor,
    currency: row.currency,
    note: row.note,
    paid: row.paid_at !== null,
    paid_at: isoOrNull(row.paid_at),
    payment_provider: row.payment_provider,
    hold_expires_at: row.status === 'held' ? isoOrNull(row.hold_expires_at) : null,
    pay_by: payByIso(row.pay_by),
    host_cancel_refund_minor: live
      ? refundMinor(row.cancellation_policy, paidMinor(row), row.start_date, row.today, 'host')
      : 0,
    refund_minor: row.refund_minor,
    refund_sent_at: isoOrNull(row.refund_sent_at),
    cancelled_at: isoOrNull(row.cancelled_at),
    cancelled_by: row.cancelled_by,
    cancel_reason: row.cancel_reason,
    created_at: isoOrNull(row.created_at)!,
    messages: row.messages,
  };
}

async function hostBookingRow(db: Executor, id: number, lock = false): Promise<HostBookingRow | null> {
  return selectRow<HostBookingRow>(db, sql`${bookingSelect} where b.id = ${id} ${lock ? sql`for update of b` : sql``}`);
}

/** A booking of a retreat the caller acts for; anyone else is told it does not exist. */
async function hostsBooking(db: Executor, caller: Caller, id: number, lock = false) {
  const row = await hostBookingRow(db, id, lock);
  if (!row || !actsForHost(caller, row.host_id)) throw notFound(M.bookingNotFound);
  return row;
}

/**
 * The bookings of the caller's retreats, filtered by retreat, status and upcoming / past: stays not
 * over yet first, soonest first, then the past ones, latest first; a page at a time.
 */
export async function listHostBookings(
  db: Db,
  caller: Caller,
  query: {
    page: number;
    page_size: number;
    retreat?: number;
    status?: RetreatBookingStatus;
    when?: 'upcoming' | 'past';
    lang?: Language;
  },
): Promise<{ count: number; results: HostBooking[] }> {
  const filters: SQL[] = [sql`r.host_id = ${caller.id}`];
  if (query.retreat !== undefined) filters.push(sql`r.id = ${query.retreat}`);
  if (query.status !== undefined) filters.push(sql`${statusOf} = ${query.status}`);
  if (query.when === 'upcoming') filters.push(sql`b.end_date > ${todayOf}`);
  if (query.when === 'past') filters.push(sql`b.end_date <= ${todayOf}`);
  const where = sql.join(filters, sql` and `);
  const { limit, offset } = pageWindow(query.page, query.page_size);
  const [rows, [total]] = await Promise.all([
    selectRows<HostBookingRow>(
      db,
      sql`${bookingSelect} where ${where}
          order by (b.end_date <= ${todayOf}), case when b.end_date > ${todayOf} then b.start_date end asc,
                   b.start_date desc, b.id desc
          limit ${limit} offset ${offset}`,
    ),
    selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from retreat_bookings b join retreats r on r.id = b.retreat_id where ${where}`,
    ),
  ]);
  return { count: total?.n ?? 0, results: rows.map((row) => toHostBooking(row, query.lang)) };
}

/**
 * Reads the booking for a change by its host: the retreat's lock first (a booking never changes
 * retreat), then the booking's row, as every change of nights does, so two never wait on each other.
 */
async function lockedForHost(tx: Tx, caller: Caller, id: number) {
  const peek = await hostBookingRow(tx, id);
  if (!peek || !actsForHost(caller, peek.host_id)) throw notFound(M.bookingNotFound);
  await lockRetreatNights(tx, peek.retreat_id);
  // Holds that ran out (this one's too) give their nights back first, as the release job would.
  await releaseExpiredRetreatHolds(tx, peek.retreat_id);
  const row = await hostsBooking(tx, caller, id, true);
  // Expired (now or earlier): nothing to confirm or cancel; the release above is kept all the same.
  return { row, lapsed: row.status === 'expired' };
}

/**
 * The host confirms a booking whose deposit was paid to them directly (as a tutor marks a class
 * paid): a held or confirmed booking not yet paid becomes confirmed and paid, and the guest's mail
 * is noted in the same transaction. Paying twice is refused; a hold that ran out has given its
 * nights back and cannot be confirmed any more.
 */
export async function confirmHostBooking(db: Db, caller: Caller, id: number): Promise<HostBooking> {
  const lapsed = await db.transaction(async (tx) => {
    const { row, lapsed } = await lockedForHost(tx, caller, id);
    if (lapsed) return true;
    if (row.paid_at !== null) throw new HttpError(400, RETREAT_HOST_ERROR_CODES.alreadyPaid, M.alreadyPaid);
    if (row.status !== 'held' && row.status !== 'confirmed') throw badRequest(M.notConfirmable);
    await tx.execute(
      sql`update retreat_bookings set status = 'confirmed', paid_at = now(), hold_expires_at = null, updated_at = now()
          where id = ${id}`,
    );
    await enqueueHostActionMail(tx, id, 'confirmed');
    return false;
  });
  // The expiry is kept (committed above); the host is told why nothing was confirmed.
  if (lapsed) throw new HttpError(400, RETREAT_HOST_ERROR_CODES.holdEnded, M.holdEnded);
  return toHostBooking((await hostBookingRow(db, id))!);
}

/**
 * The host cancels a stay that is not over, with a reason for the guest: the whole deposit paid is
 * refunded and the nights go back (cancelStay), and the guest's mail is noted in the same transaction.
 */
export async function cancelHostBooking(db: Db, caller: Caller, id: number, reason: string): Promise<HostBooking> {
  const lapsed = await db.transaction(async (tx) => {
    const { row, lapsed } = await lockedForHost(tx, caller, id);
    if (lapsed) return true;
    if (row.status !== 'held' && row.status !== 'confirmed') throw badRequest(M.alreadyEnded);
    if (row.end_date <= row.today) throw badRequest(M.stayOver);
    const refund = refundMinor(row.cancellation_policy, paidMinor(row), row.start_date, row.today, 'host');
    await cancelStay(tx, row, { by: 'host', reason, refundMinor: refund });
    await enqueueHostActionMail(tx, id, 'cancelled');
    return false;
  });
  if (lapsed) throw badRequest(M.alreadyEnded);
  return toHostBooking((await hostBookingRow(db, id))!);
}

/**
 * Tells the guest that the refund of their stay went back (by the host, or by Stripe with no actor):
 * the `booking_refund` item, whose mail is its own, in the transaction that recorded it.
 */
export async function notifyStayRefund(tx: Tx, id: number, actorId: number | null): Promise<void> {
  const row = (await hostBookingRow(tx, id))!;
  const shown = { title: row.retreat_title, stay_start: row.start_date, stay_end: row.end_date };
  await notifyRefundSent(
    tx,
    actorId,
    { userId: row.guest_id, subject: { type: 'retreat_booking', id: row.id } },
    row,
    shown,
  );
}

/**
 * The host records that the refund of a cancelled, paid stay went back to the guest (refunds are
 * made by hand, decision 012): once, and the guest is told in the same transaction. Nights are not
 * touched, so the booking's own lock is enough.
 */
export async function markStayRefundSent(db: Db, caller: Caller, id: number): Promise<HostBooking> {
  await db.transaction(async (tx) => {
    const row = await hostsBooking(tx, caller, id, true);
    if (row.refund_sent_at !== null)
      throw new HttpError(400, RETREAT_HOST_ERROR_CODES.refundAlreadySent, M.refundAlreadySent);
    if (row.status !== 'cancelled' || (row.refund_minor ?? 0) <= 0) throw badRequest(M.noRefundDue);
    await tx.execute(sql`update retreat_bookings set refund_sent_at = now(), updated_at = now() where id = ${id}`);
    await notifyStayRefund(tx, id, caller.id);
  });
  return toHostBooking((await hostBookingRow(db, id))!);
}
