/**
 * Claims of three guides (concepts/text-direction, react/block-handles, react/form-field), run
 * against the pinned 0.35.0 packages in jsdom with React 18. Where a page shows a sample with
 * `file="..."`, the test loads that very fence from the MDX file (hidden lines included, compiled
 * by TypeScript) and runs it, so the page and the test cannot drift apart.
 *
 * jsdom has no layout. DraggableBlockPlugin_EXPERIMENTAL and the check list's click test measure
 * elements, so those tests give the elements rectangles of their own (`place`) and read CSS
 * `zoom` as 1 and margins as 0px, as a browser reports them (jsdom reports '' for both, which
 * the plugin turns into a division by 0 and NaN). Drag events come from a DragEvent class and a
 * Range gets an empty rectangle, both missing in jsdom. What the browser does with the
 * `dir="auto"` the reconciler writes (the first strong character decides) is checked in Chromium
 * by tests/e2e/live-examples.spec.ts.
 */
import React, { useRef, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createHeadlessEditor } from '@lexical/headless';
import { createEmptyHistoryState, type HistoryState } from '@lexical/history';
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
import { ClearEditorPlugin } from '@lexical/react/LexicalClearEditorPlugin';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { DraggableBlockPlugin_EXPERIMENTAL } from '@lexical/react/LexicalDraggableBlockPlugin';
import { EditorRefPlugin } from '@lexical/react/LexicalEditorRefPlugin';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
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
  CLEAR_EDITOR_COMMAND,
  CLEAR_HISTORY_COMMAND,
  COMMAND_PRIORITY_LOW,
  CONTROLLED_TEXT_INSERTION_COMMAND,
  createEditor,
  DecoratorNode,
  DROP_COMMAND,
  type ElementNode,
  FORMAT_ELEMENT_COMMAND,
  getNearestEditorFromDOMNode,
  HISTORY_MERGE_TAG,
  INSERT_PARAGRAPH_COMMAND,
  KEY_ARROW_LEFT_COMMAND,
  KEY_ARROW_RIGHT_COMMAND,
  type Klass,
  type LexicalEditor,
  type LexicalNode,
  ParagraphNode,
  type SerializedElementNode,
  TextNode,
  UNDO_COMMAND,
} from 'lexical';
import { loadSample } from './__fixtures__/load-sample';

const onError = (error: Error) => {
  throw error;
};

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
/** A browser reports zoom 1 and margins as lengths; jsdom reports '' (Number('') is 0, parseFloat('') NaN). */
const defaultComputed = (_element: Element, _pseudo: string | null | undefined, property: string) =>
  property === 'zoom' ? '1' : property === 'marginTop' || property === 'marginBottom' ? '0px' : undefined;
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
  computedOverride = defaultComputed;
});

// jsdom's Range has no geometry; Lexical measures the selection to scroll it into view.
Range.prototype.getBoundingClientRect = () =>
  ({ top: 0, bottom: 0, left: 0, right: 0, width: 0, height: 0, x: 0, y: 0, toJSON: () => ({}) }) as DOMRect;

/** jsdom has no DragEvent; @lexical/rich-text tells drag events apart by their class name. */
class DragEvent extends MouseEvent {}
(globalThis as unknown as { DragEvent: typeof DragEvent }).DragEvent = DragEvent;

interface FakeDataTransfer {
  data: Map<string, string>;
  types: string[];
  files: File[];
  setData(type: string, value: string): void;
  getData(type: string): string;
  setDragImage(): void;
}
function dataTransfer(types: string[] = []): FakeDataTransfer {
  const data = new Map<string, string>();
  return {
    data,
    types,
    files: [],
    setData: (type, value) => data.set(type, value),
    getData: (type) => data.get(type) ?? '',
    setDragImage: () => undefined,
  };
}

/** Dispatches a mouse or drag event at a vertical position, with the coordinates the plugin reads. */
function pointer(type: string, target: Element, y: number, extra: Record<string, unknown> = {}): Event {
  const Kind = type.startsWith('drag') || type === 'drop' ? DragEvent : MouseEvent;
  const event = new Kind(type, { bubbles: true, cancelable: true, clientX: 60, clientY: y });
  for (const [key, value] of Object.entries({ x: 60, y, pageY: y, ...extra })) {
    Object.defineProperty(event, key, { value });
  }
  act(() => {
    target.dispatchEvent(event);
  });
  return event;
}

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
      element === li && pseudo === '::before' && property === 'width' ? '20px' : defaultComputed(element, pseudo, property);
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

// ---------------------------------------------------------------------------------------------
// react/block-handles
// ---------------------------------------------------------------------------------------------

/** DraggableBlockPlugin_EXPERIMENTAL with the smallest menu: a grip inside an element the plugin moves. */
function PlainHandles({ anchor, onChange }: { anchor: HTMLElement; onChange?: (element: HTMLElement | null) => void }) {
  const menuRef = useRef<HTMLDivElement>(null);
  const lineRef = useRef<HTMLDivElement>(null);
  return (
    <DraggableBlockPlugin_EXPERIMENTAL
      anchorElem={anchor}
      menuRef={menuRef}
      targetLineRef={lineRef}
      menuComponent={
        <div ref={menuRef} className="menu">
          <span className="grip">grip</span>
        </div>
      }
      targetLineComponent={<div ref={lineRef} className="line" />}
      isOnMenu={(element) => element.closest('.menu') !== null}
      onElementChanged={onChange}
    />
  );
}

/**
 * A rich-text editor inside a scroller and an anchor, as the page's Editor.tsx lays it out, with
 * history and the handle plugin `handles` renders. Blocks are 30px tall, 40px apart from y=10.
 */
function renderHandles(
  handles: (anchor: HTMLElement) => React.ReactNode,
  texts: readonly string[] = ['one', 'two', 'three'],
  config: Partial<InitialConfigType> = {},
  history?: HistoryState,
) {
  const editorRef: { current: LexicalEditor | null } = { current: null };
  function Harness() {
    const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
    return (
      <LexicalComposer
        initialConfig={{
          namespace: 'handles',
          onError,
          nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode],
          editorState: () => {
            for (const text of texts) $getRoot().append($para(text));
          },
          ...config,
        }}
      >
        <div className="scroller">
          <div className="anchor" ref={setAnchor}>
            <RichTextPlugin contentEditable={<ContentEditable />} ErrorBoundary={LexicalErrorBoundary} />
          </div>
        </div>
        {anchor && handles(anchor)}
        <HistoryPlugin externalHistoryState={history} />
        <EditorRefPlugin editorRef={editorRef} />
      </LexicalComposer>
    );
  }
  const view = render(<Harness />);
  const editor = editorRef.current!;
  const rootElement = view.container.querySelector<HTMLElement>('[data-lexical-editor]')!;
  const anchor = view.container.querySelector<HTMLElement>('.anchor')!;
  const blocks = () => Array.from(rootElement.children) as HTMLElement[];
  const layout = () => {
    place(anchor, { top: 0, height: 400 });
    blocks().forEach((block, i) => place(block, { top: 10 + i * 40, height: 30 }));
  };
  layout();
  const order = () =>
    editor.read(() =>
      $getRoot()
        .getChildren()
        .map((node) => node.getTextContent()),
    );
  /** Hovers block `from`, starts a drag at the menu, and drops at `y` over `target`. */
  const drag = (from: number, y: number, target: Element, transfer = dataTransfer()) => {
    pointer('mousemove', blocks()[from], 25 + from * 40);
    pointer('dragstart', anchor.querySelector('[draggable="true"]')!, 25 + from * 40, { dataTransfer: transfer });
    const over = pointer('dragover', target, y, { dataTransfer: transfer });
    pointer('drop', target, y, { dataTransfer: transfer });
    pointer('dragend', anchor.querySelector('[draggable="true"]')!, y, { dataTransfer: transfer });
    return { over, transfer };
  };
  return { ...view, editor, rootElement, anchor, blocks, layout, order, drag };
}

describe('react/block-handles: what DraggableBlockPlugin_EXPERIMENTAL does', () => {
  it('portals the menu, wrapped in a draggable div, and the line into the anchor', () => {
    const { anchor } = renderHandles((a) => <PlainHandles anchor={a} />);
    const wrapper = anchor.querySelector('.menu')!.parentElement!;
    expect(wrapper.getAttribute('draggable')).toBe('true');
    expect(wrapper.parentElement).toBe(anchor);
    expect(anchor.querySelector('.line')!.parentElement).toBe(anchor);
  });

  it('hovering a block reports its element on every mousemove and places the menu 4px from the left', () => {
    const changes: Array<string | null> = [];
    const { blocks, anchor } = renderHandles((a) => <PlainHandles anchor={a} onChange={(el) => changes.push(el?.textContent ?? null)} />);
    pointer('mousemove', blocks()[1], 60);
    pointer('mousemove', blocks()[1], 62);
    expect(changes).toEqual(['two', 'two']);
    const menu = anchor.querySelector<HTMLElement>('.menu')!;
    expect(menu.style.opacity).toBe('1');
    expect(menu.style.transform).toMatch(/^translate\(4px, /);
    // Movement over the menu itself is ignored.
    pointer('mousemove', anchor.querySelector('.grip')!, 300);
    expect(changes).toEqual(['two', 'two']);
  });

  it('listens for mousemove only: pointermove and touchmove show no handle', () => {
    const changes: Array<string | null> = [];
    const { blocks } = renderHandles((a) => <PlainHandles anchor={a} onChange={(el) => changes.push(el?.textContent ?? null)} />);
    pointer('pointermove', blocks()[1], 60);
    pointer('touchmove', blocks()[1], 60);
    expect(changes).toEqual([]);
    pointer('mousemove', blocks()[1], 60);
    expect(changes).toEqual(['two']);
  });

  it('places the menu at the left in a right-to-left document too', () => {
    const { editor, blocks, anchor, layout } = renderHandles((a) => <PlainHandles anchor={a} />, ['שלום', 'עולם']);
    act(() => editor.update(() => $getRoot().setDirection('rtl'), { discrete: true }));
    layout();
    pointer('mousemove', blocks()[1], 60);
    expect(anchor.querySelector<HTMLElement>('.menu')!.style.transform).toMatch(/^translate\(4px, /);
  });

  it('leaving the anchor’s parent reports null and moves the menu out of sight', () => {
    const changes: Array<string | null> = [];
    const { blocks, anchor, container } = renderHandles((a) => (
      <PlainHandles anchor={a} onChange={(el) => changes.push(el?.textContent ?? null)} />
    ));
    pointer('mousemove', blocks()[0], 20);
    pointer('mouseleave', container.querySelector('.scroller')!, 0);
    expect(changes).toEqual(['one', null]);
    const menu = anchor.querySelector<HTMLElement>('.menu')!;
    expect([menu.style.opacity, menu.style.transform]).toEqual(['0', 'translate(-10000px, -10000px)']);
    // The menu is still in the document, only out of sight.
    expect(anchor.contains(menu)).toBe(true);
  });

  it('only top-level blocks are found: hovering a list item finds the whole list', () => {
    const changes: Array<string | null> = [];
    const { editor, blocks, layout } = renderHandles(
      (a) => <PlainHandles anchor={a} onChange={(el) => changes.push(el?.tagName ?? null)} />,
      ['one'],
    );
    act(() =>
      editor.update(
        () => {
          $getRoot().append(
            $createListNode('bullet').append(
              $createListItemNode().append($createTextNode('a')),
              $createListItemNode().append($createTextNode('b')),
            ),
          );
        },
        { discrete: true },
      ),
    );
    layout();
    pointer('mousemove', blocks()[1].querySelectorAll('li')[1], 60);
    expect(changes).toEqual(['UL']);
  });

  it('dragstart writes the block’s node key under application/x-lexical-drag-block; dragover draws the line', () => {
    const { editor, blocks, drag, anchor } = renderHandles((a) => <PlainHandles anchor={a} />);
    const { over, transfer } = drag(0, 100, blocks()[2]);
    expect(over.defaultPrevented).toBe(true);
    const key = transfer.data.get('application/x-lexical-drag-block');
    expect(editor.read(() => $getNodeByKey(key!)?.getTextContent())).toBe('one');
    const line = anchor.querySelector<HTMLElement>('.line')!;
    // Hidden again on dragend, after being placed 24px in and 48px narrower than the anchor.
    expect(line.style.opacity).toBe('0');
    pointer('mousemove', blocks()[0], 25);
    pointer('dragstart', anchor.querySelector('[draggable="true"]')!, 25, { dataTransfer: transfer });
    pointer('dragover', blocks()[2], 100, { dataTransfer: transfer });
    expect(line.style.transform).toMatch(/^translate\(24px, /);
    expect(line.style.width).toBe(`${600 - 48}px`);
  });

  it('a drop inside a block puts the dragged block after it, as one step of the history', async () => {
    const history = createEmptyHistoryState();
    const { editor, blocks, drag, order } = renderHandles((a) => <PlainHandles anchor={a} />, undefined, {}, history);
    // The user has clicked into the text: the history's current entry is that state.
    act(() => editor.update(() => $getRoot().getFirstChildOrThrow<ParagraphNode>().select(0, 0), { discrete: true }));
    expect(history.undoStack).toHaveLength(0);
    drag(0, 60, blocks()[1]);
    expect(order()).toEqual(['two', 'one', 'three']);
    expect(history.undoStack).toHaveLength(1);
    await act(async () => {
      editor.dispatchCommand(UNDO_COMMAND, undefined);
    });
    expect(order()).toEqual(['one', 'two', 'three']);
  });

  it('a drop that is the first update since the editor mounted cannot be undone', async () => {
    const history = createEmptyHistoryState();
    const { editor, blocks, drag, order } = renderHandles((a) => <PlainHandles anchor={a} />, undefined, {}, history);
    expect(history.current).toBeNull();
    drag(0, 60, blocks()[1]);
    expect(order()).toEqual(['two', 'one', 'three']);
    expect(history.undoStack).toHaveLength(0);
    await act(async () => {
      editor.dispatchCommand(UNDO_COMMAND, undefined);
    });
    expect(order()).toEqual(['two', 'one', 'three']);
  });

  it('a drop above the first block puts the dragged block first', () => {
    const { blocks, drag, order, rootElement } = renderHandles((a) => <PlainHandles anchor={a} />);
    drag(2, 5, rootElement);
    expect(order()).toEqual(['three', 'one', 'two']);
    expect(blocks().length).toBe(3);
  });

  it('a drag that did not start at the handle goes on to the handlers after it', () => {
    const { editor, blocks, order } = renderHandles((a) => <PlainHandles anchor={a} />);
    const seen: string[] = [];
    const unregister = editor.registerCommand(
      DROP_COMMAND,
      () => {
        seen.push('low-priority handler');
        return true;
      },
      COMMAND_PRIORITY_LOW,
    );
    pointer('drop', blocks()[1], 60, { dataTransfer: dataTransfer(['Files']) });
    expect(seen).toEqual(['low-priority handler']);
    expect(order()).toEqual(['one', 'two', 'three']);
    unregister();
  });

  it('a read-only editor takes no drop', () => {
    const { editor, blocks, drag, order } = renderHandles((a) => <PlainHandles anchor={a} />);
    act(() => editor.setEditable(false));
    drag(0, 60, blocks()[1]);
    expect(order()).toEqual(['one', 'two', 'three']);
  });

  it('the plugin reads the editable flag only when it renders', () => {
    const { editor, anchor } = renderHandles((a) => <PlainHandles anchor={a} />, undefined, { editable: false });
    expect(anchor.querySelector('.menu')).toBeNull();
    act(() => editor.setEditable(true));
    expect(anchor.querySelector('.menu')).toBeNull();
  });
});

describe('react/block-handles: the sample handle and its menus', () => {
  const sample = () =>
    loadSample<{ BlockHandlesPlugin: (props: { anchorElem: HTMLElement }) => React.JSX.Element | null }>(
      'react/block-handles',
      'BlockHandlesPlugin.tsx',
    ).BlockHandlesPlugin;

  it('"+" then "Heading" inserts a heading after the hovered block and puts the caret in it', async () => {
    const BlockHandlesPlugin = sample();
    const { editor, blocks } = renderHandles((a) => <BlockHandlesPlugin anchorElem={a} />);
    pointer('mousemove', blocks()[1], 60);
    const plus = screen.getByRole('button', { name: 'Insert a block below' });
    expect(plus.tabIndex).toBe(-1);
    fireEvent.click(plus);
    expect(plus.getAttribute('aria-expanded')).toBe('true');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Heading' }));
    });
    const children = editor.read(() =>
      $getRoot()
        .getChildren()
        .map((n) => n.getType()),
    );
    expect(children).toEqual(['paragraph', 'paragraph', 'heading', 'paragraph']);
    const anchorType = editor.read(() => {
      const selection = $getSelection();
      return $isRangeSelection(selection) ? selection.anchor.getNode().getType() : null;
    });
    expect(anchorType).toBe('heading');
    expect(screen.queryByRole('button', { name: 'Heading' })).toBeNull();
  });

  it('the grip opens "Move up" and "Move down", which move the hovered block', () => {
    const BlockHandlesPlugin = sample();
    const { blocks, order } = renderHandles((a) => <BlockHandlesPlugin anchorElem={a} />);
    pointer('mousemove', blocks()[1], 60);
    const grip = screen.getByRole('button', { name: 'Drag to move, or click for move options' });
    expect(grip.tabIndex).toBe(-1);
    fireEvent.click(grip);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Move up' }));
    });
    expect(order()).toEqual(['two', 'one', 'three']);
  });

  it('an open popup stays while the pointer is over the same block and closes over another', () => {
    const BlockHandlesPlugin = sample();
    const { blocks } = renderHandles((a) => <BlockHandlesPlugin anchorElem={a} />);
    pointer('mousemove', blocks()[1], 60);
    fireEvent.click(screen.getByRole('button', { name: 'Insert a block below' }));
    pointer('mousemove', blocks()[1], 62);
    expect(screen.queryByRole('button', { name: 'Quote' })).not.toBeNull();
    pointer('mousemove', blocks()[2], 100);
    expect(screen.queryByRole('button', { name: 'Quote' })).toBeNull();
  });

  it('follows the editable flag: no menu while read-only, back when editable', () => {
    const BlockHandlesPlugin = sample();
    const { editor, anchor } = renderHandles((a) => <BlockHandlesPlugin anchorElem={a} />);
    expect(anchor.querySelector('.block-menu')).not.toBeNull();
    act(() => editor.setEditable(false));
    expect(anchor.querySelector('.block-menu')).toBeNull();
    act(() => editor.setEditable(true));
    expect(anchor.querySelector('.block-menu')).not.toBeNull();
  });
});

describe('react/block-handles: the keyboard route (Editor.tsx with moveBlock.ts)', () => {
  function renderSampleEditor() {
    const { Editor } = loadSample<{ Editor: () => React.JSX.Element }>('react/block-handles', 'Editor.tsx');
    const view = render(<Editor />);
    const rootElement = view.container.querySelector<HTMLElement>('[data-lexical-editor]')!;
    const editor = getNearestEditorFromDOMNode(rootElement)!;
    act(() =>
      editor.update(
        () => {
          $getRoot().clear().append($para('one'), $para('two'), $para('three'));
          $getRoot().getLastChildOrThrow<ParagraphNode>().getFirstChildOrThrow<TextNode>().select(2, 2);
        },
        { discrete: true },
      ),
    );
    const order = () =>
      editor.read(() =>
        $getRoot()
          .getChildren()
          .map((node) => node.getTextContent()),
      );
    const caret = () =>
      editor.read(() => {
        const selection = $getSelection();
        return $isRangeSelection(selection) ? [selection.anchor.getNode().getTextContent(), selection.anchor.offset] : null;
      });
    const press = (init: KeyboardEventInit) => {
      let notPrevented = true;
      act(() => {
        notPrevented = fireEvent.keyDown(rootElement, init);
      });
      commit(editor);
      return notPrevented;
    };
    return { ...view, editor, rootElement, order, caret, press };
  }

  it('renders the handles into the anchor and describes the shortcuts', () => {
    const { container, rootElement } = renderSampleEditor();
    expect(container.querySelector('.editor .block-menu')).not.toBeNull();
    expect(rootElement.getAttribute('aria-describedby')).toBe('editor-keys');
  });

  it('Alt+Shift+ArrowUp moves the block with the caret up, keeping the caret; again moves it again', () => {
    const { order, caret, press } = renderSampleEditor();
    expect(press({ key: 'ArrowUp', altKey: true, shiftKey: true })).toBe(false);
    expect(order()).toEqual(['one', 'three', 'two']);
    expect(caret()).toEqual(['three', 2]);
    press({ key: 'ArrowUp', altKey: true, shiftKey: true });
    expect(order()).toEqual(['three', 'one', 'two']);
    expect(caret()).toEqual(['three', 2]);
    press({ key: 'ArrowDown', altKey: true, shiftKey: true });
    expect(order()).toEqual(['one', 'three', 'two']);
  });

  it('plain ArrowUp is left alone', () => {
    const { order, press } = renderSampleEditor();
    expect(press({ key: 'ArrowUp' })).toBe(true);
    expect(order()).toEqual(['one', 'two', 'three']);
  });

  it('Enter at the end of a block adds a paragraph after it', () => {
    const { editor, press } = renderSampleEditor();
    act(() => editor.update(() => $getRoot().getFirstChildOrThrow<ParagraphNode>().selectEnd(), { discrete: true }));
    press({ key: 'Enter' });
    expect(
      editor.read(() =>
        $getRoot()
          .getChildren()
          .map((node) => node.getTextContent()),
      ),
    ).toEqual(['one', '', 'two', 'three']);
  });
});

// ---------------------------------------------------------------------------------------------
// react/form-field
// ---------------------------------------------------------------------------------------------

type Sample<P> = (props: P) => React.JSX.Element | null;

describe('react/form-field: what a form does not do for a plain editor', () => {
  function renderPlain() {
    const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
    const editorRef: { current: LexicalEditor | null } = { current: null };
    const view = render(
      <form onSubmit={onSubmit}>
        <fieldset disabled>
          <label htmlFor="body">Description</label>
          <LexicalComposer initialConfig={{ namespace: 'plain', onError, editorState: () => $getRoot().append($para('hello')) }}>
            <RichTextPlugin contentEditable={<ContentEditable id="body" ariaRequired />} ErrorBoundary={LexicalErrorBoundary} />
            <EditorRefPlugin editorRef={editorRef} />
          </LexicalComposer>
        </fieldset>
      </form>,
    );
    const form = view.container.querySelector('form')!;
    const rootElement = view.container.querySelector<HTMLElement>('[data-lexical-editor]')!;
    return { ...view, form, rootElement, editor: editorRef.current!, onSubmit };
  }

  it('FormData holds nothing of it, and the form is valid and submits although it is "required"', () => {
    const { form, onSubmit } = renderPlain();
    expect([...new FormData(form).entries()]).toEqual([]);
    expect(form.checkValidity()).toBe(true);
    act(() => form.requestSubmit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('a label for= gives it no name and a click on the label does not focus it', () => {
    const { rootElement } = renderPlain();
    expect(screen.queryByRole('textbox', { name: 'Description' })).toBeNull();
    fireEvent.click(screen.getByText('Description'));
    expect(document.activeElement).not.toBe(rootElement);
  });

  it('form.reset() leaves its text, and a disabled fieldset leaves it editable', () => {
    const { form, editor, rootElement } = renderPlain();
    act(() => form.reset());
    expect(editor.read(() => $getRoot().getTextContent())).toBe('hello');
    expect(rootElement.getAttribute('contenteditable')).toBe('true');
    expect(editor.isEditable()).toBe(true);
  });
});

describe('react/form-field: the input the form submits', () => {
  it('a required type="hidden" input is left out of validation; a text input with the hidden attribute is not', () => {
    const { container } = render(
      <form>
        <input type="hidden" name="a" required defaultValue="" />
      </form>,
    );
    const form = container.querySelector('form')!;
    expect(form.checkValidity()).toBe(true);
    const text = document.createElement('input');
    text.type = 'text';
    text.hidden = true;
    text.setCustomValidity('empty');
    form.append(text);
    expect(form.checkValidity()).toBe(false);
    const hidden = form.querySelector<HTMLInputElement>('input[type="hidden"]')!;
    hidden.setCustomValidity('empty');
    expect(hidden.willValidate).toBe(false);
  });

  it('OnChangePlugin skips the first state and history-merge updates', async () => {
    const onChange = jest.fn();
    const { editor } = renderEditor(<OnChangePlugin onChange={onChange} />, { editorState: () => $getRoot().append($para('saved text')) });
    await act(async () => undefined);
    expect(onChange).not.toHaveBeenCalled();
    await act(async () => {
      editor.update(() => $getRoot().append($para('merged')), { tag: HISTORY_MERGE_TAG });
    });
    expect(onChange).not.toHaveBeenCalled();
    await act(async () => {
      editor.update(() => $getRoot().append($para('typed')));
    });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('an empty editor state is not empty JSON: a root with one paragraph', () => {
    const { editor } = renderEditor(null);
    const json = editor.getEditorState().toJSON();
    expect(json.root.children.map((child) => child.type)).toEqual(['paragraph']);
  });

  it('an image alone has no text content', () => {
    const editor = createHeadlessEditor({ nodes: [ImageNode], onError });
    editor.update(() => $getRoot().append($createParagraphNode().append(new ImageNode())), { discrete: true });
    expect(editor.read(() => $getRoot().getTextContent())).toBe('');
  });

  it("an initialValue of '' cannot be parsed", () => {
    const editor = createHeadlessEditor({ onError });
    expect(() => editor.parseEditorState('')).toThrow();
  });
});

describe('react/form-field: RichTextField and NewIssueForm', () => {
  function renderIssueForm() {
    const { NewIssueForm } = loadSample<{ NewIssueForm: Sample<{ onCreate: (title: string, body: string) => Promise<void> }> }>(
      'react/form-field',
      'NewIssueForm.tsx',
    );
    const created: Array<[string, string]> = [];
    const onCreate = jest.fn(async (title: string, body: string) => {
      created.push([title, body]);
    });
    const view = render(<NewIssueForm onCreate={onCreate} />);
    const form = view.container.querySelector('form')!;
    const rootElement = view.container.querySelector<HTMLElement>('[data-lexical-editor]')!;
    const editor = getNearestEditorFromDOMNode(rootElement)!;
    const input = form.querySelector<HTMLInputElement>('input[name="body"]')!;
    const submit = async () => {
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Create issue' }));
      });
    };
    const write = (text: string) => act(() => editor.update(() => $getRoot().clear().append($para(text)), { discrete: true }));
    fireEvent.change(form.querySelector('input[name="title"]')!, { target: { value: 'Crash on paste' } });
    return { ...view, form, rootElement, editor, input, submit, write, onCreate, created };
  }

  it('names the editor by its visible label, and a click on the label moves the selection into it', () => {
    const { editor } = renderIssueForm();
    expect(screen.getByRole('textbox', { name: 'Description (required)' })).toBeTruthy();
    expect(editor.read(() => $getSelection())).toBeNull();
    act(() => {
      fireEvent.click(screen.getByText('Description (required)'));
    });
    expect(editor.read(() => $getSelection())).not.toBeNull();
  });

  it('an empty field blocks the submit, shows its message only then, ties it to the editor and moves the selection in', async () => {
    const { rootElement, editor, input, submit, onCreate, form } = renderIssueForm();
    expect(input.type).toBe('text');
    expect(input.hidden).toBe(true);
    expect(input.value).toBe('');
    expect(rootElement.getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText('Please write a description.')).toBeNull();
    expect(form.checkValidity()).toBe(false);
    expect(form.reportValidity()).toBe(false);
    await submit();
    expect(onCreate).not.toHaveBeenCalled();
    const message = screen.getByText('Please write a description.');
    expect(rootElement.getAttribute('aria-invalid')).toBe('true');
    expect(rootElement.getAttribute('aria-errormessage')).toBe(message.id);
    const hint = screen.getByText(/^What you did/);
    expect(rootElement.getAttribute('aria-describedby')).toBe(`${hint.id} ${message.id}`);
    expect(rootElement.getAttribute('aria-required')).toBe('true');
    expect(editor.read(() => $getSelection())).not.toBeNull();
  });

  it('text clears the message; the submit handler gets the JSON, and the reset afterwards empties editor, title and history', async () => {
    const { rootElement, editor, input, submit, write, created, form } = renderIssueForm();
    await submit();
    write('Steps: paste a table.');
    expect(screen.queryByText('Please write a description.')).toBeNull();
    expect(rootElement.getAttribute('aria-invalid')).toBe('false');
    expect(JSON.parse(input.value).root.children[0].children[0].text).toBe('Steps: paste a table.');
    await submit();
    expect(created).toHaveLength(1);
    expect(created[0][0]).toBe('Crash on paste');
    const body = JSON.parse(created[0][1]);
    expect(body.root.children[0].children[0].text).toBe('Steps: paste a table.');
    // The handler called form.reset(): the title and the editor are empty, and Undo has nothing left.
    expect(form.querySelector<HTMLInputElement>('input[name="title"]')!.value).toBe('');
    expect(editor.read(() => $getRoot().getTextContent())).toBe('');
    expect(input.value).toBe('');
    await act(async () => {
      editor.dispatchCommand(UNDO_COMMAND, undefined);
    });
    expect(editor.read(() => $getRoot().getTextContent())).toBe('');
  });

  it('Enter in the editor makes a paragraph and does not submit', async () => {
    const { rootElement, editor, write, onCreate } = renderIssueForm();
    write('line');
    act(() => editor.update(() => $getRoot().getFirstChildOrThrow<ParagraphNode>().selectEnd(), { discrete: true }));
    await act(async () => {
      fireEvent.keyDown(rootElement, { key: 'Enter' });
    });
    expect(onCreate).not.toHaveBeenCalled();
    expect(editor.read(() => $getRoot().getChildrenSize())).toBe(2);
  });

  it('an edit form submits its initial value before any edit', () => {
    const { RichTextField } = loadSample<{ RichTextField: Sample<{ name: string; label: string; initialValue?: string }> }>(
      'react/form-field',
      'RichTextField.tsx',
    );
    const saved = createHeadlessEditor({ onError });
    saved.update(() => $getRoot().append($para('Existing text')), { discrete: true });
    const initialValue = JSON.stringify(saved.getEditorState().toJSON());
    const { container } = render(
      <form>
        <RichTextField name="body" label="Description" initialValue={initialValue} />
      </form>,
    );
    const value = new FormData(container.querySelector('form')!).get('body');
    expect(JSON.parse(String(value)).root.children[0].children[0].text).toBe('Existing text');
  });

  it('two fields in one form are two entries of FormData, each under its own name', () => {
    const { RichTextField } = loadSample<{ RichTextField: Sample<{ name: string; label: string; initialValue?: string }> }>(
      'react/form-field',
      'RichTextField.tsx',
    );
    const saved = (text: string) => {
      const editor = createHeadlessEditor({ onError });
      editor.update(() => $getRoot().append($para(text)), { discrete: true });
      return JSON.stringify(editor.getEditorState().toJSON());
    };
    const { container } = render(
      <form>
        <RichTextField name="summary" label="Summary" initialValue={saved('Short')} />
        <RichTextField name="description" label="Description" initialValue={saved('Long')} />
      </form>,
    );
    const entries = [...new FormData(container.querySelector('form')!).entries()].map(([name, value]) => [
      name,
      JSON.parse(String(value)).root.children[0].children[0].text,
    ]);
    expect(entries).toEqual([
      ['summary', 'Short'],
      ['description', 'Long'],
    ]);
  });

  it('a form with noValidate skips the check, and the handler sees an empty value', async () => {
    const { RichTextField } = loadSample<{ RichTextField: Sample<{ name: string; label: string; required?: boolean }> }>(
      'react/form-field',
      'RichTextField.tsx',
    );
    const bodies: string[] = [];
    const { container } = render(
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          bodies.push(String(new FormData(event.currentTarget).get('body')));
        }}
      >
        <RichTextField name="body" label="Description" required />
      </form>,
    );
    await act(async () => container.querySelector('form')!.requestSubmit());
    expect(bodies).toEqual(['']);
  });
});

describe('react/form-field: SubmitShortcutPlugin', () => {
  function renderWithShortcut() {
    const { FormValuePlugin } = loadSample<{
      FormValuePlugin: Sample<{ name: string; required?: boolean; onError: (m: string | null) => void }>;
    }>('react/form-field', 'FormValuePlugin.tsx');
    const { SubmitShortcutPlugin } = loadSample<{ SubmitShortcutPlugin: Sample<object> }>('react/form-field', 'SubmitShortcutPlugin.tsx');
    const submitted: string[] = [];
    const errors: Array<string | null> = [];
    const editorRef: { current: LexicalEditor | null } = { current: null };
    const view = render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted.push(String(new FormData(event.currentTarget).get('body')));
        }}
      >
        <LexicalComposer initialConfig={{ namespace: 'shortcut', onError }}>
          <RichTextPlugin contentEditable={<ContentEditable />} ErrorBoundary={LexicalErrorBoundary} />
          <FormValuePlugin name="body" required onError={(message) => errors.push(message)} />
          <SubmitShortcutPlugin />
          <EditorRefPlugin editorRef={editorRef} />
        </LexicalComposer>
      </form>,
    );
    const editor = editorRef.current!;
    const rootElement = view.container.querySelector<HTMLElement>('[data-lexical-editor]')!;
    const ctrlEnter = async () => {
      await act(async () => {
        fireEvent.keyDown(rootElement, { key: 'Enter', ctrlKey: true });
      });
    };
    return { editor, ctrlEnter, submitted, errors };
  }

  it('Ctrl+Enter on an empty required field runs validation and does not submit', async () => {
    const { ctrlEnter, submitted, errors } = renderWithShortcut();
    await ctrlEnter();
    expect(submitted).toEqual([]);
    expect(errors.at(-1)).toBe('Please fill in this field.');
  });

  it('Ctrl+Enter with text submits, and adds no paragraph', async () => {
    const { editor, ctrlEnter, submitted } = renderWithShortcut();
    act(() => editor.update(() => $getRoot().clear().append($para('Ship it')).selectEnd(), { discrete: true }));
    await ctrlEnter();
    expect(submitted).toHaveLength(1);
    expect(JSON.parse(submitted[0]).root.children[0].children[0].text).toBe('Ship it');
    expect(editor.read(() => $getRoot().getChildrenSize())).toBe(1);
  });
});

describe('react/form-field: reset', () => {
  const withText = { editorState: () => $getRoot().append($para('Draft')) };

  it('CLEAR_EDITOR_COMMAND does nothing without ClearEditorPlugin', async () => {
    const { editor } = renderEditor(null, withText);
    let handled = true;
    await act(async () => {
      handled = editor.dispatchCommand(CLEAR_EDITOR_COMMAND, undefined);
    });
    expect(handled).toBe(false);
    expect(editor.read(() => $getRoot().getTextContent())).toBe('Draft');
  });

  it('ClearEditorPlugin leaves one empty paragraph, with the caret in it when there was a selection', async () => {
    const { editor } = renderEditor(<ClearEditorPlugin />, withText);
    await act(async () => {
      editor.update(() => $getRoot().selectEnd());
    });
    await act(async () => {
      editor.dispatchCommand(CLEAR_EDITOR_COMMAND, undefined);
    });
    const state = editor.read(() => {
      const selection = $getSelection();
      return {
        types: $getRoot()
          .getChildren()
          .map((node) => node.getType()),
        text: $getRoot().getTextContent(),
        caretIn: $isRangeSelection(selection) ? selection.anchor.getNode().getType() : null,
      };
    });
    expect(state).toEqual({ types: ['paragraph'], text: '', caretIn: 'paragraph' });
  });

  it('without a selection the cleared editor gets none', async () => {
    const { editor } = renderEditor(<ClearEditorPlugin />, withText);
    await act(async () => {
      editor.dispatchCommand(CLEAR_EDITOR_COMMAND, undefined);
    });
    expect(editor.read(() => $getSelection())).toBeNull();
  });

  it('the history keeps the cleared text: it is one more change, and Undo brings it back unless CLEAR_HISTORY_COMMAND follows', async () => {
    const history = createEmptyHistoryState();
    const { editor } = renderEditor(
      <>
        <HistoryPlugin externalHistoryState={history} />
        <ClearEditorPlugin />
      </>,
      withText,
    );
    await act(async () => {
      editor.update(() => $getRoot().selectEnd());
    });
    await act(async () => {
      editor.update(() => $getRoot().append($para('more')));
    });
    const before = history.undoStack.length;
    expect(before).toBeGreaterThan(0);
    await act(async () => {
      editor.dispatchCommand(CLEAR_EDITOR_COMMAND, undefined);
    });
    expect(history.undoStack.length).toBe(before + 1);
    await act(async () => {
      editor.dispatchCommand(UNDO_COMMAND, undefined);
    });
    expect(editor.read(() => $getRoot().getTextContent())).toContain('Draft');
    await act(async () => {
      editor.dispatchCommand(CLEAR_EDITOR_COMMAND, undefined);
      editor.dispatchCommand(CLEAR_HISTORY_COMMAND, undefined);
    });
    expect(history.undoStack).toHaveLength(0);
    await act(async () => {
      editor.dispatchCommand(UNDO_COMMAND, undefined);
    });
    expect(editor.read(() => $getRoot().getTextContent())).toBe('');
  });

  it('onClear runs inside an update instead of the default clearing', async () => {
    const calls: string[] = [];
    const $onClear = () => {
      calls.push($getRoot().getTextContent());
      $getRoot().clear().append($para('Back to the start'));
    };
    const { editor } = renderEditor(<ClearEditorPlugin onClear={$onClear} />, withText);
    await act(async () => {
      editor.dispatchCommand(CLEAR_EDITOR_COMMAND, undefined);
    });
    expect(calls).toEqual(['Draft']);
    expect(editor.read(() => $getRoot().getTextContent())).toBe('Back to the start');
  });

  it('setEditorState(parseEditorState(initialValue)) returns to the initial text', async () => {
    const { editor } = renderEditor(null, withText);
    const initialValue = JSON.stringify(editor.getEditorState().toJSON());
    await act(async () => {
      editor.update(() => $getRoot().append($para('edited')));
    });
    await act(async () => {
      editor.setEditorState(editor.parseEditorState(initialValue));
    });
    expect(editor.read(() => $getRoot().getTextContent())).toBe('Draft');
  });

  it('a disabled field: setEditable(false) makes the editor read-only', () => {
    const { editor, container } = renderEditor(null);
    act(() => editor.setEditable(false));
    expect(container.querySelector('[data-lexical-editor]')!.getAttribute('contenteditable')).toBe('false');
  });
});

describe('react/form-field: readSubmittedBody on the server', () => {
  type Result = { ok: true; state: { root: { children: unknown[] } } } | { ok: false; error: string };
  const { readSubmittedBody } = loadSample<{ readSubmittedBody: (value: string) => Result }>('react/form-field', 'readSubmittedBody.ts');
  const stateWith = (make: () => void, nodes: Klass<LexicalNode>[] = []) => {
    const editor = createHeadlessEditor({ nodes, onError });
    editor.update(make, { discrete: true });
    return JSON.stringify(editor.getEditorState().toJSON());
  };

  it('accepts a state with text and returns it', () => {
    const result = readSubmittedBody(stateWith(() => $getRoot().append($para('Steps'))));
    expect(result.ok && result.state.root.children).toHaveLength(1);
  });

  it.each([
    ['an empty string', '', 'The description is required.'],
    ['a state with no text', stateWith(() => $getRoot().append($createParagraphNode())), 'The description is required.'],
    ['text that is not JSON', 'not json', 'The description could not be read.'],
    [
      'a node type the editor does not know',
      stateWith(() => $getRoot().append($createHeadingNode('h2').append($createTextNode('x'))), [HeadingNode]),
      'The description could not be read.',
    ],
  ])('rejects %s', (_name, value, error) => {
    expect(readSubmittedBody(value)).toEqual({ ok: false, error });
  });
});
