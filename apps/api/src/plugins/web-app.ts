import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES, isLanguage, DEFAULT_LANGUAGE } from '@sangam/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface WebAppOptions {
  distDir: string;
  appLabel: string;
  supportEmail: string;
}

const escapeAttr = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The built index.html with this deployment's settings written into its meta tags, so the same build
 * serves any label; `<html lang>` is set per request from the path's language prefix.
 */
function prepareIndexHtml(html: string, opts: WebAppOptions): (lang: string) => string {
  const configured = html
    .replace(/(<meta name="application-name" content=")[^"]*(")/, `$1${escapeAttr(opts.appLabel)}$2`)
    .replace(/(<meta name="support-email" content=")[^"]*(")/, `$1${escapeAttr(opts.supportEmail)}$2`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttr(opts.appLabel)}</title>`);
  const byLang = new Map<string, string>();
  return (lang) => {
    let page = byLang.get(lang);
    if (!page) {
      page = configured.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`);
      byLang.set(lang, page);
    }
    return page;
  };
}

function languageOfPath(url: string): string {
  const first = url.split('?')[0]?.split('/')[1];
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

/** Long cache for content-hashed files, a short one for the rest; index.html is never cached. */
function cacheControlFor(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

export const webAppPlugin = fp(async (app: FastifyInstance, opts: WebAppOptions) => {
  const indexPath = path.join(opts.distDir, 'index.html');
  const hasWebBuild = existsSync(indexPath);
  const renderIndex = hasWebBuild ? prepareIndexHtml(readFileSync(indexPath, 'utf8'), opts) : null;

  if (hasWebBuild) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      index: false,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      // index.html is served below with this deployment's settings; version.json by its own route.
      allowedPath: (pathName) => pathName !== '/index.html' && pathName !== '/version.json',
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', cacheControlFor(filePath));
      },
    });
    // The root is a page of the app, not a folder listing.
    app.get('/', (request, reply) => sendIndex(request, reply));
  } else {
    app.log.warn({ distDir: opts.distDir }, 'no web build found: serving the API only');
  }

  function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    return reply
      .status(200)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderIndex!(languageOfPath(request.url)));
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathOnly = request.url.split('?')[0] ?? '/';
    const isApi = pathOnly === '/api' || pathOnly.startsWith('/api/');
    // A missing file (a name with an extension) is a real 404, never the app: a stale chunk must fail
    // visibly so the app can offer a reload, instead of receiving HTML.
    const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(pathOnly);
    if (isApi || looksLikeFile || !renderIndex || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({
        detail: isApi ? `No API endpoint at ${request.method} ${pathOnly}.` : 'Not found.',
        code: ERROR_CODES.notFound,
      });
    }
    return sendIndex(request, reply);
  });
});
