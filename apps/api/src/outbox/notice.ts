import type { AppContext } from '../context';
import type { Db, Tx } from '../db/client';
import { enqueue } from './enqueue';
import type { OutboxHandler } from './worker';

/**
 * A change that people are to be told of (a booking confirmed, a reminder due). The change's
 * transaction writes the notice; the outbox worker later makes it into mails (and pushes) from the
 * data as committed, in a transaction of its own that also marks the notice done: each mail is
 * written once, and then delivered with retries of its own.
 */
export interface Notice<P> {
  topic: string;
  enqueue(tx: Pick<Db, 'insert' | 'execute'>, payload: P, options?: { dedupeKey?: string }): Promise<number>;
  handler(ctx: AppContext): OutboxHandler;
}

export function defineNotice<P>(
  topic: string,
  expand: (ctx: AppContext, tx: Tx, payload: P) => Promise<unknown>,
): Notice<P> {
  return {
    topic,
    enqueue: (tx, payload, options = {}) => enqueue(tx, { topic, payload, dedupeKey: options.dedupeKey }),
    handler: (ctx) => ({
      topic,
      inTransaction: true,
      run: async (tx: Tx, payload: P) => {
        await expand(ctx, tx, payload);
      },
    }),
  };
}

/**
 * The mails of one booking of a kind about an event (booked, cancelled, …), stamped with when the
 * change happened: the hold's minutes left and a calendar file's version count from it, not from
 * the delivery.
 */
export function defineBookingNotice<E extends string, O extends object>(
  topic: string,
  mail: (ctx: AppContext, tx: Tx, bookingId: number, event: E, options: O & { at: string }) => Promise<unknown>,
) {
  type Payload = O & { bookingId: number; event: E; at: string };
  const notice = defineNotice<Payload>(topic, (ctx, tx, payload) =>
    mail(ctx, tx, payload.bookingId, payload.event, payload),
  );
  /** Notes, in the change's transaction, that the booking's sides are to be mailed about `event`. */
  const enqueueMails = (
    tx: Pick<Db, 'insert' | 'execute'>,
    bookingId: number,
    event: E,
    options: O & { at?: Date } = {} as O,
  ): Promise<number> => {
    const { at = new Date(), ...rest } = options;
    return notice.enqueue(tx, { ...(rest as O), bookingId, event, at: at.toISOString() } as Payload);
  };
  return { notice, enqueue: enqueueMails };
}
