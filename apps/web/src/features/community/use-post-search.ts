import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebounced } from '../../shared/lib/use-debounced';

/**
 * A post search box's text and its settled words (debounced), kept in the address as `?q=` so that
 * Back, a reload and a shared link show the same search. Typing replaces the entry (Back leaves the
 * page, not each letter); an address changed from outside (a suggested spelling's link, Back to an
 * earlier search) puts its words back in the box.
 */
export function usePostSearch() {
  const [params, setParams] = useSearchParams();
  const inAddress = params.get('q') ?? '';
  const [search, setSearch] = useState(inAddress);
  const q = useDebounced(search.trim());
  // The words the address last said, by us or by a link: which of the two changed tells who spoke.
  const said = useRef(inAddress);

  useEffect(() => {
    if (inAddress === said.current) return;
    said.current = inAddress;
    setSearch(inAddress);
  }, [inAddress]);

  useEffect(() => {
    if (q === said.current) return;
    said.current = q;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (q) next.set('q', q);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [q, setParams]);

  // Until the typing settles the list still shows the last words' posts: the page says it is searching.
  return { search, setSearch, q, settling: search.trim() !== q };
}
