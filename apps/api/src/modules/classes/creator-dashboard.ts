import { TUTORING_LIMITS, type CreatorDashboard } from '@sangam/contracts';
import { localParts, zonedInstant } from '@sangam/panchang';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import type { Caller } from '../../plugins/auth';
import { releaseClassHoldsAndOffer } from './waitlist';
import { iso } from '../../lib/iso-time';

const DAY = 86_400_000;

/** The first instant of the calendar month holding `now` in a zone, and of the month after it. */
export function monthBounds(now: Date, timeZone: string) {
  const { year, month } = localParts(now, timeZone);
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return {
    label: `${year}-${String(month).padStart(2, '0')}`,
    from: zonedInstant({ year, month, day: 1 }, timeZone),
    to: zonedInstant({ ...next, day: 1 }, timeZone),
  };
}

/**
 * The creator dashboard: the next sittings with learners, the live bookings of the last 7 days, and what
 * was paid this calendar month in the tutor's zone, per currency. A paid booking that was cancelled
 * afterwards is left out of the earnings (its money is owed back).
 */
export async function creatorDashboard(db: Db, caller: Caller, now = new Date()): Promise<CreatorDashboard> {
  const [zone] = await selectRows<{ time_zone: string }>(
    db,
    sql`select coalesce(t.time_zone, u.time_zone) as time_zone from users u left join tutors t on t.user_id = u.id
        where u.id = ${caller.id}`,
  );
  const timeZone = zone?.time_zone ?? 'Asia/Kolkata';
  const month = monthBounds(now, timeZone);
  const since = new Date(now.getTime() - TUTORING_LIMITS.newBookingsDays * DAY);
  // A booking cancelled since, or a hold that lapsed unpaid, is no news to the tutor: only live ones count.
  const isNew = sql`b.status in ('held', 'confirmed', 'attended')`;
  // Lapsed holds give their seats back first, so neither the sittings nor the new bookings count them.
  await releaseClassHoldsAndOffer(db, caller.id);

  const [upcoming, [counted], latest, totals] = await Promise.all([
    selectRows<{
      class: string;
      class_title: string;
      start_at: Date | string;
      end_at: Date | string;
      seats_taken: number;
      capacity: number;
    }>(
      db,
      sql`select c.slug as class, c.title as class_title, s.start_at, s.end_at, s.seats_taken, s.capacity
          from class_sessions s join classes c on c.id = s.class_id
          where s.tutor_id = ${caller.id} and s.seats_taken > 0 and s.end_at > ${now.toISOString()}
          order by s.start_at, s.id limit ${TUTORING_LIMITS.upcomingSessions}`,
    ),
    selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from bookings b join classes c on c.id = b.class_id
          where c.tutor_id = ${caller.id} and b.created_at >= ${since.toISOString()} and ${isNew}`,
    ),
    selectRows<{
      id: number;
      class: string;
      class_title: string;
      start_at: Date | string;
      status: string;
      learner: string;
      created_at: Date | string;
    }>(
      db,
      sql`select b.id, c.slug as class, c.title as class_title, s.start_at, b.status,
                 coalesce(nullif(u.display_name, ''), u.username) as learner, b.created_at
          from bookings b join classes c on c.id = b.class_id join class_sessions s on s.id = b.session_id
          join users u on u.id = b.learner_id
          where c.tutor_id = ${caller.id} and b.created_at >= ${since.toISOString()} and ${isNew}
          order by b.created_at desc, b.id desc limit ${TUTORING_LIMITS.latestBookings}`,
    ),
    selectRows<{ currency: string; amount_minor: number; bookings: number }>(
      db,
      sql`select b.currency, sum(b.price_minor)::bigint::float8 as amount_minor, count(*)::int as bookings
          from bookings b join classes c on c.id = b.class_id
          where c.tutor_id = ${caller.id} and b.paid_at >= ${month.from.toISOString()}
            and b.paid_at < ${month.to.toISOString()} and b.status <> 'cancelled'
          group by b.currency order by b.currency`,
    ),
  ]);

  return {
    time_zone: timeZone,
    upcoming: upcoming.map((s) => ({
      class: s.class,
      class_title: s.class_title,
      start: iso(s.start_at),
      end: iso(s.end_at),
      seats_taken: s.seats_taken,
      capacity: s.capacity,
    })),
    new_bookings: {
      count: counted?.n ?? 0,
      latest: latest.map((b) => ({
        id: b.id,
        class: b.class,
        class_title: b.class_title,
        start: iso(b.start_at),
        status: b.status,
        learner: b.learner,
        created_at: iso(b.created_at),
      })),
    },
    earnings: {
      month: month.label,
      totals: totals.map((t) => ({ currency: t.currency, amount_minor: Number(t.amount_minor), bookings: t.bookings })),
    },
  };
}
