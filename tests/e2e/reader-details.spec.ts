/**
 * Details a reader notices: a link to a heading lands it under the navbar and it stays there,
 * the table of contents follows the section being read,
 * a crash keeps the navbar, the keyboard can close what the pointer opened and does not lose
 * focus when the announcement goes, and every plugin component answers to the anchor older
 * lexical.dev pages gave it (prefetching: prefetch.spec.ts).
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForHydration, waitForQuiet } from './helpers';
import { allRoutes } from './pages';

const TOC_LINKS = 'nav[aria-label="On this page"] a';

/** The hrefs of the table-of-contents links marked current. */
const currentTocLinks = (page: Page) =>
  page.locator(`${TOC_LINKS}[aria-current="true"]`).evaluateAll((links) => links.map((link) => link.getAttribute('href')));

/**
 * The section a reader is in, by the rule readers expect: the last heading at or above the line
 * where a followed link lands it (its scroll-margin-top, just under the navbar, with two pixels of
 * tolerance); at the bottom of the page, the heading the address names if it is on screen, else
 * the last heading.
 */
const readingSection = (page: Page, ids: string[]) =>
  page.evaluate((all) => {
    const headings = all.map((id) => document.getElementById(id)!);
    const line = parseFloat(getComputedStyle(headings[0]).scrollMarginTop) + 2;
    const scroller = document.scrollingElement!;
    if (scroller.scrollTop + innerHeight >= scroller.scrollHeight - 2) {
      const target = headings.find((heading) => heading.matches(':target'));
      const top = target?.getBoundingClientRect().top ?? -1;
      return `#${(top >= 0 && top < innerHeight ? target! : headings[headings.length - 1]).id}`;
    }
    const above = headings.filter((heading) => heading.getBoundingClientRect().top <= line);
    return above.length > 0 ? `#${above[above.length - 1].id}` : null;
  }, ids);

/** The marked links of every copy of the table (the phone's folded one, the wide screen's). */
const marked = async (page: Page) => [...new Set(await currentTocLinks(page))];

const TOC_PAGES: [string, string[]][] = [
  ['/docs/concepts/editor-state', []],
  ['/docs/react/plugins', []],
  // The class page marked the section after #constructor once it was followed.
  ['/docs/api/classes/lexical.ElementNode', ['constructor']],
];

for (const [route, followFirst] of TOC_PAGES) {
  test(`${route}: the table of contents marks the section being read, and marking it moves nothing`, async ({ page }) => {
    // Some twenty steps, each waiting for the page: more than the usual time on a busy runner.
    test.setTimeout(90_000);
    await page.goto(route);
    await waitForHydration(page);
    const ids = await page
      .locator('nav[aria-label="On this page"]')
      .first()
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!.slice(1)));
    expect(ids.length, 'entries of the table of contents').toBeGreaterThan(4);
    // Each link's box within the content of its table (the table itself is sticky, so it moves
    // with the page, and scrolls in its own box when it is longer than the window).
    const boxes = () =>
      page.locator(TOC_LINKS).evaluateAll((links) =>
        links.map((link) => {
          const own = link.getBoundingClientRect();
          const table = link.closest('nav')!;
          const box = table.getBoundingClientRect();
          return [own.left - box.left + table.scrollLeft, own.top - box.top + table.scrollTop, own.width, own.height]
            .map(Math.round)
            .join(' ');
        }),
      );
    const before = await boxes();

    // By keyboard from the top: nothing is marked above the first heading, then what is read.
    await expect.poll(() => marked(page)).toEqual([]);
    for (const key of ['PageDown', 'PageDown', 'End', 'Home']) {
      await page.keyboard.press(key);
      // The scroll by keyboard is animated: wait until it rests (Home and End at their end of
      // the page; the position unchanged over ten frames, since a busy runner can draw one
      // frame of the animation without moving), then compare.
      await expect
        .poll(() =>
          page.evaluate(async (pressed) => {
            const bottom = document.documentElement.scrollHeight - innerHeight;
            if (pressed === 'Home' && scrollY > 0) return false;
            if (pressed === 'End' && scrollY < bottom - 1) return false;
            const at = scrollY;
            for (let frame = 0; frame < 10; frame += 1) await new Promise(requestAnimationFrame);
            return at === scrollY;
          }, key),
        )
        .toBe(true);
      const expected = await readingSection(page, ids);
      await expect.poll(() => marked(page), `marked after ${key}`).toEqual(expected ? [expected] : []);
    }

    // Following links as a reader does, with the table that is on screen: a heading in the
    // middle of the page and one near its end (which may not reach the top: the page ends first).
    for (const id of [...followFirst, ids[Math.floor(ids.length / 2)], ids[ids.length - 2]]) {
      await page.locator(`${TOC_LINKS}[href="#${id}"]:visible`).first().click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect.poll(() => marked(page), `marked after following #${id}`).toEqual([`#${id}`]);
    }

    // By wheel, over the article: the next heading brought to the line is marked; a little
    // above it, the section before it still is.
    const middle = ids[Math.floor(ids.length / 2)];
    await page.locator(`${TOC_LINKS}[href="#${middle}"]:visible`).first().click();
    await expect.poll(() => marked(page)).toEqual([`#${middle}`]);
    const article = (await page.locator('article').boundingBox())!;
    await page.mouse.move(article.x + article.width / 2, 500);
    const next = ids[ids.indexOf(middle) + 1];
    const distance = () =>
      page.evaluate((id) => {
        const heading = document.getElementById(id)!;
        return Math.round(heading.getBoundingClientRect().top - parseFloat(getComputedStyle(heading).scrollMarginTop));
      }, next);
    await page.mouse.wheel(0, await distance());
    await expect.poll(distance).toBeLessThanOrEqual(1);
    await expect.poll(() => marked(page), `marked with #${next} at the line`).toEqual([`#${next}`]);
    await page.mouse.wheel(0, -40);
    await expect.poll(distance).toBeGreaterThan(30);
    await expect.poll(() => marked(page), `marked with #${next} below the line`).toEqual([`#${middle}`]);

    expect(await boxes()).toEqual(before);
  });
}

test('a page whose layout data is bad crashes inside the layout: the navbar and a way home stay', async ({ page, consoleProblems }) => {
  consoleProblems.allow(/TypeError|Minified React error|The above error occurred/, 'the test breaks the sidebar data of a page on purpose');
  // The sidebar of the next page is broken in its page data: a category without items.
  await page.route('**/page-data/docs/concepts/updates/page-data.json', async (route) => {
    const body = await (await route.fetch()).json();
    body.result.data.docsSidebar.items = [{ type: 'category', label: 'Broken', href: null, collapsed: true, items: null }];
    await route.fulfill({ json: body });
  });
  await page.goto('/docs/concepts/editor-state');
  await waitForHydration(page);
  await page.locator('article a[href="/docs/concepts/updates"]:visible').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'This page crashed.' })).toBeVisible();
  await expect(page.locator('[data-navbar]')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'This page crashed.' })).toHaveCount(0);
});

test('Escape closes the version menu opened by hovering, while the pointer is still on it', { tag: '@desktop' }, async ({ page }) => {
  // Desktop only: the desktop navbar opens menus by hovering.
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const button = page.locator('[data-navbar] button[aria-haspopup="menu"]').last();
  await button.hover();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  // The pointer still rests on it and it stays closed: no menu item shows.
  await page.mouse.move(...(await button.boundingBox().then((b) => [b!.x + b!.width / 2, b!.y + b!.height / 2] as const)));
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('[data-navbar] [role="menu"]:visible')).toHaveCount(0);
});

test('closing the announcement by keyboard gives focus to the navbar, not to the page body', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Close announcement' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-announcement-bar]')).toHaveCount(0);
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-navbar]')))).toBe(true);
});

test.describe('anchors of plugin components, as older lexical.dev pages named them', () => {
  /** The entry points the plugins page lists: [import path, main export], e.g. [LexicalAutoFocusPlugin, AutoFocusPlugin]. */
  async function entryPoints(page: Page): Promise<[string, string][]> {
    await page.goto('/docs/react/plugins');
    const rows = page.locator('#all-entry-points-at-a-glance + table tbody tr');
    const entries = await rows.evaluateAll((trs) =>
      (trs as HTMLTableRowElement[]).map((tr) => [tr.cells[0].textContent!.trim(), tr.cells[1].textContent!.trim()] as [string, string]),
    );
    expect(entries.length, 'rows of the table "All entry points at a glance"').toBeGreaterThan(30);
    return entries;
  }

  test('/docs/react/plugins answers #lexical<name> for every entry point it lists, on a heading', async ({ page }) => {
    const missing: string[] = [];
    for (const [path] of await entryPoints(page)) {
      const id = path.toLowerCase();
      const heading = await page.locator(`[id="${id}"]`).evaluateAll((found) => found.map((e) => e.closest('h2, h3')?.id ?? null));
      if (heading.length !== 1 || heading[0] === null) missing.push(`#${id} (${heading.length} elements, in heading ${heading[0]})`);
    }
    expect(missing).toEqual([]);
    // Followed from the wild, one of them lands on its section.
    await page.goto('/docs/react/plugins#lexicalautofocusplugin');
    await expect(page.locator('h3#autofocusplugin')).toBeInViewport();
  });

  test('every other page with a section of a component answers #lexical<name> too', { tag: '@desktop' }, async ({ page, request }) => {
    // Desktop only: the served HTML is the same on a phone.
    const pathOf = new Map(
      (await entryPoints(page)).flatMap(([path, name]) => [
        [path, path],
        [name, path],
      ]),
    );
    const missing: string[] = [];
    for (const route of allRoutes().filter((r) => r.startsWith('/docs/') && !r.startsWith('/docs/api'))) {
      const html = await (await request.get(route)).text();
      const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
      for (const [, inner] of html.matchAll(/<h[23][^>]*>([\s\S]*?)<\/h[23]>/g)) {
        // A component's own section: a heading made of component names ("TreeView",
        // "RichTextPlugin and ContentEditable", "CollaborationPlugin props").
        const text = inner
          .replace(/<a [^>]*aria-label="Link to this section"[^>]*>#<\/a>/, '')
          .replace(/<[^>]+>/g, '')
          .trim();
        const names = text.split(/\s+/).filter((word) => word !== 'and' && word !== 'props');
        if (!names.every((name) => pathOf.has(name))) continue;
        for (const name of names) {
          const id = pathOf.get(name)!.toLowerCase();
          if (!ids.has(id)) missing.push(`${route}#${id} (section "${text}")`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

/**
 * A link to a heading, opened in a new tab (from an issue, a search engine): the heading lands
 * where a click in the table of contents puts it, just under the navbar, and nothing that loads
 * later (an island, a live example, the body's code) moves it. One page of each kind with hash
 * targets, each anchor well above the page's end.
 */
const HASH_TARGETS: [string, string][] = [
  ['guide with a live example above the target', '/docs/concepts/editor-state#cloning-a-state'],
  ['guide with a live example, commands', '/docs/concepts/commands#priorities'],
  ['guide without a live example', '/docs/react/plugins#lexicalhistoryplugin'],
  ['API module', '/docs/api/modules/lexical#splitnode'],
  ['API class', '/docs/api/classes/lexical.ElementNode#isinline'],
  ['package page', '/docs/packages/lexical-table#features'],
  ['blog post with a live editor above the target', '/blog/mdx-blog-post#plain-markdown-still-works'],
];

/** The target's distance from where a followed link should put it (its scroll margin, under the navbar). */
const offsetFromLanding = (page: Page, id: string) =>
  page.evaluate((targetId) => {
    const target = document.getElementById(targetId)!;
    return Math.abs(Math.round(target.getBoundingClientRect().top - parseFloat(getComputedStyle(target).scrollMarginTop)));
  }, id);

for (const width of [1280, 390]) {
  test.describe(`a link to a heading opened cold, ${width} px wide`, () => {
    test.use({ viewport: { width, height: width > 800 ? 900 : 844 } });
    for (const [kind, url] of HASH_TARGETS) {
      test(`${kind}: ${url} lands under the navbar and stays there`, async ({ page }) => {
        const id = url.split('#')[1];
        await page.goto(url);
        await waitForHydration(page);
        const end = await page.evaluate(() => document.scrollingElement!.scrollHeight - innerHeight);
        expect(await page.evaluate(() => scrollY), 'the target is far enough from the end to reach the top').toBeLessThan(end - 2);
        await expect.poll(() => offsetFromLanding(page, id), 'once the page has loaded').toBeLessThanOrEqual(1);
        // Whatever loads next (islands near the viewport, the tooltips' code, fonts) moves nothing.
        await waitForQuiet(page);
        expect(await offsetFromLanding(page, id), 'once everything has loaded').toBeLessThanOrEqual(1);
      });
    }
  });
}
