/**
 * The live editor's block handles (plugin 'block-handles'): the "+" beside a hovered block adds an
 * empty paragraph below it, Alt+Shift+arrows move the block with the caret, and the handles go
 * while the editor is read-only. jsdom has no layout, so the blocks get rectangles of their own
 * and CSS zoom and margins read as a browser reports them.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  $getRoot,
  $getSelection,
  $isParagraphNode,
  getNearestEditorFromDOMNode,
  type LexicalEditor,
  type ParagraphNode,
  type TextNode,
} from 'lexical';
import React from 'react';
import Editor from '../Editor';

const realGetComputedStyle = window.getComputedStyle.bind(window);
beforeAll(() => {
  jest.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = realGetComputedStyle(element, pseudo);
    const browserValue = (name: string) => (name === 'zoom' ? '1' : name === 'marginTop' || name === 'marginBottom' ? '0px' : undefined);
    return new Proxy(style, {
      get(target, property) {
        if (property === 'getPropertyValue') return (name: string) => browserValue(name) ?? target.getPropertyValue(name);
        const value =
          typeof property === 'string' ? (browserValue(property) ?? Reflect.get(target, property)) : Reflect.get(target, property);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  });
});
afterAll(() => jest.restoreAllMocks());
// jsdom's Range has no geometry; Lexical measures the selection to scroll it into view.
Range.prototype.getBoundingClientRect = () =>
  ({ top: 0, bottom: 0, left: 0, right: 0, width: 0, height: 0, x: 0, y: 0, toJSON: () => ({}) }) as DOMRect;

function place(element: Element, top: number, height: number) {
  const box = { top, height, left: 0, width: 600, bottom: top + height, right: 600, x: 0, y: top };
  (element as HTMLElement).getBoundingClientRect = () => ({ ...box, toJSON: () => box }) as DOMRect;
}

function renderLive() {
  const view = render(<Editor label="Handles" plugins={['history', 'block-handles']} initialText={['one', 'two', 'three']} />);
  const root = view.container.querySelector<HTMLElement>('[data-lexical-editor]')!;
  const editor = getNearestEditorFromDOMNode(root) as LexicalEditor;
  const surface = root.parentElement!;
  const blocks = () => Array.from(root.children);
  place(surface, 0, 300);
  blocks().forEach((block, i) => place(block, 10 + i * 40, 30));
  const hover = (index: number) => {
    const event = new MouseEvent('mousemove', { bubbles: true, clientX: 60, clientY: 25 + index * 40 });
    Object.defineProperty(event, 'x', { value: 60 });
    Object.defineProperty(event, 'y', { value: 25 + index * 40 });
    act(() => {
      blocks()[index].dispatchEvent(event);
    });
  };
  const texts = () =>
    editor.read(() =>
      $getRoot()
        .getChildren()
        .map((node) => node.getTextContent()),
    );
  return { ...view, editor, root, surface, hover, texts };
}

describe('LiveEditor block handles', () => {
  it('renders the menu into the editable’s wrapper, which leaves room for it', () => {
    const { surface } = renderLive();
    expect(surface.className).toContain('blockHandles');
    expect(surface.querySelector('[data-block-menu]')).not.toBeNull();
  });

  it('"+" beside a hovered block adds an empty paragraph below it and puts the selection there', () => {
    const { editor, hover, texts } = renderLive();
    hover(1);
    const plus = screen.getByRole('button', { name: 'Add a paragraph below' });
    expect(plus.tabIndex).toBe(-1);
    act(() => {
      fireEvent.click(plus);
    });
    expect(texts()).toEqual(['one', 'two', '', 'three']);
    const selected = editor.read(() => {
      const node = $getSelection()?.getNodes()[0];
      return node && $isParagraphNode(node) ? [node.getIndexWithinParent(), node.getTextContent()] : null;
    });
    expect(selected).toEqual([2, '']);
  });

  it('Alt+Shift+ArrowDown and ArrowUp move the block that holds the caret', () => {
    const { editor, root, texts } = renderLive();
    act(() =>
      editor.update(() => $getRoot().getFirstChildOrThrow<ParagraphNode>().getFirstChildOrThrow<TextNode>().select(1, 1), {
        discrete: true,
      }),
    );
    act(() => {
      fireEvent.keyDown(root, { key: 'ArrowDown', altKey: true, shiftKey: true });
    });
    expect(texts()).toEqual(['two', 'one', 'three']);
    act(() => {
      fireEvent.keyDown(root, { key: 'ArrowUp', altKey: true, shiftKey: true });
    });
    expect(texts()).toEqual(['one', 'two', 'three']);
  });

  it('has no handles while the editor is read-only', () => {
    const { editor, surface } = renderLive();
    act(() => editor.setEditable(false));
    expect(surface.querySelector('[data-block-menu]')).toBeNull();
    act(() => editor.setEditable(true));
    expect(surface.querySelector('[data-block-menu]')).not.toBeNull();
  });

  it('is not there without the plugin', () => {
    const { container } = render(<Editor label="Plain" plugins={['history']} initialText={['one']} />);
    expect(container.querySelector('[data-block-menu]')).toBeNull();
  });
});
