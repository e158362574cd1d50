import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BROWSER_RENDER_COOKIE } from '@sangam/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { standInIndexHtml } from './web-build';

// A stand-in for the web build and its server render (apps/web/dist and dist-ssr, decision 017):
// the plugin's job is putting whatever the render gives into the page, and knowing when not to.
const root = mkdtempSync(path.join(os.tmpdir(), 'sangam-ssr-'));
const dist = path.join(root, 'dist');
mkdirSync(path.join(dist, 'assets'), { recursive: true });
mkdirSync(path.join(root, 'dist-ssr'));
writeFileSync(
  path.join(dist, 'index.html'),
  standInIndexHtml({
    head:
      '\n    <script type="module" crossorigin src="/assets/index-abc.js"></script>\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/react-dom-def.js">\n' +
      '    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">\n',
  }),
);
writeFileSync(
  path.join(dist, 'page-heads.json'),
  JSON.stringify({
    screens: [{ path: '', title: 'home' }],
    texts: { en: { pages: { home: 'Home' }, descriptions: {} } },
  }),
);
writeFileSync(
  path.join(dist, 'route-preloads.json'),
  JSON.stringify({
    screens: [{ path: '', ns: ['videos'] }],
    texts: { 'hi/common': ['assets/common-hi.js'], 'hi/videos': ['assets/videos-hi.js'] },
    fonts: { hi: ['assets/devanagari-400.woff2', 'assets/devanagari-600.woff2'] },
    pages: { 'features/home/pages/home-page': { js: ['assets/home-page.js'], css: ['assets/home-page.css'] } },
  }),
);
// The render: asks the API in process (as the app does), and fails or declines where told to.
writeFileSync(
  path.join(root, 'dist-ssr', 'entry-server.js'),
  `let setup;
export function setUpServerRendering(s) { setup = s; }
export async function renderPage(url) {
  if (url.searchParams.has('fail')) throw new Error('render failed');
  if (url.searchParams.has('decline')) return null;
  if (url.searchParams.has('slow')) await new Promise(() => {}); // data that never comes
  const health = await setup.transport('/api/health/', { method: 'GET', headers: { Accept: 'application/json' } });
  const { status } = await health.json();
  return {
    html: '<link rel="preload" as="image" href="/media/first.webp" fetchPriority="high"/><div class="app">' +
      setup.label + ' is ' + status + '</div>',
    page: 'features/home/pages/home-page',
    state: { lang: url.pathname.split('/')[1], screen: '', ns: ['videos'], queries: { note: '</script><script>alert(1)</script>' } },
  };
}
`,
);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { WEB_DIST_DIR: dist, APP_LABEL: 'Sangam Test' } });
});
afterAll(async () => {
  await ctx.close();
  rmSync(root, { recursive: true, force: true });
});

const page = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('a guest’s first page, rendered by the server', () => {
  it('carries the render in #root, with its data, its styles in the head and its code for later', async () => {
    const res = await page('/hi');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.vary).toContain('Cookie');
    const body = res.body;
    // The render asked the API in process, with this deployment's label.
    expect(body).toContain('<div id="root"><div class="app">Sangam Test is ok</div></div>');
    // The links React puts first go into the head, with the page's styles and the script's font.
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/media/first.webp" fetchPriority="high"/>');
    expect(head).toContain('<link rel="stylesheet" href="/assets/home-page.css" />');
    // Both weights of the script's font, so that bold headings paint in it too.
    for (const weight of [400, 600])
      expect(head).toContain(
        `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/devanagari-${weight}.woff2" />`,
      );
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    // Before the styles, one inline script sets up Intl while they download, allowed by its hash
    // alone; the Content-Security-Policy names no other inline script.
    const inline = [...head.matchAll(/<script>(.*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(inline).toEqual([expect.stringContaining('Intl.DateTimeFormat()')]);
    expect(head.indexOf('<script>')).toBeLessThan(head.indexOf('<link rel="stylesheet"'));
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
    // Nothing else but HTML and styles before the first paint: boot.js asks for the code after it.
    expect(body).not.toContain('<script type="module"');
    expect(body).not.toContain('rel="modulepreload"');
    expect(body).toContain(
      '<script defer src="/boot.js" data-entry="/assets/index-abc.js" data-stages="/assets/react-dom-def.js"' +
        ' data-preload="/assets/home-page.js /assets/common-hi.js /assets/videos-hi.js"></script>',
    );
    // The data travels as JSON that cannot end its script element.
    const json = /<script type="application\/json" id="server-page">(.*?)<\/script>/.exec(body)?.[1] ?? '';
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toMatchObject({ lang: 'hi', queries: { note: '</script><script>alert(1)</script>' } });
  });

  it('leaves the page to the browser when it renders itself, when the render declines, fails or is slow', async () => {
    // A render that never ends does not hold the page: it goes out without it after a moment.
    const slow = await page('/en?slow');
    for (const res of [
      await page('/en', `theme=x; ${BROWSER_RENDER_COOKIE}=1`),
      await page('/en?decline'),
      await page('/en?fail'),
      slow,
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('id="server-page"');
      // The app's own render sets up Intl itself: no inline script.
      expect(res.body).not.toContain('<script>');
      expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
      expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/react-dom-def.js">');
    }
  });
});
