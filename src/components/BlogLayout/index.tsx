import React, { useRef } from 'react';
import { useActiveSection } from '../../hooks/useActiveSection';
import BlogSidebar from '../BlogSidebar';
import TableOfContents, { type TocEntry } from '../TableOfContents';
import * as styles from './styles.module.css';

export interface Props {
  /** Recent posts for the sidebar, newest first. */
  sidebarPosts: readonly Queries.BlogSidebarPostFragment[];
  activePath: string;
  /** The table of contents of a post; omitted on lists. */
  toc?: readonly TocEntry[];
  children: React.ReactNode;
}

/** The frame of every blog page: recent posts on the left, the page, and a post's contents on the right. */
export default function BlogLayout({ sidebarPosts, activePath, toc = [], children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useActiveSection(
    ref,
    toc.map((entry) => entry.id),
  );
  return (
    <div className={styles.page} ref={ref}>
      {/* The post comes first in the document, so a phone paints it first while the page
          streams in; on wide screens grid areas put the sidebar on the left. */}
      <div className={styles.main}>{children}</div>
      <aside className={styles.sidebar}>
        <BlogSidebar posts={sidebarPosts} activePath={activePath} />
      </aside>
      {toc.length > 0 && (
        <div className={styles.toc}>
          <TableOfContents entries={toc} />
        </div>
      )}
    </div>
  );
}
