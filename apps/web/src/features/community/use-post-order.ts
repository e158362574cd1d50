import type { SortOption } from '@sangam/contracts';
import { useSearchParams } from 'react-router';
import { useDebounced } from '../../shared/lib/use-debounced';
import { postOrderOf, withPostOrder, type PostOrder } from './post-order';

/**
 * A list's sort and period, kept in the address so that Back, a reload and a shared link show the
 * same order; a change replaces the entry. `settled` is the order once it stops changing: changing
 * the sort refetches page 1 after 300 ms (spec section 4).
 */
export function usePostOrder(defaultSort: SortOption) {
  const [params, setParams] = useSearchParams();
  const order = postOrderOf(params, defaultSort);
  const settled: PostOrder = { sort: useDebounced(order.sort), period: useDebounced(order.period) };
  const setOrder = (next: PostOrder) =>
    setParams((current) => withPostOrder(current, next, defaultSort), { replace: true });
  return { order, setOrder, settled };
}
