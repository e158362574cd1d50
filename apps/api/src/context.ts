import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { AccessTokens } from './lib/access-tokens';
import { MemoryRateLimitStore, RateLimiter, type RateLimitStore } from './lib/rate-limiter';
import { RedisRateLimitStore } from './lib/redis-rate-limit-store';
import { loadSecrets, type Secrets } from './lib/secrets';
import { ThreadHub } from './modules/community/live-threads';
import { SharedLists } from './modules/community/shared-lists';
import { PanchangCalendar } from './modules/panchang/calendar';
import { LiveHub } from './notifications/live';
import { outboxHandlers } from './outbox/handlers';
import { OutboxWorker } from './outbox/worker';

/** The services every module works with, made once per server. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  secrets: Secrets;
  accessTokens: AccessTokens;
  rateLimiter: RateLimiter;
  /** Delivers mail (and later push) written by enqueue() in the transactions of their causes. */
  outbox: OutboxWorker;
  /** This process's live notification streams, fed by NOTIFY from every process. */
  live: LiveHub;
  /** This process's live thread streams (issue 26), fed by NOTIFY from every process. */
  threads: ThreadHub;
  log: FastifyBaseLogger;
  /** Shared state of several server processes (rate limits, event de-duplication), when configured. */
  redis: Redis | null;
  /** The calendar's answers, computed in worker threads and kept (modules/panchang). */
  panchang: PanchangCalendar;
  /** The forum's lists as guests share them for a moment (issue 26). */
  sharedLists: SharedLists;
  close(): Promise<void>;
}

export function createAppContext(config: Config, database: Database, log: FastifyBaseLogger): AppContext {
  const secrets = loadSecrets(config);
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
    : null;
  // Errors are reported where Redis is used; this only keeps a lost connection from crashing the process.
  redis?.on('error', () => {});
  const store: RateLimitStore = redis
    ? new RedisRateLimitStore(redis, (err) => log.warn({ err }, 'rate limit store unavailable: limit not applied'))
    : new MemoryRateLimitStore();
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    secrets,
    accessTokens: new AccessTokens(secrets.jwt, config.ACCESS_TOKEN_TTL_SECONDS),
    rateLimiter: new RateLimiter(store, config.RATE_LIMITS === 'on'),
    // Made below: its handlers need the context itself.
    outbox: null as unknown as OutboxWorker,
    live: new LiveHub(database, log),
    threads: new ThreadHub(database, log),
    log,
    redis,
    // Made below: it reads the limiter and Redis from the context.
    panchang: null as unknown as PanchangCalendar,
    sharedLists: new SharedLists(config.LISTS_CACHE_MS, redis, log),
    async close() {
      await ctx.outbox.stop();
      await ctx.panchang.close();
      await ctx.live.stop();
      await ctx.threads.stop();
      // quit() waits for a server that may be gone; then dropping the connection is enough.
      if (redis?.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis?.disconnect();
    },
  };
  ctx.outbox = new OutboxWorker(database, outboxHandlers(ctx), log, { leaseSeconds: config.OUTBOX_LEASE_SECONDS });
  ctx.panchang = new PanchangCalendar(ctx);
  return ctx;
}
