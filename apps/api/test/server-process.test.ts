import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT, REPO_ROOT } from '../src/paths';

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

describe('a server under the wrapper of npm start', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'sangam-wrapped-'));
  let wrapper: ChildProcess;
  let exited: Promise<number | null>;
  let output = '';
  const serverPid = () => Number(/"pid":(\d+)/.exec(output)?.[1]);

  beforeAll(async () => {
    // A lock left by a server that died, which the next start takes over.
    writeFileSync(path.join(folder, 'pglite.lock'), `${await deadPid()}\n`);
    // The wrapper around the server from source, leading a process group of its own as a terminal's
    // foreground job does, so that a signal to the group is what Ctrl-C sends.
    const supervise = path.join(REPO_ROOT, 'scripts/supervise.mjs');
    wrapper = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { supervise } from ${JSON.stringify(supervise)};
         supervise(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: ${JSON.stringify(API_ROOT)} });`,
      ],
      {
        detached: true,
        env: {
          PATH: process.env.PATH,
          DATA_DIR: folder,
          HOST: '127.0.0.1',
          PORT: '0',
          SEED_DEMO: 'false',
          WEB_DIST_DIR: '/nonexistent',
        },
      },
    );
    wrapper.stdout!.on('data', (chunk) => (output += chunk));
    wrapper.stderr!.on('data', (chunk) => (output += chunk));
    exited = new Promise((resolve) => wrapper.on('exit', (code) => resolve(code)));
    await waitFor(() => /Server listening at/.test(output), 150_000);
  }, 160_000);

  afterAll(() => {
    for (const pid of [-wrapper.pid!, serverPid()]) {
      try {
        if (pid) process.kill(pid, 'SIGKILL');
      } catch {
        // Already ended.
      }
    }
    rmSync(folder, { recursive: true, force: true });
  });

  it('holds its data folder: a second server on it exits at once, naming the folder and the holder', async () => {
    const second = startServer({ PORT: '0', SEED_DEMO: 'false', DATA_DIR: folder });
    const listening = () => /Server listening at/.test(second.output());
    try {
      expect(await Promise.race([second.exited, waitFor(listening, 120_000)])).toBe(1);
      expect(second.output()).toContain(`The data folder ${folder} is in use by server process ${serverPid()}`);
    } finally {
      second.child.kill('SIGKILL');
    }
  }, 130_000);

  it('stops once, gracefully, on one Ctrl-C', async () => {
    const port = Number(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)![1]);
    // A request still arriving when Ctrl-C comes, which a graceful shutdown finishes.
    const body = '{"refresh": "not-a-token"}';
    const request = net.connect(port, '127.0.0.1');
    let answer = '';
    request.setEncoding('utf8').on('data', (chunk) => (answer += chunk));
    request.on('error', () => {}); // a reset shows as a missing answer below
    const answered = new Promise((resolve) => request.on('close', resolve));
    request.write(
      `POST /api/token/refresh/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`,
    );
    // The server has it (its log names each request as it comes in).
    await waitFor(() => output.includes('"url":"/api/token/refresh/"'), 30_000);

    // Ctrl-C: the terminal signals its foreground group...
    process.kill(-wrapper.pid!, 'SIGINT');
    await waitFor(() => /"msg":"shutting down"/.test(output), 30_000);
    // ...and npm, which runs the script in that group, passes the same signal on to it.
    process.kill(wrapper.pid!, 'SIGINT');
    request.end(body.slice(5));
    await answered;
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);

    expect(await exited).toBe(0);
    expect(output.match(/"msg":"shutting down"/g)).toHaveLength(1);
    expect(output).not.toContain('second SIGINT');
    // The database was closed: it let go of its folder.
    expect(existsSync(path.join(folder, 'pglite.lock'))).toBe(false);
  }, 60_000);
});
