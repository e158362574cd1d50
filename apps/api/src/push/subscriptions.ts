import {
  DEFAULT_LANGUAGE,
  PUSH_MESSAGES,
  PUSH_SUBSCRIPTIONS_MAX,
  type PushSubscriptionRequest,
} from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Db, type Tx } from '../db/client';
import { badRequest, notFound } from '../lib/http-errors';
import { endpointAllowed } from './endpoint';
import { ownedBy, type PushOwner } from './owner';

export interface SubscribeResult {
  created: boolean;
  subscription: { id: number; endpoint: string; created_at: string };
}

/**
 * Keeps a browser's subscription for its owner. The endpoint names one browser profile, so posting
 * it again (the same person, or whoever signed in on that browser since) moves it to the caller
 * with its current keys, rather than making a second row. Its language (the page's, which a guest's
 * pushes are written in) is kept when the post does not say one.
 */
export async function subscribe(
  db: Db,
  owner: PushOwner,
  input: PushSubscriptionRequest,
  options: { allowLoopbackHttp: boolean },
): Promise<SubscribeResult> {
  if (!endpointAllowed(input.endpoint, options.allowLoopbackHttp))
    throw badRequest(PUSH_MESSAGES.endpointHttps, { endpoint: [PUSH_MESSAGES.endpointHttps] });
  return db.transaction(async (tx) => {
    // One subscribe per owner at a time, so two at once cannot both pass the limit.
    const key = 'userId' in owner ? `push:user:${owner.userId}` : `push:guest:${owner.guestUuid}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const [others] = await selectRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from push_subscriptions
          where ${ownedBy(owner)} and endpoint <> ${input.endpoint}`,
    );
    if ((others?.n ?? 0) >= PUSH_SUBSCRIPTIONS_MAX)
      throw badRequest(PUSH_MESSAGES.tooMany, { endpoint: [PUSH_MESSAGES.tooMany] });
    const userId = 'userId' in owner ? owner.userId : null;
    const guestUuid = 'guestUuid' in owner ? owner.guestUuid : null;
    const [row] = await selectRows<{ id: number; endpoint: string; created_at: Date | string; inserted: boolean }>(
      tx,
      sql`insert into push_subscriptions (user_id, guest_uuid, endpoint, p256dh, auth, language)
          values (${userId}, ${guestUuid}, ${input.endpoint}, ${input.keys.p256dh}, ${input.keys.auth},
                  ${input.language ?? DEFAULT_LANGUAGE})
          on conflict (endpoint) do update
            set user_id = excluded.user_id, guest_uuid = excluded.guest_uuid,
                p256dh = excluded.p256dh, auth = excluded.auth,
                language = coalesce(${input.language ?? null}::varchar, push_subscriptions.language)
          returning id, endpoint, created_at, (xmax = 0) as inserted`,
    );
    return {
      created: row!.inserted,
      subscription: { id: row!.id, endpoint: row!.endpoint, created_at: new Date(row!.created_at).toISOString() },
    };
  });
}

/** Removes the caller's own subscription of this endpoint; another's is not found. */
export async function unsubscribe(db: Db, owner: PushOwner, endpoint: string): Promise<void> {
  const removed = await selectRows(
    db,
    sql`delete from push_subscriptions where endpoint = ${endpoint} and ${ownedBy(owner)} returning id`,
  );
  if (removed.length === 0) throw notFound(PUSH_MESSAGES.notFound);
}

/**
 * A guest's subscriptions become the account's at sign-in, in the practice merge's transaction. An
 * account past the limit keeps its most recently working ones.
 */
export async function moveGuestSubscriptions(tx: Tx, guestUuid: string, userId: number): Promise<number> {
  const moved = await selectRows(
    tx,
    sql`update push_subscriptions set user_id = ${userId}, guest_uuid = null
        where guest_uuid = ${guestUuid} returning id`,
  );
  if (moved.length > 0)
    await tx.execute(
      sql`delete from push_subscriptions where id in (
            select id from push_subscriptions where user_id = ${userId}
            order by coalesce(last_success_at, created_at) desc, id desc
            offset ${PUSH_SUBSCRIPTIONS_MAX})`,
    );
  return moved.length;
}
