import React from 'react';
import BlogSidebar, { type SidebarPost } from '../BlogSidebar';
import TableOfContents, { type TocEntry } from '../TableOfContents';
import * as styles from './styles.module.css';

export interface Props {
  /** Recent posts for the sidebar, newest first. */
  sidebarPosts: readonly SidebarPost[];
  activePath: string;
  /** The table of contents of a post; omitted on lists. */
  toc?: readonly TocEntry[];
  children: React.ReactNode;
}

/** The frame of every blog page: recent posts on the left, the page, and a post's contents on the right. */
export default function BlogLayout({ sidebarPosts, activePath, toc = [], children }: Props) {
  return (
    <div className={styles.page}>
      <aside className={styles.sidebar}>
        <BlogSidebar posts={sidebarPosts} activePath={activePath} />
      </aside>
      <div className={styles.main}>{children}</div>
      {toc.length > 0 && (
        <div className={styles.toc}>
          <TableOfContents entries={toc} />
        </div>
      )}
    </div>
  );
}
