import React, { useId, useRef, useState } from 'react';
import { useActiveSection } from '../../hooks/useActiveSection';
import Collapsible from '../Collapsible';
import StaticMarkup from '../StaticMarkup';
import TableOfContents, { type TocEntry } from '../TableOfContents';
import * as styles from './styles.module.css';

export interface Props {
  toc: readonly TocEntry[];
  /**
   * Set on pages whose table of contents is long and never changes in the browser (the API
   * reference): a prefix, unique to the page, of the ids under which both copies of it are
   * kept as the server rendered them instead of being hydrated (see StaticMarkup).
   */
  staticTocId?: string;
  children: React.ReactNode;
}

function Toc({ toc, staticId }: { toc: readonly TocEntry[]; staticId?: string }) {
  if (!staticId) return <TableOfContents entries={toc} />;
  return (
    <StaticMarkup id={staticId} className={styles.staticToc}>
      <TableOfContents entries={toc} />
    </StaticMarkup>
  );
}

function MobileToc({ toc, staticId }: { toc: readonly TocEntry[]; staticId?: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={styles.mobileToc}>
      <button
        type="button"
        className={`clean-button ${styles.mobileTocButton}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        On this page
      </button>
      <Collapsible open={open} id={id}>
        <Toc toc={toc} staticId={staticId} />
      </Collapsible>
    </div>
  );
}

/**
 * The content column of a docs page (guides, packages, API reference): the article, and the
 * table of contents beside it on wide screens or folded above it on narrow ones. The sidebar
 * lives in DocsShell, outside the page, so it persists across docs navigations.
 */
export default function DocsLayout({ toc, staticTocId, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useActiveSection(
    ref,
    toc.map((entry) => entry.id),
  );
  return (
    <div className={styles.content} ref={ref}>
      <div className={styles.article}>
        {toc.length > 0 && <MobileToc toc={toc} staticId={staticTocId && `${staticTocId}:mobile`} />}
        <article>{children}</article>
      </div>
      {toc.length > 0 && (
        <div className={styles.toc}>
          <Toc toc={toc} staticId={staticTocId} />
        </div>
      )}
    </div>
  );
}
