import { journeyBookingSchema } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/client';
import { depositPayableBookings, lockCapacityBy, type PayableKind, type Tx } from '../payments';
import {
  cancelByOrganiser,
  holdsDeparture,
  journeyBookingById,
  notifyJourneyRefund,
  toJourneyBooking,
} from './bookings';
import { enqueueJourneyBookingMails } from './journey-mail';
import { givePlacesBack, journeyToday, lockJourneySeats, takePlaces } from './seats';
import { offerDeparturePlaces, releaseHoldsAndOffer } from './waitlist';

async function placesOf(tx: Tx, id: number) {
  const [row] = await selectRows<{
    user_id: number;
    journey_id: number;
    departure_id: number;
    travellers: number;
    start_date: string;
  }>(
    tx,
    sql`select b.user_id, b.journey_id, b.departure_id, b.travellers, d.start_date::text as start_date
        from journey_bookings b join journey_departures d on d.id = b.departure_id where b.id = ${id}`,
  );
  return row ?? null;
}

/** Places on a journey departure paid at checkout: the deposit, in one line (decision 013). */
export const journeyPayable: PayableKind = {
  // Its line names the journey and the departure; a payment that came too late owes the deposit back.
  ...depositPayableBookings('journey', {
    owner: sql`b.user_id`,
    payee: sql`j.organiser_id`,
    title: sql`j.title || ' · ' || d.start_date::text`,
    from: sql`journey_bookings b join journeys j on j.id = b.journey_id join journey_departures d on d.id = b.departure_id`,
  }),
  bookingSchema: journeyBookingSchema,
  description:
    'The traveller pays the deposit of a held journey booking: paying the organiser directly confirms it at once; Stripe answers its payment page.',

  show: async (db, id) => toJourneyBooking((await journeyBookingById(db, id))!),

  releaseExpiredHolds: (db) => releaseHoldsAndOffer(db),

  lockCapacity: lockCapacityBy('journey_bookings', 'journey_id', lockJourneySeats),

  /**
   * A deposit paid after the hold ran out: the places are taken again if the departure is ahead,
   * open and has room, and the traveller has not booked it again since.
   */
  async retake(tx, id) {
    const places = await placesOf(tx, id);
    if (!places || places.start_date <= journeyToday()) return false;
    if (await holdsDeparture(tx, places.user_id, places.departure_id)) return false;
    return takePlaces(tx, places.departure_id, places.travellers);
  },

  async giveBack(tx, id) {
    const places = await placesOf(tx, id);
    if (!places) return;
    await givePlacesBack(tx, places.departure_id, places.travellers);
    await offerDeparturePlaces(tx, places.departure_id);
  },

  refundSent: notifyJourneyRefund,

  mail: (tx, id, event) => enqueueJourneyBookingMails(tx, id, event),

  // The organiser's own cancellation: the places back (and offered to the departure's line), the traveller told.
  hostBookingSchema: journeyBookingSchema,
  releaseUnpaid: (db, caller, id, reason) => cancelByOrganiser(db, caller, id, reason),
};
