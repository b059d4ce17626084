import React from 'react';
import CopyButton from '../CopyButton';
import * as styles from './styles.module.css';

export interface Props {
  /** The language of the fence, e.g. "tsx". */
  language: string;
  /** The source, for the copy button. */
  code: string;
  title?: string;
  /** "true" when the fence asked for `showLineNumbers`. */
  lineNumbers?: string;
  /** Lines of token spans, highlighted at build time (src/node/mdx/code-blocks.ts). */
  children?: React.ReactNode;
  /** The same lines as HTML, for code highlighted outside MDX (e.g. the home page). */
  html?: string;
  /** The copy button works in markup React keeps static too (see CopyButton). */
  staticCopy?: boolean;
}

/** A fenced code block: optional title, language label, copy button, highlighted lines. */
export default function CodeBlock({ language, code, title, lineNumbers, children, html, staticCopy }: Props) {
  return (
    <div className={`${styles.block} code-block`}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.frame}>
        <pre className={`${styles.pre} language-${language} ${lineNumbers === 'true' ? 'with-line-numbers' : ''}`} tabIndex={0}>
          {html !== undefined ? <code dangerouslySetInnerHTML={{ __html: html }} /> : <code>{children}</code>}
        </pre>
        <span className={styles.language} aria-hidden="true">
          {language}
        </span>
        <CopyButton text={code} className={styles.copy} staticCopy={staticCopy} />
      </div>
    </div>
  );
}
