import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import local from './tools/eslint-plugin-local/index.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { local, 'import-x': importX },
    settings: {
      // Imports name TypeScript files without their extension (moduleResolution "Bundler"); the cycle
      // rule follows imports into every file of these kinds, read with the TypeScript parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.jsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.jsx', '.json'] })],
    },
    rules: {
      // No module may reach itself through its imports (issue 24): a registry of kinds lives where the
      // app is put together (apps/api/src/payables.ts, apps/web/src/app/booking-kinds.tsx), never in the
      // hub its kinds import. Type-only imports are not followed: they leave nothing at run time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Layers and slices (STYLE.md): enforced, not just described.
      'local/boundaries': [
        'error',
        {
          apps: [
            { root: 'apps/web/src', slices: 'features', forbidden: { shared: ['features', 'app'], features: ['app'] } },
            {
              root: 'apps/api/src',
              slices: 'modules',
              forbidden: { lib: ['modules', 'plugins'], db: ['modules', 'plugins'] },
            },
          ],
        },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // boot.js is a classic script of the page (decision 017), served as it is.
    files: ['apps/web/public/boot.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    // The service worker template runs in the worker's global scope; __PRECACHE__ is filled at build.
    files: ['apps/web/build/sw-template.js', 'apps/web/build/sw-push.js'],
    languageOptions: { globals: { ...globals.serviceworker, __PRECACHE__: 'readonly' } },
  },
  {
    // Command-line scripts and the server's entry point talk to a person through the console.
    files: ['scripts/**', 'tools/**/*.mjs', 'apps/api/src/server.ts', 'bench/**', 'e2e/**', '**/build.mjs'],
    rules: { 'no-console': 'off' },
  },
);
