import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { selectRows } from '../../db/client';
import { enqueueBookingMails } from './booking-mail';
import { repeat } from '../../lib/repeat';

const HOUR = 3_600_000;
const EVERY_FIVE_MINUTES = 5 * 60_000;

/**
 * The reminder a day before: confirmed bookings that start within the next 24 hours and have not
 * been reminded are claimed by one UPDATE … RETURNING, so of several server processes (or two runs
 * at once) exactly one claims each booking; the same transaction notes the mails to its learner and
 * tutor, which the outbox delivers (with retries) once.
 * A booking made less than a day ahead is left out: its confirmation has just told them the time.
 * Answers the ids of the bookings it reminded.
 */
export async function claimDueReminders(ctx: AppContext, now = new Date()): Promise<number[]> {
  const until = new Date(now.getTime() + 24 * HOUR);
  return ctx.db.transaction(async (tx) => {
    const claimed = await selectRows<{ id: number }>(
      tx,
      sql`update bookings b set reminder_sent_at = ${now.toISOString()}
        from class_sessions s
        where s.id = b.session_id and b.status = 'confirmed' and b.reminder_sent_at is null
          and s.start_at > ${now.toISOString()} and s.start_at <= ${until.toISOString()}
          and b.created_at < s.start_at - interval '24 hours'
        returning b.id`,
    );
    const ids = claimed.map((row) => row.id).sort((a, b) => a - b);
    for (const id of ids) await enqueueBookingMails(tx, id, 'reminder', { at: now });
    return ids;
  });
}

/** Looks for due reminders every five minutes while the server runs; stopped when it closes. */
export function startBookingReminderJob(ctx: AppContext): () => void {
  return repeat(ctx.log, 'booking reminders', EVERY_FIVE_MINUTES, () => claimDueReminders(ctx));
}
