import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { AccessTokens } from './lib/access-tokens';
import { BackgroundTasks } from './lib/background-tasks';
import { MemoryRateLimitStore, RateLimiter } from './lib/rate-limiter';
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
}

export function createAppContext(config: Config, database: Database, log: FastifyBaseLogger): AppContext {
  const secrets = loadSecrets(config);
  return {
    config,
    database,
    db: database.db,
    secrets,
    accessTokens: new AccessTokens(secrets.jwt, config.ACCESS_TOKEN_TTL_SECONDS),
    rateLimiter: new RateLimiter(new MemoryRateLimitStore(), config.RATE_LIMITS === 'on'),
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db: database.db, log }),
    background: new BackgroundTasks(log),
    log,
  };
}
