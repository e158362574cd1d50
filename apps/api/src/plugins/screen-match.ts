/**
 * Route patterns of the web app's screen table ('classes/:slug', '*'), matched against the path
 * segments after the language prefix, the way React Router ranks them: a static segment beats a
 * parameter, and a parameter beats the catch-all.
 */

/** How well a pattern matches the segments, with its parameters; null if it does not. */
function matchPattern(pattern: string, segments: string[]): { score: number; params: Record<string, string> } | null {
  if (pattern === '*') return { score: 0, params: {} };
  const parts = pattern ? pattern.split('/') : [];
  if (parts.length !== segments.length) return null;
  let score = 1;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    const segment = segments[i]!;
    if (part.startsWith(':')) {
      score += 2;
      params[part.slice(1)] = segment;
    } else if (part === segment) score += 10;
    else return null;
  }
  return { score, params };
}

/** The best-matching entry of a table of patterns, with its parameters, or null. */
export function bestMatch<T extends { path: string }>(
  table: readonly T[],
  segments: string[],
): { entry: T; params: Record<string, string> } | null {
  let best: { entry: T; params: Record<string, string>; score: number } | null = null;
  for (const entry of table) {
    const match = matchPattern(entry.path, segments);
    if (match && (!best || match.score > best.score)) best = { entry, ...match };
  }
  return best && { entry: best.entry, params: best.params };
}

/** The language and the decoded segments after it, or null when the path has no language prefix. */
export function splitPath(pathname: string, isLanguage: (value: string) => boolean) {
  const [, lang = '', ...rest] = pathname.split('/');
  if (!isLanguage(lang)) return null;
  try {
    return { lang, segments: rest.filter(Boolean).map((segment) => decodeURIComponent(segment)) };
  } catch {
    return null; // A malformed escape is no page of ours.
  }
}
