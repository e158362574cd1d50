// Builds bench/bare-page with Vite (production) and serves it gzipped from loopback, as the app is
// served: the first row of the Lighthouse table, measured in the same run as the app's pages.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

export async function startBarePage() {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'bare-page-'));
  await build({
    root: path.join(path.dirname(fileURLToPath(import.meta.url)), 'bare-page'),
    logLevel: 'warn',
    configFile: false,
    build: { outDir, emptyOutDir: true },
  });
  const server = http.createServer((req, res) => {
    const name = req.url === '/' ? '/index.html' : new URL(req.url, 'http://x').pathname;
    const file = path.join(outDir, path.normalize(name));
    let body;
    try {
      if (!file.startsWith(outDir)) throw new Error('outside');
      body = gzipSync(readFileSync(file));
    } catch {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-encoding': 'gzip',
      'cache-control': name.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    res.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
