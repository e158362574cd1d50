import { hostBookingSchema, retreatBookingSchema } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import { depositPayableBookings, lockCapacityBy, type PayableKind, type Tx } from '../payments';
import { enqueueRetreatBookingMails } from './booking-mail';
import { retreatBookingById, toRetreatBooking } from './bookings';
import { cancelHostBooking, notifyStayRefund } from './host-bookings';
import { releaseExpiredRetreatHolds } from './holds';
import { lockRetreatNights, takeNights } from './nights';
import { hasStayOn } from './stay-rules';
import { giveBackStay } from './waitlist';

async function stayOf(tx: Tx, id: number) {
  const [row] = await selectRows<{
    guest_id: number;
    retreat_id: number;
    package_id: number;
    start_date: string;
    end_date: string;
    guests: number;
    today: string;
  }>(
    tx,
    sql`select b.guest_id, b.retreat_id, b.package_id, to_char(b.start_date, 'YYYY-MM-DD') as start_date,
               to_char(b.end_date, 'YYYY-MM-DD') as end_date, b.guests,
               to_char((now() at time zone r.time_zone)::date, 'YYYY-MM-DD') as today
        from retreat_bookings b join retreats r on r.id = b.retreat_id where b.id = ${id}`,
  );
  return row ?? null;
}

/** A retreat stay paid at checkout: the deposit, in one line (decision 013). */
export const retreatPayable: PayableKind = {
  // Its line names the retreat and the package. A payment that came too late owes the deposit back,
  // the booking cancelled by the system when nobody else had (the nights were gone): the host's lists say so.
  ...depositPayableBookings(
    'retreat',
    {
      owner: sql`b.guest_id`,
      payee: sql`r.host_id`,
      title: sql`r.title || ' · ' || p.name`,
      from: sql`retreat_bookings b join retreats r on r.id = b.retreat_id join retreat_packages p on p.id = b.package_id`,
    },
    sql`cancelled_by = coalesce(cancelled_by, 'system'), `,
  ),
  bookingSchema: retreatBookingSchema,
  description:
    'The guest pays the deposit of a held retreat stay: paying the host directly confirms it at once; Stripe answers its payment page.',

  show: async (db, id) => toRetreatBooking((await retreatBookingById(db, id))!),

  releaseExpiredHolds: (db) => releaseExpiredRetreatHolds(db),

  lockCapacity: lockCapacityBy('retreat_bookings', 'retreat_id', lockRetreatNights),

  /**
   * A deposit paid after the hold ran out: the nights are taken again if the stay is ahead and has
   * room, and the guest has not booked a stay there on those nights since.
   */
  async retake(tx, id) {
    const stay = await stayOf(tx, id);
    if (!stay || stay.start_date <= stay.today) return false;
    if (await hasStayOn(tx, stay.guest_id, stay.retreat_id, stay.start_date, stay.end_date)) return false;
    try {
      await takeNights(tx, {
        packageId: stay.package_id,
        start: stay.start_date,
        end: stay.end_date,
        guests: stay.guests,
      });
      return true;
    } catch (error) {
      // No room any more: the booking is cancelled with the deposit owed back (settle.ts).
      if (error instanceof HttpError && error.statusCode === 409) return false;
      throw error;
    }
  },

  async giveBack(tx, id) {
    const stay = await stayOf(tx, id);
    if (stay)
      await giveBackStay(tx, {
        packageId: stay.package_id,
        start: stay.start_date,
        end: stay.end_date,
        guests: stay.guests,
      });
  },

  refundSent: notifyStayRefund,

  mail: (tx, id, event) => enqueueRetreatBookingMails(tx, id, event),

  // The host's own cancellation: the nights back (and offered to the package's lines), the guest told.
  hostBookingSchema,
  releaseUnpaid: (db, caller, id, reason) => cancelHostBooking(db, caller, id, reason),
};
