import { CHANT_ERROR_CODES, CHANT_MESSAGES, type ChantSessionAnswer } from '@sangam/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { practices } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import type { Caller } from '../../plugins/auth';
import { addToToday } from '../practice';
import { findMantra } from './catalogue';

/**
 * A finished chanting session goes into the signed-in person's japa practice for today: the day is
 * marked done and the repetitions are added to today's count. Someone without an active japa
 * practice is answered 409 (the page offers to add japa at daily-dharma/setup) rather than having a
 * practice made for them: the daily practice is what they chose to keep.
 */
export async function recordSession(
  db: Db,
  caller: Caller,
  mantraId: string,
  input: { count: number; time_zone?: string },
): Promise<ChantSessionAnswer> {
  findMantra(mantraId);
  const [japa] = await db
    .select({ id: practices.id, target: practices.target })
    .from(practices)
    .where(
      and(
        eq(practices.userId, caller.id),
        isNull(practices.guestUuid),
        eq(practices.kind, 'japa'),
        eq(practices.active, true),
      ),
    )
    .orderBy(asc(practices.position), asc(practices.id))
    .limit(1);
  if (!japa) throw new HttpError(409, CHANT_ERROR_CODES.noJapaPractice, CHANT_MESSAGES.noJapaPractice);
  const answer = await addToToday(db, { userId: caller.id }, japa.id, input.count, input.time_zone);
  return {
    practice: answer.practice,
    overall: answer.overall,
    today_count: answer.amount,
    target: japa.target,
    day: answer.today,
  };
}
