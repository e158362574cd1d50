import { sql, type SQL } from 'drizzle-orm';

/** Whose a subscription is: an account, or a guest's generated id before sign-in. */
export type PushOwner = { userId: number } | { guestUuid: string };

/** The SQL condition "belongs to this owner" on push_subscriptions. */
export function ownedBy(owner: PushOwner): SQL {
  return 'userId' in owner ? sql`user_id = ${owner.userId}` : sql`guest_uuid = ${owner.guestUuid}`;
}
