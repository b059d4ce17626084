import React from 'react';
import * as styles from './styles.module.css';
import SiteLink from '../SiteLink';

interface BlogTagData {
  key: string;
  label: string;
  path: string;
  /** Shown after the label on the tag index. */
  count?: number;
}

export interface Props {
  tags: readonly BlogTagData[];
  /** Accessible name of the list, e.g. "Tags of this post". */
  label: string;
}

/** Tags as a row of links to their pages. */
export default function BlogTags({ tags, label }: Props) {
  if (tags.length === 0) return null;
  return (
    <ul className={`clean-list ${styles.tags}`} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.key}>
          <SiteLink className={styles.tag} to={tag.path}>
            {tag.label}
            {tag.count !== undefined && <span className={styles.count}>{tag.count}</span>}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
