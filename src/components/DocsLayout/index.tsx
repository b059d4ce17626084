import React from 'react';
import type { SidebarItem } from '../../shared/sidebar';
import DocSidebar from '../DocSidebar';
import TableOfContents, { type TocEntry } from '../TableOfContents';
import * as styles from './styles.module.css';

export interface Props {
  /** The normalised sidebar the page belongs to, or null for a page without one. */
  sidebarItems: SidebarItem[] | null;
  /** The route of the page, to mark it in the sidebar. */
  activePath: string;
  toc: readonly TocEntry[];
  children: React.ReactNode;
}

/**
 * The frame of every docs page (guides, packages, API reference): sidebar, the article, and
 * the table of contents beside it.
 */
export default function DocsLayout({ sidebarItems, activePath, toc, children }: Props) {
  return (
    <div className={`${styles.page} ${sidebarItems ? styles.withSidebar : ''}`}>
      {sidebarItems && (
        <aside className={styles.sidebar}>
          <DocSidebar items={sidebarItems} activePath={activePath} />
        </aside>
      )}
      <div className={styles.content}>
        <article className={styles.article}>{children}</article>
        {toc.length > 0 && (
          <div className={styles.toc}>
            <TableOfContents entries={toc} />
          </div>
        )}
      </div>
    </div>
  );
}
