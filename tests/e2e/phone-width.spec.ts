/**
 * On a phone (390×844) no page of the sitemap is wider than the screen: long inline code,
 * names, tables and signatures wrap or scroll inside their own box, the page itself never pans
 * sideways. One browser page loads every route in turn (no screenshots), in the mobile project
 * only; a failure names each page that is too wide and its widest element.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { isMobile, waitForHydration } from './helpers';

/** The routes of every sitemap file of the build, in order. */
function sitemapRoutes(): string[] {
  const dir = path.resolve('public');
  const files = fs.readdirSync(dir).filter((name) => /^sitemap.*\.xml$/.test(name));
  const locs = files.flatMap((name) =>
    [...fs.readFileSync(path.join(dir, name), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]),
  );
  return [...new Set(locs.filter((loc) => !loc.endsWith('.xml')).map((loc) => new URL(loc).pathname))];
}

test('no page of the sitemap is wider than a phone screen', async ({ page }, info) => {
  test.skip(!isMobile(info.project.name), 'the width of a phone');
  const routes = sitemapRoutes();
  expect(routes.length, 'routes in public/sitemap*.xml').toBeGreaterThan(100);
  // One page after another: far more than one test's usual time, however long each takes.
  test.setTimeout(routes.length * 10_000);
  const tooWide: string[] = [];
  for (const route of routes) {
    await page.goto(route, { waitUntil: 'load' });
    await waitForHydration(page);
    const found = await page.evaluate(() => {
      const root = document.documentElement;
      if (root.scrollWidth <= root.clientWidth) return null;
      // The element reaching furthest right, deepest first, outside any box that scrolls or clips.
      const clipped = (element: Element) => {
        for (let e = element.parentElement; e && e !== document.body; e = e.parentElement) {
          if (getComputedStyle(e).overflowX !== 'visible') return true;
        }
        return false;
      };
      let widest: Element | null = null;
      let right = root.clientWidth;
      for (const element of document.body.querySelectorAll('*')) {
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.right >= right && !clipped(element)) {
          widest = element;
          right = box.right;
        }
      }
      const name = widest
        ? `<${widest.tagName.toLowerCase()}${widest.className && typeof widest.className === 'string' ? ` class="${widest.className}"` : ''}> "${(widest.textContent ?? '').trim().slice(0, 60)}"`
        : 'no single element';
      return `${root.scrollWidth} px wide (screen ${root.clientWidth} px); widest: ${name}, right edge at ${Math.round(right)} px`;
    });
    if (found) tooWide.push(`${route}: ${found}`);
  }
  expect(tooWide, `${tooWide.length} of ${routes.length} pages pan sideways on a phone`).toEqual([]);
});
