/**
 * Search in a real browser: the shortcut, suggestions, keyboard use, highlighting on the target
 * page, the results page, hostile queries, the blog never appearing, and the cold-page time to
 * the first suggestions (printed). API assertions switch on when the built store holds API
 * records; each test prints which branch ran.
 */
import fs from 'node:fs';
import path from 'node:path';
import { waitForHydration } from './helpers';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';

interface Stored {
  t: string;
  u: string;
  c: string;
}

function builtStore(): Record<string, Stored> {
  const dir = path.resolve('public/page-data/sq/d');
  for (const file of fs.readdirSync(dir)) {
    const data = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')).data;
    if (data?.localSearchSite) {
      return JSON.parse(fs.readFileSync(path.join('public', data.localSearchSite.publicStoreURL), 'utf8'));
    }
  }
  throw new Error('No page data names the search store: build the site first.');
}

const store = builtStore();
const hasApiRecords = Object.values(store).some((record) => record.c === 'api');

/** Once React has hydrated the page, the box's shortcut listener is on. */
async function hydrated(page: Page) {
  await waitForHydration(page);
}

async function openSearch(page: Page) {
  await hydrated(page);
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: 'Search' });
  await expect(box).toBeFocused();
  return box;
}

test('the index is not downloaded until search is used, then mod+k focuses the box', async ({ page }, info) => {
  const indexRequests: string[] = [];
  const workers: string[] = [];
  const errors: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  page.on('console', (message) => {
    // The favicon belongs to the site chrome, not to search.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) {
      errors.push(`${message.text()} ${message.location().url}`);
    }
  });
  page.on('request', (request) => {
    if (/\.(index\.txt|store\.json)$/.test(request.url())) indexRequests.push(request.url());
  });
  await page.goto('/docs/intro');
  await page.waitForLoadState('networkidle');
  expect(indexRequests).toEqual([]);
  // The shortcut hint is shown where there is room for it (it is hidden on phones).
  if (info.project.name === 'desktop') await expect(page.locator('kbd', { hasText: 'Ctrl K' })).toBeVisible();
  expect(workers).toEqual([]);
  const box = await openSearch(page);
  await expect.poll(() => indexRequests.length).toBe(2);
  // The queries run in a Web Worker, not on the main thread.
  expect(workers).toHaveLength(1);
  await box.fill('editor');
  await expect(page.getByRole('option').first()).toContainText(/editor/i);
  expect(errors).toEqual([]);
});

test('typing "editor state" lists the editor-state concept page first', async ({ page }) => {
  await page.goto('/docs/intro');
  const box = await openSearch(page);
  await box.fill('editor state');
  const first = page.getByRole('option').first();
  await expect(first).toContainText('Editor state');
  await expect(first.locator('a')).toHaveAttribute('href', /^\/docs\/concepts\/editor-state\?_highlight=editor&_highlight=state$/);
  await expect(first.locator('mark').first()).toBeVisible();
  expect(await page.getByRole('option').count()).toBeLessThanOrEqual(9);
  await expect(page.getByRole('option').last()).toContainText('See all results for');
});

for (const name of ['createEditor', '$getRoot']) {
  test(`"${name}" finds its entries`, async ({ page }) => {
    await page.goto('/docs/intro');
    const box = await openSearch(page);
    await box.fill(name);
    const options = page.getByRole('option');
    await expect(options.first()).not.toContainText('See all results');
    if (hasApiRecords) {
      console.log(`[search e2e] ${name}: API records present, expecting the declaration first`);
      await expect(options.first().locator('span').first()).toHaveText(name);
      await expect(options.first().locator('a')).toHaveAttribute('href', /\/docs\/api\//);
    } else {
      console.log(`[search e2e] ${name}: no API records in this build, expecting docs pages that mention it`);
      const hrefs = await options.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.filter((href) => href.startsWith('/docs/')).length).toBeGreaterThan(0);
      const firstPage = await page.request.get(hrefs[0].split('?')[0]);
      expect(await firstPage.text()).toContain(name);
    }
  });
}

test('Enter on a suggestion opens the page at the section with the words marked', async ({ page }) => {
  await page.goto('/docs/intro');
  const box = await openSearch(page);
  await box.fill('reading the state');
  const first = page.getByRole('option').first();
  await expect(first).toContainText('Reading the state');
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/docs\/concepts\/editor-state\?_highlight=reading&_highlight=state#reading-the-state$/);
  const marks = page.locator('article mark[data-search-highlight]');
  await expect(marks.first()).toBeVisible();
  expect(await marks.count()).toBeGreaterThan(2);
  await expect(page.locator('#reading-the-state')).toBeInViewport();
});

test('Escape closes the suggestions, then clears the box', async ({ page }) => {
  await page.goto('/docs/intro');
  const box = await openSearch(page);
  await box.fill('nodes');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('Escape');
  await expect(box).toHaveValue('');
});

test('the results page shows results, follows typing in the URL and does not scroll', async ({ page }) => {
  await page.goto('/search?q=editor%20state');
  await expect(page.getByRole('heading', { level: 1, name: 'Search the documentation' })).toBeVisible();
  const input = page.getByPlaceholder('Type your search here');
  await expect(input).toHaveValue('editor state');
  await expect(page.locator('ol li').first()).toContainText('Editor state');
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const scrolled = await page.evaluate(() => window.scrollY);
  const historyLength = await page.evaluate(() => window.history.length);
  await input.fill('selection');
  await expect(page).toHaveURL(/\/search\?q=selection$/);
  await expect(page.locator('ol li').first()).toContainText(/selection/i);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(await page.evaluate(() => window.history.length)).toBe(historyLength);
  await page.getByLabel('API reference').check();
  await expect(page).toHaveURL(/\/search\?q=selection&ctx=api$/);
  await input.fill('zzzqqq');
  await expect(page.getByRole('status')).toHaveText('No results were found');
});

test('a hostile query and _highlight are shown as text and run nothing', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const hostile = '<img src=x onerror=alert(1)>';
  await page.goto(`/search?q=${encodeURIComponent(hostile)}`);
  await expect(page.getByPlaceholder('Type your search here')).toHaveValue(hostile);
  await expect(page.getByRole('status')).not.toBeEmpty();
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  await page.goto(`/docs/intro?_highlight=${encodeURIComponent(hostile)}&_highlight=${encodeURIComponent('"><script>alert(2)</script>')}`);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  const box = await openSearch(page);
  await box.fill('(?:a+)+$ [[[ \\\\ ' + 'x'.repeat(500));
  await expect(page.getByRole('option').last()).toContainText('See all results');
  expect(dialogs).toEqual([]);
});

test('no blog page appears in any result', async ({ page }) => {
  expect(Object.values(store).filter((record) => record.u.startsWith('/blog'))).toEqual([]);
  for (const q of ['blog', 'welcome', 'post', 'hello', 'docusaurus', 'authors', 'tags']) {
    await page.goto(`/search?q=${q}`);
    await expect(page.getByRole('status')).not.toHaveText('Fetching new results...');
    const hrefs = await page.locator('main ol a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => href.startsWith('/blog'))).toEqual([]);
  }
});

test('cold page: first suggestions visible within 150 ms of the first keystroke', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/docs/concepts/updates');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    const w = window as unknown as { __firstKey?: number; __firstOption?: number };
    document.addEventListener('keydown', (event) => { w.__firstKey ??= event.timeStamp; }, { capture: true, once: true });
    new MutationObserver((_records, observer) => {
      if (document.querySelector('[role="option"] mark')) {
        observer.disconnect();
        requestAnimationFrame(() => { w.__firstOption = performance.now(); });
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await hydrated(page);
  await page.getByRole('combobox', { name: 'Search' }).click();
  await page.keyboard.type('e');
  await expect(page.getByRole('option').first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => typeof (window as unknown as { __firstOption?: number }).__firstOption)).toBe('number');
  const elapsed = await page.evaluate(() => {
    const w = window as unknown as { __firstKey: number; __firstOption: number };
    return w.__firstOption - w.__firstKey;
  });
  console.log(`[search e2e] cold page: first suggestions visible ${elapsed.toFixed(1)} ms after the first keystroke`);
  expect(elapsed).toBeLessThan(150);
  await context.close();
});
