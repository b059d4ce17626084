/**
 * Old lexical.dev deep links land on the section that replaced them: a sample of old URLs from
 * several pages, each opened cold as a reader following a link from the wild would, with
 * JavaScript on (after hydration, which must not move the page) and with JavaScript off (the
 * server-rendered old id alone must bring the heading into view). tests/check-old-urls.mjs
 * checks every old URL of the list statically; this proves the browser really scrolls.
 */
import { expect, test, type Page } from '@playwright/test';
import { collectConsole, waitForHydration } from './helpers';

/** Old URL -> the id of the heading it must land on. */
const samples: Array<[string, string]> = [
  ['/docs/react/plugins#lexicalonchangeplugin', 'onchangeplugin'],
  ['/docs/concepts/selection#nodeselection', 'selection-types'],
  ['/docs/concepts/serialization#lexical---html', 'html'],
  ['/docs/concepts/serialization#lexicalnodeimportjson', 'custom-nodes-and-versioning'],
  ['/docs/concepts/editor-state#cloning-state', 'cloning-a-state'],
  ['/docs/concepts/commands#editorregistercommand', 'registering-a-listener'],
  ['/docs/concepts/traversals#depth-first-caret-traversals', 'searching-the-tree'],
  ['/docs/concepts/nodes#extending-decoratornode-using-config', 'the-shorter-config-form'],
  ['/docs/getting-started/react#saving-lexical-state', 'saving-and-restoring-content'],
  ['/docs/faq#why-does-lexical-use-the--prefix-in-the-name-of-many-of-the-functions', 'why-do-some-functions-start-with-'],
  ['/docs/react/faq#my-app-does-not-work-in-dev-when-using-strictmode-help', 'why-do-my-effects-run-twice-in-development'],
  ['/docs/react#supported-versions', 'supported-versions'],
];

/** The heading is on screen, below the fixed navbar, and the page scrolled to get there. */
async function expectLandedOn(page: Page, headingId: string): Promise<void> {
  const heading = page.locator(`[id="${headingId}"]`);
  await expect(heading).toBeInViewport();
  const { top, navbarBottom, scrollY } = await heading.evaluate((element) => ({
    top: element.getBoundingClientRect().top,
    navbarBottom: Math.max(0, document.querySelector('[data-navbar]')?.getBoundingClientRect().bottom ?? 0),
    scrollY: window.scrollY,
  }));
  expect(scrollY).toBeGreaterThan(0);
  expect(top).toBeGreaterThanOrEqual(navbarBottom - 1);
}

for (const [url, headingId] of samples) {
  test(`${url} lands on #${headingId}`, async ({ page }) => {
    const errors = collectConsole(page);
    await page.goto(url);
    await waitForHydration(page);
    const oldId = decodeURIComponent(url.split('#')[1]);
    // The old id is the heading itself or an element inside it, never a section elsewhere.
    await expect(page.locator(`h2[id="${headingId}"], h3[id="${headingId}"]`)).toHaveCount(1);
    await expect(page.locator(`[id="${oldId}"]`)).toHaveCount(1);
    expect(await page.locator(`[id="${oldId}"]`).evaluate((element) => element.closest('h2, h3')?.id)).toBe(headingId);
    await expectLandedOn(page, headingId);
    expect(errors).toEqual([]);
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const [url, headingId] of samples.slice(0, 4)) {
    test(`${url} lands on #${headingId}`, async ({ page }) => {
      await page.goto(url);
      await expectLandedOn(page, headingId);
    });
  }
});
