import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

// A small stand-in for apps/web/dist: the plugin's job is serving whatever the build produced.
const dist = mkdtempSync(path.join(os.tmpdir(), 'sangam-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="en"><head><meta name="application-name" content="Sanatan Sangam" />' +
    '<meta name="support-email" content="support@sanatansangam.org" /><title>Sanatan Sangam</title></head>' +
    '<body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>',
);
writeFileSync(path.join(dist, 'assets/index-abc123.js'), 'console.log("app");'.repeat(100));
writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
writeFileSync(path.join(dist, 'version.json'), '{"version":"1.2.3+abc"}');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    env: { WEB_DIST_DIR: dist, APP_LABEL: 'Sangam <Test>', SUPPORT_EMAIL: 'help@example.org' },
  });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers every app path with index.html, with this deployment settings and the path language', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/ta/classes/explore?level=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<html lang="ta"');
    expect(res.body).toContain('<meta name="application-name" content="Sangam &lt;Test&gt;"');
    expect(res.body).toContain('<meta name="support-email" content="help@example.org"');
    expect(res.body).toContain('<title>Sangam &lt;Test&gt;</title>');
  });

  it('uses English for paths without a known language', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(res.body).toContain('<html lang="en"');
  });

  it('serves hashed assets with a year-long immutable cache, compressed on request', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('serves other files with a short cache', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing file with 404, not the app', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/old-chunk-999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it('never serves the raw index.html', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/index.html' });
    expect(res.statusCode).toBe(404);
  });

  it('reports the build version from version.json, uncached', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/version.json' });
    expect(res.json()).toEqual({ version: '1.2.3+abc' });
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('keeps unknown API paths as JSON 404 even with the app served', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/nothing/', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });
});
