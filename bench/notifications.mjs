// Notifications at festival scale (issue 23), on this machine: PostgreSQL, two API processes behind
// nginx, and a push-service stand-in on loopback.
//   node --import tsx bench/notifications.mjs [--people 100000] [--streams 2000]
// 1. Open live streams on one process: memory per stream, and the time for one new item (a fan-out
//    to all of their people) to reach every stream.
// 2. One festival-eve item fanned out to every person (each with one browser subscribed): items
//    written per second, pushes delivered per second by the two processes' outbox workers, time to
//    the last push, duplicates (must be 0), the peak memory of each process.
// The `health` row is the baseline: a plain request to the same processes in the same run.
import { createECDH } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { fanOut } from '../apps/api/src/notifications/notify.ts';
import { signStreamTicket } from '../apps/api/src/notifications/stream-ticket.ts';
import { printTable } from './lib.mjs';
import { JWT_SECRET, startCluster } from './scale/cluster.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const PEOPLE = arg('people', 100_000);
const STREAMS = Math.min(arg('streams', 2_000), PEOPLE);
const LANGUAGES = ['en', 'hi', 'bn', 'mr', 'te', 'ta', 'gu', 'kn', 'or', 'ml'];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Resident memory of a process, from /proc. */
function rss(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

/** Samples each API process's memory until stopped; answers the peaks. */
function watchMemory(pids) {
  const peaks = pids.map(() => 0);
  const timer = setInterval(() => pids.forEach((pid, i) => (peaks[i] = Math.max(peaks[i], rss(pid)))), 100);
  return () => {
    clearInterval(timer);
    return peaks;
  };
}

/** A push service on loopback: counts each request by its subscription's path, answers 201. */
async function startPushService() {
  const byPath = new Map();
  const service = { received: 0, first: 0, last: 0, byPath };
  const server = http.createServer({ keepAliveTimeout: 30_000 }, (request, response) => {
    request.resume();
    request.on('end', () => {
      const now = performance.now();
      service.first ||= now;
      service.last = now;
      service.received += 1;
      byPath.set(request.url, (byPath.get(request.url) ?? 0) + 1);
      response.writeHead(201).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  service.url = `http://127.0.0.1:${server.address().port}`;
  service.close = () => new Promise((resolve) => server.close(resolve));
  service.reset = () => {
    byPath.clear();
    Object.assign(service, { received: 0, first: 0, last: 0 });
  };
  return service;
}

async function timeHealth(url, n = 200) {
  const started = performance.now();
  for (let i = 0; i < n; i++) await (await fetch(`${url}/api/health/`)).arrayBuffer();
  return (performance.now() - started) / n;
}

/** Opens one live stream; calls `onItem` at its first new item. */
function openStream(url, onItem) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        buffer += chunk;
        if (buffer.includes('event: unread')) resolve(request);
        if (buffer.includes('event: notification')) {
          onItem(performance.now());
          buffer = '';
        }
        if (buffer.length > 10_000) buffer = buffer.slice(-1_000);
      });
    });
    request.on('error', reject);
  });
}

const push = await startPushService();
// One browser's keys for every subscription: the stand-in does not decrypt (push.test.ts does).
const browser = createECDH('prime256v1');
browser.generateKeys();
const cluster = await startCluster({
  apiProcesses: 2,
  rateLimits: 'off',
  env: { SEED_DEMO: 'false', PUSH_ALLOW_LOOPBACK_HTTP: 'true' },
});
const client = new pg.Client({ connectionString: cluster.databaseUrl });
await client.connect();
const database = await openDatabase({ kind: 'postgres', url: cluster.databaseUrl, poolMax: 4 });
const rows = [];
try {
  const healthMs = await timeHealth(cluster.nginxUrl);

  // People in every language, each with one subscribed browser.
  const seeded = performance.now();
  await client.query(
    `insert into users (username, email, preferred_language, time_zone)
     select 'fan' || g, 'fan' || g || '@load.test', ($1::text[])[1 + g % 10], 'Asia/Kolkata'
     from generate_series(1, $2::int) g`,
    [LANGUAGES, PEOPLE],
  );
  await client.query(
    `insert into push_subscriptions (user_id, endpoint, p256dh, auth)
     select id, $1 || '/s/' || id, $2, $3 from users where email like 'fan%@load.test'`,
    [push.url, browser.getPublicKey().toString('base64url'), Buffer.alloc(16, 7).toString('base64url')],
  );
  const ids = (await client.query(`select id from users where email like 'fan%@load.test' order by id`)).rows.map(
    (r) => r.id,
  );
  const seedSeconds = (performance.now() - seeded) / 1000;
  console.log(`seeded ${ids.length} people with a browser each in ${seedSeconds.toFixed(1)} s`);

  // 1. Live streams on one process, measured while it is quiet.
  const api = cluster.apis[0];
  const secret = new TextEncoder().encode(JWT_SECRET);
  const streamPeople = ids.slice(0, STREAMS);
  const before = rss(api.child.pid);
  const reached = [];
  const streams = [];
  for (let i = 0; i < streamPeople.length; i += 100) {
    const chunk = streamPeople.slice(i, i + 100);
    streams.push(
      ...(await Promise.all(
        chunk.map(async (id) =>
          openStream(
            `${api.url}/api/notifications/stream/?ticket=${encodeURIComponent(await signStreamTicket(secret, id))}`,
            (at) => reached.push(at),
          ),
        ),
      )),
    );
  }
  await sleep(2_000);
  const after = rss(api.child.pid);
  const sent = performance.now();
  await fanOut(database.db, streamPeople, {
    kind: 'test',
    data: {},
    url: '/calendar',
    subject: { type: 'festival', id: 2 },
  });
  const until = Date.now() + 60_000;
  while (reached.length < streams.length && Date.now() < until) await sleep(50);
  const allReached = reached.length ? (Math.max(...reached) - sent) / 1000 : NaN;
  rows.push(
    { measure: 'health (baseline)', value: `${healthMs.toFixed(2)} ms a request through nginx`, goal: '' },
    { measure: 'open streams on one process', value: String(streams.length), goal: '2,000' },
    {
      measure: 'memory per stream',
      value: `${((after - before) / streams.length / 1024).toFixed(1)} KB (${mb(before)} → ${mb(after)})`,
      goal: '',
    },
    {
      measure: 'a new item reaches every stream',
      value: `${reached.length} of ${streams.length} in ${allReached.toFixed(2)} s`,
      goal: '',
    },
  );
  for (const stream of streams) stream.destroy();
  // Their pushes go out too: all of them before the festival's are counted.
  const drained = Date.now() + 60_000;
  while (push.received < streams.length && Date.now() < drained) await sleep(100);
  // 2. The festival eve.
  push.reset();
  const stopWatch = watchMemory(cluster.apis.map((a) => a.child.pid));
  const started = performance.now();
  const written = await fanOut(database.db, ids, {
    kind: 'test',
    data: {},
    url: '/calendar',
    subject: { type: 'festival', id: 1 },
  });
  const writeSeconds = (performance.now() - started) / 1000;
  const deadline = Date.now() + 15 * 60_000;
  while (push.received < written && Date.now() < deadline) await sleep(200);
  await sleep(2_000);
  const peaks = stopWatch();
  const lastSeconds = (push.last - started) / 1000;
  const pushSeconds = (push.last - push.first) / 1000;
  const duplicates = push.received - push.byPath.size;
  rows.push(
    { measure: 'people, each with one browser', value: String(written), goal: '100,000' },
    {
      measure: 'in-app items written',
      value: `${writeSeconds.toFixed(1)} s (${(written / writeSeconds).toFixed(0)}/s)`,
      goal: '< 10 s',
    },
    {
      measure: 'pushes delivered',
      value: `${push.byPath.size} in ${pushSeconds.toFixed(1)} s (${(push.byPath.size / pushSeconds).toFixed(0)}/s)`,
      goal: '≥ 1,000/s',
    },
    { measure: 'time to the last push', value: `${lastSeconds.toFixed(1)} s`, goal: '' },
    { measure: 'duplicates', value: String(duplicates), goal: '0' },
    ...peaks.map((peak, i) => ({ measure: `peak memory, API process ${i + 1}`, value: mb(peak), goal: '' })),
  );
} finally {
  await database.close();
  await client.end();
  await cluster.stop();
  await push.close();
}
printTable(`Notifications: fan-out, push and live streams (PostgreSQL, 2 API processes, 2 cores)`, rows);
