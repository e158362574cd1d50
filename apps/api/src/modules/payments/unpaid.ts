import { deadlineNotPassedMessage, PAYMENT_ERROR_CODES, PAYMENT_MESSAGES } from '@sangam/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-errors';
import { isoOrNull } from '../../lib/iso-time';
import type { Caller } from '../../plugins/auth';
import { tableOf, type PayableKind } from './payable-kind';

/**
 * Paid directly, checkout confirms a booking at once and the money comes later (direct.ts), so a
 * person could keep places they never pay for. A creator may set a deadline to pay (days after
 * booking, `creator_profiles.pay_within_days`); once it has passed, they may release a confirmed
 * booking still unpaid, which ends as their own cancellation of it would (issue 24). Built once here
 * for every payable kind: each kind only names its payee, its amount and its host's cancellation.
 */

/**
 * The SQL of a booking's deadline to pay (timestamptz, or null): when it is confirmed (the kind's
 * `confirmedStatus`), owes something now (`due`), is unpaid and is paid directly, it is its creation
 * plus its payee's days to pay; else null (nothing owed, or no deadline set). `booking` is the alias
 * of the kind's table in the kind's select, `payee` the column of the creator who is paid.
 */
export function payBySql(booking: string, payee: SQL, confirmedStatus: string, due: SQL): SQL {
  const b = sql.identifier(booking);
  return sql`(select ${b}.created_at + make_interval(days => cp.pay_within_days) from creator_profiles cp
              where cp.user_id = ${payee} and ${b}.status = ${confirmedStatus} and ${due}
                and ${b}.paid_at is null and ${b}.payment_provider = 'direct')`;
}

/** A deadline as the answers carry it (ISO), or null. */
export const payByIso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

/**
 * Where a booking's payment stands, as the guest's answer of every kind with a deposit or a price
 * carries it, in this order: the hold's end while it is held, whether it is paid, how, and by when.
 */
export function paymentStateOf<Provider extends string>(row: {
  status: string;
  hold_expires_at: Date | string | null;
  paid_at: Date | string | null;
  payment_provider: Provider;
  pay_by: Date | string | null;
}) {
  return {
    hold_expires_at: row.status === 'held' ? isoOrNull(row.hold_expires_at) : null,
    paid: row.paid_at !== null,
    payment_provider: row.payment_provider,
    pay_by: payByIso(row.pay_by),
  };
}

const notUnpaid = () => new HttpError(400, PAYMENT_ERROR_CODES.notUnpaid, PAYMENT_MESSAGES.notUnpaid);

/**
 * The payee (or an administrator) releases a confirmed, unpaid, directly paid booking whose deadline
 * has passed: anyone else hears 404 (they may not know it exists). The kind's host cancellation does
 * the rest (places back and offered to its waitlist, the person told by its cancellation mail) and
 * its answer is the host's. The checks are read before that cancellation's transaction: the only one
 * who could mark the booking paid meanwhile is the payee releasing it, and a booking paid by then
 * would be cancelled with its refund, as the host's cancellation of a paid booking is.
 */
export async function releaseUnpaid(db: Db, payable: PayableKind, caller: Caller, id: number): Promise<unknown> {
  const booking = await payable.load(db, id);
  if (!booking || (booking.payeeId !== caller.id && caller.role !== 'admin')) throw notFound('Booking not found.');
  const [row] = await selectRows<{
    status: string;
    paid: boolean;
    provider: string;
    pay_by: Date | string | null;
    passed: boolean;
  }>(
    db,
    sql`select b.status, b.paid_at is not null as paid, b.payment_provider as provider,
               b.created_at + make_interval(days => cp.pay_within_days) as pay_by,
               coalesce(b.created_at + make_interval(days => cp.pay_within_days) <= now(), false) as passed
        from ${tableOf(payable)} b left join creator_profiles cp on cp.user_id = ${booking.payeeId}
        where b.id = ${id}`,
  );
  const owed = booking.unitAmountMinor * booking.quantity > 0;
  if (!row || row.status !== payable.confirmedStatus || row.paid || row.provider !== 'direct' || !owed)
    throw notUnpaid();
  if (!row.pay_by) throw new HttpError(400, PAYMENT_ERROR_CODES.deadlineNotPassed, PAYMENT_MESSAGES.noDeadline);
  if (!row.passed)
    throw new HttpError(400, PAYMENT_ERROR_CODES.deadlineNotPassed, deadlineNotPassedMessage(payByIso(row.pay_by)!));
  return payable.releaseUnpaid(db, caller, id, PAYMENT_MESSAGES.releasedUnpaid);
}
