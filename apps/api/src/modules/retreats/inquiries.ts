import type { RetreatInquiry } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { selectRows } from '../../db/client';
import { TooManyRequestsError } from '../../lib/http-errors';
import { LIMITS } from '../../lib/rate-limiter';
import type { Caller } from '../../plugins/auth';
import { assertNotBanned } from '../users';
import { inquiryMails } from './booking-mail';
import { retreatRow } from './catalogue';

/**
 * A question to a retreat's host instead of a booking (dates not shown, a group, a diet). Kept for
 * the host's area and mailed to the host with the guest's address (the mail noted in the transaction
 * that stores it); a few an hour per guest, since each one mails someone.
 */
export async function createInquiry(
  ctx: AppContext,
  caller: Caller,
  slug: string,
  input: { message: string; preferred_start: string | null; guests: number },
): Promise<RetreatInquiry> {
  await assertNotBanned(ctx.db, caller.id);
  const retreat = await retreatRow(ctx.db, slug);
  const wait = await ctx.rateLimiter.consume(LIMITS.retreatInquiriesPerUser, String(caller.id));
  if (wait !== null) throw new TooManyRequestsError(wait);
  const row = await ctx.db.transaction(async (tx) => {
    const [inserted] = await selectRows<{ id: number; preferred_start: string | null; created_at: Date | string }>(
      tx,
      sql`insert into retreat_inquiries (retreat_id, user_id, message, preferred_start, guests)
          values (${retreat.id}, ${caller.id}, ${input.message}, ${input.preferred_start}, ${input.guests})
          returning id, to_char(preferred_start, 'YYYY-MM-DD') as preferred_start, created_at`,
    );
    await inquiryMails.enqueue(tx, { inquiryId: inserted!.id });
    return inserted;
  });
  return {
    id: row!.id,
    retreat: retreat.slug,
    message: input.message,
    preferred_start: row!.preferred_start,
    guests: input.guests,
    created_at: new Date(row!.created_at).toISOString(),
  };
}
