import { addDays } from '@sangam/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { practiceMarks, practices, practiceSettings, users } from '../db/schema';
import { localToday } from '../modules/practice/service';

/**
 * Meera's daily practice, so the demo shows streaks, a freeze and the progress calendar: japa most
 * days of the last ten weeks (one missed day covered by a freeze), meditation on weekdays, reading
 * now and then. Days are counted back from the day the demo is loaded.
 */
export async function seedDemoPractice(db: Db) {
  const [meera] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'meera'));
  if (!meera) return;
  const timeZone = 'Asia/Kolkata';
  const today = localToday(timeZone);
  await db.insert(practiceSettings).values({
    userId: meera.id,
    level: 'intermediate',
    reminderTime: '06:30',
    remindersEnabled: false,
    timeZone,
  });
  const rows = await db
    .insert(practices)
    .values([
      { userId: meera.id, kind: 'japa', target: 324, unit: 'count', position: 0 },
      { userId: meera.id, kind: 'meditation', target: 15, unit: 'minutes', position: 1 },
      { userId: meera.id, kind: 'scripture-reading', target: 15, unit: 'minutes', position: 2 },
    ])
    .returning({ id: practices.id, kind: practices.kind });
  const id = (kind: string) => rows.find((r) => r.kind === kind)!.id;
  const marks: Array<{ practiceId: number; day: string }> = [];
  for (let back = 70; back >= 1; back -= 1) {
    const day = addDays(today, -back);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (back !== 9 && back !== 40) marks.push({ practiceId: id('japa'), day });
    if (weekday !== 0 && weekday !== 6) marks.push({ practiceId: id('meditation'), day });
    if (back % 3 === 0) marks.push({ practiceId: id('scripture-reading'), day });
  }
  await db.insert(practiceMarks).values(marks);
}
