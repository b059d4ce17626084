/**
 * Browser tests of the home page's live editor, the gallery's filter and the blog's
 * navigation pages, against the built site.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { collectConsole, waitForHydration } from './helpers';

test('the home editor loads after first paint and accepts typing', async ({ page }) => {
  const errors = collectConsole(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Lexical' })).toBeVisible();
  // The editor mounts only when its section nears the viewport.
  await expect(page.locator('[data-live-editor-ready]')).toHaveCount(0);
  await page.getByRole('heading', { level: 2, name: 'Try it' }).scrollIntoViewIfNeeded();
  const editor = page.getByRole('textbox', { name: 'Try Lexical: a rich text editor' });
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Typed by a browser test');
  await expect(editor).toContainText('Typed by a browser test');
  await page.keyboard.press('Control+z');
  await expect(editor).not.toContainText('Typed by a browser test');
  expect(errors).toEqual([]);
});

test('the home page keeps the editor code out of its first-view scripts', async ({ page }) => {
  const response = await page.request.get('/');
  const html = await response.text();
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    const body = await (await page.request.get(src)).text();
    expect(body, `${src} should not contain the editor`).not.toContain('LexicalComposerContext');
  }
});

test('the setup tabs switch with the arrow keys', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const tabs = page.getByRole('tablist', { name: 'Setup examples' });
  await tabs.getByRole('tab', { name: 'Vanilla JS' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'React' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'React' })).toContainText('LexicalComposer');
});

test('a gallery tag filter narrows the cards and survives a reload', async ({ page }) => {
  const errors = collectConsole(page);
  await page.goto('/gallery');
  // A click before React has hydrated the server-rendered buttons would do nothing.
  await waitForHydration(page);
  const cards = page.locator('[data-gallery-card]');
  const all = await cards.count();
  expect(all).toBeGreaterThanOrEqual(6);
  await page.getByRole('group', { name: 'Filter by tag' }).getByRole('button', { name: 'Lists' }).click();
  await expect(cards).toHaveCount(1);
  await expect(page).toHaveURL(/\/gallery\?tags=lists$/);
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await page.reload();
  await waitForHydration(page);
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Lists', pressed: true })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(cards).toHaveCount(all);
  await expect(page).toHaveURL(/\/gallery$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
  expect(errors).toEqual([]);
});

test('the gallery search filters by text and a card runs its live example', async ({ page }) => {
  await page.goto('/gallery?q=hashtag');
  await waitForHydration(page);
  const cards = page.locator('[data-gallery-card]');
  await expect(cards).toHaveCount(1);
  await page.getByRole('button', { name: 'Open live example' }).click();
  const editor = page.getByRole('textbox', { name: 'Hashtag example' });
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' #gallery ');
  await expect(editor.locator('span', { hasText: '#gallery' }).first()).toBeVisible();
});

test('the blog sidebar lists the posts under their years', async ({ page }) => {
  await page.goto('/blog/long-blog-post');
  const sidebar = page.getByRole('navigation', { name: 'Blog recent posts' });
  await expect(sidebar.getByRole('heading', { level: 2 })).toHaveText(['2021', '2019']);
  const year2019 = sidebar.getByRole('region', { name: '2019' });
  await expect(year2019.getByRole('link')).toHaveText([
    '2019',
    'From editor.update to the DOM: the life of a Lexical update',
    'Why Lexical exists',
  ]);
  await expect(year2019.getByRole('link', { name: /From editor.update/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/\d+ min read/).first()).toBeVisible();
});

test('a tag page lists exactly the posts with that tag', async ({ page }) => {
  await page.goto('/blog/tags/hola');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2 posts tagged with "Hola"');
  await expect(page.locator('main article h2')).toHaveText([
    'What MDX lets this blog do',
    'From editor.update to the DOM: the life of a Lexical update',
  ]);
  await page.goto('/blog/tags');
  await expect(page.getByRole('link', { name: 'Hello 3' })).toBeVisible();
});

test('the archive lists every post under its year', async ({ page }) => {
  await page.goto('/blog/archive');
  const y2021 = page.locator('main section[aria-labelledby="archive-2021"]');
  await expect(y2021.getByRole('listitem').getByRole('link')).toHaveText([
    'Welcome to the new Lexical website',
    'What MDX lets this blog do',
  ]);
  const y2019 = page.locator('main section[aria-labelledby="archive-2019"]');
  await expect(y2019.getByRole('listitem').getByRole('link')).toHaveText([
    'From editor.update to the DOM: the life of a Lexical update',
    'Why Lexical exists',
  ]);
  await expect(page.locator('main section[aria-labelledby^="archive-"]')).toHaveCount(2);
});

test("a year page lists that year's posts, newest first, and links the other years", async ({ page }) => {
  const errors = collectConsole(page);
  await page.goto('/blog/2019');
  await waitForHydration(page);
  await expect(page).toHaveTitle('Posts of 2019 | Lexical');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Posts of 2019');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /published in 2019/);
  const articles = page.locator('main article');
  await expect(articles.locator('h2')).toHaveText(['From editor.update to the DOM: the life of a Lexical update', 'Why Lexical exists']);
  await expect(articles.first().locator('time')).toHaveText('May 29, 2019');
  await expect(articles.first().getByText(/\d+ min read/)).toBeVisible();
  const years = page.getByRole('navigation', { name: 'Other years' });
  await expect(years.getByRole('link')).toHaveCount(1);
  await years.getByRole('link', { name: /Newer year/ }).click();
  await expect(page).toHaveURL(/\/blog\/2021$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Posts of 2021');
  await expect(page.locator('main article h2')).toHaveText(['Welcome to the new Lexical website', 'What MDX lets this blog do']);
  await expect(page.getByRole('navigation', { name: 'Other years' }).getByRole('link', { name: /Older year/ })).toHaveAttribute(
    'href',
    '/blog/2019',
  );
  expect(errors).toEqual([]);
});

test('a year without posts has no page: Page Not Found', async ({ page, request }) => {
  for (const year of ['2020', '2022', '2026']) {
    expect((await request.get(`/blog/${year}`)).status()).toBe(404);
  }
  await page.goto('/blog/2020');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
});

test('a rewritten post keeps its publication date and shows its revision', async ({ page }) => {
  const errors = collectConsole(page);
  await page.goto('/blog/welcome');
  await waitForHydration(page);
  const header = page.locator('article header');
  await expect(header.locator('time').first()).toHaveText('August 26, 2021');
  await expect(header.getByText(/^Updated/)).toHaveText(
    'Updated November 22, 2026: Rewritten for the move of the documentation to its rebuilt website.',
  );
  await expect(page.locator('meta[property="article:modified_time"]')).toHaveAttribute('content', '2026-11-22T00:00:00.000Z');
  expect(errors).toEqual([]);
});

test('the archive and sidebar year headings lead to the year pages', async ({ page }) => {
  const errors = collectConsole(page);
  await page.goto('/blog/archive');
  await waitForHydration(page);
  await page.getByRole('heading', { level: 2, name: '2021' }).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/blog\/2021$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Posts of 2021');
  const sidebar = page.getByRole('navigation', { name: 'Blog recent posts' });
  await expect(sidebar.getByRole('link', { name: '2021', exact: true })).toHaveAttribute('aria-current', 'page');
  await sidebar.getByRole('link', { name: '2019', exact: true }).click();
  await expect(page).toHaveURL(/\/blog\/2019$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Posts of 2019');
  expect(errors).toEqual([]);
});

const DISCUSSION = 'https://github.com/facebook/lexical/discussions/7220';

/**
 * Makes `page` meet /2024-recap as a host without redirects serves it (the page the build writes
 * there, read through the embedded mode's exemption), and answers the discussion locally. The
 * host's own 302 cannot be met in the browser: a route never sees the target of a redirect.
 */
async function withoutHostRedirects(page: Page, baseURL: string): Promise<void> {
  await page.route('**/2024-recap', async (route) =>
    route.fulfill({ response: await route.fetch({ url: `${baseURL}/2024-recap?disableRedirect=true` }) }),
  );
  await page.route('https://github.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>recap</title>' }),
  );
}

test('/2024-recap: the host sends the reader to the discussion with a 302', async ({ request }) => {
  const redirect = await request.get('/2024-recap', { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers().location).toBe(DISCUSSION);
});

test('/2024-recap on a host without redirects: its page sends the reader on, with or without JavaScript, and holds the link', async ({
  page,
  request,
  browser,
  baseURL,
  consoleProblems,
}) => {
  consoleProblems.allow(
    /^request to another host https:\/\/github\.com\/facebook\/lexical\/discussions\/7220$/,
    'the page leaves the site by design; the test answers it locally',
  );
  const html = await (await request.get('/2024-recap?disableRedirect=true')).text();
  expect(html).toMatch(
    /<noscript><meta http-equiv="refresh" content="0; url=https:\/\/github.com\/facebook\/lexical\/discussions\/7220"\/?>\s*<\/noscript>/,
  );
  expect(html).toContain(`href="${DISCUSSION}"`);
  await withoutHostRedirects(page, baseURL!);
  await page.goto('/2024-recap');
  await expect(page).toHaveURL(DISCUSSION);
  const noJs = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const plain = await noJs.newPage();
  await withoutHostRedirects(plain, baseURL!);
  await plain.goto('/2024-recap');
  await expect(plain).toHaveURL(DISCUSSION);
  await noJs.close();
});

test('/2024-recap?disableRedirect=true stays on the site, with the link', async ({ page }) => {
  await page.goto('/2024-recap?disableRedirect=true');
  await waitForHydration(page);
  expect(new URL(page.url()).pathname).toBe('/2024-recap');
  await expect(page.getByRole('link', { name: "Lexical's 2024 recap on GitHub Discussions" })).toBeVisible();
});
