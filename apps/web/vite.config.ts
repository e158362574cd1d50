import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import { pageHeads } from './build/page-heads.ts';
import { precompress } from './build/precompress.ts';
import { routePreloads } from './build/route-preloads.ts';
import { serviceWorker } from './build/service-worker.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/** The build's version: package version plus the commit, or the build time outside a git checkout. */
function buildVersion(): string {
  try {
    const sha = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    const dirty = execSync('git status --porcelain', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    return `${pkg.version}+${sha}${dirty ? `.${Date.now().toString(36)}` : ''}`;
  } catch {
    return `${pkg.version}+${Date.now().toString(36)}`;
  }
}

/** React Router's production module, beside the development one its package exports. */
function reactRouterProduction(): string {
  const pkg = createRequire(import.meta.url).resolve('react-router/package.json');
  return join(dirname(pkg), 'dist/production/index.mjs');
}

export default defineConfig(({ command, isSsrBuild }) => {
  const version = command === 'build' ? buildVersion() : 'dev';
  // The server's render (src/entry-server.tsx, decision 017): a module for Node beside the browser's build.
  if (isSsrBuild)
    return {
      plugins: [react()],
      publicDir: false,
      // React's and React Router's production builds, bundled in: their packages pick the development
      // build unless the server runs with NODE_ENV=production, and that renders about three times slower.
      define: { __APP_VERSION__: JSON.stringify(version), 'process.env.NODE_ENV': JSON.stringify('production') },
      resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterProduction() }] },
      build: {
        outDir: 'dist-ssr',
        target: 'node20',
        sourcemap: true,
        assetsInlineLimit: 0,
      },
      // Our own packages are TypeScript sources, and React's, the router's, the query cache's and the
      // texts' production code: bundled in; the rest load from node_modules.
      ssr: {
        noExternal: [
          '@sangam/contracts',
          /^react($|-dom|\/)/,
          /^react-router/,
          'scheduler',
          /^@tanstack\//,
          /^i18next/,
          'react-i18next',
          /^use-sync-external-store/,
          'html-parse-stringify',
          'void-elements',
        ],
      },
    };
  return {
    plugins: [
      react(),
      {
        name: 'sangam-version-file',
        apply: 'build',
        generateBundle() {
          this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ version })}\n` });
        },
      },
      serviceWorker(version),
      routePreloads(),
      pageHeads(),
      precompress(),
    ],
    define: { __APP_VERSION__: JSON.stringify(version) },
    // React Router's package points every import at its development build, which checks and warns as
    // it runs (remix-run/react-router#12532). The browser's production build takes the production one.
    resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction() }] } : {},
    build: {
      target: 'es2022',
      sourcemap: true,
      // Read by build/route-preloads.ts to know which files each screen needs.
      manifest: true,
      assetsInlineLimit: 0,
      // Keep Vite's preload helper from injecting inline scripts or styles: the CSP forbids them.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // The entry's libraries each in a chunk of their own, so that a served page's boot.js can
          // have the browser compile and run each in a task of its own (decision 017): React DOM,
          // the router and the texts' library together took one task of half a second on a phone.
          codeSplitting: {
            groups: [
              { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
              { name: 'react-router', test: /node_modules[\\/]react-router[\\/]/ },
              { name: 'i18next', test: /node_modules[\\/]i18next[\\/]/ },
              { name: 'query-core', test: /node_modules[\\/]@tanstack[\\/]query-core[\\/]/ },
            ],
          },
        },
      },
    },
    server: {
      port: 5173,
      proxy: { '/api': 'http://localhost:3000', '/version.json': 'http://localhost:3000' },
    },
  };
});
