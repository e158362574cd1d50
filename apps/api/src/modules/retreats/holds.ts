import { sql } from 'drizzle-orm';
import { selectRows, type Db, type Tx } from '../../db/client';
import { expireHeldBookings, releaseExpiredHoldsByKey } from '../bookings';
import { lockRetreatNights } from './nights';
import { giveBackStay } from './waitlist';

/**
 * Stays held at checkout and not paid in time expire and give their nights back, which are offered
 * to the stays' waitlists at once (an offer not taken in time lapses here too, and passes on). With
 * a retreat's id the caller's transaction already holds that retreat's lock (a booking, a
 * cancellation); without one (the job, checkout, reading bookings) each retreat with expired holds
 * is released in its own transaction under its own lock, so this never waits on two retreats at once.
 */
export async function releaseExpiredRetreatHolds(db: Db | Tx, retreatId?: number): Promise<void> {
  if (retreatId !== undefined) {
    await releaseUnderLock(db as Tx, retreatId);
    return;
  }
  await releaseExpiredHoldsByKey(db, 'retreat_bookings', 'retreat_id', lockRetreatNights, releaseUnderLock);
}

async function releaseUnderLock(tx: Tx, retreatId: number) {
  const expired = await selectRows<{ package_id: number; start_date: string; end_date: string; guests: number }>(
    tx,
    expireHeldBookings(
      'retreat_bookings',
      'retreat_id',
      retreatId,
      sql`package_id, to_char(start_date, 'YYYY-MM-DD') as start_date,
          to_char(end_date, 'YYYY-MM-DD') as end_date, guests`,
    ),
  );
  for (const stay of expired)
    await giveBackStay(tx, {
      packageId: stay.package_id,
      start: stay.start_date,
      end: stay.end_date,
      guests: stay.guests,
    });
}
