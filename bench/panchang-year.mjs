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
