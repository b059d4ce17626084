/** Shared helpers of the browser tests. */
import AxeBuilder from '@axe-core/playwright';
import type { ConsoleMessage, FrameLocator, Locator, Page, Route } from '@playwright/test';
import fs from 'node:fs';

/** Collects console errors (and warnings, when asked) of a page from now on. */
export function collectConsole(page: Page, types: string[] = ['error']): string[] {
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (types.includes(message.type())) messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

/** Waits until React has hydrated the page (src/gatsby/wrap-page-element.tsx marks <html>). */
export async function waitForHydration(page: Page, timeout?: number): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout });
}

/**
 * Holds every request matching `url` until the test calls `release()`: a slow route whose
 * slowness ends when the test has seen what it waits for, not after a fixed time, so a loaded
 * machine cannot make the wait too short. `requested` resolves when the first request arrives.
 */
export async function holdRoute(page: Page, url: string | RegExp | ((url: URL) => boolean)) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const first = new Promise<void>((resolve) => (requested = resolve));
  await page.route(url, async (route: Route) => {
    requested();
    await released;
    await route.continue();
  });
  return { requested: first, release };
}

/**
 * Resolves once the page has nothing left to do: its main thread idle after no request for
 * Playwright's network-idle window, its fonts loaded and two frames laid out. For tests that
 * show nothing changes once loading is over, where what loads late (a lazy chunk, a font) is
 * started by the page itself: every such load starts a request, which network idle waits for,
 * and its code runs before the main thread is idle again.
 */
export async function waitForQuiet(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(
          () => void document.fonts.ready.then(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
        ),
      ),
  );
  await page.waitForLoadState('networkidle');
}

export function isMobile(projectName: string): boolean {
  return projectName === 'mobile';
}

/**
 * Navigates inside the app as the public `navigate` of `gatsby` does: it calls
 * `window.___navigate`, which a test reaches only as a global (the page's modules are not
 * importable from here). Test code only: the site itself uses the public `navigate`.
 */
export async function clientNavigate(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(target), to);
}

/** The WCAG 2.1 A/AA rules and axe's best practices: what every axe check of the site runs. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * axe's violations on the page (within `include`, when given), one line each with up to three
 * of the elements concerned. axe runs in the page as one `axe.run` (legacy mode: the default
 * opens a second page to merge frame results, which the site's same-origin pages do not need)
 * and returns the nodes of violations only: same rules, same findings, in a third to a quarter
 * of the time on the largest pages (3.4 s against 15.4 s on the TableNode page).
 */
export async function axeViolations(page: Page, include: string[] = []): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  for (const selector of include) builder.include(selector);
  const results = await builder.analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

/**
 * The script files of a named chunk (its webpackChunkName) with the chunks it needs, as the
 * build's stats list them: the browser's chunks are named by id, so a test finds them here.
 */
export function chunkFiles(name: string): Set<string> {
  const stats = JSON.parse(fs.readFileSync('public/webpack.stats.json', 'utf8')) as {
    namedChunkGroups: Record<string, { assets: { name: string }[] } | undefined>;
  };
  const group = stats.namedChunkGroups[name];
  if (!group) throw new Error(`The build has no chunk named "${name}" (public/webpack.stats.json).`);
  return new Set(group.assets.map((asset) => asset.name).filter((file) => file.endsWith('.js')));
}

/** The file name a script request asks for. */
export const requestedFile = (url: string): string => new URL(url).pathname.split('/').pop() ?? '';

/**
 * Scrolls a live example of a guide into view and gives its component's own element: the
 * example's server markup gives way to the component once it nears the viewport (the body's
 * island), so the scroll happens in one step in the page, not on an element about to go.
 */
export async function scrollToLiveExample(root: Page | FrameLocator, name: string): Promise<Locator> {
  await root.locator(`[data-live-example="${name}"]`).evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const example = root.locator(`[data-island-live] [data-live-example="${name}"]`);
  await example.scrollIntoViewIfNeeded();
  return example;
}
