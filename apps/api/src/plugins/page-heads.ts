import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, isLanguage } from '@sangam/contracts';
import { bestMatch, splitPath } from './screen-match';

interface PageHeadsFile {
  screens: Array<{ path: string; title: string }>;
  texts: Record<string, { pages: Record<string, string>; descriptions: Record<string, string> }>;
}

export interface PageHead {
  /** `<label> | <page name> | <LANG>` (spec section 2), as the app writes it once it runs. */
  title: string;
  description: string;
  /** The page's language. */
  lang: string;
  /** The screen's route pattern ('video/:id') and the path's values for its parameters. */
  screen: string;
  params: Record<string, string>;
}

/**
 * A page's title and description from the build's page-heads.json, in the page's language (English
 * where a text is missing); null for a path without a language prefix or without a web build.
 */
export function loadPageHeads(distDir: string, appLabel: string): (pathname: string) => PageHead | null {
  let data: PageHeadsFile;
  try {
    data = JSON.parse(readFileSync(path.join(distDir, 'page-heads.json'), 'utf8')) as PageHeadsFile;
  } catch {
    return () => null;
  }
  const english = data.texts[DEFAULT_LANGUAGE];
  return (pathname) => {
    const where = splitPath(pathname, isLanguage);
    const match = where && bestMatch(data.screens, where.segments);
    if (!where || !match) return null;
    const key = match.entry.title;
    const texts = data.texts[where.lang];
    const name = texts?.pages[key] ?? english?.pages[key];
    if (!name) return null;
    return {
      title: `${appLabel} | ${name} | ${where.lang.toUpperCase()}`,
      description: texts?.descriptions[key] ?? english?.descriptions[key] ?? '',
      lang: where.lang,
      screen: match.entry.path,
      params: match.params,
    };
  };
}
