/**
 * Every kind of page, and each feature that loads or runs code after the first paint, works
 * under the Content-Security-Policy the host sends (public/_headers, applied by Netlify's header
 * handler behind `npm run serve`): a listener added before any of the page's scripts collects
 * each `securitypolicyviolation` event of the page and of its frames, and the list stays empty
 * once the page is interactive and the feature has been used.
 */
import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { scrollToLiveExample, waitForHydration } from './helpers';
import { PAGE_KINDS } from './pages';

const SITE_URL = 'https://lexical.dev';

/** Starts collecting the policy violations of every frame of `page`; returns the live list. */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportPolicyViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportPolicyViolation: (v: string) => void }).__reportPolicyViolation;
      report(
        `${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} on ${location.href}`,
      );
    });
  });
  return violations;
}

/** The page's own policy: the test means nothing on a response without one. */
function expectPolicy(response: Response | null): void {
  expect(response?.headers()['content-security-policy'], `${response?.url()} has a policy`).toMatch(/script-src 'self'/);
}

test('every page kind becomes interactive with no policy violation', async ({ page, consoleProblems }) => {
  test.setTimeout(180_000);
  consoleProblems.allow(/this-page-does-not-exist/, 'the 404 page kind is a missing page');
  const violations = await watchPolicy(page);
  for (const [kind, route] of Object.entries(PAGE_KINDS)) {
    const response = await page.goto(route);
    if (kind === 'notFound') {
      // Netlify matches header rules against the address asked for, and no page's block matches
      // a missing address: the 404 page comes with the common headers only (as the deploy test
      // checks), so there is no policy for it to break.
      expect(response?.status()).toBe(404);
      expect(response?.headers()['content-security-policy']).toBeUndefined();
    } else expectPolicy(response);
    await waitForHydration(page);
  }
  // The 404 page at its own address, where its block applies (/404.html redirects there).
  expectPolicy(await page.goto('/404'));
  await waitForHydration(page);
  expect(violations).toEqual([]);
});

test('a live editor loads, takes typing and shows its JSON with no policy violation', async ({ page }) => {
  const violations = await watchPolicy(page);
  expectPolicy(await page.goto('/docs/concepts/editor-state'));
  await waitForHydration(page);
  const example = await scrollToLiveExample(page, 'editor-state');
  const editor = example.getByRole('textbox', { name: 'Editor-state example' });
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Typed under the policy.');
  await expect(example.getByLabel('Editor state as JSON')).toContainText('Typed under the policy.');
  expect(violations).toEqual([]);
});

test('search starts its worker, fetches the index and suggests pages with no policy violation', async ({ page }) => {
  const violations = await watchPolicy(page);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  expectPolicy(await page.goto('/docs/intro'));
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: 'Search' });
  await expect(box).toBeFocused();
  await box.fill('editor state');
  await expect(page.getByRole('option').first()).toContainText('Editor state');
  expect(workers).toHaveLength(1);
  expectPolicy(await page.goto('/search?q=selection'));
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /selection/i })
      .first(),
  ).toBeVisible();
  expect(violations).toEqual([]);
});

test(
  'embedded in a frame of the same origin, a page runs its editor and posts to the parent with no policy violation',
  { tag: '@desktop' },
  async ({ page, baseURL }) => {
    // Desktop only: the frame is the same on phones.
    const violations = await watchPolicy(page);
    // A same-origin parent without the pages' policy, so the test's own inline script runs; the
    // framed page gets its real policy, frame-ancestors included.
    await page.goto('/robots.txt');
    const framed = page.waitForResponse((response) => response.url().includes('hideNavigation=true'));
    await page.setContent(
      `<script>window.messages=[];addEventListener('message',e=>window.messages.push(e.data))</script><iframe name="docs" src="${baseURL}/docs/concepts/editor-state?hideNavigation=true" width="1000" height="700"></iframe>`,
    );
    expectPolicy(await framed);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { messages: { topic: string }[] }).messages.map((m) => m.topic)))
      .toEqual(expect.arrayContaining(['service-status', 'feature-flags', 'spec-info']));
    const example = await scrollToLiveExample(page.frameLocator('iframe[name="docs"]'), 'editor-state');
    await expect(example.locator('[data-live-editor-ready]')).toBeVisible();
    expect(violations).toEqual([]);
  },
);

test('code tooltips open on a guide and on an API page with no policy violation', { tag: '@desktop' }, async ({ page }) => {
  // Desktop only: a mouse.
  const violations = await watchPolicy(page);
  for (const route of ['/docs/concepts/commands', '/docs/api/modules/lexical_utils']) {
    expectPolicy(await page.goto(route));
    await waitForHydration(page);
    const link = page.locator('pre a[aria-describedby^="code-tip-"]').first();
    await link.hover();
    await expect(page.locator(`[id="${await link.getAttribute('aria-describedby')}"]`)).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test(
  'each shared page kind shows its social-share image inside the page with no policy violation',
  { tag: '@desktop' },
  async ({ page }) => {
    // Desktop only: the head is the same on phones.
    test.setTimeout(120_000);
    const violations = await watchPolicy(page);
    for (const kind of ['home', 'doc', 'apiModule', 'apiClass', 'package', 'blogPost']) {
      expectPolicy(await page.goto(PAGE_KINDS[kind]));
      await waitForHydration(page);
      const image = await page.locator('meta[property="og:image"]').getAttribute('content');
      expect(image, kind).toMatch(new RegExp(`^${SITE_URL}/og/.+\\.png$`));
      // The preview a reader's share dialog would show, drawn by the page itself: img-src allows it.
      const size = await page.evaluate(
        async (src) => {
          const img = document.createElement('img');
          img.src = src;
          document.body.append(img);
          await img.decode();
          return [img.naturalWidth, img.naturalHeight];
        },
        image!.replace(SITE_URL, ''),
      );
      expect(size).toEqual([1200, 630]);
    }
    expect(violations).toEqual([]);
  },
);
