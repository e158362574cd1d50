import type { PaymentInstructions, PaymentInstructionsRequest } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { permissionDenied } from '../../lib/http-errors';
import type { Caller } from '../../plugins/auth';

const NOT_A_CREATOR = 'Only creators write how they are paid.';

/**
 * Whoever has a creator profile may be paid directly: tutors, retreat hosts, temple staff and
 * journey organisers (all creators, decision 013), and an administrator who teaches or hosts once
 * they saved that profile. Anyone else hears 403 (a guest 401 before this).
 */
export function requireCreatorProfile(caller: Caller): Caller {
  if (caller.creatorType === null) throw permissionDenied(NOT_A_CREATOR);
  return caller;
}

type Row = { payment_instructions: string; pay_within_days: number | null };

/** The creator's own payment instructions, as checkout shows them (`paymentInfo`), and their deadline to pay. */
export async function getPaymentInstructions(db: Db, caller: Caller): Promise<PaymentInstructions> {
  requireCreatorProfile(caller);
  const [row] = await selectRows<Row>(
    db,
    sql`select payment_instructions, pay_within_days from creator_profiles where user_id = ${caller.id}`,
  );
  if (!row) throw permissionDenied(NOT_A_CREATOR);
  return { payment_instructions: row.payment_instructions, pay_within_days: row.pay_within_days };
}

/**
 * Replaces them (already trimmed and checked by the contract); an empty text clears them. The days
 * to pay change only when sent (null clears them): a client that knows only the text keeps the deadline.
 */
export async function savePaymentInstructions(
  db: Db,
  caller: Caller,
  input: PaymentInstructionsRequest,
): Promise<PaymentInstructions> {
  requireCreatorProfile(caller);
  const days = input.pay_within_days === undefined ? sql`pay_within_days` : sql`${input.pay_within_days}::int`;
  const [row] = await selectRows<Row>(
    db,
    sql`update creator_profiles set payment_instructions = ${input.payment_instructions}, pay_within_days = ${days},
                                     updated_at = now()
        where user_id = ${caller.id} returning payment_instructions, pay_within_days`,
  );
  if (!row) throw permissionDenied(NOT_A_CREATOR);
  return { payment_instructions: row.payment_instructions, pay_within_days: row.pay_within_days };
}
