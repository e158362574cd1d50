import { useEffect, useRef } from 'react';

/** Where the list's place is kept in the history entry, beside the router's own state. */
const STATE_KEY = 'sangamListPlace';
/** Scrolling writes the place at most this often (browsers throttle many history writes). */
const SAVE_AFTER_MS = 250;

interface ListPlace {
  /** The list's address and filters: a place belongs to one list. */
  list: string;
  pages: number;
  scrollY: number;
}

const placeIn = (state: unknown): ListPlace | null => {
  const place = (state as Record<string, unknown> | null)?.[STATE_KEY] as ListPlace | undefined;
  return place && typeof place.pages === 'number' && typeof place.scrollY === 'number' ? place : null;
};
const here = () => `${window.location.pathname}${window.location.search}`;

/**
 * Infinite scroll's place, kept in the page's history entry: how many pages are loaded and how far
 * the page is scrolled. Back, Forward or a reload to the entry (also from another site, when the
 * app's cache is gone) loads those pages again and scrolls to where the person was.
 */
export function useListPlace({
  list,
  pages,
  loaded,
  loadMore,
}: {
  list: string;
  /** Pages loaded so far (0 while the first is on its way). */
  pages: number;
  /** Whether the pages shown are all on the page (no page is on its way). */
  loaded: boolean;
  loadMore: () => void;
}) {
  const target = useRef<ListPlace | null>(null);
  const address = useRef('');

  // On arrival: the place this entry keeps for this list, if it is further down than one page.
  useEffect(() => {
    address.current = here();
    const kept = placeIn(window.history.state);
    target.current = kept && kept.list === list ? kept : null;
  }, [list]);

  // Returning: load the pages the person had, then scroll to where they were.
  useEffect(() => {
    const place = target.current;
    if (!place || !loaded || pages === 0) return;
    if (pages < place.pages) {
      loadMore();
      return;
    }
    target.current = null;
    window.scrollTo(0, place.scrollY);
  }, [pages, loaded, loadMore]);

  // Keeping: the place is written as the person scrolls and as pages arrive, into this entry only.
  useEffect(() => {
    let timer: number | undefined;
    const save = () => {
      timer = undefined;
      // Not while returning, nor into another page's entry once the person has left.
      if (target.current || pages === 0 || here() !== address.current) return;
      const place: ListPlace = { list, pages, scrollY: Math.round(window.scrollY) };
      window.history.replaceState({ ...(window.history.state as object | null), [STATE_KEY]: place }, '');
    };
    const onScroll = () => {
      timer ??= window.setTimeout(save, SAVE_AFTER_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (timer) window.clearTimeout(timer);
    };
  }, [list, pages]);
}
