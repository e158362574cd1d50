import { isLanguage, type Language } from '@sangam/contracts';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import type { HydrationState, RouteObject } from 'react-router';
import { storedLanguage } from '../shared/i18n/language';
import { activateLanguage, i18n } from '../shared/i18n/i18n';
import { isAuthenticated } from '../shared/session/session-store';
import { nextTask } from '../shared/lib/next-task';
import { queryClient } from './providers';
import { firstScreenServed, LANGUAGE_ROUTE_ID, screenRouteId } from './routes';

/** What the server's render left in the page's JSON block (entry-server.tsx). */
export interface ServedPage {
  lang: Language;
  /** The screen's path in the table, naming its route (screenRouteId). */
  screen: string;
  ns: string[];
  queries: DehydratedState;
}

/** The server's page state from its JSON block, or null when the server did not render this page. */
export function readServedPage(): ServedPage | null {
  const block = document.getElementById('server-page');
  if (!block?.textContent) return null;
  try {
    const state = JSON.parse(block.textContent) as ServedPage;
    return isLanguage(state.lang) && typeof state.screen === 'string' ? state : null;
  } catch {
    return null;
  }
}

/**
 * The server renders as a guest, in the address's language. A person with a session, or whose
 * chosen language differs (the router sends them to it), gets the browser's own render instead.
 */
export function mayAdopt(served: ServedPage): boolean {
  return !isAuthenticated() && (storedLanguage() ?? served.lang) === served.lang;
}

/**
 * Makes the browser's app the same as the server's render before React adopts its HTML: the same
 * data in the query cache, the same texts loaded, the screen's code resolved (a lazy route would
 * render the loading frame first), and the router told its loaders have already run.
 */
export async function prepareAdoption(served: ServedPage, routes: RouteObject[]): Promise<HydrationState> {
  firstScreenServed();
  const screen = routeById(routes, screenRouteId(served.screen));
  const loaded = Promise.all([
    activateLanguage(served.lang).then(() => i18n.loadNamespaces(served.ns)),
    screen && resolveLazy(screen),
  ]);
  // Asking for the code and the texts, and filling the cache, each take tens of milliseconds on a
  // phone: a task apiece. (A failure is handled by the caller, once the cache is filled.)
  loaded.catch(() => {});
  await nextTask();
  hydrate(queryClient, served.queries);
  await loaded;
  return { loaderData: { [LANGUAGE_ROUTE_ID]: null, [screenRouteId(served.screen)]: null } };
}

/**
 * The route of an id in the table. Only a screen's route is lazy, and the served page names its
 * screen: found by a walk, without ranking every path of the table as matching would (the router
 * does that once more when it is made, and on a phone each time costs tens of milliseconds).
 */
function routeById(routes: RouteObject[], id: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.id === id) return route;
    const found = route.children && routeById(route.children, id);
    if (found) return found;
  }
  return undefined;
}

/** Puts a lazy route's code in place, as the router would before rendering it. */
async function resolveLazy(route: RouteObject): Promise<void> {
  if (typeof route.lazy !== 'function') return;
  const resolved = await (route.lazy as () => Promise<Partial<RouteObject>>)();
  Object.assign(route, { ...resolved, lazy: undefined });
}
