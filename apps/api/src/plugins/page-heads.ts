import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, hasFestivalPage, isLanguage, PANCHANG_YEARS } from '@sangam/contracts';
import type { LinkPreview } from './link-previews';
import { bestMatch, splitPath } from './screen-match';

/** The festival pages' words in one language (practice.json). */
interface FestivalTexts {
  year_title: string;
  festival_title: string;
  names: Record<string, string>;
  about: Record<string, string>;
}

interface PageHeadsFile {
  screens: Array<{ path: string; title: string }>;
  texts: Record<
    string,
    { pages: Record<string, string>; descriptions: Record<string, string>; festivals?: FestivalTexts }
  >;
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
  /** A calendar page names its year or festival, as the app titles it once it runs (decision 022). */
  named?: LinkPreview;
}

/** '{{name}} {{year}}' with its values. */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * The title and description of a festival page ('festivals/:year', 'festivals/:id/:year') from the
 * locale's words, without asking the API: a year the calendar computes, an id with a page and a name.
 */
function festivalPageHead(
  screen: string,
  params: Record<string, string>,
  texts: FestivalTexts | undefined,
): LinkPreview | undefined {
  const year = Number(params.year);
  if (!texts || !/^\d{4}$/.test(params.year ?? '') || year < PANCHANG_YEARS.min || year > PANCHANG_YEARS.max)
    return undefined;
  if (screen === 'festivals/:year')
    return { title: fill(texts.year_title, { year: String(year) }), description: '', image: null };
  const id = params.id ?? '';
  const name = texts.names[id];
  if (screen !== 'festivals/:id/:year' || !name || !hasFestivalPage(id)) return undefined;
  return {
    title: fill(texts.festival_title, { name, year: String(year) }),
    description: texts.about[id] ?? '',
    image: null,
  };
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
    const named = festivalPageHead(match.entry.path, match.params, texts?.festivals);
    // A festival is described by its own sentence; every other page by its screen's.
    const description = named?.description || texts?.descriptions[key] || english?.descriptions[key] || '';
    return {
      title: `${appLabel} | ${name} | ${where.lang.toUpperCase()}`,
      description,
      lang: where.lang,
      screen: match.entry.path,
      params: match.params,
      ...(named ? { named: { ...named, description } } : {}),
    };
  };
}
