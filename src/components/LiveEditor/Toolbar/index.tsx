/**
 * The formatting toolbar of the live editor: text formats, undo/redo and lists. Button states
 * follow the selection (aria-pressed) and the history (disabled), read from the editor in an
 * update listener and command listeners.
 */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND } from '@lexical/list';
import { mergeRegister } from '@lexical/utils';
import {
  $getSelection,
  $isRangeSelection,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_LOW,
  FORMAT_TEXT_COMMAND,
  REDO_COMMAND,
  UNDO_COMMAND,
  type LexicalCommand,
  type TextFormatType,
} from 'lexical';
import React, { useEffect, useState } from 'react';
import * as styles from './styles.module.css';

export interface Props {
  history: boolean;
  lists: boolean;
}

const FORMATS: { format: TextFormatType; label: string; text: string }[] = [
  { format: 'bold', label: 'Bold', text: 'B' },
  { format: 'italic', label: 'Italic', text: 'I' },
  { format: 'underline', label: 'Underline', text: 'U' },
  { format: 'code', label: 'Inline code', text: '</>' },
];

export default function Toolbar({ history, lists }: Props) {
  const [editor] = useLexicalComposerContext();
  const [active, setActive] = useState<Set<TextFormatType>>(new Set());
  const [canUndo, setCanUndo] = useState(false);
  const [canRedo, setCanRedo] = useState(false);

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState }) => {
          editorState.read(() => {
            const selection = $getSelection();
            if ($isRangeSelection(selection)) {
              setActive(new Set(FORMATS.map((f) => f.format).filter((f) => selection.hasFormat(f))));
            }
          });
        }),
        editor.registerCommand(CAN_UNDO_COMMAND, (payload) => (setCanUndo(payload), false), COMMAND_PRIORITY_LOW),
        editor.registerCommand(CAN_REDO_COMMAND, (payload) => (setCanRedo(payload), false), COMMAND_PRIORITY_LOW),
      ),
    [editor],
  );

  const commandButton = (label: string, text: string, command: LexicalCommand<void>, enabled = true) => (
    <button
      key={label}
      type="button"
      className={styles.button}
      aria-label={label}
      disabled={!enabled}
      onClick={() => editor.dispatchCommand(command, undefined)}
    >
      {text}
    </button>
  );

  return (
    <div className={styles.toolbar} role="toolbar" aria-label="Formatting">
      {history && (
        <>
          {commandButton('Undo', '↶', UNDO_COMMAND, canUndo)}
          {commandButton('Redo', '↷', REDO_COMMAND, canRedo)}
          <span className={styles.divider} />
        </>
      )}
      {FORMATS.map(({ format, label, text }) => (
        <button
          key={format}
          type="button"
          className={`${styles.button} ${styles[format] ?? ''}`}
          aria-label={label}
          aria-pressed={active.has(format)}
          onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, format)}
        >
          {text}
        </button>
      ))}
      {lists && (
        <>
          <span className={styles.divider} />
          {commandButton('Bulleted list', '•≡', INSERT_UNORDERED_LIST_COMMAND)}
          {commandButton('Numbered list', '1≡', INSERT_ORDERED_LIST_COMMAND)}
        </>
      )}
    </div>
  );
}
