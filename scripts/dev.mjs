// `npm run dev`: the API restarting on change (tsx watch) on :3000 and Vite's dev server with hot
// reload on :5173, which forwards /api to the API. Ctrl-C stops both.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { superviseAll } from './supervise.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
superviseAll([
  { command: 'npx', args: ['tsx', 'watch', 'src/server.ts'], options: { cwd: path.join(root, 'apps/api') } },
  { command: 'npx', args: ['vite'], options: { cwd: path.join(root, 'apps/web') } },
]);
