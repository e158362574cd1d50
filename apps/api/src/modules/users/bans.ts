import { CONSOLE_ERROR_CODES } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { HttpError } from '../../lib/http-errors';

/** The end of a ban as its message says it: "2 December 2026, 06:20 UTC". */
export const untilText = (until: Date) =>
  `${until.toLocaleString('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })} UTC`;

/** What a write's further rules need to know of a person not banned. */
export interface WriterStanding {
  /** Their email address is confirmed (a paid place is held only for a reachable person). */
  emailConfirmed: boolean;
}

/**
 * Refuses a write of a person under a site-wide ban that has not run out (issue 20): new posts,
 * comments, votes, reports, communities, bookings, reviews, messages and inquiries. Reading, and
 * managing what they already booked, stay open to them. Answers their standing, read in the same
 * statement, so a booking asks the database once for both.
 */
export async function assertNotBanned(db: Pick<Db, 'execute'>, userId: number): Promise<WriterStanding> {
  const [row] = await selectRows<{ confirmed: boolean; reason: string | null; expires_at: Date | string | null }>(
    db,
    sql`select u.email_verified_at is not null as confirmed, b.reason, b.expires_at
        from users u left join user_bans b on b.user_id = u.id and (b.expires_at is null or b.expires_at > now())
        where u.id = ${userId}`,
  );
  if (row?.reason == null) return { emailConfirmed: row?.confirmed ?? false };
  const until =
    row.expires_at === null ? 'until an administrator lifts it' : `until ${untilText(new Date(row.expires_at))}`;
  throw new HttpError(
    403,
    CONSOLE_ERROR_CODES.banned,
    `Your account is suspended ${until}. The reason: ${row.reason.replace(/[.!?]+$/, '')}. You can still read, and manage what you have booked.`,
  );
}
