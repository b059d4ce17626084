import React from 'react';
import * as styles from './styles.module.css';

export interface Props extends React.HTMLAttributes<HTMLPreElement> {
  children?: React.ReactNode;
}

function languageOf(children: React.ReactNode): string | null {
  const code = React.Children.toArray(children)[0];
  if (!React.isValidElement<{ className?: string }>(code)) return null;
  return /language-([\w-]+)/.exec(code.props.className ?? '')?.[1] ?? null;
}

/** A fenced code block of a doc, labelled with its language. */
export default function CodeBlock({ children, ...rest }: Props) {
  const language = languageOf(children);
  return (
    <div className={styles.block}>
      {language && <span className={styles.language}>{language}</span>}
      <pre {...rest} tabIndex={0}>
        {children}
      </pre>
    </div>
  );
}
