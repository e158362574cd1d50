import { defineConfig } from 'vitest/config';

// One vitest run over every workspace: `npm run test:unit`.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/panchang', 'apps/api', 'apps/web', 'tools'],
  },
});
