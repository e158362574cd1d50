import type { Config } from '../config';
import { openDatabase, type Database } from './client';

/** The database the configuration names: a PostgreSQL server, or the embedded one under DATA_DIR. */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: config.DATABASE_URL })
    : openDatabase({ kind: 'pglite', dataDir: config.DATA_DIR });
}
