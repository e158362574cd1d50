import { BOOKING_ERROR_CODES, BOOKING_MESSAGES, type Booking } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import type { Caller } from '../../plugins/auth';
import { bookingById, toBooking } from './bookings';
import { notifyRefundSent } from '../payments';

/**
 * Tells the learner that the refund of their class went back (by the tutor, or by Stripe with no
 * actor): the `booking_refund` item, whose mail is its own, in the transaction that recorded it.
 */
export async function notifyClassRefund(tx: Tx, id: number, actorId: number | null): Promise<void> {
  const row = (await bookingById(tx, id))!;
  await notifyRefundSent(tx, actorId, { userId: row.learner_id, subject: { type: 'booking', id: row.id } }, row, {
    title: row.class_title,
    start: new Date(row.start_at).toISOString(),
    end: new Date(row.end_at).toISOString(),
  });
}

/**
 * The class's tutor (or an administrator) records that the refund of a cancelled, paid booking went
 * back to the learner (paid directly, it is sent by hand: decision 012): once, and the learner is
 * told in the same transaction. Seats are not touched, so the booking's own lock is enough.
 */
export async function markClassRefundSent(db: Db, caller: Caller, id: number): Promise<Booking> {
  await db.transaction(async (tx) => {
    const row = await bookingById(tx, id, true);
    if (!row || (row.tutor_id !== caller.id && caller.role !== 'admin'))
      throw notFound(BOOKING_MESSAGES.bookingNotFound);
    if (row.refund_sent_at !== null)
      throw new HttpError(400, BOOKING_ERROR_CODES.refundAlreadySent, BOOKING_MESSAGES.refundAlreadySent);
    if (row.status !== 'cancelled' || (row.refund_minor ?? 0) <= 0) throw badRequest(BOOKING_MESSAGES.noRefundDue);
    await tx.execute(sql`update bookings set refund_sent_at = now() where id = ${id}`);
    await notifyClassRefund(tx, id, caller.id);
  });
  return toBooking((await bookingById(db, id))!);
}
