/**
 * "Copy page as Markdown": puts the page's Markdown version (the `.md` the build writes beside
 * it) on the clipboard, for pasting into a coding assistant or an issue. The text is fetched
 * on click, so pages carry no copy of it; the write follows within the click's activation.
 */
import { withPrefix } from 'gatsby';
import React from 'react';
import { useCopy, type CopyStatus } from '../../hooks/useCopy';
import * as styles from './styles.module.css';

export interface Props {
  /** Site path of the page's Markdown, e.g. /docs/intro.md (fetched under the site's path prefix). */
  href: string;
}

const LABELS: Record<CopyStatus, string> = {
  idle: 'Copy page as Markdown',
  copied: 'Copied',
  failed: 'Could not copy',
};

async function fetchMarkdown(href: string): Promise<string> {
  const response = await fetch(withPrefix(href));
  if (!response.ok) throw new Error(`${href} answered ${response.status}`);
  return response.text();
}

export default function CopyMarkdownButton({ href }: Props) {
  const [status, copy] = useCopy(() => fetchMarkdown(href), 'the page as Markdown');
  return (
    <button type="button" className={styles.button} onClick={copy} data-status={status}>
      <svg className={styles.icon} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <rect x="5" y="5" width="9" height="9" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M11 3.5V3a1 1 0 0 0-1-1H3a1 1 0 0 0-1 1v7a1 1 0 0 0 1 1h.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <span aria-live="polite">{LABELS[status]}</span>
    </button>
  );
}
