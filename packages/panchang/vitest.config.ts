import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'panchang', include: ['src/**/*.test.ts'] },
});
