import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, isLanguage } from '@sangam/contracts';
import { bestMatch, splitPath } from './screen-match';

interface RoutePreloads {
  screens: Array<{ path: string; ns: string[] }>;
  texts: Record<string, string[]>;
  /** Per language, its script's font files (their faces are in the entry's styles). */
  fonts: Record<string, string[]>;
  /** Per page module: its code and styles beyond the entry's (build/route-preloads.ts). */
  pages?: Record<string, { js: string[]; css: string[] }>;
}

/** The files a first load needs beyond index.html: the script font, and the texts' code. */
export interface FirstLoadFiles {
  fontFiles: string[];
  texts: string[];
}

const NOTHING: FirstLoadFiles = { fontFiles: [], texts: [] };

/** The head links for the files: the font first, so that the page paints in it. */
export function preloadTags({ fontFiles, texts }: FirstLoadFiles): string {
  return [
    ...fontFiles.map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}" />`),
    ...texts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
  ].join('\n    ');
}

function readPreloads(distDir: string): RoutePreloads | null {
  try {
    return JSON.parse(readFileSync(path.join(distDir, 'route-preloads.json'), 'utf8')) as RoutePreloads;
  } catch {
    return null;
  }
}

/** What the build's route-preloads.json tells about a first load, read once at start. */
export interface RoutePreloadsReader {
  /**
   * The files for the first load of a page in a language other than English: its texts (common and
   * the screen's namespaces) and its script's font, so the page renders once, in its own font.
   * English needs nothing extra; without a web build, nothing.
   */
  firstLoad(pathname: string): FirstLoadFiles;
  /** A page module's code and styles beyond the entry's (for a page the server renders). */
  pageFiles(page: string): { js: string[]; css: string[] };
}

export function loadRoutePreloads(distDir: string): RoutePreloadsReader {
  const data = readPreloads(distDir);
  return {
    firstLoad(pathname) {
      const where = splitPath(pathname, isLanguage);
      if (!data || !where || where.lang === DEFAULT_LANGUAGE) return NOTHING;
      const { lang } = where;
      const ns = bestMatch(data.screens, where.segments)?.entry.ns ?? [];
      const texts = [...new Set(['common', ...ns].flatMap((n) => data.texts[`${lang}/${n}`] ?? []))];
      return { fontFiles: data.fonts[lang] ?? [], texts };
    },
    pageFiles: (page) => data?.pages?.[page] ?? { js: [], css: [] },
  };
}
