// Builds bench/bare-page with Vite (production) and serves it gzipped from loopback, as the app is
// served: the first rows of the Lighthouse table, measured in the same run as the app's pages. `/` is
// rendered by the browser; `/served` comes with its cards in the page, which the browser then adopts
// (hydrates) after its first paint, as the app's guest pages do: only then does React's own start-up
// fall after the first paint, where Lighthouse counts it as blocking time.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import React from 'react';
import ReactDOMServer from 'react-dom/server';
import { build } from 'vite';
import { Page } from './bare-page/page.js';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

export async function startBarePage() {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'bare-page-'));
  await build({
    root: path.join(path.dirname(fileURLToPath(import.meta.url)), 'bare-page'),
    logLevel: 'warn',
    configFile: false,
    build: { outDir, emptyOutDir: true },
  });
  const page = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const served = page.replace(
    '<div id="root"></div>',
    `<div id="root">${ReactDOMServer.renderToString(React.createElement(Page))}</div>`,
  );
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url, 'http://x').pathname;
    const name = pathname === '/' || pathname === '/served' ? '/index.html' : pathname;
    const file = path.join(outDir, path.normalize(name));
    let body;
    try {
      if (!file.startsWith(outDir)) throw new Error('outside');
      body = gzipSync(pathname === '/served' ? served : readFileSync(file));
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
    servedUrl: `http://127.0.0.1:${server.address().port}/served`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
