// Bundles the server into dist/server.js, and the calendar's worker thread into
// dist/panchang-worker.js beside it. Workspace packages (TypeScript sources) are bundled in;
// everything from the npm registry stays an ordinary import from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@sangam/'));

await build({
  entryPoints: { server: 'src/server.ts', 'panchang-worker': 'src/modules/panchang/worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
