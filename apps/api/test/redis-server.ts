import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';

const REDIS = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find(existsSync);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A throwaway Redis on loopback (no persistence), for tests of state shared between processes. */
export async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  if (!REDIS) throw new Error('redis-server is not installed (apt-get install redis-server)');
  const port = await freePort();
  const child: ChildProcess = spawn(
    REDIS,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (up) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
