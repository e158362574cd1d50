// Runs a command against the production build on a fresh embedded database in a temporary folder:
//   node bench/with-server.mjs [--port 3200] -- <command…>
// The command gets BASE_URL; the server stops when it ends, and its exit code is the command's.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const split = args.indexOf('--');
const portFlag = args.indexOf('--port');
const port = portFlag >= 0 && portFlag < split ? Number(args[portFlag + 1]) : 3200;
const command = args.slice(split + 1);
if (split < 0 || command.length === 0) {
  console.error('usage: node bench/with-server.mjs [--port N] -- <command…>');
  process.exit(2);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sangam-bench-'));
const baseUrl = `http://localhost:${port}`;
const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
  },
});

async function ready() {
  // Up to 90 s: a first start migrates and loads the demo into a new embedded database.
  for (let i = 0; i < 360; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/health/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not start');
}

let code = 1;
try {
  await ready();
  code = await new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, BASE_URL: baseUrl } });
    child.on('exit', (exit) => resolve(exit ?? 1));
  });
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
