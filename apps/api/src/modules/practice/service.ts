import {
  catalogueEntry,
  PRACTICE_LIMITS,
  PRACTICE_MESSAGES,
  PRACTICE_LEVELS,
  type MarkAnswer,
  type Practice,
  type PracticeLevel,
  type PracticeSetupRequest,
  type PracticeUnit,
  type Progress,
  type Tracker,
  addDays,
} from '@sangam/contracts';
import { isoDate, localParts } from '@sangam/panchang';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { practiceMarks, practices, practiceSettings, users } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-errors';
import { moveGuestSubscriptions } from '../../push/subscriptions';
import { computeStreak } from './streaks';

/** Whose practice: a signed-in user's, or a guest's before sign-in. */
export type Owner = { userId: number; guestUuid?: undefined } | { guestUuid: string; userId?: undefined };

const DEFAULT_TIME_ZONE = 'Asia/Kolkata';
type PracticeRow = typeof practices.$inferSelect;

function owns(table: typeof practices | typeof practiceSettings, owner: Owner): SQL {
  return owner.userId !== undefined
    ? and(eq(table.userId, owner.userId), isNull(table.guestUuid))!
    : and(eq(table.guestUuid, owner.guestUuid), isNull(table.userId))!;
}

/** The local date of now in a zone. */
export function localToday(timeZone: string, now = new Date()): string {
  const p = localParts(now, timeZone);
  return isoDate(p);
}

async function settingsOf(db: Db, owner: Owner) {
  const [row] = await db.select().from(practiceSettings).where(owns(practiceSettings, owner));
  return row ?? null;
}

/** The zone a day is counted in: the device's when it says, else the practice's, else the profile's. */
async function zoneFor(db: Db, owner: Owner, asked?: string): Promise<string> {
  if (asked) return asked;
  const settings = await settingsOf(db, owner);
  if (settings) return settings.timeZone;
  if (owner.userId !== undefined) {
    const [user] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, owner.userId));
    if (user) return user.timeZone;
  }
  return DEFAULT_TIME_ZONE;
}

/** Every marked day of each of the given practices. */
async function markedDays(db: Db, ids: number[]): Promise<Map<number, string[]>> {
  const byPractice = new Map<number, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byPractice;
  const rows = await db
    .select({ practiceId: practiceMarks.practiceId, day: practiceMarks.day })
    .from(practiceMarks)
    .where(inArray(practiceMarks.practiceId, ids));
  for (const row of rows) byPractice.get(row.practiceId)!.push(row.day);
  return byPractice;
}

function toPractice(row: PracticeRow, days: string[], today: string): Practice {
  const streak = computeStreak(days, today);
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    target: row.target,
    unit: row.unit as PracticeUnit,
    done_today: streak.done_today,
    streak,
  };
}

/** The tracker: today's practices with their streaks, and the overall streak (any practice counts). */
export async function getTracker(db: Db, owner: Owner | null, askedZone?: string): Promise<Tracker> {
  const timeZone = owner ? await zoneFor(db, owner, askedZone) : (askedZone ?? DEFAULT_TIME_ZONE);
  const today = localToday(timeZone);
  if (!owner) {
    return {
      today,
      time_zone: timeZone,
      level: null,
      reminder_time: null,
      reminders_enabled: false,
      active_practices: [],
      overall: computeStreak([], today),
    };
  }
  const [settings, rows] = await Promise.all([
    settingsOf(db, owner),
    db.select().from(practices).where(owns(practices, owner)).orderBy(asc(practices.position), asc(practices.id)),
  ]);
  const days = await markedDays(
    db,
    rows.map((r) => r.id),
  );
  return {
    today,
    time_zone: timeZone,
    level: (settings?.level as PracticeLevel | undefined) ?? null,
    reminder_time: settings?.reminderTime ?? null,
    reminders_enabled: settings?.remindersEnabled ?? false,
    active_practices: rows.filter((r) => r.active).map((r) => toPractice(r, days.get(r.id)!, today)),
    overall: computeStreak([...days.values()].flat(), today),
  };
}

interface Choice {
  kind: string;
  name: string;
  target: number;
  unit: PracticeUnit;
}

/** Checks the chosen practices and fills in the catalogue's unit and the level's target. */
function choicesOf(body: PracticeSetupRequest): Choice[] {
  const level = PRACTICE_LEVELS.indexOf(body.level);
  const seen = new Set<string>();
  return body.practices.map((choice, index) => {
    const field = { [`practices.${index}`]: [] as string[] };
    let result: Choice;
    if (choice.kind === 'custom') {
      const name = choice.name?.trim() ?? '';
      if (!name)
        throw badRequest(PRACTICE_MESSAGES.customName, { [`practices.${index}.name`]: [PRACTICE_MESSAGES.customName] });
      result = { kind: 'custom', name, target: choice.target ?? 1, unit: choice.unit ?? 'done' };
    } else {
      const entry = catalogueEntry(choice.kind);
      if (!entry) {
        field[`practices.${index}`]!.push(PRACTICE_MESSAGES.unknownKind);
        throw badRequest(PRACTICE_MESSAGES.unknownKind, field);
      }
      result = { kind: entry.kind, name: '', target: choice.target ?? entry.targets[level]!, unit: entry.unit };
    }
    const key = `${result.kind}:${result.name.toLowerCase()}`;
    if (seen.has(key))
      throw badRequest(PRACTICE_MESSAGES.duplicate, { [`practices.${index}`]: [PRACTICE_MESSAGES.duplicate] });
    seen.add(key);
    return result;
  });
}

/**
 * Saves the setup: the chosen practices become the active ones, in the order given (a practice
 * chosen again keeps its history), the others are set aside with theirs.
 */
export async function saveSetup(db: Db, owner: Owner, body: PracticeSetupRequest): Promise<Tracker> {
  const choices = choicesOf(body);
  await db.transaction(async (tx) => {
    const settings = {
      level: body.level,
      reminderTime: body.reminder_time ?? null,
      remindersEnabled: body.reminders_enabled ?? false,
      timeZone: body.time_zone,
      updatedAt: new Date(),
    };
    const [existing] = await tx
      .select({ id: practiceSettings.id })
      .from(practiceSettings)
      .where(owns(practiceSettings, owner));
    if (existing) await tx.update(practiceSettings).set(settings).where(eq(practiceSettings.id, existing.id));
    else await tx.insert(practiceSettings).values({ ...settings, userId: owner.userId, guestUuid: owner.guestUuid });

    const current = await tx.select().from(practices).where(owns(practices, owner));
    const keep = new Set<number>();
    for (const [position, choice] of choices.entries()) {
      const match = current.find(
        (p) => p.kind === choice.kind && p.name.toLowerCase() === choice.name.toLowerCase() && !keep.has(p.id),
      );
      if (match) {
        keep.add(match.id);
        await tx
          .update(practices)
          .set({ active: true, position, target: choice.target, unit: choice.unit, name: choice.name })
          .where(eq(practices.id, match.id));
      } else {
        await tx.insert(practices).values({ ...choice, position, userId: owner.userId, guestUuid: owner.guestUuid });
      }
    }
    const setAside = current.filter((p) => !keep.has(p.id) && p.active).map((p) => p.id);
    if (setAside.length) await tx.update(practices).set({ active: false }).where(inArray(practices.id, setAside));
  });
  return getTracker(db, owner, body.time_zone);
}

async function ownPractice(db: Db, owner: Owner, id: number): Promise<PracticeRow> {
  const [row] = await db
    .select()
    .from(practices)
    .where(and(eq(practices.id, id), owns(practices, owner)));
  // Someone else's practice is answered as missing, not as forbidden: ids reveal nothing.
  if (!row || !row.active) throw notFound(PRACTICE_MESSAGES.notFound);
  return row;
}

async function markAnswer(db: Db, owner: Owner, row: PracticeRow, today: string): Promise<MarkAnswer> {
  // The owner's marks in one query: the practice's own streak and the overall one.
  const marks = await db
    .select({ practiceId: practiceMarks.practiceId, day: practiceMarks.day })
    .from(practiceMarks)
    .innerJoin(practices, eq(practices.id, practiceMarks.practiceId))
    .where(owns(practices, owner));
  const days = new Map<number, string[]>();
  for (const m of marks) days.set(m.practiceId, [...(days.get(m.practiceId) ?? []), m.day]);
  return {
    practice: toPractice(row, days.get(row.id) ?? [], today),
    overall: computeStreak([...days.values()].flat(), today),
  };
}

/** Marks a practice done today (the local day where the person is); doing it twice changes nothing. */
export async function markDone(
  db: Db,
  owner: Owner,
  id: number,
  input: { time_zone?: string; amount?: number },
): Promise<MarkAnswer> {
  const row = await ownPractice(db, owner, id);
  const today = localToday(await zoneFor(db, owner, input.time_zone));
  await db
    .insert(practiceMarks)
    .values({ practiceId: row.id, day: today, amount: input.amount ?? null })
    .onConflictDoUpdate({
      target: [practiceMarks.practiceId, practiceMarks.day],
      set: { amount: sql`coalesce(excluded.amount, ${practiceMarks.amount})` },
    });
  return markAnswer(db, owner, row, today);
}

/**
 * Adds to today's mark of a practice (a chanting session's repetitions into japa): the day counts as
 * done, and each session's count is added to what earlier sessions recorded, in one statement.
 */
export async function addToToday(
  db: Db,
  owner: Owner,
  id: number,
  amount: number,
  timeZone?: string,
): Promise<MarkAnswer & { today: string; amount: number }> {
  const row = await ownPractice(db, owner, id);
  const today = localToday(await zoneFor(db, owner, timeZone));
  const [mark] = await db
    .insert(practiceMarks)
    .values({ practiceId: row.id, day: today, amount })
    .onConflictDoUpdate({
      target: [practiceMarks.practiceId, practiceMarks.day],
      set: { amount: sql`coalesce(${practiceMarks.amount}, 0) + excluded.amount` },
    })
    .returning({ amount: practiceMarks.amount });
  return { ...(await markAnswer(db, owner, row, today)), today, amount: mark?.amount ?? amount };
}

/** Takes back today's mark (only today's: yesterday is settled). */
export async function undoMark(db: Db, owner: Owner, id: number, timeZone?: string): Promise<MarkAnswer> {
  const row = await ownPractice(db, owner, id);
  const today = localToday(await zoneFor(db, owner, timeZone));
  await db.delete(practiceMarks).where(and(eq(practiceMarks.practiceId, row.id), eq(practiceMarks.day, today)));
  return markAnswer(db, owner, row, today);
}

const mondayOf = (date: string) => {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
};

/** Days, totals and weekly counts over a range, for the heat map and the charts. */
export async function getProgress(
  db: Db,
  owner: Owner,
  from: string,
  to: string,
  askedZone?: string,
): Promise<Progress> {
  if (Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to)) || from > to) {
    throw badRequest('from must be a date on or before to.', { from: ['from must be a date on or before to.'] });
  }
  const span = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  if (span > PRACTICE_LIMITS.progressDaysMax) {
    const message = `Ask for at most ${PRACTICE_LIMITS.progressDaysMax} days at a time.`;
    throw badRequest(message, { to: [message] });
  }
  const zone = await zoneFor(db, owner, askedZone);
  const today = localToday(zone);
  const rows = await db.select().from(practices).where(owns(practices, owner)).orderBy(asc(practices.position));
  // Every mark once: the overall streak needs them all, the range is a part of them.
  const allDays = await markedDays(
    db,
    rows.map((r) => r.id),
  );
  // The person's start: the day a practice was first set up, or marked (a guest's marks merged in).
  const starts = [...rows.map((r) => localToday(zone, r.createdAt)), ...[...allDays.values()].flat()].sort();
  const marks = [...allDays].flatMap(([practiceId, days]) =>
    days.filter((day) => day >= from && day <= to).map((day) => ({ practiceId, day })),
  );
  const byDay = new Map<string, number[]>();
  for (const m of marks) byDay.set(m.day, [...(byDay.get(m.day) ?? []), m.practiceId]);
  const days = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push({ date: day, done: byDay.get(day) ?? [] });

  const weeks: string[] = [];
  for (let week = mondayOf(from); week <= to; week = addDays(week, 7)) weeks.push(week);
  return {
    from,
    to,
    since: starts[0] ?? null,
    days,
    practices: rows
      .filter((r) => r.active || marks.some((m) => m.practiceId === r.id))
      .map((r) => {
        const mine = marks.filter((m) => m.practiceId === r.id);
        return {
          id: r.id,
          kind: r.kind,
          name: r.name,
          active: r.active,
          total: mine.length,
          weekly: weeks.map((week_start) => ({
            week_start,
            count: mine.filter((m) => mondayOf(m.day) === week_start).length,
          })),
        };
      }),
    days_practised: byDay.size,
    overall: computeStreak([...allDays.values()].flat(), today),
  };
}

/**
 * Moves a guest's practice into the account after sign-in: the same practice (kind, or custom
 * name) keeps one history with the days of both, never a day twice; the rest changes owner.
 */
export async function mergeGuest(db: Db, userId: number, guestUuid: string) {
  return db.transaction(async (tx) => {
    const guest: Owner = { guestUuid };
    const user: Owner = { userId };
    const theirs = await tx.select().from(practices).where(owns(practices, guest));
    const mine = await tx.select().from(practices).where(owns(practices, user));
    let mergedMarks = 0;
    for (const practice of theirs) {
      const same = mine.find((p) => p.kind === practice.kind && p.name.toLowerCase() === practice.name.toLowerCase());
      if (!same) {
        await tx.update(practices).set({ userId, guestUuid: null }).where(eq(practices.id, practice.id));
        const [{ n } = { n: 0 }] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(practiceMarks)
          .where(eq(practiceMarks.practiceId, practice.id));
        mergedMarks += n;
        continue;
      }
      const moved = await tx.execute(sql`
        insert into practice_marks (practice_id, day, amount, marked_at)
        select ${same.id}, day, amount, marked_at from practice_marks where practice_id = ${practice.id}
        on conflict do nothing`);
      mergedMarks +=
        (moved as unknown as { affectedRows?: number; rowCount?: number }).affectedRows ??
        (moved as unknown as { rowCount?: number }).rowCount ??
        0;
      if (practice.active && !same.active)
        await tx.update(practices).set({ active: true }).where(eq(practices.id, same.id));
      await tx.delete(practices).where(eq(practices.id, practice.id));
    }
    const [guestSettings] = await tx.select().from(practiceSettings).where(owns(practiceSettings, guest));
    if (guestSettings) {
      const [userSettings] = await tx
        .select({ id: practiceSettings.id })
        .from(practiceSettings)
        .where(owns(practiceSettings, user));
      if (userSettings) await tx.delete(practiceSettings).where(eq(practiceSettings.id, guestSettings.id));
      else
        await tx
          .update(practiceSettings)
          .set({ userId, guestUuid: null })
          .where(eq(practiceSettings.id, guestSettings.id));
    }
    // Their devices' push subscriptions come along, in this same transaction (issue 23).
    await moveGuestSubscriptions(tx, guestUuid, userId);
    return { merged_practices: theirs.length, merged_marks: mergedMarks };
  });
}
