// The base styles come first, so that every component's own styles win over them.
import './app/global.css';
import './app/script-fonts.css';
import { isLanguage } from '@sangam/contracts';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type HydrationState } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import { mayAdopt, prepareAdoption, readServedPage } from './app/served-page';
import { checkVersion } from './app/version-check';
import { initI18n } from './shared/i18n/i18n';
import { nextTask } from './shared/lib/next-task';
import { preferredLanguage } from './shared/i18n/language';
import { tracker } from './shared/tracking';

// The service worker makes the installed app open offline (production builds only).
// On a page the server rendered, this script starts after the page has loaded.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    navigator.serviceWorker
      .register('/sw.js')
      .catch((err: unknown) => console.warn('Service worker not registered', err));
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register());
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);

/**
 * The app's start, in steps of a task each: evaluating the code, setting up the texts, readying the
 * server's page and creating the router each take tens of milliseconds on a phone, and one task
 * holding them all would keep a reader's tap waiting that long.
 */
async function start(into: HTMLElement) {
  await nextTask();
  const prefix = window.location.pathname.split('/')[1];
  initI18n(isLanguage(prefix) ? prefix : preferredLanguage());
  void checkVersion();
  // Buffered behaviour events go out every 15 s and when the page is hidden or left.
  tracker.start();
  // A first visit's page may come rendered by the server (decision 017).
  const served = readServedPage();
  if (!served || !mayAdopt(served)) {
    renderInBrowser(into);
    return;
  }
  await nextTask();
  let hydrationData: HydrationState;
  try {
    hydrationData = await prepareAdoption(served, routes);
  } catch (err) {
    // The screen's code did not come: the browser's own render shows the route's error and retry.
    console.warn('The server’s page could not be adopted', err);
    renderInBrowser(into);
    return;
  }
  await nextTask();
  const app = appTree(createBrowserRouter(routes, { hydrationData }));
  await nextTask();
  // The first render is a transition, so React renders in slices and lets the browser in between
  // (input, paint) instead of holding the main thread for the whole tree at once. A page the server
  // rendered is adopted as it is (hydrated): its nodes stay, and only its handlers are attached.
  startTransition(() => {
    hydrateRoot(into, app, {
      // React then renders the page again in the browser: a defect of ours, reported as one.
      onRecoverableError: (error) => console.error('The server’s page did not match the app', error),
    });
  });
}

function renderInBrowser(into: HTMLElement) {
  const root = createRoot(into);
  startTransition(() => root.render(appTree(createBrowserRouter(routes))));
}

function appTree(router: ReturnType<typeof createBrowserRouter>) {
  return (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
