// How long the server takes to answer the first page a guest opens (its server render, decision 017),
// p50 and p95 per page, beside the API's health check as the baseline of the same run, with the demo
// catalogue and with 20,000 videos, on the embedded database (as `npm start` runs).
//   node bench/served-pages.mjs                      (ROUNDS=30 VIDEOS=20000 PORT=3260)
//   BUILDS="main=/path/server.js:/path/web-dist" node bench/served-pages.mjs
// Each build in BUILDS (name=server bundle:web build folder, comma-separated; the web folder's
// dist-ssr beside it is its render) runs on the same databases, one after the other, beside this
// checkout's build ("this"). Requests go one at a time, the pages in turn, so that a busy machine's
// load falls on every page alike; compare rows of one run, never across runs.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { fillCatalogue } from './catalogue-fill.mjs';
import { printTable } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = Number(process.env.ROUNDS ?? 30);
const VIDEOS = Number(process.env.VIDEOS ?? 20_000);
const PORT = Number(process.env.PORT ?? 3260);
const base = `http://127.0.0.1:${PORT}`;

const PAGES = [
  ['health (API baseline)', '/api/health/'],
  ['home /en', '/en'],
  ['videos /en/videos', '/en/videos'],
  ['videos /hi/videos', '/hi/videos'],
  ['a community', '/en/communities/bhakti-kirtan'],
  ['a post', '/en/posts/1'],
];

const builds = [
  { name: 'this', server: path.join(root, 'apps/api/dist/server.js'), web: path.join(root, 'apps/web/dist') },
  ...(process.env.BUILDS ?? '')
    .split(',')
    .filter(Boolean)
    .map((spec) => {
      const [name, files] = spec.split('=');
      const [server, web] = files.split(':');
      return { name, server: path.resolve(server), web: path.resolve(web) };
    }),
];

function startServer(build, dataDir) {
  const server = spawn(process.execPath, [build.server], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      WEB_DIST_DIR: build.web,
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
    },
  });
  const exited = new Promise((resolve) => server.on('exit', resolve));
  return {
    async ready() {
      // A first start migrates and loads the demo into a new embedded database.
      for (let i = 0; i < 1200; i++) {
        try {
          if ((await fetch(`${base}/api/health/`)).ok) return;
        } catch {
          // Not listening yet.
        }
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error('the server did not start');
    },
    async stop() {
      server.kill('SIGTERM');
      await exited;
    },
  };
}

/** A database with the demo loaded (by a first start), and a copy with the catalogue filled up. */
async function prepareDatabases(work) {
  const demo = path.join(work, 'demo');
  const server = startServer(builds[0], demo);
  await server.ready();
  await server.stop();
  const large = path.join(work, 'large');
  cpSync(demo, large, { recursive: true });
  const db = await PGlite.create(path.join(large, 'pglite'), { extensions: { pg_trgm, btree_gist } });
  const videos = await fillCatalogue((text) => db.query(text), VIDEOS);
  await db.close();
  return [
    { name: 'demo', dir: demo },
    { name: `${videos} videos`, dir: large },
  ];
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];

async function measure(build, database, work) {
  const dataDir = path.join(work, `run-${build.name}-${database.name.replace(/\W+/g, '-')}`);
  cpSync(database.dir, dataDir, { recursive: true });
  const server = startServer(build, dataDir);
  try {
    await server.ready();
    const times = PAGES.map(() => []);
    const served = PAGES.map(() => 0);
    // Two rounds to warm up (the render's modules, the database's caches), then the measured ones.
    for (let round = -2; round < ROUNDS; round++) {
      for (const [i, [, url]] of PAGES.entries()) {
        const t0 = performance.now();
        const res = await fetch(base + url);
        const body = await res.text();
        const ms = performance.now() - t0;
        if (!res.ok) throw new Error(`${url} answered ${res.status}`);
        if (round < 0) continue;
        times[i].push(ms);
        if (body.includes('id="server-page"')) served[i]++;
      }
    }
    return PAGES.map(([page, url], i) => {
      const sorted = times[i].sort((a, b) => a - b);
      return {
        build: build.name,
        catalogue: database.name,
        page,
        p50: `${quantile(sorted, 0.5).toFixed(0)} ms`,
        p95: `${quantile(sorted, 0.95).toFixed(0)} ms`,
        served: url.startsWith('/api/') ? '–' : `${served[i]}/${ROUNDS}`,
      };
    });
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const work = mkdtempSync(path.join(os.tmpdir(), 'sangam-served-'));
try {
  const databases = await prepareDatabases(work);
  const rows = [];
  for (const database of databases) for (const build of builds) rows.push(...(await measure(build, database, work)));
  printTable(
    `Served pages: time to the whole HTML, one request at a time, ${ROUNDS} rounds (${os.loadavg()[0].toFixed(1)} load at the end)`,
    rows,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
