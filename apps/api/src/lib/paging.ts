/** DRF-style neighbour links: the same query with another page number. */
function pageLink(url: string, page: number | null): string | null {
  if (page === null) return null;
  const link = new URL(url, 'http://local');
  link.searchParams.set('page', String(page));
  return `${link.pathname}${link.search}`;
}

/** A list answer `{ count, next, previous, results }` for one page of a query at `url`. */
export function pageAnswer<T>(url: string, page: number, pageSize: number, count: number, results: T[]) {
  const last = Math.max(1, Math.ceil(count / pageSize));
  return {
    count,
    next: pageLink(url, page < last ? page + 1 : null),
    previous: pageLink(url, page > 1 ? Math.min(page - 1, last) : null),
    results,
  };
}

/**
 * The list answer for the page a request asked for (its `page` and `page_size`) of what a query
 * found; anything else the query answered (a search's suggestions) goes along.
 */
export function answerPage<T, More extends object>(
  request: { url: string; query: { page: number; page_size: number } },
  { count, results, ...more }: { count: number; results: T[] } & More,
) {
  return { ...pageAnswer(request.url, request.query.page, request.query.page_size, count, results), ...more };
}

/** A list answer of everything at once, in one page (a creator's handful of items). */
export const wholeList = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

/** LIMIT and OFFSET of a page. */
export const pageWindow = (page: number, pageSize: number) => ({ limit: pageSize, offset: (page - 1) * pageSize });

/** A text searched with LIKE: its wildcards match themselves. */
export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
