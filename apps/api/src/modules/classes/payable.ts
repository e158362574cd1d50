import { bookingSchema, type BookingStatus } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/client';
import { pgCode } from '../../db/unavailable';
import { payableBookings, recordRefundDueBy, type PayableKind, type PayablePhase } from '../payments';
import { enqueueBookingMails } from './booking-mail';
import { notifyClassRefund } from './booking-refunds';
import { bookingById, cancelBooking, toBooking } from './bookings';
import { lockTutorSeats } from './seats';
import { offerSittingPlaces, releaseClassHoldsAndOffer } from './waitlist';

const PHASES: Record<BookingStatus, PayablePhase> = {
  held: 'held',
  confirmed: 'settled',
  attended: 'settled',
  expired: 'expired',
  cancelled: 'ended',
};

/** The booking as checkout reads it (the columns payableBookings names). */
const checkoutRow = (id: number) =>
  sql`select b.id, b.learner_id as owner_id, c.tutor_id as payee_id, b.status, c.title,
         b.price_minor as unit_amount_minor, b.seats as quantity, b.currency, b.payment_provider, b.payment_ref
      from bookings b join classes c on c.id = b.class_id where b.id = ${id}`;

/** A class booking paid at checkout: the whole price, one line per seat (decision 012). */
export const classPayable: PayableKind = {
  kind: 'class',
  path: 'bookings',
  table: 'bookings',
  ...payableBookings(PHASES, 'confirmed', checkoutRow),
  bookingSchema,
  description:
    'The learner pays for a held class booking: paying the tutor directly confirms it at once; Stripe answers its payment page.',

  show: async (db, id) => toBooking((await bookingById(db, id))!),

  releaseExpiredHolds: (db) => releaseClassHoldsAndOffer(db),

  async lockCapacity(tx, id) {
    const [row] = await selectRows<{ tutor_id: number }>(
      tx,
      sql`select c.tutor_id from bookings b join classes c on c.id = b.class_id where b.id = ${id}`,
    );
    if (row) await lockTutorSeats(tx, row.tutor_id);
  },

  /**
   * Takes the seat back if its sitting is still ahead and not full. In a savepoint: a sitting that
   * had no seats left taken no longer blocks the tutor's time, so another sitting may overlap it
   * now, and the exclusion constraint refuses the seat (23P01) — an answer, not a failure of the
   * whole event.
   */
  async retake(tx, id) {
    const [booking] = await selectRows<{
      session_id: number;
      seats: number;
      start_at: Date | string;
      booked_again: boolean;
    }>(
      tx,
      sql`select b.session_id, b.seats, s.start_at,
                 exists (select 1 from bookings o where o.session_id = b.session_id and o.learner_id = b.learner_id
                                                     and o.status in ('held', 'confirmed')) as booked_again
          from bookings b join class_sessions s on s.id = b.session_id where b.id = ${id}`,
    );
    // The learner booked the same sitting again after this hold ran out: that booking stands, and
    // this payment is owed back (a second seat would be refused by the one-seat index anyway).
    if (!booking || booking.booked_again || new Date(booking.start_at).getTime() <= Date.now()) return false;
    try {
      return await tx.transaction(async (savepoint) => {
        const rows = await selectRows<{ id: number }>(
          savepoint,
          sql`update class_sessions set seats_taken = seats_taken + ${booking.seats}
              where id = ${booking.session_id} and seats_taken + ${booking.seats} <= capacity returning id`,
        );
        return rows.length > 0;
      });
    } catch (error) {
      if (pgCode(error) === '23P01') return false;
      throw error;
    }
  },

  async giveBack(tx, id) {
    const [freed] = await selectRows<{ id: number }>(
      tx,
      sql`update class_sessions s set seats_taken = s.seats_taken - b.seats
          from bookings b where b.id = ${id} and s.id = b.session_id returning s.id`,
    );
    if (freed) await offerSittingPlaces(tx, freed.id);
  },

  /** Paid after the hold lapsed and the seat was gone, or after it was cancelled: all of it goes back. */
  recordRefundDue: recordRefundDueBy(
    (id) =>
      sql`update bookings set refund_minor = price_minor * seats where id = ${id} returning refund_minor, currency`,
  ),

  refundSent: notifyClassRefund,

  mail: (tx, id, event) => enqueueBookingMails(tx, id, event),

  // The tutor's own cancellation: the seat back to the sitting (and its waitlist), the learner told.
  hostBookingSchema: bookingSchema,
  releaseUnpaid: (db, caller, id, reason) => cancelBooking(db, caller, id, reason),
};
