import React from 'react';
import * as styles from './styles.module.css';

export interface TocEntry {
  id: string;
  value: string;
  depth: number;
}

export interface Props {
  entries: readonly TocEntry[];
}

/** "On this page": the h2 and h3 headings of a doc, h3s indented under their h2. */
export default function TableOfContents({ entries }: Props) {
  if (entries.length === 0) return null;
  const top = Math.min(...entries.map((e) => e.depth));
  return (
    <nav className={styles.toc} aria-label="On this page">
      <p className={styles.title}>On this page</p>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id} className={entry.depth > top ? styles.nested : undefined}>
            <a href={`#${entry.id}`}>{entry.value}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
