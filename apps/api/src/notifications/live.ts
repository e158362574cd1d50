import type { Notification } from '@sangam/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { LIVE_CHANNEL } from './announce';
import { notificationById, unreadCount } from './inbox';

export interface LiveEvents {
  unread: { count: number };
  notification: Notification;
}

export type Send = <E extends keyof LiveEvents>(event: E, data: LiveEvents[E]) => void;

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

  private async hear(payload?: string): Promise<void> {
    // Without a payload the connection was lost and is back: every count may be stale.
    if (!payload) {
      await Promise.all([...this.streams.keys()].map((userId) => this.push(userId, null)));
      return;
    }
    const { user, item } = JSON.parse(payload) as { user: number; item: number | null };
    if (this.streams.has(user)) await this.push(user, item);
  }

  private async push(userId: number, itemId: number | null): Promise<void> {
    const db = this.database.db;
    const [count, item] = await Promise.all([
      unreadCount(db, userId),
      itemId === null ? null : notificationById(db, userId, itemId),
    ]);
    for (const send of this.streams.get(userId) ?? []) {
      if (item) send('notification', item);
      send('unread', { count });
    }
  }
}
