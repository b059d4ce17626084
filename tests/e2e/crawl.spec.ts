/**
 * Every built page, loaded in Chromium at phone width (390×844, the mobile project), logs no
 * console error or warning, has no failed request and no request to another host, exactly one
 * h1, a title and a description, and is no wider than the screen: long inline code, names,
 * tables and signatures wrap or scroll inside their own box, the page itself never pans
 * sideways (a failure names the page and its widest element). Pages are served with the deploy
 * headers, and none may break its Content-Security-Policy. Every page loads once, at the width
 * where most can go wrong; one page of each kind loads at desktop width in both colour modes
 * (and reader-paths.spec.ts loads each kind in every stored-preference variant at both widths). (Links and anchors of
 * every page are checked on the served HTML by tests/check-site.mjs.) Redirect pages such as
 * /2024-recap leave the site by design, so they are not crawled; home-blog-gallery.spec.ts
 * tests each of them.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { siteRedirects } from '../../src/shared/redirects';
import { waitForHydration } from './helpers';
import { allRoutes, PAGE_KINDS } from './pages';

// The parts share nothing, so the two workers take them in turn: run as one file they ran last,
// on one worker, for the last 70 s of the browser tests while the other worker had finished.
test.describe.configure({ mode: 'parallel' });

const CHUNKS = 8;
/** Far above the slowest page on a loaded 2-core machine; a page that never hydrates fails alone. */
const HYDRATION_TIMEOUT = 30_000;
const REDIRECTS = new Set(siteRedirects.map((r) => r.fromPath));

interface Problems {
  list: string[];
}

async function watch(page: Page, baseURL: string, problems: Problems, current: () => string) {
  // The deploy headers apply (Netlify's header handler reads public/_headers): anything the page's
  // Content-Security-Policy refuses is a problem, whether or not the browser also logs it.
  await page.exposeFunction('reportCspViolation', (text: string) => problems.list.push(`${current()}: CSP violation ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    // Opening the 404 page is itself a 404 response (and so is its page data): expected there.
    const expected404 = current() === PAGE_KINDS.notFound && message.text().includes('status of 404');
    if (['error', 'warning'].includes(message.type()) && !expected404)
      problems.list.push(`${current()}: console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.list.push(`${current()}: uncaught ${error.message}`));
  page.on('requestfailed', (request) => {
    // Leaving a page cancels what it was still fetching (prefetches, lazy chunks): not a failure.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.list.push(`${current()}: request failed ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseURL) && !url.startsWith('data:') && !url.startsWith('blob:')) {
      problems.list.push(`${current()}: request to another host ${url}`);
    }
  });
  page.on('response', (response) => {
    const expected404 = current() === PAGE_KINDS.notFound && response.url().includes(current());
    if (response.status() >= 400 && !expected404) problems.list.push(`${current()}: ${response.status()} ${response.url()}`);
  });
}

async function checkPage(page: Page, route: string, problems: Problems) {
  const response = await page.goto(route, { waitUntil: 'load' });
  try {
    await waitForHydration(page, HYDRATION_TIMEOUT);
  } catch {
    problems.list.push(`${route}: not hydrated ${HYDRATION_TIMEOUT / 1000} s after load (now at ${page.url()})`);
    return;
  }
  const expectedStatus = route === PAGE_KINDS.notFound ? 404 : 200;
  if (response?.status() !== expectedStatus) problems.list.push(`${route}: status ${response?.status()}`);
  // A missing address gets the 404 page with the headers of that address, which no page's
  // policy matches, as on Netlify (csp.spec.ts and the deploy test check that answer).
  if (route !== PAGE_KINDS.notFound && !response?.headers()['content-security-policy']?.includes("script-src 'self' 'sha256-"))
    problems.list.push(`${route}: served without its Content-Security-Policy`);
  const facts = await page.evaluate(() => ({
    h1: document.querySelectorAll('h1').length,
    title: document.title.trim(),
    description: document.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ?? '',
  }));
  if (facts.h1 !== 1) problems.list.push(`${route}: ${facts.h1} h1 elements`);
  if (!facts.title) problems.list.push(`${route}: empty title`);
  if (!facts.description) problems.list.push(`${route}: empty description`);
  const tooWide = await page.evaluate(() => {
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
  if (tooWide) problems.list.push(`${route}: pans sideways, ${tooWide}`);
}

for (let chunk = 0; chunk < CHUNKS; chunk += 1) {
  test(`crawl: every page, part ${chunk + 1} of ${CHUNKS}`, { tag: '@phone' }, async ({ page, baseURL }) => {
    // Phone only: the crawl runs once, at phone width.
    test.setTimeout(600_000);
    const routes = allRoutes()
      .filter((route) => !REDIRECTS.has(route))
      .filter((_, i) => i % CHUNKS === chunk);
    let current = '';
    const problems: Problems = { list: [] };
    await watch(page, baseURL!, problems, () => current);
    for (const route of routes) {
      current = route;
      await checkPage(page, route, problems);
    }
    expect(routes.length).toBeGreaterThan(10);
    expect(problems.list).toEqual([]);
  });
}

for (const mode of ['light', 'dark'] as const) {
  test(`crawl: one page of each kind at desktop width in ${mode} mode`, { tag: '@desktop' }, async ({ page, baseURL }) => {
    // Desktop only: one page of each kind at desktop width; the phone crawl loads every page.
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    let current = '';
    const problems: Problems = { list: [] };
    await watch(page, baseURL!, problems, () => current);
    for (const route of Object.values(PAGE_KINDS)) {
      current = route;
      await checkPage(page, route, problems);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
    }
    expect(problems.list).toEqual([]);
  });
}
