import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One vitest run over every workspace: `npm run test:unit`.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/panchang', 'apps/api', 'apps/web', 'tools'],
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine. The
    // API files spend much of their time waiting on the database, so one worker a core is faster
    // (on 2 cores the unit phase went from 600 s to 350 s).
    maxWorkers: os.availableParallelism(),
  },
});
