/**
 * Claims of three guides (concepts/text-direction, react/block-handles, react/form-field), run
 * against the pinned 0.35.0 packages in jsdom with React 18. Where a page shows a sample with
 * `file="..."`, the test loads that very fence from the MDX file (hidden lines included, compiled
 * by TypeScript) and runs it, so the page and the test cannot drift apart.
 *
 * jsdom has no layout. DraggableBlockPlugin_EXPERIMENTAL and the check list's click test measure
 * elements, so those tests give the elements rectangles of their own (`place`), report CSS `zoom`
 * as 1 as a browser does (jsdom knows no `zoom`, and the plugin would divide by 0), and create
 * drag events from a DragEvent class, which jsdom lacks. What the browser then does with
 * `dir="auto"` (the first strong character decides) is checked in Chromium by
 * tests/e2e/live-examples.spec.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import ts from 'typescript';
import { act, render } from '@testing-library/react';
import { createHeadlessEditor } from '@lexical/headless';
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import {
  $createListItemNode,
  $createListNode,
  $isListItemNode,
  ListItemNode,
  ListNode,
  registerCheckList,
  registerList,
} from '@lexical/list';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { EditorRefPlugin } from '@lexical/react/LexicalEditorRefPlugin';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { $createHeadingNode, $createQuoteNode, HeadingNode, QuoteNode, registerRichText } from '@lexical/rich-text';
import {
  $createNodeSelection,
  $createParagraphNode,
  $createTextNode,
  $getNodeByKey,
  $getRoot,
  $getSelection,
  $isElementNode,
  $isRangeSelection,
  $setSelection,
  CONTROLLED_TEXT_INSERTION_COMMAND,
  createEditor,
  DecoratorNode,
  type ElementNode,
  FORMAT_ELEMENT_COMMAND,
  INSERT_PARAGRAPH_COMMAND,
  KEY_ARROW_LEFT_COMMAND,
  KEY_ARROW_RIGHT_COMMAND,
  type Klass,
  type LexicalEditor,
  type LexicalNode,
  ParagraphNode,
  type SerializedElementNode,
  TextNode,
} from 'lexical';
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

/** An editor with rich text (and lists) rendered into a fresh root element in the document. */
function domEditor(options: { nodes?: Klass<LexicalNode>[]; theme?: InitialConfigType['theme'] } = {}) {
  const editor = createEditor({
    namespace: 'direction',
    nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, ...(options.nodes ?? [])],
    theme: options.theme,
    onError,
  });
  const rootElement = document.createElement('div');
  rootElement.contentEditable = 'true';
  document.body.append(rootElement);
  editor.setRootElement(rootElement);
  const cleanup = [registerRichText(editor), registerList(editor), () => rootElement.remove()];
  return { editor, rootElement, dispose: () => cleanup.forEach((fn) => fn()) };
}

/** Commits pending updates to the DOM now (editor.read does so before it reads). */
const commit = (editor: LexicalEditor) => editor.read(() => undefined);

const $para = (text: string) => $createParagraphNode().append($createTextNode(text));

/** A React editor with rich text, history and whatever else the test adds; returns the editor. */
function renderEditor(
  children: React.ReactNode,
  config: Partial<InitialConfigType> = {},
  contentEditable: React.JSX.Element = <ContentEditable />,
) {
  const editorRef: { current: LexicalEditor | null } = { current: null };
  const view = render(
    <LexicalComposer initialConfig={{ namespace: 'topics-d', onError, nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode], ...config }}>
      <RichTextPlugin contentEditable={contentEditable} ErrorBoundary={LexicalErrorBoundary} />
      {children}
      <EditorRefPlugin editorRef={editorRef} />
    </LexicalComposer>,
  );
  return { ...view, editor: editorRef.current! };
}

// ---------------------------------------------------------------------------------------------
// Layout stand-ins for jsdom
// ---------------------------------------------------------------------------------------------

/** Gives an element a fixed rectangle (jsdom's are all zero). */
function place(element: Element, rect: { top: number; height: number; left?: number; width?: number }) {
  const { top, height, left = 0, width = 600 } = rect;
  const box = { top, height, left, width, bottom: top + height, right: left + width, x: left, y: top };
  (element as HTMLElement).getBoundingClientRect = () => ({ ...box, toJSON: () => box }) as DOMRect;
}

/** Computed-style values a browser would report and jsdom does not: (element, pseudo, property) -> value. */
let computedOverride: (element: Element, pseudo: string | null | undefined, property: string) => string | undefined = () => undefined;
const realGetComputedStyle = window.getComputedStyle.bind(window);
beforeAll(() => {
  jest.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = realGetComputedStyle(element, pseudo);
    return new Proxy(style, {
      get(target, property) {
        if (property === 'getPropertyValue') {
          return (name: string) => computedOverride(element, pseudo, name) ?? target.getPropertyValue(name);
        }
        if (typeof property === 'string') {
          const value = computedOverride(element, pseudo, property);
          if (value !== undefined) return value;
        }
        const value = Reflect.get(target, property);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  });
});
afterAll(() => jest.restoreAllMocks());
beforeEach(() => {
  // A browser reports zoom 1; jsdom reports '' (Number('') is 0).
  computedOverride = (_element, _pseudo, property) => (property === 'zoom' ? '1' : undefined);
});

// ---------------------------------------------------------------------------------------------
// concepts/text-direction
// ---------------------------------------------------------------------------------------------

describe('concepts/text-direction: what the reconciler writes', () => {
  it('top-level blocks get dir="auto", nested elements and the root none, an explicit direction its own', () => {
    const { editor, rootElement, dispose } = domEditor({ theme: { ltr: 'is-ltr', rtl: 'is-rtl' } });
    editor.update(
      () => {
        const list = $createListNode('bullet').append(
          $createListItemNode().append($createTextNode('אחת')),
          $createListItemNode().append($createTextNode('two')).setDirection('ltr'),
        );
        $getRoot().append(
          $para('שלום'),
          $createHeadingNode('h2').append($createTextNode('כותרת')),
          $createQuoteNode().append($createTextNode('quote')),
          list,
          $para('pinned').setDirection('rtl'),
        );
      },
      { discrete: true },
    );
    const [p, h2, quote, ul, pinned] = Array.from(rootElement.children);
    expect([p, h2, quote, ul].map((el) => el.getAttribute('dir'))).toEqual(['auto', 'auto', 'auto', 'auto']);
    expect(pinned.getAttribute('dir')).toBe('rtl');
    expect(rootElement.hasAttribute('dir')).toBe(false);
    const items = ul.querySelectorAll('li');
    expect(items[0].hasAttribute('dir')).toBe(false);
    expect(items[1].getAttribute('dir')).toBe('ltr');
    // Nothing read the Hebrew text to fill in a direction, and the theme's ltr/rtl classes are never used.
    expect(
      editor.read(() =>
        $getRoot()
          .getChildren()
          .map((n) => (n as ElementNode).getDirection()),
      ),
    ).toEqual([null, null, null, null, 'rtl']);
    expect(rootElement.querySelectorAll('.is-ltr, .is-rtl')).toHaveLength(0);
    dispose();
  });

  it('a root with a direction gets dir itself; its children without one lose dir="auto" and get it back', () => {
    const { editor, rootElement, dispose } = domEditor();
    editor.update(() => $getRoot().append($para('a'), $para('b').setDirection('ltr')), { discrete: true });
    editor.update(() => $getRoot().setDirection('rtl'), { discrete: true });
    expect(rootElement.getAttribute('dir')).toBe('rtl');
    expect(Array.from(rootElement.children).map((el) => el.getAttribute('dir'))).toEqual([null, 'ltr']);
    editor.update(() => $getRoot().setDirection(null), { discrete: true });
    expect(rootElement.hasAttribute('dir')).toBe(false);
    expect(Array.from(rootElement.children).map((el) => el.getAttribute('dir'))).toEqual(['auto', 'ltr']);
    dispose();
  });

  it('text typed in Hebrew leaves the direction null', async () => {
    const { editor, container } = renderEditor(null);
    await act(async () => {
      editor.update(() => $getRoot().getFirstChildOrThrow<ParagraphNode>().select());
    });
    await act(async () => {
      editor.dispatchCommand(CONTROLLED_TEXT_INSERTION_COMMAND, 'שלום עולם');
    });
    expect(editor.read(() => $getRoot().getTextContent())).toBe('שלום עולם');
    expect(editor.read(() => $getRoot().getFirstChildOrThrow<ParagraphNode>().getDirection())).toBeNull();
    expect(container.querySelector('p')!.getAttribute('dir')).toBe('auto');
  });

  it('a text node has no direction of its own', () => {
    expect('setDirection' in TextNode.prototype).toBe(false);
    expect('setDirection' in ParagraphNode.prototype).toBe(true);
  });
});

describe('concepts/text-direction: a right-to-left document', () => {
  it('rtlConfig.ts: the root element gets dir="rtl", the first paragraph none, and the JSON keeps it', async () => {
    const { rtlInitialConfig } = loadSample<{ rtlInitialConfig: InitialConfigType }>('concepts/text-direction', 'rtlConfig.ts');
    const editorRef: { current: LexicalEditor | null } = { current: null };
    const { container } = render(
      <LexicalComposer initialConfig={rtlInitialConfig}>
        <RichTextPlugin contentEditable={<ContentEditable />} ErrorBoundary={LexicalErrorBoundary} />
        <EditorRefPlugin editorRef={editorRef} />
      </LexicalComposer>,
    );
    await act(async () => undefined);
    const editable = container.querySelector('[data-lexical-editor]')!;
    expect(editable.getAttribute('dir')).toBe('rtl');
    expect(editable.querySelector('p')!.hasAttribute('dir')).toBe(false);
    const json = JSON.stringify(editorRef.current!.getEditorState().toJSON());
    expect(JSON.parse(json).root.direction).toBe('rtl');
    // Loading the saved state elsewhere restores it.
    const other = createHeadlessEditor({ onError });
    other.setEditorState(other.parseEditorState(json));
    expect(other.read(() => $getRoot().getDirection())).toBe('rtl');
  });

  it('a dir prop on ContentEditable is removed by the reconciler', async () => {
    const { container } = renderEditor(null, {}, <ContentEditable dir="rtl" />);
    await act(async () => undefined);
    expect(container.querySelector('[data-lexical-editor]')!.hasAttribute('dir')).toBe(false);
  });
});

describe('concepts/text-direction: a direction for one block', () => {
  it('direction.ts: $setBlockDirection sets the top-level blocks of the selection, a list as a whole, and null clears', () => {
    const { $setBlockDirection } = loadSample<{ $setBlockDirection: (d: 'ltr' | 'rtl' | null) => void }>(
      'concepts/text-direction',
      'direction.ts',
    );
    const { editor, rootElement, dispose } = domEditor();
    editor.update(
      () => {
        const first = $para('first');
        const item = $createListItemNode().append($createTextNode('item'));
        $getRoot().append(first, $createListNode('bullet').append(item), $para('untouched'));
        const selection = first.select(0, 0);
        selection.focus.set(item.getFirstChildOrThrow().getKey(), 2, 'text');
      },
      { discrete: true },
    );
    editor.update(() => $setBlockDirection('rtl'), { discrete: true });
    const [p, ul, untouched] = Array.from(rootElement.children);
    expect([p.getAttribute('dir'), ul.getAttribute('dir'), untouched.getAttribute('dir')]).toEqual(['rtl', 'rtl', 'auto']);
    expect(ul.querySelector('li')!.hasAttribute('dir')).toBe(false);
    editor.update(() => $setBlockDirection(null), { discrete: true });
    expect([p.getAttribute('dir'), ul.getAttribute('dir')]).toEqual(['auto', 'auto']);
    dispose();
  });

  it.each([
    ['paragraph', () => $para('שלום').setDirection('rtl')],
    ['heading', () => $createHeadingNode('h2').append($createTextNode('שלום')).setDirection('rtl')],
    ['quote', () => $createQuoteNode().append($createTextNode('שלום')).setDirection('rtl')],
  ])('Enter at the end of a right-to-left %s makes a right-to-left paragraph', (_name, make) => {
    const { editor, dispose } = domEditor();
    editor.update(() => $getRoot().append(make()).getFirstChildOrThrow<ElementNode>().selectEnd(), { discrete: true });
    editor.dispatchCommand(INSERT_PARAGRAPH_COMMAND, undefined);
    const blocks = editor.read(() =>
      $getRoot()
        .getChildren()
        .map((n) => [n.getType(), (n as ElementNode).getDirection()]),
    );
    expect(blocks[1]).toEqual(['paragraph', 'rtl']);
    dispose();
  });

  it('a new list item copies the direction of the item it was split from', () => {
    const { editor, dispose } = domEditor();
    editor.update(
      () => {
        const item = $createListItemNode().append($createTextNode('אחת')).setDirection('rtl');
        $getRoot().append($createListNode('bullet').append(item));
        item.selectEnd();
      },
      { discrete: true },
    );
    editor.dispatchCommand(INSERT_PARAGRAPH_COMMAND, undefined);
    const items = editor.read(() =>
      $getRoot()
        .getFirstChildOrThrow<ListNode>()
        .getChildren()
        .map((n) => [$isListItemNode(n), (n as ListItemNode).getDirection()]),
    );
    expect(items).toEqual([
      [true, 'rtl'],
      [true, 'rtl'],
    ]);
    dispose();
  });
});

describe('concepts/text-direction: alignment and indentation', () => {
  it.each(['start', 'end', 'left', 'right', 'center', 'justify'] as const)(
    "FORMAT_ELEMENT_COMMAND '%s' becomes an inline text-align",
    (format) => {
      const { editor, rootElement, dispose } = domEditor();
      editor.update(() => $getRoot().append($para('x')).getFirstChildOrThrow<ElementNode>().selectEnd(), { discrete: true });
      editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, format);
      commit(editor);
      expect((rootElement.firstElementChild as HTMLElement).style.textAlign).toBe(format);
      dispose();
    },
  );

  it("pasted HTML keeps text-align: right as 'right' and drops dir on paragraphs, headings, lists and items", () => {
    const { editor, dispose } = domEditor();
    const html = '<p dir="rtl" style="text-align: right">א</p><h1 dir="rtl">ב</h1><ul dir="rtl"><li dir="rtl">ג</li></ul>';
    let found: unknown[] = [];
    editor.update(
      () => {
        const nodes = $generateNodesFromDOM(editor, new DOMParser().parseFromString(html, 'text/html'));
        found = nodes.map((node) => {
          const element = node as ElementNode;
          const first = element.getFirstChild();
          return [element.getType(), element.getDirection(), element.getFormatType(), $isElementNode(first) ? first.getDirection() : '-'];
        });
      },
      { discrete: true },
    );
    expect(found).toEqual([
      ['paragraph', null, 'right', '-'],
      ['heading', null, '', '-'],
      ['list', null, '', null],
    ]);
    dispose();
  });

  it('an indent is padding-inline-start: indent times --lexical-indent-base-value, 40px by default', () => {
    const { editor, rootElement, dispose } = domEditor();
    editor.update(() => $getRoot().append($para('x').setIndent(2)), { discrete: true });
    expect((rootElement.firstElementChild as HTMLElement).style.getPropertyValue('padding-inline-start')).toBe('calc(2 * 40px)');
    computedOverride = (_element, _pseudo, property) => (property === '--lexical-indent-base-value' ? '2em' : undefined);
    editor.update(() => $getRoot().getFirstChildOrThrow<ParagraphNode>().setIndent(3), { discrete: true });
    expect((rootElement.firstElementChild as HTMLElement).style.getPropertyValue('padding-inline-start')).toBe('calc(3 * 2em)');
    dispose();
  });
});

describe('concepts/text-direction: check lists', () => {
  /** A check list with one item, the item 300px wide from x=100, its ::before box 20px wide. */
  function checkList(direction: { list?: 'rtl'; item?: 'rtl' }) {
    const { editor, rootElement, dispose } = domEditor();
    const unregister = registerCheckList(editor);
    editor.update(
      () => {
        const item = $createListItemNode(false).append($createTextNode('משימה'));
        if (direction.item) item.setDirection(direction.item);
        const list = $createListNode('check').append(item);
        if (direction.list) list.setDirection(direction.list);
        $getRoot().append(list);
      },
      { discrete: true },
    );
    const li = rootElement.querySelector('li')!;
    place(li, { top: 0, height: 20, left: 100, width: 300 });
    computedOverride = (element, pseudo, property) =>
      property === 'zoom' ? '1' : element === li && pseudo === '::before' && property === 'width' ? '20px' : undefined;
    const clickAt = (clientX: number) => {
      act(() => {
        li.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, clientX }));
      });
      return editor.read(() => $getRoot().getFirstChildOrThrow<ListNode>().getFirstChildOrThrow<ListItemNode>().getChecked());
    };
    return { clickAt, done: () => (unregister(), dispose()) };
  }

  it('with dir="rtl" on the item, a click along the right edge ticks it', () => {
    const { clickAt, done } = checkList({ item: 'rtl' });
    expect(clickAt(390)).toBe(true);
    done();
  });

  it('with the direction only on the list, the box is still looked for along the left edge', () => {
    const { clickAt, done } = checkList({ list: 'rtl' });
    expect(clickAt(390)).toBe(false);
    expect(clickAt(110)).toBe(true);
    done();
  });
});

describe('concepts/text-direction: saved and pasted content', () => {
  it('the HTML export writes dir only for explicit directions', () => {
    const { editor, dispose } = domEditor();
    editor.update(() => $getRoot().append($para('שלום'), $para('pinned').setDirection('rtl')), { discrete: true });
    const html = editor.read(() => $generateHtmlFromNodes(editor));
    expect(html).not.toContain('dir="auto"');
    expect(html.match(/dir="/g)).toHaveLength(1);
    expect(html).toMatch(/<p dir="rtl"[^>]*><span[^>]*>pinned/);
    dispose();
  });

  it('clearDirections.ts: a stored "direction": "ltr" pins the block until the helper clears it', () => {
    const { clearStoredDirections } = loadSample<{ clearStoredDirections: (editor: LexicalEditor) => void }>(
      'concepts/text-direction',
      'clearDirections.ts',
    );
    const { editor, rootElement, dispose } = domEditor();
    editor.update(
      () =>
        $getRoot().append(
          $para('שלום').setDirection('ltr'),
          $createListNode('bullet').append($createListItemNode().append($createTextNode('x')).setDirection('ltr')),
        ),
      {
        discrete: true,
      },
    );
    const json = JSON.stringify(editor.getEditorState().toJSON());
    editor.setEditorState(editor.parseEditorState(json));
    expect(rootElement.firstElementChild!.getAttribute('dir')).toBe('ltr');
    clearStoredDirections(editor);
    commit(editor);
    expect(rootElement.firstElementChild!.getAttribute('dir')).toBe('auto');
    expect(rootElement.querySelector('li')!.hasAttribute('dir')).toBe(false);
    const saved = editor.getEditorState().toJSON().root.children as SerializedElementNode[];
    expect(saved.map((child) => child.direction)).toEqual([null, null]);
    dispose();
  });
});

class ImageNode extends DecoratorNode<null> {
  static getType() {
    return 'test-image';
  }
  static clone(node: ImageNode) {
    return new ImageNode(node.__key);
  }
  createDOM() {
    return document.createElement('span');
  }
  updateDOM() {
    return false;
  }
  isInline() {
    return true;
  }
  decorate() {
    return null;
  }
}

describe('concepts/text-direction: arrow keys over a selected decorator', () => {
  it.each([
    ['rtl', KEY_ARROW_LEFT_COMMAND, 'after'],
    ['rtl', KEY_ARROW_RIGHT_COMMAND, 'before'],
    ['ltr', KEY_ARROW_LEFT_COMMAND, 'before'],
    ['ltr', KEY_ARROW_RIGHT_COMMAND, 'after'],
  ] as const)('in a block whose computed direction is %s, %s leaves the image towards the text %s it', (direction, command, side) => {
    const { editor, rootElement, dispose } = domEditor({ nodes: [ImageNode] });
    let imageKey = '';
    editor.update(
      () => {
        const image = new ImageNode();
        imageKey = image.getKey();
        $getRoot().append($createParagraphNode().append($createTextNode('before'), image, $createTextNode('after')));
        const selection = $createNodeSelection();
        selection.add(imageKey);
        $setSelection(selection);
      },
      { discrete: true },
    );
    const paragraph = rootElement.querySelector('p')!;
    computedOverride = (element, _pseudo, property) => (property === 'direction' && element === paragraph ? direction : undefined);
    editor.dispatchCommand(command, new KeyboardEvent('keydown', { cancelable: true }));
    const landed = editor.read(() => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return null;
      return selection.anchor.getNode().getTextContent();
    });
    expect(landed).toBe(side);
    expect(editor.read(() => $getNodeByKey(imageKey)) === null).toBe(false);
    dispose();
  });
});
