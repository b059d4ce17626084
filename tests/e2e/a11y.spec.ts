/**
 * axe finds no violation on any page kind, at desktop and phone width (the two Playwright
 * projects), in light and dark mode; and the chrome works from the keyboard alone, with
 * visible focus.
 */
import { expect, test } from './fixtures';
import { axeViolations, waitForHydration } from './helpers';
import { PAGE_KINDS } from './pages';

/**
 * Each page kind is checked once per width, in light mode at one width and dark mode at the
 * other, alternating by kind: every kind meets both widths and both colour modes, and every
 * pairing of a width with a mode is met on half of the kinds (the full cross product would
 * check each page four times, for what the colour rules already cover twice).
 */
function modeOf(kindIndex: number, projectName: string): 'light' | 'dark' {
  const firstMode = kindIndex % 2 === 0 ? 'light' : 'dark';
  const otherMode = firstMode === 'light' ? 'dark' : 'light';
  return projectName === 'desktop' ? firstMode : otherMode;
}

Object.entries(PAGE_KINDS).forEach(([kind, route], index) => {
  test(`axe: ${kind}`, async ({ page }, info) => {
    // axe's work grows with the page: the API class page holds thousands of elements, which a
    // busy 2-core runner takes more than the default 30 s to check.
    test.setTimeout(120_000);
    const mode = modeOf(index, info.project.name);
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    await page.goto(route);
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
    const violations = await axeViolations(page);
    expect(violations, `${mode} mode`).toEqual([]);
  });
});

async function focusVisible(page: import('@playwright/test').Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return false;
    const style = getComputedStyle(el);
    return el.matches(':focus-visible') && (style.outlineStyle !== 'none' || style.boxShadow !== 'none');
  });
}

test('keyboard: the navbar, a dropdown and a sidebar category, with visible focus', { tag: '@desktop' }, async ({ page }) => {
  // Desktop only: the desktop navbar; the phone menu has its own test.
  await page.goto('/docs/concepts/editor-state');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  expect(await focusVisible(page)).toBe(true);
  const seen: string[] = [];
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    seen.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
    expect(await focusVisible(page)).toBe(true);
  }
  expect(seen).toEqual(expect.arrayContaining(['Playground', 'Docs', 'API', 'Community', 'Gallery', 'Next']));
  await page.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Next' })).toBeFocused();
  await page.keyboard.press('Escape');
  // Collaboration's label is a toggle button (React's label links to its overview page).
  const category = page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('button', { name: 'Collaboration', exact: true });
  await category.focus();
  await page.keyboard.press('Enter');
  await expect(category).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'React and Yjs' })).toBeVisible();
});

test('keyboard: the mobile menu opens, traps focus and closes with Escape', { tag: '@phone' }, async ({ page }) => {
  // Phone only: the menu takes the navbar's place below the breakpoint.
  await page.goto('/docs/concepts/editor-state');
  await waitForHydration(page);
  const hamburger = page.getByRole('button', { name: 'Open the navigation menu' });
  await hamburger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Navigation menu' });
  await expect(menu).toBeVisible();
  await page.keyboard.press('Tab');
  expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  expect(await focusVisible(page)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(hamburger).toBeFocused();
});
