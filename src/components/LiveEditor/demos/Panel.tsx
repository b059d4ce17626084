/** The JSON-like panel of a demo, in the same frame as the editor-state JSON. */
import React from 'react';
import * as styles from '../styles.module.css';

export function Panel({ label, text }: { label: string; text: string }) {
  return (
    <pre className={`${styles.json} ${styles.panel}`} tabIndex={0} aria-label={label} data-live-panel="">
      {text}
    </pre>
  );
}
