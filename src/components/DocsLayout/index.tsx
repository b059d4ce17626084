import React, { useId, useState } from 'react';
import Collapsible from '../Collapsible';
import TableOfContents, { type TocEntry } from '../TableOfContents';
import * as styles from './styles.module.css';

export interface Props {
  toc: readonly TocEntry[];
  children: React.ReactNode;
}

function MobileToc({ toc }: { toc: readonly TocEntry[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={styles.mobileToc}>
      <button type="button" className={styles.mobileTocButton} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        On this page
      </button>
      <Collapsible open={open} id={id}>
        <TableOfContents entries={toc} />
      </Collapsible>
    </div>
  );
}

/**
 * The content column of a docs page (guides, packages, API reference): the article, and the
 * table of contents beside it on wide screens or folded above it on narrow ones. The sidebar
 * lives in DocsShell, outside the page, so it persists across docs navigations.
 */
export default function DocsLayout({ toc, children }: Props) {
  return (
    <div className={styles.content}>
      <div className={styles.article}>
        {toc.length > 0 && <MobileToc toc={toc} />}
        <article>{children}</article>
      </div>
      {toc.length > 0 && (
        <div className={styles.toc}>
          <TableOfContents entries={toc} />
        </div>
      )}
    </div>
  );
}
