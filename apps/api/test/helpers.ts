import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type App } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';

export interface TestContext {
  app: App;
  database: Database;
  /** The PostgreSQL server database of this file (null on PGlite), for a second app instance. */
  databaseUrl: string | null;
  config: Config;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL (CI runs the suite both ways).
 */
export async function openTestDatabase(): Promise<{ database: Database; url: string | null; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    return { database, url: null, drop: async () => {} };
  }
  const name = `sangam_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 5 });
  await database.migrate();
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestContextOptions {
  env?: Record<string, string>;
  /** Extra routes for tests of shared mechanisms (error answers, limits), added before ready(). */
  beforeReady?: (app: App) => void | Promise<void>;
}

export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    JWT_SECRET: 'test-secret-that-is-long-enough-to-sign-tokens',
    ...options.env,
  });
  const { database, url, drop } = await openTestDatabase();
  const app = await buildApp({ config, database, logger: false });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    databaseUrl: url,
    config,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
