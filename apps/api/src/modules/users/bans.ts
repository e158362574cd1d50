import { CONSOLE_ERROR_CODES } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { HttpError } from '../../lib/http-errors';

const untilText = (until: Date) =>
  `${until.toLocaleString('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })} UTC`;

/**
 * Refuses a write of a person under a site-wide ban that has not run out (issue 20): new posts,
 * comments, votes, reports, communities, bookings, reviews, messages and inquiries. Reading, and
 * managing what they already booked, stay open to them.
 */
export async function assertNotBanned(db: Pick<Db, 'execute'>, userId: number): Promise<void> {
  const [ban] = await selectRows<{ reason: string; expires_at: Date | string | null }>(
    db,
    sql`select reason, expires_at from user_bans
        where user_id = ${userId} and (expires_at is null or expires_at > now())`,
  );
  if (!ban) return;
  const until =
    ban.expires_at === null ? 'until an administrator lifts it' : `until ${untilText(new Date(ban.expires_at))}`;
  throw new HttpError(
    403,
    CONSOLE_ERROR_CODES.banned,
    `Your account is suspended ${until}. The reason: ${ban.reason.replace(/[.!?]+$/, '')}. You can still read, and manage what you have booked.`,
  );
}
