// The least JavaScript a first page of ours can load: React DOM alone (the bare page of
// lighthouse.mjs), then with each library the app's shell cannot start without, each built by Vite
// for production and gzipped. Issue 22 asks for a guest page's initial JS at most 1.6 times the
// bare page's; this table says what the libraries alone already take (decision 023).
//   node bench/library-floor.mjs
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { printTable } from './lib.mjs';

// The app's own resolution: the web workspace's React Router, production build (as vite.config.ts).
const require = createRequire(new URL('../apps/web/package.json', import.meta.url));
const routerProduction = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

const REACT = `import { createElement as h } from 'react'; import { createRoot } from 'react-dom/client';`;
const ROUTER = `import { createBrowserRouter, RouterProvider, Link } from 'react-router';`;
const I18N = `import i18n from 'i18next'; import { initReactI18next, useTranslation } from 'react-i18next';
  i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { a: 'x' } } } });`;
const QUERY = `import { QueryClient, QueryClientProvider, useQuery, hydrate } from '@tanstack/react-query';
  const qc = new QueryClient(); hydrate(qc, {});`;

const STACKS = [
  ['React DOM (the bare page)', `${REACT} createRoot(document.body).render(h('p', null, 'x'));`],
  [
    '+ React Router (data router)',
    `${REACT} ${ROUTER} const r = createBrowserRouter([{ path: '/', Component: () => h(Link, { to: '/a' }, 'x') }]);
     createRoot(document.body).render(h(RouterProvider, { router: r }));`,
  ],
  [
    '+ i18next, react-i18next',
    `${REACT} ${ROUTER} ${I18N} function C() { const { t } = useTranslation(); return h(Link, { to: '/a' }, t('a')); }
     const r = createBrowserRouter([{ path: '/', Component: C }]); createRoot(document.body).render(h(RouterProvider, { router: r }));`,
  ],
  [
    '+ TanStack Query',
    `${REACT} ${ROUTER} ${I18N} ${QUERY}
     function C() { const { t } = useTranslation(); const q = useQuery({ queryKey: ['a'], queryFn: () => 1 }); return h(Link, { to: '/a' }, t('a') + q.data); }
     const r = createBrowserRouter([{ path: '/', Component: C }]);
     createRoot(document.body).render(h(QueryClientProvider, { client: qc }, h(RouterProvider, { router: r })));`,
  ],
];

// Inside the repository, so that the stacks resolve the packages the app itself is built with.
const cache = path.join(path.dirname(require.resolve('react/package.json')), '..', '.cache');
mkdirSync(cache, { recursive: true });
const work = mkdtempSync(path.join(cache, 'library-floor-'));
const rows = [];
try {
  let bare = null;
  for (const [name, code] of STACKS) {
    const root = mkdtempSync(path.join(work, 'stack-'));
    writeFileSync(
      path.join(root, 'index.html'),
      '<!doctype html><body><script type="module" src="./main.js"></script>',
    );
    writeFileSync(path.join(root, 'main.js'), code);
    const outDir = path.join(root, 'dist');
    await build({
      root,
      logLevel: 'silent',
      configFile: false,
      build: { outDir },
      resolve: { alias: [{ find: /^react-router$/, replacement: routerProduction }] },
    });
    const files = readdirSync(path.join(outDir, 'assets')).filter((f) => f.endsWith('.js'));
    const gz = files.reduce(
      (sum, f) => sum + gzipSync(readFileSync(path.join(outDir, 'assets', f)), { level: 9 }).length,
      0,
    );
    bare ??= gz;
    rows.push({ stack: name, 'JS kB (gzip)': (gz / 1024).toFixed(1), '× bare page': (gz / bare).toFixed(2) });
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
printTable('The libraries alone: JavaScript a first page cannot do without', rows);
