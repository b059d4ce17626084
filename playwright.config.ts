/**
 * Browser tests against the production build, served locally, in the system Chromium
 * (Debian's `chromium-headless-shell`, scripts/chromium.mjs; CHROME_PATH overrides). No browser
 * is ever downloaded: without one the tests fail with a message saying how to get it.
 */
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/chromium.mjs';

const chromium = chromiumPath();

export const PORT = Number(process.env.E2E_PORT ?? 9300);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: false,
  workers: 2,
  // No retries: a test that passes only on a second try hides a real problem.
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: chromium, args: ['--no-sandbox'] },
    trace: 'off',
  },
  // A test for one width carries the tag `@desktop` or `@phone`, and the other project leaves it
  // out before it starts: a test skipped from its own body still set up its browser context
  // and page first, about a second each, 37 s over the 50 tests the phone or the desktop skipped.
  projects: [
    { name: 'desktop', grepInvert: /@phone/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
    // The phone runs the specs whose behaviour depends on the viewport or on touch (the menu,
    // the sidebar and table of contents, tooltips by tap, every page kind and reader path, axe
    // at phone width) and the crawl of every page (at the width where pages can pan sideways);
    // behaviour that is the same at any width runs once, on the desktop. It draws at one device
    // pixel per CSS pixel, not the Pixel 5's 2.75: layout in CSS pixels is the same, and the
    // crawl takes about a tenth less time (96 s against 101 s, 94 s against 105 s). The larger
    // image candidates a phone's screen would pick are checked as files by tests/check-site.mjs.
    {
      name: 'mobile',
      testMatch: /(a11y|chrome|code-types|crawl|reader-paths)\.spec\.ts$/,
      grepInvert: /@desktop/,
      use: { ...devices['Pixel 5'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, browserName: 'chromium' },
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
