import React from 'react';
import type { TextPart } from '../../shared/search';
import * as styles from './styles.module.css';

export interface Props {
  parts: readonly TextPart[];
}

/** Text with its matched words in <mark>, built as React elements: the text is never parsed as HTML. */
export default function HighlightedText({ parts }: Props) {
  return (
    <>
      {parts.map((part, i) =>
        part.mark ? (
          <mark key={i} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          <React.Fragment key={i}>{part.text}</React.Fragment>
        ),
      )}
    </>
  );
}
