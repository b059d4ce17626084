/** The commands lesson: buttons dispatch commands, and a log shows what the editor was asked to do. */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { mergeRegister } from '@lexical/utils';
import {
  COMMAND_PRIORITY_CRITICAL,
  FORMAT_ELEMENT_COMMAND,
  FORMAT_TEXT_COMMAND,
  INSERT_LINE_BREAK_COMMAND,
  INSERT_PARAGRAPH_COMMAND,
  KEY_ENTER_COMMAND,
  REDO_COMMAND,
  UNDO_COMMAND,
  type LexicalCommand,
} from 'lexical';
import React, { useEffect, useState } from 'react';
import * as styles from '../styles.module.css';
import { Bar } from './Bar';

const LOGGED = Object.entries({
  FORMAT_TEXT_COMMAND,
  FORMAT_ELEMENT_COMMAND,
  KEY_ENTER_COMMAND,
  INSERT_PARAGRAPH_COMMAND,
  INSERT_LINE_BREAK_COMMAND,
  UNDO_COMMAND,
  REDO_COMMAND,
}) as [string, LexicalCommand<unknown>][];

function describePayload(payload: unknown): string {
  if (payload === undefined || payload === null) return '';
  if (typeof payload === 'string' || typeof payload === 'boolean' || typeof payload === 'number') return JSON.stringify(payload);
  if (payload instanceof Event) return payload.type;
  return typeof payload;
}

/** Buttons that dispatch commands, and a log of what the editor was asked to do, newest first, in the panel. */
export function CommandsDemo({ onPanel }: { onPanel: (text: string) => void }) {
  const [editor] = useLexicalComposerContext();
  const [log, setLog] = useState<string[]>([]);
  useEffect(() => onPanel(log.length ? log.join('\n') : 'Commands the editor handles appear here, newest first.'), [log, onPanel]);
  useEffect(
    () =>
      mergeRegister(
        // The highest priority sees every command first; returning false lets it go on.
        ...LOGGED.map(([name, command]) =>
          editor.registerCommand(
            command,
            (payload) => {
              const detail = describePayload(payload);
              setLog((lines) => [detail ? `${name} ${detail}` : name, ...lines].slice(0, 30));
              return false;
            },
            COMMAND_PRIORITY_CRITICAL,
          ),
        ),
      ),
    [editor],
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
