// How long the calendar engine takes for a year of festivals at one place, and for one day.
//   node --import tsx bench/panchang-year.mjs
// (tsx lets this script load the engine's TypeScript sources directly.)
import { dayPanchang, yearFestivals } from '../packages/panchang/src/index.ts';
import { printTable } from './lib.mjs';

const PLACES = [
  ['New Delhi', { latitude: 28.6139, longitude: 77.209 }, 'Asia/Kolkata'],
  ['Kolkata', { latitude: 22.5726, longitude: 88.3639 }, 'Asia/Kolkata'],
  ['London', { latitude: 51.5074, longitude: -0.1278 }, 'Europe/London'],
  ['San Francisco', { latitude: 37.7749, longitude: -122.4194 }, 'America/Los_Angeles'],
];
const RUNS = 5;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const time = (work) => {
  const t0 = performance.now();
  const result = work();
  return { ms: performance.now() - t0, result };
};

yearFestivals(2025, PLACES[0][1], PLACES[0][2]); // Warm up the JIT once.
const rows = [];
for (const [name, place, tz] of PLACES) {
  const years = Array.from({ length: RUNS }, () => time(() => yearFestivals(2026, place, tz)));
  const days = Array.from({ length: RUNS }, (_, i) => time(() => dayPanchang(`2026-0${i + 1}-15`, place, tz)));
  rows.push({
    place: name,
    'festivals in 2026': years[0].result.length,
    'year (median ms)': median(years.map((r) => r.ms)).toFixed(0),
    'one day (median ms)': median(days.map((r) => r.ms)).toFixed(1),
  });
}
printTable(`Panchang engine, ${RUNS} runs each, median`, rows);

// Through the built server (issue 25's cost), when given one:
//   node bench/with-server.mjs --port 3250 -- node --import tsx bench/panchang-year.mjs --base http://localhost:3250
// /api/health/ is asked every 20 ms while 24 requests for a year at random places (never asked
// before) run at once, and alone first, in the same run; then a kept day and a kept month (goal:
// p50 under 20 ms) are asked 100 times each.
const baseFlag = process.argv.indexOf('--base');
if (baseFlag > 0) {
  const base = process.argv[baseFlag + 1];
  const timed = async (path) => {
    const t0 = performance.now();
    const res = await fetch(base + path);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return performance.now() - t0;
  };
  const pct = (values, p) =>
    [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
  const ms = (n) => `${n.toFixed(1)} ms`;

  /** Health asked every 20 ms until `work` ends; answers the health times and what `work` gave. */
  async function healthDuring(work) {
    const times = [];
    let running = true;
    const poll = (async () => {
      while (running) {
        times.push(await timed('/api/health/'));
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const result = await work();
    running = false;
    await poll;
    return { times, result };
  }

  const alone = await healthDuring(() => new Promise((r) => setTimeout(r, 3000)));
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const loaded = await healthDuring(() =>
    Promise.all(
      Array.from({ length: 24 }, () =>
        timed(
          `/api/panchang/festivals/?year=2026&lat=${(random() * 50).toFixed(3)}&lon=${(60 + random() * 40).toFixed(3)}&tz=Asia/Kolkata`,
        ),
      ),
    ),
  );
  /** One ask to have it computed and kept, then 100 timed asks. */
  const keptTimes = async (path) => {
    await timed(path);
    const times = [];
    for (let i = 0; i < 100; i++) times.push(await timed(path));
    return times;
  };
  const kept = await keptTimes('/api/panchang/day/?date=2026-03-01&lat=28.61&lon=77.21&tz=Asia/Kolkata');
  const keptMonth = await keptTimes('/api/panchang/month/?year=2026&month=3&lat=28.61&lon=77.21&tz=Asia/Kolkata');
  printTable(`Panchang through the server (${base}), one run`, [
    {
      case: 'health, alone',
      requests: alone.times.length,
      p50: ms(pct(alone.times, 0.5)),
      p99: ms(pct(alone.times, 0.99)),
    },
    {
      case: 'health, during 24 new-place years at once',
      requests: loaded.times.length,
      p50: ms(pct(loaded.times, 0.5)),
      p99: ms(pct(loaded.times, 0.99)),
    },
    {
      case: 'a new-place year (of the 24)',
      requests: 24,
      p50: ms(pct(loaded.result, 0.5)),
      p99: ms(pct(loaded.result, 0.99)),
    },
    { case: 'a kept day', requests: kept.length, p50: ms(pct(kept, 0.5)), p99: ms(pct(kept, 0.99)) },
    {
      case: 'a kept month (goal p50 < 20 ms)',
      requests: keptMonth.length,
      p50: ms(pct(keptMonth, 0.5)),
      p99: ms(pct(keptMonth, 0.99)),
    },
  ]);
}
