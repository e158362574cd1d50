import {
  POOJA_ERROR_CODES,
  POOJA_MESSAGES,
  type CreatorPoojaBookingsQuery,
  type PoojaBooking,
  type PoojaStaffStatus,
} from '@sangam/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import type { Caller } from '../../plugins/auth';
import { enqueuePoojaMail } from './booking-mail';
import { poojaBookingById, poojaBookingPage, toPoojaBooking } from './bookings';
import { managesTemple } from './temple-access';
import { templeToday } from './temple-days';
import { notifyRefundSent } from '../payments';

/** The temple staff's side of bookings: the list of their temples' bookings and the status updates. */

/** Bookings of the caller's temples (every temple's for an administrator): coming days first. */
export function staffPoojaBookings(db: Db, caller: Caller, query: CreatorPoojaBookingsQuery) {
  const where: SQL[] = [caller.role === 'admin' ? sql`true` : sql`t.manager_id = ${caller.id}`];
  if (query.day) where.push(sql`b.day = ${query.day}`);
  if (query.status) where.push(sql`b.status = ${query.status}`);
  if (query.temple !== undefined) where.push(sql`b.temple_id = ${query.temple}`);
  if (query.pooja !== undefined) where.push(sql`b.pooja_id = ${query.pooja}`);
  return poojaBookingPage(
    db,
    sql.join(where, sql` and `),
    sql`(b.day < current_date), case when b.day >= current_date then b.day end asc, b.day desc, b.id`,
    query.page,
    query.page_size,
    query.lang,
  );
}

const transition = (detail: string) => new HttpError(400, POOJA_ERROR_CODES.badTransition, detail);

/**
 * Temple staff move a booking on: booked → performed (on its day or after, the temple's calendar),
 * then → prasad_sent when the devotee asked for prasad. A recording link may come with `performed`
 * or later with the booking's current status again. The devotee's mail about the step (performed,
 * recording, prasad sent) is noted in the same transaction.
 */
export async function setPoojaStatus(
  db: Db,
  caller: Caller,
  id: number,
  input: { status: PoojaStaffStatus; recording_url?: string },
  now = new Date(),
): Promise<PoojaBooking> {
  await db.transaction(async (tx) => {
    const row = await poojaBookingById(tx, id, true);
    if (!row || !managesTemple(caller, row.manager_id)) throw notFound(POOJA_MESSAGES.bookingNotFound);
    const recording = input.recording_url;
    if (row.status === 'cancelled' || row.status === 'expired') throw transition(POOJA_MESSAGES.notActive);
    // The same status again: only a recording link to add (or replace).
    if (row.status === input.status) {
      if (recording === undefined) throw transition(POOJA_MESSAGES.alreadyInStatus);
      await tx.execute(
        sql`update pooja_bookings set recording_url = ${recording}, updated_at = now() where id = ${id}`,
      );
      await enqueuePoojaMail(tx, id, 'recording', caller.id);
      return;
    }
    if (input.status === 'performed') {
      if (row.status !== 'booked') throw transition(POOJA_MESSAGES.notBooked);
      if (row.day > templeToday(row.time_zone, now)) throw transition(POOJA_MESSAGES.notYetDay);
      await tx.execute(sql`
        update pooja_bookings set status = 'performed', performed_at = now(),
               recording_url = ${recording ?? row.recording_url}, updated_at = now()
        where id = ${id}`);
      await enqueuePoojaMail(tx, id, 'performed', caller.id);
      return;
    }
    if (row.status === 'booked') throw transition(POOJA_MESSAGES.performFirst);
    if (row.status !== 'performed') throw transition(POOJA_MESSAGES.notBooked);
    if (row.prasad_address === null) throw transition(POOJA_MESSAGES.noPrasadAsked);
    await tx.execute(sql`
      update pooja_bookings set status = 'prasad_sent', prasad_sent_at = now(),
             recording_url = ${recording ?? row.recording_url}, updated_at = now()
      where id = ${id}`);
    await enqueuePoojaMail(tx, id, 'prasad_sent', caller.id);
  });
  return toPoojaBooking((await poojaBookingById(db, id))!, now);
}

/**
 * Temple staff record a payment made to the temple directly (at the counter, by bank transfer): a
 * held booking is booked by it, its place already taken; a booked, performed or prasad-sent one is
 * only marked paid. A booking booked by it is news to the devotee: their mail is noted in the same
 * transaction.
 */
export async function markPoojaPaid(db: Db, caller: Caller, id: number, now = new Date()): Promise<PoojaBooking> {
  await db.transaction(async (tx) => {
    const row = await poojaBookingById(tx, id, true);
    if (!row || !managesTemple(caller, row.manager_id)) throw notFound(POOJA_MESSAGES.bookingNotFound);
    if (row.paid_at !== null) throw new HttpError(400, POOJA_ERROR_CODES.alreadyPaid, POOJA_MESSAGES.alreadyPaid);
    const open = ['held', 'booked', 'performed', 'prasad_sent'].includes(row.status);
    // A held booking whose time to pay ran out has given its place back: it cannot be paid for here.
    const lapsed = row.status === 'held' && row.hold_expires_at !== null && new Date(row.hold_expires_at) <= now;
    if (!open || lapsed || row.total_minor === 0) throw badRequest(POOJA_MESSAGES.notPayable);
    await tx.execute(sql`
      update pooja_bookings set paid_at = now(), status = case when status = 'held' then 'booked' else status end,
             hold_expires_at = null, updated_at = now()
      where id = ${id}`);
    if (row.status === 'held') await enqueuePoojaMail(tx, id, 'booked', caller.id);
  });
  return toPoojaBooking((await poojaBookingById(db, id))!, now);
}

/**
 * Tells the devotee that the refund of their pooja went back (by the temple's staff, or by Stripe with
 * no actor): the `booking_refund` item, whose mail is its own, in the transaction that recorded it.
 */
export async function notifyPoojaRefund(tx: Tx, id: number, actorId: number | null): Promise<void> {
  const row = (await poojaBookingById(tx, id))!;
  const to = { userId: row.user_id, subject: { type: 'pooja_booking', id: row.id } };
  await notifyRefundSent(tx, actorId, to, row, { title: `${row.pooja_name} · ${row.temple_name}`, day: row.day });
}

/**
 * Temple staff record that the refund of a cancelled, paid pooja went back to the devotee (refunds
 * are made by hand, decision 012): once, and the devotee is told in the same transaction.
 */
export async function markPoojaRefundSent(db: Db, caller: Caller, id: number, now = new Date()): Promise<PoojaBooking> {
  await db.transaction(async (tx) => {
    const row = await poojaBookingById(tx, id, true);
    if (!row || !managesTemple(caller, row.manager_id)) throw notFound(POOJA_MESSAGES.bookingNotFound);
    if (row.refund_sent_at !== null)
      throw new HttpError(400, POOJA_ERROR_CODES.refundAlreadySent, POOJA_MESSAGES.refundAlreadySent);
    if (row.status !== 'cancelled' || (row.refund_minor ?? 0) <= 0) throw badRequest(POOJA_MESSAGES.noRefundDue);
    await tx.execute(sql`update pooja_bookings set refund_sent_at = now(), updated_at = now() where id = ${id}`);
    await notifyPoojaRefund(tx, id, caller.id);
  });
  return toPoojaBooking((await poojaBookingById(db, id))!, now);
}
