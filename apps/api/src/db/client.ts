import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

type Schema = typeof schema;
/** The one database type the services use, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of it, as `db.transaction(async (tx) => …)` hands it over. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations that this database has not seen yet. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Calls `onNotify` with the payload of each NOTIFY on `channel` (sent by any process, delivered
   * at its commit), and once more without one after a lost connection is back, since notices sent
   * meanwhile are gone. Answers the function that stops listening.
   */
  listen(channel: string, onNotify: (payload?: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  { kind: 'postgres'; url: string; poolMax?: number } | { kind: 'pglite'; dataDir: string | null };

/** Arbitrary fixed key so that only one process migrates a shared server at a time. */
const MIGRATION_LOCK_KEY = 7_405_190_201;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'postgres' ? openPostgres(target.url, target.poolMax) : openPglite(target.dataDir);
}

/** Contrib extensions the migrations create (PGlite ships them as separate modules). */
const extensions = { pg_trgm, btree_gist };

async function openPglite(dataDir: string | null): Promise<Database> {
  let client: PGlite;
  let unlock = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
    try {
      client = await PGlite.create(path.join(dataDir, 'pglite'), { extensions });
    } catch (err) {
      unlock();
      throw err;
    }
  } else {
    client = await PGlite.create({ extensions });
  }
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    // PGlite belongs to this one process (the folder's lock), so there is nobody to race with.
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await client.query('select 1');
    },
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(checkedChannel(channel), (payload) => onNotify(payload));
      // A database closed first (the health test closes it under the app) has no listener left to
      // end: PGlite would throw "PGlite is closed" from its own queue, where no one can catch it.
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: once(async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    }),
  };
}

async function openPostgres(url: string, poolMax = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax, connectionTimeoutMillis: 5000 });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  // Nor a client checked out for a transaction that loses it between two statements: its next
  // statement fails (answered 503) and the pool drops it.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Several API processes may start together against one server: migrate under a lock.
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePg(drizzleNodePg({ client: conn, casing: 'snake_case' }), {
          migrationsFolder: MIGRATIONS_DIR,
        });
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        conn.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: async (channel, onNotify) => listenPostgres(url, checkedChannel(channel), onNotify),
    close: once(() => pool.end()),
  };
}

/** A channel is an identifier in LISTEN's text: only plain names are accepted. */
function checkedChannel(channel: string): string {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return channel;
}

const RECONNECT_MS = 1000;

/**
 * LISTEN holds a connection of its own (a pooled one is handed to others between queries). A lost
 * connection is made again after a second, and `onNotify` is called then for what was missed.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onNotify: (payload?: string) => void,
): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let connectedBefore = false;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    let lost = false;
    const reconnect = () => {
      if (lost) return;
      lost = true;
      current = null;
      client.end().catch(() => {});
      if (!stopped) timer = setTimeout(() => void connect().catch(() => {}), RECONNECT_MS).unref();
    };
    client.on('error', reconnect);
    client.on('end', reconnect);
    client.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (err) {
      reconnect();
      throw err;
    }
    current = client;
    if (stopped) await client.end().catch(() => {});
    if (connectedBefore) onNotify();
    connectedBefore = true;
  };

  // The first connection must work (a wrong URL is an error at start); later ones are retried.
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await current?.end().catch(() => {});
  };
}

/** Closing twice (a failed start, then shutdown) must not throw. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/**
 * A list of ids as one `int[]` parameter (`where id = any(${intArray(ids)})`): one bind however
 * many, where a parameter each would meet PostgreSQL's limit of 65,535 in a statement.
 */
export const intArray = (ids: readonly number[]): SQL =>
  sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

/** Rows of a raw SQL query, the same way on both drivers (each answers `{ rows }`). */
export async function selectRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The first row of a raw SQL query (one looked up by its key), or null when there is none. */
export async function selectRow<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T | null> {
  const [row] = await selectRows<T>(db, query);
  return row ?? null;
}
