import {
  JOURNEY_ERROR_CODES,
  JOURNEY_MESSAGES,
  journeyEndDate,
  type CreatorDeparture,
  type DeparturesRequest,
} from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { departuresRequestSchema } from '@sangam/contracts';
import { selectRows, type Db } from '../../db/client';
import { pgCode } from '../../db/unavailable';
import { badRequest, conflict, HttpError } from '../../lib/http-errors';
import type { Caller } from '../../plugins/auth';
import { ownedJourney } from './creator-journeys';
import { journeyToday, lockJourneySeats } from './seats';
import { offerDeparturePlaces, releaseHoldsAndOffer } from './waitlist';

/** The organiser's departures of a journey: dates, places and prices, edited as one list. */

type Executor = Pick<Db, 'execute'>;
type Input = z.output<typeof departuresRequestSchema>['departures'];

interface Row {
  id: number;
  start_date: string;
  capacity: number;
  seats_taken: number;
  price_minor: number | null;
  closed: boolean;
  live: number;
  ever: number;
}

async function departureRows(db: Executor, journeyId: number) {
  return selectRows<Row>(
    db,
    sql`select d.id, d.start_date::text as start_date, d.capacity, d.seats_taken, d.price_minor, d.closed,
               (select count(*)::int from journey_bookings b
                where b.departure_id = d.id and b.status in ('held', 'confirmed')) as live,
               (select count(*)::int from journey_bookings b where b.departure_id = d.id) as ever
        from journey_departures d where d.journey_id = ${journeyId} order by d.start_date`,
  );
}

function toDeparture(row: Row, durationDays: number, today: string): CreatorDeparture {
  return {
    id: row.id,
    start_date: row.start_date,
    end_date: journeyEndDate(row.start_date, durationDays),
    capacity: row.capacity,
    seats_taken: row.seats_taken,
    seats_left: Math.max(0, row.capacity - row.seats_taken),
    price_minor: row.price_minor,
    closed: row.closed,
    past: row.start_date <= today,
    bookings: row.live,
  };
}

/** Every departure of the journey, past ones too, by date. */
export async function listDepartures(db: Db, caller: Caller, journeyId: number) {
  const journey = await ownedJourney(db, caller, journeyId);
  await releaseHoldsAndOffer(db, journey.id);
  const today = journeyToday();
  return { results: (await departureRows(db, journey.id)).map((r) => toDeparture(r, journey.duration_days, today)) };
}

const fieldError = (status: number, code: string, index: number, field: string, message: string, extra = '') =>
  new HttpError(status, code, `${message}${extra}`, { [`departures.${index}.${field}`]: [message] });

/**
 * Replaces the journey's departures with the list sent, under the journey's lock so no booking slips
 * in between the checks and the writes: an entry with an id changes that departure (its capacity
 * never below the places taken: 409; its date fixed once travellers have booked it: 409), one
 * without adds a date after today; a departure left out is deleted, or closed when it has bookings.
 */
export async function saveDepartures(db: Db, caller: Caller, journeyId: number, body: DeparturesRequest) {
  const input = (body.departures ?? []) as Input;
  const journey = await ownedJourney(db, caller, journeyId);
  const today = journeyToday();
  try {
    await db.transaction(async (tx) => {
      await lockJourneySeats(tx, journey.id);
      await releaseHoldsAndOffer(tx, journey.id);
      const current = new Map((await departureRows(tx, journey.id)).map((r) => [r.id, r]));
      const kept = new Set<number>();
      // First the checks of every entry, then the writes: a refused list changes nothing.
      input.forEach((entry, index) => {
        const existing = entry.id === undefined ? undefined : current.get(entry.id);
        if (entry.id !== undefined && !existing)
          throw badRequest(JOURNEY_MESSAGES.departureNotFound, {
            [`departures.${index}.id`]: [JOURNEY_MESSAGES.departureNotFound],
          });
        if (existing) {
          if (kept.has(existing.id))
            throw badRequest(JOURNEY_MESSAGES.dateRepeated, {
              [`departures.${index}.id`]: [JOURNEY_MESSAGES.dateRepeated],
            });
          kept.add(existing.id);
          if (entry.capacity < existing.seats_taken)
            throw fieldError(
              409,
              JOURNEY_ERROR_CODES.capacityBelowTaken,
              index,
              'capacity',
              JOURNEY_MESSAGES.capacityBelowTaken,
              ` ${existing.seats_taken} ${existing.seats_taken === 1 ? 'place is' : 'places are'} taken.`,
            );
          if (entry.start_date !== existing.start_date) {
            if (existing.ever > 0)
              throw fieldError(
                409,
                JOURNEY_ERROR_CODES.dateOfBookedDeparture,
                index,
                'start_date',
                JOURNEY_MESSAGES.dateOfBookedDeparture,
              );
            if (entry.start_date <= today)
              throw fieldError(400, 'invalid', index, 'start_date', JOURNEY_MESSAGES.dateInPast);
          }
        } else if (entry.start_date <= today) {
          throw fieldError(400, 'invalid', index, 'start_date', JOURNEY_MESSAGES.dateInPast);
        }
      });
      for (const row of current.values()) {
        if (kept.has(row.id)) continue;
        // Bookings (even cancelled ones) keep their departure: it is closed, not deleted.
        if (row.ever > 0) await tx.execute(sql`update journey_departures set closed = true where id = ${row.id}`);
        else await tx.execute(sql`delete from journey_departures where id = ${row.id}`);
      }
      for (const entry of input) {
        if (entry.id === undefined) continue;
        await tx.execute(sql`
        update journey_departures set start_date = ${entry.start_date}, capacity = ${entry.capacity},
               price_minor = ${entry.price_minor ?? null}, closed = ${entry.closed}
        where id = ${entry.id}`);
        // A larger capacity (or a departure opened again) is offered to its line first.
        await offerDeparturePlaces(tx, entry.id);
      }
      for (const entry of input) {
        if (entry.id !== undefined) continue;
        await tx.execute(sql`
        insert into journey_departures (journey_id, start_date, capacity, price_minor, closed)
        values (${journey.id}, ${entry.start_date}, ${entry.capacity}, ${entry.price_minor ?? null}, ${entry.closed})`);
      }
    });
  } catch (error) {
    // 23505: the date of a departure kept closed (it has bookings), or one another entry is moving away from.
    if (pgCode(error) === '23505')
      throw conflict(JOURNEY_MESSAGES.dateRepeated, { departures: [JOURNEY_MESSAGES.dateRepeated] });
    throw error;
  }
  return listDepartures(db, caller, journey.id);
}
