/**
 * More claims of the guides, run against the pinned 0.35.0 packages (jsdom, so HTML parsing and
 * mutation listeners, which need a root element, work). Each block names the guide it backs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { $createCodeNode, CodeNode } from '@lexical/code';
import { createHeadlessEditor } from '@lexical/headless';
import { $generateNodesFromDOM } from '@lexical/html';
import { createEmptyHistoryState, registerHistory } from '@lexical/history';
import {
  $caretRangeFromSelection,
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $getSelection,
  $insertNodes,
  $isElementNode,
  $isParagraphNode,
  $isRangeSelection,
  $setSelection,
  $setSelectionFromCaretRange,
  COMMAND_PRIORITY_EDITOR,
  createCommand,
  createEditor,
  HISTORY_MERGE_TAG,
  type LexicalEditor,
  type LexicalNode,
  ParagraphNode,
  TextNode,
} from 'lexical';
import * as development from 'lexical';

const root = path.resolve(__dirname, '../../..');
const onError = (error: Error) => {
  throw error;
};

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

function withParagraph(editor: LexicalEditor, text: string): void {
  editor.update(
    () =>
      $getRoot()
        .clear()
        .append($createParagraphNode().append($createTextNode(text))),
    { discrete: true },
  );
}

describe('concepts/html: text directly under <body>', () => {
  it('comes back as bare TextNodes, which the root refuses and $insertNodes wraps', () => {
    const editor = createHeadlessEditor({ onError });
    editor.update(
      () => {
        const nodes = $generateNodesFromDOM(editor, parse('<body>plain <b>bold</b></body>'));
        expect(nodes.map((node) => node.getType())).toEqual(['text', 'text']);
        expect(() => $getRoot().append(...nodes)).toThrow(/Only element or decorator nodes can be inserted to the root node/);
      },
      { discrete: true },
    );
    editor.update(
      () => {
        $getRoot().clear().select();
        $insertNodes($generateNodesFromDOM(editor, parse('<body>plain <b>bold</b></body>')));
      },
      { discrete: true },
    );
    editor.read(() => {
      const [block] = $getRoot().getChildren();
      expect($isParagraphNode(block)).toBe(true);
      expect(block.getTextContent()).toBe('plain bold');
    });
  });

  it('inside an unclaimed block, an inline run is wrapped in a paragraph', () => {
    const editor = createHeadlessEditor({ onError });
    editor.update(
      () => {
        const nodes = $generateNodesFromDOM(editor, parse('<body><div>inside a div</div></body>'));
        expect(nodes.map((node) => node.getType())).toEqual(['paragraph']);
        expect(nodes[0].getTextContent()).toBe('inside a div');
      },
      { discrete: true },
    );
  });
});

describe('concepts/serialization: a conversion that returns node: null', () => {
  it('drops only the element itself; its children are converted and lifted into its place', () => {
    const editor = createHeadlessEditor({
      onError,
      html: { import: { section: () => ({ conversion: () => ({ node: null }), priority: 4 }) } },
    });
    editor.update(
      () => {
        const nodes = $generateNodesFromDOM(editor, parse('<body><section><p>one</p><p>two</p></section></body>'));
        expect(nodes.map((node) => [node.getType(), node.getTextContent()])).toEqual([
          ['paragraph', 'one'],
          ['paragraph', 'two'],
        ]);
      },
      { discrete: true },
    );
  });
});

describe('concepts/node-caret: $setSelectionFromCaretRange', () => {
  it('updates and returns the current RangeSelection when there is one', () => {
    const editor = createHeadlessEditor({ onError });
    withParagraph(editor, 'hello');
    editor.update(
      () => {
        const text = $getRoot().getFirstDescendant() as TextNode;
        const range = $caretRangeFromSelection(text.select(1, 4));
        text.select(0, 0);
        const current = $getSelection();
        const result = $setSelectionFromCaretRange(range);
        expect(result).toBe(current);
        expect($getSelection()).toBe(current);
        expect([result.anchor.offset, result.focus.offset]).toEqual([1, 4]);
      },
      { discrete: true },
    );
  });

  it('creates and installs a RangeSelection when there is none', () => {
    const editor = createHeadlessEditor({ onError });
    withParagraph(editor, 'hello');
    editor.update(
      () => {
        const text = $getRoot().getFirstDescendant() as TextNode;
        const range = $caretRangeFromSelection(text.select(1, 2));
        $setSelection(null);
        const made = $setSelectionFromCaretRange(range);
        expect($isRangeSelection(made)).toBe(true);
        expect($getSelection()).toBe(made);
        expect([made.anchor.offset, made.focus.offset]).toEqual([1, 2]);
      },
      { discrete: true },
    );
  });
});

describe('listeners, dom-events and marks: the call at registration', () => {
  function mountedEditor(): LexicalEditor {
    const editor = createEditor({ namespace: 'mutations', onError, nodes: [] });
    const element = document.createElement('div');
    element.contentEditable = 'true';
    document.body.append(element);
    editor.setRootElement(element);
    return editor;
  }

  it('happens only when a node of the class exists', () => {
    const editor = mountedEditor();
    editor.update(() => $getRoot().clear(), { discrete: true });
    const calls: string[][] = [];
    editor.registerMutationListener(ParagraphNode, (mutations) => calls.push([...mutations.values()]));
    expect(calls).toEqual([]);

    withParagraph(editor, 'now there is one');
    const initial: { mutations: string[]; tags: string[] }[] = [];
    editor.registerMutationListener(ParagraphNode, (mutations, { updateTags }) =>
      initial.push({ mutations: [...mutations.values()], tags: [...updateTags] }),
    );
    expect(initial).toEqual([{ mutations: ['created'], tags: ['registerMutationListener'] }]);
  });
});

describe('react/plugins and concepts/history: what history merges', () => {
  function typingEditor() {
    const editor = createHeadlessEditor({ onError });
    const history = createEmptyHistoryState();
    registerHistory(editor, history, 1000);
    editor.update(() => $getRoot().append($createParagraphNode().append($createTextNode('a'))), {
      discrete: true,
      tag: 'history-push',
    });
    const type = (char: string) =>
      editor.update(
        () => {
          const text = $getRoot().getLastDescendant() as TextNode;
          text.select(text.getTextContentSize(), text.getTextContentSize()).insertText(char);
        },
        { discrete: true },
      );
    return { editor, history, type };
  }

  it('merges back-to-back single-character inserts within the delay', () => {
    const { history, type } = typingEditor();
    // The first keystroke also places the caret (a change of another kind); typing starts with the second.
    type('b');
    type('c');
    const typing = history.undoStack.length;
    type('d');
    type('e');
    type('f');
    expect(history.undoStack.length).toBe(typing);
  });

  it('starts a new step when the next keystroke comes after the delay', () => {
    const { history, type } = typingEditor();
    type('b');
    type('c');
    const typing = history.undoStack.length;
    const later = Date.now() + 5000;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      type('d');
    } finally {
      clock.mockRestore();
    }
    expect(history.undoStack.length).toBe(typing + 1);
  });

  it('does not merge an insert of several characters with the typing before it', () => {
    const { history, type } = typingEditor();
    type('b');
    type('c');
    const afterOne = history.undoStack.length;
    type('several');
    expect(history.undoStack.length).toBe(afterOne + 1);
  });

  it('does not merge a change of another kind, such as a new block', () => {
    const { editor, history, type } = typingEditor();
    type('b');
    type('c');
    const afterTyping = history.undoStack.length;
    editor.update(() => $getRoot().append($createParagraphNode()), { discrete: true });
    expect(history.undoStack.length).toBe(afterTyping + 1);
  });
});

describe('concepts/updates: replacing the block that holds the selection', () => {
  function footerEditor() {
    const errors: Error[] = [];
    const editor = createHeadlessEditor({ onError: (error) => errors.push(error) });
    editor.update(
      () => {
        const footer = $createParagraphNode().append($createTextNode('old footer'));
        $getRoot().append($createParagraphNode().append($createTextNode('body')), footer);
        footer.selectEnd();
      },
      { discrete: true },
    );
    return { editor, errors };
  }

  it('discards the whole update when the caret was in the replaced block', () => {
    const { editor, errors } = footerEditor();
    editor.update(
      () => {
        $getRoot()
          .getLastChildOrThrow()
          .replace($createParagraphNode().append($createTextNode('new footer')));
      },
      { discrete: true, tag: HISTORY_MERGE_TAG },
    );
    expect(errors.map((error) => error.message)).toEqual([expect.stringContaining('selection has been lost')]);
    expect(editor.getEditorState().read(() => $getRoot().getTextContent())).toContain('old footer');
  });

  it('replacing is fine when the selection moves into the new block in the same update', () => {
    const { editor, errors } = footerEditor();
    editor.update(
      () => {
        const replacement = $createParagraphNode().append($createTextNode('new footer'));
        $getRoot().getLastChildOrThrow().replace(replacement);
        replacement.selectEnd();
      },
      { discrete: true },
    );
    expect(errors).toEqual([]);
    expect(editor.getEditorState().read(() => $getRoot().getTextContent())).toContain('new footer');
  });

  it("keeps the block and changes its content: the guide's safe form", () => {
    const { editor, errors } = footerEditor();
    editor.update(
      () => {
        const last = $getRoot().getLastChild();
        if ($isElementNode(last)) last.clear().append($createTextNode('new footer'));
      },
      { discrete: true, tag: HISTORY_MERGE_TAG },
    );
    expect(errors).toEqual([]);
    editor.read(() => {
      expect($getRoot().getTextContent()).toContain('new footer');
      const selection = $getSelection();
      expect($isRangeSelection(selection) && selection.anchor.getNode().isAttached()).toBe(true);
    });
  });
});

describe('packages-in-use/code-blocks: the language a CodeNode stores', () => {
  it('is whatever string it is given, alias or unknown name alike', () => {
    const editor = createHeadlessEditor({ onError, nodes: [CodeNode] });
    editor.update(
      () => {
        expect($createCodeNode('javascript').getLanguage()).toBe('javascript');
        expect($createCodeNode('md').getLanguage()).toBe('md');
        expect($createCodeNode('klingon').getLanguage()).toBe('klingon');
      },
      { discrete: true },
    );
  });
});

describe('faq: side effects', () => {
  it('@lexical/code and @lexical/code-shiki declare them; lexical does not', () => {
    const manifest = (name: string) => JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'));
    expect(manifest('@lexical/code').sideEffects).toBe(true);
    expect(manifest('@lexical/code-shiki').sideEffects).toBe(true);
    expect(manifest('lexical').sideEffects).toBe(false);
  });
});

describe('concepts/commands and concepts/nodes: which checks the production build keeps', () => {
  // The production build, loaded by its file (the package's exports pick the build by NODE_ENV).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const prod = require(path.join(root, 'node_modules/lexical/Lexical.prod.js')) as typeof import('lexical');

  it('registerCommand without a priority throws in development and in production', () => {
    const command = createCommand<void>('NO_PRIORITY');
    const register = (lexical: typeof import('lexical')) => () =>
      lexical.createEditor({ onError }).registerCommand(command, () => false, undefined as unknown as typeof COMMAND_PRIORITY_EDITOR);
    expect(register(development)).toThrow(/requires a "priority"/);
    expect(register(prod)).toThrow(/Minified Lexical error #35/);
  });

  it('two classes with one type: creating the one that lost the slot throws in development only', () => {
    const declare = (lexical: typeof import('lexical')) => {
      class First extends lexical.TextNode {
        static getType() {
          return 'same-type';
        }
        static clone(node: First) {
          return new First(node.__text, node.__key);
        }
      }
      class Second extends lexical.TextNode {
        static getType() {
          return 'same-type';
        }
        static clone(node: Second) {
          return new Second(node.__text, node.__key);
        }
      }
      const editor = lexical.createEditor({ onError, nodes: [First, Second] });
      let made: LexicalNode | null = null;
      const create = () => editor.update(() => void (made = new First('x')), { discrete: true });
      return { create, made: () => made };
    };
    expect(declare(development).create).toThrow(/does not match registered node Second/);
    const inProduction = declare(prod);
    expect(inProduction.create).not.toThrow();
    expect(inProduction.made()).not.toBeNull();
  });
});
