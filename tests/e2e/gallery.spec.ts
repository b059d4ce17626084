/**
 * Browser tests of the gallery's examples against the built site: each example's code loads
 * only when its card is opened, an anchor opens its card, the emoji, collaboration and table
 * examples do what their cards promise, and every card's "Show code" shows the files it runs.
 * Every test fails on a console error. They run on the desktop and the phone projects.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { galleryExamples } from '../../content/gallery/examples';
import { chunkFiles, collectConsole, requestedFile, waitForHydration } from './helpers';

/** The chunks of the examples (webpackChunkName "gallery-<id>") and their source files. */
const exampleFiles = (id: string) => chunkFiles(`gallery-${id}`);
const anyExampleFile = new Set(galleryExamples.flatMap((example) => [...exampleFiles(example.id)]));
const isExampleRequest = (url: string) => anyExampleFile.has(requestedFile(url)) || /\/static\/gallery-code-[\w-]+\.json$/.test(url);

async function openByAnchor(page: Page, id: string): Promise<Locator> {
  await page.goto(`/gallery#${id}`);
  await waitForHydration(page);
  const card = page.locator(`li#${id}`);
  await expect(card.getByRole('button', { name: 'Close the example' })).toHaveAttribute('aria-expanded', 'true');
  await expect(card.locator('[data-gallery-example="ready"]')).toBeVisible();
  return card;
}

async function typeAtEnd(page: Page, editor: Locator, text: string): Promise<void> {
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
}

test('no example code loads with the page; opening a card loads its own chunk', async ({ page }) => {
  const errors = collectConsole(page);
  const requests: { url: string; at: number }[] = [];
  page.on('request', (request) => {
    if (isExampleRequest(request.url())) requests.push({ url: request.url(), at: Date.now() });
  });
  await page.goto('/gallery');
  await waitForHydration(page);
  await expect(page.locator('[data-gallery-card]')).toHaveCount(galleryExamples.length);
  const openedAt = Date.now();
  await page.locator('li#hashtags').getByRole('button', { name: 'Open live example' }).click();
  await expect(page.getByRole('textbox', { name: 'Hashtag example' })).toBeVisible();
  // Every example request of the visit, page load included, is the opened card's, made on opening.
  expect(requests.length).toBeGreaterThan(0);
  const hashtags = exampleFiles('hashtags');
  expect(
    requests.filter(({ url, at }) => !(hashtags.has(requestedFile(url)) || /gallery-code-hashtags/.test(url)) || at < openedAt),
  ).toEqual([]);
  expect(errors).toEqual([]);
});

test('tags and search find the new examples', async ({ page }) => {
  await page.goto('/gallery?q=yjs');
  await waitForHydration(page);
  await expect(page.locator('[data-gallery-card]')).toHaveText([/Real-time collaboration/]);
  await page.goto('/gallery?tags=tables');
  await waitForHydration(page);
  await expect(page.locator('[data-gallery-card]')).toHaveText([/Tables/]);
  await page.goto('/gallery?tags=vanilla-js');
  await waitForHydration(page);
  await expect(page.locator('[data-gallery-card]')).toHaveText([/Emoji/]);
});

test('emoji: a typed emoticon becomes an emoji, and Backspace gives the emoticon back', async ({ page }) => {
  const errors = collectConsole(page);
  const card = await openByAnchor(page, 'emoji');
  const editor = card.getByRole('textbox', { name: 'Emoji example' });
  await typeAtEnd(page, editor, ' :) <3');
  await expect(editor.locator('[data-emoticon=":)"]')).toHaveText('🙂');
  await expect(editor.locator('[data-emoticon="<3"]')).toHaveText('❤️');
  await page.keyboard.press('Backspace');
  await expect(editor.locator('[data-emoticon="<3"]')).toHaveCount(0);
  await expect(editor).toContainText('🙂 <3');
  await page.keyboard.type('!');
  await expect(editor).toContainText('🙂 <3!');
  await expect(editor.locator('[data-emoticon="<3"]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('collaboration: edits cross over, cursors carry names, offline edits merge on reconnect', async ({ page }) => {
  const errors = collectConsole(page);
  const card = await openByAnchor(page, 'collaboration');
  const ada = card.getByRole('textbox', { name: 'Collaboration example (Ada)' });
  const grace = card.getByRole('textbox', { name: 'Collaboration example (Grace)' });
  await expect(grace).toContainText('Both editors show one shared document');
  await typeAtEnd(page, ada, ' Ada was here.');
  await expect(grace).toContainText('Ada was here.');
  // Ada's cursor, labelled with her name, is drawn in Grace's editor.
  await expect(card.locator('[data-peer="Grace"]')).toContainText('Ada');

  await card.getByRole('button', { name: 'Disconnect' }).click();
  await typeAtEnd(page, ada, ' Offline A.');
  await typeAtEnd(page, grace, ' Offline G.');
  await expect(ada).toContainText('Offline A.');
  await expect(grace).not.toContainText('Offline A.');
  await expect(ada).not.toContainText('Offline G.');

  await card.getByRole('button', { name: 'Reconnect' }).click();
  for (const editor of [ada, grace]) {
    await expect(editor).toContainText('Offline A.');
    await expect(editor).toContainText('Offline G.');
  }
  await typeAtEnd(page, grace, ' Back online.');
  await expect(ada).toContainText('Back online.');
  expect(errors).toEqual([]);
});

test('tables: add a row, select a range of cells, merge and unmerge them', async ({ page }) => {
  const errors = collectConsole(page);
  const card = await openByAnchor(page, 'tables');
  const editor = card.getByRole('textbox', { name: 'Table example' });
  const rows = editor.locator('tr');
  await expect(rows).toHaveCount(3);
  await editor.locator('tr').nth(1).locator('td').first().click();
  await card.getByRole('button', { name: 'Add row' }).click();
  await expect(rows).toHaveCount(4);

  // A range: click one cell, Shift+click another.
  await editor.locator('tr').nth(1).locator('td').nth(0).click();
  await editor
    .locator('tr')
    .nth(1)
    .locator('td')
    .nth(1)
    .click({ modifiers: ['Shift'] });
  await expect(card.getByText('2 cells selected')).toBeVisible();
  await card.getByRole('button', { name: 'Merge cells' }).click();
  await expect(editor.locator('td[colspan="2"]')).toHaveCount(1);

  await editor.locator('td[colspan="2"]').click();
  await card.getByRole('button', { name: 'Unmerge' }).click();
  await expect(editor.locator('td[colspan="2"]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('"Show code" shows the files each example runs, highlighted and copyable', async ({ page }) => {
  const errors = collectConsole(page);
  await page.goto('/gallery');
  await waitForHydration(page);
  for (const { id } of galleryExamples) {
    const card = page.locator(`li#${id}`);
    await card.getByRole('button', { name: 'Show code' }).click();
    const code = card.locator('[data-gallery-code]');
    await expect(code.getByText(`src/gallery/${id}/index.tsx`, { exact: true })).toBeVisible();
    await expect(code.locator('pre .token.keyword').first()).toBeVisible();
    await expect(code.getByRole('button', { name: /copy/i }).first()).toBeVisible();
    await expect(code.locator('pre:visible')).toContainText('export default function');
    await card.getByRole('button', { name: 'Hide code' }).click();
  }
  expect(errors).toEqual([]);
});

test('an example that loads prismjs does not re-highlight the code blocks of the page', async ({ page }) => {
  const errors = collectConsole(page);
  await page.goto('/gallery');
  await waitForHydration(page);
  const card = page.locator('li#markdown-shortcuts');
  await card.getByRole('button', { name: 'Show code' }).click();
  await expect(card.locator('[data-gallery-code] pre').first()).toBeVisible();
  await card.getByRole('button', { name: 'Open live example' }).click();
  await expect(card.getByRole('textbox', { name: 'Markdown shortcuts example' })).toBeVisible();
  // Prism would highlight on the next animation frame: let two pass.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page.locator('pre code[class*="language-"]')).toHaveCount(0);
  expect(errors).toEqual([]);
});
