/** The serialization lesson: save the editor state as JSON and restore it. */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import React, { useState } from 'react';
import * as styles from '../styles.module.css';
import { Bar } from './Bar';

export function SerializationDemo() {
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
