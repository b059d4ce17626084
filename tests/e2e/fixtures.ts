/**
 * The one `test` every browser test imports. Its `page` watches what a reader's console would
 * show and fails the test after it ends on any console error or warning, uncaught exception,
 * failed request, 4xx/5xx response, or request to another host, from the site's own code.
 *
 * Known, justified exceptions live in KNOWN_PROBLEMS below, each with its reason. A test that
 * provokes a problem on purpose (a chunk it makes fail, the 404 page it opens) says so with
 * `consoleProblems.allow(pattern, reason)`; anything else it sees still fails it.
 */
import { test as base, expect, type Page } from '@playwright/test';

interface Allowance {
  pattern: RegExp;
  reason: string;
}

/** Problems the site causes on purpose, everywhere. */
const KNOWN_PROBLEMS: readonly Allowance[] = [
  {
    // Leaving a page cancels what it was still fetching (prefetches, lazy chunks).
    pattern: /request failed .* \(net::ERR_ABORTED\)$/,
    reason: 'navigation cancels pending requests',
  },
  {
    // yjs warns while @lexical/yjs 0.35.0 first binds an editor to a fresh, still empty Y.Doc
    // (the docs' collaboration example and the gallery's); the tests assert the sync itself.
    pattern: /^console warning: Invalid access: Add Yjs type to a document before reading data\./,
    reason: 'a warning of yjs during @lexical/yjs binding; collaboration works',
  },
  {
    // The Page Not Found screen is served with status 404 (and so is its missing page data).
    pattern: /(status of 404|^404 ).*\/(this-page-does-not-exist|does-not-exist|blog\/20\d\d|nope)/,
    reason: 'opening a missing page is a 404 by design',
  },
];

export interface ConsoleProblems {
  /** Lets problems matching `pattern` pass in this test; `reason` says why they are expected. */
  allow(pattern: RegExp, reason: string): void;
}

export function watchPage(page: Page, baseURL: string, seen: string[]): void {
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) seen.push(`console ${message.type()}: ${message.text()} @ ${page.url()}`);
  });
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.message} @ ${page.url()}`));
  page.on('requestfailed', (request) => seen.push(`request failed ${request.url()} (${request.failure()?.errorText})`));
  page.on('response', (response) => {
    if (response.status() >= 400 && response.url().startsWith(baseURL)) seen.push(`${response.status()} ${response.url()}`);
  });
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseURL) && !/^(data|blob|about):/.test(url)) seen.push(`request to another host ${url}`);
  });
}

export const test = base.extend<{ consoleProblems: ConsoleProblems }>({
  consoleProblems: [
    async ({ page, baseURL }, use) => {
      const seen: string[] = [];
      const allowed: Allowance[] = [...KNOWN_PROBLEMS];
      watchPage(page, baseURL!, seen);
      await use({ allow: (pattern, reason) => allowed.push({ pattern, reason }) });
      const unexpected = seen.filter((problem) => !allowed.some((a) => a.pattern.test(problem)));
      expect(unexpected, 'console errors, warnings, failed requests or requests to other hosts').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
