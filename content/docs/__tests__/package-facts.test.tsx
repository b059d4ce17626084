/**
 * Claims the guides make about Lexical's behaviour, checked against the pinned 0.35.0 packages.
 * Each block runs the real packages (a headless editor, or the React plugins in jsdom) or reads
 * their published files, so a guide sentence that drifts from the packages fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import { act, render } from '@testing-library/react';
import { createHeadlessEditor } from '@lexical/headless';
import { registerHistory, createEmptyHistoryState } from '@lexical/history';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { ClearEditorPlugin } from '@lexical/react/LexicalClearEditorPlugin';
import { EditorRefPlugin } from '@lexical/react/LexicalEditorRefPlugin';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { $createTableNodeWithDimensions, TableCellNode, TableNode, TableRowNode } from '@lexical/table';
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $getState,
  $getStateChange,
  $setState,
  ArtificialNode__DO_NOT_USE,
  CLEAR_EDITOR_COMMAND,
  CLEAR_HISTORY_COMMAND,
  COMMAND_PRIORITY_EDITOR,
  createEditor,
  createState,
  DecoratorNode,
  type EditorConfig,
  ElementNode,
  type LexicalEditor,
  LineBreakNode,
  ParagraphNode,
  RootNode,
  TabNode,
  TextNode,
  $isElementNode,
} from 'lexical';

const root = path.resolve(__dirname, '../../..');
const doc = (id: string) => fs.readFileSync(path.join(root, 'content/docs', `${id}.mdx`), 'utf8');
const onError = (error: Error) => {
  throw error;
};

/** Two separate undo steps: each update is tagged so history never merges them. */
function typeTwoParagraphs(editor: LexicalEditor) {
  for (const text of ['first', 'second']) {
    editor.update(
      () => {
        const paragraph = $createParagraphNode();
        paragraph.append($createTextNode(text));
        $getRoot().append(paragraph);
      },
      { discrete: true, tag: 'history-push' },
    );
  }
}

/** An editor with HistoryPlugin (on a history state the test reads) and ClearEditorPlugin. */
function renderWithClearAndHistory(namespace: string) {
  const historyState = createEmptyHistoryState();
  const editorRef: { current: LexicalEditor | null } = { current: null };
  render(
    <LexicalComposer initialConfig={{ namespace, onError }}>
      <HistoryPlugin externalHistoryState={historyState} />
      <ClearEditorPlugin />
      <EditorRefPlugin editorRef={editorRef} />
    </LexicalComposer>,
  );
  return { editor: editorRef.current!, historyState };
}

describe('react/plugins and concepts/history: CLEAR_EDITOR_COMMAND and the undo stack', () => {
  it('with ClearEditorPlugin rendered, history never sees the command and the undo stack grows', () => {
    const { editor, historyState } = renderWithClearAndHistory('clear');
    act(() => typeTwoParagraphs(editor));
    const before = historyState.undoStack.length;
    expect(before).toBeGreaterThan(0);

    act(() => {
      editor.dispatchCommand(CLEAR_EDITOR_COMMAND, undefined);
    });
    act(() => editor.update(() => undefined, { discrete: true }));

    expect(editor.read(() => $getRoot().getTextContent())).toBe('');
    expect(historyState.undoStack.length).toBe(before + 1);
  });

  it('history empties its stacks only when its own handler is registered first', () => {
    const editor = createHeadlessEditor({ namespace: 'clear-vanilla', onError });
    const historyState = createEmptyHistoryState();
    registerHistory(editor, historyState, 0);
    editor.registerCommand(
      CLEAR_EDITOR_COMMAND,
      () => {
        $getRoot().clear().append($createParagraphNode());
        return true;
      },
      COMMAND_PRIORITY_EDITOR,
    );
    typeTwoParagraphs(editor);
    expect(historyState.undoStack.length).toBeGreaterThan(0);
    editor.dispatchCommand(CLEAR_EDITOR_COMMAND, undefined);
    expect(historyState.undoStack).toEqual([]);
  });

  it('dispatching CLEAR_HISTORY_COMMAND after the clear leaves both stacks empty', async () => {
    const { editor, historyState } = renderWithClearAndHistory('clear-all');
    act(() => typeTwoParagraphs(editor));
    await act(async () => {
      editor.dispatchCommand(CLEAR_EDITOR_COMMAND, undefined);
      editor.dispatchCommand(CLEAR_HISTORY_COMMAND, undefined);
    });
    await act(async () => editor.update(() => undefined, { discrete: true }));
    expect(editor.read(() => $getRoot().getTextContent())).toBe('');
    expect(historyState.undoStack).toEqual([]);
    expect(historyState.redoStack).toEqual([]);
  });

  it('the guides no longer promise that HistoryPlugin empties the stack on CLEAR_EDITOR_COMMAND', () => {
    expect(doc('react/plugins')).not.toMatch(/it empties the undo stack when this command is dispatched/);
    expect(doc('react/plugins')).toMatch(/ClearEditorPlugin.{0,400}registered first/s);
  });
});

describe('concepts/traversals: getTopLevelElement stops at shadow roots', () => {
  it('inside a table cell it returns the cell’s child, not the table', () => {
    const editor = createHeadlessEditor({
      namespace: 'traversal',
      nodes: [TableNode, TableRowNode, TableCellNode],
      onError,
    });
    editor.update(
      () => {
        const table = $createTableNodeWithDimensions(2, 2, false);
        $getRoot().clear().append(table);
        const row = table.getFirstChildOrThrow();
        const cell = $isElementNode(row) ? row.getFirstChildOrThrow() : null;
        const cellParagraph = $isElementNode(cell) ? cell.getFirstChildOrThrow() : null;
        if (!$isElementNode(cellParagraph)) throw new Error('expected a paragraph in the first cell');
        cellParagraph.append($createTextNode('cell text'));
      },
      { discrete: true },
    );
    editor.read(() => {
      const text = $getRoot().getAllTextNodes()[0];
      const top = text.getTopLevelElement();
      expect(top?.getType()).toBe('paragraph');
      expect(top?.getParent()?.getType()).toBe('tablecell');
      // The block that is a direct child of the root is the table itself.
      expect(text.getParents().at(-2)?.getType()).toBe('table');
    });
    expect(doc('concepts/traversals')).toMatch(/shadow root/);
  });
});

describe('concepts/nodes: the classes every editor registers', () => {
  it('createEditor registers six classes and neither abstract base', () => {
    const editor = createEditor({ namespace: 'nodes', onError });
    expect(editor.hasNodes([RootNode, TextNode, LineBreakNode, TabNode, ParagraphNode, ArtificialNode__DO_NOT_USE])).toBe(true);
    // hasNode() cannot be asked about the abstract bases (it calls their getType), so read the registry.
    const registeredClasses = [...editor._nodes.values()].map(({ klass }) => klass);
    expect(registeredClasses).toHaveLength(6);
    expect(registeredClasses).not.toContain(ElementNode);
    expect(registeredClasses).not.toContain(DecoratorNode);
    const section = doc('concepts/nodes').split('## Base node types')[1].split('\n## ')[0];
    const registered = section.split(/abstract/i)[0];
    expect(registered).toMatch(/ArtificialNode__DO_NOT_USE/);
    expect(registered).not.toMatch(/\*\*\[?`(ElementNode|DecoratorNode)`/);
  });
});

describe('design and maintainers-guide: sideEffects', () => {
  it('names exactly the packages whose package.json does not set sideEffects to false', () => {
    const modules = path.join(root, 'node_modules');
    const names = ['lexical', ...fs.readdirSync(path.join(modules, '@lexical')).map((name) => `@lexical/${name}`)];
    const withSideEffects = names
      .filter((name) => JSON.parse(fs.readFileSync(path.join(modules, name, 'package.json'), 'utf8')).sideEffects !== false)
      .sort();
    expect(withSideEffects).toEqual(['@lexical/code', '@lexical/code-shiki']);
    for (const id of ['design', 'maintainers-guide']) {
      const text = doc(id);
      for (const name of withSideEffects) expect(text).toContain(`\`${name}\``);
    }
  });
});

describe('getting-started/theming: table theme keys', () => {
  it('lists every table key @lexical/table applies', () => {
    const build = fs.readFileSync(path.join(root, 'node_modules/@lexical/table/LexicalTable.dev.js'), 'utf8');
    const applied = [...new Set([...build.matchAll(/(?:theme|editorThemeClasses)\.(table\w*)/g)].map((m) => m[1]))].sort();
    expect(applied).toEqual([
      'table',
      'tableAlignment',
      'tableCell',
      'tableCellHeader',
      'tableCellSelected',
      'tableFrozenColumn',
      'tableFrozenRow',
      'tableRow',
      'tableRowStriping',
      'tableScrollableWrapper',
      'tableSelection',
    ]);
    const page = doc('getting-started/theming');
    for (const key of applied) expect(page).toContain(`\`${key}\``);
  });
});

describe('concepts/node-state: $setState', () => {
  const countState = createState('count', { parse: (v) => (typeof v === 'number' ? v : 0) });

  it('returns the latest node without a write when an updater leaves the value unchanged', () => {
    const editor = createHeadlessEditor({ namespace: 'state', onError });
    editor.update(() => $getRoot().clear().append($createParagraphNode()), { discrete: true });
    editor.update(
      () => {
        const paragraph = $getRoot().getFirstChildOrThrow();
        const frozen = paragraph.getLatest();
        expect(frozen.isAttached()).toBe(true);
        const returned = $setState(paragraph, countState, (prev) => prev);
        expect(returned).toBe(frozen);
        const written = $setState(paragraph, countState, 1);
        expect(written).not.toBe(frozen);
        expect($getState(written, countState)).toBe(1);
      },
      { discrete: true },
    );
    expect(doc('concepts/node-state')).toMatch(/getLatest\(\)/);
  });
});

describe('concepts/transforms: RootNode transforms', () => {
  it('do not run on selection-only updates', () => {
    const editor = createHeadlessEditor({ namespace: 'root-transform', onError });
    editor.update(
      () => {
        $getRoot()
          .clear()
          .append($createParagraphNode().append($createTextNode('hello')));
      },
      { discrete: true },
    );
    let runs = 0;
    editor.registerNodeTransform(RootNode, () => {
      runs++;
    });
    // Registering a transform marks every node of its type dirty once; flush that first.
    editor.update(() => undefined, { discrete: true });
    const afterRegistration = runs;
    editor.update(() => $getRoot().getAllTextNodes()[0].select(1, 1), { discrete: true });
    expect(runs).toBe(afterRegistration);
    editor.update(() => $getRoot().getAllTextNodes()[0].setTextContent('hello!'), { discrete: true });
    expect(runs).toBe(afterRegistration + 1);
    expect(doc('concepts/transforms')).not.toMatch(/RootNode` transform runs on every update/);
  });
});

describe('concepts/node-state: the ToneParagraphNode sample needs createDOM', () => {
  const toneState = createState('tone', {
    parse: (value): 'neutral' | 'positive' | 'negative' => (value === 'positive' || value === 'negative' ? value : 'neutral'),
  });

  class UpdateOnlyToneNode extends ParagraphNode {
    $config() {
      return this.config('update-only-tone', { extends: ParagraphNode });
    }
    updateDOM(prevNode: ParagraphNode, dom: HTMLElement, config: EditorConfig): boolean {
      const change = $getStateChange(this, prevNode, toneState);
      if (change !== null) dom.dataset.tone = change[0];
      return super.updateDOM(prevNode, dom, config);
    }
  }

  class ToneNode extends UpdateOnlyToneNode {
    $config() {
      return this.config('tone', { extends: UpdateOnlyToneNode });
    }
    createDOM(config: EditorConfig): HTMLElement {
      const dom = super.createDOM(config);
      dom.dataset.tone = $getState(this, toneState);
      return dom;
    }
  }

  function renderedTone(klass: typeof UpdateOnlyToneNode): string | undefined {
    const rootElement = document.createElement('div');
    const editor = createEditor({ namespace: 'tone', nodes: [UpdateOnlyToneNode, ToneNode], onError });
    editor.setRootElement(rootElement);
    editor.update(
      () => {
        const node = $setState(new klass(), toneState, 'positive');
        $getRoot().clear().append(node);
      },
      { discrete: true },
    );
    return (rootElement.firstElementChild as HTMLElement).dataset.tone;
  }

  it('a node created with a tone gets data-tone only when createDOM sets it', () => {
    expect(renderedTone(UpdateOnlyToneNode)).toBeUndefined();
    expect(renderedTone(ToneNode)).toBe('positive');
  });
});
