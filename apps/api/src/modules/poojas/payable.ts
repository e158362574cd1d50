import { poojaBookingSchema, type PoojaBookingStatus } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/client';
import {
  lockCapacityBy,
  namedPayableBookings,
  recordPaidRefundDue,
  type PayableKind,
  type PayablePhase,
} from '../payments';
import { enqueuePoojaMail } from './booking-mail';
import { cancelPoojaByStaff, holdsPoojaFor, poojaBookingById, toPoojaBooking } from './bookings';
import { lockTempleDays } from './holds';
import { offerPoojaDay, releasePoojaHoldsAndOffer } from './waitlist';
import { notifyPoojaRefund } from './staff-bookings';
import { templeToday } from './temple-days';

const PHASES: Record<PoojaBookingStatus, PayablePhase> = {
  held: 'held',
  booked: 'settled',
  performed: 'settled',
  prasad_sent: 'settled',
  expired: 'expired',
  cancelled: 'ended',
};

/**
 * A pooja booking paid at checkout (decision 013): the whole total as booked (the pooja, its
 * offerings and the prasad's posting) in one line; paying makes it `booked`.
 */
export const poojaPayable: PayableKind = {
  // Its line names the pooja and the temple, and is the whole total.
  ...namedPayableBookings('pooja', PHASES, 'booked', {
    owner: sql`b.user_id`,
    payee: sql`t.manager_id`,
    title: sql`p.name || ' — ' || t.name`,
    amount: sql`b.total_minor`,
    from: sql`pooja_bookings b join poojas p on p.id = b.pooja_id join temples t on t.id = b.temple_id`,
  }),
  bookingSchema: poojaBookingSchema,
  description:
    'The devotee pays for a held pooja booking: paying the temple directly books it at once; Stripe answers its payment page.',

  show: async (db, id) => toPoojaBooking((await poojaBookingById(db, id))!),

  releaseExpiredHolds: (db) => releasePoojaHoldsAndOffer(db),

  /** The temple's lock, which every change of its days' places takes first (holds.ts). */
  lockCapacity: lockCapacityBy('pooja_bookings', 'temple_id', lockTempleDays),

  /**
   * A late payment takes the day's place again if the day has not passed and still has one, and
   * the devotee has not booked the same pooja, day and name again since.
   */
  async retake(tx, id) {
    const row = await poojaBookingById(tx, id);
    if (!row || row.day < templeToday(row.time_zone, new Date())) return false;
    if (await holdsPoojaFor(tx, row.user_id, row.pooja_id, row.day, row.devotee_name)) return false;
    const taken = await selectRows<{ taken: number }>(
      tx,
      sql`update pooja_days d set taken = d.taken + 1 from poojas p
          where d.pooja_id = ${row.pooja_id} and d.day = ${row.day} and p.id = d.pooja_id
            and d.taken + 1 <= p.daily_limit
          returning d.taken`,
    );
    return taken.length > 0;
  },

  async giveBack(tx, id) {
    const [freed] = await selectRows<{ pooja_id: number; day: string }>(
      tx,
      sql`update pooja_days d set taken = d.taken - 1
          from pooja_bookings b where b.id = ${id} and d.pooja_id = b.pooja_id and d.day = b.day
          returning d.pooja_id, d.day::text as day`,
    );
    if (freed) await offerPoojaDay(tx, freed.pooja_id, freed.day);
  },

  /** Paid after the day's place was gone or the booking was cancelled: all of it is owed back. */
  recordRefundDue: recordPaidRefundDue('pooja_bookings', 'total_minor'),

  refundSent: notifyPoojaRefund,

  // Booked at checkout (paying the temple directly) or paid online: either way the devotee hears it is booked.
  mail: (tx, id) => enqueuePoojaMail(tx, id, 'booked'),

  // The temple staff's cancellation: the day's place back (and offered to its line), the devotee told.
  hostBookingSchema: poojaBookingSchema,
  releaseUnpaid: (db, caller, id, reason) => cancelPoojaByStaff(db, caller, id, reason),
};
