import React from 'react';
import * as styles from './styles.module.css';

export type AdmonitionType = 'note' | 'tip' | 'info' | 'caution' | 'danger';

export interface Props {
  type: AdmonitionType;
  title?: string;
  children: React.ReactNode;
}

/** A `:::type` block of a doc: a titled, coloured aside; by default its title is its type ("Note"). */
export default function Admonition({ type, title = type.charAt(0).toUpperCase() + type.slice(1), children }: Props) {
  return (
    <aside className={`${styles.admonition} ${styles[type] ?? ''}`} aria-label={title}>
      <p className={styles.title}>{title}</p>
      <div className={styles.body}>{children}</div>
    </aside>
  );
}
