import {
  isNotificationKind,
  NOTIFICATION_KINDS,
  NOTIFICATION_MESSAGES,
  type ChannelSettings,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationPreferencesRequest,
} from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { intArray, selectRows, type Db } from '../db/client';
import { badRequest } from '../lib/http-errors';

type Reader = Pick<Db, 'execute'>;

/** Mail is on by default for bookings (people expect their confirmation), off for the forum. */
const EMAIL_BY_DEFAULT: Record<NotificationKind, boolean> = {
  forum_reply_post: false,
  forum_reply_comment: false,
  forum_mention: false,
  forum_removed: false,
  forum_banned: false,
  booking_confirmed: true,
  booking_changed: true,
  booking_cancelled: true,
  booking_reminder: true,
  booking_refund: true,
  waitlist_offer: true,
  pooja_performed: true,
  pooja_prasad_sent: true,
  retreat_message: true,
  practice_reminder: true,
  test: false,
};

const defaultChannels = (kind: NotificationKind): ChannelSettings => ({
  in_app: true,
  push: true,
  email: EMAIL_BY_DEFAULT[kind],
});

export interface Preferences {
  channels: Record<NotificationKind, ChannelSettings>;
  quietHours: { start: string; end: string } | null;
}

interface PreferenceRow {
  user_id: number;
  channels: Record<string, Partial<ChannelSettings>>;
  quiet_start: string | null;
  quiet_end: string | null;
}

/** Their choices over the defaults; in-app is on whatever was stored. */
function preferencesFrom(row: PreferenceRow | undefined): Preferences {
  const chosen = row?.channels ?? {};
  const channels = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, { ...defaultChannels(kind), ...chosen[kind], in_app: true }]),
  ) as Record<NotificationKind, ChannelSettings>;
  const quietHours = row?.quiet_start && row.quiet_end ? { start: row.quiet_start, end: row.quiet_end } : null;
  return { channels, quietHours };
}

/**
 * Each person's channels for every kind and quiet hours, in one query for many (a festival's
 * thousands): the one place the push and mail steps read them from.
 */
export async function preferencesOfMany(db: Reader, userIds: number[]): Promise<Map<number, Preferences>> {
  const ids = [...new Set(userIds)];
  const rows = ids.length
    ? await selectRows<PreferenceRow>(
        db,
        sql`select user_id, channels, quiet_start, quiet_end from notification_preferences
            where user_id = any(${intArray(ids)})`,
      )
    : [];
  const byUser = new Map(rows.map((row) => [row.user_id, row]));
  return new Map(ids.map((id) => [id, preferencesFrom(byUser.get(id))]));
}

async function preferencesOf(db: Reader, userId: number): Promise<Preferences> {
  return (await preferencesOfMany(db, [userId])).get(userId)!;
}

/** Whether a person takes mail of a kind: the mails their causes write ask this first. */
export async function wantsMail(db: Reader, userId: number, kind: NotificationKind): Promise<boolean> {
  return (await preferencesOf(db, userId)).channels[kind].email;
}

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
