import http from 'node:http';
import https from 'node:https';
import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { AppContext } from '../context';
import { selectRows } from '../db/client';
import type { OutboxHandler } from '../outbox/worker';
import { endpointAllowed } from './endpoint';
import { PUSH_TOPIC, type PushPayload } from './enqueue';

/** A push service keeps an undelivered message this long (a day: a reminder older than that is stale). */
export const PUSH_TTL_SECONDS = 86_400;
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

/**
 * Delivers one push to one browser: encrypts the message for its keys (RFC 8291, aes128gcm), signs
 * the VAPID header (RFC 8292), and posts it. A push service answering 404 or 410 says the browser
 * unsubscribed: the subscription is deleted and the row is done. 429, 5xx and network errors throw,
 * so the outbox tries again later with its backoff. Not in a transaction: it talks to the world.
 */
export function createPushHandler(ctx: AppContext): OutboxHandler {
  const { vapid } = ctx.secrets;
  return {
    topic: PUSH_TOPIC,
    inTransaction: false,
    async run(payload: PushPayload) {
      const [subscription] = await selectRows<{ endpoint: string; p256dh: string; auth: string }>(
        ctx.db,
        sql`select endpoint, p256dh, auth from push_subscriptions where id = ${payload.subscriptionId}`,
      );
      // Unsubscribed since it was written: nothing to send.
      if (!subscription) return;
      if (!endpointAllowed(subscription.endpoint, ctx.config.PUSH_ALLOW_LOOPBACK_HTTP)) {
        await ctx.db.execute(sql`delete from push_subscriptions where id = ${payload.subscriptionId}`);
        return;
      }
      const details = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(payload.message),
        {
          vapidDetails: vapid,
          TTL: PUSH_TTL_SECONDS,
          urgency: 'normal',
          contentEncoding: 'aes128gcm',
        },
      );
      const answer = await post(details);
      if (answer.status >= 200 && answer.status < 300) {
        await ctx.db.execute(
          sql`update push_subscriptions set last_success_at = now() where id = ${payload.subscriptionId}`,
        );
        return;
      }
      if (answer.status === 404 || answer.status === 410) {
        await ctx.db.execute(sql`delete from push_subscriptions where id = ${payload.subscriptionId}`);
        ctx.log.info({ subscription: payload.subscriptionId, status: answer.status }, 'push subscription gone');
        return;
      }
      // 429, 5xx, and anything else unexpected (a 400 of a bad request is ours to fix): try again later.
      throw new Error(`push service answered ${answer.status}: ${answer.body.slice(0, 200)}`);
    },
  };
}
