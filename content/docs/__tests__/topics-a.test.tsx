/**
 * Claims of four guides, run against the pinned 0.35.0 packages in jsdom: the formatting toolbar
 * (packages-in-use/formatting-toolbar), floating UI at the selection (react/floating-ui), mentions
 * and slash commands (react/mentions-and-slash-commands) and large documents
 * (concepts/large-documents). Each block names the page and the claim it backs.
 */
import fs from 'node:fs';
import path from 'node:path';
import React, { Profiler } from 'react';
import { act, render } from '@testing-library/react';
import { $createCodeNode, $isCodeNode, CodeNode } from '@lexical/code';
import { $getHtmlContent, $getLexicalContent, $insertDataTransferForRichText } from '@lexical/clipboard';
import { createHeadlessEditor } from '@lexical/headless';
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { $createLinkNode, LinkNode } from '@lexical/link';
import {
  $createListItemNode,
  $createListNode,
  $isListNode,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  ListItemNode,
  ListNode,
  registerList,
  REMOVE_LIST_COMMAND,
} from '@lexical/list';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { EditorRefPlugin } from '@lexical/react/LexicalEditorRefPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import {
  LexicalTypeaheadMenuPlugin,
  MenuOption,
  type TriggerFn,
  useBasicTypeaheadTriggerMatch,
} from '@lexical/react/LexicalTypeaheadMenuPlugin';
import { $createHeadingNode, $isHeadingNode, HeadingNode, QuoteNode, registerRichText } from '@lexical/rich-text';
import { $forEachSelectedTextNode, $setBlocksType, createDOMRange } from '@lexical/selection';
import { $findMatchingParent, $getNearestNodeOfType, mergeRegister } from '@lexical/utils';
import {
  $isTextNode,
  $applyNodeReplacement,
  $createNodeSelection,
  $createParagraphNode,
  $createRangeSelection,
  $createTextNode,
  $getNodeByKey,
  $getRoot,
  $getSelection,
  $isElementNode,
  $isRangeSelection,
  $isRootOrShadowRoot,
  $setSelection,
  BLUR_COMMAND,
  COMMAND_PRIORITY_LOW,
  createEditor,
  type DOMConversionMap,
  type DOMConversionOutput,
  type DOMExportOutput,
  type EditorConfig,
  type EditorState,
  ElementNode,
  FORMAT_ELEMENT_COMMAND,
  FORMAT_TEXT_COMMAND,
  type LexicalEditor,
  type LexicalNode,
  type NodeKey,
  ParagraphNode,
  RootNode,
  SELECTION_CHANGE_COMMAND,
  type SerializedTextNode,
  type Spread,
  type TextFormatType,
  TextNode,
} from 'lexical';
import { createPortal } from 'react-dom';

const root = path.resolve(__dirname, '../../..');
const doc = (id: string) => fs.readFileSync(path.join(root, 'content/docs', `${id}.mdx`), 'utf8');
const onError = (error: Error) => {
  throw error;
};

/** A DOM-backed editor (reconciliation, mutation listeners and getElementByKey need a root). */
function domEditor(nodes: ReadonlyArray<typeof LexicalNode> = [], namespace = 'topics-a') {
  const rootElement = document.createElement('div');
  rootElement.contentEditable = 'true';
  document.body.appendChild(rootElement);
  const editor = createEditor({ namespace, nodes: [...nodes], onError });
  editor.setRootElement(rootElement);
  return { editor, rootElement };
}

function paragraphs(editor: LexicalEditor, texts: string[]) {
  editor.update(
    () => {
      $getRoot()
        .clear()
        .append(...texts.map((text) => $createParagraphNode().append($createTextNode(text))));
    },
    { discrete: true },
  );
}

function blockTypes(editor: LexicalEditor): string[] {
  return editor.read(() =>
    $getRoot()
      .getChildren()
      .map((node) => node.getType()),
  );
}

// ---------------------------------------------------------------------------------------------
// packages-in-use/formatting-toolbar
// ---------------------------------------------------------------------------------------------

/** The toolbar's state, as the page's $readToolbarState computes it. */
function $readToolbarState() {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return null;
  const anchorNode = selection.anchor.getNode();
  const block = $isRootOrShadowRoot(anchorNode)
    ? anchorNode
    : $findMatchingParent(anchorNode, (node) => {
        const parent = node.getParent();
        return parent !== null && $isRootOrShadowRoot(parent);
      });
  let blockType = 'paragraph';
  if ($isListNode(block)) blockType = ($getNearestNodeOfType(anchorNode, ListNode) ?? block).getListType();
  else if ($isHeadingNode(block)) blockType = block.getTag();
  else if ($isCodeNode(block)) blockType = 'code';
  else if (block !== null) blockType = block.getType();
  return { blockType, bold: selection.hasFormat('bold') };
}

describe('formatting-toolbar: $setBlocksType', () => {
  it('replaces each selected block, keeps its children and copies alignment and indent', () => {
    const editor = createHeadlessEditor({ nodes: [HeadingNode, QuoteNode], onError });
    paragraphs(editor, ['one', 'two', 'three']);
    editor.update(
      () => {
        const [first, second] = $getRoot().getChildren() as ParagraphNode[];
        first.setFormat('center').setIndent(1);
        const selection = $createRangeSelection();
        selection.anchor.set(first.getFirstChildOrThrow().getKey(), 1, 'text');
        selection.focus.set(second.getFirstChildOrThrow().getKey(), 1, 'text');
        $setSelection(selection);
        $setBlocksType($getSelection(), () => $createHeadingNode('h2'));
      },
      { discrete: true },
    );
    expect(blockTypes(editor)).toEqual(['heading', 'heading', 'paragraph']);
    editor.read(() => {
      const heading = $getRoot().getFirstChildOrThrow<ElementNode>();
      expect(heading.getFormatType()).toBe('center');
      expect(heading.getIndent()).toBe(1);
      expect(heading.getTextContent()).toBe('one');
      // The selection was moved onto the new blocks.
      const selection = $getSelection();
      expect($isRangeSelection(selection) && selection.anchor.getNode().getParent()?.getType()).toBe('heading');
    });
  });

  it('on an item in the middle of a list, takes the item out and splits the list in two', () => {
    const editor = createHeadlessEditor({ nodes: [HeadingNode, ListNode, ListItemNode], onError });
    editor.update(
      () => {
        const list = $createListNode('bullet');
        for (const text of ['a', 'b', 'c']) list.append($createListItemNode().append($createTextNode(text)));
        $getRoot().clear().append(list);
        ($getRoot().getAllTextNodes()[1] as TextNode).select(0, 0);
        $setBlocksType($getSelection(), () => $createHeadingNode('h3'));
      },
      { discrete: true },
    );
    expect(blockTypes(editor)).toEqual(['list', 'heading', 'list']);
  });

  it('turns blocks into a code block and back, keeping the text', () => {
    const editor = createHeadlessEditor({ nodes: [CodeNode], onError });
    paragraphs(editor, ['const a = 1;']);
    editor.update(
      () => {
        $getRoot().getAllTextNodes()[0].select(0, 0);
        $setBlocksType($getSelection(), () => $createCodeNode('javascript'));
      },
      { discrete: true },
    );
    expect(blockTypes(editor)).toEqual(['code']);
    editor.update(() => $setBlocksType($getSelection(), () => $createParagraphNode()), { discrete: true });
    expect(blockTypes(editor)).toEqual(['paragraph']);
    expect(editor.read(() => $getRoot().getTextContent())).toBe('const a = 1;');
  });
});

describe('formatting-toolbar: list commands do not toggle', () => {
  it('a second INSERT_UNORDERED_LIST_COMMAND leaves the list; REMOVE_LIST_COMMAND removes it; the other type converts it', () => {
    const editor = createHeadlessEditor({ nodes: [ListNode, ListItemNode], onError });
    registerList(editor);
    paragraphs(editor, ['item']);
    editor.update(() => $getRoot().getAllTextNodes()[0].select(0, 0), { discrete: true });
    editor.update(() => editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined), { discrete: true });
    expect(blockTypes(editor)).toEqual(['list']);
    editor.update(() => editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined), { discrete: true });
    expect(blockTypes(editor)).toEqual(['list']);
    editor.update(() => editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined), { discrete: true });
    expect(editor.read(() => ($getRoot().getFirstChildOrThrow() as ListNode).getListType())).toBe('number');
    editor.update(() => editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined), { discrete: true });
    expect(blockTypes(editor)).toEqual(['paragraph']);
  });

  it('a command dispatched inside an update has run its handlers before dispatchCommand returns', () => {
    const editor = createHeadlessEditor({ nodes: [ListNode, ListItemNode], onError });
    registerList(editor);
    paragraphs(editor, ['item']);
    editor.update(
      () => {
        $getRoot().getAllTextNodes()[0].select(0, 0);
        editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined);
        expect($getRoot().getFirstChildOrThrow().getType()).toBe('list');
      },
      { discrete: true },
    );
  });

  it('without registerList, the list commands do nothing', () => {
    const editor = createHeadlessEditor({ nodes: [ListNode, ListItemNode], onError });
    paragraphs(editor, ['item']);
    editor.update(() => $getRoot().getAllTextNodes()[0].select(0, 0), { discrete: true });
    let handled = true;
    editor.update(() => (handled = editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined)), { discrete: true });
    expect(handled).toBe(false);
    expect(blockTypes(editor)).toEqual(['paragraph']);
  });
});

describe('formatting-toolbar: FORMAT_ELEMENT_COMMAND', () => {
  it('aligns every block the selection touches, skipping inline parents such as links', () => {
    const editor = createHeadlessEditor({ nodes: [LinkNode], onError });
    registerRichText(editor);
    editor.update(
      () => {
        const first = $createParagraphNode().append($createLinkNode('https://example.com').append($createTextNode('link')));
        const second = $createParagraphNode().append($createTextNode('two'));
        $getRoot()
          .clear()
          .append(first, second, $createParagraphNode().append($createTextNode('three')));
        const selection = $createRangeSelection();
        selection.anchor.set(first.getAllTextNodes()[0].getKey(), 1, 'text');
        selection.focus.set(second.getAllTextNodes()[0].getKey(), 1, 'text');
        $setSelection(selection);
      },
      { discrete: true },
    );
    editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, 'center');
    editor.read(() => {
      const [first, second, third] = $getRoot().getChildren() as ElementNode[];
      expect([first.getFormatType(), second.getFormatType(), third.getFormatType()]).toEqual(['center', 'center', '']);
      expect((first.getFirstChildOrThrow() as ElementNode).getFormatType()).toBe('');
    });
  });

  it('in a list, the item is the nearest block, so the item is aligned and the list is not', () => {
    const editor = createHeadlessEditor({ nodes: [ListNode, ListItemNode], onError });
    registerRichText(editor);
    editor.update(
      () => {
        const list = $createListNode('bullet').append(
          $createListItemNode().append($createTextNode('a')),
          $createListItemNode().append($createTextNode('b')),
        );
        $getRoot().clear().append(list);
        $getRoot().getAllTextNodes()[1].select(0, 0);
      },
      { discrete: true },
    );
    editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, 'right');
    editor.read(() => {
      const list = $getRoot().getFirstChildOrThrow<ListNode>();
      const [first, second] = list.getChildren() as ListItemNode[];
      expect([list.getFormatType(), first.getFormatType(), second.getFormatType()]).toEqual(['', '', 'right']);
    });
  });

  it('without a rich-text registration nothing handles it', () => {
    const editor = createHeadlessEditor({ onError });
    paragraphs(editor, ['one']);
    editor.update(() => $getRoot().getAllTextNodes()[0].select(0, 0), { discrete: true });
    expect(editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, 'right')).toBe(false);
  });
});

describe('formatting-toolbar: reading button state from the selection', () => {
  it('hasFormat on a caret reports a format toggled for the next typed text, before any text has it', () => {
    const editor = createHeadlessEditor({ onError });
    registerRichText(editor);
    paragraphs(editor, ['plain']);
    editor.update(() => $getRoot().getAllTextNodes()[0].select(5, 5), { discrete: true });
    editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold');
    editor.read(() => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) throw new Error('expected a range selection');
      expect(selection.hasFormat('bold')).toBe(true);
      const anchorNode = selection.anchor.getNode();
      expect($isTextNode(anchorNode) && anchorNode.hasFormat('bold')).toBe(false);
    });
  });

  it('$getNearestNodeOfType finds the innermost list, so a nested numbered list reads as "number"', () => {
    const editor = createHeadlessEditor({ nodes: [ListNode, ListItemNode, HeadingNode, CodeNode], onError });
    editor.update(
      () => {
        const inner = $createListNode('number').append($createListItemNode().append($createTextNode('inner')));
        const outer = $createListNode('bullet').append(
          $createListItemNode().append($createTextNode('outer')),
          $createListItemNode().append(inner),
        );
        $getRoot()
          .clear()
          .append(outer, $createHeadingNode('h2').append($createTextNode('title')));
        $getRoot().getAllTextNodes()[1].select(1, 1);
      },
      { discrete: true },
    );
    expect(editor.read($readToolbarState)?.blockType).toBe('number');
    editor.update(() => $getRoot().getAllTextNodes()[0].select(1, 1), { discrete: true });
    expect(editor.read($readToolbarState)?.blockType).toBe('bullet');
    editor.update(() => $getRoot().getAllTextNodes()[2].select(1, 1), { discrete: true });
    expect(editor.read($readToolbarState)?.blockType).toBe('h2');
  });

  it('update listeners run on selection-only updates; SELECTION_CHANGE_COMMAND only comes from the selectionchange that answers the DOM write', () => {
    const { editor } = domEditor();
    paragraphs(editor, ['hello world']);
    let updates = 0;
    let selectionChanges = 0;
    editor.registerUpdateListener(() => updates++);
    editor.registerCommand(
      SELECTION_CHANGE_COMMAND,
      () => {
        selectionChanges++;
        return false;
      },
      COMMAND_PRIORITY_LOW,
    );
    editor.update(() => $getRoot().getAllTextNodes()[0].select(0, 5), { discrete: true });
    expect(updates).toBe(1);
    expect(selectionChanges).toBe(0);
    // A browser answers the range Lexical wrote to the DOM with a selectionchange (jsdom 20 does
    // not, so the test fires it); handling it dispatches the command.
    document.dispatchEvent(new Event('selectionchange'));
    editor.read(() => {});
    expect(selectionChanges).toBe(1);
    // A node selection set by code does dispatch it, once the update is committed.
    editor.update(
      () => {
        const selection = $createNodeSelection();
        selection.add($getRoot().getFirstChildOrThrow().getKey());
        $setSelection(selection);
      },
      { discrete: true },
    );
    expect(selectionChanges).toBe(2);
  });

  it('the clear-formatting helper resets only the selected characters', () => {
    const editor = createHeadlessEditor({ onError });
    editor.update(
      () => {
        const text = $createTextNode('bold text').setFormat('bold').setStyle('color: red');
        $getRoot().clear().append($createParagraphNode().append(text));
        text.select(0, 4);
        $forEachSelectedTextNode((node) => {
          node.setFormat(0);
          node.setStyle('');
        });
      },
      { discrete: true },
    );
    editor.read(() => {
      const [cleared, kept] = $getRoot().getAllTextNodes();
      expect([cleared.getTextContent(), cleared.getFormat(), cleared.getStyle()]).toEqual(['bold', 0, '']);
      expect([kept.getTextContent(), kept.hasFormat('bold'), kept.getStyle()]).toEqual([' text', true, 'color: red']);
    });
  });
});

// ---------------------------------------------------------------------------------------------
// react/floating-ui
// ---------------------------------------------------------------------------------------------

describe('floating-ui: the DOM behind the selection', () => {
  it('an update listener can read the element of a node created in that update', () => {
    const { editor } = domEditor();
    const seen: Array<string | undefined> = [];
    editor.registerUpdateListener(({ editorState }) => {
      editorState.read(() => {
        const paragraph = $getRoot().getLastChild();
        if (paragraph !== null) seen.push(editor.getElementByKey(paragraph.getKey())?.tagName);
      });
    });
    paragraphs(editor, ['new']);
    expect(seen).toEqual(['P']);
  });

  it('without a root element there is nothing to measure; a headless editor refuses to be asked', () => {
    const editor = createEditor({ onError });
    paragraphs(editor, ['x']);
    const key = editor.read(() => $getRoot().getFirstChildOrThrow().getKey());
    expect(editor.getElementByKey(key)).toBeNull();
    const headless = createHeadlessEditor({ onError });
    expect(() => headless.getElementByKey(key)).toThrow(/not supported in headless mode/);
  });

  it('createDOMRange builds a DOM Range over the selected characters', () => {
    const { editor } = domEditor();
    paragraphs(editor, ['hello floating world']);
    const range = editor.read(() => {
      const text = $getRoot().getAllTextNodes()[0];
      return createDOMRange(editor, text, 6, text, 14);
    });
    expect(range?.toString()).toBe('floating');
  });

  it('createDOMRange orders a backward selection itself', () => {
    const { editor } = domEditor();
    paragraphs(editor, ['hello floating world']);
    const range = editor.read(() => {
      const text = $getRoot().getAllTextNodes()[0];
      return createDOMRange(editor, text, 14, text, 6);
    });
    expect(range?.toString()).toBe('floating');
  });

  it('inside editor.update, a node created in that update has no element yet', () => {
    const { editor } = domEditor();
    let during: HTMLElement | null | undefined;
    let key = '';
    editor.update(
      () => {
        const paragraph = $createParagraphNode();
        $getRoot().append(paragraph);
        key = paragraph.getKey();
        during = editor.getElementByKey(key);
      },
      { discrete: true },
    );
    expect(during).toBeNull();
    expect(editor.getElementByKey(key)?.tagName).toBe('P');
  });

  it('a blur of the root element dispatches BLUR_COMMAND, runs no update and keeps the selection', () => {
    const { editor, rootElement } = domEditor();
    paragraphs(editor, ['hello']);
    editor.update(() => $getRoot().getAllTextNodes()[0].select(0, 5), { discrete: true });
    const blurs: FocusEvent[] = [];
    let updates = 0;
    editor.registerUpdateListener(() => updates++);
    editor.registerCommand(
      BLUR_COMMAND,
      (event) => {
        blurs.push(event);
        return false;
      },
      COMMAND_PRIORITY_LOW,
    );
    rootElement.dispatchEvent(new FocusEvent('blur'));
    expect(blurs).toHaveLength(1);
    expect(updates).toBe(0);
    editor.read(() => {
      const selection = $getSelection();
      expect($isRangeSelection(selection) && selection.getTextContent()).toBe('hello');
    });
  });

  it('a read-only editor does not dispatch BLUR_COMMAND', () => {
    const { editor, rootElement } = domEditor();
    editor.setEditable(false);
    let blurs = 0;
    editor.registerCommand(
      BLUR_COMMAND,
      () => {
        blurs++;
        return false;
      },
      COMMAND_PRIORITY_LOW,
    );
    rootElement.dispatchEvent(new FocusEvent('blur'));
    expect(blurs).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------
// react/mentions-and-slash-commands
// ---------------------------------------------------------------------------------------------

type SerializedMentionNode = Spread<{ mentionName: string }, SerializedTextNode>;

// The elements that the core's HTML import reads as text formats.
const FORMAT_TAGS: Array<[TextFormatType, string]> = [
  ['bold', 'b'],
  ['italic', 'i'],
  ['underline', 'u'],
  ['strikethrough', 's'],
  ['code', 'code'],
  ['highlight', 'mark'],
  ['subscript', 'sub'],
  ['superscript', 'sup'],
];

function $convertMentionElement(domNode: HTMLElement): DOMConversionOutput | null {
  const name = domNode.getAttribute('data-mention');
  return name === null ? null : { node: $createMentionNode(name) };
}

/** The page's MentionNode, copied verbatim. */
class MentionNode extends TextNode {
  __mention: string;

  static getType(): string {
    return 'mention';
  }

  static clone(node: MentionNode): MentionNode {
    return new MentionNode(node.__mention, node.__text, node.__key);
  }

  static importJSON(json: SerializedMentionNode): MentionNode {
    return $createMentionNode(json.mentionName).updateFromJSON(json);
  }

  static importDOM(): DOMConversionMap | null {
    return {
      span: (domNode: HTMLElement) => (domNode.hasAttribute('data-mention') ? { conversion: $convertMentionElement, priority: 1 } : null),
    };
  }

  constructor(mentionName: string, text?: string, key?: NodeKey) {
    super(text ?? `@${mentionName}`, key);
    this.__mention = mentionName;
  }

  getMentionName(): string {
    return this.getLatest().__mention;
  }

  exportJSON(): SerializedMentionNode {
    return { ...super.exportJSON(), mentionName: this.getMentionName() };
  }

  createDOM(config: EditorConfig): HTMLElement {
    const dom = super.createDOM(config);
    dom.classList.add('mention');
    dom.spellcheck = false;
    return dom;
  }

  exportDOM(): DOMExportOutput {
    const span = document.createElement('span');
    span.setAttribute('data-mention', this.getMentionName());
    span.className = 'mention';
    span.textContent = this.getTextContent();
    // Formats go in wrapping elements: the import's conversions for <b>, <i> and the rest
    // apply them to the mention that the span turns into.
    let element: HTMLElement = span;
    for (const [format, tag] of FORMAT_TAGS) {
      if (this.hasFormat(format)) {
        const wrapper = document.createElement(tag);
        wrapper.append(element);
        element = wrapper;
      }
    }
    return { element };
  }

  isTextEntity(): true {
    return true;
  }

  canInsertTextBefore(): boolean {
    return false;
  }

  canInsertTextAfter(): boolean {
    return false;
  }
}

function $createMentionNode(mentionName: string): MentionNode {
  return $applyNodeReplacement(new MentionNode(mentionName).setMode('token'));
}

function $isMentionNode(node: LexicalNode | null | undefined): node is MentionNode {
  return node instanceof MentionNode;
}

function mentionEditor(namespace = 'mentions', withDOM = false) {
  const editor = withDOM ? domEditor([MentionNode], namespace).editor : createHeadlessEditor({ namespace, nodes: [MentionNode], onError });
  registerRichText(editor);
  editor.update(
    () => {
      $getRoot()
        .clear()
        .append($createParagraphNode().append($createTextNode('hi '), $createMentionNode('Ada Lovelace'), $createTextNode(' there')));
    },
    { discrete: true },
  );
  return editor;
}

/** A stand-in for the clipboard's DataTransfer: only getData is read by the paste path. */
function dataTransfer(data: Record<string, string>): DataTransfer {
  return { getData: (type: string) => data[type] ?? '' } as unknown as DataTransfer;
}

function pasteInto(editor: LexicalEditor, data: Record<string, string>) {
  editor.update(
    () => {
      $getRoot().clear().append($createParagraphNode()).selectEnd();
      $insertDataTransferForRichText(dataTransfer(data), $getSelection()!, editor);
    },
    { discrete: true },
  );
  return editor.read(() =>
    $getRoot()
      .getAllTextNodes()
      .map((node) => [node.getType(), node.getTextContent()]),
  );
}

describe('mentions: the MentionNode round trips', () => {
  it('JSON: exportJSON writes the type and the name, and the state parses back into a MentionNode', () => {
    const editor = mentionEditor();
    const json = editor.getEditorState().toJSON();
    const paragraph = json.root.children[0] as unknown as { children: Array<Record<string, unknown>> };
    expect(paragraph.children[1]).toMatchObject({ type: 'mention', mentionName: 'Ada Lovelace', text: '@Ada Lovelace', mode: 'token' });
    const copy = mentionEditor();
    copy.setEditorState(copy.parseEditorState(JSON.stringify(json)));
    copy.read(() => {
      const mention = $getRoot().getAllTextNodes()[1];
      expect($isMentionNode(mention) && mention.getMentionName()).toBe('Ada Lovelace');
    });
  });

  it('HTML: exportDOM writes the data attribute and importDOM reads it back', () => {
    const editor = mentionEditor();
    const html = editor.read(() => $generateHtmlFromNodes(editor, null));
    expect(html).toContain('<span data-mention="Ada Lovelace" class="mention">@Ada Lovelace</span>');
    const other = createHeadlessEditor({ nodes: [MentionNode], onError });
    other.update(
      () => {
        const nodes = $generateNodesFromDOM(other, new DOMParser().parseFromString(html, 'text/html'));
        const mentions = nodes.flatMap((node) => ($isElementNode(node) ? node.getChildren() : [node])).filter($isMentionNode);
        expect(mentions.map((node) => node.getMentionName())).toEqual(['Ada Lovelace']);
      },
      { discrete: true },
    );
  });

  it('a token-mode mention goes as a whole when a deletion touches part of it', () => {
    // A backspace extends the selection by one character and removes the text it covers
    // (RangeSelection.deleteCharacter); removing part of a token removes the whole node.
    const editor = mentionEditor();
    editor.update(
      () => {
        const mention = $getRoot().getAllTextNodes()[1];
        const selection = mention.select(12, 13);
        selection.removeText();
      },
      { discrete: true },
    );
    expect(editor.read(() => $getRoot().getTextContent())).toBe('hi  there');
    // A plain text node loses only the selected character.
    editor.update(() => $getRoot().getAllTextNodes()[0].select(1, 2).removeText(), { discrete: true });
    expect(editor.read(() => $getRoot().getTextContent())).toBe('h  there');
  });

  it('typing at the end of a mention goes into a new text node, not into the mention', () => {
    const editor = mentionEditor();
    editor.update(() => $getRoot().getAllTextNodes()[1].selectEnd(), { discrete: true });
    editor.update(
      () => {
        const selection = $getSelection();
        if ($isRangeSelection(selection)) selection.insertText('!');
      },
      { discrete: true },
    );
    editor.read(() => {
      const mention = $getRoot().getAllTextNodes().find($isMentionNode);
      expect(mention?.getTextContent()).toBe('@Ada Lovelace');
      expect($getRoot().getTextContent()).toBe('hi @Ada Lovelace! there');
    });
  });
});

describe('mentions: copy and paste', () => {
  function clipboardOf(editor: LexicalEditor) {
    let data: Record<string, string> = {};
    // The clipboard helpers clone nodes, so they need an update (Lexical's own copy handler runs in one).
    editor.update(
      () => {
        const selection = $createRangeSelection();
        const texts = $getRoot().getAllTextNodes();
        selection.anchor.set(texts[0].getKey(), 0, 'text');
        selection.focus.set(texts[2].getKey(), texts[2].getTextContentSize(), 'text');
        data = {
          'application/x-lexical-editor': $getLexicalContent(editor, selection) ?? '',
          'text/html': $getHtmlContent(editor, selection),
          'text/plain': selection.getTextContent(),
        };
      },
      { discrete: true },
    );
    return data;
  }

  it('the clipboard helpers refuse to run in a read', () => {
    const editor = mentionEditor('notes');
    const read = () =>
      editor.read(() => {
        const texts = $getRoot().getAllTextNodes();
        const selection = $createRangeSelection();
        selection.anchor.set(texts[0].getKey(), 0, 'text');
        selection.focus.set(texts[2].getKey(), 2, 'text');
        return $getLexicalContent(editor, selection);
      });
    expect(read).toThrow(/read-only mode/);
  });

  it('a paste into an editor of the same namespace goes through JSON (importJSON)', () => {
    const data = clipboardOf(mentionEditor('notes'));
    expect(JSON.parse(data['application/x-lexical-editor'])).toMatchObject({ namespace: 'notes' });
    expect(pasteInto(mentionEditor('notes'), data)).toContainEqual(['mention', '@Ada Lovelace']);
  });

  it('another namespace ignores the JSON and reads the HTML, so importDOM decides', () => {
    const data = clipboardOf(mentionEditor('notes'));
    const spy = jest.spyOn(MentionNode, 'importJSON');
    const pasted = pasteInto(mentionEditor('comments'), data);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
    expect(pasted).toContainEqual(['mention', '@Ada Lovelace']);
  });

  it('plain text alone gives plain text', () => {
    const data = clipboardOf(mentionEditor('notes'));
    expect(pasteInto(mentionEditor('comments'), { 'text/plain': data['text/plain'] })).toEqual([['text', 'hi @Ada Lovelace there']]);
  });
});

describe('mentions: useBasicTypeaheadTriggerMatch', () => {
  function triggerFnOf(options: Parameters<typeof useBasicTypeaheadTriggerMatch>[1], trigger = '@') {
    const result: { current: TriggerFn | null } = { current: null };
    function Probe() {
      result.current = useBasicTypeaheadTriggerMatch(trigger, options);
      return null;
    }
    render(<Probe />);
    return result.current!;
  }
  const editor = createHeadlessEditor({ onError });

  it('matches the trigger at the start or after whitespace, and reports the query and the text to replace', () => {
    const match = triggerFnOf({});
    expect(match('hi @ad', editor)).toEqual({ leadOffset: 3, matchingString: 'ad', replaceableString: '@ad' });
    expect(match('@ad', editor)).toEqual({ leadOffset: 0, matchingString: 'ad', replaceableString: '@ad' });
    expect(match('(@ad', editor)?.matchingString).toBe('ad');
    expect(match('mail@ad', editor)).toBeNull();
  });

  it('needs one character after the trigger unless minLength is 0', () => {
    expect(triggerFnOf({})('hi @', editor)).toBeNull();
    expect(triggerFnOf({ minLength: 0 })('hi @', editor)).toEqual({ leadOffset: 3, matchingString: '', replaceableString: '@' });
  });

  it('stops at whitespace and punctuation unless told otherwise', () => {
    expect(triggerFnOf({})('@ada love', editor)).toBeNull();
    expect(triggerFnOf({ allowWhitespace: true })('@ada love', editor)?.matchingString).toBe('ada love');
    expect(triggerFnOf({})('@ada.', editor)).toBeNull();
    expect(triggerFnOf({ maxLength: 3 })('@adal', editor)).toBeNull();
  });
});

describe('mentions: LexicalTypeaheadMenuPlugin in an editor', () => {
  class PersonOption extends MenuOption {
    constructor(readonly name: string) {
      super(name);
    }
  }
  const PEOPLE = ['Ada Lovelace', 'Alan Turing', 'Grace Hopper'];
  // jsdom does no layout: give Range the measuring methods the menu calls to place itself.
  beforeAll(() => {
    Range.prototype.getBoundingClientRect = () => ({
      x: 0,
      y: 0,
      top: 0,
      left: 0,
      bottom: 0,
      right: 0,
      width: 0,
      height: 0,
      toJSON: () => ({}),
    });
    Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
    // The menu repositions itself on resize; jsdom has no ResizeObserver.
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });

  function MentionsProbe({ queries }: { queries: Array<string | null> }) {
    const [query, setQuery] = React.useState<string | null>(null);
    const triggerFn = useBasicTypeaheadTriggerMatch('@', { minLength: 0 });
    const options = React.useMemo(
      () =>
        query === null
          ? []
          : PEOPLE.filter((name) => name.toLowerCase().includes(query.toLowerCase())).map((name) => new PersonOption(name)),
      [query],
    );
    return (
      <LexicalTypeaheadMenuPlugin<PersonOption>
        options={options}
        triggerFn={triggerFn}
        onQueryChange={(next) => {
          queries.push(next);
          setQuery(next);
        }}
        onSelectOption={(option, nodeToReplace, closeMenu) => {
          const mention = $createMentionNode(option.name);
          if (nodeToReplace !== null) nodeToReplace.replace(mention);
          mention.insertAfter($createTextNode(' ')).selectEnd();
          closeMenu();
        }}
        menuRenderFn={(anchorElementRef, { selectOptionAndCleanUp }) =>
          anchorElementRef.current !== null && options.length > 0
            ? createPortal(
                <ul id="typeahead-menu">
                  {options.map((option) => (
                    <li key={option.key}>
                      <button type="button" data-testid={option.key} onClick={() => selectOptionAndCleanUp(option)}>
                        {option.name}
                      </button>
                    </li>
                  ))}
                </ul>,
                anchorElementRef.current,
              )
            : null
        }
      />
    );
  }

  function renderMentions() {
    const queries: Array<string | null> = [];
    const editorRef: { current: LexicalEditor | null } = { current: null };
    const view = render(
      <LexicalComposer initialConfig={{ namespace: 'typeahead', nodes: [MentionNode], onError }}>
        <RichTextPlugin contentEditable={<ContentEditable />} ErrorBoundary={LexicalErrorBoundary} />
        <MentionsProbe queries={queries} />
        <EditorRefPlugin editorRef={editorRef} />
      </LexicalComposer>,
    );
    return { view, queries, editor: editorRef.current! };
  }

  async function typeState(editor: LexicalEditor, build: () => TextNode) {
    await act(async () => {
      editor.focus();
      editor.update(() => {
        const text = build();
        text.selectEnd();
      });
    });
  }

  it('reports the query of the text before the caret, and null when it stops matching', async () => {
    const { editor, queries } = renderMentions();
    await typeState(editor, () => {
      const text = $createTextNode('hi @al');
      $getRoot().clear().append($createParagraphNode().append(text));
      return text;
    });
    expect(queries.at(-1)).toBe('al');
    await typeState(editor, () => {
      const text = $createTextNode('mail@al');
      $getRoot().clear().append($createParagraphNode().append(text));
      return text;
    });
    expect(queries.at(-1)).toBeNull();
  });

  it('sees only the text node that holds the caret: a bold trigger before plain text does not match', async () => {
    const { editor, queries } = renderMentions();
    await typeState(editor, () => {
      const text = $createTextNode('al');
      $getRoot()
        .clear()
        .append($createParagraphNode().append($createTextNode('hi @').setFormat('bold'), text));
      return text;
    });
    expect(queries.at(-1)).toBeNull();
  });

  /**
   * Types the state, then runs a second of the plugin's timers at once on Jest's fake clock
   * (the menu's transition and positioning): whatever would open has opened, with no real wait.
   */
  async function typeAndSettle(build: () => TextNode) {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      const rendered = renderMentions();
      await typeState(rendered.editor, build);
      await act(async () => {
        jest.advanceTimersByTime(1000);
      });
      return rendered;
    } finally {
      jest.useRealTimers();
    }
  }

  it('does not open on a trigger that starts right after a text entity such as a mention', async () => {
    const { view, queries } = await typeAndSettle(() => {
      const text = $createTextNode('@al');
      $getRoot()
        .clear()
        .append($createParagraphNode().append($createMentionNode('Ada Lovelace'), text));
      return text;
    });
    // The query is still reported, but no menu is opened for it.
    expect(queries.at(-1)).toBe('al');
    expect(view.queryByTestId('Alan Turing')).toBeNull();
  });

  it('opens, on the same settled clock, for the same trigger after plain text (the control of the case above)', async () => {
    const { view, queries } = await typeAndSettle(() => {
      const text = $createTextNode('@al');
      $getRoot()
        .clear()
        .append($createParagraphNode().append($createTextNode('Ada '), text));
      return text;
    });
    expect(queries.at(-1)).toBe('al');
    expect(view.queryByTestId('Alan Turing')).not.toBeNull();
  });

  it('choosing an option hands onSelectOption the node holding exactly the typed trigger and query', async () => {
    const { editor, view } = renderMentions();
    await typeState(editor, () => {
      const text = $createTextNode('hi @al');
      $getRoot().clear().append($createParagraphNode().append(text));
      return text;
    });
    const item = await view.findByTestId('Alan Turing');
    expect(view.queryByTestId('Grace Hopper')).toBeNull();
    expect(editor.getRootElement()?.getAttribute('aria-activedescendant')).toBe('typeahead-item-0');
    await act(async () => item.click());
    editor.read(() => {
      const nodes = $getRoot().getAllTextNodes();
      expect(nodes.map((node) => [node.getType(), node.getTextContent()])).toEqual([
        ['text', 'hi '],
        ['mention', '@Alan Turing'],
        ['text', ' '],
      ]);
    });
  });
});

// ---------------------------------------------------------------------------------------------
// concepts/large-documents
// ---------------------------------------------------------------------------------------------

function bigDocument(count: number) {
  const { editor, rootElement } = domEditor();
  paragraphs(
    editor,
    Array.from({ length: count }, (_, i) => `paragraph ${i}`),
  );
  return { editor, rootElement };
}

function typeInto(editor: LexicalEditor, index: number, text: string) {
  editor.update(
    () => {
      const node = $getRoot().getChildAtIndex<ParagraphNode>(index)!.getFirstChildOrThrow<TextNode>();
      node.select(node.getTextContentSize(), node.getTextContentSize()).insertText(text);
    },
    { discrete: true },
  );
}

describe('large-documents: what one keystroke touches', () => {
  it('dirtyLeaves holds the edited text node; dirtyElements its paragraph (marked as not changed on purpose) and the root', () => {
    const { editor } = bigDocument(1000);
    const reports: Array<{ leaves: string[]; elements: Array<[string, boolean]> }> = [];
    editor.registerUpdateListener(({ dirtyElements, dirtyLeaves }) => {
      reports.push({ leaves: [...dirtyLeaves], elements: [...dirtyElements] });
    });
    const [paragraphKey, textKey] = editor.read(() => {
      const paragraph = $getRoot().getChildAtIndex<ParagraphNode>(500)!;
      return [paragraph.getKey(), paragraph.getFirstChildOrThrow().getKey()];
    });
    typeInto(editor, 500, 'x');
    expect(reports).toHaveLength(1);
    expect(reports[0].leaves).toEqual([textKey]);
    expect(new Map(reports[0].elements)).toEqual(
      new Map([
        // The root is rewritten on each commit that changes text (it caches the document's text).
        ['root', true],
        [paragraphKey, false],
      ]),
    );
    // A selection-only update: both empty.
    editor.update(() => $getRoot().getFirstDescendant<TextNode>()!.select(0, 0), { discrete: true });
    expect(reports[1]).toEqual({ leaves: [], elements: [] });
  });

  it('the reconciler leaves the DOM of untouched paragraphs alone', () => {
    const { editor } = bigDocument(200);
    const keys = editor.read(() =>
      $getRoot()
        .getChildren()
        .map((node) => node.getKey()),
    );
    const before = keys.map((key) => editor.getElementByKey(key));
    const observed: MutationRecord[] = [];
    const observer = new MutationObserver((records) => observed.push(...records));
    observer.observe(editor.getRootElement()!, { subtree: true, childList: true, characterData: true });
    typeInto(editor, 100, 'x');
    observed.push(...observer.takeRecords());
    observer.disconnect();
    expect(keys.map((key) => editor.getElementByKey(key))).toEqual(before);
    const touched = new Set(observed.map((record) => (record.target as Node).parentElement?.closest('p') ?? record.target));
    expect([...touched]).toEqual([before[100]]);
  });

  it('a TextNode transform runs for the edited node only; a RootNode transform runs on every content change', () => {
    const { editor } = bigDocument(500);
    let textRuns = 0;
    let rootRuns = 0;
    editor.registerNodeTransform(TextNode, () => void textRuns++);
    editor.registerNodeTransform(RootNode, () => void rootRuns++);
    // Registering marks every node of the class dirty once: the next update visits all 500.
    editor.update(() => undefined, { discrete: true });
    expect(textRuns).toBeGreaterThanOrEqual(500);
    textRuns = 0;
    rootRuns = 0;
    typeInto(editor, 10, 'a');
    typeInto(editor, 20, 'b');
    expect(textRuns).toBe(2);
    expect(rootRuns).toBe(2);
  });

  it('editor.update is batched: listeners run after a microtask unless the update is discrete', async () => {
    const { editor } = bigDocument(3);
    let updates = 0;
    editor.registerUpdateListener(() => updates++);
    editor.update(() => $getRoot().getFirstDescendant<TextNode>()!.setTextContent('a'));
    editor.update(() => $getRoot().getFirstDescendant<TextNode>()!.setTextContent('ab'));
    expect(updates).toBe(0);
    await Promise.resolve();
    expect(updates).toBe(1);
    editor.update(() => $getRoot().getFirstDescendant<TextNode>()!.setTextContent('abc'), { discrete: true });
    expect(updates).toBe(2);
  });
});

describe('large-documents: reading the text', () => {
  it('after a commit with a root element, the root text is cached; inside an update and headless it is recomputed', () => {
    const spy = jest.spyOn(ElementNode.prototype, 'getTextContent');
    const { editor } = bigDocument(300);
    typeInto(editor, 1, 'x');
    spy.mockClear();
    const text = editor.read(() => $getRoot().getTextContent());
    expect(text).toContain('paragraph 1x');
    expect(spy).not.toHaveBeenCalled();
    // In an update that has changed nothing yet, the cache still answers.
    editor.update(() => void $getRoot().getTextContent(), { discrete: true });
    expect(spy).not.toHaveBeenCalled();
    // Once the update has changed a node, the whole tree is walked.
    editor.update(
      () => {
        $getRoot().getFirstDescendant<TextNode>()!.setTextContent('changed');
        $getRoot().getTextContent();
      },
      { discrete: true },
    );
    expect(spy.mock.calls.length).toBeGreaterThanOrEqual(300);

    const headless = createHeadlessEditor({ onError });
    paragraphs(
      headless,
      Array.from({ length: 300 }, (_, i) => `p${i}`),
    );
    spy.mockClear();
    headless.read(() => $getRoot().getTextContent());
    expect(spy.mock.calls.length).toBeGreaterThanOrEqual(300);
    spy.mockRestore();
  });

  it('$getNodeByKey reads one node without walking the document', () => {
    const { editor } = bigDocument(300);
    const key = editor.read(() => $getRoot().getChildAtIndex(250)!.getKey());
    expect(editor.read(() => $getNodeByKey(key)?.getTextContent())).toBe('paragraph 250');
  });
});

describe('large-documents: mutation listeners', () => {
  it('report only the nodes that changed: not the parents of an edited text node, but the sibling whose neighbour changed', () => {
    const { editor } = bigDocument(500);
    const paragraphCalls: Array<Map<NodeKey, string>> = [];
    const textCalls: Array<Map<NodeKey, string>> = [];
    editor.registerMutationListener(ParagraphNode, (mutations) => paragraphCalls.push(mutations), { skipInitialization: true });
    editor.registerMutationListener(TextNode, (mutations) => textCalls.push(mutations), { skipInitialization: true });
    typeInto(editor, 42, 'x');
    expect(paragraphCalls).toEqual([]);
    expect(textCalls).toHaveLength(1);
    expect([...textCalls[0].values()]).toEqual(['updated']);
    const lastKey = editor.read(() => $getRoot().getLastChildOrThrow().getKey());
    const added = editor.update(() => $getRoot().append($createParagraphNode()), { discrete: true });
    void added;
    expect(paragraphCalls).toHaveLength(1);
    const mutations = paragraphCalls[0];
    expect(mutations.size).toBe(2);
    expect(mutations.get(lastKey)).toBe('updated');
    expect([...mutations.values()]).toContain('created');
  });

  it('without skipInitialization the first call lists every existing node as created', () => {
    const { editor } = bigDocument(50);
    const calls: Array<{ size: number; tags: string[] }> = [];
    editor.registerMutationListener(ParagraphNode, (mutations, { updateTags }) =>
      calls.push({ size: mutations.size, tags: [...updateTags] }),
    );
    expect(calls).toEqual([{ size: 50, tags: ['registerMutationListener'] }]);
  });

  it('a headless editor refuses them; an editor without a root element never calls them', () => {
    const headless = createHeadlessEditor({ onError });
    expect(() => headless.registerMutationListener(ParagraphNode, () => undefined)).toThrow(/not supported in headless mode/);
    const detached = createEditor({ onError });
    let calls = 0;
    detached.registerMutationListener(ParagraphNode, () => void calls++);
    paragraphs(detached, ['a', 'b']);
    expect(calls).toBe(0);
  });
});

describe('large-documents: React', () => {
  it('OnChangePlugin with ignoreSelectionChange skips caret moves; components that do not subscribe do not re-render', async () => {
    const changes: EditorState[] = [];
    let sidebarRenders = 0;
    const editorRef: { current: LexicalEditor | null } = { current: null };
    function Sidebar() {
      return <aside>outline</aside>;
    }
    render(
      <LexicalComposer initialConfig={{ namespace: 'perf', onError }}>
        <RichTextPlugin contentEditable={<ContentEditable />} ErrorBoundary={LexicalErrorBoundary} />
        <OnChangePlugin ignoreSelectionChange onChange={(state) => changes.push(state)} />
        <Profiler id="sidebar" onRender={() => void sidebarRenders++}>
          <Sidebar />
        </Profiler>
        <EditorRefPlugin editorRef={editorRef} />
      </LexicalComposer>,
    );
    const editor = editorRef.current!;
    await act(async () => paragraphs(editor, ['one', 'two']));
    const rendersAfterMount = sidebarRenders;
    const changesAfterText = changes.length;
    await act(async () => editor.update(() => $getRoot().getFirstDescendant<TextNode>()!.select(1, 1), { discrete: true }));
    expect(changes.length).toBe(changesAfterText);
    await act(async () => typeInto(editor, 1, '!'));
    expect(changes.length).toBe(changesAfterText + 1);
    expect(sidebarRenders).toBe(rendersAfterMount);
  });
});

describe('large-documents: the registerOutline sample', () => {
  type Outline = Map<NodeKey, { tag: string; text: string }>;
  /** The page's registerOutline, copied verbatim. */
  function registerOutline(editor: LexicalEditor, onChange: (outline: Outline) => void): () => void {
    const outline: Outline = new Map();
    const refresh = (keys: Iterable<NodeKey>) => {
      let changed = false;
      editor.read(() => {
        for (const key of keys) {
          const heading = $getNodeByKey(key);
          if ($isHeadingNode(heading) && heading.isAttached()) {
            outline.set(key, { tag: heading.getTag(), text: heading.getTextContent() });
          } else {
            outline.delete(key);
          }
          changed = true;
        }
      });
      if (changed) onChange(new Map(outline));
    };
    return mergeRegister(
      editor.registerMutationListener(HeadingNode, (mutations) => refresh(mutations.keys())),
      editor.registerMutationListener(
        TextNode,
        (mutations, { prevEditorState }) => {
          const headings = new Set<NodeKey>();
          for (const [key, mutation] of mutations) {
            const state = mutation === 'destroyed' ? prevEditorState : editor.getEditorState();
            state.read(() => {
              const parent = $getNodeByKey(key)?.getParent();
              if ($isHeadingNode(parent)) headings.add(parent.getKey());
            });
          }
          refresh(headings);
        },
        { skipInitialization: true },
      ),
    );
  }

  it('starts complete, follows typing inside a heading and drops removed headings', () => {
    const { editor } = domEditor([HeadingNode]);
    editor.update(
      () => {
        $getRoot()
          .clear()
          .append(
            $createHeadingNode('h1').append($createTextNode('Intro')),
            $createParagraphNode().append($createTextNode('body')),
            $createHeadingNode('h2').append($createTextNode('Details')),
          );
      },
      { discrete: true },
    );
    let latest: Outline = new Map();
    registerOutline(editor, (outline) => (latest = outline));
    const texts = () => [...latest.values()].map(({ tag, text }) => `${tag}:${text}`);
    expect(texts()).toEqual(['h1:Intro', 'h2:Details']);
    editor.update(
      () => {
        const text = $getRoot().getFirstChildOrThrow<ElementNode>().getFirstChildOrThrow<TextNode>();
        text.select(5, 5).insertText('duction');
      },
      { discrete: true },
    );
    expect(texts()).toEqual(['h1:Introduction', 'h2:Details']);
    editor.update(() => $getRoot().getLastChildOrThrow().remove(), { discrete: true });
    expect(texts()).toEqual(['h1:Introduction']);
  });
});

describe('the four pages exist, are in the sidebar and keep the facts the tests run', () => {
  const sidebar = fs.readFileSync(path.join(root, 'content/sidebars.ts'), 'utf8');
  it.each([
    ['packages-in-use/formatting-toolbar', /never toggle/],
    ['react/floating-ui', /BLUR_COMMAND/],
    ['react/mentions-and-slash-commands', /same `namespace`/],
    ['concepts/large-documents', /skipInitialization: true/],
  ])('%s', (id, fact) => {
    expect(sidebar).toContain(`'${id}'`);
    expect(doc(id)).toMatch(fact);
  });
});
