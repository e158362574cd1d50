import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { selectRows, type Database } from '../src/db/client';
import { enqueueMail } from '../src/mail/mailer';
import { enqueue } from '../src/outbox/enqueue';
import { outboxHandlers } from '../src/outbox/handlers';
import { MAX_ATTEMPTS, OutboxWorker, RETRY_BACKOFF_MINUTES, type OutboxHandler } from '../src/outbox/worker';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let database: Database;
const silent = { error: () => {}, warn: () => {} };

beforeAll(async () => {
  ctx = await createTestContext();
  database = ctx.database;
});
afterAll(() => ctx.close());
beforeEach(async () => {
  // The app's own worker would deliver these test topics too (as unknown ones): stop it for this file.
  await ctx.app.ctx.outbox.stop();
  await database.db.execute(sql`delete from outbox`);
});

/** A handler of a test topic that remembers what it delivered, by payload. */
function recorder(topic: string, inTransaction = false) {
  const delivered: number[] = [];
  const handler: OutboxHandler = inTransaction
    ? { topic, inTransaction: true, run: async (_tx, payload: { n: number }) => void delivered.push(payload.n) }
    : { topic, inTransaction: false, run: async (payload: { n: number }) => void delivered.push(payload.n) };
  return { handler, delivered };
}

const rows = (topic: string) =>
  selectRows<{
    attempts: number;
    sent_at: Date | null;
    failed_at: Date | null;
    last_error: string | null;
    wait: number;
  }>(
    database.db,
    sql`select attempts, sent_at, failed_at, last_error,
               extract(epoch from available_at - now())::int as wait
        from outbox where topic = ${topic} order by id`,
  );

describe('the outbox', () => {
  it('delivers what a committed transaction wrote, once, and nothing of a rolled-back one', async () => {
    const { handler, delivered } = recorder('test_commit', true);
    const worker = new OutboxWorker(database, [handler], silent);
    await database.db.transaction((tx) => enqueue(tx, { topic: 'test_commit', payload: { n: 1 } }));
    await expect(
      database.db.transaction(async (tx) => {
        await enqueue(tx, { topic: 'test_commit', payload: { n: 2 } });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    await worker.drain();
    await worker.drain();
    expect(delivered).toEqual([1]);
    expect((await rows('test_commit')).map((r) => r.sent_at !== null)).toEqual([true]);
  });

  it('writes one row per dedupe key, however often it is asked', async () => {
    const item = { topic: 'test_dedupe', payload: { n: 1 }, dedupeKey: 'reminder:7:2026-11-29' };
    expect(await enqueue(database.db, item)).toBe(1);
    expect(await enqueue(database.db, item)).toBe(0);
    expect(await rows('test_dedupe')).toHaveLength(1);
  });

  it('retries a failed delivery later, keeps the error, and gives up after the last attempt', async () => {
    let tries = 0;
    const failing: OutboxHandler = {
      topic: 'test_fail',
      inTransaction: false,
      run: async () => {
        tries++;
        throw new Error('421 the mail server is busy');
      },
    };
    const worker = new OutboxWorker(database, [failing], silent);
    await enqueue(database.db, { topic: 'test_fail', payload: {} });
    await worker.drain();
    let [row] = await rows('test_fail');
    expect(row).toMatchObject({
      attempts: 1,
      sent_at: null,
      failed_at: null,
      last_error: '421 the mail server is busy',
    });
    // The next attempt waits (a minute after the first failure), so draining now does nothing.
    expect(row!.wait).toBeGreaterThanOrEqual(RETRY_BACKOFF_MINUTES[0] * 60 - 5);
    await worker.drain();
    expect(tries).toBe(1);

    // Each wait over, until the last attempt fails: then the row is given up, not tried again.
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      await database.db.execute(sql`update outbox set available_at = now() where topic = 'test_fail'`);
      await worker.drain();
    }
    [row] = await rows('test_fail');
    expect(tries).toBe(MAX_ATTEMPTS);
    expect(row).toMatchObject({ attempts: MAX_ATTEMPTS, sent_at: null });
    expect(row!.failed_at).not.toBeNull();
    await database.db.execute(sql`update outbox set available_at = now() where topic = 'test_fail'`);
    await worker.drain();
    expect(tries).toBe(MAX_ATTEMPTS);
    // Five waits that add up to more than an hour: a mail server down for an hour loses nothing.
    expect(RETRY_BACKOFF_MINUTES.reduce((a, b) => a + b, 0)).toBeGreaterThan(60);
  });

  it('shares the work between workers and delivers every row exactly once', async () => {
    const one = recorder('test_share');
    const two = recorder('test_share');
    const first = new OutboxWorker(database, [one.handler], silent, { batchSize: 7 });
    const second = new OutboxWorker(database, [two.handler], silent, { batchSize: 7 });
    await enqueue(
      database.db,
      Array.from({ length: 120 }, (_, n) => ({ topic: 'test_share', payload: { n } })),
    );
    await Promise.all([first.drain(), second.drain()]);
    const all = [...one.delivered, ...two.delivered].sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: 120 }, (_, n) => n));
  });

  it('delivers again, after the lease, what a worker claimed and never finished', async () => {
    // The first worker claims the row and never returns: a process killed between claim and send.
    let claimed!: () => void;
    const claimedNow = new Promise<void>((resolve) => (claimed = resolve));
    const stuck = new OutboxWorker(
      database,
      [{ topic: 'test_lease', inTransaction: false, run: () => (claimed(), new Promise<void>(() => {})) }],
      silent,
      { leaseSeconds: 1 },
    );
    const { handler, delivered } = recorder('test_lease');
    const rescuer = new OutboxWorker(database, [handler], silent, { leaseSeconds: 1 });
    await enqueue(database.db, { topic: 'test_lease', payload: { n: 7 } });
    void stuck.drain();
    await claimedNow;
    await rescuer.drain();
    expect(delivered).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    await rescuer.drain();
    await rescuer.drain();
    expect(delivered).toEqual([7]);
    expect(await rows('test_lease')).toMatchObject([{ attempts: 2 }]);
  });

  it('is woken by the commit that writes a row, without polling', async () => {
    const { handler, delivered } = recorder('test_wake');
    const worker = new OutboxWorker(database, [handler], silent, { pollMs: 3_600_000 });
    await worker.start();
    try {
      await database.db.transaction((tx) => enqueue(tx, { topic: 'test_wake', payload: { n: 3 } }));
      const until = Date.now() + 10_000;
      while (delivered.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      expect(delivered).toEqual([3]);
    } finally {
      await worker.stop();
    }
  });

  it('without SMTP_URL, a mail lands in the mail_outbox table once', async () => {
    const worker = new OutboxWorker(database, outboxHandlers(ctx.app.ctx), silent);
    await database.db.transaction((tx) =>
      enqueueMail(tx, { to: 'meera@example.test', subject: 'Hari Om', text: 'Hari Om', html: '<p>Hari Om</p>' }),
    );
    await worker.drain();
    await worker.drain();
    const sent = await selectRows<{ recipient: string }>(
      database.db,
      sql`select recipient from mail_outbox where subject = 'Hari Om'`,
    );
    expect(sent).toEqual([{ recipient: 'meera@example.test' }]);
  });
});
