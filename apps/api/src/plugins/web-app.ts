import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LANGUAGE, ERROR_CODES, LANGUAGES, BROWSER_RENDER_COOKIE, isLanguage } from '@sangam/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { INTL_WARM_UP_SCRIPT } from './intl-warm-up';
import { linkPreview, type LinkPreview } from './link-previews';
import { loadPageHeads, type PageHead } from './page-heads';
import { loadRoutePreloads, preloadTags, type FirstLoadFiles } from './route-preloads';
import { loadServerRender, type RenderedPage } from './server-render';

export interface WebAppOptions {
  distDir: string;
  appLabel: string;
  supportEmail: string;
  publicUrl: string;
}

const escapeAttr = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Open Graph locales of our languages (India as the region). */
const OG_LOCALE: Record<string, string> = Object.fromEntries(LANGUAGES.map((l) => [l, `${l}_IN`]));

/** An address on this deployment for a path ('/media/x.jpg'); absolute addresses stay as they are. */
function absolute(base: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${base}/${pathOrUrl.replace(/^\//, '')}`;
}

/**
 * Per page, what search engines and link previews read before any script runs: the canonical
 * address, the same page in the other nine languages, and the Open Graph tags. A page about one
 * thing (a video, a temple…) is previewed with that thing's own title, text and picture. The app
 * keeps the title, description and addresses current as the person moves between pages; previews
 * read only this first HTML.
 */
function headTags(
  pathname: string,
  opts: WebAppOptions,
  page: PageHead | null,
  preview: LinkPreview | null,
): { lang: string; tags: string } {
  const [, first = '', ...rest] = pathname.split('/');
  const lang = isLanguage(first) ? first : DEFAULT_LANGUAGE;
  const tail = isLanguage(first) && rest.length && rest.join('/') ? `/${rest.join('/')}` : '';
  const base = opts.publicUrl.replace(/\/$/, '');
  const url = (l: string) => escapeAttr(`${base}/${l}${tail}`);
  const image = preview?.image
    ? [`<meta property="og:image" content="${escapeAttr(absolute(base, preview.image))}" />`]
    : [
        `<meta property="og:image" content="${escapeAttr(`${base}/icons/og-image.jpg`)}" />`,
        `<meta property="og:image:width" content="1200" />`,
        `<meta property="og:image:height" content="630" />`,
      ];
  const tags = [
    `<meta name="public-url" content="${escapeAttr(base)}" />`,
    `<link rel="canonical" href="${url(lang)}" />`,
    ...LANGUAGES.map((l) => `<link rel="alternate" hreflang="${l}" href="${url(l)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${url(DEFAULT_LANGUAGE)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeAttr(opts.appLabel)}" />`,
    `<meta property="og:title" content="${escapeAttr(preview?.title ?? page?.title ?? opts.appLabel)}" />`,
    `<meta property="og:url" content="${url(lang)}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[lang] ?? 'en_IN'}" />`,
    ...image,
    `<meta name="twitter:card" content="${preview && !preview.image ? 'summary' : 'summary_large_image'}" />`,
  ];
  return { lang, tags: tags.join('\n    ') };
}

/**
 * The built index.html with this deployment's settings written into its meta tags (so the same build
 * serves any label), and per request the page's language, title, description and head tags.
 */
function prepareIndexHtml(html: string, opts: WebAppOptions) {
  const preloads = loadRoutePreloads(opts.distDir);
  const headOf = loadPageHeads(opts.distDir, opts.appLabel);
  const configured = html
    .replace(/(<meta name="application-name" content=")[^"]*(")/, `$1${escapeAttr(opts.appLabel)}$2`)
    .replace(/(<meta name="support-email" content=")[^"]*(")/, `$1${escapeAttr(opts.supportEmail)}$2`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttr(opts.appLabel)}</title>`);
  return {
    headOf,
    render(pathname: string, page: PageHead | null, preview: LinkPreview | null, served: RenderedPage | null): string {
      const { lang, tags } = headTags(pathname, opts, page, preview);
      const first = preloads.firstLoad(pathname);
      const description = preview?.description || page?.description;
      let out = configured.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`);
      // A served page's texts are asked for after its first paint, by boot.js (withServedPage).
      if (served) out = withServedPage(out, served, preloads.pageFiles(served.page), first);
      const hints = preloadTags(served ? { ...first, texts: [] } : first);
      out = out.replace('<!--head-meta-->', [tags, hints].filter(Boolean).join('\n    '));
      // A page about one thing is titled by that thing, as the app titles it once it runs.
      const title = preview ? `${preview.title} · ${opts.appLabel}` : page?.title;
      if (title) out = out.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttr(title)}</title>`);
      if (page?.description)
        out = out.replace(
          /(<meta\s+name="description"\s+content=")[^"]*(")/,
          (_m, a: string, b: string) => `${a}${escapeAttr(page.description)}${b}`,
        );
      if (description)
        out = out.replace(
          /(<meta\s+property="og:description"\s+content=")[^"]*(")/,
          (_m, a: string, b: string) => `${a}${escapeAttr(description)}${b}`,
        );
      return out;
    },
  };
}

/** The links React's render puts first (the picture to preload first, with high priority). */
const HOISTED = /^(?:<link [^>]*\/>)+/;

/**
 * The page with the server's render in #root (decision 017). Its styles come in the head; its code,
 * the entry's and the texts' are asked for by boot.js only after the first paint, so that nothing
 * but the HTML and its styles stands between the visitor and a painted page. The JSON block carries
 * what the browser needs to adopt the page (app/served-page.ts).
 */
function withServedPage(
  html: string,
  served: RenderedPage,
  files: { js: string[]; css: string[] },
  first: FirstLoadFiles,
): string {
  const scripts: string[] = [];
  let out = html
    .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_m, src: string) => {
      scripts.unshift(src);
      return '';
    })
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_m, href: string) => {
      scripts.push(href);
      return '';
    });
  const [entry, ...entryImports] = scripts;
  const hoisted = HOISTED.exec(served.html)?.[0] ?? '';
  const body = served.html.slice(hoisted.length);
  const preload = [...files.js, ...first.texts].map((file) => `/${file}`);
  const state = JSON.stringify(served.state).replaceAll('<', '\\u003c');
  // The Intl warm-up runs while the styles download, so it comes before all of them. The page's
  // styles and the hoisted links go after the head's own tags, which replace the marker.
  out = out.replace(
    '<!--head-meta-->',
    [
      `<script>${INTL_WARM_UP_SCRIPT}</script>`,
      '<!--head-meta-->',
      ...files.css.map((file) => `<link rel="stylesheet" href="/${file}" />`),
      hoisted,
    ]
      .filter(Boolean)
      .join('\n    '),
  );
  return out.replace(
    '<div id="root"></div>',
    () =>
      `<div id="root">${body}</div>\n    <script type="application/json" id="server-page">${state}</script>` +
      `\n    <script defer src="/boot.js" data-entry="${escapeAttr(entry ?? '')}"` +
      ` data-stages="${escapeAttr(entryImports.join(' '))}" data-preload="${escapeAttr(preload.join(' '))}"></script>`,
  );
}

/**
 * Long cache for content-hashed files, a short one for the rest; index.html is never cached and the
 * service worker is checked on every visit, so a new build reaches installed apps.
 */
function cacheControlFor(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (path.basename(filePath).replace(/\.(br|gz)$/, '') === 'sw.js') return 'no-cache';
  return 'public, max-age=3600';
}

export const webAppPlugin = fp(async (app: FastifyInstance, opts: WebAppOptions) => {
  const indexPath = path.join(opts.distDir, 'index.html');
  const hasWebBuild = existsSync(indexPath);
  const indexHtml = hasWebBuild ? prepareIndexHtml(readFileSync(indexPath, 'utf8'), opts) : null;
  const renderPage = hasWebBuild ? await loadServerRender(app, opts) : null;

  if (hasWebBuild) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      index: false,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      // index.html is served below with this deployment's settings; version.json by its own route.
      allowedPath: (pathName) =>
        pathName !== '/index.html' && pathName !== '/version.json' && pathName !== '/manifest.webmanifest',
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', cacheControlFor(filePath));
      },
    });
    // The root is a page of the app, not a folder listing.
    app.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(request, reply));
    // The install manifest carries this deployment's label.
    app.get('/manifest.webmanifest', { schema: { hide: true } }, (_request, reply) =>
      reply
        .type('application/manifest+json; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(JSON.stringify(webManifest(opts.appLabel))),
    );
  } else {
    app.log.warn({ distDir: opts.distDir }, 'no web build found: serving the API only');
  }

  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? '/';
    const page = indexHtml!.headOf(pathname);
    const [preview, served] = await Promise.all([
      page ? (page.named ?? linkPreview(app, page.screen, page.params, page.lang)) : null,
      renderPage && page && !rendersItself(request) ? renderPage(new URL(request.url, 'http://server.render')) : null,
    ]);
    return reply
      .status(200)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(indexHtml!.render(pathname, page, preview, served));
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathOnly = request.url.split('?')[0] ?? '/';
    const isApi = pathOnly === '/api' || pathOnly.startsWith('/api/');
    // A missing file (a name with an extension) is a real 404, never the app: a stale chunk must fail
    // visibly so the app can offer a reload, instead of receiving HTML.
    const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(pathOnly);
    if (isApi || looksLikeFile || !indexHtml || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({
        detail: isApi ? `No API endpoint at ${request.method} ${pathOnly}.` : 'Not found.',
        code: ERROR_CODES.notFound,
      });
    }
    return sendIndex(request, reply);
  });
});

/** A browser that renders its pages itself says so with a cookie (a signed-in person's, decision 017). */
function rendersItself(request: FastifyRequest): boolean {
  return (request.headers.cookie ?? '').split(';').some((part) => part.trim().startsWith(`${BROWSER_RENDER_COOKIE}=`));
}

/** The web app manifest: installable, standalone, in the brand colours. */
function webManifest(label: string) {
  return {
    name: label,
    short_name: label.length > 12 ? label.split(' ')[0] : label,
    description: `${label}: sacred videos, daily practice, classes, retreats and community, in ten languages.`,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#fffaf3',
    theme_color: '#7a1f2b',
    lang: 'en',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
