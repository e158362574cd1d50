// A small production on loopback: PostgreSQL, Redis, N API processes and nginx in front of them,
// all from Debian packages, in a temporary folder. Used by the scale benchmark and its CI checks.
import { spawn, spawnSync } from 'node:child_process';
import { createECDH } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The server bundle to run: the production build, or another one (SERVER_JS) to try a change without rebuilding it. */
const serverJs = process.env.SERVER_JS
  ? path.resolve(process.env.SERVER_JS)
  : path.join(root, 'apps/api/dist/server.js');
const isRoot = process.getuid?.() === 0;

function pgBin() {
  const base = '/usr/lib/postgresql';
  const version = existsSync(base) ? readdirSync(base).sort().pop() : undefined;
  const bin = process.env.PG_BIN ?? (version ? path.join(base, version, 'bin') : '');
  if (!existsSync(path.join(bin, 'initdb')))
    throw new Error('PostgreSQL server binaries not found (apt-get install postgresql)');
  return bin;
}

function need(binary) {
  for (const dir of ['/usr/sbin', '/usr/bin', '/usr/local/bin', '/usr/local/sbin']) {
    if (existsSync(path.join(dir, binary))) return path.join(dir, binary);
  }
  throw new Error(`${binary} not found (apt-get install ${binary === 'nginx' ? 'nginx' : 'redis-server'})`);
}

/** Runs a PostgreSQL tool as the postgres user when we are root (PostgreSQL refuses to run as root). */
function asPostgres(command, args) {
  const [cmd, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
}

/** Shared by every process (and by benchmarks that sign stream tickets for its people). */
export const JWT_SECRET = 'cluster-secret-shared-by-every-process-0123456789';

/** A P-256 key pair in VAPID's form: the uncompressed public point and the private scalar, base64url. */
function vapidKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const scalar = ecdh.getPrivateKey();
  const privateKey = Buffer.concat([Buffer.alloc(32 - scalar.length), scalar]).toString('base64url');
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey };
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitFor(check, what, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // Not yet.
    }
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Free ports taken in turn from [first, last], for a run that was given a range of ports to use. */
function portsFrom([first, last]) {
  let next = first;
  return async () => {
    for (; next <= last; next++) {
      const port = next;
      const free = await new Promise((resolve) => {
        const server = net.createServer();
        server.once('error', () => resolve(false));
        server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
      });
      if (free) {
        next++;
        return port;
      }
    }
    throw new Error(`no free port left in ${first}-${last}`);
  };
}

/**
 * `env` adds variables to every API process (e.g. SEED_DEMO for the video benchmark); `ports`
 * ([first, last]) keeps every listener inside a range, else the system picks free ports.
 */
/** `envOf(index)`: settings of one API process only (a mail server that differs between them). */
export async function startCluster({ apiProcesses = 2, rateLimits = 'on', env = {}, envOf = () => ({}), ports } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sangam-cluster-'));
  const vapid = vapidKeys();
  chmodSync(dir, 0o777);
  const children = new Set();
  const bin = pgBin();
  const nextPort = ports ? portsFrom(ports) : freePort;

  // PostgreSQL
  const pgPort = await nextPort();
  const pgData = path.join(dir, 'pg');
  asPostgres(path.join(bin, 'initdb'), [
    '-D',
    pgData,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
  ]);
  const pgStart = () =>
    asPostgres(path.join(bin, 'pg_ctl'), [
      '-D',
      pgData,
      '-l',
      path.join(dir, 'pg.log'),
      '-w',
      '-o',
      `-p ${pgPort} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off -c synchronous_commit=off`,
      'start',
    ]);
  const pgStop = () => asPostgres(path.join(bin, 'pg_ctl'), ['-D', pgData, '-m', 'fast', '-w', 'stop']);
  pgStart();
  const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;

  // Redis
  const redisPort = await nextPort();
  const redis = spawn(
    need('redis-server'),
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  children.add(redis);

  // API processes
  const apis = [];
  const startApi = async (index) => {
    const port = apis[index]?.port ?? (await nextPort());
    const child = spawn(process.execPath, [serverJs], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        JWT_SECRET,
        // One VAPID identity for every process: a browser's subscription is tied to the key it was made with.
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: 'mailto:operator@load.test',
        TRUST_PROXY: 'true',
        BOT_CHECK: 'off',
        RATE_LIMITS: rateLimits,
        LOG_LEVEL: process.env.CLUSTER_LOG_LEVEL ?? 'error',
        DATA_DIR: path.join(dir, `data-${index}`),
        ...env,
        ...envOf(index),
      },
    });
    children.add(child);
    apis[index] = { port, url: `http://127.0.0.1:${port}`, child };
    // The first process migrates and loads the whole demo (videos to journeys) before it listens.
    await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/api/health/`)).ok, `API ${index}`, 180_000);
  };
  for (let i = 0; i < apiProcesses; i++) await startApi(i);

  // nginx
  const nginxPort = await nextPort();
  for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'logs'])
    mkdirSync(path.join(dir, 'nginx', sub), { recursive: true });
  writeFileSync(
    path.join(dir, 'nginx', 'nginx.conf'),
    `${isRoot ? 'user root;' : ''}
worker_processes 1;
pid ${dir}/nginx/nginx.pid;
error_log ${dir}/nginx/logs/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/nginx/client_body;
  proxy_temp_path ${dir}/nginx/proxy;
  fastcgi_temp_path ${dir}/nginx/fastcgi;
  uwsgi_temp_path ${dir}/nginx/uwsgi;
  scgi_temp_path ${dir}/nginx/scgi;
  upstream api {
${apis.map((a) => `    server 127.0.0.1:${a.port} max_fails=1 fail_timeout=3s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${nginxPort};
    # The live notification stream: each event passed on as it comes, the connection held open.
    location /api/notifications/stream/ {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_buffering off;
      proxy_read_timeout 1h;
    }
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
    }
  }
}
`,
  );
  const nginx = spawn(
    need('nginx'),
    ['-p', path.join(dir, 'nginx'), '-c', path.join(dir, 'nginx', 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: 'inherit' },
  );
  children.add(nginx);
  const nginxUrl = `http://127.0.0.1:${nginxPort}`;
  await waitFor(async () => (await fetch(`${nginxUrl}/api/health/`)).ok, 'nginx');

  return {
    nginxUrl,
    databaseUrl,
    apis,
    /** SIGKILL one API process, as a crash would. */
    kill(index) {
      apis[index].child.kill('SIGKILL');
    },
    restartApi: startApi,
    stopPostgres: pgStop,
    startPostgres: pgStart,
    async stop() {
      // A child ended by a signal (the SIGKILLed API) has a signalCode and no exitCode.
      const running = [...children].filter((child) => child.exitCode === null && child.signalCode === null);
      for (const child of running) child.kill('SIGTERM');
      await Promise.all(running.map((child) => new Promise((r) => child.on('exit', r))));
      try {
        pgStop();
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
