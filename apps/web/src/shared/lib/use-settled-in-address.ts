import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Puts a list's settled (debounced) texts into the address: an empty text leaves it. The entry is
 * replaced, so that Back leaves the page and not each letter. An address that already says so is
 * left alone: on opening the page nothing navigates, so the screen's loader and render do not run a
 * second time for the same address.
 */
export function useSettledInAddress(texts: Record<string, string>): void {
  const [params, setParams] = useSearchParams();
  // One string for the texts, so that the effect follows their values and not a new object.
  const settled = JSON.stringify(Object.entries(texts));
  useEffect(() => {
    const next = new URLSearchParams(params);
    for (const [name, value] of JSON.parse(settled) as Array<[string, string]>) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
  }, [settled, params, setParams]);
}
