import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { Payables } from './payable-kind';
import { repeat } from '../../lib/repeat';

/**
 * Held bookings that were not paid in time give their places back every minute, for every payable
 * kind (a class's seat, a retreat's nights, a pooja's day, a journey's seats), even when nobody
 * reads the kind's lists. Each kind also releases on read; this job keeps places free meanwhile.
 * One kind failing is logged and does not stop the others.
 */
export function startHoldReleaseJob(ctx: AppContext, payables: Payables, everyMs = 60_000): () => void {
  return repeat(ctx.log, 'releasing held bookings', everyMs, () => releaseAllExpiredHolds(ctx.db, payables, ctx.log));
}

export async function releaseAllExpiredHolds(
  db: Db,
  payables: Payables,
  log: Pick<AppContext['log'], 'error'>,
): Promise<void> {
  for (const payable of payables) {
    try {
      await payable.releaseExpiredHolds(db);
    } catch (err) {
      log.error({ err, kind: payable.kind }, 'releasing held bookings failed');
    }
  }
}
