/**
 * Browser claims of two guides, in Chromium against the built site. The testing guide's
 * Playwright helpers (getting-started/testing-your-editor, the fence `lexical-e2e.ts`) are
 * loaded from the page and run against the embeds guide's live example: keyboard.type goes
 * through beforeinput, Shift+arrows select and ControlOrMeta+B bolds, the format carries into a
 * new paragraph, a dispatched paste and fill() reach the editor, a script's DOM selection is
 * followed, and __lexicalEditor is there in the production build. Each key Lexical handles
 * itself waits until Lexical has seen the selection the keys before it made, as the page says. Then the embeds example does
 * what its page says: the address copied from the first line and pasted on the empty line is
 * offered as a video, Enter turns it into the card, and an address on another host offers nothing.
 */
import type { Locator, Page } from '@playwright/test';
import fs from 'node:fs';
import ts from 'typescript';
import { compiledLine, fencesOf, metaValue } from '../../src/shared/code-fences.mjs';
import { expect, test } from './fixtures';
import { scrollToLiveExample, waitForHydration } from './helpers';

interface Helpers {
  editorJson(editable: Locator): Promise<{ root: { children: Array<{ type: string; children?: unknown[] }> } }>;
  textRuns(editable: Locator): Promise<Array<Array<[string, number]>>>;
  selectedText(editable: Locator): Promise<string | null>;
  paste(editable: Locator, data: Record<string, string>): Promise<void>;
}

/** The page's helper module, compiled as the sample checker compiles it. */
function pageHelpers(): Helpers {
  const source = fs.readFileSync('content/docs/getting-started/testing-your-editor.mdx', 'utf8');
  const fence = fencesOf(source).find((f) => metaValue(f.meta, 'file') === 'lexical-e2e.ts');
  if (!fence) throw new Error('testing-your-editor.mdx has no fence file="lexical-e2e.ts"');
  const { outputText } = ts.transpileModule(fence.lines.map(compiledLine).join('\n'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 },
  });
  const module = { exports: {} as Helpers };
  new Function('require', 'module', 'exports', outputText)(require, module, module.exports);
  return module.exports;
}

const { editorJson, textRuns, selectedText, paste } = pageHelpers();
const ROUTE = '/docs/react/embeds-and-link-previews';
const ADDRESS = 'https://www.youtube.com/watch?v=M7lc1UVf-VE';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function openEmbedsExample(page: Page): Promise<Locator> {
  await page.goto(ROUTE);
  await waitForHydration(page);
  const example = await scrollToLiveExample(page, 'embeds');
  const editable = example.getByRole('textbox', { name: 'Embeds example' });
  // The editor's chunk loads once the example nears the viewport: on a busy runner, more than the default 5 s.
  await expect(editable).toBeVisible({ timeout: 15_000 });
  return editable;
}

/** The editor emptied with the keyboard, then focused. */
async function emptied(page: Page): Promise<Locator> {
  const editable = await openEmbedsExample(page);
  await editable.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await expect.poll(() => textRuns(editable)).toEqual([[]]);
  return editable;
}

test('testing guide: typing, selecting, formatting and pasting with the page helpers', async ({ page }) => {
  const editable = await emptied(page);
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { inputs: string[] }).inputs = seen;
    document.addEventListener('beforeinput', (event) => seen.push(`${event.inputType}:${event.data}`), true);
  });
  await page.keyboard.type('Hello world');
  const inputs = await page.evaluate(() => (window as unknown as { inputs: string[] }).inputs);
  expect(inputs).toEqual([...'Hello world'].map((character) => `insertText:${character}`));
  for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+ArrowLeft');
  await expect.poll(() => selectedText(editable)).toBe('world');
  await page.keyboard.press('ControlOrMeta+B');
  await expect(editable.locator('strong')).toHaveText('world');

  await page.keyboard.press('End');
  await expect.poll(() => selectedText(editable)).toBe('');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Next');
  await expect
    .poll(() => textRuns(editable))
    .toEqual([
      [
        ['Hello ', 0],
        ['world', 1],
      ],
      [['Next', 1]],
    ]);

  await paste(editable, { 'text/plain': ' pasted' });
  await expect
    .poll(() => textRuns(editable))
    .toEqual([
      [
        ['Hello ', 0],
        ['world', 1],
      ],
      [['Next pasted', 1]],
    ]);

  await editable
    .locator('p')
    .first()
    .dblclick({ position: { x: 5, y: 5 } });
  await expect.poll(() => selectedText(editable)).toBe('Hello');
});

test('testing guide: a DOM selection made by a script is followed; pressSequentially types; fill replaces the document', async ({
  page,
}) => {
  const editable = await emptied(page);
  await page.keyboard.type('Hello world');
  await editable.evaluate((root) => {
    const text = root.querySelector('[data-lexical-text]')!.firstChild!;
    document.getSelection()!.setBaseAndExtent(text, 0, text, 5);
  });
  await expect.poll(() => selectedText(editable)).toBe('Hello');
  await page.keyboard.press('ControlOrMeta+B');
  await expect(editable.locator('strong')).toHaveText('Hello');

  await page.keyboard.press('End');
  await expect.poll(() => selectedText(editable)).toBe('');
  await editable.pressSequentially(' again');
  await expect
    .poll(() => textRuns(editable))
    .toEqual([
      [
        ['Hello', 1],
        [' world again', 0],
      ],
    ]);

  // fill() types over everything; the text takes the format of the bold word the document starts with.
  await editable.fill('Filled in one step');
  await expect.poll(() => textRuns(editable)).toEqual([[['Filled in one step', 1]]]);
  const json = await editorJson(editable);
  expect(json.root.children.map((block) => block.type)).toEqual(['paragraph']);
});

test('embeds guide: the copied address pasted on the empty line is offered; Enter makes the card', async ({ page }) => {
  const editable = await openEmbedsExample(page);
  const link = editable.locator('a', { hasText: ADDRESS });
  await expect(link).toBeVisible();
  // The first line's address is a link, and nothing is offered for it.
  await expect(page.getByRole('option')).toHaveCount(0);
  await link.evaluate((anchor) => {
    const text = anchor.querySelector('[data-lexical-text]')!.firstChild!;
    document.getSelection()!.setBaseAndExtent(text, 0, text, text.textContent!.length);
  });
  await expect.poll(() => selectedText(editable)).toBe(ADDRESS);
  await page.keyboard.press('ControlOrMeta+C');
  await editable.locator('p').last().click();
  await page.keyboard.press('ControlOrMeta+V');
  const embed = page.getByRole('option', { name: 'Embed YouTube video' });
  await expect(embed).toBeVisible();
  await expect(embed).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(editable.getByRole('figure', { name: 'YouTube video M7lc1UVf-VE' })).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(0);
  await expect
    .poll(async () => (await editorJson(editable)).root.children.map((block) => block.type))
    .toEqual(['paragraph', 'paragraph', 'video-embed', 'paragraph']);
  await expect(editable.locator('a', { hasText: ADDRESS })).toHaveCount(1);
});

test('embeds guide: an address on another host is linked but offers nothing', async ({ page }) => {
  const editable = await openEmbedsExample(page);
  await editable.locator('p').last().click();
  await paste(editable, { 'text/plain': 'https://attacker.test/youtube.com/watch?v=M7lc1UVf-VE' });
  await expect(editable.locator('a[href^="https://attacker.test/"]')).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(0);
});
