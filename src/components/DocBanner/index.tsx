import React from 'react';
import * as styles from './styles.module.css';

export interface Props {
  kind: 'unlisted' | 'draft';
}

const TEXT = {
  unlisted: {
    title: 'Unlisted page',
    body: 'This page is reachable by its address only: it is not in the sidebar, search or sitemap.',
  },
  draft: {
    title: 'Draft page',
    body: 'This page is a draft: it is shown while developing and left out of production builds.',
  },
} as const;

/** The banner that tells the reader a doc is unlisted (reachable by address only) or a draft. */
export default function DocBanner({ kind }: Props) {
  const { title, body } = TEXT[kind];
  return (
    <div className={styles.banner} role="note">
      <strong>{title}</strong>
      <p>{body}</p>
    </div>
  );
}
