import { pageQuerySchema } from './pagination';
import { z } from './zod';

/**
 * What a notification can be about (issue 23). One list for the API, which makes the texts, and the
 * web app, which shows the preferences: a kind missing here cannot be sent nor switched.
 */
export const NOTIFICATION_KINDS = [
  'forum_reply_post',
  'forum_reply_comment',
  'forum_mention',
  'forum_removed',
  'forum_banned',
  'booking_confirmed',
  'booking_changed',
  'booking_cancelled',
  'booking_reminder',
  'booking_refund',
  'waitlist_offer',
  'pooja_performed',
  'pooja_prasad_sent',
  'retreat_message',
  'practice_reminder',
  'test',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const isNotificationKind = (value: string): value is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(value);

/** A page of the inbox: 20 items, as the screen loads them. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** The most ids one "mark read" names (a page is 20; a few pages at once is plenty). */
export const NOTIFICATIONS_READ_MAX_IDS = 100;

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found.',
  idsOrAll: 'Send either "ids" or "all": true.',
  unknownKind: 'Unknown notification kind.',
  inAppAlwaysOn: 'In-app notifications cannot be switched off.',
  time: 'Enter a time as HH:MM.',
  ticket: 'This stream ticket is not valid any more: ask for a new one.',
  tooManyStreams: 'Too many open notification streams: close a tab and try again.',
} as const;

export const notificationListQuerySchema = pageQuerySchema.pick({ page: true }).extend({
  unread: z.enum(['1', 'true']).optional(),
});

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  /** The page it opens, with the reader's language first (`/hi/community/post/12#comment-40`). */
  url: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationCountSchema = z.object({ count: z.number().int().nonnegative() });

/** The answer to "send me a test notification": the item it made. */
export const notificationIdSchema = z.object({ id: z.number().int().positive() });

/** `{ids: [...]}` or `{all: true}`; which one is checked by the API, with a field message. */
export const markReadRequestSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(NOTIFICATIONS_READ_MAX_IDS).optional(),
  all: z.literal(true).optional(),
});
export type MarkReadRequest = z.infer<typeof markReadRequestSchema>;

export const channelSettingsSchema = z.object({ in_app: z.boolean(), push: z.boolean(), email: z.boolean() });
export type ChannelSettings = z.infer<typeof channelSettingsSchema>;

export const quietHoursSchema = z.object({ start: z.string(), end: z.string() });

export const notificationPreferencesSchema = z.object({
  channels: z.record(z.string(), channelSettingsSchema),
  quiet_hours: quietHoursSchema.nullable(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/**
 * The body of a PUT: checked loosely here and field by field by the API, so that an unknown kind
 * or a bad time answers with a message under its own field (`channels.<kind>`, `quiet_hours.start`).
 */
export const notificationPreferencesRequestSchema = z.object({
  channels: z.record(z.string(), channelSettingsSchema.partial()).default({}),
  quiet_hours: z.object({ start: z.string(), end: z.string() }).nullable().optional(),
});
export type NotificationPreferencesRequest = z.infer<typeof notificationPreferencesRequestSchema>;

/** A minute's right to open one's live stream (EventSource cannot send the Authorization header). */
export const streamTicketSchema = z.object({ ticket: z.string(), expires_in: z.number().int().positive() });

export const streamQuerySchema = z.object({ ticket: z.string().min(1).max(2000) });
