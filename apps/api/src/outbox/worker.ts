import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { intArray, selectRows, type Database, type Db, type Tx } from '../db/client';
import { OUTBOX_CHANNEL } from './enqueue';

/** Minutes to wait after each failed attempt: six attempts over an hour, then the row is given up. */
export const RETRY_BACKOFF_MINUTES = [1, 2, 5, 15, 40] as const;
export const MAX_ATTEMPTS = RETRY_BACKOFF_MINUTES.length + 1;

export interface OutboxRow {
  id: number;
  topic: string;
  payload: unknown;
  attempts: number;
}

/**
 * How a topic is delivered. `inTransaction` handlers only write to the database (a notice made into
 * its mails, a mail into the sink table): they run in the transaction that marks the row sent, so
 * they happen exactly once. The others talk to the world (SMTP, a push service) and the row is
 * marked after they return: a process that dies in between delivers again, so such a handler must
 * be quick next to the lease.
 */
export type OutboxHandler =
  | { topic: string; inTransaction: true; run(tx: Tx, payload: never, row: OutboxRow): Promise<void> }
  | { topic: string; inTransaction: false; run(payload: never, row: OutboxRow): Promise<void> }
  | BatchOutboxHandler;

/**
 * A handler that talks to the world for many rows at once (a festival's pushes): it answers, for
 * each row in order, null when it was delivered or the error it met. The delivered rows are marked
 * in one statement, so a push costs its request rather than a round trip to the database as well.
 */
export interface BatchOutboxHandler {
  topic: string;
  inTransaction: false;
  batch: true;
  runMany(rows: OutboxRow[]): Promise<(unknown | null)[]>;
}

const isBatch = (handler: OutboxHandler | undefined): handler is BatchOutboxHandler =>
  handler !== undefined && 'batch' in handler;

export interface OutboxWorkerOptions {
  /** How long a claim holds a row; past it a crashed worker's rows are claimed again. */
  leaseSeconds?: number;
  /** Looks for due rows this often besides the NOTIFY wake-up (retries, ends of quiet hours). */
  pollMs?: number;
  batchSize?: number;
  /** Rows delivered at once within a batch. */
  concurrency?: number;
}

/**
 * Delivers the outbox: claims due rows with FOR UPDATE SKIP LOCKED (so several processes share the
 * work and never take one row together), hands each to its topic's handler, marks it sent, or
 * schedules the next attempt with its error. Woken by the NOTIFY of each enqueueing commit.
 */
export class OutboxWorker {
  private readonly handlers: Map<string, OutboxHandler>;
  private readonly leaseSeconds: number;
  private readonly pollMs: number;
  private readonly batchSize: number;
  private readonly concurrency: number;
  private running: Promise<void> | null = null;
  private again = false;
  private stopListening: (() => Promise<void>) | null = null;
  private poll: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly database: Pick<Database, 'db' | 'kind' | 'listen'>,
    handlers: OutboxHandler[],
    private readonly log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
    options: OutboxWorkerOptions = {},
  ) {
    this.handlers = new Map(handlers.map((h) => [h.topic, h]));
    this.leaseSeconds = options.leaseSeconds ?? 120;
    this.pollMs = options.pollMs ?? 10_000;
    this.batchSize = options.batchSize ?? 100;
    this.concurrency = options.concurrency ?? 8;
  }

  async start(): Promise<void> {
    // The embedded database belongs to this one process (its folder's lock): a claim found at start
    // was left by a process that died, and need not wait out its lease.
    if (this.database.kind === 'pglite')
      await this.database.db.execute(sql`update outbox set claimed_until = null where sent_at is null`);
    this.stopListening = await this.database.listen(OUTBOX_CHANNEL, () => this.wake());
    this.poll = setInterval(() => this.wake(), this.pollMs);
    this.poll.unref();
    this.wake();
  }

  /** Stops taking rows and waits for those in hand; what is left waits for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.poll);
    await this.stopListening?.().catch(() => {});
    await this.running;
  }

  /** Delivers what is due now (one pass at a time; a wake-up during a pass asks for another). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.passes().finally(() => (this.running = null));
  }

  /**
   * Delivers everything due, including what the deliveries themselves write (a notice's mails), then
   * answers: tests read the sink after it. It runs as the one pass in hand, so a wake-up meanwhile
   * asks it for another round instead of starting a second loop that could outlive it.
   */
  async drain(): Promise<void> {
    while (this.running) await this.running;
    this.running = (async () => {
      do {
        this.again = false;
        while ((await this.pass()) > 0);
      } while (this.again);
    })().finally(() => (this.running = null));
    await this.running;
  }

  private async passes(): Promise<void> {
    do {
      this.again = false;
      try {
        while ((await this.pass()) > 0 && !this.stopped);
      } catch (err) {
        // The database is away: the next wake-up or poll tries again.
        this.log.warn({ err }, 'outbox pass failed');
      }
    } while (this.again && !this.stopped);
  }

  /** One batch: claims, delivers, answers how many rows it claimed. */
  private async pass(): Promise<number> {
    const rows = await selectRows<OutboxRow>(
      this.database.db,
      sql`update outbox set claimed_until = now() + make_interval(secs => ${this.leaseSeconds}),
                            attempts = attempts + 1
          where id in (select id from outbox
                       where sent_at is null and failed_at is null and available_at <= now()
                         and (claimed_until is null or claimed_until < now())
                       order by available_at, id
                       limit ${this.batchSize}
                       for update skip locked)
          returning id, topic, payload, attempts`,
    );
    rows.sort((a, b) => a.id - b.id);
    const groups = new Map<BatchOutboxHandler, OutboxRow[]>();
    const single: OutboxRow[] = [];
    for (const row of rows) {
      const handler = this.handlers.get(row.topic);
      if (isBatch(handler)) groups.set(handler, [...(groups.get(handler) ?? []), row]);
      else single.push(row);
    }
    let next = 0;
    const lanes = Array.from({ length: Math.min(this.concurrency, single.length) }, async () => {
      while (next < single.length) await this.deliver(single[next++]!);
    });
    await Promise.all([...lanes, ...[...groups].map(([handler, group]) => this.deliverMany(handler, group))]);
    return rows.length;
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const handler = this.handlers.get(row.topic);
    try {
      if (!handler || isBatch(handler)) throw new Error(`no handler for outbox topic ${row.topic}`);
      if (handler.inTransaction) {
        await this.database.db.transaction(async (tx) => {
          // Marked first, under the row's lock: a worker whose lease ran out finds it already sent.
          const mine = await selectRows(
            tx,
            sql`update outbox set sent_at = now(), claimed_until = null
                where id = ${row.id} and sent_at is null returning id`,
          );
          if (mine.length) await handler.run(tx, row.payload as never, row);
        });
      } else {
        await handler.run(row.payload as never, row);
        await this.database.db.execute(
          sql`update outbox set sent_at = now(), claimed_until = null where id = ${row.id} and sent_at is null`,
        );
      }
    } catch (err) {
      await this.failed(row, err).catch((markErr: unknown) =>
        // The lease runs out and the row is tried again: nothing is lost.
        this.log.warn({ err: markErr, outbox: row.id }, 'outbox row could not be marked failed'),
      );
    }
  }

  private async deliverMany(handler: BatchOutboxHandler, rows: OutboxRow[]): Promise<void> {
    let outcomes: (unknown | null)[];
    try {
      outcomes = await handler.runMany(rows);
    } catch (err) {
      outcomes = rows.map(() => err);
    }
    const delivered = rows.filter((_, i) => outcomes[i] == null).map((row) => row.id);
    if (delivered.length)
      await this.database.db
        .execute(
          sql`update outbox set sent_at = now(), claimed_until = null
              where id = any(${intArray(delivered)}) and sent_at is null`,
        )
        .catch((err: unknown) =>
          // Their lease runs out and they go again: at least once, as for any send that outlives its mark.
          this.log.warn({ err, topic: handler.topic }, 'delivered outbox rows could not be marked sent'),
        );
    for (const [i, row] of rows.entries()) {
      if (outcomes[i] == null) continue;
      await this.failed(row, outcomes[i]).catch((markErr: unknown) =>
        this.log.warn({ err: markErr, outbox: row.id }, 'outbox row could not be marked failed'),
      );
    }
  }

  private async failed(row: OutboxRow, err: unknown): Promise<void> {
    const message = err instanceof Error ? err.message : String(err);
    const last = row.attempts >= MAX_ATTEMPTS;
    const waitMinutes = RETRY_BACKOFF_MINUTES[Math.min(row.attempts, RETRY_BACKOFF_MINUTES.length) - 1] ?? 1;
    this.log.error({ err, outbox: row.id, topic: row.topic, attempts: row.attempts, last }, 'outbox delivery failed');
    await this.database.db.execute(
      last
        ? sql`update outbox set failed_at = now(), claimed_until = null, last_error = ${message} where id = ${row.id}`
        : sql`update outbox set claimed_until = null, last_error = ${message},
                                available_at = now() + make_interval(mins => ${waitMinutes})
              where id = ${row.id}`,
    );
  }
}

/** Sent rows are kept a week for the operator, then deleted so the table does not grow forever. */
export async function pruneSentOutbox(db: Pick<Db, 'execute'>, keepDays = 7): Promise<void> {
  await db.execute(sql`delete from outbox where sent_at < now() - make_interval(days => ${keepDays})`);
}
