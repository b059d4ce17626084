/**
 * The guide pages on decorators, carets, HTML and the packages in use describe behaviour of
 * lexical 0.35.0 and show code for it. These tests run that code, taken from the pages
 * themselves, in jsdom and check that it does what the prose says: a page whose sample stops
 * working, or a package upgrade that changes the behaviour, fails here.
 *
 * Each page's type-checked samples, read by the checker's rule (src/node/code-types/samples.ts),
 * are written to a temporary folder that links the project's node_modules (so the packages
 * resolve as they do for the site), named by their `file="..."` or place on the page.
 * `sample(page, name)` loads the file that exports `name`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  $createParagraphNode,
  $createRangeSelection,
  $createTextNode,
  $getCaretRange,
  $getRoot,
  $getTextPointCaret,
  $getSelection,
  $isElementNode,
  $isNodeSelection,
  $isRangeSelection,
  $setSelection,
  createEditor,
  KEY_ARROW_LEFT_COMMAND,
  KEY_ARROW_RIGHT_COMMAND,
  KEY_BACKSPACE_COMMAND,
  SELECTION_INSERT_CLIPBOARD_NODES_COMMAND,
  type CreateEditorArgs,
  type LexicalEditor,
  type LexicalNode,
  type ParagraphNode,
  type TextNode,
} from 'lexical';
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { registerRichText, HeadingNode, QuoteNode, $createHeadingNode } from '@lexical/rich-text';
import { MarkNode } from '@lexical/mark';
import { CodeHighlightNode, CodeNode, registerCodeHighlighting } from '@lexical/code';
import { TableCellNode, TableNode, TableRowNode, $createTableSelectionFrom } from '@lexical/table';
import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { registerMarkdownShortcuts } from '@lexical/markdown';
import { fencesOf, pageSamples } from '../../src/node/code-types/samples';
import { typeText } from '../type-text';

const root = path.resolve(__dirname, '..', '..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-samples-'));
fs.symlinkSync(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const written = new Map<string, string>();

/** Writes the page's ts/tsx fences to their own folder once, and returns it. */
function pageDir(page: string): string {
  const known = written.get(page);
  if (known) return known;
  const dir = path.join(scratch, page.replace(/\W/g, '_'));
  fs.mkdirSync(dir);
  const source = fs.readFileSync(path.join(root, 'content', 'docs', `${page}.mdx`), 'utf8');
  for (const { name, code } of pageSamples(fencesOf(source))) fs.writeFileSync(path.join(dir, name), code);
  written.set(page, dir);
  return dir;
}

/** The module of `page` that exports `name`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a sample's exports are only known at run time, by the test that names them
function sample<T = Record<string, any>>(page: string, name: string): T {
  const dir = pageDir(page);
  const escaped = name.replace(/\$/g, '\\$');
  const declaration = new RegExp(`export (?:async )?(?:function|const|class) ${escaped}\\b`);
  const file = fs.readdirSync(dir).find((f) => declaration.test(fs.readFileSync(path.join(dir, f), 'utf8')));
  if (!file) throw new Error(`${page}.mdx has no sample exporting ${name}`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the sample is chosen at run time and read synchronously
  return require(path.join(dir, file)) as T;
}

function editorWith(args: CreateEditorArgs = {}): LexicalEditor {
  return createEditor({
    ...args,
    onError: (error) => {
      throw error;
    },
  });
}

function mounted(args: CreateEditorArgs = {}): LexicalEditor {
  const editor = editorWith(args);
  const element = document.createElement('div');
  element.contentEditable = 'true';
  document.body.append(element);
  editor.setRootElement(element);
  return editor;
}

function $startEmptyParagraph(): void {
  const paragraph = $createParagraphNode();
  $getRoot().append(paragraph);
  paragraph.select();
}

function key(type: string): KeyboardEvent {
  return new KeyboardEvent('keydown', { key: type });
}

function shape(editor: LexicalEditor): unknown {
  return editor.read(() =>
    $getRoot()
      .getChildren()
      .map((block) => ($isElementNode(block) ? block.getChildren().map((n) => `${n.getType()}:${n.getTextContent()}`) : block.getType())),
  );
}

describe('Decorator nodes', () => {
  const page = 'concepts/decorator-nodes';

  it('mounts decorate() output into the container and round-trips JSON and HTML', () => {
    const { KeyComboNode, $createKeyComboNode } = sample(page, 'KeyComboNode');
    const { mountKeyComboEditor } = sample(page, 'mountKeyComboEditor');
    const element = document.createElement('div');
    document.body.append(element);
    mountKeyComboEditor(element);
    // The editor is private to the sample; reach it through the root element.
    const editor = (element as unknown as { __lexicalEditor: LexicalEditor }).__lexicalEditor;
    editor.update(
      () => {
        $getRoot().append($createParagraphNode().append($createTextNode('Press '), $createKeyComboNode('Ctrl+K')));
      },
      { discrete: true },
    );
    expect(element.querySelectorAll('kbd')).toHaveLength(2);
    expect(editor.read(() => $getRoot().getTextContent())).toBe('Press Ctrl+K');

    const json = JSON.stringify(editor.getEditorState());
    const copy = editorWith({ nodes: [KeyComboNode] });
    copy.setEditorState(copy.parseEditorState(json));
    expect(copy.read(() => $getRoot().getTextContent())).toBe('Press Ctrl+K');

    const html = editor.read(() => $generateHtmlFromNodes(editor, null));
    expect(html).toContain('<kbd data-keys="Ctrl+K">Ctrl+K</kbd>');
    copy.update(
      () => {
        const nodes = $generateNodesFromDOM(copy, new DOMParser().parseFromString(html, 'text/html'));
        $getRoot().clear().select();
        $getSelection()?.insertNodes(nodes);
      },
      { discrete: true },
    );
    expect(shape(copy)).toEqual([['text:Press ', 'key-combo:Ctrl+K']]);
  });

  it('selects a keyboard-selectable decorator with the arrows, deletes it with Backspace, and steps over one that is not', () => {
    const { KeyComboNode, $createKeyComboNode } = sample(page, 'KeyComboNode');
    const editor = mounted({ nodes: [KeyComboNode] });
    registerRichText(editor);
    editor.update(
      () => {
        const text = $createTextNode('ab');
        $getRoot().append($createParagraphNode().append(text, $createKeyComboNode('Esc')));
        text.select(2, 2);
      },
      { discrete: true },
    );
    editor.dispatchCommand(KEY_ARROW_RIGHT_COMMAND, key('ArrowRight'));
    expect(editor.read(() => $isNodeSelection($getSelection()))).toBe(true);
    editor.dispatchCommand(KEY_ARROW_RIGHT_COMMAND, key('ArrowRight'));
    expect(editor.read(() => $isRangeSelection($getSelection()))).toBe(true);
    editor.dispatchCommand(KEY_ARROW_LEFT_COMMAND, key('ArrowLeft'));
    expect(editor.read(() => $isNodeSelection($getSelection()))).toBe(true);
    editor.dispatchCommand(KEY_BACKSPACE_COMMAND, key('Backspace'));
    expect(shape(editor)).toEqual([['text:ab']]);

    jest.spyOn(KeyComboNode.prototype, 'isKeyboardSelectable').mockReturnValue(false);
    editor.update(
      () => {
        const paragraph = $getRoot().getFirstChildOrThrow<ParagraphNode>();
        paragraph.append($createKeyComboNode('Tab'));
        paragraph.getFirstChildOrThrow<TextNode>().select(2, 2);
      },
      { discrete: true },
    );
    editor.dispatchCommand(KEY_ARROW_RIGHT_COMMAND, key('ArrowRight'));
    editor.read(() => {
      const selection = $getSelection();
      expect($isRangeSelection(selection) && [selection.anchor.type, selection.anchor.offset]).toEqual(['element', 2]);
    });
  });
});

describe('NodeCaret in depth', () => {
  const page = 'concepts/node-caret';

  function $twoParagraphs(): [TextNode, TextNode, TextNode, TextNode] {
    const hello = $createTextNode('Hello ');
    const world = $createTextNode('world').toggleFormat('bold');
    const again = $createTextNode(' again');
    const second = $createTextNode('Second');
    $getRoot().append($createParagraphNode().append(hello, world, again), $createParagraphNode().append(second));
    return [hello, world, again, second];
  }

  it('lists the text a range covers, slices included', () => {
    const { $coveredText } = sample(page, '$coveredText');
    editorWith().update(() => {
      const [hello, , , second] = $twoParagraphs();
      const range = $getCaretRange($getTextPointCaret(hello, 'next', 2), $getTextPointCaret(second, 'next', 3));
      expect($coveredText(range)).toEqual(['llo ', 'world', ' again', 'Sec']);
    });
  });

  it('replaces text across nodes and extends a backward selection to the end of its block', () => {
    const { $replaceBetween } = sample(page, '$replaceBetween');
    const { $selectToEndOfBlock } = sample(page, '$selectToEndOfBlock');
    editorWith().update(() => {
      const [hello, , again, second] = $twoParagraphs();
      $replaceBetween(hello, 2, again, 3, '[X]');
      expect($getRoot().getFirstChildOrThrow().getTextContent()).toBe('He[X]ain');

      const selection = $createRangeSelection();
      selection.anchor.set(second.getKey(), 3, 'text');
      selection.focus.set(second.getKey(), 1, 'text');
      $setSelection(selection);
      expect($selectToEndOfBlock()).toBe(true);
      expect($getSelection()?.getTextContent()).toBe('econd');
    });
  });
});

describe('HTML import and export', () => {
  const page = 'concepts/html';

  it('keeps the listed inline styles of pasted spans, which the default import drops', () => {
    const { styledSpanImport } = sample(page, 'styledSpanImport');
    const html = '<p><span style="color: red; font-size: 20px; font-weight: bold">red</span></p>';
    const styles = (editor: LexicalEditor) => {
      editor.update(
        () => {
          $getRoot().clear().select();
          $getSelection()?.insertNodes($generateNodesFromDOM(editor, new DOMParser().parseFromString(html, 'text/html')));
        },
        { discrete: true },
      );
      return editor.read(() =>
        $getRoot()
          .getAllTextNodes()
          .map((n) => [n.getStyle(), n.hasFormat('bold')]),
      );
    };
    expect(styles(editorWith())).toEqual([['', true]]);
    expect(styles(editorWith({ html: { import: styledSpanImport } }))).toEqual([['color: red; font-size: 20px', true]]);
  });

  it('changes paragraph export through html.export', () => {
    const { articleEditor } = sample<{ articleEditor: LexicalEditor }>(page, 'articleEditor');
    articleEditor.update(() => $getRoot().append($createParagraphNode().append($createTextNode('x'))), { discrete: true });
    expect(articleEditor.read(() => $generateHtmlFromNodes(articleEditor, null))).toMatch(/^<p class="article-paragraph">/);
  });

  it('renders children into the DOM slot and exports a plain, re-importable container', () => {
    const { LabelledSectionNode, $createLabelledSectionNode } = sample(page, 'LabelledSectionNode');
    const editor = mounted({ nodes: [LabelledSectionNode] });
    editor.update(
      () => {
        $getRoot().append($createLabelledSectionNode().append($createParagraphNode().append($createTextNode('inside'))));
      },
      { discrete: true },
    );
    const section = editor.getRootElement()?.querySelector('section');
    expect(section?.firstElementChild?.textContent).toBe('Summary');
    expect(section?.lastElementChild?.querySelector('p')?.textContent).toBe('inside');

    const html = editor.read(() => $generateHtmlFromNodes(editor, null));
    expect(html).not.toContain('Summary');
    editor.update(
      () => {
        $getRoot().clear().select();
        $getSelection()?.insertNodes($generateNodesFromDOM(editor, new DOMParser().parseFromString(html, 'text/html')));
      },
      { discrete: true },
    );
    expect(shape(editor)).toEqual([['paragraph:inside']]);
  });
});

describe('Tables', () => {
  const page = 'packages-in-use/tables';

  it('builds a table from a grid, merges a table selection, and reads merged cells back per position', () => {
    const { $createTableFromGrid } = sample(page, '$createTableFromGrid');
    const { registerMergeCells, MERGE_SELECTED_CELLS_COMMAND } = sample(page, 'registerMergeCells');
    const { $tableToRows } = sample(page, '$tableToRows');
    const editor = editorWith({ nodes: [TableNode, TableRowNode, TableCellNode] });
    registerMergeCells(editor);
    editor.update(
      () => {
        const table = $createTableFromGrid([
          ['Plan', 'Price'],
          ['Basic', '0'],
          ['Pro', '9'],
        ]);
        $getRoot().append(table);
        const rows = table.getChildren() as TableRowNode[];
        $setSelection(
          $createTableSelectionFrom(table, rows[1].getChildAtIndex(0) as TableCellNode, rows[1].getChildAtIndex(1) as TableCellNode),
        );
      },
      { discrete: true },
    );
    expect(editor.dispatchCommand(MERGE_SELECTED_CELLS_COMMAND, undefined)).toBe(true);
    editor.read(() => {
      const table = $getRoot().getFirstChildOrThrow<TableNode>();
      // The merged cell keeps both paragraphs and fills both positions of its row.
      expect($tableToRows(table)).toEqual([
        ['Plan', 'Price'],
        ['Basic\n\n0', 'Basic\n\n0'],
        ['Pro', '9'],
      ]);
      const header = (table.getFirstChildOrThrow() as TableRowNode).getFirstChildOrThrow<TableCellNode>();
      expect(header.getHeaderStyles()).not.toBe(0);
    });
  });
});

describe('Code blocks', () => {
  const page = 'packages-in-use/code-blocks';

  it('turns a paragraph into a highlighted code block and reports its language', () => {
    const { formatAsCode } = sample(page, 'formatAsCode');
    const { registerCodeContext, setCodeLanguage } = sample(page, 'registerCodeContext');
    const editor = editorWith({ nodes: [CodeNode, CodeHighlightNode] });
    registerCodeHighlighting(editor);
    const contexts: unknown[] = [];
    registerCodeContext(editor, (context: unknown) => contexts.push(context));
    editor.update(
      () => {
        const text = $createTextNode('const a = 1;');
        $getRoot().append($createParagraphNode().append(text));
        text.select(0, 0);
      },
      { discrete: true },
    );
    formatAsCode(editor, 'js');
    editor.read(() => {
      const code = $getRoot().getFirstChildOrThrow<CodeNode>();
      expect(code.getType()).toBe('code');
      expect(code.getChildren().some((n) => n.getType() === 'code-highlight')).toBe(true);
    });
    expect(contexts[contexts.length - 1]).toMatchObject({ language: 'js', label: 'JavaScript' });
    const { key: codeKey } = contexts[contexts.length - 1] as { key: string };
    setCodeLanguage(editor, codeKey, 'haskell');
    editor.read(() => expect($getRoot().getFirstChildOrThrow<CodeNode>().getIsSyntaxHighlightSupported()).toBe(false));
  });
});

describe('Clipboard', () => {
  const page = 'packages-in-use/clipboard';

  it('duplicates the selected blocks below them through the clipboard JSON', () => {
    const { duplicateSelection } = sample(page, 'duplicateSelection');
    const editor = editorWith();
    editor.update(
      () => {
        const first = $createTextNode('First');
        const second = $createTextNode('Second');
        $getRoot().append($createParagraphNode().append(first), $createParagraphNode().append(second));
        const selection = $createRangeSelection();
        selection.anchor.set(first.getKey(), 0, 'text');
        selection.focus.set(second.getKey(), 6, 'text');
        $setSelection(selection);
      },
      { discrete: true },
    );
    duplicateSelection(editor);
    expect(
      editor.read(() =>
        $getRoot()
          .getChildren()
          .map((n) => n.getTextContent()),
      ),
    ).toEqual(['First', 'Second', 'First', 'Second']);
  });

  it('inserts pasted nodes as one line of text inside a heading', () => {
    const { registerSingleLineHeadings } = sample(page, 'registerSingleLineHeadings');
    const editor = editorWith({ nodes: [HeadingNode] });
    registerSingleLineHeadings(editor);
    editor.update(
      () => {
        const heading = $createHeadingNode('h2');
        $getRoot().append(heading);
        const selection = heading.select();
        const pasted: LexicalNode[] = [
          $createParagraphNode().append($createTextNode('Two')),
          $createParagraphNode().append($createTextNode('lines')),
        ];
        editor.dispatchCommand(SELECTION_INSERT_CLIPBOARD_NODES_COMMAND, { nodes: pasted, selection });
      },
      { discrete: true },
    );
    expect(shape(editor)).toEqual([['text:Two lines']]);
  });
});

describe('Marks and comments', () => {
  const page = 'packages-in-use/marks';

  it('anchors a thread, reports it while anchored, leaves it out of HTML, and removes it', () => {
    const { addCommentAnchor } = sample(page, 'addCommentAnchor');
    const { registerAnchoredThreads } = sample(page, 'registerAnchoredThreads');
    const { removeCommentAnchor } = sample(page, 'removeCommentAnchor');
    const editor = mounted({ nodes: [MarkNode] });
    editor.update(
      () => {
        const text = $createTextNode('Review this sentence please');
        $getRoot().append($createParagraphNode().append(text));
        text.select(7, 20);
      },
      { discrete: true },
    );
    expect(addCommentAnchor(editor, 'thread-1')).toBe(true);
    const reports: string[][] = [];
    registerAnchoredThreads(editor, (ids: Set<string>) => reports.push([...ids]));
    expect(editor.read(() => $generateHtmlFromNodes(editor, null))).not.toContain('<mark');
    removeCommentAnchor(editor, 'thread-1');
    // Reading flushes the pending update, which runs the mutation listener.
    expect(shape(editor)).toEqual([['text:Review this sentence please']]);
    expect(reports).toEqual([['thread-1'], []]);
  });
});

describe('Markdown transformers', () => {
  const page = 'packages-in-use/markdown-transformers';

  it('round-trips custom syntax and applies it as typing shortcuts', () => {
    const { roundTrip } = sample(page, 'roundTrip');
    const input = 'Fixed in #42, ++really++.\n\n***';
    expect(roundTrip(input)).toBe(input);

    const { APP_TRANSFORMERS } = sample(page, 'APP_TRANSFORMERS');
    const { DividerNode } = sample(page, 'DividerNode');
    const editor = mounted({ nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, CodeNode, LinkNode, DividerNode] });
    registerMarkdownShortcuts(editor, APP_TRANSFORMERS);
    editor.update(
      () => {
        $getRoot().clear();
        $startEmptyParagraph();
      },
      { discrete: true },
    );
    typeText(editor, 'see #7 now');
    editor.update($startEmptyParagraph, { discrete: true });
    typeText(editor, '--- ');
    expect(shape(editor)).toEqual([['text:see ', 'link:#7', 'text: now'], 'divider', []]);
  });
});

describe('Text entities', () => {
  const page = 'packages-in-use/text-entities';

  it('creates, grows and reverts entities as text is typed', () => {
    const { TicketKeyNode } = sample(page, 'TicketKeyNode');
    const { registerTicketKeys } = sample(page, 'registerTicketKeys');
    const { listTicketKeys } = sample(page, 'listTicketKeys');
    const editor = mounted({ nodes: [TicketKeyNode] });
    registerTicketKeys(editor);
    editor.update(
      () => {
        $getRoot().clear();
        $startEmptyParagraph();
      },
      { discrete: true },
    );
    typeText(editor, 'see LEX-4');
    expect(shape(editor)).toEqual([['text:see ', 'ticket-key:LEX-4']]);
    typeText(editor, '2 ok');
    expect(shape(editor)).toEqual([['text:see ', 'ticket-key:LEX-42', 'text: ok']]);
    expect(listTicketKeys(editor)).toEqual(['LEX-42']);
    editor.update(
      () => {
        const entity = $getRoot().getFirstChildOrThrow<ParagraphNode>().getChildAtIndex(1) as TextNode;
        entity.setTextContent('LEX-');
      },
      { discrete: true },
    );
    expect(shape(editor)).toEqual([['text:see LEX- ok']]);
  });
});
