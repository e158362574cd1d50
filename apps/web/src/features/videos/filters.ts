import { paths } from '../../shared/lib/paths';

/** What the videos list is narrowed to (spec section 4, Videos filters). */
export interface VideoFilters {
  category?: string;
  language?: string;
  tag?: string;
  q?: string;
  kids: boolean;
  /** The reader's languages, shown first (not part of the address: the reader's, not the page's). */
  languages?: string;
  /** The page's language, in which the videos' tags are named (issue 21). */
  lang?: string;
}

export type FilterSource = 'home' | 'videos' | 'category' | 'language' | 'tag' | 'search';

/** The filter a list's path carries: search/{query}, or category/, language/ or tag/{slug}. */
export const pathParam = (source: FilterSource, params: Readonly<Record<string, string | undefined>>) =>
  source === 'search' ? params.query : params.slug;

/**
 * The filters of a list URL. One filter can be in the path (category/{slug}, language/{slug},
 * tag/{slug}, search/{query}); the others ride in the query string, the Kids Hub as
 * child_anime_filter=true.
 */
export function filtersFrom(source: FilterSource, param: string | undefined, search: URLSearchParams): VideoFilters {
  const fromQuery = (name: string) => search.get(name)?.trim() || undefined;
  const filters: VideoFilters = {
    category: fromQuery('category'),
    language: fromQuery('language'),
    tag: fromQuery('tag'),
    kids: search.get('child_anime_filter') === 'true',
  };
  const value = param?.trim() || undefined;
  if (source === 'category') filters.category = value;
  if (source === 'language') filters.language = value;
  if (source === 'tag') filters.tag = value;
  if (source === 'search') filters.q = value;
  // Tags belong to a category's view and are hidden while searching (spec section 2).
  if (filters.q && source !== 'tag') filters.tag = undefined;
  return filters;
}

export const hasFilters = (f: VideoFilters) => Boolean(f.category || f.language || f.tag || f.q || f.kids);

/**
 * The page URL (after the language prefix) of a filter set: the most specific filter goes in the
 * path (search, then category, language, tag), the rest in the query.
 */
export function pathFor(f: VideoFilters, page = 1): string {
  let path: string;
  const rest = new URLSearchParams();
  if (f.q) {
    path = paths.search(f.q);
    if (f.category) rest.set('category', f.category);
    if (f.language) rest.set('language', f.language);
  } else if (f.category) {
    path = paths.category(f.category);
    if (f.language) rest.set('language', f.language);
    if (f.tag) rest.set('tag', f.tag);
  } else if (f.language) {
    path = paths.videoLanguage(f.language);
    if (f.tag) rest.set('tag', f.tag);
  } else if (f.tag) {
    path = paths.tag(f.tag);
  } else {
    path = paths.videos();
  }
  if (f.kids) rest.set('child_anime_filter', 'true');
  if (page > 1) rest.set('page', String(page));
  const query = rest.toString();
  return query ? `${path}?${query}` : path;
}

/** The API query of a filter set and page. */
export function toQueryString(f: VideoFilters, page?: number): string {
  const query = new URLSearchParams();
  if (f.category) query.set('category', f.category);
  if (f.language) query.set('language', f.language);
  if (f.tag) query.set('tag', f.tag);
  if (f.q) query.set('q', f.q);
  if (f.kids) query.set('child_anime_filter', 'true');
  if (f.languages) query.set('languages', f.languages);
  if (f.lang) query.set('lang', f.lang);
  if (page) query.set('page', String(page));
  return query.toString();
}

/** ?page=N of the URL, or 1. */
export function pageFrom(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}
