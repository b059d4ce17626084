/**
 * The interactive lessons of the docs' live examples, part of the editor chunk. Each demo is
 * a plugin (rendered inside LexicalComposer) with a bar of controls under the editor, and some
 * have a panel beside it that replaces the JSON. They use only the public API of lexical and
 * @lexical/*, the same calls the concept pages teach.
 */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { mergeRegister } from '@lexical/utils';
import {
  $getSelection,
  $isNodeSelection,
  $isRangeSelection,
  $isTextNode,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_CRITICAL,
  COMMAND_PRIORITY_LOW,
  FORMAT_ELEMENT_COMMAND,
  FORMAT_TEXT_COMMAND,
  INSERT_LINE_BREAK_COMMAND,
  INSERT_PARAGRAPH_COMMAND,
  KEY_ENTER_COMMAND,
  REDO_COMMAND,
  SELECTION_CHANGE_COMMAND,
  TextNode,
  UNDO_COMMAND,
  type LexicalCommand,
} from 'lexical';
import React, { useEffect, useState } from 'react';
import * as styles from './styles.module.css';
import type { LiveEditorDemo } from './types';

/** The JSON-like panel of a demo, in the same frame as the editor-state JSON. */
export function Panel({ label, text }: { label: string; text: string }) {
  return (
    <pre className={`${styles.json} ${styles.panel}`} tabIndex={0} aria-label={label} data-live-panel="">
      {text}
    </pre>
  );
}

function Bar({ children, label }: { children: React.ReactNode; label: string }) {
  return (
    <div className={styles.demoBar} role="group" aria-label={label}>
      {children}
    </div>
  );
}

/* Transforms ------------------------------------------------------------------------------ */

const REPLACEMENTS: [string, string][] = [
  ['->', '→'],
  [':)', '🙂'],
];

/** A TextNode transform: the first sequence found in a changed text node is replaced. */
function TransformsDemo() {
  const [editor] = useLexicalComposerContext();
  const [count, setCount] = useState(0);
  useEffect(
    () =>
      editor.registerNodeTransform(TextNode, (node) => {
        if (!node.isSimpleText()) return;
        const text = node.getTextContent();
        for (const [from, to] of REPLACEMENTS) {
          const at = text.indexOf(from);
          if (at === -1) continue;
          // spliceText keeps the caret where it belongs; the transform runs again on the
          // changed node until nothing matches.
          node.spliceText(at, from.length, to, true);
          setCount((n) => n + 1);
          return;
        }
      }),
    [editor],
  );
  return (
    <Bar label="Transform">
      <span className={styles.demoStatus} data-demo-status="">
        registerNodeTransform(TextNode, …): {count} replacement{count === 1 ? '' : 's'}
      </span>
    </Bar>
  );
}

/* Commands -------------------------------------------------------------------------------- */

const LOGGED: [string, LexicalCommand<unknown>][] = [
  ['FORMAT_TEXT_COMMAND', FORMAT_TEXT_COMMAND as LexicalCommand<unknown>],
  ['FORMAT_ELEMENT_COMMAND', FORMAT_ELEMENT_COMMAND as LexicalCommand<unknown>],
  ['KEY_ENTER_COMMAND', KEY_ENTER_COMMAND as LexicalCommand<unknown>],
  ['INSERT_PARAGRAPH_COMMAND', INSERT_PARAGRAPH_COMMAND as LexicalCommand<unknown>],
  ['INSERT_LINE_BREAK_COMMAND', INSERT_LINE_BREAK_COMMAND as LexicalCommand<unknown>],
  ['UNDO_COMMAND', UNDO_COMMAND as LexicalCommand<unknown>],
  ['REDO_COMMAND', REDO_COMMAND as LexicalCommand<unknown>],
];

function describePayload(payload: unknown): string {
  if (payload === undefined || payload === null) return '';
  if (typeof payload === 'string' || typeof payload === 'boolean' || typeof payload === 'number') return JSON.stringify(payload);
  if (payload instanceof Event) return payload.type;
  return typeof payload;
}

/** Buttons that dispatch commands, and a log of what the editor was asked to do. */
function CommandsDemo({ onLog }: { onLog: (line: string) => void }) {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      mergeRegister(
        // The highest priority sees every command first; returning false lets it go on.
        ...LOGGED.map(([name, command]) =>
          editor.registerCommand(
            command,
            (payload) => {
              onLog(`${name}${payload === undefined || payload === null ? '' : ` ${describePayload(payload)}`}`);
              return false;
            },
            COMMAND_PRIORITY_CRITICAL,
          ),
        ),
      ),
    [editor, onLog],
  );
  return (
    <Bar label="Dispatch a command">
      <button type="button" className={styles.demoButton} onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')}>
        Bold
      </button>
      <button type="button" className={styles.demoButton} onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')}>
        Italic
      </button>
      <button type="button" className={styles.demoButton} onClick={() => editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, 'center')}>
        Centre
      </button>
    </Bar>
  );
}

/* Selection ------------------------------------------------------------------------------- */

/** The current selection, read in an update listener, as the selection page describes it. */
function $describeSelection(): string {
  const selection = $getSelection();
  if (selection === null) return 'null (the editor is not focused)';
  if ($isRangeSelection(selection)) {
    const point = (p: typeof selection.anchor) => {
      const node = p.getNode();
      return {
        key: p.key,
        type: p.type,
        offset: p.offset,
        node: node.getType(),
        text: $isTextNode(node) ? node.getTextContent() : undefined,
      };
    };
    return JSON.stringify(
      {
        type: 'RangeSelection',
        isCollapsed: selection.isCollapsed(),
        isBackward: selection.isBackward(),
        format: selection.format,
        anchor: point(selection.anchor),
        focus: point(selection.focus),
        text: selection.getTextContent(),
      },
      null,
      2,
    );
  }
  if ($isNodeSelection(selection))
    return JSON.stringify({ type: 'NodeSelection', keys: selection.getNodes().map((node) => node.getKey()) }, null, 2);
  return JSON.stringify({ type: 'other selection', text: selection.getTextContent() }, null, 2);
}

function SelectionDemo({ onPanel }: { onPanel: (text: string) => void }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    const show = () => editor.getEditorState().read(() => onPanel($describeSelection()));
    show();
    return mergeRegister(
      editor.registerUpdateListener(show),
      editor.registerCommand(
        SELECTION_CHANGE_COMMAND,
        () => {
          onPanel($describeSelection());
          return false;
        },
        COMMAND_PRIORITY_LOW,
      ),
    );
  }, [editor, onPanel]);
  return (
    <Bar label="Selection">
      <button type="button" className={styles.demoButton} onClick={() => editor.update(() => $getSelection()?.insertText('★'))}>
        Insert ★ at the selection
      </button>
    </Bar>
  );
}

/* History --------------------------------------------------------------------------------- */

function HistoryDemo() {
  const [editor] = useLexicalComposerContext();
  const [canUndo, setCanUndo] = useState(false);
  const [canRedo, setCanRedo] = useState(false);
  useEffect(
    () =>
      mergeRegister(
        editor.registerCommand(CAN_UNDO_COMMAND, (value) => (setCanUndo(value), false), COMMAND_PRIORITY_LOW),
        editor.registerCommand(CAN_REDO_COMMAND, (value) => (setCanRedo(value), false), COMMAND_PRIORITY_LOW),
      ),
    [editor],
  );
  return (
    <Bar label="History">
      <button
        type="button"
        className={styles.demoButton}
        disabled={!canUndo}
        onClick={() => editor.dispatchCommand(UNDO_COMMAND, undefined)}
      >
        Undo
      </button>
      <button
        type="button"
        className={styles.demoButton}
        disabled={!canRedo}
        onClick={() => editor.dispatchCommand(REDO_COMMAND, undefined)}
      >
        Redo
      </button>
      <span className={styles.demoStatus} data-demo-status="">
        CAN_UNDO: {String(canUndo)} · CAN_REDO: {String(canRedo)}
      </span>
    </Bar>
  );
}

/* Serialization --------------------------------------------------------------------------- */

function SerializationDemo() {
  const [editor] = useLexicalComposerContext();
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <Bar label="Save and restore">
      <button type="button" className={styles.demoButton} onClick={() => setSaved(JSON.stringify(editor.getEditorState().toJSON()))}>
        Save JSON
      </button>
      <button
        type="button"
        className={styles.demoButton}
        disabled={saved === null}
        onClick={() => saved !== null && editor.setEditorState(editor.parseEditorState(saved))}
      >
        Restore
      </button>
      <span className={styles.demoStatus} data-demo-status="">
        {saved === null ? 'nothing saved yet' : `saved ${saved.length} characters of JSON`}
      </span>
    </Bar>
  );
}

/* Read-only ------------------------------------------------------------------------------- */

function ReadOnlyDemo({ onEditable }: { onEditable: (editable: boolean) => void }) {
  const [editor] = useLexicalComposerContext();
  const [editable, setEditable] = useState(() => editor.isEditable());
  useEffect(
    () =>
      editor.registerEditableListener((value) => {
        setEditable(value);
        onEditable(value);
      }),
    [editor, onEditable],
  );
  return (
    <Bar label="Editable">
      <label className={styles.toggle}>
        <input type="checkbox" checked={editable} onChange={(event) => editor.setEditable(event.target.checked)} />
        Editable
      </label>
      <span className={styles.demoStatus} data-demo-status="">
        editor.isEditable(): {String(editable)}
      </span>
    </Bar>
  );
}

export interface DemoProps {
  demo: LiveEditorDemo;
  /** Sets the text of the demo's panel (selection, commands). */
  onPanel: (text: string) => void;
  onEditable: (editable: boolean) => void;
}

export function Demo({ demo, onPanel, onEditable }: DemoProps) {
  const [log, setLog] = useState<string[]>([]);
  const onLog = React.useCallback((line: string) => setLog((lines) => [line, ...lines].slice(0, 30)), []);
  useEffect(() => {
    if (demo === 'commands') onPanel(log.length ? log.join('\n') : 'Commands the editor handles appear here, newest first.');
  }, [demo, log, onPanel]);
  switch (demo) {
    case 'transforms':
      return <TransformsDemo />;
    case 'commands':
      return <CommandsDemo onLog={onLog} />;
    case 'selection':
      return <SelectionDemo onPanel={onPanel} />;
    case 'history':
      return <HistoryDemo />;
    case 'serialization':
      return <SerializationDemo />;
    case 'read-only':
      return <ReadOnlyDemo onEditable={onEditable} />;
    default:
      return null;
  }
}
