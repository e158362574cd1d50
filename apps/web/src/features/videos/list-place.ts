import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { historyEntryKey } from '../../shared/lib/history-entry-key';
import { readString, writeString } from '../../shared/lib/storage';

/** Where the places survive a reload or a visit to another site: this tab's session storage. */
const STORAGE_KEY = 'sangam.listPlaces';
/** The places of this many history entries are kept; older ones are dropped. */
const KEPT_ENTRIES = 50;

interface ListPlace {
  /** The list's address and filters: a place belongs to one list. */
  list: string;
  pages: number;
  scrollY: number;
}

const isPlace = (value: unknown): value is ListPlace => {
  const place = value as Partial<ListPlace> | null;
  return typeof place?.list === 'string' && typeof place.pages === 'number' && typeof place.scrollY === 'number';
};
const here = () => `${window.location.pathname}${window.location.search}`;

/**
 * The places by history entry. Written on every scroll (it is memory, so it is exact at the moment
 * the person leaves: a throttled write lost the last scroll when a link was followed at once), and
 * into session storage when the page is hidden, as the router keeps its own scroll positions.
 */
let places: Map<string, ListPlace> | null = null;

function placesByEntry(): Map<string, ListPlace> {
  if (places) return places;
  places = new Map();
  try {
    const kept: unknown = JSON.parse(readString(STORAGE_KEY, 'session') ?? '[]');
    if (Array.isArray(kept)) {
      for (const entry of kept as unknown[]) {
        if (Array.isArray(entry) && typeof entry[0] === 'string' && isPlace(entry[1])) places.set(entry[0], entry[1]);
      }
    }
  } catch {
    // A corrupt copy is treated as none.
  }
  window.addEventListener('pagehide', () => {
    if (places) writeString(STORAGE_KEY, JSON.stringify([...places]), 'session');
  });
  return places;
}

function keep(entry: string, place: ListPlace) {
  const all = placesByEntry();
  all.delete(entry); // re-inserted last: the map's order is the order of use
  all.set(entry, place);
  if (all.size > KEPT_ENTRIES) all.delete(all.keys().next().value!);
}

/**
 * Infinite scroll's place, kept for the page's history entry: how many pages are loaded and how far
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
  const location = useLocation();
  const entry = historyEntryKey(location);
  const target = useRef<ListPlace | null>(null);

  // On arrival: the place this entry keeps for this list.
  useEffect(() => {
    const kept = placesByEntry().get(entry);
    target.current = kept && kept.list === list ? kept : null;
  }, [entry, list]);

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

  // Keeping: the place is noted as the person scrolls, for this entry only.
  useEffect(() => {
    const address = here();
    const onScroll = () => {
      // Not while returning, nor into this entry once the person has left for another page.
      if (target.current || pages === 0 || here() !== address) return;
      keep(entry, { list, pages, scrollY: Math.round(window.scrollY) });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [entry, list, pages]);
}
