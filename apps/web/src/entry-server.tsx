// The server's render of a first visit (decision 017): the page's HTML with its data, so it paints
// before any script has arrived; the browser's app then adopts it (main.tsx, app/served-page.ts).
import { isLanguage, LANGUAGES, type Language } from '@sangam/contracts';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { languageRoute, pageModule, screenPlace, screenRouteId } from './app/routes';
import { SCREENS, screenNamespaces, type Screen } from './app/screens';
import type { ServedPage } from './app/served-page';
import { queryDefaults } from './app/providers';
import { setApiTransport } from './shared/api/http-client';
import { activateLanguage, i18n, initI18n } from './shared/i18n/i18n';
import { appConfig } from './shared/lib/app-config';
import type { RouteHandle } from './shared/lib/route-handle';

export interface ServerRenderSetup {
  label: string;
  supportEmail: string;
  publicUrl: string;
  /** Answers the app's API calls in process, as a guest. */
  transport: (url: string, init: RequestInit) => Promise<Response>;
}

/** What the server puts into the page: the body of #root and what the browser needs to adopt it. */
export interface RenderedPage {
  html: string;
  /** Read back by the browser (app/served-page.ts) from the page's JSON block. */
  state: ServedPage;
  /** The page module ('features/home/pages/home-page'), whose code and styles the page needs. */
  page: string;
}

interface RequestContext {
  queryClient: QueryClient;
}

export function setUpServerRendering(setup: ServerRenderSetup): void {
  appConfig.label = setup.label;
  appConfig.supportEmail = setup.supportEmail;
  appConfig.publicUrl = setup.publicUrl;
  setApiTransport(setup.transport);
  initI18n();
}

/**
 * The screens the server renders: those anyone may open, the same for every guest. A guarded screen
 * depends on who is asking, which only the browser knows (the session lives in its storage); an
 * unknown address is the browser's "not found".
 */
const isServed = (screen: Screen) => !screen.guard && screen.path !== '*';

/**
 * Odia is left to the browser: Chromium has no Odia data of its own (dates come from a stand-in,
 * odia-intl.ts; units such as "1 hr" stay English), while Node has it all, so the two renders of an
 * Odia page would differ and the browser would have to draw it again.
 */
const SERVED_LANGUAGES = new Set<Language>(LANGUAGES.filter((lang) => lang !== 'or'));

/**
 * The browser's route tree (routes.tsx: same layout route, same ids) without its browser-only
 * loaders. Every screen is in it, so that an address matches the same screen as in the browser; only
 * the served ones can render.
 */
const routes: RouteObject[] = [
  languageRoute(
    SCREENS.map((screen): RouteObject => {
      if (!isServed(screen)) return screenPlace(screen.path);
      const load = pageModule(screen.page);
      const handle: RouteHandle = { title: screen.title };
      return {
        ...screenPlace(screen.path),
        handle,
        lazy: async () => ({ Component: (await load()).Component }),
        loader: async ({ params, request, context }: LoaderFunctionArgs<RequestContext>) => {
          const { prefetch } = await load();
          await prefetch?.({ queryClient: context.queryClient, params, url: new URL(request.url), onServer: true });
          return null;
        },
      };
    }),
  ),
];

const handler = createStaticHandler(routes);

/** One render at a time: the texts' language is one global of i18next, switched per render. */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => {});
  return run;
}

/**
 * The page at `url` as HTML with its data, or null when the browser should render it itself: a
 * screen that is not served, a redirect, an error, or data that failed (the browser shows the
 * screen's own error then, and may retry).
 */
export async function renderPage(url: URL): Promise<RenderedPage | null> {
  const lang = url.pathname.split('/')[1];
  if (!isLanguage(lang) || !SERVED_LANGUAGES.has(lang)) return null;
  const queryClient = new QueryClient({ defaultOptions: queryDefaults });
  const context = await handler.query(new Request(url), { requestContext: { queryClient } });
  if (context instanceof Response || context.errors) return null;
  const match = context.matches.at(-1);
  const screen = SCREENS.find((s) => screenRouteId(s.path) === match?.route.id);
  if (!screen || !isServed(screen)) return null;
  if (
    queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status !== 'success')
  )
    return null;
  const ns = screenNamespaces(screen);

  return oneAtATime(async () => {
    await activateLanguage(lang);
    await i18n.loadNamespaces(ns);
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = renderToString(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </StrictMode>,
    );
    return {
      html,
      page: screen.page,
      state: { lang, screen: screen.path, ns, queries: dehydrate(queryClient) },
    };
  });
}
