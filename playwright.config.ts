/**
 * Browser tests (tests/e2e) against the production build, served by `gatsby serve`. They
 * drive the system Chromium (Debian's package at /usr/bin/chromium, or CHROME_PATH): no
 * browser is ever downloaded. Run `npm run build` first.
 */
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 9102);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
  },
  webServer: {
    command: `npx gatsby serve --port ${port}`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: { GATSBY_TELEMETRY_DISABLED: '1' },
  },
});
