import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { AccessTokens } from './lib/access-tokens';
import { BackgroundTasks } from './lib/background-tasks';
import { MemoryRateLimitStore, RateLimiter, type RateLimitStore } from './lib/rate-limiter';
import { RedisRateLimitStore } from './lib/redis-rate-limit-store';
import { loadSecrets, type Secrets } from './lib/secrets';
import { createMailer, type Mailer } from './mail/mailer';

/** The services every module works with, made once per server. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  secrets: Secrets;
  accessTokens: AccessTokens;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  background: BackgroundTasks;
  log: FastifyBaseLogger;
  /** Shared state of several server processes (rate limits, event de-duplication), when configured. */
  redis: Redis | null;
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
  const background = new BackgroundTasks(log);
  return {
    config,
    database,
    db: database.db,
    secrets,
    accessTokens: new AccessTokens(secrets.jwt, config.ACCESS_TOKEN_TTL_SECONDS),
    rateLimiter: new RateLimiter(store, config.RATE_LIMITS === 'on'),
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db: database.db, log }),
    background,
    log,
    redis,
    async close() {
      await background.drain();
      // quit() waits for a server that may be gone; then dropping the connection is enough.
      if (redis?.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis?.disconnect();
    },
  };
}
