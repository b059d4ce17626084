import React, { useId, useState } from 'react';
import LiveEditor from '../LiveEditor';
import type { LiveEditorProps } from '../LiveEditor/types';
import * as styles from './styles.module.css';

export interface Props {
  title: string;
  description: string;
  /** Tag labels, as readers see them. */
  tagLabels: readonly string[];
  editor: LiveEditorProps;
}

/** A gallery card: what the example shows, and a button that runs it in place. */
export default function GalleryCard({ title, description, tagLabels, editor }: Props) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <li className={`${styles.card} ${open ? styles.open : ''}`} data-gallery-card={title}>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.description}>{description}</p>
      <ul className={styles.tags} aria-label={`Tags of ${title}`}>
        {tagLabels.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={panel} onClick={() => setOpen((o) => !o)}>
        {open ? 'Close the example' : 'Open live example'}
      </button>
      <div id={panel} className={styles.example} hidden={!open}>
        {open && <LiveEditor {...editor} />}
      </div>
    </li>
  );
}
