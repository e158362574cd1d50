// Where a page's main thread goes as it loads on a phone: Chromium's trace at 4× CPU slowdown, each
// task over 30 ms with what filled it (compiling and running modules, layout, style, React's work).
// A tool to find what to cut, not a benchmark: its times vary with the machine and the trace's cost.
//   node bench/main-thread.mjs http://localhost:3000/en [--slowdown 4]
import { chromium } from 'playwright-core';
import { printTable } from './lib.mjs';

const args = process.argv.slice(2);
const url = args.find((a) => /^https?:/.test(a)) ?? 'http://localhost:3000/en';
const at = args.indexOf('--slowdown');
const slowdown = at >= 0 ? Number(args[at + 1]) : 4;

const KINDS = [
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'RunMicrotasks',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'MajorGC',
  'MinorGC',
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'blink.user_timing',
      'loading',
    ],
  });
  await page.goto(url, { waitUntil: 'load' });
  // The app adopts the served page after the load; wait for the quiet after it.
  await page.waitForTimeout(6000);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  const main = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = events.filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`));
  const start = Math.min(...events.filter((e) => e.name === 'navigationStart').map((e) => e.ts));
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  const rows = onMain
    .filter((e) => e.name === 'RunTask' && e.dur > 30_000)
    .map((task) => {
      const inside = onMain.filter(
        (e) => e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && KINDS.includes(e.name),
      );
      const byKind = new Map();
      for (const e of inside) {
        const file = e.args?.data?.url?.split('/').pop();
        const key = file ? `${e.name} ${file}` : e.name;
        byKind.set(key, (byKind.get(key) ?? 0) + e.dur);
      }
      const top = [...byKind].sort((a, b) => b[1] - a[1]).slice(0, 3);
      return {
        'at ms': Math.round((task.ts - start) / 1000),
        ms: Math.round(task.dur / 1000),
        'after first paint': paint && task.ts > paint.ts ? 'yes' : '',
        mostly: top.map(([k, v]) => `${k} ${Math.round(v / 1000)}`).join(' · '),
      };
    });
  printTable(`Main-thread tasks over 30 ms, ${url}, CPU ${slowdown}× slower`, rows);
} finally {
  await browser.close();
}
