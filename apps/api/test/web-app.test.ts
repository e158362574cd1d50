import type { Video } from '@sangam/contracts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addVideo } from '../src/modules/videos';
import { createUser } from '../src/seed/factories';
import { seedDemoVideos } from '../src/seed/demo-videos';
import { createTestContext, type TestContext } from './helpers';
import { standInIndexHtml } from './web-build';

// A small stand-in for apps/web/dist: the plugin's job is serving whatever the build produced.
const dist = mkdtempSync(path.join(os.tmpdir(), 'sangam-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  standInIndexHtml({ body: '<script type="module" src="/assets/index-abc123.js"></script>' }),
);
writeFileSync(path.join(dist, 'assets/index-abc123.js'), 'console.log("app");'.repeat(100));
writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
writeFileSync(path.join(dist, 'version.json'), '{"version":"1.2.3+abc"}');
// What apps/web/build/page-heads.ts writes: the screen table's patterns and the texts of their heads.
writeFileSync(
  path.join(dist, 'page-heads.json'),
  JSON.stringify({
    screens: [
      { path: '', title: 'home' },
      { path: 'classes/explore', title: 'classes_explore' },
      { path: 'classes/:slug', title: 'class_detail' },
      { path: 'video/:id', title: 'video' },
      { path: '*', title: 'not_found' },
    ],
    texts: {
      en: {
        pages: {
          home: 'Home',
          classes_explore: 'Explore classes',
          class_detail: 'Class',
          video: 'Video',
          not_found: 'Page not found',
        },
        descriptions: {
          home: 'Sacred videos & daily practice.',
          video: 'A video of the library.',
          classes_explore: 'All classes.',
        },
      },
      ta: {
        pages: { home: 'முகப்பு', classes_explore: 'வகுப்புகளை ஆராயுங்கள்' },
        descriptions: { classes_explore: 'எல்லா வகுப்புகளும்.' },
      },
    },
  }),
);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    env: { WEB_DIST_DIR: dist, APP_LABEL: 'Sangam <Test>', SUPPORT_EMAIL: 'help@example.org' },
  });
  // The categories and languages a video is filed under.
  await seedDemoVideos(ctx.database.db);
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
    expect(res.body).toContain('<title>Sangam &lt;Test&gt; | ');
  });

  it("writes the page's own title and description, in its language, where index.html has the product's", async () => {
    const body = (await ctx.app.inject({ method: 'GET', url: '/ta/classes/explore?level=1' })).body;
    expect(body).toContain('<title>Sangam &lt;Test&gt; | வகுப்புகளை ஆராயுங்கள் | TA</title>');
    expect(body).toContain('<meta property="og:title" content="Sangam &lt;Test&gt; | வகுப்புகளை ஆராயுங்கள் | TA" />');
    expect(body).toContain('<meta name="description" content="எல்லா வகுப்புகளும்." />');
    expect(body).toContain('<meta property="og:description" content="எல்லா வகுப்புகளும்." />');
    // A text the language lacks is the English one; a screen's parameter is matched like the app does.
    const classPage = (await ctx.app.inject({ method: 'GET', url: '/ta/classes/gita-basics' })).body;
    expect(classPage).toContain('<title>Sangam &lt;Test&gt; | Class | TA</title>');
    // Only the title goes through as text: the HTML around it stays the same.
    expect((await ctx.app.inject({ method: 'GET', url: '/en' })).body).toContain(
      '<meta name="description" content="Sacred videos &amp; daily practice." />',
    );
  });

  it("previews a page about one thing with that thing's title, text and picture, as a guest sees it", async () => {
    const id = await addVideo(
      ctx.app.ctx.db,
      {
        youtube_url: 'https://youtu.be/PrEvIeW0001',
        title: 'Hanuman Chalisa "morning" <live>',
        description: `Sung at sunrise. ${'Jai Hanuman gyan gun sagar. '.repeat(20)}`,
        category: 'bhajan',
        language: 'hindi',
      },
      null,
    );
    const video = (await ctx.app.inject({ method: 'GET', url: `/api/videos/${id}/video/` })).json() as Video;
    const body = (await ctx.app.inject({ method: 'GET', url: `/en/video/${id}` })).body;
    expect(body).toContain('<meta property="og:title" content="Hanuman Chalisa &quot;morning&quot; &lt;live&gt;" />');
    const description = /<meta property="og:description" content="([^"]*)"/.exec(body)?.[1] ?? '';
    expect(description.startsWith('Sung at sunrise. Jai Hanuman')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description.endsWith('…')).toBe(true);
    // The thumbnail is a path of this deployment; a preview needs its full address.
    expect(video.thumbnailUrl.startsWith('/')).toBe(true);
    const base = ctx.config.PUBLIC_URL.replace(/\/$/, '');
    expect(body).toContain(`<meta property="og:image" content="${base}${video.thumbnailUrl}" />`);
    expect(body).not.toContain('og:image:width');
    // The tab names the thing too, in the page's language (issue 22).
    expect(body).toContain('<title>Hanuman Chalisa &quot;morning&quot; &lt;live&gt; · Sangam &lt;Test&gt;</title>');

    // A video that is not there keeps the product's preview.
    const missing = (await ctx.app.inject({ method: 'GET', url: '/en/video/999999' })).body;
    expect(missing).toContain('<meta property="og:title" content="Sangam &lt;Test&gt; | Video | EN" />');
    expect(missing).toContain('/icons/og-image.jpg');
    expect(missing).toContain('<title>Sangam &lt;Test&gt; | Video | EN</title>');

    // So does a creator's video that waits for an editor (issue 20).
    const creator = await createUser(ctx.app.ctx.db, { creatorType: 'tutor' });
    const pending = await addVideo(
      ctx.app.ctx.db,
      {
        youtube_url: 'https://youtu.be/PrEvIeW0002',
        title: 'Not reviewed yet',
        category: 'bhajan',
        language: 'hindi',
      },
      { id: creator.id, publishes: false },
    );
    const waiting = (await ctx.app.inject({ method: 'GET', url: `/en/video/${pending}` })).body;
    expect(waiting).not.toContain('Not reviewed yet');
    expect(waiting).toContain('<meta property="og:title" content="Sangam &lt;Test&gt; | Video | EN" />');
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
