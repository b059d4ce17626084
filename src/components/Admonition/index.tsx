import React from 'react';
import * as styles from './styles.module.css';

export type AdmonitionType = 'note' | 'tip' | 'info' | 'caution' | 'danger';

export interface Props {
  type: AdmonitionType;
  title?: string;
  children: React.ReactNode;
}

const DEFAULT_TITLES: Record<AdmonitionType, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  caution: 'Caution',
  danger: 'Danger',
};

/** A `:::type` block of a doc: a titled, coloured aside. */
export default function Admonition({ type, title, children }: Props) {
  return (
    <aside className={`${styles.admonition} ${styles[type] ?? ''}`} aria-label={title ?? DEFAULT_TITLES[type]}>
      <p className={styles.title}>{title ?? DEFAULT_TITLES[type]}</p>
      <div className={styles.body}>{children}</div>
    </aside>
  );
}
