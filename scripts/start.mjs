// `npm start`: build the web app and the server when their sources changed since the last build,
// then run the server, which migrates the database, loads demo content into an empty one and serves
// everything on http://localhost:3000 (or PORT).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { supervise } from './supervise.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

/** Newest modification time of the given files and of the files under the given folders. */
function newest(...dirs) {
  let latest = 0;
  const visit = (dir) => {
    if (!existsSync(dir)) return;
    if (!statSync(dir).isDirectory()) {
      latest = Math.max(latest, statSync(dir).mtimeMs);
      return;
    }
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else latest = Math.max(latest, statSync(full).mtimeMs);
    }
  };
  dirs.forEach(visit);
  return latest;
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

function run(workspace) {
  console.log(`Building ${workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const contracts = at('packages/contracts/src');
// The web build is the browser's app and the server's render of it (dist-ssr, decision 017).
const webBuiltAt = Math.min(builtAt(at('apps/web/dist/index.html')), builtAt(at('apps/web/dist-ssr/entry-server.js')));
if (webBuiltAt < newest(at('apps/web/src'), at('apps/web/public'), at('apps/web/index.html'), contracts)) {
  run('@sangam/web');
}
if (builtAt(at('apps/api/dist/server.js')) < newest(at('apps/api/src'), at('apps/api/drizzle'), contracts)) {
  run('@sangam/api');
}

supervise(process.execPath, ['--enable-source-maps', at('apps/api/dist/server.js')], { cwd: root, env: process.env });
