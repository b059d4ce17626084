/** The history lesson: undo and redo buttons that follow CAN_UNDO_COMMAND and CAN_REDO_COMMAND. */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { mergeRegister } from '@lexical/utils';
import { CAN_REDO_COMMAND, CAN_UNDO_COMMAND, COMMAND_PRIORITY_LOW, REDO_COMMAND, UNDO_COMMAND } from 'lexical';
import React, { useEffect, useState } from 'react';
import * as styles from '../styles.module.css';
import { Bar } from './Bar';

export function HistoryDemo() {
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
      {[
        { label: 'Undo', command: UNDO_COMMAND, enabled: canUndo },
        { label: 'Redo', command: REDO_COMMAND, enabled: canRedo },
      ].map(({ label, command, enabled }) => (
        <button
          key={label}
          type="button"
          className={styles.demoButton}
          disabled={!enabled}
          onClick={() => editor.dispatchCommand(command, undefined)}
        >
          {label}
        </button>
      ))}
      <span className={styles.demoStatus} data-demo-status="">
        CAN_UNDO: {String(canUndo)} · CAN_REDO: {String(canRedo)}
      </span>
    </Bar>
  );
}
