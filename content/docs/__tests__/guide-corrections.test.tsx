/**
 * @jest-environment jsdom
 */
/**
 * Behaviour behind corrections to the guides, run against the pinned 0.35.0 packages (jsdom, so
 * HTML import, root elements, key events and mutation listeners work). Each block names the guide
 * it backs; where a guide shows a sample, the test runs the same logic.
 */
import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import { act, render } from '@testing-library/react';
import { createHeadlessEditor } from '@lexical/headless';
import { createEmptyHistoryState, registerHistory } from '@lexical/history';
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { $isLinkNode, $toggleLink, type LinkAttributes, LinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { EditorRefPlugin } from '@lexical/react/LexicalEditorRefPlugin';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { $getSelectionStyleValueForProperty, $patchStyleText } from '@lexical/selection';
import { $insertTableColumnAtSelection, $insertTableRowAtSelection } from '@lexical/table';
import { $insertNodeToNearestRoot } from '@lexical/utils';
import { createBinding, createUndoManager, syncLexicalUpdateToYjs, syncYjsChangesToLexical } from '@lexical/yjs';
import {
  $createParagraphNode,
  $createTextNode,
  $getCommonAncestor,
  $getEditor,
  $getNodeByKey,
  $getRoot,
  $getSelection,
  $isRangeSelection,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  CLEAR_EDITOR_COMMAND,
  CLEAR_HISTORY_COMMAND,
  COLLABORATION_TAG,
  COMMAND_PRIORITY_LOW,
  createEditor,
  DecoratorNode,
  type ElementNode,
  type DOMConversionMap,
  type DOMExportOutput,
  type EditorState,
  HISTORIC_TAG,
  KEY_DOWN_COMMAND,
  KEY_MODIFIER_COMMAND,
  type LexicalEditor,
  type LexicalNode,
  type NodeKey,
  type NodeMutation,
  type SerializedLexicalNode,
  TextNode,
  UNDO_COMMAND,
} from 'lexical';
import * as development from 'lexical';
import { Doc, UndoManager } from 'yjs';
import { MemoryHub, MemoryProvider } from '../../../src/components/LiveEditor/collab/memory-provider';

const root = path.resolve(__dirname, '../../..');
const onError = (error: Error) => {
  throw error;
};
// The production builds, loaded by file (the packages pick their build by NODE_ENV).
/* eslint-disable @typescript-eslint/no-require-imports */
const prodLexical = require(path.join(root, 'node_modules/lexical/Lexical.prod.js')) as typeof import('lexical');
const prodSelection = require(
  path.join(root, 'node_modules/@lexical/selection/LexicalSelection.prod.js'),
) as typeof import('@lexical/selection');
const prodTable = require(path.join(root, 'node_modules/@lexical/table/LexicalTable.prod.js')) as typeof import('@lexical/table');
/* eslint-enable @typescript-eslint/no-require-imports */

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

/** A paragraph per text, committed at once. */
function setParagraphs(editor: LexicalEditor, ...texts: string[]): void {
  editor.update(
    () => {
      $getRoot()
        .clear()
        .append(...texts.map((text) => $createParagraphNode().append($createTextNode(text))));
    },
    { discrete: true, tag: 'history-push' },
  );
}

/** The committed text (editor.read() first commits a pending update). */
function rootText(editor: LexicalEditor): string {
  return editor.read(() => $getRoot().getTextContent());
}

/** An editor rendered into a fresh element, so mutation listeners and DOM events work. */
function attachedEditor(config: Parameters<typeof createEditor>[0] = {}): LexicalEditor {
  const editor = createEditor({ namespace: 'corrections', onError, ...config });
  const element = document.createElement('div');
  element.contentEditable = 'true';
  document.body.append(element);
  editor.setRootElement(element);
  return editor;
}

describe('packages-in-use/inline-styles: reading a style across a word and the node after it', () => {
  /** "red" in red, then " plain" unstyled; the selection from the start of "red" to offset 0 of " plain". */
  function selectRedWord(backward: boolean): string {
    const editor = createHeadlessEditor({ onError });
    let value = 'unset';
    editor.update(
      () => {
        const red = $createTextNode('red').setStyle('color: red;');
        const plain = $createTextNode(' plain');
        $getRoot().clear().append($createParagraphNode().append(red, plain));
        const selection = red.select(0, 0);
        if (backward) {
          selection.anchor.set(plain.getKey(), 0, 'text');
          selection.focus.set(red.getKey(), 0, 'text');
        } else {
          selection.focus.set(plain.getKey(), 0, 'text');
        }
        const current = $getSelection();
        if (!$isRangeSelection(current)) throw new Error('expected a range selection');
        expect(current.isBackward()).toBe(backward);
        expect(current.getNodes().map((node) => node.getTextContent())).toEqual(['red', ' plain']);
        value = $getSelectionStyleValueForProperty(current, 'color', 'black');
      },
      { discrete: true },
    );
    return value;
  }

  it('reports "" (mixed) when the focus sits at offset 0 of the next node, forwards and backwards', () => {
    expect(selectRedWord(false)).toBe('');
    expect(selectRedWord(true)).toBe('');
  });

  it('reports the word’s colour when the selection ends inside the word itself', () => {
    const editor = createHeadlessEditor({ onError });
    editor.update(
      () => {
        const red = $createTextNode('red').setStyle('color: red;');
        $getRoot()
          .clear()
          .append($createParagraphNode().append(red, $createTextNode(' plain')));
        const selection = red.select(0, 3);
        expect($getSelectionStyleValueForProperty(selection, 'color', 'black')).toBe('red');
      },
      { discrete: true },
    );
  });

  it('a function value gets undefined for an unset property in the production build too, so parseInt gives NaNpx', () => {
    for (const selection of [{ $patchStyleText }, prodSelection]) {
      const editor = createHeadlessEditor({ onError });
      const seen: unknown[] = [];
      editor.update(
        () => {
          const text = $createTextNode('plain');
          $getRoot().clear().append($createParagraphNode().append(text));
          selection.$patchStyleText(text.select(0, 5), {
            'font-size': (current) => {
              seen.push(current);
              return `${parseInt(current as string, 10) + 2}px`;
            },
          });
        },
        { discrete: true },
      );
      expect(seen).toEqual([undefined]);
      editor.read(() => expect($getRoot().getAllTextNodes()[0].getStyle()).toBe('font-size: NaNpx;'));
    }
  });
});

describe('packages-in-use/links and react/plugins: what LinkPlugin does with each payload', () => {
  const attributes: LinkAttributes = { rel: 'nofollow', target: '_blank' };
  const validateUrl = (url: string) => url.startsWith('https://');

  /** An editor with LinkPlugin, holding "link me" selected. */
  function renderLinkEditor(): LexicalEditor {
    const editorRef: { current: LexicalEditor | null } = { current: null };
    render(
      <LexicalComposer initialConfig={{ namespace: 'links', nodes: [LinkNode], onError }}>
        <LinkPlugin attributes={attributes} validateUrl={validateUrl} />
        <EditorRefPlugin editorRef={editorRef} />
      </LexicalComposer>,
    );
    return editorRef.current!;
  }

  /** Dispatches the payload on "link me" (selected) and returns the handler's answer and the link made, if any. */
  function toggle(payload: string | ({ url: string } & LinkAttributes)) {
    const editor = renderLinkEditor();
    let handled = false;
    act(() => {
      editor.update(
        () => {
          const text = $createTextNode('link me');
          $getRoot().clear().append($createParagraphNode().append(text));
          text.select(0, 7);
          handled = editor.dispatchCommand(TOGGLE_LINK_COMMAND, payload);
        },
        { discrete: true },
      );
    });
    const link = editor.getEditorState().read(() => {
      const node = $getRoot().getAllTextNodes()[0].getParent();
      return $isLinkNode(node) ? { url: node.getURL(), rel: node.getRel(), target: node.getTarget() } : null;
    });
    return { handled, link };
  }

  it('a string payload is validated and gets the attributes', () => {
    expect(toggle('https://a.example')).toEqual({
      handled: true,
      link: { url: 'https://a.example', rel: 'nofollow', target: '_blank' },
    });
    expect(toggle('ftp://bad')).toEqual({ handled: false, link: null });
  });

  it('an object payload skips validateUrl, and its missing fields override the attributes', () => {
    expect(toggle({ url: 'https://b.example' })).toEqual({
      handled: true,
      link: { url: 'https://b.example', rel: 'noreferrer', target: null },
    });
    expect(toggle({ url: 'ftp://bad' })).toEqual({ handled: true, link: { url: 'ftp://bad', rel: 'noreferrer', target: null } });
  });

  /** The guide's framework-free handler: both payload forms validated, defaults under what the payload sets. */
  function registerLinks(editor: LexicalEditor, check: (url: string) => boolean, defaults: LinkAttributes = {}): () => void {
    return editor.registerCommand(
      TOGGLE_LINK_COMMAND,
      (payload) => {
        if (payload === null) {
          $toggleLink(null);
          return true;
        }
        const { url, ...given } = typeof payload === 'string' ? { url: payload } : payload;
        if (!check(url)) {
          return false;
        }
        $toggleLink(url, {
          rel: given.rel !== undefined ? given.rel : defaults.rel,
          target: given.target !== undefined ? given.target : defaults.target,
          title: given.title !== undefined ? given.title : defaults.title,
        });
        return true;
      },
      COMMAND_PRIORITY_LOW,
    );
  }

  it('the guide’s own handler validates both forms and keeps the defaults the payload leaves out', () => {
    const run = (payload: string | ({ url: string } & LinkAttributes)) => {
      const editor = createHeadlessEditor({ nodes: [LinkNode], onError });
      registerLinks(editor, validateUrl, attributes);
      let handled = false;
      editor.update(
        () => {
          const text = $createTextNode('link me');
          $getRoot().clear().append($createParagraphNode().append(text));
          text.select(0, 7);
          handled = editor.dispatchCommand(TOGGLE_LINK_COMMAND, payload);
        },
        { discrete: true },
      );
      const link = editor.getEditorState().read(() => {
        const node = $getRoot().getAllTextNodes()[0].getParent();
        return $isLinkNode(node) ? { rel: node.getRel(), target: node.getTarget() } : null;
      });
      return { handled, link };
    };
    expect(run('https://a.example')).toEqual({ handled: true, link: { rel: 'nofollow', target: '_blank' } });
    expect(run({ url: 'https://b.example' })).toEqual({ handled: true, link: { rel: 'nofollow', target: '_blank' } });
    expect(run({ url: 'https://c.example', target: null })).toEqual({ handled: true, link: { rel: 'nofollow', target: null } });
    expect(run({ url: 'ftp://bad' })).toEqual({ handled: false, link: null });
  });
});

describe('packages-in-use/images: a block image through HTML export and import', () => {
  type SerializedImage = SerializedLexicalNode & { src: string; caption: string };
  /** The image node of the guide, without the view: the same export, and the import given as a parameter. */
  function imageClass(importDOM: () => DOMConversionMap) {
    class ImageNode extends DecoratorNode<null> {
      __src: string;
      __caption: string;
      static getType(): string {
        return 'image';
      }
      static clone(node: ImageNode): ImageNode {
        return new ImageNode(node.__src, node.__caption, node.__key);
      }
      constructor(src = '', caption = '', key?: NodeKey) {
        super(key);
        this.__src = src;
        this.__caption = caption;
      }
      isInline(): false {
        return false;
      }
      createDOM(): HTMLElement {
        return document.createElement('div');
      }
      updateDOM(): false {
        return false;
      }
      decorate(): null {
        return null;
      }
      getTextContent(): string {
        return this.__caption;
      }
      static importJSON(json: SerializedImage): ImageNode {
        return new ImageNode(json.src, json.caption);
      }
      exportJSON(): SerializedImage {
        return { ...super.exportJSON(), src: this.__src, caption: this.__caption };
      }
      exportDOM(): DOMExportOutput {
        const figure = document.createElement('figure');
        const img = document.createElement('img');
        img.src = this.__src;
        figure.append(img);
        if (this.__caption !== '') {
          const caption = document.createElement('figcaption');
          caption.textContent = this.__caption;
          figure.append(caption);
        }
        return { element: figure };
      }
      static importDOM = importDOM;
    }
    return ImageNode;
  }

  const captionOf = (img: HTMLElement) => img.closest('figure')?.querySelector('figcaption')?.textContent ?? '';
  // The guide's first version: <img> only.
  const ImgOnly = imageClass(() => ({
    img: () => ({ conversion: (element) => ({ node: new ImgOnly(element.getAttribute('src') ?? '', captionOf(element)) }), priority: 0 }),
  }));
  // The corrected version: <figure> converts as a whole, its children dropped; a bare <img> as before.
  const WithFigure = imageClass(() => ({
    figure: (element) =>
      element.querySelector('img') === null
        ? null
        : {
            conversion: (figure) => {
              const img = figure.querySelector('img')!;
              return { node: new WithFigure(img.getAttribute('src') ?? '', captionOf(img)), forChild: () => null };
            },
            priority: 1,
          },
    img: () => ({
      conversion: (element) => ({ node: new WithFigure(element.getAttribute('src') ?? '', captionOf(element)) }),
      priority: 0,
    }),
  }));

  /** The shape of what $generateNodesFromDOM returns: type, then children or text. */
  function shape(node: LexicalNode): unknown {
    if ('getChildren' in node && typeof node.getChildren === 'function') {
      return { [node.getType()]: (node.getChildren() as LexicalNode[]).map(shape) };
    }
    return node.getType() === 'text' ? node.getTextContent() : node.getType();
  }

  function importHtml(klass: typeof ImgOnly, html: string): unknown[] {
    const editor = createHeadlessEditor({ nodes: [klass], onError });
    let result: unknown[] = [];
    editor.update(() => void (result = $generateNodesFromDOM(editor, parse(html)).map(shape)), { discrete: true });
    return result;
  }

  /** Exports a root holding one image with a caption, and imports the HTML again. */
  function roundTrip(klass: typeof ImgOnly): { html: string; imported: unknown[] } {
    const editor = createHeadlessEditor({ nodes: [klass], onError });
    let html = '';
    editor.update(() => void $getRoot().clear().append(new klass('boat.png', 'Boats')), { discrete: true });
    editor.read(() => void (html = $generateHtmlFromNodes(editor)));
    return { html, imported: importHtml(klass, `<body>${html}</body>`) };
  }

  it('$insertNodeToNearestRoot puts the block image directly under the root, splitting the paragraph', () => {
    const editor = createHeadlessEditor({ nodes: [WithFigure], onError });
    setParagraphs(editor, 'before after');
    editor.update(
      () => {
        $getRoot().getAllTextNodes()[0].select(7, 7);
        $insertNodeToNearestRoot(new WithFigure('boat.png'));
      },
      { discrete: true },
    );
    editor.read(() => expect($getRoot().getChildren().map(shape)).toEqual([{ paragraph: ['before '] }, 'image', { paragraph: ['after'] }]));
  });

  it('with an <img> conversion only, its own export comes back as paragraph[image] and the caption a second time', () => {
    const { html, imported } = roundTrip(ImgOnly);
    expect(html).toBe('<figure><img src="boat.png"><figcaption>Boats</figcaption></figure>');
    expect(imported).toEqual([{ paragraph: ['image'] }, { paragraph: ['Boats'] }]);
  });

  it('an <img> among text stays inside the paragraph, as an inline child would', () => {
    expect(importHtml(ImgOnly, '<p>x <img src="a.png"> y</p>')).toEqual([{ paragraph: ['x', 'image', 'y'] }]);
    expect(importHtml(WithFigure, '<p>x <img src="a.png"> y</p>')).toEqual([{ paragraph: ['x', 'image', 'y'] }]);
  });

  it('a <figure> conversion that drops its children brings back one image, with its caption, at the top level', () => {
    const { imported } = roundTrip(WithFigure);
    expect(imported).toEqual(['image']);
    const editor = createHeadlessEditor({ nodes: [WithFigure], onError });
    editor.update(
      () => {
        const nodes = $generateNodesFromDOM(editor, parse('<figure><img src="boat.png"><figcaption>Boats</figcaption></figure>'));
        $getRoot()
          .clear()
          .append(...nodes);
      },
      { discrete: true },
    );
    editor.read(() => {
      expect(
        $getRoot()
          .getChildren()
          .map((node) => node.getType()),
      ).toEqual(['image']);
      expect($getRoot().getTextContent()).toBe('Boats');
    });
  });
});

describe('packages-in-use/without-react and react/fast-refresh: a HistoryState kept across a remount', () => {
  it('undo in the new editor reverts the old, unmounted editor: each entry holds its own editor', () => {
    const history = createEmptyHistoryState();
    const first = createHeadlessEditor({ onError });
    const stopFirst = registerHistory(first, history, 0);
    setParagraphs(first, 'one');
    setParagraphs(first, 'one two');
    stopFirst();

    const second = createHeadlessEditor({ onError });
    registerHistory(second, history, 0);
    setParagraphs(second, 'fresh');
    expect(history.undoStack.map((entry) => entry.editor)).toEqual([first, first]);
    second.update(() => void second.dispatchCommand(UNDO_COMMAND, undefined), { discrete: true });
    expect(rootText(first)).toBe('one two');
    expect(rootText(second)).toBe('fresh');
    second.update(() => void second.dispatchCommand(UNDO_COMMAND, undefined), { discrete: true });
    expect(rootText(first)).toBe('one');
    expect(rootText(second)).toBe('fresh');
  });

  it('keeping the editor itself and attaching it to the new element keeps a working undo', () => {
    const history = createEmptyHistoryState();
    const editor = createEditor({ namespace: 'kept', onError });
    registerHistory(editor, history, 0);
    const firstElement = document.createElement('div');
    editor.setRootElement(firstElement);
    setParagraphs(editor, 'one');
    setParagraphs(editor, 'one two');
    editor.setRootElement(null);
    const secondElement = document.createElement('div');
    editor.setRootElement(secondElement);
    editor.update(() => void editor.dispatchCommand(UNDO_COMMAND, undefined), { discrete: true });
    expect(rootText(editor)).toBe('one');
    expect(secondElement.textContent).toBe('one');
  });

  it('in React, a HistoryPlugin of a new composer given the old state undoes in the unmounted editor', () => {
    const shared = createEmptyHistoryState();
    const mount = (namespace: string) => {
      const editorRef: { current: LexicalEditor | null } = { current: null };
      const view = render(
        <LexicalComposer key={namespace} initialConfig={{ namespace, onError }}>
          <HistoryPlugin externalHistoryState={shared} />
          <EditorRefPlugin editorRef={editorRef} />
        </LexicalComposer>,
      );
      return { editor: editorRef.current!, view };
    };
    const before = mount('before');
    act(() => {
      setParagraphs(before.editor, 'typed');
      setParagraphs(before.editor, 'typed more');
    });
    before.view.unmount();
    const after = mount('after');
    act(() => setParagraphs(after.editor, 'new'));
    act(() => void after.editor.dispatchCommand(UNDO_COMMAND, undefined));
    expect(rootText(before.editor)).toBe('typed more');
    expect(rootText(after.editor)).toBe('new');
  });
});

describe('packages-in-use/without-react: registering late, clearing, and Yjs undo tags', () => {
  it('a transform registered after the content arrived still runs on the existing nodes', async () => {
    const editor = createHeadlessEditor({ onError });
    setParagraphs(editor, 'a -> b');
    const seen: string[] = [];
    editor.registerNodeTransform(TextNode, (node) => {
      seen.push(node.getTextContent());
      if (node.getTextContent().includes('->')) node.setTextContent(node.getTextContent().replace('->', '→'));
    });
    await Promise.resolve();
    expect(seen[0]).toBe('a -> b');
    expect(rootText(editor)).toBe('a → b');
  });

  /** The guide's buttons: CAN_UNDO and CAN_REDO listeners, optionally with the CLEAR_EDITOR_COMMAND handler. */
  function bindButtons(editor: LexicalEditor, undo: HTMLButtonElement, redo: HTMLButtonElement, onClear: boolean): void {
    undo.disabled = true;
    redo.disabled = true;
    const show = (button: HTMLButtonElement) => (enabled: boolean) => {
      button.disabled = !enabled;
      return false;
    };
    editor.registerCommand(CAN_UNDO_COMMAND, show(undo), COMMAND_PRIORITY_LOW);
    editor.registerCommand(CAN_REDO_COMMAND, show(redo), COMMAND_PRIORITY_LOW);
    if (onClear) {
      editor.registerCommand(
        CLEAR_EDITOR_COMMAND,
        () => {
          undo.disabled = true;
          redo.disabled = true;
          return false;
        },
        COMMAND_PRIORITY_LOW,
      );
    }
  }

  it('CLEAR_EDITOR_COMMAND empties the stacks without CAN_UNDO false, so only a handler of its own disables the buttons', () => {
    for (const onClear of [false, true]) {
      const editor = createHeadlessEditor({ onError });
      const history = createEmptyHistoryState();
      registerHistory(editor, history, 0);
      const [undo, redo] = [document.createElement('button'), document.createElement('button')];
      bindButtons(editor, undo, redo, onClear);
      setParagraphs(editor, 'one');
      setParagraphs(editor, 'two');
      setParagraphs(editor, 'three');
      editor.update(() => void editor.dispatchCommand(UNDO_COMMAND, undefined), { discrete: true });
      expect([undo.disabled, redo.disabled]).toEqual([false, false]);
      editor.update(() => void editor.dispatchCommand(CLEAR_EDITOR_COMMAND, undefined), { discrete: true });
      expect([history.undoStack.length, history.redoStack.length, history.current]).toEqual([0, 0, null]);
      expect([undo.disabled, redo.disabled]).toEqual(onClear ? [true, true] : [false, false]);
      // CLEAR_HISTORY_COMMAND, by contrast, announces the change itself.
      setParagraphs(editor, 'four');
      setParagraphs(editor, 'five');
      expect(undo.disabled).toBe(false);
      editor.update(() => void editor.dispatchCommand(CLEAR_HISTORY_COMMAND, undefined), { discrete: true });
      expect([undo.disabled, redo.disabled]).toEqual([true, true]);
    }
  });

  it('changes applied by the Yjs undo manager carry HISTORIC_TAG, remote ones COLLABORATION_TAG', () => {
    // Yjs warns when the binding reads a type that is not yet in a document; not what is tested here.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const editor = attachedEditor();
    const doc = new Doc();
    const provider = new MemoryProvider(new MemoryHub(), doc);
    const binding = createBinding(editor, provider, 'doc', doc, new Map([['doc', doc]]));
    const sharedRoot = binding.root.getSharedType();
    sharedRoot.observeDeep((events, transaction) => {
      if (transaction.origin !== binding) {
        syncYjsChangesToLexical(binding, provider, events, transaction.origin instanceof UndoManager, () => {});
      }
    });
    const tags: string[][] = [];
    editor.registerUpdateListener(({ prevEditorState, editorState, dirtyElements, dirtyLeaves, normalizedNodes, tags: updateTags }) => {
      tags.push([...updateTags]);
      syncLexicalUpdateToYjs(binding, provider, prevEditorState, editorState, dirtyElements, dirtyLeaves, normalizedNodes, updateTags);
    });
    const undoManager = createUndoManager(binding, sharedRoot);
    setParagraphs(editor, 'mine');
    expect(undoManager.undoStack.length).toBe(1);
    tags.length = 0;
    undoManager.undo();
    expect(rootText(editor)).toBe('');
    expect(tags[0]).toContain(HISTORIC_TAG);
    expect(tags[0]).not.toContain(COLLABORATION_TAG);

    // A change from another client, applied to this document, is tagged as collaboration.
    const remote = new Doc();
    const remoteProvider = new MemoryProvider(new MemoryHub(), remote);
    const remoteEditor = attachedEditor();
    const remoteBinding = createBinding(remoteEditor, remoteProvider, 'doc', remote, new Map([['doc', remote]]));
    remoteEditor.registerUpdateListener((p) =>
      syncLexicalUpdateToYjs(
        remoteBinding,
        remoteProvider,
        p.prevEditorState,
        p.editorState,
        p.dirtyElements,
        p.dirtyLeaves,
        p.normalizedNodes,
        p.tags,
      ),
    );
    setParagraphs(remoteEditor, 'theirs');
    tags.length = 0;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const Y = require('yjs') as typeof import('yjs');
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(remote), 'network');
    expect(rootText(editor)).toContain('theirs');
    expect(tags[0]).toContain(COLLABORATION_TAG);
    warn.mockRestore();
  });
});

describe('react/fast-refresh: an old node class and a new one of the same type', () => {
  /** Two classes of one type, as before and after a hot update of the module that defines them. */
  function defineMark() {
    return class MarkText extends TextNode {
      static getType(): string {
        return 'mark-text';
      }
      static clone(node: TextNode): TextNode {
        return new this(node.__text, node.__key);
      }
    };
  }

  it('a transform and a mutation listener registered with the new class run for nodes of the old one', () => {
    const OldMark = defineMark();
    const NewMark = defineMark();
    const editor = attachedEditor({ nodes: [OldMark] });
    let key = '';
    editor.update(
      () => {
        const old = new OldMark('before the edit');
        $getRoot().clear().append($createParagraphNode().append(old));
        key = old.getKey();
      },
      { discrete: true },
    );
    const transformed: unknown[] = [];
    const mutations: NodeMutation[] = [];
    editor.registerNodeTransform(NewMark, (node) => void transformed.push(node.constructor));
    editor.registerMutationListener(NewMark, (changes) => void mutations.push(...changes.values()));
    editor.update(() => void ($getNodeByKey(key) as TextNode).setTextContent('after the edit'), { discrete: true });
    expect(transformed.length).toBeGreaterThan(0);
    expect(new Set(transformed)).toEqual(new Set([OldMark]));
    expect(mutations).toEqual(['created', 'updated']);
    editor.read(() => expect($getNodeByKey(key) instanceof NewMark).toBe(false));
  });

  it('the remount key with the document kept in sessionStorage brings the text back in the new editor', () => {
    const STORAGE_KEY = 'editor-draft';
    sessionStorage.removeItem(STORAGE_KEY);
    const mount = (generation: string) => {
      const editorRef: { current: LexicalEditor | null } = { current: null };
      const view = render(
        <LexicalComposer
          key={generation}
          initialConfig={{ namespace: 'Docs', onError, editorState: sessionStorage.getItem(STORAGE_KEY) ?? undefined }}
        >
          <OnChangePlugin onChange={(state: EditorState) => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state.toJSON()))} />
          <EditorRefPlugin editorRef={editorRef} />
        </LexicalComposer>,
      );
      return { editor: editorRef.current!, view };
    };
    // With no saved document, `undefined` (not null) gives the new editor its first paragraph.
    const first = mount('1');
    expect(first.editor.read(() => $getRoot().getChildrenSize())).toBe(1);
    act(() => setParagraphs(first.editor, 'typed before the edit'));
    first.view.rerender(<></>);
    const second = mount('2');
    expect(second.editor).not.toBe(first.editor);
    expect(rootText(second.editor)).toBe('typed before the edit');
  });

  it('with editorState null the editor starts with no paragraph, and OnChangePlugin skips the first change', () => {
    const changes: string[] = [];
    const editorRef: { current: LexicalEditor | null } = { current: null };
    render(
      <LexicalComposer initialConfig={{ namespace: 'Docs', onError, editorState: null }}>
        <OnChangePlugin onChange={(state: EditorState) => void changes.push(state.read(() => $getRoot().getTextContent()))} />
        <EditorRefPlugin editorRef={editorRef} />
      </LexicalComposer>,
    );
    const editor = editorRef.current!;
    expect(editor.read(() => $getRoot().getChildrenSize())).toBe(0);
    act(() => setParagraphs(editor, 'first words'));
    expect(changes).toEqual([]);
  });
});

describe('upgrading and react/fast-refresh: errors the production build keeps', () => {
  const builds = [
    ['development', development],
    ['production', prodLexical],
  ] as const;

  it('a transform that never settles throws in development and in production', () => {
    for (const [build, lexical] of builds) {
      const editor = lexical.createEditor({ onError });
      editor.registerNodeTransform(lexical.TextNode, (node) => void node.setTextContent(`${node.getTextContent()}!`));
      const append = () =>
        editor.update(() => void lexical.$getRoot().append(lexical.$createParagraphNode().append(lexical.$createTextNode('x'))), {
          discrete: true,
        });
      expect(append).toThrow(build === 'development' ? /endlessly triggering additional transforms/ : /Minified Lexical error #14\b/);
    }
  });

  it('an unregistered class: $applyNodeReplacement (which $create… functions call) throws in both builds, the bare constructor in development only', () => {
    for (const [build, lexical] of builds) {
      class Unregistered extends lexical.TextNode {
        static getType(): string {
          return 'unregistered';
        }
        static clone(node: Unregistered): Unregistered {
          return new Unregistered(node.__text, node.__key);
        }
      }
      const editor = lexical.createEditor({ onError });
      const viaCreate = () => editor.update(() => void lexical.$applyNodeReplacement(new Unregistered('x')), { discrete: true });
      expect(viaCreate).toThrow(build === 'development' ? /was not configured to be used on the editor/ : /Minified Lexical error #200\b/);
      const bare = () => editor.update(() => void new Unregistered('x'), { discrete: true });
      if (build === 'development') expect(bare).toThrow(/was not configured to be used on the editor/);
      // In development the constructor's own check comes first.
      else expect(bare).not.toThrow();
    }
  });

  it('a class without importJSON gets one made for it; one whose constructor needs an argument makes createEditor throw, in development only', () => {
    for (const [build, lexical] of builds) {
      class NoImport extends lexical.TextNode {
        static getType(): string {
          return 'no-import';
        }
        static clone(node: NoImport): NoImport {
          return new NoImport(node.__text, node.__key);
        }
      }
      const editor = lexical.createEditor({ onError, nodes: [NoImport] });
      editor.update(() => void lexical.$getRoot().append(lexical.$createParagraphNode().append(new NoImport('x'))), { discrete: true });
      const parsed = editor.parseEditorState(JSON.stringify(editor.getEditorState().toJSON()));
      expect(parsed.read(() => lexical.$getRoot().getAllTextNodes()[0] instanceof NoImport)).toBe(true);

      class NeedsText extends lexical.TextNode {
        constructor(text: string, key?: NodeKey) {
          super(text, key);
        }
        static getType(): string {
          return 'needs-text';
        }
        static clone(node: NeedsText): NeedsText {
          return new NeedsText(node.__text, node.__key);
        }
      }
      const register = () => lexical.createEditor({ onError, nodes: [NeedsText] });
      if (build === 'development') expect(register).toThrow(/must implement a static importJSON method/);
      else expect(register).not.toThrow();
    }
  });
});

describe('upgrading: what the 0.35.0 packages do with the old and new APIs', () => {
  it('the …AtSelection table functions throw outside a table, in development and production; they do not return null', () => {
    for (const [table, message] of [
      [{ $insertTableRowAtSelection, $insertTableColumnAtSelection }, /Expected to find a parent TableCellNode/],
      [prodTable, /Minified Lexical error #148\b/],
    ] as const) {
      const editor = createHeadlessEditor({ onError });
      setParagraphs(editor, 'not a table');
      const run = (fn: () => unknown) => () =>
        editor.update(
          () => {
            $getRoot().getAllTextNodes()[0].select(0, 0);
            fn();
          },
          { discrete: true },
        );
      expect(run(() => table.$insertTableRowAtSelection())).toThrow(message);
      expect(run(() => table.$insertTableColumnAtSelection())).toThrow(message);
    }
  });

  it('$nodesOfType reads a cached type map in a committed state and scans the node map only inside an update', () => {
    const source = fs.readFileSync(path.join(root, 'node_modules/lexical/Lexical.dev.js'), 'utf8');
    const body = source.slice(source.indexOf('function $nodesOfType('), source.indexOf('function resolveElement('));
    expect(body).toMatch(/if \(editorState\._readOnly\) \{\s*const nodes = getCachedTypeToNodeMap\(editorState\)/);
    expect(body).toMatch(/for \(const \[, node\] of nodes\)/);
  });

  it('KEY_MODIFIER_COMMAND is still dispatched for a key press with a modifier', () => {
    const editor = attachedEditor();
    setParagraphs(editor, 'text');
    const seen: string[] = [];
    editor.registerCommand(
      KEY_MODIFIER_COMMAND,
      (event) => {
        seen.push(event.key);
        return false;
      },
      COMMAND_PRIORITY_LOW,
    );
    editor.getRootElement()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'm', ctrlKey: true, altKey: true, bubbles: true }));
    editor.getRootElement()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'm', bubbles: true }));
    expect(seen).toEqual(['m']);
    // A KEY_DOWN_COMMAND handler that returns true stops it.
    editor.registerCommand(KEY_DOWN_COMMAND, () => true, COMMAND_PRIORITY_LOW);
    editor.getRootElement()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'n', ctrlKey: true, bubbles: true }));
    expect(seen).toEqual(['m']);
  });

  it('for one text node, getCommonAncestor gives the paragraph and $getCommonAncestor(...)?.commonAncestor the text node', () => {
    const editor = createHeadlessEditor({ onError });
    setParagraphs(editor, 'alone');
    editor.read(() => {
      const text = $getRoot().getAllTextNodes()[0];
      expect(text.getCommonAncestor(text)?.getType()).toBe('paragraph');
      const relation = $getCommonAncestor(text, text);
      expect(relation?.type).toBe('same');
      expect(relation?.commonAncestor).toBe(text);
    });
    // For two different children of the paragraph both forms agree.
    editor.update(() => void $getRoot().getFirstChildOrThrow<ElementNode>().append($createTextNode('b').toggleFormat('bold')), {
      discrete: true,
    });
    editor.read(() => {
      const [a, b] = $getRoot().getAllTextNodes();
      expect(a.getCommonAncestor(b)?.getType()).toBe('paragraph');
      expect($getCommonAncestor(a, b)?.commonAncestor.getType()).toBe('paragraph');
    });
  });

  it('the published types date the skipInitialization default change to 0.21.0', () => {
    const types = fs.readFileSync(path.join(root, 'node_modules/lexical/LexicalEditor.d.ts'), 'utf8');
    expect(types).toMatch(
      /default was previously true for backwards compatibility with <= 0\.16\.1\s+\* but this default has been changed to false as of 0\.21\.0/,
    );
  });
});

describe('concepts/key-management: the node maps before and during a later update', () => {
  it('in the update that creates a node, setTextContent returns the same object; in a later one, a clone under the same key', () => {
    const editor = createEditor({ namespace: 'keys', onError });
    let key = '';
    let paragraphKey = '';
    editor.update(
      () => {
        const text = $createTextNode('hello');
        const paragraph = $createParagraphNode().append(text);
        $getRoot().append(paragraph);
        key = text.getKey();
        paragraphKey = paragraph.getKey();
        expect(text.setTextContent('hello there')).toBe(text);
      },
      { discrete: true },
    );
    const committed = editor.getEditorState();
    expect([...committed._nodeMap.keys()].sort()).toEqual([key, paragraphKey, 'root'].sort());
    editor.update(
      () => {
        const text = $getNodeByKey(key) as TextNode;
        expect(text).toBe(committed._nodeMap.get(key));
        const writable = text.setTextContent('hello world');
        expect(writable).not.toBe(text);
        expect(writable.getKey()).toBe(key);
        expect(writable.is(text)).toBe(true);
        const pending = editor._pendingEditorState!;
        expect(pending._nodeMap.get(key)).toBe(writable);
        expect(pending._nodeMap.get('root')).toBe(committed._nodeMap.get('root'));
        expect(pending._nodeMap.get(paragraphKey)).toBe(committed._nodeMap.get(paragraphKey));
      },
      { discrete: true },
    );
  });

  it('a new editor’s committed map holds only the root', () => {
    const editor = createEditor({ namespace: 'keys', onError });
    expect([...editor.getEditorState()._nodeMap.keys()]).toEqual(['root']);
  });
});

describe('concepts/nested-editors: the nested editor’s state and updates', () => {
  it('setEditorState throws on an empty state, which is what the isEmpty() guard avoids', () => {
    for (const build of [development, prodLexical]) {
      const saved = build.createEditor({ onError }).getEditorState().toJSON();
      const nested = build.createEditor({ onError });
      const state = nested.parseEditorState(saved);
      expect(state.isEmpty()).toBe(true);
      expect(() => nested.setEditorState(state)).toThrow(
        build === prodLexical ? /Minified Lexical error #\d+/ : /the editor state is empty/,
      );
    }
  });

  it('a nested update inside an outer one runs its callback at once; only its commit comes later', async () => {
    const outer = createHeadlessEditor({ onError });
    const nested = createHeadlessEditor({ onError });
    const order: string[] = [];
    outer.update(
      () => {
        nested.update(() => {
          order.push('nested callback');
          expect($getEditor()).toBe(nested);
          $getRoot().append($createParagraphNode().append($createTextNode('inside')));
        });
        order.push('after nested.update()');
        expect(nested.getEditorState().read(() => $getRoot().getTextContent())).toBe('');
      },
      { discrete: true },
    );
    expect(order).toEqual(['nested callback', 'after nested.update()']);
    await Promise.resolve();
    expect(nested.getEditorState().read(() => $getRoot().getTextContent())).toBe('inside');
  });

  it('$getEditor() throws inside editorState.read() and works inside editor.read()', () => {
    const editor = createHeadlessEditor({ onError });
    expect(() => editor.getEditorState().read(() => $getEditor())).toThrow(/Unable to find an active editor/);
    expect(editor.read(() => $getEditor())).toBe(editor);
    expect(editor.getEditorState().read(() => $getEditor(), { editor })).toBe(editor);
  });
});

describe('packages-in-use/lists: ListPlugin on an editor without the list nodes', () => {
  it('throws when it mounts', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <LexicalComposer initialConfig={{ namespace: 'lists', onError }}>
          <ListPlugin />
        </LexicalComposer>,
      ),
    ).toThrow(/ListPlugin: ListNode and\/or ListItemNode not registered on editor/);
    error.mockRestore();
    expect(() =>
      render(
        <LexicalComposer initialConfig={{ namespace: 'lists', nodes: [ListNode, ListItemNode], onError }}>
          <ListPlugin />
        </LexicalComposer>,
      ),
    ).not.toThrow();
  });
});
