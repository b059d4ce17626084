/**
 * The link under an API entry or member to where it is declared in Lexical's repository (at
 * the pinned version's tag). Nothing when the declaration has no source.
 */
import React from 'react';
import * as styles from './styles.module.css';

export interface Props {
  href: string | null | undefined;
}

export default function ApiSource({ href }: Props) {
  if (!href) return null;
  return (
    <p className={styles.source}>
      <a href={href} rel="noopener noreferrer">
        Source
      </a>
    </p>
  );
}
