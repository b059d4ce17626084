import { Link } from 'gatsby';
import React from 'react';
import type { NavLink } from '../../shared/sidebar';
import * as styles from './styles.module.css';

export interface Props {
  previous: NavLink | null;
  next: NavLink | null;
}

/** Links to the previous and next pages in sidebar order. */
export default function DocPaginator({ previous, next }: Props) {
  if (!previous && !next) return null;
  return (
    <nav className={styles.paginator} aria-label="Docs pages">
      {previous && (
        <Link className={styles.link} to={previous.href} rel="prev">
          <span className={styles.sub}>Previous</span>
          <span className={styles.label}>« {previous.label}</span>
        </Link>
      )}
      {next && (
        <Link className={`${styles.link} ${styles.next}`} to={next.href} rel="next">
          <span className={styles.sub}>Next</span>
          <span className={styles.label}>{next.label} »</span>
        </Link>
      )}
    </nav>
  );
}
