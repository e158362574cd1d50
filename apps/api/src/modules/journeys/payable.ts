import { journeyBookingSchema, type JourneyBookingStatus } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/client';
import {
  lockCapacityBy,
  payableNamed,
  payableBookings,
  recordRefundDueBy,
  type PayableKind,
  type PayablePhase,
  type Tx,
} from '../payments';
import { cancelByOrganiser, journeyBookingById, notifyJourneyRefund, toJourneyBooking } from './bookings';
import { enqueueJourneyBookingMails } from './journey-mail';
import { givePlacesBack, journeyToday, lockJourneySeats, takePlaces } from './seats';
import { offerDeparturePlaces, releaseHoldsAndOffer } from './waitlist';

const PHASES: Record<JourneyBookingStatus, PayablePhase> = {
  held: 'held',
  confirmed: 'settled',
  completed: 'settled',
  expired: 'expired',
  cancelled: 'ended',
};

async function placesOf(tx: Tx, id: number) {
  const [row] = await selectRows<{
    journey_id: number;
    departure_id: number;
    travellers: number;
    start_date: string;
  }>(
    tx,
    sql`select b.journey_id, b.departure_id, b.travellers, d.start_date::text as start_date
        from journey_bookings b join journey_departures d on d.id = b.departure_id where b.id = ${id}`,
  );
  return row ?? null;
}

/** The booking as checkout reads it (the columns payableBookings names). */
const checkoutRow = (id: number) =>
  sql`select b.id, b.user_id as owner_id, j.organiser_id as payee_id, b.status,
         j.title || ' · ' || d.start_date::text || case when b.deposit_minor < b.total_minor then ' (deposit)' else '' end as title,
         b.deposit_minor as unit_amount_minor, 1 as quantity, b.currency, b.payment_provider, b.payment_ref
      from journey_bookings b join journeys j on j.id = b.journey_id
      join journey_departures d on d.id = b.departure_id
      where b.id = ${id}`;

/** Places on a journey departure paid at checkout: the deposit, in one line (decision 013). */
export const journeyPayable: PayableKind = {
  ...payableNamed('journey'),
  ...payableBookings(PHASES, 'confirmed', checkoutRow),
  bookingSchema: journeyBookingSchema,
  description:
    'The traveller pays the deposit of a held journey booking: paying the organiser directly confirms it at once; Stripe answers its payment page.',

  show: async (db, id) => toJourneyBooking((await journeyBookingById(db, id))!),

  releaseExpiredHolds: (db) => releaseHoldsAndOffer(db),

  lockCapacity: lockCapacityBy('journey_bookings', 'journey_id', lockJourneySeats),

  /** A deposit paid after the hold ran out: the places are taken again if the departure is ahead, open and has room. */
  async retake(tx, id) {
    const places = await placesOf(tx, id);
    if (!places || places.start_date <= journeyToday()) return false;
    return takePlaces(tx, places.departure_id, places.travellers);
  },

  async giveBack(tx, id) {
    const places = await placesOf(tx, id);
    if (!places) return;
    await givePlacesBack(tx, places.departure_id, places.travellers);
    await offerDeparturePlaces(tx, places.departure_id);
  },

  /** Paid after the places were gone or the booking was cancelled: the whole deposit is owed back. */
  recordRefundDue: recordRefundDueBy(
    (id) => sql`update journey_bookings set refund_minor = deposit_minor, updated_at = now() where id = ${id}
          returning refund_minor, currency`,
  ),

  refundSent: notifyJourneyRefund,

  mail: (tx, id, event) => enqueueJourneyBookingMails(tx, id, event),

  // The organiser's own cancellation: the places back (and offered to the departure's line), the traveller told.
  hostBookingSchema: journeyBookingSchema,
  releaseUnpaid: (db, caller, id, reason) => cancelByOrganiser(db, caller, id, reason),
};
