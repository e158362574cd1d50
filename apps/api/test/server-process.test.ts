import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '../src/paths';

// The real process: configuration check, start on an empty embedded database, graceful SIGTERM.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sangam-proc-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, HOST: '127.0.0.1', WEB_DIST_DIR: '/nonexistent', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** The id of a process that has ended, as a crashed server leaves in its lock. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

async function waitFor(predicate: () => boolean, ms: number) {
  const until = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the server process', () => {
  it('refuses to start on bad configuration, naming the variable', async () => {
    const server = startServer({ PORT: 'abc' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT must be a port number (got "abc")');
  });

  it('starts on an empty embedded database, serves, and stops cleanly on SIGTERM', async () => {
    const server = startServer({ PORT: '0', LOG_LEVEL: 'info' });
    let child: ChildProcess | undefined = server.child;
    try {
      // Migrating and loading the whole demo (videos to journeys) through tsx: well under a minute
      // on a quiet machine (bench/startup.mjs measures it), minutes on a busy CI one.
      await waitFor(() => /Server listening at/.test(server.output()), 170_000);
      const url = /Server listening at (http:\/\/[^"\s]+)/.exec(server.output())![1];
      const health = await fetch(`${url}/api/health/`);
      expect(health.status).toBe(200);
      expect(server.output()).toContain('demo content loaded');
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      child = undefined;
      expect(server.output()).toContain('shutting down');
    } finally {
      child?.kill('SIGKILL');
    }
  }, 200_000);
});

describe('the embedded database folder', () => {
  it('belongs to one server process: a second start exits at once, naming the folder and the holder', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'sangam-lock-'));
    // A lock left by a server that died is taken over.
    writeFileSync(path.join(folder, 'pglite.lock'), `${await deadPid()}\n`);
    const first = startServer({ PORT: '0', SEED_DEMO: 'false', DATA_DIR: folder });
    const listening = (server: ReturnType<typeof startServer>) => /Server listening at/.test(server.output());
    let second: ReturnType<typeof startServer> | undefined;
    try {
      await waitFor(() => listening(first), 120_000);
      second = startServer({ PORT: '0', SEED_DEMO: 'false', DATA_DIR: folder });
      const ended = await Promise.race([second.exited, waitFor(() => listening(second!), 120_000)]);
      expect(ended).toBe(1);
      expect(second.output()).toContain(`The data folder ${folder} is in use by server process ${first.child.pid}`);
      // The first one was not disturbed and still closes cleanly.
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
    } finally {
      first.child.kill('SIGKILL');
      second?.child.kill('SIGKILL');
      rmSync(folder, { recursive: true, force: true });
    }
  }, 180_000);
});
