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
