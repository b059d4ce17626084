import React from 'react';
import * as styles from './styles.module.css';
import SiteLink from '../SiteLink';

interface PagerLink {
  /** The small line above the title, e.g. "Newer post". */
  kind: string;
  title: string;
  href: string;
}

export interface Props {
  /** Accessible name of the navigation, e.g. "Docs pages" or "Blog post page navigation". */
  label: string;
  previous: PagerLink | null;
  next: PagerLink | null;
}

/** The links of a numbered list page (blog pages, a year's pages) to its newer and older pages. */
export function listPager(currentPage: number, numPages: number, pathOf: (page: number) => string): Pick<Props, 'previous' | 'next'> {
  const link = (kind: string, page: number) => ({ kind, title: `Page ${page}`, href: pathOf(page) });
  return {
    previous: currentPage > 1 ? link('Newer entries', currentPage - 1) : null,
    next: currentPage < numPages ? link('Older entries', currentPage + 1) : null,
  };
}

/** Two links side by side, to the page before and the page after: docs, blog posts and blog list pages. */
export default function Pager({ label, previous, next }: Props) {
  if (!previous && !next) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      {previous ? (
        <SiteLink className={styles.link} to={previous.href} rel="prev">
          <span className={styles.kind}>« {previous.kind}</span>
          <span className={styles.title}>{previous.title}</span>
        </SiteLink>
      ) : (
        <span />
      )}
      {next && (
        <SiteLink className={`${styles.link} ${styles.next}`} to={next.href} rel="next">
          <span className={styles.kind}>{next.kind} »</span>
          <span className={styles.title}>{next.title}</span>
        </SiteLink>
      )}
    </nav>
  );
}
