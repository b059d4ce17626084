/**
 * Typed code samples: in the guides' samples, and in the API reference's (doc comment
 * examples, package READMEs), every Lexical name is a link to its API entry, and its quick
 * info (the signature the TypeScript language service prints, and the first sentence of its
 * doc comment) shows on hover, on keyboard focus and on a first tap, closes with Escape, never
 * covers the name, fits a phone screen, and leaves axe nothing to report. The API pages' links
 * are HTML the build wrote into markup the browser never hydrates, so each behaviour is tried
 * on a guide and on an API page.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, waitForHydration } from './helpers';

/**
 * Each page, with names its samples use that must link as well as the imported ones: members,
 * and on API pages the exports a doc comment's example uses without importing them.
 */
const PAGES: Record<string, string[]> = {
  '/docs/concepts/editor-state': ['read', 'getTextContent', 'getChildrenSize', 'update', 'getEditorState'],
  '/docs/concepts/commands': ['registerCommand', 'dispatchCommand', 'insertNodes', 'toggleFormat'],
  '/docs/react/plugins': [],
  '/docs/api/classes/lexical.ElementNode': ['TextNode', '__text', 'getWritable', 'getLatest'],
  '/docs/api/modules/lexical_utils': ['mergeRegister', 'registerCommand'],
  '/docs/packages/lexical-markdown': ['update', 'registerMarkdownShortcuts', 'createEditor'],
};

/** For each behaviour, a guide page and an API page, with a name to try it on. */
const BEHAVIOUR_PAGES = {
  hover: [
    { route: '/docs/concepts/commands', name: 'registerCommand' },
    { route: '/docs/api/modules/lexical_utils', name: 'registerCommand' },
  ],
  focus: ['/docs/concepts/editor-state', '/docs/api/classes/lexical.ElementNode'],
  tap: ['/docs/react/plugins', '/docs/packages/lexical-react'],
} as const;

const REF = 'pre a[aria-describedby^="code-tip-"]';

/** Names the visible lines of the page's samples import from lexical and @lexical/*. */
async function importedNames(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const names = new Set<string>();
    // Samples only: an API page's own `import {...} from` line is not one.
    for (const code of document.querySelectorAll('pre code:has(.code-line)')) {
      for (const match of (code.textContent ?? '').matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'(?:lexical|@lexical\/[^']+)'/g)) {
        for (const part of match[1].split(',')) {
          const local = part
            .replace(/^\s*type\s+/, '')
            .split(/\s+as\s+/)
            .pop()
            ?.trim();
          if (local) names.add(local);
        }
      }
    }
    return [...names];
  });
}

/** Every whole-word occurrence of `name` in the samples, and whether each is inside a link to an API entry. */
async function occurrences(page: Page, name: string): Promise<{ linked: number; plain: number }> {
  return page.evaluate(
    ({ name, selector }) => {
      const result = { linked: 0, plain: 0 };
      const word = new RegExp(`(^|[^\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`, 'g');
      for (const line of document.querySelectorAll('pre code .code-line')) {
        const text = line.textContent ?? '';
        // Comments and strings name things without using them.
        const code = text.replace(/\/\/.*$/, '').replace(/'[^']*'|`[^`]*`|"[^"]*"/g, '');
        const count = [...code.matchAll(word)].length;
        const linked = [...line.querySelectorAll(selector)].filter((a) => a.textContent === name).length;
        result.linked += linked;
        result.plain += Math.max(0, count - linked);
      }
      return result;
    },
    { name, selector: REF.replace(/^pre /, '') },
  );
}

async function tipOf(link: Locator): Promise<Locator> {
  const id = await link.getAttribute('aria-describedby');
  return link.page().locator(`[id="${id}"]`);
}

async function expectBeside(link: Locator, tip: Locator, viewportWidth: number): Promise<void> {
  const a = (await link.boundingBox())!;
  const t = (await tip.boundingBox())!;
  const overlaps = a.x < t.x + t.width && t.x < a.x + a.width && a.y < t.y + t.height && t.y < a.y + a.height;
  expect(overlaps, 'the tooltip covers the identifier').toBe(false);
  expect(t.x).toBeGreaterThanOrEqual(0);
  expect(t.x + t.width).toBeLessThanOrEqual(viewportWidth);
}

for (const [route, members] of Object.entries(PAGES)) {
  test(`${route}: every Lexical name of the samples links to its API entry`, async ({ page }) => {
    await page.goto(route);
    await waitForHydration(page);
    const names = [...(await importedNames(page)), ...members];
    expect(names.length).toBeGreaterThan(1);
    for (const name of names) {
      const { linked, plain } = await occurrences(page, name);
      expect({ name, linked: linked > 0, plain }).toEqual({ name, linked: true, plain: 0 });
    }
    // Each address is an entry of the reference: the page exists and has the anchor, whose
    // heading names the identifier.
    const links = await page.locator(REF).evaluateAll((as) => as.map((a) => ({ href: a.getAttribute('href')!, text: a.textContent! })));
    const checked = new Map<string, string>();
    for (const { href, text } of links) {
      const [pathname, anchor] = href.split('#');
      if (!checked.has(pathname)) {
        const response = await page.request.get(pathname);
        expect(response.status(), href).toBe(200);
        checked.set(pathname, await response.text());
      }
      const html = checked.get(pathname)!;
      if (anchor) {
        const heading = new RegExp(`id="${anchor}"[^>]*>(?:<[^>]+>)*[^<]*${text.replace(/\$/g, '\\$')}`);
        expect(heading.test(html), `${href} is the entry of ${text}`).toBe(true);
      } else {
        expect(html, `${href} is the page of ${text}`).toContain(text);
      }
    }
  });
}

for (const { route, name } of BEHAVIOUR_PAGES.hover) {
  test(`${route}: hover shows the signature and summary beside the name; Escape closes it`, { tag: '@desktop' }, async ({ page }) => {
    // Desktop only: a mouse.
    await page.goto(route);
    await waitForHydration(page);
    const link = page.locator(REF, { hasText: new RegExp(`^${name}$`) }).first();
    await expect(link).toHaveAttribute('href', /\/docs\/api\/classes\/lexical\.LexicalEditor#registercommand$/);
    const tip = await tipOf(link);
    await expect(tip).toBeHidden();
    await link.hover();
    await expect(tip).toBeVisible();
    await expect(tip).toHaveAttribute('role', 'tooltip');
    await expect(tip).toContainText('LexicalEditor.registerCommand');
    await expectBeside(link, tip, 1280);
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
    // A scroll that takes the name from under the pointer closes its quick info.
    await page.mouse.move(0, 0);
    await link.hover();
    await expect(tip).toBeVisible();
    await page.mouse.wheel(0, 300);
    await expect(tip).toBeHidden();
    // Moving onto another name shows its quick info instead: one at a time.
    const other = page.locator(REF, { hasNotText: new RegExp(`^${name}$`) }).first();
    await other.scrollIntoViewIfNeeded();
    await link.hover();
    await expect(tip).toBeVisible();
    await other.hover();
    await expect(await tipOf(other)).toBeVisible();
    await expect(tip).toBeHidden();
  });
}

for (const route of BEHAVIOUR_PAGES.focus) {
  test(`${route}: Tab focus shows the quick info; Escape closes it and keeps the focus`, { tag: '@desktop' }, async ({ page }) => {
    // Desktop only: a keyboard.
    await page.goto(route);
    await waitForHydration(page);
    const block = page
      .locator('pre')
      .filter({ has: page.locator('a[aria-describedby^="code-tip-"]') })
      .first();
    await block.focus();
    await page.keyboard.press('Tab');
    const focused = page.locator(`${REF}:focus`);
    await expect(focused).toHaveCount(1);
    const tip = await tipOf(focused);
    await expect(tip).toBeVisible();
    await expect(tip).toContainText(/function|class|method|const|type|interface|property/);
    await expectBeside(focused, tip, 1280);
    // Focus can scroll the page (the browser brings the identifier into view): a tooltip shown by
    // focus stays, beside its identifier.
    await page.evaluate(() => window.scrollBy(0, 40));
    await expect(tip).toBeVisible();
    await expectBeside(focused, tip, 1280);
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
    await expect(focused).toHaveCount(1);
  });
}

for (const route of BEHAVIOUR_PAGES.tap) {
  test(
    `${route}: on a phone, a first tap shows the quick info within the screen, a second follows the link`,
    { tag: '@phone' },
    async ({ page }) => {
      // Phone only: a touch screen.
      await page.goto(route);
      await waitForHydration(page);
      const link = page.locator(REF).first();
      await link.scrollIntoViewIfNeeded();
      const href = (await link.getAttribute('href'))!;
      await link.tap();
      const tip = await tipOf(link);
      await expect(tip).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(route);
      await expectBeside(link, tip, 390);
      await link.tap();
      await page.waitForURL((url) => `${url.pathname}${url.hash}` === href);
    },
  );
}

test("an API page's sample is highlighted and copies as plain code, lines and all", async ({ page, context }, info) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs/api/modules/lexical_utils');
  await waitForHydration(page);
  const frame = page.locator('.code-sample-frame', { has: page.locator(REF, { hasText: /^mergeRegister$/ }) }).first();
  await frame.scrollIntoViewIfNeeded();
  await expect(frame.locator('.token.keyword').first()).toBeVisible();
  if (info.project.name !== 'mobile') await frame.hover();
  await frame.getByRole('button', { name: 'Copy' }).click();
  await expect(frame.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split('\n')[0]).toBe('useEffect(() => {');
  expect(copied).toContain('  return mergeRegister(\n    editor.registerCommand(');
  expect(copied).not.toContain('<');
  await expect(frame.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 5000 });
});

for (const [mode, route, onPhone] of [
  ['light', '/docs/concepts/commands', true],
  ['dark', '/docs/concepts/commands', false],
  ['light', '/docs/api/modules/lexical_utils', false],
  ['dark', '/docs/packages/lexical-markdown', true],
] as const) {
  // Each case by mouse on the desktop; by tap on the phone, one case per colour mode.
  test(
    `${route}: axe finds nothing with a quick info open (${mode} mode)`,
    { tag: onPhone ? [] : ['@desktop'] },
    async ({ page }, info) => {
      // axe over a page of many typed samples takes more than the default 30 s on a busy runner.
      test.setTimeout(120_000);
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      await page.goto(route);
      await waitForHydration(page);
      const link = page.locator(REF).first();
      await link.scrollIntoViewIfNeeded();
      if (info.project.name === 'mobile') await link.tap();
      else await link.hover();
      await expect(await tipOf(link)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    },
  );
}
