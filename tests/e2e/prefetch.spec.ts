/**
 * Prefetching as the spec says: a route linked on screen gets a `<link rel=prefetch>` hint for
 * its page data (a GET with credentials where hints are unsupported), at most once, never with
 * data saver on, and its data is downloaded once: the loader's read of a prefetched file is a
 * conditional request answered 304, and following the link asks for nothing more.
 *
 * Downloads are counted from the network's own view (Chromium's DevTools protocol): a read served
 * from the cache after revalidation reports 200 to the page but 304 on the wire.
 */
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { scrollToLiveExample, waitForHydration } from './helpers';

const INTRO_DATA = '/page-data/docs/intro/page-data.json';
const isPageData = (path: string) => path.startsWith('/page-data/') && path.endsWith('/page-data.json');

/** Every page-data request the page makes, with the status the server sent (304: no body). */
async function watchPageData(page: Page): Promise<{ requests: () => { path: string; status: number | undefined }[] }> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const pathOf = new Map<string, string>();
  const statusOf = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    const { pathname } = new URL(request.url);
    if (isPageData(pathname)) pathOf.set(requestId, pathname);
  });
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => statusOf.set(requestId, statusCode));
  // A read the cache answers is no request on the wire (a hovered link's body check reads the data so).
  cdp.on('Network.requestServedFromCache', ({ requestId }) => pathOf.delete(requestId));
  await cdp.send('Network.enable');
  return { requests: () => [...pathOf].map(([id, path]) => ({ path, status: statusOf.get(id) })) };
}

const bodiesOf = (requests: { path: string; status: number | undefined }[], path: string) =>
  requests.filter((r) => r.path === path && r.status === 200).length;

test.describe('prefetching', { tag: '@desktop' }, () => {
  // One viewport is enough: prefetching does not depend on the width. Gatsby's prefetch timer
  // (3 s after a link comes into view) runs on Playwright's clock, moved on at once, so a busy
  // machine cannot hold it back past a test's wait.

  test('a route linked on screen is prefetched by a hint, once, and its data is downloaded once', async ({ page }) => {
    await page.clock.install();
    const watch = await watchPageData(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.clock.runFor(10_000);
    // The home page links to /docs/intro from several places: one hint, then the loader's read.
    await expect(page.locator(`link[rel="prefetch"][href="${INTRO_DATA}"]`)).toHaveCount(1);
    await expect
      .poll(() => watch.requests().filter((r) => r.path === INTRO_DATA && r.status !== undefined).length, { timeout: 10_000 })
      .toBe(2);
    const hints = await page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(
      hints.filter((href, i) => hints.indexOf(href) !== i),
      'routes hinted twice',
    ).toEqual([]);

    await page.locator('a[href="/docs/intro"]:visible').first().click();
    await expect(page).toHaveURL(/\/docs\/intro$/);
    await waitForHydration(page);
    const requests = watch.requests();
    expect(
      requests.filter((r) => r.path === INTRO_DATA).map((r) => r.status),
      'the hint, then a read answered 304; nothing on the click',
    ).toEqual([200, 304]);
    const twice = [...new Set(requests.map((r) => r.path))].filter((path) => bodiesOf(requests, path) > 1);
    expect(twice, 'page data downloaded more than once').toEqual([]);
  });

  test("where hints are unsupported, a GET with the reader's cookies prefetches instead", async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'reader', value: 'yes', url: baseURL! }]);
    await page.addInitScript(() => {
      const supports = DOMTokenList.prototype.supports;
      DOMTokenList.prototype.supports = function (token: string) {
        return token === 'prefetch' ? false : supports.call(this, token);
      };
    });
    await page.clock.install();
    const get = page.waitForRequest((request) => new URL(request.url()).pathname === INTRO_DATA);
    await page.goto('/');
    await waitForHydration(page);
    await page.clock.runFor(10_000);
    const request = await get;
    expect(request.method()).toBe('GET');
    expect(request.resourceType()).toBe('xhr');
    expect((await request.allHeaders()).cookie).toContain('reader=yes');
    expect((await request.response())?.status()).toBe(200);
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
  });

  // Gatsby starts its first batch of prefetches 3 s after a link comes into view, on a timer:
  // the page's clock is Playwright's, moved on ten seconds at once, so the absence of hints is
  // shown without waiting and whatever the machine's speed. The control runs the same steps
  // without data saver and sees the hints, so the moved clock does reach Gatsby's timer.
  for (const saveData of [false, true]) {
    test(
      saveData ? 'with data saver on, nothing is prefetched' : 'the same clock without data saver prefetches (control)',
      async ({ page }) => {
        await page.clock.install();
        await page.addInitScript((save) => {
          Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: save, effectiveType: '4g' } });
        }, saveData);
        const watch = await watchPageData(page);
        await page.goto('/');
        await waitForHydration(page);
        await page.clock.runFor(10_000);
        if (!saveData) {
          await expect(page.locator(`link[rel="prefetch"][href="${INTRO_DATA}"]`)).toHaveCount(1);
          return;
        }
        await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
        expect(watch.requests().map((r) => r.path)).toEqual(['/page-data/index/page-data.json']);
      },
    );
  }
});

test.describe('the next page of a client-side navigation', { tag: '@desktop' }, () => {
  const TARGET = '/docs/concepts/editor-state';
  const BODY_FILE = `/page-data${TARGET}/body.html`;

  /** Every response the page gets that is HTML, by path, from the moment it is called. */
  function watchHtml(page: Page): { paths: string[] } {
    const seen = { paths: [] as string[] };
    page.on('response', (response) => {
      if ((response.headers()['content-type'] ?? '').startsWith('text/html')) seen.paths.push(new URL(response.url()).pathname);
    });
    return seen;
  }

  for (const how of ['hovered, then clicked', 'followed by keyboard (no hover)'] as const) {
    test(`${how}: a guide's body arrives as its own file, no other page's HTML is fetched, and its live example runs`, async ({ page }) => {
      // A guide of the same category, so the sidebar shows the link.
      await page.goto('/docs/concepts/key-management');
      await waitForHydration(page);
      const html = watchHtml(page);
      const link = page.getByRole('navigation', { name: 'Docs sidebar' }).locator(`a[href="${TARGET}"]`);
      if (how === 'hovered, then clicked') {
        const bodyFetched = page.waitForResponse((response) => new URL(response.url()).pathname === BODY_FILE, { timeout: 30_000 });
        await link.hover();
        // Gatsby prefetches the hovered page's data in its own time; the body follows once the data names it.
        expect((await bodyFetched).status()).toBe(200);
        await link.click();
      } else {
        await link.focus();
        await page.keyboard.press('Enter');
      }
      await expect(page).toHaveURL((url) => url.pathname === TARGET);
      await expect(page.locator('h1')).toHaveText('Editor state');
      const example = await scrollToLiveExample(page, 'editor-state');
      await expect(example.locator('[contenteditable="true"]').first()).toBeVisible({ timeout: 30_000 });
      // Body files only (the pointer may cross another guide's link on its way, which fetches that body too).
      expect(
        html.paths.filter((path) => !/^\/page-data\/.+\/body\.html$/.test(path)),
        'pages fetched as HTML',
      ).toEqual([]);
      expect(html.paths.filter((path) => path === BODY_FILE)).toHaveLength(1);
      await expect(page.locator(`[data-mdx-body="${TARGET}"] h2`).first()).toBeVisible();
    });
  }
});
