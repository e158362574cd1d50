import { LANGUAGES } from './languages';
import { z } from './zod';

/** The most browsers one account (or one guest) keeps subscribed: more is a bug or abuse, not a person. */
export const PUSH_SUBSCRIPTIONS_MAX = 20;
/** A push service's address is a URL of its own; the longest real ones are well under this. */
export const PUSH_ENDPOINT_MAX_LENGTH = 2000;

export const PUSH_MESSAGES = {
  noOwner: 'Sign in, or send your guest id, to receive notifications on this device.',
  endpointHttps: 'The endpoint must be an https:// address of a push service.',
  endpointUrl: 'The endpoint must be an absolute URL.',
  endpointLong: `The endpoint must be at most ${PUSH_ENDPOINT_MAX_LENGTH} characters.`,
  p256dh: "Send the browser's p256dh key: base64url of a 65-byte uncompressed P-256 point.",
  auth: "Send the browser's auth secret: base64url of 16 bytes.",
  tooMany: `At most ${PUSH_SUBSCRIPTIONS_MAX} devices can receive notifications; remove one first.`,
  notFound: 'No such subscription.',
  language: `The language must be one of ${LANGUAGES.join(', ')}.`,
} as const;

/** Bytes of a base64url text, or -1 when it is not base64url (padding is tolerated, as browsers differ). */
export function base64urlLength(text: string): number {
  const bare = text.replace(/=+$/, '');
  if (!/^[A-Za-z0-9_-]*$/.test(bare) || bare.length % 4 === 1) return -1;
  return Math.floor((bare.length * 3) / 4);
}

export const pushPublicKeySchema = z.object({
  /** The server's VAPID public key, base64url: the browser's `applicationServerKey`. */
  key: z.string(),
});

/** The browser's `PushSubscription.toJSON()`, as it sends it. */
export const pushSubscriptionRequestSchema = z.object({
  endpoint: z
    .url({ message: PUSH_MESSAGES.endpointUrl })
    .max(PUSH_ENDPOINT_MAX_LENGTH, { message: PUSH_MESSAGES.endpointLong }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().refine((key) => base64urlLength(key) === 65 && key.startsWith('B'), PUSH_MESSAGES.p256dh),
    auth: z.string().refine((key) => base64urlLength(key) === 16, PUSH_MESSAGES.auth),
  }),
  /**
   * The page's language: what this browser's pushes are written in when its owner has no profile
   * (a guest's reminder). Not part of the browser's JSON; the app adds it. Absent: 'en' for a new
   * subscription, the one kept for a browser posted again.
   */
  language: z.enum(LANGUAGES, { message: PUSH_MESSAGES.language }).optional(),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;

export const pushSubscriptionSchema = z.object({
  id: z.number().int(),
  endpoint: z.string(),
  created_at: z.string(),
});

export const pushUnsubscribeRequestSchema = z.object({
  endpoint: z.string().min(1).max(PUSH_ENDPOINT_MAX_LENGTH),
});
