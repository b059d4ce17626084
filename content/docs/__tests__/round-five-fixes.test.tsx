/**
 * The behaviour behind the fifth round of corrections to the guides, run against the pinned
 * 0.35.0 packages: headless editors and editors with a root element in jsdom, React 18 where a
 * plugin is the subject, and Chromium for the one claim about layout, which jsdom does not do.
 * Where a page shows a sample with `file="..."`, the test loads that very fence from the MDX
 * file (hidden lines included, compiled by TypeScript) and runs it. Each block names the page it
 * backs; most reproduce first what the page used to say, then check what it says now.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createPortal } from 'react-dom';
import { $getHtmlContent, $getLexicalContent, $insertDataTransferForRichText } from '@lexical/clipboard';
import { $isCodeNode, CodeNode } from '@lexical/code';
import { createHeadlessEditor } from '@lexical/headless';
import { createEmptyHistoryState, registerHistory } from '@lexical/history';
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { $createLinkNode, $isLinkNode, LinkNode } from '@lexical/link';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { EditorRefPlugin } from '@lexical/react/LexicalEditorRefPlugin';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { LexicalTypeaheadMenuPlugin, MenuOption, useBasicTypeaheadTriggerMatch } from '@lexical/react/LexicalTypeaheadMenuPlugin';
import { $createHeadingNode, $isHeadingNode, HeadingNode, registerRichText } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import {
  $createParagraphNode,
  $createRangeSelection,
  $createTextNode,
  $getRoot,
  $getSelection,
  $isElementNode,
  $isLineBreakNode,
  $isRangeSelection,
  $setSelection,
  COMMAND_PRIORITY_LOW,
  createEditor,
  type EditorThemeClasses,
  type ElementNode,
  FORMAT_ELEMENT_COMMAND,
  FORMAT_TEXT_COMMAND,
  KEY_ARROW_DOWN_COMMAND,
  type Klass,
  type LexicalEditor,
  type LexicalNode,
  type NodeKey,
  type RangeSelection,
  SELECTION_CHANGE_COMMAND,
  type SerializedEditorState,
  type SerializedTextNode,
  type TextFormatType,
  type TextNode,
  UNDO_COMMAND,
} from 'lexical';
import * as development from 'lexical';
import { loadSample } from './__fixtures__/load-sample';

const root = path.resolve(__dirname, '../../..');
const onError = (error: Error) => {
  throw error;
};

/** A DOMRect (jsdom 20 has no DOMRect constructor). */
function rect(x: number, y: number, width: number, height: number): DOMRect {
  return { x, y, width, height, top: y, left: x, right: x + width, bottom: y + height, toJSON: () => ({}) };
}

/** An editor with a root element in the document, so it reconciles and writes the DOM selection. */
function domEditor(options: { nodes?: ReadonlyArray<Klass<LexicalNode>>; theme?: EditorThemeClasses } = {}) {
  const rootElement = document.createElement('div');
  rootElement.contentEditable = 'true';
  document.body.appendChild(rootElement);
  const editor = createEditor({ namespace: 'round-five', nodes: [...(options.nodes ?? [])], theme: options.theme, onError });
  editor.setRootElement(rootElement);
  return { editor, rootElement };
}

function setParagraphs(editor: LexicalEditor, texts: string[]): void {
  editor.update(
    () => {
      $getRoot()
        .clear()
        .append(...texts.map((text) => $createParagraphNode().append($createTextNode(text))));
    },
    { discrete: true },
  );
}

const rootText = (editor: LexicalEditor) => editor.read(() => $getRoot().getTextContent());

/**
 * What a browser does after Lexical writes a selection into the DOM: it fires `selectionchange`
 * on the document. jsdom 20 (the version here) leaves that event out, so the test fires it,
 * and Lexical's listener on the document handles it as it would the browser's.
 */
function echoSelectionChange(): void {
  document.dispatchEvent(new Event('selectionchange'));
}

/**
 * The wording a corrected page must carry, and the wording it must no longer carry, so the
 * page cannot drift back to a claim the tests above disprove.
 */
function checkWording(id: string, says: RegExp[], doesNotSay: RegExp[] = []): void {
  describe(`${id}: the corrected wording`, () => {
    const text = fs.readFileSync(path.join(root, 'content/docs', `${id}.mdx`), 'utf8');
    for (const pattern of says) it(`says ${pattern}`, () => expect(text).toMatch(pattern));
    for (const pattern of doesNotSay) it(`no longer says ${pattern}`, () => expect(text).not.toMatch(pattern));
  });
}

// The production builds, loaded by file (the packages pick their build by NODE_ENV).
/* eslint-disable @typescript-eslint/no-require-imports */
const prodLexical = require(path.join(root, 'node_modules/lexical/Lexical.prod.js')) as typeof import('lexical');
/* eslint-enable @typescript-eslint/no-require-imports */

// ---------------------------------------------------------------------------------------------
// react/mentions-and-slash-commands
// ---------------------------------------------------------------------------------------------

/** What the tests use of the page's MentionNode. */
type Mention = TextNode & { getMentionName(): string };
type MentionModule = {
  MentionNode: Klass<Mention> & { prototype: Mention };
  $createMentionNode: (name: string) => Mention;
  $isMentionNode: (node: LexicalNode | null | undefined) => node is Mention;
};

describe('react/mentions-and-slash-commands: a MentionNode without exportJSON and importJSON', () => {
  /** The page's MentionNode without its two JSON overrides, built on one build of lexical. */
  function bareMention(lexical: typeof import('lexical')) {
    class BareMentionNode extends lexical.TextNode {
      __mention: string;
      static getType(): string {
        return 'mention';
      }
      static clone(node: BareMentionNode): BareMentionNode {
        return new BareMentionNode(node.__mention, node.__text, node.__key);
      }
      constructor(mentionName: string, text?: string, key?: NodeKey) {
        super(text ?? `@${mentionName}`, key);
        this.__mention = mentionName;
      }
      getMentionName(): string {
        return this.getLatest().__mention;
      }
    }
    return BareMentionNode;
  }

  it('is still saved with "type": "mention" and only loses mentionName; development refuses the class, production loads it with mentionName undefined', () => {
    // Development: createEditor checks the class and throws.
    const DevMention = bareMention(development);
    expect(() => createEditor({ nodes: [DevMention], onError })).toThrow(
      /BareMentionNode \(type mention\) must implement a static importJSON method since its constructor has 3 required arguments/,
    );

    // Production: no check, and an importJSON that calls the constructor without arguments.
    const ProdMention = bareMention(prodLexical);
    const editor = prodLexical.createEditor({ nodes: [ProdMention], onError });
    editor.update(
      () => {
        prodLexical
          .$getRoot()
          .clear()
          .append(prodLexical.$createParagraphNode().append(new ProdMention('Ada Lovelace').setMode('token')));
      },
      { discrete: true },
    );
    const json = editor.getEditorState().toJSON() as SerializedEditorState;
    const saved = (json.root.children[0] as unknown as { children: SerializedTextNode[] }).children[0];
    expect(saved).toMatchObject({ type: 'mention', text: '@Ada Lovelace', mode: 'token' });
    expect(saved).not.toHaveProperty('mentionName');

    const other = prodLexical.createEditor({ nodes: [ProdMention], onError });
    other.setEditorState(other.parseEditorState(JSON.stringify(json)));
    other.read(() => {
      const loaded = prodLexical.$getRoot().getAllTextNodes()[0];
      expect(loaded).toBeInstanceOf(ProdMention);
      expect(loaded.getTextContent()).toBe('@Ada Lovelace');
      expect((loaded as InstanceType<typeof ProdMention>).getMentionName()).toBeUndefined();
    });
  });
});

describe('react/mentions-and-slash-commands: formats through HTML', () => {
  const { MentionNode, $createMentionNode, $isMentionNode } = loadSample<MentionModule>(
    'react/mentions-and-slash-commands',
    'MentionNode.ts',
  );

  /** A paragraph holding one mention with `formats` and `style`, exported to HTML and imported again. */
  function throughHtml(formats: TextFormatType[], style = '') {
    const editor = createHeadlessEditor({ nodes: [MentionNode], onError });
    editor.update(
      () => {
        const mention = $createMentionNode('Ada Lovelace').setStyle(style);
        for (const format of formats) mention.toggleFormat(format);
        $getRoot().clear().append($createParagraphNode().append(mention));
      },
      { discrete: true },
    );
    const html = editor.read(() => $generateHtmlFromNodes(editor, null));
    const other = createHeadlessEditor({ nodes: [MentionNode], onError });
    let imported: Array<{ mention: boolean; name: string | null; formats: TextFormatType[]; style: string }> = [];
    other.update(
      () => {
        const nodes = $generateNodesFromDOM(other, new DOMParser().parseFromString(html, 'text/html'));
        $getRoot()
          .clear()
          .append(...nodes);
        imported = $getRoot()
          .getAllTextNodes()
          .map((node) => ({
            mention: $isMentionNode(node),
            name: $isMentionNode(node) ? node.getMentionName() : null,
            formats: (['bold', 'italic', 'underline', 'strikethrough', 'code', 'highlight', 'subscript', 'superscript'] as const).filter(
              (format) => node.hasFormat(format),
            ),
            style: node.getStyle(),
          }));
      },
      { discrete: true },
    );
    return { html, imported };
  }

  it("with a bare span as exportDOM (the page's earlier version), a bold mention comes back with format 0", () => {
    const spy = jest.spyOn(MentionNode.prototype, 'exportDOM').mockImplementation(function (this: Mention) {
      const element = document.createElement('span');
      element.setAttribute('data-mention', this.getMentionName());
      element.className = 'mention';
      element.textContent = this.getTextContent();
      return { element };
    });
    try {
      const { html, imported } = throughHtml(['bold']);
      expect(html).toContain('<span data-mention="Ada Lovelace" class="mention">@Ada Lovelace</span>');
      expect(imported).toEqual([{ mention: true, name: 'Ada Lovelace', formats: [], style: '' }]);
    } finally {
      spy.mockRestore();
    }
  });

  it("the page's exportDOM wraps the span in the format elements, and the import puts the formats back on the mention", () => {
    const plain = throughHtml([]);
    expect(plain.html).toBe('<p><span data-mention="Ada Lovelace" class="mention">@Ada Lovelace</span></p>');
    expect(plain.imported).toEqual([{ mention: true, name: 'Ada Lovelace', formats: [], style: '' }]);

    const bold = throughHtml(['bold', 'italic']);
    expect(bold.html).toBe('<p><i><b><span data-mention="Ada Lovelace" class="mention">@Ada Lovelace</span></b></i></p>');
    expect(bold.imported).toEqual([{ mention: true, name: 'Ada Lovelace', formats: ['bold', 'italic'], style: '' }]);

    const all = throughHtml(['bold', 'italic', 'underline', 'strikethrough', 'code', 'highlight', 'subscript']);
    expect(all.imported[0]).toMatchObject({
      mention: true,
      formats: ['bold', 'italic', 'underline', 'strikethrough', 'code', 'highlight', 'subscript'],
    });
  });

  it('a paste into an editor of another namespace goes through the HTML, and the bold mention stays bold', () => {
    const source = createHeadlessEditor({ namespace: 'notes', nodes: [MentionNode], onError });
    let data: Record<string, string> = {};
    source.update(
      () => {
        const mention = $createMentionNode('Ada Lovelace').toggleFormat('bold');
        $getRoot()
          .clear()
          .append($createParagraphNode().append($createTextNode('hi '), mention, $createTextNode(' there')));
        const texts = $getRoot().getAllTextNodes();
        const selection = $createRangeSelection();
        selection.anchor.set(texts[0].getKey(), 0, 'text');
        selection.focus.set(texts[2].getKey(), 6, 'text');
        data = {
          'application/x-lexical-editor': $getLexicalContent(source, selection) ?? '',
          'text/html': $getHtmlContent(source, selection),
          'text/plain': selection.getTextContent(),
        };
      },
      { discrete: true },
    );
    const target = createHeadlessEditor({ namespace: 'comments', nodes: [MentionNode], onError });
    registerRichText(target);
    target.update(
      () => {
        $getRoot().clear().append($createParagraphNode()).selectEnd();
        $insertDataTransferForRichText(
          { getData: (type: string) => data[type] ?? '' } as unknown as DataTransfer,
          $getSelection()!,
          target,
        );
      },
      { discrete: true },
    );
    target.read(() => {
      const mention = $getRoot().getAllTextNodes().find($isMentionNode);
      expect(mention?.getMentionName()).toBe('Ada Lovelace');
      expect(mention?.hasFormat('bold')).toBe(true);
    });
  });

  it('an inline style is not written to the HTML, so it does not come back', () => {
    const { html, imported } = throughHtml(['bold'], 'color: red');
    expect(html).not.toContain('color');
    expect(imported).toEqual([{ mention: true, name: 'Ada Lovelace', formats: ['bold'], style: '' }]);
  });
});

describe('react/mentions-and-slash-commands and getting-started/accessibility: the typeahead menu writes its own ARIA', () => {
  // jsdom does no layout: give Range the measuring methods the menu calls to place itself,
  // elements the scrollIntoView the arrow keys call, and the ResizeObserver the menu uses to
  // follow its own size.
  beforeAll(() => {
    Range.prototype.getBoundingClientRect = () => rect(0, 0, 0, 0);
    Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
    Element.prototype.scrollIntoView ??= () => {};
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });

  const PEOPLE = [
    { id: '1', name: 'Ada Lovelace' },
    { id: '2', name: 'Alan Turing' },
    { id: '3', name: 'Grace Hopper' },
  ];
  const search = (query: string) => Promise.resolve(PEOPLE.filter((person) => person.name.toLowerCase().includes(query.toLowerCase())));

  function renderWith(plugin: React.ReactNode, nodes: ReadonlyArray<Klass<LexicalNode>>) {
    const editorRef: { current: LexicalEditor | null } = { current: null };
    const view = render(
      <LexicalComposer initialConfig={{ namespace: 'typeahead', nodes: [...nodes], onError }}>
        <RichTextPlugin contentEditable={<ContentEditable />} ErrorBoundary={LexicalErrorBoundary} />
        {plugin}
        <EditorRefPlugin editorRef={editorRef} />
      </LexicalComposer>,
    );
    return { view, editor: editorRef.current!, rootElement: view.container.querySelector<HTMLElement>('[data-lexical-editor]')! };
  }

  async function typeText(editor: LexicalEditor, text: string) {
    await act(async () => {
      editor.focus();
      editor.update(() => {
        const node = $createTextNode(text);
        $getRoot().clear().append($createParagraphNode().append(node));
        node.selectEnd();
      });
    });
  }

  it('with its own <ul id="typeahead-menu" role="listbox"> (the earlier sample), two elements share the id and the listboxes nest', async () => {
    class Person extends MenuOption {}
    function OldMarkupMenu() {
      const triggerFn = useBasicTypeaheadTriggerMatch('@', { minLength: 0 });
      const [query, setQuery] = React.useState<string | null>(null);
      const options = React.useMemo(
        () => (query === null ? [] : PEOPLE.filter((p) => p.name.toLowerCase().includes(query)).map((p) => new Person(p.name))),
        [query],
      );
      return (
        <LexicalTypeaheadMenuPlugin<Person>
          triggerFn={triggerFn}
          onQueryChange={setQuery}
          onSelectOption={(_option, _node, closeMenu) => closeMenu()}
          options={options}
          menuRenderFn={(anchorElementRef, { options: items }) =>
            anchorElementRef.current === null || items.length === 0
              ? null
              : createPortal(
                  <ul id="typeahead-menu" role="listbox" aria-label="People">
                    {items.map((option, index) => (
                      <li key={option.key} id={`typeahead-item-${index}`} role="option" aria-selected={false}>
                        {option.key}
                      </li>
                    ))}
                  </ul>,
                  anchorElementRef.current,
                )
          }
        />
      );
    }
    const { editor } = renderWith(<OldMarkupMenu />, []);
    await typeText(editor, '@a');
    await screen.findAllByRole('option');
    expect(document.querySelectorAll('#typeahead-menu')).toHaveLength(2);
    const listboxes = [...document.querySelectorAll('[role="listbox"]')];
    expect(listboxes).toHaveLength(2);
    expect(listboxes[0].contains(listboxes[1])).toBe(true);
  });

  it("the page's MentionsPlugin: one listbox, the plugin's, with the id; aria-controls and aria-activedescendant on the root come from the plugin", async () => {
    const { MentionNode } = loadSample<MentionModule>('react/mentions-and-slash-commands', 'MentionNode.ts');
    const { MentionsPlugin } = loadSample<{ MentionsPlugin: React.ComponentType<{ search: typeof search }> }>(
      'react/mentions-and-slash-commands',
      'MentionsPlugin.tsx',
    );
    const { editor, rootElement } = renderWith(<MentionsPlugin search={search} />, [MentionNode]);
    expect(rootElement.hasAttribute('aria-controls')).toBe(false);
    await typeText(editor, 'hi @a');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Ada Lovelace', 'Alan Turing', 'Grace Hopper']);

    // One element with the id and one listbox: the plugin's container, labelled by the plugin.
    const menus = document.querySelectorAll('#typeahead-menu');
    expect(menus).toHaveLength(1);
    const listboxes = document.querySelectorAll('[role="listbox"]');
    expect(listboxes).toHaveLength(1);
    expect(listboxes[0]).toBe(menus[0]);
    expect(menus[0].tagName).toBe('DIV');
    expect(menus[0].getAttribute('aria-label')).toBe('Typeahead menu');
    const list = menus[0].querySelector('ul')!;
    expect(list.getAttribute('role')).toBe('presentation');
    expect(options.every((option) => option.parentElement === list)).toBe(true);

    // The root points at the menu and at the highlighted option, with no props passed.
    expect(rootElement.getAttribute('aria-controls')).toBe('typeahead-menu');
    expect(rootElement.getAttribute('aria-activedescendant')).toBe('typeahead-item-0');
    expect(document.getElementById('typeahead-item-0')).toBe(options[0]);
    expect(options[0].getAttribute('aria-selected')).toBe('true');

    await act(async () => {
      editor.dispatchCommand(KEY_ARROW_DOWN_COMMAND, new KeyboardEvent('keydown', { key: 'ArrowDown' }));
    });
    expect(rootElement.getAttribute('aria-activedescendant')).toBe('typeahead-item-1');
    expect(document.getElementById('typeahead-item-1')?.getAttribute('aria-selected')).toBe('true');

    // The pointer moves the highlight, but not aria-activedescendant.
    fireEvent.mouseEnter(options[2]);
    expect(options[2].getAttribute('aria-selected')).toBe('true');
    expect(rootElement.getAttribute('aria-activedescendant')).toBe('typeahead-item-1');

    // Closing takes aria-controls away again, and the menu with it.
    await typeText(editor, 'no trigger');
    expect(rootElement.hasAttribute('aria-controls')).toBe(false);
    expect(document.getElementById('typeahead-menu')).toBeNull();
  });
});

checkWording(
  'react/mentions-and-slash-commands',
  [/only `mentionName` goes missing/, /role="presentation"/, /Without the loop in `exportDOM`, a bold mention would come back/],
  [/the mention would be saved as a text node/, /<ul id="typeahead-menu"/],
);

// ---------------------------------------------------------------------------------------------
// getting-started/accessibility
// ---------------------------------------------------------------------------------------------

describe('getting-started/accessibility: autocapitalize', () => {
  it('editor.focus() sets autocapitalize="off" and removes it once the focus update is committed', () => {
    const editorRef: { current: LexicalEditor | null } = { current: null };
    const { container } = render(
      <LexicalComposer initialConfig={{ namespace: 'focus', onError }}>
        <RichTextPlugin contentEditable={<ContentEditable />} ErrorBoundary={LexicalErrorBoundary} />
        <EditorRefPlugin editorRef={editorRef} />
      </LexicalComposer>,
    );
    const editor = editorRef.current!;
    const editable = container.querySelector('[data-lexical-editor]')!;
    expect(editable.hasAttribute('autocapitalize')).toBe(false);
    editor.focus();
    expect(editable.getAttribute('autocapitalize')).toBe('off');
    // A read commits the pending focus update first.
    editor.read(() => {});
    expect(editable.getAttribute('autocapitalize')).toBeNull();
  });
});

checkWording(
  'getting-started/accessibility',
  [/has no `autocapitalize` at all once the commit is done/, /all three are the plugin's work/],
  [/whenever `editor.focus\(\)` runs, `autocapitalize="off"`/],
);

// ---------------------------------------------------------------------------------------------
// packages-in-use/formatting-toolbar
// ---------------------------------------------------------------------------------------------

type ToolbarStateModule = {
  $readToolbarState: () => { blockType: string; alignment: string; formats: Record<string, boolean> } | null;
  $selectionHasFormat: (selection: RangeSelection, format: TextFormatType) => boolean;
};
type FormatBlockModule = {
  formatBlock: (editor: LexicalEditor, target: string, current: string) => void;
};

describe('packages-in-use/formatting-toolbar: SELECTION_CHANGE_COMMAND after a selection made in code', () => {
  function countSelectionChanges(editor: LexicalEditor) {
    const counter = { count: 0 };
    editor.registerCommand(
      SELECTION_CHANGE_COMMAND,
      () => {
        counter.count++;
        return false;
      },
      COMMAND_PRIORITY_LOW,
    );
    return counter;
  }

  it.each([
    [0, 5, 1],
    [0, 11, 1],
    [3, 11, 1],
    [2, 4, 0],
  ])('text.select(%i, %i) in an editor with a root element: %i SELECTION_CHANGE_COMMAND', (anchor, focus, expected) => {
    const { editor } = domEditor();
    setParagraphs(editor, ['hello world']);
    const changes = countSelectionChanges(editor);
    editor.update(() => void $getRoot().getAllTextNodes()[0].select(anchor, focus), { discrete: true });
    // The commit wrote the range into the DOM...
    const domSelection = window.getSelection()!;
    expect([domSelection.anchorOffset, domSelection.focusOffset]).toEqual([anchor, focus]);
    expect(changes.count).toBe(0);
    // ...and the browser's answer to that write is what dispatches the command, or not.
    echoSelectionChange();
    editor.read(() => {});
    expect(changes.count).toBe(expected);
  });

  it('a headless editor never dispatches it for a range made in code', () => {
    const editor = createHeadlessEditor({ onError });
    setParagraphs(editor, ['hello world']);
    let changes = 0;
    editor.registerCommand(
      SELECTION_CHANGE_COMMAND,
      () => {
        changes++;
        return false;
      },
      COMMAND_PRIORITY_LOW,
    );
    editor.update(() => void $getRoot().getAllTextNodes()[0].select(0, 5), { discrete: true });
    echoSelectionChange();
    editor.read(() => {});
    expect(changes).toBe(0);
  });
});

describe("packages-in-use/formatting-toolbar: a range's format", () => {
  const { $readToolbarState, $selectionHasFormat } = loadSample<ToolbarStateModule>(
    'packages-in-use/formatting-toolbar',
    'toolbarState.ts',
  );

  function boldEditor() {
    const { editor } = domEditor();
    editor.update(
      () =>
        $getRoot()
          .clear()
          .append($createParagraphNode().append($createTextNode('hello world').setFormat('bold'))),
      { discrete: true },
    );
    const seen: Array<{ hasFormat: boolean; toolbar: boolean | undefined }> = [];
    editor.registerUpdateListener(({ editorState }) => {
      seen.push(
        editorState.read(() => {
          const selection = $getSelection();
          return {
            hasFormat: $isRangeSelection(selection) && selection.hasFormat('bold'),
            toolbar: $readToolbarState()?.formats.bold,
          };
        }),
      );
    });
    return { editor, seen };
  }

  it('inside bold text, select(2, 4) leaves selection.hasFormat("bold") false in the update listener; the page\'s $readToolbarState says bold', () => {
    const { editor, seen } = boldEditor();
    editor.update(() => void $getRoot().getAllTextNodes()[0].select(2, 4), { discrete: true });
    echoSelectionChange();
    editor.read(() => {});
    expect(seen).toEqual([{ hasFormat: false, toolbar: true }]);
  });

  it('the format is computed from the nodes only when Lexical handles a selectionchange: the echo of select(0, 5) fills it in', () => {
    const { editor, seen } = boldEditor();
    editor.update(() => void $getRoot().getAllTextNodes()[0].select(0, 5), { discrete: true });
    expect(seen).toEqual([{ hasFormat: false, toolbar: true }]);
    echoSelectionChange();
    editor.read(() => {});
    expect(seen).toEqual([
      { hasFormat: false, toolbar: true },
      { hasFormat: true, toolbar: true },
    ]);
  });

  it('$selectionHasFormat: every selected text node must have it; a node the range only touches does not count; a caret uses its own format', () => {
    const editor = createHeadlessEditor({ onError });
    editor.update(
      () => {
        $getRoot()
          .clear()
          .append($createParagraphNode().append($createTextNode('plain'), $createTextNode('bold').setFormat('bold')));
      },
      { discrete: true },
    );
    const check = (anchor: [number, number], focus: [number, number]) =>
      editor.read(() => {
        const texts = $getRoot().getAllTextNodes();
        const selection = $createRangeSelection();
        selection.anchor.set(texts[anchor[0]].getKey(), anchor[1], 'text');
        selection.focus.set(texts[focus[0]].getKey(), focus[1], 'text');
        return $selectionHasFormat(selection, 'bold');
      });
    expect(check([0, 2], [1, 2])).toBe(false);
    // Starting at the very end of "plain" only touches it.
    expect(check([0, 5], [1, 4])).toBe(true);
    // Backwards: the same range from the other end.
    expect(check([1, 4], [0, 5])).toBe(true);
    expect(check([1, 0], [1, 4])).toBe(true);
    // Ending at offset 0 of "bold" only touches it.
    expect(check([0, 1], [1, 0])).toBe(false);
    editor.update(
      () => {
        const selection = $getRoot().getAllTextNodes()[0].select(2, 2);
        selection.toggleFormat('bold');
        expect($selectionHasFormat(selection, 'bold')).toBe(true);
      },
      { discrete: true },
    );
  });
});

describe('packages-in-use/formatting-toolbar: FORMAT_TEXT_COMMAND on a mixed range', () => {
  const { $readToolbarState } = loadSample<ToolbarStateModule>('packages-in-use/formatting-toolbar', 'toolbarState.ts');

  function formatMixed(first: 'bold' | 'plain') {
    const editor = createHeadlessEditor({ onError });
    registerRichText(editor);
    editor.update(
      () => {
        const a = $createTextNode('one ');
        const b = $createTextNode('two');
        (first === 'bold' ? a : b).setFormat('bold');
        $getRoot().clear().append($createParagraphNode().append(a, b));
        const selection = $createRangeSelection();
        selection.anchor.set(a.getKey(), 0, 'text');
        selection.focus.set(b.getKey(), 3, 'text');
        $setSelection(selection);
      },
      { discrete: true },
    );
    const shownBefore = editor.read(() => $readToolbarState()?.formats.bold);
    editor.update(() => void editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold'), { discrete: true });
    const after = editor.read(() =>
      $getRoot()
        .getAllTextNodes()
        .map((node) => [node.getTextContent(), node.hasFormat('bold')]),
    );
    return { shownBefore, after };
  }

  it('the first text node decides for all of it: bold then plain gives all plain, plain then bold gives all bold', () => {
    expect(formatMixed('bold').after).toEqual([['one two', false]]);
    expect(formatMixed('plain').after).toEqual([['one two', true]]);
  });

  it("in both cases the page's toolbar shows bold as off before the click", () => {
    expect(formatMixed('bold').shownBefore).toBe(false);
    expect(formatMixed('plain').shownBefore).toBe(false);
  });
});

describe('packages-in-use/formatting-toolbar: alignment', () => {
  it.each([
    ['no theme', undefined],
    ['a paragraph class in the theme', { paragraph: 'editor-paragraph' }],
  ])('with %s, the reconciler writes an inline text-align, and so does HTML export', (_name, theme) => {
    const { editor, rootElement } = domEditor({ theme });
    registerRichText(editor);
    setParagraphs(editor, ['centred']);
    editor.update(() => void $getRoot().getAllTextNodes()[0].select(0, 0), { discrete: true });
    editor.update(() => void editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, 'center'), { discrete: true });
    const paragraph = rootElement.querySelector('p')!;
    expect(paragraph.getAttribute('style')).toBe('text-align: center;');
    expect(paragraph.className).toBe(theme?.paragraph ?? '');
    expect(editor.read(() => $generateHtmlFromNodes(editor, null))).toContain('text-align: center;');
  });
});

describe('packages-in-use/formatting-toolbar: "Code block" over several paragraphs', () => {
  function selectAcross(editor: LexicalEditor) {
    editor.update(
      () => {
        const texts = $getRoot().getAllTextNodes();
        const selection = $createRangeSelection();
        selection.anchor.set(texts[0].getKey(), 0, 'text');
        selection.focus.set(texts[texts.length - 1].getKey(), 1, 'text');
        $setSelection(selection);
      },
      { discrete: true },
    );
  }
  const shape = (editor: LexicalEditor) =>
    editor.read(() =>
      $getRoot()
        .getChildren()
        .map((block) => [block.getType(), $isElementNode(block) ? block.getChildren().map((child) => child.getType()) : []]),
    );

  it('$setBlocksType alone gives one CodeNode per paragraph: three blocks on the page and in the HTML', () => {
    const { editor, rootElement } = domEditor({ nodes: [CodeNode] });
    setParagraphs(editor, ['a', 'b', 'c']);
    selectAcross(editor);
    editor.update(() => {
      $setBlocksType(
        $getSelection(),
        () => new CodeNode(),
        () => {},
      );
    });
    expect(shape(editor)).toEqual([
      ['code', ['text']],
      ['code', ['text']],
      ['code', ['text']],
    ]);
    expect([...rootElement.children].map((element) => element.tagName)).toEqual(['CODE', 'CODE', 'CODE']);
    const html = editor.read(() => $generateHtmlFromNodes(editor, null));
    expect(html.match(/<pre\b/g)).toHaveLength(3);
  });

  it("the page's formatBlock joins them into one code block, one line per paragraph, and keeps the selection on the text", () => {
    const { formatBlock } = loadSample<FormatBlockModule>('packages-in-use/formatting-toolbar', 'formatBlock.ts');
    const editor = createHeadlessEditor({ nodes: [CodeNode], onError });
    setParagraphs(editor, ['a', 'b', 'c', 'after']);
    editor.update(
      () => {
        const texts = $getRoot().getAllTextNodes();
        const selection = $createRangeSelection();
        selection.anchor.set(texts[0].getKey(), 0, 'text');
        selection.focus.set(texts[2].getKey(), 1, 'text');
        $setSelection(selection);
      },
      { discrete: true },
    );
    formatBlock(editor, 'code', 'paragraph');
    expect(shape(editor)).toEqual([
      ['code', ['text', 'linebreak', 'text', 'linebreak', 'text']],
      ['paragraph', ['text']],
    ]);
    editor.read(() => {
      const code = $getRoot().getFirstChildOrThrow<ElementNode>();
      expect($isCodeNode(code) && code.getTextContent()).toBe('a\nb\nc');
      expect($generateHtmlFromNodes(editor, null).match(/<pre\b/g)).toHaveLength(1);
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) throw new Error('expected a range selection');
      expect([selection.anchor.getNode().getTextContent(), selection.anchor.offset]).toEqual(['a', 0]);
      expect([selection.focus.getNode().getTextContent(), selection.focus.offset]).toEqual(['c', 1]);
    });

    // The way back: one paragraph with line breaks, not three paragraphs.
    formatBlock(editor, 'paragraph', 'code');
    expect(shape(editor)).toEqual([
      ['paragraph', ['text', 'linebreak', 'text', 'linebreak', 'text']],
      ['paragraph', ['text']],
    ]);
    editor.read(() => {
      const children = $getRoot().getFirstChildOrThrow<ElementNode>().getChildren();
      expect(children.filter($isLineBreakNode)).toHaveLength(2);
    });
  });

  it('an empty paragraph in the range becomes an empty line of the joined block', () => {
    const { formatBlock } = loadSample<FormatBlockModule>('packages-in-use/formatting-toolbar', 'formatBlock.ts');
    const editor = createHeadlessEditor({ nodes: [CodeNode], onError });
    editor.update(
      () => {
        $getRoot()
          .clear()
          .append(
            $createParagraphNode().append($createTextNode('a')),
            $createParagraphNode(),
            $createParagraphNode().append($createTextNode('c')),
          );
      },
      { discrete: true },
    );
    selectAcross(editor);
    formatBlock(editor, 'code', 'paragraph');
    expect(shape(editor)).toEqual([['code', ['text', 'linebreak', 'linebreak', 'text']]]);
    expect(rootText(editor)).toBe('a\n\nc');
  });
});

checkWording(
  'packages-in-use/formatting-toolbar',
  [
    /`text\.select\(0, 5\)` inside `editor\.update` is followed by one `SELECTION_CHANGE_COMMAND`, `text\.select\(2, 4\)` by none/,
    /Lexical fills it in from the nodes only while it handles a `selectionchange` event/,
    /The theme has no say in how it looks/,
    /decided by the first selected text node alone/,
    /\$joinSelectedCodeBlocks\(\);/,
  ],
  [
    /It is \*\*not\*\* dispatched when code moves a range selection/,
    /The theme decides how the value looks/,
    /flips the bit on the selected part/,
    /Programmatic caret moves never reach it/,
  ],
);

// ---------------------------------------------------------------------------------------------
// concepts/large-documents
// ---------------------------------------------------------------------------------------------

describe('concepts/large-documents: what an update reports as dirty', () => {
  function dirtyAfter(editor: LexicalEditor, fn: () => void) {
    let report: { leaves: number; elements: Array<[string, boolean]> } | null = null;
    const stop = editor.registerUpdateListener(({ dirtyLeaves, dirtyElements }) => {
      report = { leaves: dirtyLeaves.size, elements: [...dirtyElements] };
    });
    editor.update(fn, { discrete: true });
    stop();
    return report as { leaves: number; elements: Array<[string, boolean]> } | null;
  }

  it('a headless editor, which never reconciles, reports the root as true too', () => {
    const editor = createHeadlessEditor({ onError });
    setParagraphs(editor, ['one']);
    const report = dirtyAfter(editor, () => $getRoot().getAllTextNodes()[0].setTextContent('one two'));
    expect(report?.leaves).toBe(1);
    const paragraphKey = editor.read(() => $getRoot().getFirstChildOrThrow().getKey());
    expect(report?.elements).toEqual([
      [paragraphKey, false],
      ['root', true],
    ]);
  });

  it('setters given the value the node already has: ten of twelve still mark it dirty; setTextContent and setMode do not', () => {
    const editor = createHeadlessEditor({ nodes: [HeadingNode, LinkNode], onError });
    editor.update(
      () => {
        const link = $createLinkNode('https://example.com', { target: '_blank' }).append($createTextNode('link'));
        $getRoot()
          .clear()
          .append($createParagraphNode().append($createTextNode('text'), link), $createHeadingNode('h2').append($createTextNode('title')));
      },
      { discrete: true },
    );
    const $text = () => $getRoot().getAllTextNodes()[0];
    const $paragraph = () => $getRoot().getFirstChildOrThrow<ElementNode>();
    const $heading = () => {
      const heading = $getRoot().getLastChildOrThrow();
      if (!$isHeadingNode(heading)) throw new Error('expected a heading');
      return heading;
    };
    const $link = () => {
      const link = $paragraph().getLastChildOrThrow();
      if (!$isLinkNode(link)) throw new Error('expected a link');
      return link;
    };
    const setters: Array<[string, () => void]> = [
      ['TextNode.setFormat', () => $text().setFormat($text().getFormat())],
      ['TextNode.setStyle', () => $text().setStyle($text().getStyle())],
      ['TextNode.setDetail', () => $text().setDetail($text().getDetail())],
      ['ElementNode.setIndent', () => $paragraph().setIndent($paragraph().getIndent())],
      ['ElementNode.setFormat', () => $paragraph().setFormat($paragraph().getFormatType())],
      ['ElementNode.setStyle', () => $paragraph().setStyle($paragraph().getStyle())],
      ['ElementNode.setDirection', () => $paragraph().setDirection($paragraph().getDirection())],
      ['HeadingNode.setTag', () => $heading().setTag($heading().getTag())],
      ['LinkNode.setURL', () => $link().setURL($link().getURL())],
      ['LinkNode.setTarget', () => $link().setTarget($link().getTarget())],
      ['TextNode.setTextContent', () => $text().setTextContent($text().getTextContent())],
      ['TextNode.setMode', () => $text().setMode($text().getMode())],
    ];
    const dirtied = setters.filter(([, fn]) => {
      const report = dirtyAfter(editor, fn);
      return report !== null && (report.leaves > 0 || report.elements.length > 0);
    });
    expect(dirtied.map(([name]) => name)).toEqual(setters.slice(0, 10).map(([name]) => name));
    // A text node marked dirty takes its ancestors with it, on the path.
    const paragraphKey = editor.read(() => $paragraph().getKey());
    expect(dirtyAfter(editor, setters[0][1])).toEqual({
      leaves: 1,
      elements: [
        [paragraphKey, false],
        ['root', true],
      ],
    });
    // The state really is unchanged: the same JSON as before.
    const before = JSON.stringify(editor.getEditorState().toJSON());
    for (const [, fn] of setters) editor.update(fn, { discrete: true });
    expect(JSON.stringify(editor.getEditorState().toJSON())).toBe(before);
  });
});

checkWording(
  'concepts/large-documents',
  [/a headless editor, which never reconciles, reports `root` as `true` as well/, /only `setTextContent` and `setMode` return early/],
  [/because the reconciler stores the document's text on it/, /most setters when the value really changes/],
);

// ---------------------------------------------------------------------------------------------
// core-map
// ---------------------------------------------------------------------------------------------

describe('core-map: what an error in an update leaves behind', () => {
  function failingUpdate(onErrorChoice: (error: Error) => void) {
    const editor = createHeadlessEditor({ onError: onErrorChoice });
    setParagraphs(editor, ['old']);
    const seen: string[] = [];
    editor.registerUpdateListener(({ editorState }) => seen.push(editorState.read(() => $getRoot().getTextContent())));
    let thrown: unknown = null;
    try {
      editor.update(() => {
        $getRoot().getAllTextNodes()[0].setTextContent('PARTIAL');
        throw new Error('halfway');
      });
    } catch (error) {
      thrown = error;
    }
    return { editor, seen, thrown };
  }

  it('with a throwing onError, the error leaves editor.update and the next read commits the half-applied "PARTIAL"', () => {
    const { editor, seen, thrown } = failingUpdate((error) => {
      throw error;
    });
    expect((thrown as Error).message).toBe('halfway');
    expect(seen).toEqual([]);
    expect(rootText(editor)).toBe('PARTIAL');
    expect(seen).toEqual(['PARTIAL']);
    expect(editor.getEditorState().read(() => $getRoot().getTextContent())).toBe('PARTIAL');
  });

  it('with a throwing onError, the next update also builds on the half-applied state', () => {
    const { editor } = failingUpdate((error) => {
      throw error;
    });
    editor.update(() => $getRoot().append($createParagraphNode().append($createTextNode('next'))), { discrete: true });
    expect(rootText(editor)).toBe('PARTIAL\n\nnext');
  });

  it('with a logging onError, the update is abandoned and "old" is restored', () => {
    const logged: Error[] = [];
    const { editor, seen, thrown } = failingUpdate((error) => void logged.push(error));
    expect(thrown).toBeNull();
    expect(logged.map((error) => error.message)).toEqual(['halfway']);
    expect(rootText(editor)).toBe('old');
    expect(seen.every((text) => text === 'old')).toBe(true);
  });
});

checkWording('core-map', [/What an error leaves behind depends on `onError`/], [/An error discards the pending state/]);

// ---------------------------------------------------------------------------------------------
// react/floating-ui
// ---------------------------------------------------------------------------------------------

describe('react/floating-ui: measuring a hidden toolbar', () => {
  const execFileAsync = promisify(execFile);

  it('in Chromium, an element with the hidden attribute measures 0 × 0 whatever its CSS size; with visibility: hidden it keeps its size', async () => {
    // Playwright drives the system Chromium the browser tests use, from a separate Node process
    // (this file runs in jsdom).
    const script = `
      const {chromium} = require('@playwright/test');
      const {chromiumPath} = await import(${JSON.stringify(path.join(root, 'scripts/chromium.mjs'))});
      const browser = await chromium.launch({executablePath: chromiumPath(), args: ['--no-sandbox']});
      try {
        const page = await browser.newPage();
        await page.setContent('<style>.toolbar{position:absolute;width:200px;height:40px}</style>' +
          '<div class="toolbar" id="attribute" hidden>B I</div>' +
          '<div class="toolbar" id="visibility" style="visibility:hidden">B I</div>' +
          '<div class="toolbar" id="shown">B I</div>');
        const sizes = await page.evaluate(() => Object.fromEntries(['attribute', 'visibility', 'shown'].map((id) => {
          const element = document.getElementById(id);
          return [id, [element.offsetWidth, element.offsetHeight]];
        })));
        process.stdout.write(JSON.stringify(sizes));
      } finally {
        await browser.close();
      }`;
    const { stdout } = await execFileAsync(
      process.execPath,
      ['-e', `(async () => {${script}})().catch((error) => { console.error(error); process.exit(1); })`],
      {
        cwd: root,
      },
    );
    expect(JSON.parse(stdout)).toEqual({ attribute: [0, 0], visibility: [200, 40], shown: [200, 40] });
  });

  it("the page's placeFloating, given a toolbar that measures 0 × 0, puts its top edge just above the text and its left edge at the selection's middle", () => {
    const { placeFloating } = loadSample<{ placeFloating: (floating: HTMLElement, target: DOMRect, container: HTMLElement) => boolean }>(
      'react/floating-ui',
      'placeFloating.ts',
    );
    const container = document.createElement('div');
    container.getBoundingClientRect = () => rect(0, 0, 600, 400);
    Object.defineProperty(container, 'clientWidth', { value: 600 });
    document.body.append(container);
    const selection = rect(100, 100, 80, 20);
    const place = (width: number, height: number) => {
      const toolbar = document.createElement('div');
      Object.defineProperty(toolbar, 'offsetWidth', { value: width });
      Object.defineProperty(toolbar, 'offsetHeight', { value: height });
      container.append(toolbar);
      expect(placeFloating(toolbar, selection, container)).toBe(true);
      return toolbar.style.transform;
    };
    // GAP is 8: with no size the toolbar's top is 8px above the text, its left at 100 + 80 / 2.
    expect(place(0, 0)).toBe('translate(140px, 92px)');
    // With its real size it sits above the text, centred on it.
    expect(place(120, 36)).toBe('translate(80px, 56px)');
  });
});

checkWording('react/floating-ui', [/whatever size the stylesheet gives it/], [/give the toolbar a fixed size in CSS/]);

// ---------------------------------------------------------------------------------------------
// concepts/untrusted-content
// ---------------------------------------------------------------------------------------------

describe('concepts/untrusted-content: what a pasted paragraph keeps', () => {
  it('text-align and padding-inline-start are read (format "right", indent 3) and exported again; the other styles and attributes are dropped', () => {
    const editor = createHeadlessEditor({ onError });
    const html =
      '<p style="text-align: right; padding-inline-start: 120px; color: red; margin-left: 10px" class="x" id="y" dir="rtl" onclick="steal()">text</p>';
    editor.update(
      () => {
        const nodes = $generateNodesFromDOM(editor, new DOMParser().parseFromString(html, 'text/html'));
        $getRoot()
          .clear()
          .append(...nodes);
      },
      { discrete: true },
    );
    const paragraph = editor.getEditorState().toJSON().root.children[0] as unknown as Record<string, unknown>;
    expect(paragraph).toMatchObject({ type: 'paragraph', format: 'right', indent: 3, direction: null, textStyle: '' });
    const exported = editor.read(() => $generateHtmlFromNodes(editor, null));
    expect(exported).toBe(
      '<p style="padding-inline-start: 120px; text-align: right;"><span style="white-space: pre-wrap;">text</span></p>',
    );
    for (const dropped of ['color', 'margin', 'class', 'id=', 'dir=', 'onclick']) expect(exported).not.toContain(dropped);
  });
});

checkWording(
  'concepts/untrusted-content',
  [/`120px` gives `indent: 3`/],
  [/`style` on a paragraph, `class`, `id`: none of them reach the editor/],
);

// ---------------------------------------------------------------------------------------------
// packages-in-use/without-react
// ---------------------------------------------------------------------------------------------

describe('packages-in-use/without-react: where an undo lands', () => {
  const undo = (editor: LexicalEditor) => editor.update(() => void editor.dispatchCommand(UNDO_COMMAND, undefined), { discrete: true });

  function remounted(changesInSecond: string[]) {
    const history = createEmptyHistoryState();
    const first = createHeadlessEditor({ onError });
    const stopFirst = registerHistory(first, history, 0);
    setParagraphs(first, ['one']);
    setParagraphs(first, ['one two']);
    stopFirst();
    const second = createHeadlessEditor({ onError });
    registerHistory(second, history, 0);
    for (const text of changesInSecond) setParagraphs(second, [text]);
    const after: Array<[string, string]> = [];
    for (let i = 0; i < 3; i++) {
      undo(second);
      after.push([rootText(first), rootText(second)]);
    }
    return after;
  }

  it('while the second editor has one change, every undo goes to the first, detached editor', () => {
    expect(remounted(['fresh'])).toEqual([
      ['one two', 'fresh'],
      ['one', 'fresh'],
      ['one', 'fresh'],
    ]);
  });

  it("with two changes, the first undo reverts the second editor's own change and the later ones go into the first", () => {
    expect(remounted(['fresh', 'fresh more'])).toEqual([
      ['one two', 'fresh'],
      ['one two', 'fresh'],
      ['one', 'fresh'],
    ]);
  });

  it('two editors sharing one stack: a1, b1, a2, b2, then undo in B: nothing visible, B back to b1, A back to a1', () => {
    const history = createEmptyHistoryState();
    const a = createHeadlessEditor({ onError });
    const b = createHeadlessEditor({ onError });
    registerHistory(a, history, 0);
    registerHistory(b, history, 0);
    setParagraphs(a, ['a1']);
    setParagraphs(b, ['b1']);
    setParagraphs(a, ['a2']);
    setParagraphs(b, ['b2']);
    const after: Array<[string, string]> = [];
    for (let i = 0; i < 3; i++) {
      undo(b);
      after.push([rootText(a), rootText(b)]);
    }
    expect(after).toEqual([
      ['a2', 'b2'],
      ['a2', 'b1'],
      ['a1', 'b1'],
    ]);
  });
});

checkWording(
  'packages-in-use/without-react',
  [/Once the second has made two changes, its first undo does revert its own latest one/, /the first undo steps onto A's `a2`/],
  [/each undo goes back to the editor where the change was made/],
);
