import { BOOKING_ERROR_CODES, BOOKING_MESSAGES, type Booking, type ProposeTimeRequest } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { pgCode } from '../../db/unavailable';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import type { Caller } from '../../plugins/auth';
import { enqueueBookingMails } from './booking-mail';
import { lockTutorSeats } from './seats';
import { offerSittingPlaces } from './waitlist';
import {
  alreadyBooked,
  bookingById,
  classBySlug,
  endWithRefund,
  isSecondBooking,
  refuseSecondBooking,
  slotTaken,
  takeSeat,
  toBooking,
  type BookingRow,
  type ClassWithAvailability,
} from './bookings';

/**
 * The tutor proposes a new time for a booking; its learner accepts it (the booking moves there) or
 * declines it (the booking is cancelled with all that was paid given back). A proposal takes no
 * seat: the time is checked free when proposed and taken only when accepted.
 */

const MINUTE = 60_000;

const bookingNotFound = () => notFound(BOOKING_MESSAGES.bookingNotFound);
const startError = (message: string) => badRequest(message, { start: [message] });
const ended = () => new HttpError(409, BOOKING_ERROR_CODES.alreadyEnded, BOOKING_MESSAGES.alreadyEnded);
const noProposal = () => new HttpError(400, BOOKING_ERROR_CODES.noProposal, BOOKING_MESSAGES.noProposal);

/** A booking that is held or confirmed and has not started: the only kind whose time may change. */
function assertAhead(row: BookingRow, now: Date) {
  const open = row.status === 'held' || row.status === 'confirmed';
  if (!open || new Date(row.start_at).getTime() <= now.getTime()) throw ended();
}

/** Thrown to undo a trial move: the seats it took are rolled back with its savepoint. */
class TrialDone extends Error {}

/**
 * Whether the booking could move to `start` now: the move accepting would make (its seat given back,
 * the new one taken under the capacity check and the exclusion constraint on the tutor's sittings),
 * made in a savepoint and undone. So a proposal is refused for exactly the times accepting would be.
 */
async function couldMove(tx: Tx, cls: ClassWithAvailability, row: BookingRow, start: Date): Promise<boolean> {
  try {
    await tx.transaction(async (trial) => {
      await trial.execute(
        sql`update class_sessions set seats_taken = seats_taken - ${row.seats} where id = ${row.session_id}`,
      );
      await takeSeat(trial, cls, start);
      throw new TrialDone();
    });
  } catch (error) {
    if (error instanceof TrialDone) return true;
    if (pgCode(error) === '23P01' || (error instanceof HttpError && error.statusCode === 409)) return false;
    throw error;
  }
  return true;
}

/**
 * The class's tutor (or an administrator) proposes `start` for a held or confirmed booking that has
 * not started: a future whole minute other than its time, when the tutor is free (buffers included)
 * and the sitting there has a seat. A new proposal replaces the one before; the learner is told.
 */
export async function proposeTime(
  db: Db,
  caller: Caller,
  id: number,
  input: Pick<ProposeTimeRequest, 'start'> & { note: string },
  now = new Date(),
): Promise<Booking> {
  const first = await bookingById(db, id);
  if (!first || (first.tutor_id !== caller.id && caller.role !== 'admin')) throw bookingNotFound();
  assertAhead(first, now);
  const start = new Date(input.start);
  if (start.getTime() <= now.getTime()) throw startError(BOOKING_MESSAGES.proposalInPast);
  if (start.getTime() % MINUTE !== 0) throw startError(BOOKING_MESSAGES.proposalWholeMinute);
  if (start.getTime() === new Date(first.start_at).getTime()) throw startError(BOOKING_MESSAGES.proposalSameTime);
  const cls = await classBySlug(db, first.class_slug, true);
  await db.transaction(async (tx) => {
    const row = (await bookingById(tx, id, true))!;
    assertAhead(row, now);
    await lockTutorSeats(tx, row.tutor_id);
    if (!(await couldMove(tx, cls, row, start)))
      throw new HttpError(400, BOOKING_ERROR_CODES.proposalNotFree, BOOKING_MESSAGES.proposalNotFree, {
        start: [BOOKING_MESSAGES.proposalNotFree],
      });
    await tx.execute(sql`update bookings set proposed_start_at = ${start.toISOString()}, proposal_note = ${input.note},
                                             proposed_at = now()
                         where id = ${id}`);
    await enqueueBookingMails(tx, id, 'proposed', { actorId: caller.id });
  });
  return toBooking((await bookingById(db, id))!);
}

/** The learner's own booking with a proposal waiting, locked in the transaction; 404 for anyone else. */
async function learnersProposal(tx: Tx, caller: Caller, id: number, now: Date) {
  const row = await bookingById(tx, id, true);
  if (!row || row.learner_id !== caller.id) throw bookingNotFound();
  assertAhead(row, now);
  if (!row.proposed_start_at) throw noProposal();
  return { row, start: new Date(row.proposed_start_at) };
}

/**
 * The learner accepts the tutor's new time: the old seat is given back and the new one taken in one
 * transaction (409 `slot_taken` when it is no longer free), the proposal is cleared and both sides
 * are told. No cancellation window applies: the tutor asked for the change.
 */
export async function acceptProposal(db: Db, caller: Caller, id: number, now = new Date()): Promise<Booking> {
  const first = await bookingById(db, id);
  if (!first || first.learner_id !== caller.id) throw bookingNotFound();
  const cls = await classBySlug(db, first.class_slug, true);
  try {
    await db.transaction(async (tx) => {
      const { row, start } = await learnersProposal(tx, caller, id, now);
      if (start.getTime() <= now.getTime()) throw slotTaken();
      await lockTutorSeats(tx, row.tutor_id);
      await refuseSecondBooking(tx, caller.id, cls.id, start, id);
      await tx.execute(
        sql`update class_sessions set seats_taken = seats_taken - ${row.seats} where id = ${row.session_id}`,
      );
      const session = await takeSeat(tx, cls, start);
      // The reminders of the old time were for it: the new time gets its own.
      await tx.execute(sql`update bookings set session_id = ${session.id}, proposed_start_at = null, proposal_note = '',
                                               proposed_at = null, reminder_sent_at = null, hour_reminder_sent_at = null
                           where id = ${id}`);
      // The seat left behind goes to the first in its line, if anyone waits for it.
      await offerSittingPlaces(tx, row.session_id, now);
      await enqueueBookingMails(tx, id, 'rescheduled', { actorId: caller.id, accepted: true });
    });
  } catch (error) {
    if (pgCode(error) === '23P01') throw slotTaken();
    if (isSecondBooking(error)) throw alreadyBooked();
    throw error;
  }
  return toBooking((await bookingById(db, id))!);
}

/**
 * The learner declines the tutor's new time, and with it the booking: cancelled whatever the
 * cancellation window, with all that was paid given back (through Stripe when paid there), and
 * the tutor told.
 */
export async function declineProposal(db: Db, caller: Caller, id: number, now = new Date()): Promise<Booking> {
  await db.transaction(async (tx) => {
    const { row } = await learnersProposal(tx, caller, id, now);
    await lockTutorSeats(tx, row.tutor_id);
    await endWithRefund(tx, row, BOOKING_MESSAGES.declinedProposal);
    await enqueueBookingMails(tx, id, 'cancelled', {
      actorId: caller.id,
      wasHeld: row.status === 'held',
      declined: true,
    });
  });
  return toBooking((await bookingById(db, id))!);
}
