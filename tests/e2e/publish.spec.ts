/**
 * What the build publishes for readers other than the page itself, seen through the local
 * server with the deploy headers applied: link previews of five page kinds (each its own
 * 1200×630 image, served), the Markdown version a docs page links and copies, and the headers
 * a host sends (security policy, caching, content types).
 */
import { expect, test } from './fixtures';
import { waitForHydration } from './helpers';
import { PAGE_KINDS } from './pages';

const SITE_URL = 'https://lexical.dev';
const SHARED_KINDS = ['home', 'doc', 'apiModule', 'apiClass', 'package', 'blogPost'] as const;

test(
  'link previews: five page kinds and the home page each have their own 1200×630 image',
  { tag: '@desktop' },
  async ({ page, baseURL }) => {
    // Desktop only: the head is the same on phones.
    const images = new Set<string>();
    for (const kind of SHARED_KINDS) {
      const route = PAGE_KINDS[kind];
      await page.goto(route);
      const meta = (key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`).first().getAttribute('content');
      const image = (await meta('og:image'))!;
      expect(image, route).toMatch(new RegExp(`^${SITE_URL}/og/.+\\.png$`));
      expect([await meta('og:image:width'), await meta('og:image:height')]).toEqual(['1200', '630']);
      expect(await meta('og:image:alt')).toBeTruthy();
      expect(await meta('twitter:card')).toBe('summary_large_image');
      expect(await meta('twitter:image')).toBe(image);
      const response = await page.request.get(image.replace(SITE_URL, baseURL!));
      expect(response.status(), image).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      const png = await response.body();
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], image).toEqual([1200, 630]);
      expect(png.length).toBeLessThan(60 * 1024);
      images.add(image);
    }
    expect(images.size).toBe(SHARED_KINDS.length);
  },
);

test('a docs page links its Markdown and copies it with one button, in both colour modes', async ({ page, context, baseURL }, info) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  for (const mode of ['light', 'dark']) {
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    await page.goto(PAGE_KINDS.doc);
    await waitForHydration(page);
    const href = await page.locator('link[rel="alternate"][type="text/markdown"]').getAttribute('href');
    expect(href).toBe(`${SITE_URL}${PAGE_KINDS.doc}.md`);
    const markdown = await (await page.request.get(`${PAGE_KINDS.doc}.md`)).text();
    expect(markdown.startsWith('# Editor state\n')).toBe(true);
    const button = page.getByRole('button', { name: /^(Copy page as Markdown|Copied)$/ });
    await expect(button).toBeVisible();
    await button.click();
    await expect(button).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
    await page.screenshot({ path: info.outputPath(`copy-markdown-${mode}.png`) });
  }
});

test('the host headers: a policy on every page, caching by kind, text types', { tag: '@desktop' }, async ({ page }) => {
  // Desktop only: headers are the same on phones.
  const response = (await page.goto(PAGE_KINDS.doc))!;
  const headers = response.headers();
  expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  const app = await page.locator('script[src^="/app-"]').getAttribute('src');
  expect((await page.request.get(app!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await page.request.get(`/page-data${PAGE_KINDS.doc}/page-data.json`)).headers()['cache-control']).toBe(
    'public, max-age=0, must-revalidate',
  );
  expect((await page.request.get(`${PAGE_KINDS.doc}.md`)).headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect((await page.request.get('/llms.txt')).headers()['content-type']).toBe('text/plain; charset=utf-8');
  // An alias of the page is the same page: it gets the page's policy.
  const alias = (await page.request.get(`${PAGE_KINDS.doc}.html`)).headers();
  expect(alias['content-security-policy']).toBe(headers['content-security-policy']);
});
