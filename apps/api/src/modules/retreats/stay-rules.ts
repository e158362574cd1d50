import { RETREAT_ERROR_CODES, RETREAT_MESSAGES, depositMinor } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { badRequest, HttpError } from '../../lib/http-errors';
import type { RetreatRow } from './catalogue';
import { nightCount } from './nights';

/**
 * What makes a stay bookable, and what it costs: one place for the guest's booking and for a stay
 * offered from the waitlist, so the two can never disagree.
 */

export const fieldError = (field: string, message: string, code?: string) =>
  code ? new HttpError(400, code, message, { [field]: [message] }) : badRequest(message, { [field]: [message] });

/** The largest total an integer column holds: a stay costing more cannot be booked online. */
export const TOTAL_MAX = 2_147_483_647;

/**
 * The stay asked for, checked against the retreat's dates: a fixed retreat's stay is one of its
 * departures; a flexible one's lies inside the window, with the nights between the fewest and the
 * most. Either way it begins after today at the retreat's place.
 */
export function checkStay(
  retreat: Pick<
    RetreatRow,
    'today' | 'date_mode' | 'departures' | 'available_from' | 'available_until' | 'min_nights' | 'max_nights'
  >,
  start: string,
  end: string,
): { nights: number; flexible: boolean } {
  if (start <= retreat.today) throw fieldError('start_date', RETREAT_MESSAGES.inThePast);
  const nights = nightCount(start, end);
  if (retreat.date_mode === 'fixed') {
    if (!retreat.departures.some((d) => d.start === start && d.end === end))
      throw fieldError('start_date', RETREAT_MESSAGES.notADeparture, RETREAT_ERROR_CODES.notADeparture);
    return { nights, flexible: false };
  }
  const { available_from: from, available_until: until } = retreat;
  if (!from || !until || start < from || end > until)
    throw fieldError('start_date', RETREAT_MESSAGES.outsideWindow, RETREAT_ERROR_CODES.outsideWindow);
  if (nights < retreat.min_nights) throw fieldError('end_date', RETREAT_MESSAGES.tooFewNights(retreat.min_nights));
  if (nights > retreat.max_nights) throw fieldError('end_date', RETREAT_MESSAGES.tooManyNights(retreat.max_nights));
  return { nights, flexible: true };
}

/**
 * A stay's total and deposit: the price per person times the guests (and the nights, for flexible
 * dates); the deposit is the retreat's share of it, due at checkout.
 */
export function stayPrice(
  stay: { priceMinor: number; guests: number; nights: number; flexible: boolean },
  depositPercent: number,
): { total: number; deposit: number } {
  const total = stay.priceMinor * stay.guests * (stay.flexible ? stay.nights : 1);
  return { total, deposit: depositMinor(total, depositPercent) };
}

/** Whether the guest holds or has a stay at this retreat on any night of [start, end). */
export async function hasStayOn(
  db: Pick<Db, 'execute'>,
  guestId: number,
  retreatId: number,
  start: string,
  end: string,
): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select id from retreat_bookings
        where guest_id = ${guestId} and retreat_id = ${retreatId} and status in ('held', 'confirmed')
          and start_date < ${end} and end_date > ${start}
        limit 1`,
  );
  return rows.length > 0;
}
