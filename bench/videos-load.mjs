// The video list and search under load, on PostgreSQL with 20,000 videos: requests/s, p50 and p99
// for the list (first and a deep page), each filter and search in Latin, Devanagari and with typos.
// One API process on loopback, 8 clients at once, 10 s a scenario.
//   node bench/videos-load.mjs            (VIDEOS=20000 SECONDS_PER_CASE=10 CLIENTS=8)
import pg from 'pg';
import { fillCatalogue } from './catalogue-fill.mjs';
import { printTable } from './lib.mjs';
import { startCluster } from './scale/cluster.mjs';

const VIDEOS = Number(process.env.VIDEOS ?? 20_000);
const SECONDS = Number(process.env.SECONDS_PER_CASE ?? 10);
const CLIENTS = Number(process.env.CLIENTS ?? 8);

const CASES = [
  ['list, page 1', 'videos/'],
  ['list, page 500', 'videos/?page=500'],
  // The reader's languages first (issue 21), as the web asks on a Tamil page and for a reader of two.
  ['Tamil first, page 1', 'videos/?languages=ta&lang=ta'],
  ['Hindi and Tamil first, page 500', 'videos/?languages=hi,ta&lang=hi&page=500'],
  ['category', 'videos/?category=bhajan'],
  ['language + category', 'videos/?language=sanskrit&category=mantra-chanting'],
  ['kids hub', 'videos/?child_anime_filter=true'],
  ['tag', 'videos/?tag=krishna'],
  ['search "shiv tandav" (Latin → Devanagari)', `videos/?q=${encodeURIComponent('shiv tandav')}`],
  ['search "शिव" (Devanagari)', `videos/?q=${encodeURIComponent('शिव')}`],
  ['search "bhagvad geeta" (typos)', `videos/?q=${encodeURIComponent('bhagvad geeta')}`],
  ['search + category', `videos/?q=${encodeURIComponent('krishna')}&category=bhajan`],
];

async function fillCatalogueOn(databaseUrl, total) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await fillCatalogue((text) => client.query(text), total);
  } finally {
    await client.end();
  }
}

async function run(url) {
  const latencies = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const res = await fetch(url);
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (!res.ok) failures++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => `${latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))].toFixed(1)} ms`;
  return { 'req/s': Math.round(latencies.length / seconds), p50: at(0.5), p99: at(0.99), errors: failures };
}

const cluster = await startCluster({ apiProcesses: 1, rateLimits: 'off', env: { SEED_DEMO: 'true' } });
const rows = [];
try {
  const count = await fillCatalogueOn(cluster.databaseUrl, VIDEOS);
  const base = `${cluster.apis[0].url}/api/`;
  for (const [name, path] of CASES) {
    const first = await (await fetch(base + path)).json();
    rows.push({ case: name, matches: first.count, ...(await run(base + path)) });
  }
  printTable(
    `Video list and search: ${count} videos on PostgreSQL, one API process, ${CLIENTS} clients, ${SECONDS} s each`,
    rows,
  );
} finally {
  await cluster.stop();
}
