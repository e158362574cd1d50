import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig, redactUrl } from './config';
import { DataDirInUseError } from './db/data-dir-lock';
import { openConfiguredDatabase } from './db/open';
import { refreshAllSearchKeys } from './search-kinds';
import { seedDemoContent } from './seed';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const database = await openConfiguredDatabase(config);
  await database.migrate();
  await refreshAllSearchKeys(database.db);
  const app = await buildApp({ config, database });
  app.log.info(
    { database: config.DATABASE_URL ? redactUrl(config.DATABASE_URL) : `embedded (${config.DATA_DIR})` },
    'database ready',
  );
  if (config.SEED_DEMO) {
    const applied = await seedDemoContent(database.db);
    if (applied.length > 0) app.log.info({ steps: applied }, 'demo content loaded');
  }

  // SIGTERM/SIGINT: stop accepting, finish requests in flight, close the database, exit.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((err: unknown) => {
  // A folder held by another server is an operator's mistake, not a crash: the message says it all.
  console.error(err instanceof DataDirInUseError ? err.message : err);
  process.exit(1);
});
