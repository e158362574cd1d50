import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { practiceMarks, practices, practiceSettings, users } from '../../db/schema';
import { enqueueMail } from '../../mail/mailer';
import { practiceReminderMail } from '../../mail/templates';
import { notify, withdraw } from '../../notifications/notify';
import { wantsMail } from '../../notifications/preferences';
import { practiceReminderText } from '../../notifications/texts';
import { enqueuePush } from '../../push/enqueue';
import { localParts } from '@sangam/panchang';
import { localToday } from './service';
import { repeat } from '../../lib/repeat';

/**
 * The daily reminder: once a local day, at or after the chosen time in the person's zone, to
 * people who switched it on and still have practices to do. A signed-in person gets an inbox item
 * (and its pushes) and a mail; a guest, who has neither an inbox nor an address, gets a push on each
 * browser they turned notifications on in. Each reminder is claimed by one conditional update, and
 * what it sends written to the outbox in the same transaction, so several API processes never send
 * it twice and a crash never loses it.
 */
export async function sendDueReminders(ctx: AppContext, now = new Date()): Promise<number> {
  const due = await ctx.db
    .select({
      id: practiceSettings.id,
      userId: practiceSettings.userId,
      guestUuid: practiceSettings.guestUuid,
      timeZone: practiceSettings.timeZone,
      reminderTime: practiceSettings.reminderTime,
      lastReminderOn: practiceSettings.lastReminderOn,
      email: users.email,
      name: users.displayName,
      language: users.preferredLanguage,
    })
    .from(practiceSettings)
    .leftJoin(users, eq(users.id, practiceSettings.userId))
    .where(and(eq(practiceSettings.remindersEnabled, true), isNotNull(practiceSettings.reminderTime)));

  let sent = 0;
  for (const person of due) {
    const today = localToday(person.timeZone, now);
    const local = localParts(now, person.timeZone);
    const clock = `${String(local.hour).padStart(2, '0')}:${String(local.minute).padStart(2, '0')}`;
    if (clock < person.reminderTime! || (person.lastReminderOn !== null && person.lastReminderOn >= today)) continue;

    const [counts] = await ctx.db
      .select({
        total: sql<number>`count(*)::int`,
        done: sql<number>`count(${practiceMarks.day})::int`,
      })
      .from(practices)
      .leftJoin(practiceMarks, and(eq(practiceMarks.practiceId, practices.id), eq(practiceMarks.day, today)))
      .where(
        and(
          person.guestUuid ? eq(practices.guestUuid, person.guestUuid) : eq(practices.userId, person.userId!),
          eq(practices.active, true),
        ),
      );
    const total = counts?.total ?? 0;
    const remaining = total - (counts?.done ?? 0);

    const base = `${ctx.config.PUBLIC_URL}/${person.language}`;
    const reminded = await ctx.db.transaction(async (tx) => {
      const claimed = await tx
        .update(practiceSettings)
        .set({ lastReminderOn: today })
        .where(
          and(
            eq(practiceSettings.id, person.id),
            sql`(${practiceSettings.lastReminderOn} is null or ${practiceSettings.lastReminderOn} < ${today})`,
          ),
        )
        .returning({ id: practiceSettings.id });
      // Nothing to remind of (all done, or no practices): the day is settled without a mail.
      if (claimed.length === 0 || remaining <= 0) return false;
      if (person.guestUuid) return (await pushGuestReminder(tx, person.guestUuid, { remaining, total })) > 0;
      // From here an account's: its settings row joins its user (the row goes with the account).
      // In the inbox (and by push, as chosen): today's takes the place of an earlier day's.
      await withdraw(tx, { type: 'practice_day', id: person.id });
      await notify(tx, {
        userId: person.userId!,
        actorId: null,
        kind: 'practice_reminder',
        data: { remaining, total },
        url: '/daily-dharma/tracker',
        subject: { type: 'practice_day', id: person.id },
      });
      if (!(await wantsMail(tx, person.userId!, 'practice_reminder'))) return true;
      await enqueueMail(
        tx,
        practiceReminderMail(
          { email: person.email!, name: person.name!, language: person.language! },
          { remaining, total },
          { tracker: `${base}/daily-dharma/tracker`, settings: `${base}/daily-dharma/setup?from=reminder` },
          ctx.config.APP_LABEL,
        ),
      );
      return true;
    });
    if (reminded) sent += 1;
  }
  return sent;
}

/**
 * A guest's reminder: one push per browser, each in the language of the page that subscribed it,
 * opening daily-dharma (where a guest's practices are kept: the tracker is for accounts). One tag,
 * so today's takes the place of an unread earlier one. None without a subscription.
 */
function pushGuestReminder(tx: Tx, guestUuid: string, counts: { remaining: number; total: number }) {
  return enqueuePush(tx, { guestUuid }, (language) => ({
    ...practiceReminderText(language, counts),
    url: `/${language}/daily-dharma`,
    tag: 'practice-reminder',
    lang: language,
  }));
}

/** Checks every minute while the server runs; stopped when the server closes. */
export function startReminderJob(ctx: AppContext): () => void {
  return repeat(ctx.log, 'practice reminders', 60_000, () => sendDueReminders(ctx));
}
