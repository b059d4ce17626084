/**
 * The gallery's mount of the emoji example: a contenteditable element for the vanilla
 * editor (./editor.ts) to attach to. React owns the element, Lexical owns what is inside it.
 */
import React, { useEffect, useRef } from 'react';
import { createEmojiEditor } from './editor';
import { editorTheme, frame as styles } from '../../components/LiveEditor/kit';

export default function EmojiExample() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (ref.current ? createEmojiEditor(ref.current, editorTheme) : undefined), []);
  return (
    <div className={styles.editor}>
      <div className={styles.surface}>
        <div
          ref={ref}
          className={styles.editable}
          contentEditable
          role="textbox"
          aria-multiline="true"
          aria-label="Emoji example"
          style={{ minHeight: '7rem' }}
        />
      </div>
      <div className={styles.footer}>
        <span>Vanilla JS · createEditor · lexical 0.35.0</span>
      </div>
    </div>
  );
}
