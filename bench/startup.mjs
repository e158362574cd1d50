// Time from `npm start` to the first rendered page, on a fresh clone of this repository:
// clone, npm ci, then npm start (build, migrate, seed) until Chromium shows the home page.
//   node bench/startup.mjs
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, printTable } from './lib.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(path.join(os.tmpdir(), 'sangam-clone-'));
const port = 3900;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const t0 = Date.now();
execSync(`git clone -q ${repo} ${dir}`);
const tClone = Date.now();
execSync('npm ci --no-audit --no-fund --loglevel=error', { cwd: dir, stdio: 'ignore' });
const tInstall = Date.now();

const server = spawn('npm', ['start'], { cwd: dir, env: { ...process.env, PORT: String(port) }, detached: true });
let log = '';
server.stdout.on('data', (d) => (log += d));
server.stderr.on('data', (d) => (log += d));
const tStart = Date.now();
while (!/Server listening/.test(log)) {
  if (Date.now() - tStart > 300_000) throw new Error(`server did not start:\n${log}`);
  await new Promise((r) => setTimeout(r, 100));
}
const tListening = Date.now();
const browser = await launchChromium();
const page = await browser.newPage();
await page.goto(`http://localhost:${port}/`);
await page.locator('main h1').waitFor();
const tFirstPage = Date.now();
await browser.close();
process.kill(-server.pid, 'SIGTERM');
rmSync(dir, { recursive: true, force: true });

printTable('Fresh clone to first page', [
  { step: 'git clone', time: seconds(tClone - t0) },
  { step: 'npm ci', time: seconds(tInstall - tClone) },
  { step: 'npm start → listening (build, migrate, seed)', time: seconds(tListening - tStart) },
  { step: 'npm start → first page rendered', time: seconds(tFirstPage - tStart) },
]);
