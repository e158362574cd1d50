import type { Notification } from '@sangam/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { SendEvent } from '../lib/event-stream';
import { LIVE_CHANNEL } from './announce';
import { notificationsByIds, unreadCounts } from './inbox';

export interface LiveEvents {
  unread: { count: number };
  notification: Notification;
}

type Send = SendEvent<LiveEvents>;

/**
 * The open streams of this process, by person. Each announcement is read once per person however
 * many tabs they have open (one count and one item query), then written to each of their streams.
 */
export class LiveHub {
  private readonly streams = new Map<number, Set<Send>>();
  /** How to end each open stream, for a server that is closing. */
  private readonly enders = new Set<() => void>();
  private stopListening: (() => Promise<void>) | null = null;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(LIVE_CHANNEL, (payload) => {
      this.hear(payload).catch((err: unknown) => this.log.warn({ err }, 'live notification not passed on'));
    });
  }

  /** Ends every open stream (their browsers come back to another process) and stops listening. */
  async stop(): Promise<void> {
    for (const end of [...this.enders]) end();
    await this.stopListening?.();
    this.stopListening = null;
  }

  /** A person's open streams in this process. */
  countOf(userId: number): number {
    return this.streams.get(userId)?.size ?? 0;
  }

  /** Adds a stream and how to end it; answers the function that removes it. */
  add(userId: number, send: Send, end: () => void): () => void {
    let set = this.streams.get(userId);
    if (!set) this.streams.set(userId, (set = new Set()));
    set.add(send);
    this.enders.add(end);
    return () => {
      set.delete(send);
      this.enders.delete(end);
      if (set.size === 0 && this.streams.get(userId) === set) this.streams.delete(userId);
    };
  }

  /** People whose inbox changed, with their new items, gathered until the next flush. */
  private pending = new Map<number, number[]>();
  private flushing: Promise<void> | null = null;

  private async hear(payload?: string): Promise<void> {
    // Without a payload the connection was lost and is back: every count may be stale.
    if (!payload) {
      for (const userId of this.streams.keys()) if (!this.pending.has(userId)) this.pending.set(userId, []);
    } else {
      const { user, item } = JSON.parse(payload) as { user: number; item: number | null };
      if (!this.streams.has(user)) return;
      const items = this.pending.get(user) ?? [];
      if (item !== null) items.push(item);
      this.pending.set(user, items);
    }
    // A festival's thousands arrive together: they are read in two queries, not two each. What
    // arrives during a flush waits for the next round of the same loop.
    this.flushing ??= (async () => {
      while (this.pending.size > 0) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        await this.flush();
      }
    })().finally(() => (this.flushing = null));
    await this.flushing;
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
    const db = this.database.db;
    const [counts, items] = await Promise.all([
      unreadCounts(db, [...batch.keys()]),
      notificationsByIds(db, [...batch.values()].flat()),
    ]);
    for (const [userId, itemIds] of batch) {
      for (const send of this.streams.get(userId) ?? []) {
        for (const id of itemIds) {
          const item = items.get(id);
          if (item) send('notification', item);
        }
        send('unread', { count: counts.get(userId) ?? 0 });
      }
    }
  }
}
