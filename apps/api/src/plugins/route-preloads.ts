import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, isLanguage } from '@sangam/contracts';
import { bestMatch, splitPath } from './screen-match';

interface RoutePreloads {
  screens: Array<{ path: string; ns: string[] }>;
  texts: Record<string, string[]>;
  fonts: Record<string, { css: string[]; files: string[] }>;
}

/**
 * The head links for the first load of a page in a language other than English, from the build's
 * route-preloads.json: its texts (common and the screen's namespaces) and its script's font, so the
 * page renders once, in its own font. English needs nothing extra; without a web build, nothing.
 */
export function loadRoutePreloads(distDir: string): (pathname: string) => string {
  let data: RoutePreloads;
  try {
    data = JSON.parse(readFileSync(path.join(distDir, 'route-preloads.json'), 'utf8')) as RoutePreloads;
  } catch {
    return () => '';
  }
  return (pathname) => {
    const where = splitPath(pathname, isLanguage);
    if (!where || where.lang === DEFAULT_LANGUAGE) return '';
    const { lang } = where;
    const ns = bestMatch(data.screens, where.segments)?.entry.ns ?? [];
    const texts = [...new Set(['common', ...ns].flatMap((n) => data.texts[`${lang}/${n}`] ?? []))];
    const font = data.fonts[lang] ?? { css: [], files: [] };
    return [
      ...font.files.map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}" />`),
      ...font.css.map((file) => `<link rel="stylesheet" href="/${file}" />`),
      ...texts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
    ].join('\n    ');
  };
}
