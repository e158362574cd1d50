// The base styles come first, so that every component's own styles win over them.
import './app/global.css';
import { isLanguage } from '@sangam/contracts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import { checkVersion } from './app/version-check';
import { initI18n } from './shared/i18n/i18n';
import { installOdiaDates } from './shared/i18n/odia-intl';
import { preferredLanguage } from './shared/i18n/language';
import { tracker } from './shared/tracking';

// Before anything formats a date: Chromium has no Odia month and weekday names of its own.
installOdiaDates();
const prefix = window.location.pathname.split('/')[1];
initI18n(isLanguage(prefix) ? prefix : preferredLanguage());
void checkVersion();
// Buffered behaviour events go out every 15 s and when the page is hidden or left.
tracker.start();

// The service worker makes the installed app open offline (production builds only).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .catch((err: unknown) => console.warn('Service worker not registered', err));
  });
}

const router = createBrowserRouter(routes);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first render is a transition, so React renders in slices and lets the browser in between
// (input, paint) instead of holding the main thread for the whole tree at once.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
