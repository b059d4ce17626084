/**
 * Browser tests of the docs' live examples (<LiveExample name="..."/>) against the built site:
 * they load only when scrolled into view, accept typing, keep their JSON view in step, the two
 * collaborative editors stay in sync, a failed chunk shows the red LoadError box (half the page
 * wide) whose Retry reloads the page, and a slow one shows its spinner only once it has waited.
 */
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chunkFiles, collectConsole, holdRoute, requestedFile, scrollToLiveExample, waitForHydration } from './helpers';

/** The chunks of the live editor (webpackChunkName "live-editor" and "live-editor-collab"), less what the example's island needs itself. */
const islandFiles = chunkFiles('island-live-example');
const editorFiles = new Set([...chunkFiles('live-editor'), ...chunkFiles('live-editor-collab')].filter((file) => !islandFiles.has(file)));
const isEditorChunk = (url: string | URL) => editorFiles.has(requestedFile(String(url)));

async function openExample(page: Page, route: string, name: string): Promise<Locator> {
  await page.goto(route);
  await waitForHydration(page);
  return scrollToLiveExample(page, name);
}

/**
 * Waits until Lexical's own selection is a caret at `offset` of its text: a key Lexical handles
 * itself (Enter, Delete) acts on the selection it last saw, which follows the DOM's only once
 * the browser's selectionchange has reached it.
 */
async function lexicalCaretAt(editor: Locator, offset: number): Promise<void> {
  await expect
    .poll(() =>
      editor.evaluate((root) => {
        type Caret = { isCollapsed(): boolean; anchor: { offset: number } } | null;
        const state = (
          root as unknown as { __lexicalEditor?: { getEditorState(): { _selection: Caret } } }
        ).__lexicalEditor?.getEditorState();
        const selection = state?._selection;
        return selection && selection.isCollapsed() ? selection.anchor.offset : null;
      }),
    )
    .toBe(offset);
}

async function typeAtEnd(page: Page, editor: Locator, text: string): Promise<void> {
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
}

test('the editor-state example is not loaded before it is scrolled into view', async ({ page }) => {
  const chunks: { url: string; at: number }[] = [];
  page.on('request', (request) => {
    if (isEditorChunk(request.url())) chunks.push({ url: request.url(), at: Date.now() });
  });
  await page.goto('/docs/concepts/editor-state');
  await waitForHydration(page);
  await expect(page.locator('[data-live-example="editor-state"] [data-live-editor]')).toHaveAttribute('data-live-editor', 'waiting');
  const scrolledAt = Date.now();
  await scrollToLiveExample(page, 'editor-state');
  await expect(page.locator('[data-live-example="editor-state"] [data-live-editor-ready]')).toBeVisible();
  // The editor's chunks were all asked for once it came near the viewport, none with the page.
  expect(chunks.length).toBeGreaterThan(0);
  expect(chunks.filter(({ at }) => at < scrolledAt)).toEqual([]);
});

test('editor state: typing updates the JSON beside the editor', async ({ page }) => {
  const errors = collectConsole(page);
  const example = await openExample(page, '/docs/concepts/editor-state', 'editor-state');
  const json = example.getByLabel('Editor state as JSON');
  await expect(json).toContainText('"type": "root"');
  await typeAtEnd(page, example.getByRole('textbox', { name: 'Editor-state example' }), ' Typed in a test.');
  await expect(json).toContainText('Typed in a test.');
  expect(errors).toEqual([]);
});

test('history: undo takes the typing out of the editor and its JSON, redo brings it back', async ({ page }) => {
  const example = await openExample(page, '/docs/concepts/history', 'history');
  const json = example.getByLabel('Editor state as JSON');
  const undo = example.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeDisabled();
  await typeAtEnd(page, example.getByRole('textbox', { name: 'History example' }), ' Undo me');
  await expect(json).toContainText('Undo me');
  await expect(undo).toBeEnabled();
  await undo.click();
  await expect(json).not.toContainText('Undo me');
  await expect(example.getByText('CAN_REDO: true')).toBeVisible();
  await example.getByRole('button', { name: 'Redo' }).click();
  await expect(json).toContainText('Undo me');
});

test('serialization: a saved JSON state is restored, in the editor and its JSON', async ({ page }) => {
  const example = await openExample(page, '/docs/concepts/serialization', 'serialization');
  const editor = example.getByRole('textbox', { name: 'Serialization example' });
  const json = example.getByLabel('Editor state as JSON');
  await expect(editor).toBeVisible();
  await example.getByRole('button', { name: 'Save JSON' }).click();
  await expect(example.getByText(/saved \d+ characters of JSON/)).toBeVisible();
  await typeAtEnd(page, editor, ' Changed after saving');
  await expect(json).toContainText('Changed after saving');
  await example.getByRole('button', { name: 'Restore' }).click();
  await expect(json).not.toContainText('Changed after saving');
  await expect(editor).not.toContainText('Changed after saving');
  await expect(editor).toContainText('Save this text, change it, then restore it.');
});

test("loading a live example leaves the page's build-time highlighted code blocks as they are", async ({ page }) => {
  const example = await openExample(page, '/docs/concepts/serialization', 'serialization');
  await expect(example.getByRole('textbox', { name: 'Serialization example' })).toBeVisible();
  // The editor's code support brings Prism, which must not re-highlight the page's own code
  // (that drops the line structure, shrinks every block and moves the page under the reader).
  const pageCode = page.locator('.code-block pre > code');
  await expect(pageCode.first()).toBeVisible();
  expect(await pageCode.evaluateAll((codes) => codes.filter((code) => !code.querySelector('.code-line')).length)).toBe(0);
});

test('commands: dispatched commands are logged and change the state', async ({ page }) => {
  const example = await openExample(page, '/docs/concepts/commands', 'commands');
  const editor = example.getByRole('textbox', { name: 'Commands example' });
  await editor.click();
  await page.keyboard.press('Control+a');
  await example.getByRole('button', { name: 'Bold' }).click();
  const log = example.getByLabel('Commands the editor handled');
  await expect(log).toContainText('FORMAT_TEXT_COMMAND "bold"');
  await expect(editor.locator('strong, b').first()).toBeVisible();
  await editor.click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(log).toContainText('KEY_ENTER_COMMAND');
  await expect(log).toContainText('INSERT_PARAGRAPH_COMMAND');
});

test('read-only: unticking Editable stops typing', async ({ page }) => {
  const example = await openExample(page, '/docs/concepts/read-only', 'read-only');
  const editor = example.getByRole('textbox', { name: 'Read-only example' });
  await expect(editor).toHaveAttribute('contenteditable', 'true');
  await example.getByRole('checkbox', { name: 'Editable' }).uncheck();
  await expect(editor).toHaveAttribute('contenteditable', 'false');
  await expect(example.getByText('editor.isEditable(): false')).toBeVisible();
  await editor.click();
  await page.keyboard.type('not allowed');
  await expect(editor).not.toContainText('not allowed');
});

test('collaboration: two editors with their own Y.Doc stay in sync both ways', async ({ page }) => {
  const errors = collectConsole(page);
  const example = await openExample(page, '/docs/collaboration/react', 'collaboration');
  const ada = example.getByRole('textbox', { name: 'Collaborative editor (Ada)' });
  const grace = example.getByRole('textbox', { name: 'Collaborative editor (Grace)' });
  await expect(ada).toContainText('Both editors show this shared document.');
  await expect(grace).toContainText('Both editors show this shared document.');
  await typeAtEnd(page, ada, ' Ada was here.');
  await expect(grace).toContainText('Ada was here.');
  await typeAtEnd(page, grace, ' Grace too.');
  await expect(ada).toContainText('Grace too.');
  expect(errors).toEqual([]);
});

/** The spec's error box: half the width of the column it sits in (at least 20rem, or all of it when narrower), centred, red. */
async function expectHalfOfItsColumn(alert: Locator): Promise<void> {
  const { width, room, left, right, background } = await alert.evaluate((el) => {
    const parent = el.parentElement!;
    const style = getComputedStyle(parent);
    const inner = parent.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    const contentLeft = inner.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
    const contentRight = inner.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
    return {
      width: box.width,
      room: contentRight - contentLeft,
      left: box.left - contentLeft,
      right: contentRight - box.right,
      background: getComputedStyle(el).backgroundColor,
    };
  });
  const rem = 16;
  expect(width, `box width in a column of ${room} px`).toBeCloseTo(Math.min(room, Math.max(room / 2, 20 * rem)), 0);
  expect(Math.abs(left - right), 'centred').toBeLessThanOrEqual(1);
  expect(background).toBe('rgb(211, 47, 47)');
}

for (const width of [1280, 390]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 900 } });
    test('a live example whose chunk fails shows the error box half its column wide, centred', async ({ page, consoleProblems }) => {
      consoleProblems.allow(/ChunkLoadError|Loading chunk|net::ERR_FAILED/, 'the test makes the editor chunk fail on purpose');
      await page.route(isEditorChunk, (route) => route.abort());
      const example = await openExample(page, '/docs/concepts/editor-state', 'editor-state');
      const alert = example.getByRole('alert');
      await expect(alert).toBeVisible();
      await expectHalfOfItsColumn(alert);
    });
  });
}

test('a live example whose chunk fails to load shows the red error box, and Retry reloads the page', async ({ page, consoleProblems }) => {
  consoleProblems.allow(/ChunkLoadError|Loading chunk|net::ERR_FAILED/, 'the test makes the editor chunk fail on purpose');
  await page.route(isEditorChunk, (route) => route.abort());
  const example = await openExample(page, '/docs/concepts/editor-state', 'editor-state');
  const alert = example.getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(example.locator('[data-live-editor]')).toHaveAttribute('data-live-editor', 'failed');
  await expectHalfOfItsColumn(alert);
  await page.unroute(isEditorChunk);
  await page.evaluate(() => ((window as unknown as { beforeRetry: boolean }).beforeRetry = true));
  const reloaded = page.waitForEvent('load');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await reloaded;
  expect(await page.evaluate(() => (window as unknown as { beforeRetry?: boolean }).beforeRetry)).toBeUndefined();
  await waitForHydration(page);
  await example.scrollIntoViewIfNeeded();
  await expect(example.getByRole('textbox', { name: 'Editor-state example' })).toBeVisible();
  await expect(example.getByRole('alert')).toHaveCount(0);
});

// The spinner's 400 ms itself is timed with Jest's fake timers (src/components/Spinner/__tests__):
// here the editor's chunk is held until the spinner has shown, so no machine is too slow for it.
test('a slow live example shows nothing at first, then the spinner, then the editor', async ({ page }) => {
  const held = await holdRoute(page, isEditorChunk);
  await page.goto('/docs/concepts/history');
  await waitForHydration(page);
  const firstLoadingFrame = await page.evaluate(
    () =>
      new Promise<{ spinnerAtStart: boolean }>((resolve) => {
        // The island's place stays; its server markup gives way to the component's once the
        // example nears the viewport, so the shell is looked up again at each change.
        const SHELL = '[data-live-example="history"] [data-live-editor]';
        const place = document.querySelector(SHELL)?.closest('[data-island]');
        if (!place) throw new Error('no live example on the page');
        let spinnerAtStart: boolean | null = null;
        const check = () => {
          const shell = place.querySelector(SHELL);
          if (!shell) return;
          const spinner = Boolean(shell.querySelector('svg[aria-label="Loading the editor"]'));
          // The first change that shows the loading state is React's commit of it; the
          // spinner's timer cannot have fired before this observer runs.
          if (spinnerAtStart === null && shell.getAttribute('data-live-editor') === 'loading') spinnerAtStart = spinner;
          if (spinnerAtStart !== null && spinner) {
            observer.disconnect();
            resolve({ spinnerAtStart });
          }
        };
        const observer = new MutationObserver(check);
        observer.observe(place, { attributes: true, childList: true, subtree: true });
        place.querySelector(SHELL)?.scrollIntoView();
      }),
  );
  expect(firstLoadingFrame.spinnerAtStart, 'the spinner waits before it shows').toBe(false);
  await held.requested;
  held.release();
  await expect(page.locator('[data-live-example="history"] [data-live-editor-ready]')).toBeVisible();
  await expect(page.locator('[data-live-example="history"] svg[aria-label="Loading the editor"]')).toHaveCount(0);
});

test('text entities: a typed #word becomes a hashtag node in the JSON', async ({ page }) => {
  const errors = collectConsole(page);
  const example = await openExample(page, '/docs/packages-in-use/text-entities', 'text-entities');
  const json = example.getByLabel('Editor state as JSON');
  await expect(json).toContainText('"type": "hashtag"');
  await typeAtEnd(page, example.getByRole('textbox', { name: 'Text-entity example' }), ' Ship #release');
  await expect(json).toContainText(/"text": "#release",[^}]*"type": "hashtag"/);
  expect(errors).toEqual([]);
});

test('lists: the imported numbered list keeps its start, and "- " typed on a new line starts a bullet list', async ({ page }) => {
  const errors = collectConsole(page);
  const example = await openExample(page, '/docs/packages-in-use/lists', 'lists');
  const json = example.getByLabel('Editor state as JSON');
  await expect(json).toContainText(/"listType": "number",\s*"start": 3/);
  await typeAtEnd(page, example.getByRole('textbox', { name: 'Lists example' }), '\n\n');
  await page.keyboard.type('- milk');
  await expect(json).toContainText(/"text": "milk"/);
  expect(errors).toEqual([]);
});

test('inline styles: a size picked for the selected text is written to its style and read back, "Mixed" across two sizes', async ({
  page,
}) => {
  const errors = collectConsole(page);
  const example = await openExample(page, '/docs/packages-in-use/inline-styles', 'inline-styles');
  const editor = example.getByRole('textbox', { name: 'Inline-styles example' });
  await editor.getByText('Select a few words').dblclick();
  await example.getByLabel('Font size').selectOption('20px');
  await expect(example.getByLabel('Editor state as JSON')).toContainText('"style": "font-size: 20px;"');
  await expect(example.getByLabel('Font size')).toHaveValue('20px');
  await editor.click();
  await page.keyboard.press('Control+A');
  await expect(example.getByLabel('Font size')).toHaveValue('');
  expect(errors).toEqual([]);
});

test('text direction: each block follows its first strong letter, a new empty paragraph is left to right, deleting the Arabic words flips one', async ({
  page,
}) => {
  const errors = collectConsole(page);
  const example = await openExample(page, '/docs/concepts/text-direction', 'text-direction');
  const editor = example.getByRole('textbox', { name: 'Text-direction example' });
  await expect(editor).toContainText('Lexical');
  const blocks = () =>
    editor.evaluate((root) =>
      [...root.children].map((el) => [el.tagName, el.getAttribute('dir'), getComputedStyle(el).direction, el.matches(':dir(rtl)')]),
    );
  expect(await blocks()).toEqual([
    ['P', 'auto', 'rtl', true],
    ['P', 'auto', 'ltr', false],
    ['P', 'auto', 'rtl', true],
    ['UL', 'auto', 'rtl', true],
  ]);
  // The list is one block: its English item is laid out right to left with the Hebrew one.
  expect(
    await editor
      .locator('li')
      .nth(1)
      .evaluate((li) => [li.getAttribute('dir'), getComputedStyle(li).direction]),
  ).toEqual([null, 'rtl']);
  // Enter at the end of the Hebrew paragraph: the new, empty paragraph is dir="auto" and left to right.
  // (The caret is put at the paragraph's logical end directly: End goes to the end of a visual line.)
  await editor.locator('p').first().click();
  const end = await editor
    .locator('p')
    .first()
    .evaluate((p) => {
      const text = p.querySelector('[data-lexical-text]')!.firstChild!;
      window.getSelection()!.collapse(text, text.textContent!.length);
      return text.textContent!.length;
    });
  // Enter acts on the selection Lexical last saw, which follows the DOM's on selectionchange.
  await lexicalCaretAt(editor, end);
  await page.keyboard.press('Enter');
  await expect(editor.locator(':scope > *')).toHaveCount(5);
  await expect(editor.locator('p').nth(1)).toHaveText('');
  expect((await blocks())[1]).toEqual(['P', 'auto', 'ltr', false]);
  // Deleting the Arabic words before "Lexical" makes that paragraph left to right.
  const arabic = editor.locator('p', { hasText: 'Lexical' });
  await arabic.click();
  await page.keyboard.press('Home');
  await lexicalCaretAt(editor, 0);
  for (let i = 0; i < 'هذه فقرة عربية تذكر محرر '.length; i++) await page.keyboard.press('Delete');
  await expect(arabic).toHaveText('Lexical');
  expect(await arabic.evaluate((p) => getComputedStyle(p).direction)).toBe('ltr');
  await expect(example.getByLabel('Editor state as JSON')).not.toContainText('"direction": "rtl"');
  expect(errors).toEqual([]);
});

test('text direction: dir="auto" as the guide describes it (digits skipped; no strong letter is ltr even under rtl; no dir inherits)', async ({
  page,
}) => {
  await page.setContent(
    '<div dir="rtl"><p dir="auto" id="empty"><br></p><p id="inherited">English</p></div>' +
      '<p dir="auto" id="digits">2024 שלום</p><ul dir="auto" id="list"><li id="first">first item</li><li id="second">שלום</li></ul>',
  );
  const direction = (id: string) => page.locator(`#${id}`).evaluate((el) => getComputedStyle(el).direction);
  expect(await direction('empty')).toBe('ltr');
  expect(await direction('inherited')).toBe('rtl');
  expect(await direction('digits')).toBe('rtl');
  expect(await direction('list')).toBe('ltr');
  expect(await direction('second')).toBe('ltr');
});

test('block handles: the grip drags a paragraph after the one it is dropped on, "+" adds one below, Alt+Shift+arrows move the caret’s block', async ({
  page,
}) => {
  const example = await openExample(page, '/docs/react/block-handles', 'block-handles');
  const editor = example.getByRole('textbox', { name: 'Block-handles example' });
  const paragraphs = editor.locator('p');
  const order = async () => (await paragraphs.allTextContents()).map((text) => text.slice(0, 2));
  await expect(paragraphs).toHaveCount(4);
  const menu = example.locator('[data-block-menu]');
  const grip = menu.locator('[title="Drag to move this block"]');
  // A drop before anything else happened: the history has no entry to go back to.
  await paragraphs.nth(0).hover();
  await expect(menu).toHaveCSS('opacity', '1');
  await grip.dragTo(paragraphs.nth(2));
  await expect.poll(order).toEqual(['2.', '3.', '1.', '4.']);
  await paragraphs.nth(3).click();
  await page.keyboard.press('Control+z');
  await expect(editor).toBeFocused();
  expect(await order()).toEqual(['2.', '3.', '1.', '4.']);
  // After that click, a drop is one step of the history: one Undo puts it back.
  await paragraphs.nth(0).hover();
  await grip.dragTo(paragraphs.nth(2));
  await expect.poll(order).toEqual(['3.', '1.', '2.', '4.']);
  await paragraphs.nth(3).click();
  await page.keyboard.press('Control+z');
  await expect.poll(order).toEqual(['2.', '3.', '1.', '4.']);

  await paragraphs.nth(1).hover();
  await example.getByRole('button', { name: 'Add a paragraph below' }).click();
  await expect(paragraphs).toHaveCount(5);
  await expect(paragraphs.nth(2)).toHaveText('');
  await expect(editor).toBeFocused();
  await page.keyboard.type('new');
  await expect(paragraphs.nth(2)).toHaveText('new');

  await page.keyboard.press('Alt+Shift+ArrowUp');
  await expect.poll(order).toEqual(['2.', 'ne', '3.', '1.', '4.']);
  await page.keyboard.type('er');
  await expect(paragraphs.nth(1)).toHaveText('newer');
});

test('form field: Submit on an empty editor shows the message and focuses the editor, with text the panel shows what was sent, Reset empties it', async ({
  page,
}) => {
  const example = await openExample(page, '/docs/react/form-field', 'form-field');
  const editor = example.getByRole('textbox', { name: 'Form-field example' });
  await expect(editor).toBeVisible();
  await example.getByRole('button', { name: 'Submit' }).click();
  await expect(example.getByText('Write something before submitting.')).toBeVisible();
  await expect(editor).toBeFocused();
  await expect(editor).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.type('The export button does nothing.');
  await expect(editor).not.toHaveAttribute('aria-invalid', 'true');
  await example.getByRole('button', { name: 'Submit' }).click();
  await expect(example.getByLabel('What the form sent')).toContainText('The export button does nothing.');
  await example.getByRole('button', { name: 'Reset' }).click();
  await expect(editor).toHaveText('');
  await editor.click();
  await page.keyboard.press('Control+z');
  await expect(editor).toHaveText('');
});
