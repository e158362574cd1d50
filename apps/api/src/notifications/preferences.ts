import {
  isNotificationKind,
  NOTIFICATION_MESSAGES,
  type NotificationPreferences,
  type NotificationPreferencesRequest,
} from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { badRequest } from '../lib/http-errors';
import { preferencesOf } from './notify';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export async function getPreferences(db: Db, userId: number): Promise<NotificationPreferences> {
  const prefs = await preferencesOf(db, userId);
  return { channels: prefs.channels, quiet_hours: prefs.quietHours };
}

/**
 * Changes the kinds named (the others keep their settings) and the quiet hours when sent (null
 * switches them off). Every problem is reported under its own field, all at once.
 */
export async function putPreferences(
  db: Db,
  userId: number,
  body: NotificationPreferencesRequest,
): Promise<NotificationPreferences> {
  const errors: Record<string, string[]> = {};
  for (const [kind, settings] of Object.entries(body.channels)) {
    if (!isNotificationKind(kind)) errors[`channels.${kind}`] = [NOTIFICATION_MESSAGES.unknownKind];
    // The issue keeps in-app on for everyone: the inbox is where nothing is ever missed.
    else if (settings.in_app === false) errors[`channels.${kind}.in_app`] = [NOTIFICATION_MESSAGES.inAppAlwaysOn];
  }
  const quiet = body.quiet_hours;
  if (quiet) {
    if (!HH_MM.test(quiet.start)) errors['quiet_hours.start'] = [NOTIFICATION_MESSAGES.time];
    if (!HH_MM.test(quiet.end)) errors['quiet_hours.end'] = [NOTIFICATION_MESSAGES.time];
  }
  const [first] = Object.values(errors);
  if (first) throw badRequest(first[0]!, errors);

  await db.transaction(async (tx) => {
    const current = await preferencesOf(tx, userId);
    const channels = { ...current.channels };
    for (const [kind, settings] of Object.entries(body.channels))
      if (isNotificationKind(kind)) channels[kind] = { ...channels[kind], ...settings, in_app: true };
    const hours = quiet === undefined ? current.quietHours : quiet;
    await tx.execute(
      sql`insert into notification_preferences (user_id, channels, quiet_start, quiet_end)
          values (${userId}, ${JSON.stringify(channels)}::jsonb, ${hours?.start ?? null}, ${hours?.end ?? null})
          on conflict (user_id) do update set channels = excluded.channels, quiet_start = excluded.quiet_start,
                                              quiet_end = excluded.quiet_end, updated_at = now()`,
    );
  });
  return getPreferences(db, userId);
}
