/**
 * The behaviour behind the fifth round of corrections to the guides, run against the pinned
 * 0.35.0 packages: headless editors and editors with a root element in jsdom, React 18 where a
 * plugin is the subject.
 * Where a page shows a sample with `file="..."`, the test loads that very fence from the MDX
 * file (hidden lines included, compiled by TypeScript) and runs it. Each block names the page it
 * backs; most reproduce first what the page used to say, then check what it says now.
 */
import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createPortal } from 'react-dom';
import ts from 'typescript';
import { $getHtmlContent, $getLexicalContent, $insertDataTransferForRichText } from '@lexical/clipboard';
import { createHeadlessEditor } from '@lexical/headless';
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { EditorRefPlugin } from '@lexical/react/LexicalEditorRefPlugin';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { LexicalTypeaheadMenuPlugin, MenuOption, useBasicTypeaheadTriggerMatch } from '@lexical/react/LexicalTypeaheadMenuPlugin';
import { registerRichText } from '@lexical/rich-text';
import {
  $createParagraphNode,
  $createRangeSelection,
  $createTextNode,
  $getRoot,
  $getSelection,
  createEditor,
  KEY_ARROW_DOWN_COMMAND,
  type Klass,
  type LexicalEditor,
  type LexicalNode,
  type NodeKey,
  type SerializedEditorState,
  type SerializedTextNode,
  type TextFormatType,
  type TextNode,
} from 'lexical';
import * as development from 'lexical';
import { fencesOf, compiledLine, metaValue } from '../../../src/shared/code-fences.mjs';

const root = path.resolve(__dirname, '../../..');
const onError = (error: Error) => {
  throw error;
};

/**
 * The module a page's `file="name"` fence defines, compiled as the sample checker compiles it
 * (hidden lines kept) and evaluated with Jest's require, so it shares the test's lexical.
 * `./Other` imports resolve to fences of the same page.
 */
function loadSample<T = Record<string, unknown>>(doc: string, file: string): T {
  const source = fs.readFileSync(path.join(root, 'content/docs', `${doc}.mdx`), 'utf8');
  const fences = fencesOf(source);
  const cache = new Map<string, Record<string, unknown>>();
  const load = (name: string): Record<string, unknown> => {
    const cached = cache.get(name);
    if (cached) return cached;
    const fence = fences.find((f) => metaValue(f.meta, 'file') === name);
    if (!fence) throw new Error(`${doc}.mdx has no fence file="${name}"`);
    const code = fence.lines.map(compiledLine).join('\n');
    const { outputText } = ts.transpileModule(code, {
      compilerOptions: {
        module: ts.ModuleKind.CommonJS,
        target: ts.ScriptTarget.ES2020,
        jsx: ts.JsxEmit.ReactJSX,
        esModuleInterop: true,
      },
      fileName: name,
    });
    const module = { exports: {} as Record<string, unknown> };
    cache.set(name, module.exports);
    const localRequire = (id: string) => {
      if (id.startsWith('./')) {
        const sibling = fences.find((f) => {
          const other = metaValue(f.meta, 'file');
          return other !== null && other.replace(/\.tsx?$/, '') === id.slice(2);
        });
        if (sibling) return load(metaValue(sibling.meta, 'file')!);
      }
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the sample shares the test's modules
      return require(id);
    };
    new Function('require', 'module', 'exports', outputText)(localRequire, module, module.exports);
    cache.set(name, module.exports);
    return module.exports;
  };
  return load(file) as T;
}

/** A DOMRect (jsdom 20 has no DOMRect constructor). */
function rect(x: number, y: number, width: number, height: number): DOMRect {
  return { x, y, width, height, top: y, left: x, right: x + width, bottom: y + height, toJSON: () => ({}) };
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
