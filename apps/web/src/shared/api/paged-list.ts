import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { api } from './http-client';

/**
 * A DRF-style page of a list (spec section 7): `{count, next, previous, results}`; a searched list's
 * search that found nothing also names the spellings nearest its words (`suggestions`, issue 21).
 */
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
  suggestions?: string[];
}

type Params = Record<string, string | number | undefined>;

/** A query string of the parameters that have a value. */
export const queryString = (params: Params) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();

/**
 * A list read a page at a time; 'Load More' fetches the next page into the same cache entry.
 * `params` may be a function, read at each fetch (a cache-buster that only some reads carry).
 */
export function pagedList<T>(key: QueryKey, path: string, params: Params | (() => Params)) {
  return infiniteQueryOptions({
    queryKey: key,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get<Page<T>>(
        `${path}?${queryString({ ...(typeof params === 'function' ? params() : params), page: pageParam })}`,
        signal,
      ),
    getNextPageParam: (last: Page<T>, _all, lastParam: number) => (last.next ? lastParam + 1 : undefined),
  });
}
