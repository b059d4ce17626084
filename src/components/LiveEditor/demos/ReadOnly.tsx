/** The read-only lesson: a checkbox that sets the editor's editable flag and follows it. */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import React, { useEffect, useState } from 'react';
import * as styles from '../styles.module.css';
import { Bar } from './Bar';

export function ReadOnlyDemo({ onEditable }: { onEditable: (editable: boolean) => void }) {
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
