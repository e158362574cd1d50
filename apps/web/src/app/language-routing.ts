import { isLanguage, type Language } from '@sangam/contracts';
import { looksLikeLanguageCode } from '../shared/i18n/language';

export type PrefixDecision = { lang: Language } | { redirect: string };

/**
 * The language prefix rules of spec section 2, for a path that starts with a segment:
 * - a known language is used, unless a stored choice differs: the stored language wins;
 * - an unknown language code is replaced by the current language, keeping the rest of the path;
 * - anything else (no prefix at all) goes to the language home.
 */
export function resolvePrefix(
  url: { pathname: string; search: string; hash: string },
  stored: Language | null,
  current: Language,
): PrefixDecision {
  const [, first = '', ...rest] = url.pathname.split('/');
  const tail = `${rest.length ? `/${rest.join('/')}` : ''}${url.search}${url.hash}`;
  if (isLanguage(first)) {
    if (stored && stored !== first) return { redirect: `/${stored}${tail}` };
    return { lang: first };
  }
  if (looksLikeLanguageCode(first)) return { redirect: `/${current}${tail}` };
  return { redirect: `/${current}` };
}

/**
 * Paths without a prefix that go to a page (spec section 2, "Redirects without a prefix"); every
 * other prefix-less path goes to the language home. `:x` segments are carried over.
 */
export const UNPREFIXED_REDIRECTS: ReadonlyArray<{ from: string; to: string }> = [
  { from: 'login', to: 'login' },
  { from: 'register', to: 'register' },
  { from: 'privacy', to: 'privacy' },
  { from: 'terms', to: 'terms' },
  { from: 'privacy/data-deletion', to: 'privacy/data-deletion' },
  { from: 'video/:id', to: 'video/:id' },
  // A mention in a post or comment links to `/u/name` (the API renders it without a language).
  { from: 'u/:username', to: 'u/:username' },
  { from: 'classes', to: 'classes' },
  { from: 'classes/explore', to: 'classes/explore' },
  { from: 'classes/:slug', to: 'classes/:slug' },
  { from: 'book/:slug', to: 'book/:slug' },
  { from: 'class/:slug', to: 'classes/:slug' },
  { from: 'tutors/:slug', to: 'tutors/:slug' },
  { from: 'tutor/:slug', to: 'tutors/:slug' },
];

/** Fills a target pattern with the matched parameters. */
export function fillPattern(pattern: string, params: Record<string, string | undefined>): string {
  return pattern.replace(/:([a-z]+)/gi, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
