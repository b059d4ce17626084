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
  /** The highlighted lines as HTML (token spans), from the build (src/node/mdx/code-blocks.ts, the home page, the gallery). */
  html: string;
  /** The copy button works in markup React keeps static too (see CopyButton). */
  staticCopy?: boolean;
}

/** A fenced code block: optional title, language label, copy button, highlighted lines. */
export default function CodeBlock({ language, code, title, lineNumbers, html, staticCopy }: Props) {
  return (
    <div className={`${styles.block} code-block`}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.frame}>
        <pre className={`${styles.pre} language-${language} ${lineNumbers === 'true' ? 'with-line-numbers' : ''}`} tabIndex={0}>
          <code dangerouslySetInnerHTML={{ __html: html }} />
        </pre>
        <span className={styles.language} aria-hidden="true">
          {language}
        </span>
        <CopyButton text={code} className={styles.copy} staticCopy={staticCopy} />
      </div>
    </div>
  );
}
