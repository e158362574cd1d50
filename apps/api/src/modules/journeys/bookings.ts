import {
  depositMinor,
  JOURNEY_ERROR_CODES,
  JOURNEY_LIMITS,
  JOURNEY_MESSAGES,
  journeyEndDate,
  placesLeftSentence,
  refundMinor,
  type JourneyBooking,
  type JourneyBookingStatus,
  type JourneyCancelledBy,
  type PaymentProviderName,
  type ReviewState,
} from '@sangam/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { selectRow, selectRows, type Db, type Tx } from '../../db/client';
import type { RefundStep } from '@sangam/contracts';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import { pageWindow } from '../../lib/paging';
import type { Caller } from '../../plugins/auth';
import { issueRefund, notifyRefundSent, payBySql, paymentStateOf } from '../payments';
import { assertNotBanned } from '../users';
import { limitOpenHolds, requireConfirmedEmail, type HoldRules } from '../../lib/hold-limits';
import { enqueueJourneyBookingMails } from './journey-mail';
import { givePlacesBack, journeyToday, lockJourneySeats, placesLeft, takePlaces } from './seats';
import { reviewStateOf } from '../booking-reviews';
import { journeyReviewable } from './reviewable';
import { offerDeparturePlaces, releaseHoldsAndOffer } from './waitlist';
import { bookedUnderKey, bookOnce, idUnderKey, SameKey } from '../bookings';
import { isoOrNull } from '../../lib/iso-time';

const MINUTE = 60_000;
type Executor = Pick<Db, 'execute'>;

export interface JourneyBookingRow {
  id: number;
  status: JourneyBookingStatus;
  journey_id: number;
  journey_slug: string;
  journey_title: string;
  duration_days: number;
  region: string;
  start_place: string;
  cancellation_policy: RefundStep[];
  organiser_id: number;
  organiser_name: string;
  departure_id: number;
  start_date: string;
  user_id: number;
  traveller_username: string;
  traveller_display_name: string;
  traveller_email: string;
  travellers: number;
  traveller_names: string[];
  total_minor: number;
  deposit_minor: number;
  currency: string;
  hold_expires_at: Date | string | null;
  paid_at: Date | string | null;
  payment_provider: PaymentProviderName;
  payment_ref: string | null;
  refund_minor: number | null;
  refund_sent_at: Date | string | null;
  cancelled_by: JourneyCancelledBy | null;
  cancel_reason: string;
  cancelled_at: Date | string | null;
  created_at: Date | string;
  review_state: ReviewState;
  pay_by: Date | string | null;
}

const bookingSelect = sql`
  select b.id, b.status, b.journey_id, j.slug as journey_slug, j.title as journey_title, j.duration_days, j.region,
         j.start_place, b.cancellation_policy, j.organiser_id,
         coalesce(nullif(o.display_name, ''), o.username) as organiser_name,
         b.departure_id, d.start_date::text as start_date, b.user_id, t.username as traveller_username,
         t.display_name as traveller_display_name, t.email as traveller_email, b.travellers, b.traveller_names, b.total_minor, b.deposit_minor,
         b.currency, b.hold_expires_at, b.paid_at, b.payment_provider, b.payment_ref, b.refund_minor, b.refund_sent_at, b.cancelled_by,
         b.cancel_reason, b.cancelled_at, b.created_at,
         ${reviewStateOf(journeyReviewable, sql`b.id`)} as review_state,
         ${payBySql('b', sql`j.organiser_id`, 'confirmed', sql`b.deposit_minor > 0`)} as pay_by
  from journey_bookings b
  join journeys j on j.id = b.journey_id
  join journey_departures d on d.id = b.departure_id
  join users o on o.id = j.organiser_id
  join users t on t.id = b.user_id`;

export function toJourneyBooking(row: JourneyBookingRow): JourneyBooking {
  return {
    id: row.id,
    status: row.status,
    journey: {
      id: row.journey_id,
      slug: row.journey_slug,
      title: row.journey_title,
      duration_days: row.duration_days,
      region: row.region,
      start_place: row.start_place,
    },
    departure: {
      id: row.departure_id,
      start_date: row.start_date,
      end_date: journeyEndDate(row.start_date, row.duration_days),
    },
    organiser: { display_name: row.organiser_name },
    traveller: {
      username: row.traveller_username,
      display_name: row.traveller_display_name || row.traveller_username,
      email: row.traveller_email,
    },
    travellers: row.travellers,
    traveller_names: row.traveller_names,
    total_minor: row.total_minor,
    deposit_minor: row.deposit_minor,
    currency: row.currency,
    ...paymentStateOf(row),
    refund_minor: row.refund_minor,
    refund_sent_at: isoOrNull(row.refund_sent_at),
    cancelled_by: row.cancelled_by,
    cancel_reason: row.cancel_reason,
    cancelled_at: isoOrNull(row.cancelled_at),
    cancellation_policy: row.cancellation_policy,
    review_state: row.review_state,
    created_at: isoOrNull(row.created_at)!,
  };
}

export async function journeyBookingById(db: Executor, id: number, lock = false) {
  return selectRow<JourneyBookingRow>(
    db,
    sql`${bookingSelect} where b.id = ${id} ${lock ? sql`for update of b` : sql``}`,
  );
}

const bookingNotFound = () => notFound(JOURNEY_MESSAGES.bookingNotFound);

interface Bookable {
  journey_id: number;
  price_minor: number;
  currency: string;
  deposit_percent: number;
  max_travellers_per_booking: number;
  departure_id: number | null;
  start_date: string | null;
  closed: boolean | null;
}

/**
 * 409 when the traveller already holds or has places on this departure (another attempt than a retry
 * of the same key): a second booking would only take places from other pilgrims. Called under the
 * journey's lock, after lapsed holds are released, so two attempts at once cannot both pass.
 */
async function refuseSecondBooking(tx: Executor, userId: number, departureId: number) {
  if (await holdsDeparture(tx, userId, departureId))
    throw new HttpError(409, JOURNEY_ERROR_CODES.alreadyBooked, JOURNEY_MESSAGES.alreadyBooked);
}

/** Whether the traveller holds or has places on this departure now. */
export async function holdsDeparture(tx: Executor, userId: number, departureId: number): Promise<boolean> {
  const [mine] = await selectRows<{ id: number }>(
    tx,
    sql`select id from journey_bookings
        where user_id = ${userId} and departure_id = ${departureId} and status in ('held', 'confirmed')
        limit 1`,
  );
  return mine !== undefined;
}

/**
 * Books places on a departure for the signed-in traveller. The departure must be this journey's,
 * open and leaving after today. Places are taken under the journey's lock in one conditional UPDATE,
 * so 50 people at once on 8 places get exactly 8. The total is the price times the travellers; the
 * deposit (`depositMinor`) is held for payment like a class's seat, or confirmed at once when no
 * deposit is due; the new booking's mails are noted in the same transaction. One held or confirmed
 * booking of a departure per traveller (409 already_booked). The same idempotency key answers the
 * same booking (200), already mailed.
 */
export async function createJourneyBooking(
  db: Db,
  caller: Caller,
  slug: string,
  input: { departure_id: number; travellers: number; traveller_names: string[]; idempotency_key: string },
  now = new Date(),
  rules: HoldRules = { capOpenHolds: true },
): Promise<{ booking: JourneyBooking; created: boolean }> {
  const person = await assertNotBanned(db, caller.id);
  const again = bookedUnderKey(db, 'journey_bookings', 'user_id', caller.id, input.idempotency_key, journeyBookingById);
  const earlier = await again();
  if (earlier) return { booking: toJourneyBooking(earlier), created: false };

  const [journey] = await selectRows<Bookable>(
    db,
    sql`select j.id as journey_id, coalesce(d.price_minor, j.price_minor) as price_minor, j.currency, j.deposit_percent,
               j.max_travellers_per_booking, d.id as departure_id, d.start_date::text as start_date, d.closed
        from journeys j left join journey_departures d on d.journey_id = j.id and d.id = ${input.departure_id}
        where j.slug = ${slug.toLowerCase()} and j.published`,
  );
  if (!journey) throw notFound(JOURNEY_MESSAGES.journeyNotFound);
  if (journey.departure_id === null || journey.start_date === null)
    throw badRequest(JOURNEY_MESSAGES.departureNotFound, { departure_id: [JOURNEY_MESSAGES.departureNotFound] });
  if (journey.start_date <= journeyToday(now))
    throw new HttpError(400, JOURNEY_ERROR_CODES.departureLeft, JOURNEY_MESSAGES.departureLeft, {
      departure_id: [JOURNEY_MESSAGES.departureLeft],
    });
  const departureClosed = () =>
    new HttpError(409, JOURNEY_ERROR_CODES.departureClosed, JOURNEY_MESSAGES.departureClosed, {
      departure_id: [JOURNEY_MESSAGES.departureClosed],
    });
  if (journey.closed) throw departureClosed();
  if (input.travellers > journey.max_travellers_per_booking) {
    const sentence = `${JOURNEY_MESSAGES.travellersPerBooking} At most ${journey.max_travellers_per_booking}.`;
    throw badRequest(sentence, { travellers: [sentence] });
  }

  const total = journey.price_minor * input.travellers;
  const deposit = depositMinor(total, journey.deposit_percent);
  // Nothing to pay now: the booking is confirmed at once (the balance is settled with the organiser).
  const held = deposit > 0;
  if (held) requireConfirmedEmail(person);
  return bookOnce(
    () =>
      db.transaction(async (tx) => {
        await lockJourneySeats(tx, journey.journey_id);
        await releaseHoldsAndOffer(tx, journey.journey_id);
        // The same attempt sent twice at once: the second waited for the lock, and finds the first's booking.
        if ((await idUnderKey(tx, 'journey_bookings', 'user_id', caller.id, input.idempotency_key)) !== null)
          throw new SameKey();
        await refuseSecondBooking(tx, caller.id, journey.departure_id!);
        if (held) await limitOpenHolds(tx, caller.id, { kind: 'journey', id: journey.journey_id }, rules);
        if (!(await takePlaces(tx, journey.departure_id!, input.travellers))) {
          const [state] = await selectRows<{ closed: boolean }>(
            tx,
            sql`select closed from journey_departures where id = ${journey.departure_id}`,
          );
          if (state?.closed) throw departureClosed();
          const left = await placesLeft(tx, journey.departure_id!);
          throw new HttpError(409, JOURNEY_ERROR_CODES.full, `${JOURNEY_MESSAGES.full} ${placesLeftSentence(left)}`, {
            travellers: [JOURNEY_MESSAGES.full],
          });
        }
        const [booking] = await selectRows<{ id: number }>(
          tx,
          sql`insert into journey_bookings (journey_id, departure_id, user_id, travellers, traveller_names, status,
                                          hold_expires_at, idempotency_key, total_minor, deposit_minor, currency,
                                          cancellation_policy)
            values (${journey.journey_id}, ${journey.departure_id}, ${caller.id}, ${input.travellers},
                    ${JSON.stringify(input.traveller_names)}::jsonb, ${held ? 'held' : 'confirmed'},
                    ${held ? new Date(now.getTime() + JOURNEY_LIMITS.holdMinutes * MINUTE).toISOString() : null},
                    ${input.idempotency_key}, ${total}, ${deposit}, ${journey.currency},
                    (select cancellation_policy from journeys where id = ${journey.journey_id}))
            on conflict (user_id, idempotency_key) do nothing returning id`,
        );
        // The same attempt arrived twice at once: undo these places and answer the other's booking.
        if (!booking) throw new SameKey();
        await enqueueJourneyBookingMails(tx, booking.id, 'booked', { at: now });
        return booking.id;
      }),
    (id) => journeyBookingById(db, id),
    again,
    toJourneyBooking,
  );
}

/** One booking, for its traveller, the journey's organiser or an administrator. */
export async function readJourneyBooking(db: Db, caller: Caller, id: number): Promise<JourneyBooking> {
  const row = await journeyBookingById(db, id);
  if (!row || (row.user_id !== caller.id && row.organiser_id !== caller.id && caller.role !== 'admin'))
    throw bookingNotFound();
  if (row.status === 'held') {
    await releaseHoldsAndOffer(db, row.journey_id);
    return toJourneyBooking((await journeyBookingById(db, id))!);
  }
  return toJourneyBooking(row);
}

/** The traveller's bookings, the soonest departure first, then the past. */
export async function myJourneyBookings(db: Db, caller: Caller, now = new Date()): Promise<JourneyBooking[]> {
  await releaseHoldsAndOffer(db);
  const today = journeyToday(now);
  const rows = await selectRows<JourneyBookingRow>(
    db,
    sql`${bookingSelect} where b.user_id = ${caller.id}
        order by (d.start_date <= ${today}::date), case when d.start_date > ${today}::date then d.start_date end asc,
                 d.start_date desc, b.id desc
        limit 200`,
  );
  return rows.map(toJourneyBooking);
}

/** The paid part of a booking: the deposit once it has arrived (or the organiser marked it received). */
const depositPaid = (row: JourneyBookingRow) => (row.paid_at !== null ? row.deposit_minor : 0);

/**
 * Cancels a held or confirmed booking before departure, gives its places back and notes both
 * sides' mails, in one transaction under the journey's lock. The traveller gets back what the
 * journey's policy gives for the days left (`refundMinor` on the deposit paid); the organiser's
 * cancellation gives all of it.
 */
async function cancel(
  db: Db,
  id: number,
  allowed: (row: JourneyBookingRow) => boolean,
  by: JourneyCancelledBy,
  reason: string,
  now: Date,
): Promise<JourneyBooking> {
  const first = await journeyBookingById(db, id);
  if (!first || !allowed(first)) throw bookingNotFound();
  await db.transaction(async (tx) => {
    await lockJourneySeats(tx, first.journey_id);
    await releaseHoldsAndOffer(tx, first.journey_id);
    const row = (await journeyBookingById(tx, id, true))!;
    if (row.status !== 'held' && row.status !== 'confirmed') throw badRequest(JOURNEY_MESSAGES.alreadyEnded);
    const today = journeyToday(now);
    if (row.start_date <= today)
      throw new HttpError(400, JOURNEY_ERROR_CODES.alreadyLeft, JOURNEY_MESSAGES.alreadyLeft);
    const refund = refundMinor(
      row.cancellation_policy,
      depositPaid(row),
      row.start_date,
      today,
      by === 'organiser' ? 'host' : 'guest',
    );
    const [paid] = await selectRows<{ payment_provider: string; payment_ref: string | null; currency: string }>(
      tx,
      sql`
      update journey_bookings set status = 'cancelled', cancelled_at = now(), cancelled_by = ${by},
             cancel_reason = ${reason}, refund_minor = ${refund}, hold_expires_at = null, updated_at = now()
      where id = ${id}
          returning payment_provider, payment_ref, currency`,
    );
    // Paid through Stripe, what is owed goes back through it (payments/refunds.ts); else the organiser sends it.
    await issueRefund(tx, {
      kind: 'journey',
      bookingId: id,
      amountMinor: refund,
      currency: paid!.currency,
      provider: paid!.payment_provider,
      paymentRef: paid!.payment_ref,
    });
    await givePlacesBack(tx, row.departure_id, row.travellers);
    await offerDeparturePlaces(tx, row.departure_id, now);
    // A booking only held was never news to the organiser: only the traveller hears of its end.
    await enqueueJourneyBookingMails(tx, id, 'cancelled', { wasHeld: row.status === 'held', at: now });
  });
  return toJourneyBooking((await journeyBookingById(db, id))!);
}

/** The traveller cancels their own booking; anyone else is told it does not exist. */
export function cancelByTraveller(db: Db, caller: Caller, id: number, reason: string, now = new Date()) {
  return cancel(db, id, (row) => row.user_id === caller.id, 'traveller', reason, now);
}

const organises = (caller: Caller) => (row: JourneyBookingRow) =>
  row.organiser_id === caller.id || caller.role === 'admin';

/** The journey's organiser (or an administrator) cancels a booking, with a reason: the whole deposit comes back. */
export function cancelByOrganiser(db: Db, caller: Caller, id: number, reason: string, now = new Date()) {
  return cancel(db, id, organises(caller), 'organiser', reason, now);
}

/**
 * Paying the organiser directly (the default provider): the organiser marks the deposit received
 * when it arrives; a held booking is confirmed by it. Once only; both sides' mails are noted in the
 * same transaction.
 */
export async function markDepositPaid(db: Db, caller: Caller, id: number): Promise<JourneyBooking> {
  const first = await journeyBookingById(db, id);
  if (!first || !organises(caller)(first)) throw bookingNotFound();
  await db.transaction(async (tx) => {
    await lockJourneySeats(tx, first.journey_id);
    await releaseHoldsAndOffer(tx, first.journey_id);
    const row = (await journeyBookingById(tx, id, true))!;
    if (row.paid_at !== null) throw new HttpError(400, JOURNEY_ERROR_CODES.alreadyPaid, JOURNEY_MESSAGES.alreadyPaid);
    if (row.status !== 'held' && row.status !== 'confirmed') throw badRequest(JOURNEY_MESSAGES.notPayable);
    await tx.execute(sql`
      update journey_bookings set paid_at = now(), status = 'confirmed', hold_expires_at = null, updated_at = now()
      where id = ${id}`);
    await enqueueJourneyBookingMails(tx, id, 'paid');
  });
  return toJourneyBooking((await journeyBookingById(db, id))!);
}

/**
 * Tells the traveller that the refund of their booking went back (by the organiser, or by Stripe
 * with no actor): the `booking_refund` item, whose mail is its own, in the transaction that recorded it.
 */
export async function notifyJourneyRefund(tx: Tx, id: number, actorId: number | null): Promise<void> {
  const row = (await journeyBookingById(tx, id))!;
  const to = { userId: row.user_id, subject: { type: 'journey_booking', id: row.id } };
  await notifyRefundSent(tx, actorId, to, row, { title: row.journey_title, day: row.start_date });
}

/**
 * The organiser (or an administrator) records that the refund of a cancelled, paid booking went back
 * to the traveller (refunds are made by hand, decision 012): once, and the traveller is told in the
 * same transaction. Places are not touched, so the booking's own lock is enough.
 */
export async function markJourneyRefundSent(db: Db, caller: Caller, id: number): Promise<JourneyBooking> {
  await db.transaction(async (tx) => {
    const row = await journeyBookingById(tx, id, true);
    if (!row || !organises(caller)(row)) throw bookingNotFound();
    if (row.refund_sent_at !== null)
      throw new HttpError(400, JOURNEY_ERROR_CODES.refundAlreadySent, JOURNEY_MESSAGES.refundAlreadySent);
    if (row.status !== 'cancelled' || (row.refund_minor ?? 0) <= 0) throw badRequest(JOURNEY_MESSAGES.noRefundDue);
    await tx.execute(sql`update journey_bookings set refund_sent_at = now(), updated_at = now() where id = ${id}`);
    await notifyJourneyRefund(tx, id, caller.id);
  });
  return toJourneyBooking((await journeyBookingById(db, id))!);
}

/** The bookings of the organiser's journeys: coming departures soonest first, then the past. */
export async function organiserBookings(
  db: Db,
  caller: Caller,
  query: { page: number; page_size: number; journey?: number; status?: JourneyBookingStatus },
  now = new Date(),
) {
  await releaseHoldsAndOffer(db);
  const today = journeyToday(now);
  const where: SQL[] = [sql`j.organiser_id = ${caller.id}`];
  if (query.journey !== undefined) where.push(sql`b.journey_id = ${query.journey}`);
  if (query.status) where.push(sql`b.status = ${query.status}`);
  const condition = sql.join(where, sql` and `);
  const { limit, offset } = pageWindow(query.page, query.page_size);
  const [rows, [total]] = await Promise.all([
    selectRows<JourneyBookingRow>(
      db,
      sql`${bookingSelect} where ${condition}
          order by (d.start_date <= ${today}::date), case when d.start_date > ${today}::date then d.start_date end asc,
                   d.start_date desc, b.id desc
          limit ${limit} offset ${offset}`,
    ),
    selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from journey_bookings b join journeys j on j.id = b.journey_id where ${condition}`,
    ),
  ]);
  return { count: total?.n ?? 0, results: rows.map(toJourneyBooking) };
}
