import { useEffect, useSyncExternalStore } from 'react';
import { useResolvedPath } from 'react-router';

/**
 * The name of the thing a page is about (a video, a temple, a post…), for the document title:
 * a tab or a bookmark reads "Tulsi Archana · Vrindavan · Sanatan Sangam", not "Pooja". The page
 * names its thing once its data is there; the title falls back to the screen's name elsewhere.
 */
let named: { pathname: string; name: string } | null = null;
const listeners = new Set<() => void>();

function publish(next: typeof named) {
  named = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Names this page's thing in the document title while the page is shown. The page's address is its
 * route's own match: a page on its way out, still drawn while the next one loads, sees the new
 * location but keeps its match, and so cannot lend its name to the next page.
 */
export function useItemTitle(name: string | undefined) {
  const { pathname } = useResolvedPath('.');
  useEffect(() => {
    if (!name) return;
    publish({ pathname, name });
    return () => publish(null);
  }, [pathname, name]);
}

/** The thing the page at `pathname` is about, when it has named one. */
export function useNamedItem(pathname: string): string | null {
  const current = useSyncExternalStore(
    subscribe,
    () => named,
    () => null,
  );
  return current?.pathname === pathname ? current.name : null;
}
