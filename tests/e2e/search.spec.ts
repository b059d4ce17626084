/**
 * Search in a real browser: the shortcut, suggestions, keyboard use, highlighting on the target
 * page, the results page, typos, "Did you mean" when nothing is found, hostile queries, the
 * blog never appearing, and first suggestions on a cold page (their timing is measured by
 * `npm run bench:search`, not here). The site indexes the API reference, so a built store
 * without API records is a broken build, and the API tests fail on it rather than check less.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, collectConsole, waitForHydration } from './helpers';

interface Stored {
  t: string;
  u: string;
  c: string;
}

function builtStore(): Record<string, Stored> {
  const dir = path.resolve('public/page-data/sq/d');
  for (const file of fs.readdirSync(dir)) {
    const data = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')).data;
    if (data?.searchIndex) {
      return JSON.parse(fs.readFileSync(path.join('public', data.searchIndex.storeUrl), 'utf8'));
    }
  }
  throw new Error('No page data names the search store: build the site first.');
}

const store = builtStore();

test('the built store holds API records beside the guides', () => {
  const kinds = new Set(Object.values(store).map((record) => record.c));
  expect(kinds).toContain('api');
  expect(Object.values(store).filter((record) => record.c === 'api').length).toBeGreaterThanOrEqual(700);
});

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
    // The content-hashed files of src/node/search/index-files.ts.
    if (/\/static\/search-(index-[0-9a-f]+\.txt|store-[0-9a-f]+\.json)$/.test(request.url())) indexRequests.push(request.url());
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
    await expect(options.first().locator('span').first()).toHaveText(name);
    await expect(options.first().locator('a')).toHaveAttribute('href', /\/docs\/api\//);
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
  // "read" is the stem of "reading": the page marks every form of the word.
  await expect(page).toHaveURL(/\/docs\/concepts\/editor-state\?_highlight=reading&_highlight=state&_highlight=read#reading-the-state$/);
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

test('cold page: the first keystroke brings suggestions', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = collectConsole(page);
  await page.goto('/docs/concepts/updates');
  await page.waitForLoadState('networkidle');
  await hydrated(page);
  await page.getByRole('combobox', { name: 'Search' }).click();
  await page.keyboard.type('e');
  await expect(page.getByRole('option').first().locator('mark').first()).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('a typo still finds the page: "selction" lists Selection, with the word marked', async ({ page }) => {
  const errors = collectConsole(page);
  await page.goto('/docs/intro');
  const box = await openSearch(page);
  await box.fill('selction');
  const options = page.getByRole('option');
  await expect(options.first()).toContainText('Selection');
  const hrefs = await options.locator('a').evaluateAll((links) => links.slice(0, 3).map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.some((href) => href.startsWith('/docs/concepts/selection?'))).toBe(true);
  // The corrected word is what the page highlights.
  expect(hrefs[0]).toContain('_highlight=selection');
  await expect(options.first().locator('mark').first()).toHaveText(/selection/i);
  expect(errors).toEqual([]);
});

test('no result: the dropdown offers "Did you mean" and the two indexes', async ({ page }) => {
  const errors = collectConsole(page);
  await page.goto('/docs/intro');
  const box = await openSearch(page);
  await box.fill('slecetion');
  await expect(page.getByRole('status')).toHaveText('No results');
  const options = page.getByRole('option');
  await expect(options.first()).toHaveText('Did you mean “selection”?');
  const indexes = page.getByRole('navigation', { name: 'Documentation indexes' });
  await expect(indexes.getByRole('link', { name: 'Browse the guides' })).toHaveAttribute('href', '/docs/intro');
  await expect(indexes.getByRole('link', { name: 'Browse the API reference' })).toHaveAttribute('href', '/docs/api');
  // Enter on the suggestion runs it in place.
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(box).toHaveValue('selection');
  await expect(options.first()).toContainText('Selection');
  expect(errors).toEqual([]);
});

test('no result on /search: a suggestion runs its query, and the indexes are linked', async ({ page }) => {
  const errors = collectConsole(page);
  await page.goto('/search?q=slecetion');
  await expect(page.getByRole('status')).toHaveText('No results were found');
  await expect(page.getByRole('link', { name: 'Browse the guides' })).toHaveAttribute('href', '/docs/intro');
  await expect(page.getByRole('link', { name: 'Browse the API reference' })).toHaveAttribute('href', '/docs/api');
  await page.getByRole('button', { name: 'selection' }).click();
  await expect(page.getByPlaceholder('Type your search here')).toHaveValue('selection');
  await expect(page).toHaveURL(/\/search\?q=selection$/);
  await expect(page.locator('ol li').first()).toContainText(/selection/i);
  await expect(page.getByRole('link', { name: 'Browse the guides' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

// The dropdown's result options hold links, which axe reports as nested controls; the check is
// scoped to the no-result help so that it covers what this help adds.
test('the no-result help passes axe, in the dropdown and on /search', async ({ page }) => {
  const axe = () => axeViolations(page, ['main', '[data-search-help]']);
  await page.goto('/search?q=slecetion');
  await expect(page.getByRole('button', { name: 'selection' })).toBeVisible();
  expect(await axe()).toEqual([]);
  const box = await openSearch(page);
  await box.fill('slecetion');
  await expect(page.getByRole('option').first()).toHaveText('Did you mean “selection”?');
  expect(await axe()).toEqual([]);
});
