// The video list and search under load, on PostgreSQL with 20,000 videos: requests/s, p50 and p99
// for the list (first and a deep page), each filter and search in Latin, Devanagari and with typos.
// One API process on loopback, 8 clients at once, 10 s a scenario.
//   node bench/videos-load.mjs            (VIDEOS=20000 SECONDS_PER_CASE=10 CLIENTS=8)
import pg from 'pg';
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

/**
 * Copies the demo catalogue (66 videos with their search keys and tags) until there are `total`
 * videos: the same mix of languages, scripts and categories, each copy with its own id and title.
 */
async function fillCatalogue(databaseUrl, total) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT count(*)::int AS n FROM videos');
    const copies = Math.ceil((total - rows[0].n) / rows[0].n);
    await client.query('BEGIN');
    await client.query(`
      CREATE TEMP TABLE copies ON COMMIT DROP AS
      SELECT v.id AS source_id, g AS copy, nextval('videos_id_seq')::int AS id
      FROM videos v, generate_series(1, ${copies}) g`);
    await client.query(`
      INSERT INTO videos (id, youtube_id, title, description, category_id, language_id, is_kids,
                          duration_seconds, search_head, search_body, created_at)
      OVERRIDING SYSTEM VALUE
      SELECT c.id, substr(md5(c.id::text), 1, 11), left(v.title || ' · ' || c.copy, 200), v.description,
             v.category_id, v.language_id, v.is_kids, v.duration_seconds,
             v.search_head || ' ' || c.copy, v.search_body,
             v.created_at - make_interval(mins => c.copy)
      FROM copies c JOIN videos v ON v.id = c.source_id`);
    await client.query(`
      INSERT INTO video_tags (video_id, tag_id)
      SELECT c.id, vt.tag_id FROM copies c JOIN video_tags vt ON vt.video_id = c.source_id`);
    await client.query(`DELETE FROM videos WHERE id IN (SELECT id FROM videos ORDER BY id DESC LIMIT
      greatest(0, (SELECT count(*) FROM videos) - ${total}))`);
    await client.query(`INSERT INTO search_words (word)
      SELECT DISTINCT w FROM videos, unnest(string_to_array(search_head || ' ' || search_body, ' ')) w WHERE w <> ''
      ON CONFLICT DO NOTHING`);
    await client.query('COMMIT');
    // What autovacuum would have done after a bulk load: statistics and the visibility map.
    await client.query('VACUUM ANALYZE');
    return (await client.query('SELECT count(*)::int AS n FROM videos')).rows[0].n;
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
  const count = await fillCatalogue(cluster.databaseUrl, VIDEOS);
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
