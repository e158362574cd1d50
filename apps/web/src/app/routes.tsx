import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { PageKey } from '../shared/i18n/page-keys';
import { preferredLanguage, storedLanguage } from '../shared/i18n/language';
import { activateLanguage, i18n } from '../shared/i18n/i18n';
import { localize } from '../shared/lib/paths';
import { isAuthenticated } from '../shared/session/session-store';
import type { PagePrefetch } from '../shared/lib/page-prefetch';
import type { RouteHandle } from '../shared/lib/route-handle';
import {
  adminOnly,
  consoleOnly,
  creatorOnly,
  creatorProfileOnly,
  guestOnly,
  practiceSetupGuard,
  requireAuth,
  templeEditorOnly,
  userProfileOnly,
} from './guards';
import { fillPattern, resolvePrefix, UNPREFIXED_REDIRECTS } from './language-routing';
import { lazyPage } from './lazy-page';
import { RootLayout } from './layout/root-layout';
import { AppLoading } from './layout/app-loading';
import { queryClient } from './providers';
import { RouteError } from './layout/route-error';
import { SCREENS, screenNamespaces, type GuardName } from './screens';
import { isLanguage, type Language } from '@sangam/contracts';

export type PageModule = Promise<{ Component: React.ComponentType; prefetch?: PagePrefetch }>;
type Guard = (args: LoaderFunctionArgs) => null;

/**
 * How long the first screen of a visit waits for its data before it shows with skeletons instead.
 * Rendering it once with its data avoids a second, synchronous render of the whole screen when the
 * data arrives (TanStack Query's updates are synchronous), the longest task of a first visit.
 */
const FIRST_SCREEN_DATA_WAIT_MS = 1000;
/** The User Timing mark set where that wait begins. */
const FIRST_SCREEN_WAIT_MARK = 'sangam:first-screen-data-wait';
/** True until the first screen's loader has run. */
let firstScreen = true;

/** The page came from the server with its data: no screen waits for its data any more. */
export function firstScreenServed(): void {
  firstScreen = false;
}

/**
 * Route ids the server's render and the browser's share (entry-server.tsx, served-page.ts): the browser
 * adopts the server's page by telling the router these routes' loaders have already run.
 */
export const LANGUAGE_ROUTE_ID = 'lang';
export const screenRouteId = (path: string) => `screen:${path}`;

/** Where a screen's route sits: its shared id, and its path under /{lang} ('' is the index). */
export const screenPlace = (path: string) => ({
  id: screenRouteId(path),
  ...(path === '' ? { index: true as const } : { path }),
});

/**
 * The language prefix's route, around the screens: the layout stays on screen while a screen fails
 * (errors render inside it). The browser's routes and the server's render (entry-server.tsx) share
 * it, so that the server's page is the tree the browser adopts.
 */
export function languageRoute(screens: RouteObject[], loader?: RouteObject['loader']): RouteObject {
  return {
    id: LANGUAGE_ROUTE_ID,
    path: '/:lang',
    loader,
    element: <RootLayout />,
    hydrateFallbackElement: <AppLoading />,
    errorElement: <RouteError standalone />,
    children: [{ errorElement: <RouteError />, children: screens }],
  };
}

/**
 * One screen of the table: its path under /{lang}, its title, its code chunk, the namespaces of texts
 * it reads and its guard. The chunk and the texts are fetched together, so the screen renders once
 * both are there instead of suspending for its texts after its code has arrived. The loader checks the
 * guard, then starts the screen's own prefetch (if it has one) the moment its code is there. Only the
 * first screen of a visit waits for it (up to the time above); later screens show at once, with their
 * skeletons, while the previous one stays until their code is there.
 */
function screen(path: string, title: PageKey, load: () => PageModule, ns: string[], guard?: Guard): RouteObject {
  const handle: RouteHandle = { title };
  return {
    ...screenPlace(path),
    handle,
    lazy: lazyPage(() => Promise.all([load(), i18n.loadNamespaces(ns)]).then(([{ Component }]) => ({ Component }))),
    loader: async (args) => {
      guard?.(args);
      const url = new URL(args.request.url);
      // A chunk that fails to load is reported by the lazy route above; here it only means no prefetch.
      const data = load().then(
        ({ prefetch }) => prefetch?.({ queryClient, params: args.params, url }),
        () => {},
      );
      if (firstScreen) {
        firstScreen = false;
        // Shows in a performance profile where the wait began (the browser tests read it too).
        performance.mark(FIRST_SCREEN_WAIT_MARK);
        await Promise.race([data, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_DATA_WAIT_MS))]);
      }
      return null;
    },
  };
}

/** The current language: the one in use, else the stored or browser one. */
function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : preferredLanguage();
}

/** Applies the language prefix rules, then makes sure the language's texts are loaded. */
async function languageLoader({ request }: LoaderFunctionArgs) {
  const decision = resolvePrefix(new URL(request.url), storedLanguage(), currentLanguage());
  if ('redirect' in decision) throw redirect(decision.redirect);
  await activateLanguage(decision.lang);
  // A signed-in person's header menu reads the account texts: ask for them now, beside the screen.
  if (isAuthenticated()) void i18n.loadNamespaces('auth');
  return null;
}

// Each page module becomes its own chunk, loaded when its screen is first opened.
const PAGE_MODULES = import.meta.glob<{ Component: React.ComponentType }>([
  '../features/*/pages/*.tsx',
  // A domain's host side (classes/tutor, retreats/host, poojas/staff, journeys/organiser) has its own pages.
  '../features/*/*/pages/*.tsx',
  // A page's own tests sit beside it; they must never become a chunk of the app.
  '!../features/*/pages/*.test.tsx',
  '!../features/*/*/pages/*.test.tsx',
  './not-found-page.tsx',
  // Screens over every kind of booking: the app hands them its list of kinds (booking-kinds.tsx).
  './pages/*.tsx',
]);

const GUARDS: Record<GuardName, Guard> = {
  auth: requireAuth,
  guest: guestOnly,
  creator: creatorOnly,
  'creator-profile': creatorProfileOnly,
  'user-profile': userProfileOnly,
  'practice-setup': practiceSetupGuard,
  admin: adminOnly,
  console: consoleOnly,
  'temple-editor': templeEditorOnly,
};

/** The loader of a page module of the screen table ('features/home/pages/home-page'). */
export function pageModule(page: string): () => PageModule {
  const key = page.startsWith('app/') ? `./${page.slice(4)}.tsx` : `../${page}.tsx`;
  const load = PAGE_MODULES[key];
  if (!load) throw new Error(`No page module ${page}`);
  return load;
}

/** Every screen of spec section 2, under the language prefix. */
const screens: RouteObject[] = SCREENS.map((s) =>
  screen(s.path, s.title, pageModule(s.page), screenNamespaces(s), s.guard ? GUARDS[s.guard] : undefined),
);

/** A route that only sends the visitor on; the quiet loading frame shows for that instant. */
function redirectRoute(path: string, target: (args: LoaderFunctionArgs) => string): RouteObject {
  return {
    path,
    loader: (args) => redirect(target(args)),
    element: <AppLoading />,
    hydrateFallbackElement: <AppLoading />,
  };
}

/** Prefix-less paths of spec section 2 that lead to a page; carried to the current language. */
const unprefixedRedirects = UNPREFIXED_REDIRECTS.map(({ from, to }) =>
  redirectRoute(`/${from}`, ({ params, request }) => {
    const { search, hash } = new URL(request.url);
    return `${localize(currentLanguage(), fillPattern(to, params))}${search}${hash}`;
  }),
);

export const routes: RouteObject[] = [
  redirectRoute('/', () => localize(preferredLanguage(), '')),
  ...unprefixedRedirects,
  languageRoute(screens, languageLoader),
];
