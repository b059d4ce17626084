import React from 'react';
import * as styles from './styles.module.css';

export interface Props {
  /** A declaration line or signature rendered to HTML by the API plugin, type names linked. */
  html: string;
}

/** The code line of an API entry, member or signature: wraps rather than scrolls, links in link colour. */
export default function ApiCode({ html }: Props) {
  return (
    <pre className={styles.code}>
      <code dangerouslySetInnerHTML={{ __html: html }} />
    </pre>
  );
}
