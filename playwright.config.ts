/**
 * Browser tests against the production build (`npm run build` first), driving the system
 * Chromium (/usr/bin/chromium, or CHROME_PATH): no browser is ever downloaded.
 */
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 9103);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  retries: 0,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
  },
  webServer: {
    command: `GATSBY_TELEMETRY_DISABLED=1 npx gatsby serve --port ${port}`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
