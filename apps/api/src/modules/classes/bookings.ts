import { enqueueBookingMails } from './booking-mail';
import {
  BOOKING_ERROR_CODES,
  BOOKING_LIMITS,
  BOOKING_MESSAGES,
  PAYMENT_ERROR_CODES,
  PAYMENT_MESSAGES,
  type Booking,
  type BookingStatus,
  type Language,
  type SlotsAnswer,
  type Translations,
} from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRow, selectRows, type Db, type Tx } from '../../db/client';
import { pgCode } from '../../db/unavailable';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import type { Caller } from '../../plugins/auth';
import { issueRefund, payByIso, payBySql } from '../payments';
import { bookedUnderKey, idUnderKey } from '../bookings';
import { assertNotBanned } from '../users';
import { limitOpenHolds, requireConfirmedEmail, type HoldRules } from '../../lib/hold-limits';
import { availabilityOf, type AvailabilityRow } from './availability-row';
import { lockTutorSeats } from './seats';
import { openSlots, startOfLocalDate, type Busy } from './slots';
import { offerSittingPlaces, releaseClassHoldsAndOffer, releaseLockedHoldsAndOffer } from './waitlist';
import { iso, isoInZone } from '../../lib/iso-time';
import { readerText } from '../../lib/translations';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

interface ClassRow extends AvailabilityRow {
  id: number;
  slug: string;
  tutor_id: number;
  duration_minutes: number;
  capacity: number;
  price_minor: number;
  currency: string;
  cancellation_hours: number;
}

/** A published class (a booked one, `booked`, may since have been withdrawn: its bookings still change). */
export async function classBySlug(db: Pick<Db, 'execute'>, slug: string, booked = false) {
  const [row] = await selectRows<ClassRow>(
    db,
    sql`select c.id, c.slug, c.tutor_id, c.duration_minutes, c.capacity, c.price_minor, c.currency,
               c.cancellation_hours, t.time_zone, a.weekly, a.overrides, a.buffer_before_minutes,
               a.buffer_after_minutes, a.minimum_notice_minutes, a.horizon_days
        from classes c join tutors t on t.user_id = c.tutor_id
        left join tutor_availability a on a.tutor_id = c.tutor_id
        where c.slug = ${slug.toLowerCase()} ${booked ? sql`` : sql`and c.published`}`,
  );
  if (!row) throw notFound(BOOKING_MESSAGES.classNotFound);
  return { ...row, availability: availabilityOf(row) };
}

/**
 * The tutor's sittings that hold seats around [from, to), as busy times for the slot computation,
 * and this class's full ones among them: one read for both.
 */
async function sittingsAround(db: Pick<Db, 'execute'>, cls: { id: number; tutor_id: number }, from: Date, to: Date) {
  const rows = await selectRows<{
    class_id: number;
    start_at: Date | string;
    end_at: Date | string;
    seats_taken: number;
    capacity: number;
  }>(
    db,
    sql`select class_id, start_at, end_at, seats_taken, capacity from class_sessions
        where tutor_id = ${cls.tutor_id} and seats_taken > 0
          and start_at < ${new Date(to.getTime() + DAY).toISOString()}
          and end_at > ${new Date(from.getTime() - DAY).toISOString()}
        order by start_at`,
  );
  const busy = rows.map((r): Busy & { full: boolean } => ({
    start: new Date(r.start_at),
    end: new Date(r.end_at),
    seats: r.seats_taken,
    sameClass: r.class_id === cls.id,
    full: r.class_id === cls.id && r.seats_taken >= r.capacity,
  }));
  return { busy, full: busy.filter((b) => b.full) };
}

/**
 * The open slots of a class between two dates of the visitor's zone, in that zone, and its full
 * sittings there that are still to come (their waitlists may be joined).
 */
export async function listSlots(
  db: Db,
  slug: string,
  query: { from: string; to: string; tz: string },
  now = new Date(),
): Promise<SlotsAnswer> {
  await releaseClassHoldsAndOffer(db);
  const cls = await classBySlug(db, slug);
  const from = startOfLocalDate(query.from, query.tz);
  const to = new Date(startOfLocalDate(query.to, query.tz).getTime() + DAY);
  const sittings = await sittingsAround(db, cls, from, to);
  const slots = openSlots({
    availability: cls.availability,
    durationMinutes: cls.duration_minutes,
    capacity: cls.capacity,
    busy: sittings.busy,
    from,
    to,
    now,
  });
  const inZone = ({ start, end }: { start: Date; end: Date }) => ({
    start: isoInZone(start, query.tz),
    end: isoInZone(end, query.tz),
  });
  const results = slots.map((s) => ({ ...inZone(s), seats_left: s.seatsLeft }));
  const full = sittings.full.filter((s) => s.start >= from && s.start < to && s.start > now).map(inZone);
  return { count: results.length, next: null, previous: null, results, time_zone: query.tz, full };
}

export interface BookingRow {
  id: number;
  status: BookingStatus;
  class_slug: string;
  class_title: string;
  class_translations: Translations;
  tutor_username: string;
  tutor_display_name: string;
  tutor_slug: string;
  start_at: Date | string;
  end_at: Date | string;
  seats: number;
  price_minor: number;
  currency: string;
  hold_expires_at: Date | string | null;
  paid_at: Date | string | null;
  payment_provider: Booking['payment_provider'];
  payment_ref: string | null;
  cancel_reason: string;
  refund_minor: number | null;
  refund_sent_at: Date | string | null;
  proposed_start_at: Date | string | null;
  proposal_note: string;
  proposed_at: Date | string | null;
  created_at: Date | string;
  learner_id: number;
  learner_username: string;
  learner_display_name: string;
  format: Booking['format'];
  address: string;
  meeting_url: string;
  tutor_id: number;
  cancellation_hours: number;
  session_id: number;
  reviewed: boolean;
  pay_by: Date | string | null;
}

const bookingSelect = sql`
  select b.id, b.status, c.slug as class_slug, c.title as class_title, c.translations as class_translations,
         u.username as tutor_username,
         u.display_name as tutor_display_name,
         t.slug as tutor_slug, s.start_at, s.end_at, b.seats, b.price_minor, b.currency, b.hold_expires_at,
         b.paid_at, b.payment_provider, b.payment_ref, b.cancel_reason, b.refund_minor, b.refund_sent_at,
         b.proposed_start_at, b.proposal_note, b.proposed_at, b.created_at, b.learner_id, c.tutor_id,
         c.cancellation_hours, b.session_id,
         l.username as learner_username, l.display_name as learner_display_name, c.format, c.address,
         c.meeting_url, exists (select 1 from class_reviews r where r.booking_id = b.id) as reviewed,
         ${payBySql('b', sql`c.tutor_id`, 'confirmed', sql`b.price_minor > 0`)} as pay_by
  from bookings b
  join users l on l.id = b.learner_id
  join class_sessions s on s.id = b.session_id
  join classes c on c.id = b.class_id
  join tutors t on t.user_id = c.tutor_id
  join users u on u.id = c.tutor_id`;

/** A booking as its reader sees it: the class's title in their language (`lang`, issue 21), else the original. */
export function toBooking(row: BookingRow, lang?: Language): Booking {
  return {
    id: row.id,
    status: row.status,
    class: row.class_slug,
    class_title: readerText(lang, row.class_translations).text('title', row.class_title),
    tutor: {
      username: row.tutor_username,
      slug: row.tutor_slug,
      display_name: row.tutor_display_name || row.tutor_username,
    },
    learner: { username: row.learner_username, display_name: row.learner_display_name || row.learner_username },
    format: row.format,
    address: row.address,
    meeting_url: row.status === 'confirmed' || row.status === 'attended' ? row.meeting_url : '',
    cancellation_hours: row.cancellation_hours,
    start: iso(row.start_at),
    end: iso(row.end_at),
    seats: row.seats,
    price_minor: row.price_minor,
    currency: row.currency,
    hold_expires_at: row.status === 'held' && row.hold_expires_at ? iso(row.hold_expires_at) : null,
    paid: row.paid_at !== null,
    payment_provider: row.payment_provider,
    cancel_reason: row.cancel_reason,
    refund_minor: row.refund_minor,
    refund_sent_at: row.refund_sent_at ? iso(row.refund_sent_at) : null,
    pay_by: payByIso(row.pay_by),
    created_at: iso(row.created_at),
    reviewed: row.reviewed,
    proposal:
      row.proposed_start_at && row.proposed_at && (row.status === 'held' || row.status === 'confirmed')
        ? { start: iso(row.proposed_start_at), note: row.proposal_note, proposed_at: iso(row.proposed_at) }
        : null,
  };
}

/** One booking as its answers show it; `lock` takes its row for the caller's transaction. */
export async function bookingById(db: Pick<Db, 'execute'>, id: number, lock = false) {
  return selectRow<BookingRow>(db, sql`${bookingSelect} where b.id = ${id} ${lock ? sql`for update of b` : sql``}`);
}

export const slotTaken = () => new HttpError(409, BOOKING_ERROR_CODES.slotTaken, BOOKING_MESSAGES.slotTaken);
export const alreadyBooked = () =>
  new HttpError(409, BOOKING_ERROR_CODES.alreadyBooked, BOOKING_MESSAGES.alreadyBooked);

/** 23505 on the index that keeps one held or confirmed booking of a sitting per person. */
export function isSecondBooking(error: unknown): boolean {
  if (pgCode(error) !== '23505') return false;
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { constraint?: unknown }).constraint === 'bookings_active_learner_key') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * 409 when the person already holds or has a seat of the class's sitting at `start` (another
 * booking than `except`): a second one would only take a seat from someone else.
 */
export async function refuseSecondBooking(
  tx: Pick<Db, 'execute'>,
  learnerId: number,
  classId: number,
  start: Date,
  except: number | null = null,
) {
  const [mine] = await selectRows<{ id: number }>(
    tx,
    sql`select b.id from bookings b join class_sessions s on s.id = b.session_id
        where b.learner_id = ${learnerId} and s.class_id = ${classId} and s.start_at = ${start.toISOString()}
          and b.status in ('held', 'confirmed') and b.id <> ${except ?? 0}`,
  );
  if (mine) throw alreadyBooked();
}

export type ClassWithAvailability = Awaited<ReturnType<typeof classBySlug>>;

/** 400 unless `start` is one of the class's scheduled times (bookings aside) within notice and horizon. */
function checkOpenTime(cls: ClassWithAvailability, start: Date, now: Date) {
  const scheduled = openSlots({
    availability: cls.availability,
    durationMinutes: cls.duration_minutes,
    capacity: cls.capacity,
    busy: [],
    from: start,
    to: new Date(start.getTime() + 1),
    now,
  });
  if (!scheduled.some((s) => s.start.getTime() === start.getTime()))
    throw new HttpError(400, BOOKING_ERROR_CODES.notAnOpenSlot, BOOKING_MESSAGES.notAnOpenSlot, {
      start: [BOOKING_MESSAGES.notAnOpenSlot],
    });
}

/**
 * Takes one seat of the class's sitting at `start` (made by its first booking). The seat count
 * rises only while below capacity, in one statement; a sitting that would overlap another of the
 * tutor's (buffers included) is refused by the exclusion constraint (23P01, answered 409). When the
 * sitting is full and a `learner` is named, a seat of their own there is answered as such rather than
 * as "taken": asked only then, it costs a new booking nothing (the index on active bookings refuses
 * a second one of a sitting with room).
 */
export async function takeSeat(
  tx: Pick<Db, 'execute'>,
  cls: ClassWithAvailability,
  start: Date,
  learner: { id: number } | null = null,
): Promise<{ id: number }> {
  const end = new Date(start.getTime() + cls.duration_minutes * MINUTE);
  const busy = `[${new Date(start.getTime() - cls.availability.bufferBeforeMinutes * MINUTE).toISOString()},${new Date(
    end.getTime() + cls.availability.bufferAfterMinutes * MINUTE,
  ).toISOString()})`;
  await tx.execute(sql`
    insert into class_sessions (class_id, tutor_id, start_at, end_at, busy, capacity)
    values (${cls.id}, ${cls.tutor_id}, ${start.toISOString()}, ${end.toISOString()}, ${busy}::tstzrange, ${cls.capacity})
    on conflict (class_id, start_at) do nothing`);
  const [session] = await selectRows<{ id: number }>(
    tx,
    sql`update class_sessions set seats_taken = seats_taken + 1
        where class_id = ${cls.id} and start_at = ${start.toISOString()} and seats_taken + 1 <= capacity
        returning id`,
  );
  if (!session) {
    if (learner) await refuseSecondBooking(tx, learner.id, cls.id, start);
    throw slotTaken();
  }
  return session;
}

/** A retried request: the booking already made with this key. */
class SameKey extends Error {}

/**
 * Books one seat of a class at `start`. The sitting is made by its first booking; its seat count
 * rises in the same statement that checks the capacity, and the exclusion constraint refuses a
 * sitting that would overlap another of the tutor's. A paid class is held for 10 minutes until
 * payment; a free one is confirmed at once. The same idempotency key answers the same booking.
 */
export async function createBooking(
  db: Db,
  caller: Caller,
  input: { class: string; start: string; idempotency_key: string },
  now = new Date(),
  rules: HoldRules = { capOpenHolds: true },
): Promise<{ booking: Booking; created: boolean }> {
  const person = await assertNotBanned(db, caller.id);
  const again = bookedUnderKey(db, 'bookings', 'learner_id', caller.id, input.idempotency_key, bookingById);
  const earlier = await again();
  if (earlier) return { booking: toBooking(earlier), created: false };

  const cls = await classBySlug(db, input.class);
  const start = new Date(input.start);
  checkOpenTime(cls, start, now);
  const free = cls.price_minor === 0;
  if (!free) requireConfirmedEmail(person);
  try {
    const id = await db.transaction(async (tx) => {
      await lockTutorSeats(tx, cls.tutor_id);
      await releaseLockedHoldsAndOffer(tx, cls.tutor_id, now);
      // The same attempt sent twice at once: the second waited for the lock, and finds the first's booking.
      if ((await idUnderKey(tx, 'bookings', 'learner_id', caller.id, input.idempotency_key)) !== null)
        throw new SameKey();
      if (!free) await limitOpenHolds(tx, caller.id, { kind: 'class', id: cls.id }, rules);
      const session = await takeSeat(tx, cls, start, caller);
      const [booking] = await selectRows<{ id: number }>(
        tx,
        sql`insert into bookings (session_id, class_id, learner_id, seats, status, hold_expires_at, idempotency_key,
                                  price_minor, currency)
            values (${session.id}, ${cls.id}, ${caller.id}, 1, ${free ? 'confirmed' : 'held'},
                    ${free ? null : new Date(now.getTime() + BOOKING_LIMITS.holdMinutes * MINUTE).toISOString()},
                    ${input.idempotency_key}, ${cls.price_minor}, ${cls.currency})
            on conflict (learner_id, idempotency_key) do nothing returning id`,
      );
      // The same attempt arrived twice at once: undo this seat and answer the other's booking.
      if (!booking) throw new SameKey();
      await enqueueBookingMails(tx, booking.id, 'booked', { actorId: caller.id });
      return booking.id;
    });
    return { booking: toBooking((await bookingById(db, id))!), created: true };
  } catch (error) {
    if (error instanceof SameKey) {
      const existing = await again();
      if (existing) return { booking: toBooking(existing), created: false };
    }
    // 23P01: another sitting of the tutor overlaps. 23505 on the index of active bookings: the person
    // has a seat of this sitting already (one with room left; takeSeat answers for a full one).
    if (pgCode(error) === '23P01') throw slotTaken();
    if (isSecondBooking(error)) throw alreadyBooked();
    throw error;
  }
}

/**
 * The learner moves a booking to another open time of the same class, within the cancellation
 * policy: the old seat is given back and the new one taken in one transaction (all or nothing).
 */
export async function rescheduleBooking(db: Db, caller: Caller, id: number, startText: string, now = new Date()) {
  const [owned] = await selectRows<BookingRow>(db, sql`${bookingSelect} where b.id = ${id}`);
  if (!owned || owned.learner_id !== caller.id) throw notFound(BOOKING_MESSAGES.bookingNotFound);
  const cls = await classBySlug(db, owned.class_slug);
  const start = new Date(startText);
  checkOpenTime(cls, start, now);
  try {
    await db.transaction(async (tx) => {
      const [row] = await selectRows<BookingRow>(tx, sql`${bookingSelect} where b.id = ${id} for update of b`);
      if (!row || (row.status !== 'held' && row.status !== 'confirmed'))
        throw badRequest(BOOKING_MESSAGES.alreadyEnded);
      if (new Date(row.start_at).getTime() - now.getTime() < row.cancellation_hours * 60 * MINUTE)
        throw new HttpError(400, BOOKING_ERROR_CODES.tooLateToCancel, BOOKING_MESSAGES.tooLateToCancel);
      if (new Date(row.start_at).getTime() === start.getTime()) return;
      await lockTutorSeats(tx, row.tutor_id);
      await refuseSecondBooking(tx, caller.id, cls.id, start, id);
      await tx.execute(
        sql`update class_sessions set seats_taken = seats_taken - ${row.seats} where id = ${row.session_id}`,
      );
      const session = await takeSeat(tx, cls, start);
      await tx.execute(sql`update bookings set session_id = ${session.id} where id = ${id}`);
      await offerSittingPlaces(tx, row.session_id, now);
      await enqueueBookingMails(tx, id, 'rescheduled', { actorId: caller.id });
    });
  } catch (error) {
    if (pgCode(error) === '23P01') throw slotTaken();
    if (isSecondBooking(error)) throw alreadyBooked();
    throw error;
  }
  return toBooking((await bookingById(db, id))!);
}

/** One booking, for its learner, its tutor or an administrator (checkout reads it). */
export async function readBooking(db: Db, caller: Caller, id: number, lang?: Language): Promise<Booking> {
  await releaseClassHoldsAndOffer(db);
  const row = await bookingById(db, id);
  if (!row || (row.learner_id !== caller.id && row.tutor_id !== caller.id && caller.role !== 'admin'))
    throw notFound(BOOKING_MESSAGES.bookingNotFound);
  return toBooking(row, lang);
}

export async function myBookings(db: Db, caller: Caller, lang?: Language): Promise<Booking[]> {
  await releaseClassHoldsAndOffer(db);
  const rows = await selectRows<BookingRow>(
    db,
    sql`${bookingSelect} where b.learner_id = ${caller.id} order by s.start_at desc, b.id desc limit 200`,
  );
  return rows.map((row) => toBooking(row, lang));
}

/**
 * The learner cancels within the class's policy; the tutor cancels any booking of theirs before it
 * starts, with a reason. The seat goes back, and both sides' mails are noted, in the same transaction.
 * What was paid comes back in full (the policy only allows or refuses a cancellation): through
 * Stripe when paid there (payments/refunds.ts), else the tutor sends it and marks it sent.
 */
export async function cancelBooking(db: Db, caller: Caller, id: number, reason: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const [row] = await selectRows<BookingRow>(tx, sql`${bookingSelect} where b.id = ${id} for update of b`);
    if (!row) throw notFound(BOOKING_MESSAGES.bookingNotFound);
    const isLearner = row.learner_id === caller.id;
    const isTutor = row.tutor_id === caller.id || caller.role === 'admin';
    if (!isLearner && !isTutor) throw notFound(BOOKING_MESSAGES.bookingNotFound);
    if (row.status !== 'held' && row.status !== 'confirmed') throw badRequest(BOOKING_MESSAGES.alreadyEnded);
    const start = new Date(row.start_at).getTime();
    if (start <= now.getTime()) throw badRequest(BOOKING_MESSAGES.alreadyEnded);
    if (!isTutor && start - now.getTime() < row.cancellation_hours * 60 * MINUTE)
      throw new HttpError(400, BOOKING_ERROR_CODES.tooLateToCancel, BOOKING_MESSAGES.tooLateToCancel);
    if (isTutor && !isLearner && !reason)
      throw badRequest('Tell the learner why.', { reason: ['Tell the learner why.'] });
    await lockTutorSeats(tx, row.tutor_id);
    await endWithRefund(tx, row, reason);
    // A booking only held was never news to the tutor: only the learner hears of its end.
    await enqueueBookingMails(tx, id, 'cancelled', { actorId: caller.id, wasHeld: row.status === 'held' });
  });
  return toBooking((await bookingById(db, id))!);
}

/** What was paid for a booking, all of which comes back when it is cancelled; null when nothing was paid. */
const paidMinor = (row: BookingRow) => (row.paid_at !== null ? row.price_minor * row.seats : null);

/**
 * Cancels a held or confirmed booking (its row locked, its tutor's seats too), gives its seat back (to
 * the sitting's waitlist first) and records the refund of what was paid, noting it for Stripe when paid
 * there, in the caller's transaction.
 */
export async function endWithRefund(tx: Tx, row: BookingRow, reason: string) {
  const refund = paidMinor(row);
  await tx.execute(sql`update bookings set status = 'cancelled', cancelled_at = now(), cancel_reason = ${reason},
                                           refund_minor = ${refund}, hold_expires_at = null,
                                           proposed_start_at = null, proposal_note = '', proposed_at = null
                       where id = ${row.id}`);
  await tx.execute(
    sql`update class_sessions set seats_taken = seats_taken - ${row.seats} where id = ${row.session_id}`,
  );
  await issueRefund(tx, {
    kind: 'class',
    bookingId: row.id,
    amountMinor: refund ?? 0,
    currency: row.currency,
    provider: row.payment_provider,
    paymentRef: row.payment_ref,
  });
  // The seat goes to the first in its line, if anyone waits for it.
  await offerSittingPlaces(tx, row.session_id);
}

/** The bookings of a tutor's classes (Class Bookings), soonest first, then the past. */
export async function tutorBookings(db: Db, caller: Caller, lang?: Language): Promise<Booking[]> {
  await releaseClassHoldsAndOffer(db);
  const rows = await selectRows<BookingRow>(
    db,
    sql`${bookingSelect} where c.tutor_id = ${caller.id}
        order by (s.start_at < now()), case when s.start_at >= now() then s.start_at end asc, s.start_at desc
        limit 500`,
  );
  return rows.map((row) => toBooking(row, lang));
}

/**
 * The tutor's side of a booking: in the default "pay the tutor directly" mode the tutor marks an
 * unpaid booking paid (a held one is confirmed by it; paying twice is refused); after the class
 * starts, a confirmed booking is marked attended.
 */
export async function tutorAction(
  db: Db,
  caller: Caller,
  id: number,
  action: 'mark-paid' | 'attended',
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const [row] = await selectRows<BookingRow>(tx, sql`${bookingSelect} where b.id = ${id} for update of b`);
    if (!row || (row.tutor_id !== caller.id && caller.role !== 'admin'))
      throw notFound(BOOKING_MESSAGES.bookingNotFound);
    if (action === 'mark-paid') {
      // Paying the tutor directly: the learner may pay before the class (held or confirmed) or at it.
      if (row.paid_at !== null) throw new HttpError(400, PAYMENT_ERROR_CODES.alreadyPaid, PAYMENT_MESSAGES.alreadyPaid);
      if (row.status !== 'held' && row.status !== 'confirmed' && row.status !== 'attended')
        throw badRequest(PAYMENT_MESSAGES.notPayable);
      await tx.execute(
        sql`update bookings set paid_at = now(),
                                status = case when status = 'held' then 'confirmed' else status end,
                                hold_expires_at = null
            where id = ${id}`,
      );
      await enqueueBookingMails(tx, id, 'paid', { actorId: caller.id });
    } else {
      if (row.status !== 'confirmed') throw badRequest('Only a confirmed booking can be marked attended.');
      if (new Date(row.start_at).getTime() > now.getTime())
        throw badRequest('A class can be marked attended once it has started.');
      await tx.execute(sql`update bookings set status = 'attended' where id = ${id}`);
    }
  });
  return toBooking((await bookingById(db, id))!);
}
