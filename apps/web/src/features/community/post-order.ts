import { DEFAULT_TOP_PERIOD, SORT_OPTIONS, TOP_PERIODS, type SortOption, type TopPeriod } from '@sangam/contracts';

/** How a list of posts is ordered: its sort, and for Top the period it reaches back (issue 26). */
export interface PostOrder {
  sort: SortOption;
  period: TopPeriod;
}

const isSort = (value: string | null): value is SortOption => SORT_OPTIONS.some((s) => s === value);
const isPeriod = (value: string | null): value is TopPeriod => TOP_PERIODS.some((p) => p === value);

/**
 * The order an address asks for (`?sort=top&t=week`): an unknown value is the page's default, and a
 * period counts only for Top, the one sort that offers it.
 */
export function postOrderOf(params: URLSearchParams, defaultSort: SortOption): PostOrder {
  const sort = params.get('sort');
  const period = params.get('t');
  const chosen = isSort(sort) ? sort : defaultSort;
  return { sort: chosen, period: chosen === 'top' && isPeriod(period) ? period : DEFAULT_TOP_PERIOD };
}

/** The address's parameters with `order` in them; defaults are left out, so a plain page keeps a plain address. */
export function withPostOrder(params: URLSearchParams, order: PostOrder, defaultSort: SortOption): URLSearchParams {
  const next = new URLSearchParams(params);
  if (order.sort === defaultSort) next.delete('sort');
  else next.set('sort', order.sort);
  if (order.sort === 'top' && order.period !== DEFAULT_TOP_PERIOD) next.set('t', order.period);
  else next.delete('t');
  return next;
}
