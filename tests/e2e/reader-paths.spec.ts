/**
 * Pages as readers arrive at them: with a stored preference, through an `.html` or
 * `/index.html` alias, embedded in a frame, by a deep link below a live example, by keyboard.
 * Every page kind is loaded in every variant, at desktop width (the crawl of every page at
 * phone width is crawl.spec.ts);
 * each must hydrate with no console problem (the shared fixture fails the test on any) and
 * show its h1 and body.
 */
import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/shared/storage';
import { expect, test } from './fixtures';
import { scrollToLiveExample, waitForHydration } from './helpers';
import { PAGE_KINDS } from './pages';

interface Variant {
  name: string;
  /** localStorage entries set before the page loads. */
  storage?: Record<string, string>;
  /** The address to open for a route. */
  address?: (route: string) => string;
}

const VARIANTS: Variant[] = [
  { name: 'sidebar hidden', storage: { [STORAGE_KEYS.sidebarHidden]: 'true' } },
  { name: 'a version chosen', storage: { [STORAGE_KEYS.docsVersion]: 'current' } },
  { name: 'dark mode', storage: { [STORAGE_KEYS.theme]: 'dark' } },
  { name: 'announcement dismissed', storage: { [STORAGE_KEYS.announcementDismissed]: 'lexical-0-35' } },
  { name: '.html alias', address: (route) => (route === '/' ? '/index.html' : `${route}.html`) },
  { name: '/index.html alias', address: (route) => (route === '/' ? '/index.html' : `${route}/index.html`) },
  { name: 'embedded', address: (route) => `${route}?hideNavigation=true` },
];

async function expectPageShown(page: Page, route: string) {
  await waitForHydration(page, 30_000);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toBeVisible();
  const bodyText = await page.locator('main').innerText();
  expect(bodyText.length, `${route}: body text`).toBeGreaterThan(40);
  if (route !== '/') expect(new URL(page.url()).pathname).toBe(route);
}

for (const variant of VARIANTS) {
  test(
    `every page kind, ${variant.name}: hydrates cleanly and shows its h1 and body`,
    { tag: '@desktop' },
    async ({ page, consoleProblems }) => {
      // Desktop only: every page loads at phone width in crawl.spec.ts; the variants run at desktop width.
      test.setTimeout(240_000);
      if (variant.storage) {
        await page.addInitScript((entries) => {
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        }, variant.storage);
      }
      for (const route of Object.values(PAGE_KINDS)) {
        if (route === PAGE_KINDS.notFound) {
          consoleProblems.allow(/this-page-does-not-exist/, 'the 404 page is a 404');
        }
        await page.goto(variant.address ? variant.address(route) : route);
        if (route === PAGE_KINDS.notFound) {
          await waitForHydration(page, 30_000);
          await expect(page.locator('h1')).toHaveText('Page Not Found');
          continue;
        }
        await expectPageShown(page, route);
      }
    },
  );
}

test('with the sidebar hidden (stored), the docs text column is wider than with it shown', { tag: '@desktop' }, async ({ page }) => {
  // Desktop only: the desktop sidebar.
  await page.goto(PAGE_KINDS.doc);
  await waitForHydration(page);
  const shown = (await page.locator('article').first().boundingBox())!.width;
  await page.evaluate((key) => localStorage.setItem(key, 'true'), STORAGE_KEYS.sidebarHidden);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Show the sidebar' })).toBeVisible();
  const hidden = (await page.locator('article').first().boundingBox())!.width;
  expect(hidden).toBeGreaterThan(shown + 100);
});

test.describe('embedded (hideNavigation)', () => {
  for (const route of ['/docs/concepts/nodes', '/docs/api/modules/lexical_link']) {
    test(`${route}: full-width text, no announcement, contents beside the text`, { tag: '@desktop' }, async ({ page }) => {
      // Desktop only: the desktop layout has the sidebar and contents.
      await page.goto(`${route}?hideNavigation=true`);
      await waitForHydration(page);
      await expect(page.locator('[data-navbar]')).toBeHidden();
      await expect(page.getByText('Lexical 0.35 is out')).toBeHidden();
      const article = (await page.locator('article').first().boundingBox())!;
      expect(article.width).toBeGreaterThan(600);
      const toc = page.getByRole('navigation', { name: /on this page|table of contents/i }).first();
      const crumbs = page.getByRole('navigation', { name: /breadcrumbs/i }).first();
      if ((await toc.count()) && (await crumbs.count())) {
        const t = (await toc.boundingBox())!;
        const c = (await crumbs.boundingBox())!;
        const overlap = t.x < c.x + c.width && c.x < t.x + t.width && t.y < c.y + c.height && c.y < t.y + t.height;
        expect(overlap, 'the table of contents covers the breadcrumbs').toBe(false);
      }
    });
  }

  test(
    'in a frame of the same origin: spec-info carries each page title, live editors report display and edits',
    { tag: '@desktop' },
    async ({ page, baseURL }) => {
      // Desktop only: one viewport is enough.
      // A same-origin document without the pages' script policy, so the test's own inline script runs.
      await page.goto('/robots.txt');
      await page.setContent(
        `<script>window.messages=[];addEventListener('message',e=>window.messages.push(e.data))</script><iframe name="docs" src="${baseURL}/docs/concepts/editor-state?hideNavigation=true" width="1000" height="700"></iframe>`,
      );
      const messages = () =>
        page.evaluate(() => (window as unknown as { messages: { topic: string; payload: Record<string, unknown> }[] }).messages);
      await expect
        .poll(async () => (await messages()).filter((m) => m.topic === 'spec-info').map((m) => m.payload.title))
        .toContainEqual(expect.stringContaining('Editor state'));
      const frame = page.frameLocator('iframe[name="docs"]');
      const example = await scrollToLiveExample(frame, 'editor-state');
      const editor = example.getByRole('textbox').first();
      await editor.click();
      await editor.pressSequentially(' typed');
      await expect
        .poll(async () => (await messages()).map((m) => m.topic))
        .toEqual(expect.arrayContaining(['component-display', 'editor-diff']));
      await expect
        .poll(async () => (await messages()).filter((m) => m.topic === 'editor-diff').map((m) => String(m.payload.textAfter)))
        .toContainEqual(expect.stringContaining('typed'));
      // The sidebar is hidden in a frame: the page's own link to the next page leads on.
      await frame.locator('article a[href="/docs/concepts/updates"]:visible').first().click();
      // One report a page, each with its own title: never the empty one between two, nor the last page's.
      await expect
        .poll(async () => (await messages()).filter((m) => m.topic === 'spec-info').map((m) => m.payload))
        .toEqual([
          { path: '/docs/concepts/editor-state', title: expect.stringContaining('Editor state') },
          { path: '/docs/concepts/updates', title: expect.stringContaining('Updates') },
        ]);
    },
  );

  test(
    'a parent of another origin may not frame the docs and hears nothing',
    { tag: '@desktop' },
    async ({ page, baseURL, consoleProblems }) => {
      // Desktop only: one viewport is enough.
      consoleProblems.allow(/localhost:\d+/, 'the test opens the parent page under another origin (localhost) on purpose');
      consoleProblems.allow(
        /frame-ancestors|ERR_BLOCKED_BY_RESPONSE/,
        'the site refuses to be framed by an origin its configuration does not list',
      );
      const other = baseURL!.replace('127.0.0.1', 'localhost');
      await page.goto(`${other}/robots.txt`);
      const refused = page.waitForEvent('console', (message) => message.text().includes('frame-ancestors'));
      await page.setContent(
        `<script>window.messages=[];addEventListener('message',e=>window.messages.push(e.data))</script><iframe src="${baseURL}/docs/concepts/editor-state?hideNavigation=true"></iframe>`,
      );
      await refused;
      // The browser shows its own error page in the frame, never the docs.
      await expect(page.frameLocator('iframe').locator('[data-navbar], html[data-theme]')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { messages: unknown[] }).messages)).toEqual([]);
    },
  );
});

test.describe('live examples leave the page around them alone', () => {
  for (const route of ['/', '/docs/concepts/commands']) {
    test(`${route}: code lines stay the same when the editors load`, async ({ page }) => {
      await page.goto(route);
      await waitForHydration(page);
      const lines = () => page.locator('pre .code-line').count();
      const before = await lines();
      expect(before).toBeGreaterThan(10);
      const editors = page.locator('[data-live-editor]');
      for (let i = 0; i < (await editors.count()); i += 1) {
        await editors.nth(i).scrollIntoViewIfNeeded();
        await expect(editors.nth(i)).toHaveAttribute('data-live-editor', 'ready');
      }
      expect(await lines()).toBe(before);
    });
  }

  test('a #hash target below live examples keeps its place in the page once they load', async ({ page }) => {
    await page.goto('/docs/concepts/commands');
    await waitForHydration(page);
    const last = (await page.locator('article h2[id]').evaluateAll((els) => els.map((el) => el.id))).at(-1)!;
    await page.goto(`/docs/concepts/commands#${last}`);
    await waitForHydration(page);
    const offset = () => page.locator(`#${last}`).evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY));
    const before = await offset();
    expect(await page.locator(`#${last}`).evaluate((el) => Math.abs(el.getBoundingClientRect().top))).toBeLessThan(200);
    const editors = page.locator('[data-live-editor]');
    expect(await editors.count()).toBeGreaterThan(0);
    for (let i = 0; i < (await editors.count()); i += 1) {
      await editors.nth(i).scrollIntoViewIfNeeded();
      await expect(editors.nth(i)).toHaveAttribute('data-live-editor', 'ready');
    }
    expect(await offset()).toBe(before);
  });
});

test('the skip link leads past the docs sidebar: the next Tab is in the text', { tag: '@desktop' }, async ({ page }) => {
  // Desktop only: the desktop navbar by keyboard.
  await page.goto(PAGE_KINDS.doc);
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const inSidebar = await page.evaluate(() => Boolean(document.activeElement?.closest('[data-docs-sidebar]')));
  expect(inSidebar).toBe(false);
  const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
  expect(inMain).toBe(true);
});

test('the navbar marks API on API pages and Docs on package pages', { tag: '@desktop' }, async ({ page }) => {
  // Desktop only: the desktop navbar.
  const navbar = page.locator('[data-navbar]');
  await page.goto(PAGE_KINDS.apiModule);
  await waitForHydration(page);
  await expect(navbar.getByRole('link', { name: 'API', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.goto(PAGE_KINDS.package);
  await waitForHydration(page);
  await expect(navbar.getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('the API sidebar shows the current entry and breaks long names between words', { tag: '@desktop' }, async ({ page }) => {
  // Desktop only: the desktop sidebar.
  await page.goto('/docs/api/classes/lexical_code.CodeHighlightNode');
  await waitForHydration(page);
  const current = page.locator('[data-docs-sidebar] [aria-current="page"]');
  await expect(current).toBeInViewport();
  expect(await current.evaluate((el) => el.querySelectorAll('wbr').length)).toBeGreaterThan(0);
});

test('/favicon.ico is served', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  // The type Netlify's file handler gives `.ico` (IANA's registered name; browsers take it as
  // they take the older image/x-icon).
  expect(response.headers()['content-type']).toBe('image/vnd.microsoft.icon');
});

test('a link in a static body (guide, blog post, API page, package) navigates inside the app', { tag: '@desktop' }, async ({ page }) => {
  // Desktop only: the same click handler at every width.
  const BODY = '[data-mdx-body], [id^="api-body:"], [data-build-html]';
  for (const route of [PAGE_KINDS.doc, PAGE_KINDS.blogPost, PAGE_KINDS.apiClass, PAGE_KINDS.apiModule, '/docs/packages/lexical-react']) {
    await page.goto(route);
    await waitForHydration(page);
    // A body link to another page of the site (the bodies are HTML the app never hydrated).
    const href = await page
      .locator(`:is(${BODY}) a[href^="/"]`)
      .evaluateAll((links, here) => links.map((a) => a.getAttribute('href') ?? '').find((h) => h.split('#')[0] !== here), route);
    expect(href, `${route}: a body link to another page`).toBeTruthy();
    const link = page.locator(`:is(${BODY}) a[href="${href}"]`).first();
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === href!.split('#')[0]);
    await expect(page.locator('h1')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), `${route} → ${href}: no page load`).toBe(true);
  }
});
