import { clockMinutes, type AvailabilityFields, type TutorAvailability } from '@sangam/contracts';
import { isoDate, localParts } from '@sangam/panchang';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import type { Caller } from '../../plugins/auth';
import { ensureTutor } from './tutor-profile';

/**
 * The tutor's availability as edited at creator/availability: weekly hours and date overrides read
 * in the tutor's zone, buffers, minimum notice and horizon. Stored whole in tutor_availability,
 * which the slot computation (slots.ts) reads as it is.
 */

interface Row {
  time_zone: string;
  weekly: TutorAvailability['weekly'] | null;
  overrides: TutorAvailability['overrides'] | null;
  buffer_before_minutes: number | null;
  buffer_after_minutes: number | null;
  minimum_notice_minutes: number | null;
  horizon_days: number | null;
}

export async function getAvailability(db: Db, caller: Caller): Promise<TutorAvailability> {
  const [row] = await selectRows<Row>(
    db,
    sql`select coalesce(t.time_zone, u.time_zone) as time_zone, a.weekly, a.overrides, a.buffer_before_minutes,
               a.buffer_after_minutes, a.minimum_notice_minutes, a.horizon_days
        from users u
        left join tutors t on t.user_id = u.id
        left join tutor_availability a on a.tutor_id = u.id
        where u.id = ${caller.id}`,
  );
  if (!row) throw new Error(`no user ${caller.id}`);
  // Before the first save: the table's defaults, nothing open yet.
  return {
    time_zone: row.time_zone,
    weekly: row.weekly ?? [],
    overrides: row.overrides ?? [],
    buffer_before_minutes: row.buffer_before_minutes ?? 0,
    buffer_after_minutes: row.buffer_after_minutes ?? 0,
    minimum_notice_minutes: row.minimum_notice_minutes ?? 240,
    horizon_days: row.horizon_days ?? 60,
  };
}

const byStart = (a: { start: string }, b: { start: string }) => clockMinutes(a.start) - clockMinutes(b.start);

/**
 * Saves the whole availability. Ranges are kept in order (weekday, then start); dates that have
 * passed in the tutor's zone are dropped, so the list of overrides does not grow for ever.
 */
export async function saveAvailability(
  db: Db,
  caller: Caller,
  input: AvailabilityFields,
  now = new Date(),
): Promise<TutorAvailability> {
  await db.transaction(async (tx) => {
    await ensureTutor(tx, caller.id);
    if (input.time_zone)
      await tx.execute(sql`update tutors set time_zone = ${input.time_zone} where user_id = ${caller.id}`);
    const [tutor] = await selectRows<{ time_zone: string }>(
      tx,
      sql`select time_zone from tutors where user_id = ${caller.id}`,
    );
    const today = isoDate(localParts(now, tutor!.time_zone));
    const weekly = [...input.weekly]
      .sort((a, b) => a.weekday - b.weekday || byStart(a, b))
      .map(({ weekday, start, end }) => ({ weekday, start, end }));
    const overrides = input.overrides
      .filter((o) => o.date >= today)
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((o) => ({
        date: o.date,
        intervals: [...o.intervals].sort(byStart).map(({ start, end }) => ({ start, end })),
      }));
    await tx.execute(sql`
      insert into tutor_availability (tutor_id, weekly, overrides, buffer_before_minutes, buffer_after_minutes,
                                      minimum_notice_minutes, horizon_days, updated_at)
      values (${caller.id}, ${JSON.stringify(weekly)}::jsonb, ${JSON.stringify(overrides)}::jsonb,
              ${input.buffer_before_minutes}, ${input.buffer_after_minutes}, ${input.minimum_notice_minutes},
              ${input.horizon_days}, now())
      on conflict (tutor_id) do update set
        weekly = excluded.weekly, overrides = excluded.overrides,
        buffer_before_minutes = excluded.buffer_before_minutes, buffer_after_minutes = excluded.buffer_after_minutes,
        minimum_notice_minutes = excluded.minimum_notice_minutes, horizon_days = excluded.horizon_days,
        updated_at = now()`);
  });
  return getAvailability(db, caller);
}
