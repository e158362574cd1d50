import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { selectRows } from '../../db/client';
import { enqueueBookingMails } from './booking-mail';
import { repeat } from '../../lib/repeat';
import { notify } from '../../notifications/notify';

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

/**
 * The reminder an hour before an online class with a meeting link: an item for the learner and the
 * tutor, by push as they chose (no mail: the day-before one had the details), claimed once as above.
 * A booking made within the hour is left out. Answers the ids of the bookings it reminded.
 */
export async function claimHourReminders(ctx: AppContext, now = new Date()): Promise<number[]> {
  const until = new Date(now.getTime() + HOUR);
  return ctx.db.transaction(async (tx) => {
    const claimed = await selectRows<{
      id: number;
      learner_id: number;
      tutor_id: number;
      title: string;
      start_at: Date | string;
      end_at: Date | string;
      learner_time_zone: string;
      tutor_time_zone: string;
    }>(
      tx,
      sql`update bookings b set hour_reminder_sent_at = ${now.toISOString()}
          from class_sessions s, classes c, users l, users t
          where s.id = b.session_id and c.id = s.class_id and l.id = b.learner_id and t.id = c.tutor_id
            and b.status = 'confirmed' and b.hour_reminder_sent_at is null
            and c.format = 'online' and c.meeting_url <> ''
            and s.start_at > ${now.toISOString()} and s.start_at <= ${until.toISOString()}
            and b.created_at < s.start_at - interval '1 hour'
          returning b.id, b.learner_id, c.tutor_id, c.title, s.start_at, s.end_at,
                    l.time_zone as learner_time_zone, t.time_zone as tutor_time_zone`,
    );
    for (const row of claimed) {
      for (const [userId, zone, url] of [
        [row.learner_id, row.learner_time_zone, '/my-bookings'],
        [row.tutor_id, row.tutor_time_zone, '/creator/bookings'],
      ] as const) {
        await notify(tx, {
          userId,
          actorId: null,
          kind: 'booking_reminder',
          data: {
            title: row.title,
            start: new Date(row.start_at).toISOString(),
            end: new Date(row.end_at).toISOString(),
            time_zone: zone,
            soon: true,
          },
          url,
          subject: { type: 'booking', id: row.id },
        });
      }
    }
    return claimed.map((row) => row.id).sort((a, b) => a - b);
  });
}

/** Looks for due reminders every five minutes while the server runs; stopped when it closes. */
export function startBookingReminderJob(ctx: AppContext): () => void {
  return repeat(ctx.log, 'booking reminders', EVERY_FIVE_MINUTES, async () => {
    await claimDueReminders(ctx);
    await claimHourReminders(ctx);
  });
}
