// Event ingest throughput on PostgreSQL: POST /api/events/batch-events/ with batches of 1, 10 and
// 100 events from 8 senders at once for 10 s each, straight to one API process.
//   node bench/events-ingest.mjs
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { printTable } from './lib.mjs';
import { startCluster } from './scale/cluster.mjs';

const SECONDS = Number(process.env.SECONDS_PER_SIZE ?? 10);
const SENDERS = 8;

const event = () => ({
  id: randomUUID(),
  event_type: 'video_progress',
  event_data: {
    video_id: 7,
    percent: 50,
    path: '/hi/videos',
    tz: 'Asia/Kolkata',
    locale: 'hi',
    city: 'Pune',
    country: 'India',
    source: 'none',
  },
  timestamp: new Date().toISOString(),
  retryCount: 0,
});

const cluster = await startCluster({ apiProcesses: 1, rateLimits: 'off' });
const rows = [];
try {
  const url = `${cluster.apis[0].url}/api/events/batch-events/`;
  for (const size of [1, 10, 100]) {
    let stored = 0;
    let requests = 0;
    const latencies = [];
    const deadline = performance.now() + SECONDS * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: SENDERS }, async () => {
        const guest = randomUUID();
        while (performance.now() < deadline) {
          const t0 = performance.now();
          const res = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-guest-uuid': guest },
            body: JSON.stringify({ uuid: guest, events: Array.from({ length: size }, event) }),
          });
          const body = await res.json();
          latencies.push(performance.now() - t0);
          requests++;
          stored += body.stored ?? 0;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    rows.push({
      'batch size': size,
      'events/s': Math.round(stored / seconds),
      'requests/s': Math.round(requests / seconds),
      'p50 per request': `${latencies[Math.floor(latencies.length / 2)].toFixed(1)} ms`,
      'p99 per request': `${latencies[Math.floor(latencies.length * 0.99)].toFixed(1)} ms`,
    });
  }
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  const { rows: count } = await client.query('select count(*)::int as n from events');
  await client.end();
  printTable(
    `Event ingest on PostgreSQL (${SENDERS} senders, ${SECONDS} s per batch size, one API process, 2 cores); ${count[0].n} events stored`,
    rows,
  );
} finally {
  await cluster.stop();
}
