import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  throw new Error(
    `Chromium was not found at ${chromium}. Install it (apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.`,
  );
}

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
/** Where the test server's SMTP sink writes the mail it receives (see serve.mjs and mail.ts). */
export const mailDir = path.join(os.tmpdir(), `sangam-e2e-mail-${port}`);

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 45_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    locale: 'en-US',
    // Pages talk to the network directly; the service worker has its own test (pwa.spec.ts).
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node serve.mjs',
    url: `${baseURL}/api/health/`,
    reuseExistingServer: false,
    // serve.mjs passes SIGTERM on to the server once, which closes its database and exits; then
    // serve.mjs removes the test's data folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    // A fresh database is migrated and seeded first: allow for a busy machine.
    timeout: 150_000,
    env: { PORT: String(port), HOST: '127.0.0.1', MAIL_DIR: mailDir, PUBLIC_URL: baseURL },
  },
});
