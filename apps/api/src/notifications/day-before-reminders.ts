import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context';
import { selectRows } from '../db/client';
import { repeat } from '../lib/repeat';
import { notify } from './notify';

const HOUR = 3_600_000;
const EVERY_FIVE_MINUTES = 5 * 60_000;

interface Due {
  id: number;
  user_id: number;
  title: string;
  /** A pooja's or a journey's day; a stay's first night and day of leaving. */
  day?: string;
  stay_start?: string;
  stay_end?: string;
}

/**
 * The bookings reminded a day before, other than classes (whose reminder mail, with its calendar
 * file, is written by classes/booking-reminders.ts). Each claims its due bookings with one UPDATE …
 * RETURNING, so of several processes exactly one reminds each. A booking made less than a day
 * before its start is left out: its confirmation has just told them. The start is midnight of the
 * day where it happens (the temple's, the retreat's zone; a journey's, by its traveller's clock).
 */
const KINDS: { subject: string; claim: (now: string, until: string) => SQL }[] = [
  {
    subject: 'pooja_booking',
    claim: (now, until) => sql`
      update pooja_bookings b set reminder_sent_at = ${now}
      from poojas p, temples t
      where p.id = b.pooja_id and t.id = b.temple_id and b.status = 'booked' and b.reminder_sent_at is null
        and (b.day::timestamp at time zone t.time_zone) > ${now}
        and (b.day::timestamp at time zone t.time_zone) <= ${until}
        and b.created_at < (b.day::timestamp at time zone t.time_zone) - interval '24 hours'
      returning b.id, b.user_id, p.name || ' · ' || t.name as title, b.day::text as day`,
  },
  {
    subject: 'retreat_booking',
    claim: (now, until) => sql`
      update retreat_bookings b set reminder_sent_at = ${now}
      from retreats r
      where r.id = b.retreat_id and b.status = 'confirmed' and b.reminder_sent_at is null
        and (b.start_date::timestamp at time zone r.time_zone) > ${now}
        and (b.start_date::timestamp at time zone r.time_zone) <= ${until}
        and b.created_at < (b.start_date::timestamp at time zone r.time_zone) - interval '24 hours'
      returning b.id, b.guest_id as user_id, r.title, to_char(b.start_date, 'YYYY-MM-DD') as stay_start,
                to_char(b.end_date, 'YYYY-MM-DD') as stay_end`,
  },
  {
    subject: 'journey_booking',
    claim: (now, until) => sql`
      update journey_bookings b set reminder_sent_at = ${now}
      from journey_departures d, journeys j, users u
      where d.id = b.departure_id and j.id = b.journey_id and u.id = b.user_id
        and b.status = 'confirmed' and b.reminder_sent_at is null
        and (d.start_date::timestamp at time zone u.time_zone) > ${now}
        and (d.start_date::timestamp at time zone u.time_zone) <= ${until}
        and b.created_at < (d.start_date::timestamp at time zone u.time_zone) - interval '24 hours'
      returning b.id, b.user_id, j.title, d.start_date::text as day`,
  },
];

/**
 * Writes the day-before reminders that are due: an item for whoever booked, in the transaction that
 * claims it, which then goes by push and mail as they chose. Answers how many.
 */
export async function remindDayBefore(ctx: AppContext, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + 24 * HOUR).toISOString();
  let reminded = 0;
  for (const kind of KINDS) {
    reminded += await ctx.db.transaction(async (tx) => {
      const due = await selectRows<Due>(tx, kind.claim(at, until));
      for (const booking of due) {
        const { id, user_id, ...data } = booking;
        await notify(tx, {
          userId: user_id,
          actorId: null,
          kind: 'booking_reminder',
          data,
          url: '/my-bookings',
          subject: { type: kind.subject, id },
        });
      }
      return due.length;
    });
  }
  return reminded;
}

/** Looks for due reminders every five minutes while the server runs; stopped when it closes. */
export function startDayBeforeReminderJob(ctx: AppContext): () => void {
  return repeat(ctx.log, 'day-before reminders', EVERY_FIVE_MINUTES, () => remindDayBefore(ctx));
}
