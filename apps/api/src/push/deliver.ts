import http from 'node:http';
import https from 'node:https';
import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { AppContext } from '../context';
import { intArray, selectRows } from '../db/client';
import type { BatchOutboxHandler } from '../outbox/worker';
import { endpointAllowed } from './endpoint';
import { PUSH_TOPIC, type PushPayload } from './enqueue';

/** A push service keeps an undelivered message this long (a day: a reminder older than that is stale). */
const PUSH_TTL_SECONDS = 86_400;
/** The whole request, well inside the outbox's lease: a hung push service fails the attempt, which is retried. */
const REQUEST_TIMEOUT_MS = 30_000;

interface PushServiceAnswer {
  status: number;
  body: string;
}

/** POSTs web-push's prepared request (http only for the loopback stand-in the endpoint check allowed). */
function post(details: webpush.RequestDetails): Promise<PushServiceAnswer> {
  const url = new URL(details.endpoint);
  const transport = url.protocol === 'http:' ? http : https;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      url,
      { method: details.method, headers: details.headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (body.length < 1000) body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(details.body ?? undefined);
  });
}

/** A VAPID header is signed for this long (RFC 8292 allows up to a day) and used for many pushes. */
const VAPID_LIFETIME_SECONDS = 12 * 3600;
/** A cached header is signed afresh when less than this is left of it. */
const VAPID_RENEW_SECONDS = 3600;

/**
 * The VAPID `Authorization` header of each push service, signed once and reused until it nears its
 * end: signing it (ES256, and web-push's key conversion) cost four times the encryption of a push.
 */
function vapidHeaders(vapid: AppContext['secrets']['vapid']) {
  const cache = new Map<string, { headers: Record<string, string>; renewAt: number }>();
  return (endpoint: string): Record<string, string> => {
    const audience = new URL(endpoint).origin;
    const now = Math.floor(Date.now() / 1000);
    const cached = cache.get(audience);
    if (cached && cached.renewAt > now) return cached.headers;
    const expires = now + VAPID_LIFETIME_SECONDS;
    const headers = webpush.getVapidHeaders(
      audience,
      vapid.subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
      expires,
    ) as Record<string, string>;
    cache.set(audience, { headers, renewAt: expires - VAPID_RENEW_SECONDS });
    return headers;
  };
}

/** What RFC 8030 allows as a Topic: up to 32 characters of the URL-safe base64 alphabet. */
const TOPIC = /^[A-Za-z0-9_-]{1,32}$/;

/** Requests in flight at once from one process's batch of pushes. */
const IN_FLIGHT = 16;

interface Subscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Delivers pushes to browsers, a batch of the outbox at a time: reads the batch's subscriptions in
 * one query, encrypts each message for its browser's keys (RFC 8291, aes128gcm), signs with the
 * cached VAPID header (RFC 8292) and posts it, several at once. A push service answering 404 or 410
 * says the browser unsubscribed: the subscription is deleted and the row is done. 429, 5xx and
 * network errors are that row's error, so the outbox tries it again later with its backoff. Not in
 * a transaction: it talks to the world.
 */
export function createPushHandler(ctx: AppContext): BatchOutboxHandler {
  const signed = vapidHeaders(ctx.secrets.vapid);

  async function send(subscription: Subscription | undefined, message: PushPayload['message']) {
    // Unsubscribed since it was written: nothing to send.
    if (!subscription) return 'none' as const;
    if (!endpointAllowed(subscription.endpoint, ctx.config.PUSH_ALLOW_LOOPBACK_HTTP)) return 'gone' as const;
    const details = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(message),
      {
        headers: signed(subscription.endpoint),
        TTL: PUSH_TTL_SECONDS,
        urgency: 'normal',
        contentEncoding: 'aes128gcm',
        // A push service keeps one undelivered message per topic (RFC 8030): a phone that was off
        // gets the latest of an item, not each try of it.
        ...(message.tag && TOPIC.test(message.tag) ? { topic: message.tag } : {}),
      },
    );
    const answer = await post(details);
    if (answer.status >= 200 && answer.status < 300) return 'sent' as const;
    if (answer.status === 404 || answer.status === 410) {
      ctx.log.info({ subscription: subscription.id, status: answer.status }, 'push subscription gone');
      return 'gone' as const;
    }
    // 429, 5xx, and anything else unexpected (a 400 of a bad request is ours to fix): try again later.
    throw new Error(`push service answered ${answer.status}: ${answer.body.slice(0, 200)}`);
  }

  return {
    topic: PUSH_TOPIC,
    inTransaction: false,
    batch: true,
    async runMany(rows) {
      const payloads = rows.map((row) => row.payload as PushPayload);
      const found = await selectRows<Subscription>(
        ctx.db,
        sql`select id, endpoint, p256dh, auth from push_subscriptions where id = any(${intArray(payloads.map((p) => p.subscriptionId))})`,
      );
      const byId = new Map(found.map((s) => [s.id, s]));
      const outcomes: (unknown | null)[] = rows.map(() => null);
      const sent: number[] = [];
      const gone: number[] = [];
      let next = 0;
      const lanes = Array.from({ length: Math.min(IN_FLIGHT, rows.length) }, async () => {
        while (next < rows.length) {
          const i = next++;
          const { subscriptionId, message } = payloads[i]!;
          try {
            const result = await send(byId.get(subscriptionId), message);
            if (result === 'sent') sent.push(subscriptionId);
            if (result === 'gone') gone.push(subscriptionId);
          } catch (err) {
            outcomes[i] = err;
          }
        }
      });
      await Promise.all(lanes);
      if (gone.length) await ctx.db.execute(sql`delete from push_subscriptions where id = any(${intArray(gone)})`);
      // Known to work within the hour is enough: a festival's pushes do not each rewrite their row.
      if (sent.length)
        await ctx.db.execute(
          sql`update push_subscriptions set last_success_at = now()
              where id = any(${intArray(sent)})
                and (last_success_at is null or last_success_at < now() - interval '1 hour')`,
        );
      return outcomes;
    },
  };
}
