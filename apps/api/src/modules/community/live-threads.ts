import type { ThreadEvents, ThreadScores } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { intArray, selectRows, type Database, type Db } from '../../db/client';
import type { SendEvent } from '../../lib/event-stream';

/** The channel a thread's changes are announced on, to the thread streams of every API process. */
const THREADS_CHANNEL = 'threads';
/** A stream hears a post's scores at most this often: a vote storm is one event per reader per window. */
const SCORE_WINDOW_MS = 2_000;

type Announcement =
  | { post: number; comment: number; parent: number | null; author: number }
  | { post: number; kind: 'post' | 'comment'; id: number; score: number };

/** NOTIFY is transactional: heard at the commit, never after a rollback. */
async function announce(tx: Pick<Db, 'execute'>, announcement: Announcement): Promise<void> {
  await tx.execute(sql`select pg_notify(${THREADS_CHANNEL}, ${JSON.stringify(announcement)})`);
}

/** Tells the open threads of a post that a comment was added (ids only: readers fetch it as usual). */
export const announceComment = (
  tx: Pick<Db, 'execute'>,
  comment: { post: number; id: number; parent: number | null; author: number },
) => announce(tx, { post: comment.post, comment: comment.id, parent: comment.parent, author: comment.author });

/** Tells the open threads of a post that the score of the post or one of its comments is now `score`. */
export const announceScore = (
  tx: Pick<Db, 'execute'>,
  item: { post: number; kind: 'post' | 'comment'; id: number; score: number },
) => announce(tx, item);

/** One open thread stream: who reads it (null for a guest) and from which address. */
interface Reader {
  userId: number | null;
  address: string;
  send: SendEvent<ThreadEvents>;
  end: () => void;
}

/** Scores heard for one post since its last event, while its window is open. */
interface PendingScores {
  posts: Map<number, number>;
  comments: Map<number, number>;
  timer: ReturnType<typeof setTimeout> | null;
}

/**
 * The open thread streams of this process, by post (issue 26, live threads). A new comment is
 * passed on as its id to each reader except its author and those who blocked them; scores are
 * gathered per post and sent at most once per window, the latest of each item (votes on one item
 * commit one after another under its row lock, so the last heard is the newest).
 */
export class ThreadHub {
  private readonly readers = new Map<number, Set<Reader>>();
  private readonly perAddress = new Map<string, number>();
  private readonly scores = new Map<number, PendingScores>();
  private stopListening: (() => Promise<void>) | null = null;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(THREADS_CHANNEL, (payload) => {
      // Without a payload the connection was lost and is back: what was missed is not known, and the
      // page's next read of the thread shows it.
      if (!payload) return;
      this.hear(JSON.parse(payload) as Announcement).catch((err: unknown) =>
        this.log.warn({ err }, 'thread change not passed on'),
      );
    });
  }

  /** Ends every open stream (their browsers come back to another process) and stops listening. */
  async stop(): Promise<void> {
    for (const set of [...this.readers.values()]) for (const reader of [...set]) reader.end();
    for (const pending of this.scores.values()) if (pending.timer) clearTimeout(pending.timer);
    this.scores.clear();
    await this.stopListening?.();
    this.stopListening = null;
  }

  /** The thread streams open from one address in this process. */
  countOf(address: string): number {
    return this.perAddress.get(address) ?? 0;
  }

  /** Adds a reader of a post's thread; answers the function that removes it. */
  add(post: number, reader: Reader): () => void {
    let set = this.readers.get(post);
    if (!set) this.readers.set(post, (set = new Set()));
    set.add(reader);
    this.perAddress.set(reader.address, this.countOf(reader.address) + 1);
    return () => {
      if (!set.delete(reader)) return;
      const left = this.countOf(reader.address) - 1;
      if (left > 0) this.perAddress.set(reader.address, left);
      else this.perAddress.delete(reader.address);
      if (set.size === 0 && this.readers.get(post) === set) this.readers.delete(post);
    };
  }

  private async hear(announcement: Announcement): Promise<void> {
    const readers = this.readers.get(announcement.post);
    if (!readers) return;
    if ('comment' in announcement) {
      const blockers = await this.blockersOf(announcement.author, readers);
      for (const reader of readers) {
        if (reader.userId === announcement.author || (reader.userId !== null && blockers.has(reader.userId))) continue;
        reader.send('comment', { id: announcement.comment, parent: announcement.parent });
      }
      return;
    }
    const pending = this.scores.get(announcement.post);
    if (pending) {
      // A window is open: the latest score of each item goes at its end.
      (announcement.kind === 'post' ? pending.posts : pending.comments).set(announcement.id, announcement.score);
      return;
    }
    // The first vote after a quiet window goes at once, and opens a window.
    const opened: PendingScores = { posts: new Map(), comments: new Map(), timer: null };
    (announcement.kind === 'post' ? opened.posts : opened.comments).set(announcement.id, announcement.score);
    this.scores.set(announcement.post, opened);
    this.sendScores(announcement.post, opened);
  }

  /** Sends what a post's window gathered and opens the next; a window that gathered nothing closes. */
  private sendScores(post: number, pending: PendingScores): void {
    const readers = this.readers.get(post);
    if (!readers || pending.posts.size + pending.comments.size === 0) {
      this.scores.delete(post);
      return;
    }
    const toList = (items: Map<number, number>) => [...items].map(([id, score]) => ({ id, score }));
    const event: ThreadScores = { posts: toList(pending.posts), comments: toList(pending.comments) };
    for (const reader of readers) reader.send('scores', event);
    pending.posts.clear();
    pending.comments.clear();
    pending.timer = setTimeout(() => this.sendScores(post, pending), SCORE_WINDOW_MS);
  }

  /** Those among the signed-in readers who blocked the author: they never hear of the author's comments. */
  private async blockersOf(author: number, readers: Set<Reader>): Promise<Set<number>> {
    const people = new Set<number>();
    for (const { userId } of readers) if (userId !== null && userId !== author) people.add(userId);
    if (people.size === 0) return new Set();
    const rows = await selectRows<{ blocker_id: number }>(
      this.database.db,
      sql`select blocker_id from user_blocks where blocked_id = ${author} and blocker_id = any(${intArray([...people])})`,
    );
    return new Set(rows.map((r) => r.blocker_id));
  }
}
