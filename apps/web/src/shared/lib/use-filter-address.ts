import { useSearchParams } from 'react-router';

/** The filters of `names` the address sets (a name without a value is left out). */
export function filtersIn<N extends string>(params: URLSearchParams, names: readonly N[]): Partial<Record<N, string>> {
  return Object.fromEntries(names.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : []))) as Partial<
    Record<N, string>
  >;
}

/**
 * A list's chosen filters in its address, so that a shared or reloaded link shows the same list.
 * `change` sets several at once (an empty value removes its name); `clear` leaves only `keep`. The
 * entry is replaced, so that Back leaves the page and not each choice.
 */
export function useFilterAddress() {
  const [params, setParams] = useSearchParams();
  const change = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  const clear = (keep: Record<string, string> = {}) => setParams(new URLSearchParams(keep), { replace: true });
  return { params, change, clear };
}
